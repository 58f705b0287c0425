import type { Context } from 'hono';
import type { ServerBuild } from 'react-router';
import { UNMATCHED_ROUTE } from './metrics.ts';

/**
 * The route of a request, as the request log and the metrics both name it: the pattern it
 * matched (`/api/products/:id`, `/product/:id`), never the raw path, so no id, token or e-mail
 * address reaches a log line or a label, and the number of series stays bounded whatever clients
 * send. Paths that match no route share one name (UNMATCHED_ROUTE).
 */

/** Hono's catch-alls: a page, a file middleware or the API's 404; not a route of their own. */
const CATCH_ALL = new Set(['*', '/*', '/api/*']);
/** Answered in front of the app (server/http/health.ts). */
const PROBES = ['/healthz', '/readyz'];

/** Each request's name, made once: the request log, the metrics and the error handler all ask. */
const named = new WeakMap<Context, string>();

/** The name of a request the Hono app answered. */
export function routeLabel(c: Context, names: RouteNames): string {
  let label = named.get(c);
  if (label === undefined) {
    label = nameOf(c, names);
    named.set(c, label);
  }
  return label;
}

function nameOf(c: Context, names: RouteNames): string {
  // Every route that matched, known before any handler ran: the API route whose method matched,
  // even when a middleware answered first (a refusal, the catalogue JSON).
  const matched = c.req.matchedRoutes;
  for (let i = matched.length - 1; i >= 0; i--) if (matched[i].method !== 'ALL') return matched[i].path;
  const answeredBy = c.req.routePath;
  // A file middleware that served (`/assets/*`, `/images/*`, `/favicon.svg`).
  if (answeredBy && !CATCH_ALL.has(answeredBy)) return answeredBy;
  return names.ofPath(c.req.path);
}

/**
 * Names by path alone, for what the app never sees (health, the catalogue JSON answered in node's
 * listener, answers while the shop starts) and for the pages behind its catch-all: the app's own
 * patterns and the pages', compiled at the first use, when every route is registered.
 */
export class RouteNames {
  private patterns: PathPatterns | null = null;

  constructor(
    private readonly appPatterns: () => string[],
    private readonly pages: string[] = [],
  ) {}

  ofPath(path: string): string {
    this.patterns ??= new PathPatterns([
      ...PROBES,
      ...this.appPatterns().filter((p) => !CATCH_ALL.has(p)),
      ...this.pages,
    ]);
    return this.patterns.match(path) ?? UNMATCHED_ROUTE;
  }
}

/**
 * The page routes of the React Router build as full patterns (`/admin/orders/:number`). The
 * splat route (the not-found page) is left out: it is the unmatched name.
 */
export function pagePatterns(build: Pick<ServerBuild, 'routes'>): string[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    const own = route.path ? `/${route.path.replace(/^\/+|\/+$/g, '')}` : '';
    return `${parent.replace(/\/$/, '')}${own}` || '/';
  };
  return [...new Set(Object.keys(routes).map(fullPath))].filter((p) => !p.split('/').includes('*'));
}

/**
 * Patterns matched the way React Router matches these shapes: case-insensitive, a trailing slash
 * ignored, a client navigation's data request (`/products.data`, `/_root.data`) as its page.
 */
export class PathPatterns {
  private readonly exact = new Map<string, string>();
  private readonly dynamic: { pattern: string; regex: RegExp; statics: number }[] = [];

  constructor(patterns: readonly string[]) {
    for (const pattern of patterns) {
      const segments = pattern.split('/').filter(Boolean);
      if (!segments.some((s) => s.startsWith(':'))) {
        if (!this.exact.has(pattern.toLowerCase())) this.exact.set(pattern.toLowerCase(), pattern);
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

  /** The pattern of a path, or null when none matches it. */
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
