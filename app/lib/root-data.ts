import { useRouteLoaderData, type AppLoadContext } from 'react-router';
import { personalUser, type PersonalState } from '#common/personal.ts';

/**
 * What the root route loads for every page (language, shop, the visitor's badges and sign-in,
 * menu lists). Kept apart from root.tsx so the header, footer and pages read it without importing
 * the root module (which imports them).
 */
export async function loadRootData(context: AppLoadContext) {
  const { catalog } = context.services;
  // A shared render reads nobody's cart or session: the server fills those parts per visitor.
  const personal: Pick<PersonalState, 'user' | 'counts'> | null = context.shared
    ? null
    : {
        counts: await context.counts(),
        user: personalUser(context.user),
      };
  return {
    lang: context.lang,
    store: context.store,
    origin: context.origin,
    /** Read through usePersonal() (app/lib/personal.ts), which also knows a filled shared page's state. */
    personal,
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
