import type { Context } from 'hono';
import type { ServerBuild } from 'react-router';
import { UNMATCHED_ROUTE } from './metrics.ts';

/**
 * The route label of a request: the pattern it matched (`/api/products/:id`, `/product/:id`),
 * never the raw path, so the number of series stays bounded whatever clients send. Paths that
 * match no route share one label (UNMATCHED_ROUTE).
 */

/** Hono's catch-alls: a page, a file middleware or the API's 404; not a route of their own. */
const CATCH_ALL = new Set(['*', '/*', '/api/*']);

/** The label of a request the Hono app answered; `pages` matches page paths (null: API only). */
export function routeLabel(c: Context, pages: PagePatterns | null): string {
  // Every route that matched, known before any handler ran: the API route whose method matched,
  // even when a middleware answered first (a refusal, the catalogue JSON).
  const matched = c.req.matchedRoutes;
  for (let i = matched.length - 1; i >= 0; i--) if (matched[i].method !== 'ALL') return matched[i].path;
  const answeredBy = c.req.routePath;
  // A file middleware that served (`/assets/*`, `/images/*`, `/favicon.svg`).
  if (!CATCH_ALL.has(answeredBy)) return answeredBy;
  return pages?.match(c.req.path) ?? UNMATCHED_ROUTE;
}

/**
 * The page routes of the React Router build as full patterns (`/admin/orders/:number`), matched
 * the way React Router does for these shapes: case-insensitive, a trailing slash ignored, a
 * client navigation's data request (`/products.data`, `/_root.data`) as its page. The splat
 * route (the not-found page) is left out: it is the unmatched label.
 */
export class PagePatterns {
  private readonly exact = new Map<string, string>();
  private readonly dynamic: { pattern: string; regex: RegExp; statics: number }[] = [];

  constructor(routes: ServerBuild['routes']) {
    const fullPath = (id: string): string => {
      const route = routes[id]!;
      const parent = route.parentId ? fullPath(route.parentId) : '';
      const own = route.path ? `/${route.path.replace(/^\/+|\/+$/g, '')}` : '';
      return `${parent.replace(/\/$/, '')}${own}` || '/';
    };
    for (const id of Object.keys(routes)) {
      const pattern = fullPath(id);
      if (pattern.split('/').includes('*')) continue;
      const segments = pattern.split('/').filter(Boolean);
      if (!segments.some((s) => s.startsWith(':'))) {
        this.exact.set(pattern.toLowerCase(), pattern);
        continue;
      }
      const source = segments
        .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${escapeRegex(s)}`))
        .join('');
      const statics = segments.filter((s) => !s.startsWith(':')).length;
      this.dynamic.push({ pattern, regex: new RegExp(`^${source}$`, 'i'), statics });
    }
    // More static segments first: `/admin/products/new` before `/admin/products/:id`.
    this.dynamic.sort((a, b) => b.statics - a.statics);
  }

  /** The pattern of a page path, or null when no page route matches it. */
  match(rawPath: string): string | null {
    let path = rawPath;
    if (path.endsWith('.data')) path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
    if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
    const exact = this.exact.get(path.toLowerCase());
    if (exact) return exact;
    for (const { pattern, regex } of this.dynamic) if (regex.test(path)) return pattern;
    return null;
  }
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
