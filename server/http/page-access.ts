import { data, redirect, type AppLoadContext, type ServerBuild } from 'react-router';
import { PAGE_POLICIES, type PagePolicy } from '#common/page-policy.ts';

/**
 * Who may open a page is declared once, in common/page-policy.ts; this enforces it. Every page
 * route's loader and action run behind their policy's check, so a page's own code starts with
 * the access settled (app/lib/guard.ts `signedInUser` reads the checked user):
 * - `signed-in`: an anonymous visitor goes to /login?redirectTo=<this path> and comes back after
 *   signing in (a `signInPanel` page lets them see its sign-in panel; its posts still redirect);
 * - `admin`: the same for an anonymous visitor; a signed-in shopper gets 404, as if there were
 *   nothing here.
 * A page's loaders run side by side, so each route checks for itself: the back office's frame
 * and its page alike, and a client navigation's data request asking for one route only.
 */

type Kind = 'loader' | 'action';
type DataArgs = { request: Request; context: AppLoadContext };

function check(policy: PagePolicy, kind: Kind, { request, context }: DataArgs): void {
  if (policy.access === 'public' || policy.access === 'private') return;
  if (policy.signInPanel && kind === 'loader') return;
  const user = context.user;
  if (!user) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (policy.access === 'admin' && user.role !== 'admin')
    throw data('Not Found', { status: 404, statusText: 'Not Found' });
}

/** A route's path as common/page-policy.ts names it: its parents' joined, from `/`. */
function routePath(routes: ServerBuild['routes'], id: string): string {
  const route = routes[id]!;
  const own = route.path ?? '';
  const parent = route.parentId ? routePath(routes, route.parentId) : '';
  return [parent, own].filter(Boolean).join('/');
}

const guarded = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every guarded page's loader and action behind its policy's check. A page route
 * without a policy, or a guarded one without a loader (where would its check run?), stops the
 * server at start: the table and the routes are kept in step.
 */
export function withPagePolicy(build: ServerBuild): ServerBuild {
  const known = guarded.get(build);
  if (known) return known;
  const routes: ServerBuild['routes'] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route || id === 'root') {
      routes[id] = route;
      continue;
    }
    const path = `/${routePath(build.routes, id)}`;
    const policy = PAGE_POLICIES[path];
    if (!policy) throw new Error(`The page ${path} (route ${id}) has no policy: add it to common/page-policy.ts`);
    if (policy.access === 'public' || policy.access === 'private') {
      routes[id] = route;
      continue;
    }
    const { loader, action } = route.module;
    if (!loader)
      throw new Error(`The ${policy.access} page ${path} (route ${id}) has no loader to check its access in`);
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        loader: (args) => {
          check(policy, 'loader', args);
          return loader(args);
        },
        ...(action
          ? {
              action: (args) => {
                check(policy, 'action', args);
                return action(args);
              },
            }
          : {}),
      },
    };
  }
  const result = { ...build, routes };
  guarded.set(build, result);
  return result;
}
