import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { RouteNames, routeLabel } from '../observability/routes.ts';
import type { Logger } from './log.ts';
import type { AppEnv } from './shop-context.ts';

/**
 * One line per request (docs/operations.md, "Logs"): request id, method, route pattern, status,
 * duration and an anonymous reference to the visitor. Never the URL's query, a body or a cookie.
 *
 * Under node (server/main.ts) the listener wrapper owns the line: it sees every request, also
 * those answered before the app (health, the catalogue JSON fast path), and the real end of the
 * response. The app's middleware then only adds what it knows (route, visitor) to the
 * request's record. In process (tests, `app.request()`), the middleware writes the line itself.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An incoming id is kept only when it cannot smuggle anything into a log or a header. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function requestIdOf(incoming: string | string[] | null | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** What one request's line says; the app fills in `route` and `user` when the request reaches it. */
export type RequestRecord = { id: string; route?: string; user?: string };

/** The fields of the line, in a fixed order (pino writes them as given). */
export type RequestLine = {
  reqId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  user?: string;
};

const RECORD = Symbol('request-log record');
type RecordedIncoming = IncomingMessage & { [RECORD]?: RequestRecord };

/** Health probes come every few seconds from a load balancer: their successes are debug lines. */
const PROBES = new Set(['/healthz', '/readyz']);

function write(logger: Logger, line: RequestLine): void {
  if (line.status < 300 && PROBES.has(line.route)) logger.debug(line, 'request');
  else logger.info(line, 'request');
}

const roundMs = (ms: number) => Math.round(ms * 100) / 100;

/** The path of a request target or URL, without the query (which may hold tokens or e-mails). */
export function pathOf(target: string): string {
  const start = target.startsWith('/') ? 0 : target.indexOf('/', target.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = target.indexOf('?', start);
  return end < 0 ? target.slice(start) : target.slice(start, end);
}

/**
 * The anonymous reference to a visitor: a keyed hash (HMAC with the session secret, through
 * `mac`) of the cart owner key (`u:<account id>` or `v:<visitor id>`), cut to 16 characters.
 * Stable across requests and processes, and says nothing about the account without the secret.
 */
export class UserRefs {
  private known = new Map<string, string>();
  constructor(private readonly mac: (value: string) => string) {}

  of(owner: string | null | undefined): string | undefined {
    if (!owner) return undefined;
    let ref = this.known.get(owner);
    if (ref === undefined) {
      if (this.known.size >= 10_000) this.known.clear();
      ref = this.mac(`log-ref ${owner}`).slice(0, 16);
      this.known.set(owner, ref);
    }
    return ref;
  }
}

/**
 * The app's first middleware. `names` names the route when the matched handler's pattern is a
 * catch-all (pages, the catalogue JSON middleware).
 */
export function requestLog(options: { logger: Logger; names: RouteNames; refs: UserRefs }): MiddlewareHandler<AppEnv> {
  const { logger, names, refs } = options;
  return async (c, next) => {
    const outer = (c.env as { incoming?: RecordedIncoming } | undefined)?.incoming?.[RECORD];
    const started = outer ? 0 : performance.now();
    const record: RequestRecord = outer ?? { id: requestIdOf(c.req.header('x-request-id')) };
    c.set('requestId', record.id);
    await next();
    record.route = routeLabel(c, names);
    // The visitor the request was served as (signed in during it, too); unset before the session layer.
    record.user = refs.of(c.get('shop')?.owner);
    if (outer) return;
    try {
      c.res.headers.set(REQUEST_ID_HEADER, record.id);
    } catch {
      // Some responses carry immutable headers: copy once, then change.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, record.id);
    }
    write(logger, {
      reqId: record.id,
      method: c.req.method,
      route: record.route,
      status: c.res.status,
      ms: roundMs(performance.now() - started),
      user: record.user,
    });
  };
}

/**
 * Node's request listener with a request id on every response and one line per request, written
 * when the response is done (or the client gave up: status 499). `names` names the requests the
 * app never saw (health, the catalogue JSON fast path, answers while the shop starts).
 */
export function requestLogListener(
  listener: RequestListener,
  options: { logger: Logger; names: () => RouteNames | null },
): RequestListener {
  const { logger } = options;
  const probesOnly = new RouteNames(() => []);
  return (req: RecordedIncoming, res: ServerResponse) => {
    const started = performance.now();
    const record: RequestRecord = { id: requestIdOf(req.headers['x-request-id']) };
    req[RECORD] = record;
    res.setHeader(REQUEST_ID_HEADER, record.id);
    res.once('close', () => {
      write(logger, {
        reqId: record.id,
        method: req.method ?? 'GET',
        route: record.route ?? (options.names() ?? probesOnly).ofPath(pathOf(req.url ?? '/')),
        status: res.writableFinished ? res.statusCode : 499,
        ms: roundMs(performance.now() - started),
        user: record.user,
      });
    });
    listener(req, res);
  };
}
