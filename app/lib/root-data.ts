import { useRouteLoaderData, type AppLoadContext } from 'react-router';

/**
 * What the root route loads for every page (language, shop, header badges, signed-in user, menu
 * lists). Kept apart from root.tsx so the header, footer and pages read it without importing the
 * root module (which imports them).
 */
export async function loadRootData(context: AppLoadContext) {
  const { catalog } = context.services;
  return {
    lang: context.lang,
    store: context.store,
    origin: context.origin,
    counts: await context.counts(),
    user: context.user ? { name: context.user.name, role: context.user.role } : null,
    navLists: {
      cameras: catalog.listIds('cameras'),
      walkieTalkies: catalog.listIds('walkie-talkies'),
      nvr: catalog.listIds('nvr'),
      switches: catalog.listIds('switches'),
    },
  };
}

export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/** The root's data on a page under it (always there: the root loader ran). */
export function useRootData(): RootData {
  return useRouteLoaderData('root') as RootData;
}

/** The root's data where it may be missing: the document shell and the error screen when the root loader failed. */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
