import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { ShopMetrics } from './metrics.ts';
import { routeLabel, type RouteNames } from './routes.ts';

/**
 * `/metrics` over HTTP: on the shop's port behind METRICS_TOKEN, or on METRICS_PORT without one
 * (a port the owner keeps private). Neither configured: 404, so a shop on the internet never
 * shows its order counts and internals to anyone who asks. Never cached, never through the
 * session, cart or page cache (the route sits before them in server/app.ts).
 */

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Times every request the app answers, labelled by route pattern (outermost middleware). */
export function requestMetrics(metrics: ShopMetrics, names: RouteNames): MiddlewareHandler {
  return async (c, next) => {
    // Read before the HEAD-as-GET layer rewrites the request.
    const method = c.req.method;
    const started = performance.now();
    try {
      await next();
    } finally {
      // A thrown error still ends in app.onError's answer, whose status c.res holds by now.
      metrics.observeRequest(method, routeLabel(c, names), c.res.status, (performance.now() - started) / 1000);
    }
  };
}

/** The `/metrics` route of the shop's port: needs `Authorization: Bearer <token>`; 404 without a token configured. */
export function metricsRoute(metrics: ShopMetrics | undefined, token: string | undefined) {
  const expected = token ? digest(token) : null;
  return async (c: Context) => {
    if (!metrics || !expected) return c.json({ message: 'Not found' }, 404, NO_STORE);
    const given = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    // Digests have one length, so the comparison takes the same time whatever was sent.
    if (!given || !timingSafeEqual(digest(given), expected))
      return c.json({ message: 'Metrics need Authorization: Bearer <METRICS_TOKEN>' }, 401, {
        ...NO_STORE,
        'WWW-Authenticate': 'Bearer realm="metrics"',
      });
    return c.body(await metrics.render(), 200, { ...NO_STORE, 'Content-Type': metrics.contentType });
  };
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * A second, tiny HTTP server for METRICS_PORT: GET /metrics without a token, 404 for anything
 * else. Resolves once it listens (port 0 picks a free one: `server.address()`).
 */
export function startMetricsServer(metrics: ShopMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8' });
      return void res.end(JSON.stringify({ message: 'Not found: this port serves only GET /metrics' }));
    }
    metrics.render().then(
      (text) => {
        res.writeHead(200, { ...NO_STORE, 'Content-Type': metrics.contentType });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        res.writeHead(500, { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' });
        res.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
