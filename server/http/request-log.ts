import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { pino } from 'pino';
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

/**
 * What one request's line says; the app fills in `route` and `user` when the request reaches it.
 * `done`: the line is written (the catalogue JSON fast path writes it as it answers).
 */
export type RequestRecord = { id: string; route?: string; user?: string; done?: boolean };

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

export function writeRequestLine(logger: Logger, line: RequestLine): void {
  const level = line.status < 300 && PROBES.has(line.route) ? 'debug' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  const stream = (logger as unknown as Record<symbol, { write(line: string): void } | undefined>)[
    pino.symbols.streamSym
  ];
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[pino.symbols.chindingsSym];
  if (!stream || bindings === undefined) return void logger[level](line, 'request');
  // The line pino would write, made by hand: every request writes one, and pino's generic path
  // (hooks, redaction of an object that holds no secret by construction) cost as much as the
  // rest of a cached catalogue answer. Only `method` comes from the client (node's parser allows
  // tokens only), and it is quoted like the rest; the id is a UUID or matched SAFE_ID.
  stream.write(
    `{"level":${logger.levels.values[level]},"time":${Date.now()}${bindings},"reqId":${JSON.stringify(line.reqId)},` +
      `"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},` +
      `"ms":${line.ms}${line.user === undefined ? '' : `,"user":${JSON.stringify(line.user)}`},"msg":"request"}\n`,
  );
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
    writeRequestLine(logger, {
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
 * app never saw (health, answers while the shop starts).
 *
 * The cheapest path costs least here: the catalogue JSON fast path takes the id with
 * `recordedRequest` into the headers it writes in one go, and writes its line with
 * `answeredRequest` as it answers, so it needs neither a `close` listener nor `setHeader` (which
 * would turn its single writeHead into a header-by-header merge). Every other request gets the
 * header from `withRequestIdHeader` and its line when the response closes.
 */
export function requestLogListener(
  listener: RequestListener,
  options: { logger: Logger; names: () => RouteNames | null },
): RequestListener {
  const { logger } = options;
  const probesOnly = new RouteNames(() => []);
  return (req: RecordedIncoming, res: ServerResponse) => {
    const started = performance.now();
    const record: LiveRecord = { id: requestIdOf(req.headers['x-request-id']), started, logger };
    req[RECORD] = record;
    listener(req, res);
    if (record.done) return;
    res.once('close', () => {
      if (record.done) return;
      record.done = true;
      writeRequestLine(logger, {
        reqId: record.id,
        method: req.method ?? 'GET',
        route: record.route ?? (options.names() ?? probesOnly).ofPath(pathOf(req.url ?? '/')),
        status: res.writableFinished ? res.statusCode : 499,
        ms: roundMs(performance.now() - started),
        user: record.user,
      });
    });
  };
}

type LiveRecord = RequestRecord & { started: number; logger: Logger };

/** The record requestLogListener made for this request, if it runs (the id to send back). */
export function recordedRequest(req: IncomingMessage): RequestRecord | undefined {
  return (req as RecordedIncoming)[RECORD];
}

/** The fast path answered `req` with `status`, all written: its line now, no `close` listener. */
export function answeredRequest(req: IncomingMessage, route: string, status: number): void {
  const record = (req as RecordedIncoming)[RECORD] as LiveRecord | undefined;
  if (!record || record.done) return;
  record.done = true;
  writeRequestLine(record.logger, {
    reqId: record.id,
    method: req.method ?? 'GET',
    route,
    status,
    ms: roundMs(performance.now() - record.started),
    user: record.user,
  });
}

/** The app's and the front's listener: the request id header set before they write. */
export function withRequestIdHeader(listener: RequestListener): RequestListener {
  return (req, res) => {
    const record = recordedRequest(req);
    if (record) res.setHeader(REQUEST_ID_HEADER, record.id);
    listener(req, res);
  };
}
