import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { startShop } from './bootstrap.ts';
import { DataDirLockedError } from './db/client.ts';
import { CatalogJson, catalogJsonServer } from './http/catalog-json.ts';
import { parseEnv } from './env.ts';
import { ShopFront } from './http/health.ts';
import { createLogger, type Logger } from './http/log.ts';
import { ReadinessProbe } from './http/readiness.ts';
import { requestLogListener } from './http/request-log.ts';
import { RouteNames } from './observability/routes.ts';
import { startMetricsServer } from './observability/http.ts';
import type { CatalogService } from './services/catalog.server.ts';

let logger: Logger | null = null;

async function main() {
  const env = parseEnv();
  // The embedded database's files hold password hashes, sessions and the signing secret: every
  // file and directory this process creates is its user's alone (openDatabase fixes older ones).
  if (!env.DATABASE_URL) process.umask(0o077);
  const log = createLogger({ level: env.LOG_LEVEL });
  logger = log;
  const buildFile = path.resolve('build/server/index.js');
  if (!existsSync(buildFile)) throw new Error('No build found: run `npm run build` (npm start does it for you).');

  // Listen first: /healthz answers from the first second, /readyz and every other request say
  // the shop is starting (503) until the database is open and the catalogue loaded.
  const front = new ShopFront(env.STORE_NAME);
  let catalog: CatalogService | null = null;
  let listening!: (info: AddressInfo) => void;
  const listened = new Promise<AddressInfo>((resolve) => (listening = resolve));
  // Once the shop is up, the catalogue JSON is answered in node's request listener, before a
  // Request is even made (docs/decisions/009); until then everything goes to the front.
  let catalogJson: CatalogJson | null = null;
  // Named once the app exists: until then requests are health checks and "starting" answers.
  let names: RouteNames | null = null;
  const createServer = catalogJsonServer(
    () => catalogJson,
    (listener) => requestLogListener(listener, { logger: log, names: () => names }),
  );
  const server = serve({ fetch: front.fetch, port: env.PORT, hostname: env.HOST, createServer }, listening);

  // Keep idle connections open longer than a load balancer's (and clients') reuse window, so a
  // request is never sent on a socket the server is just closing.
  const http = server as unknown as import('node:http').Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  const starting = startShop(
    env,
    { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR },
    {
      logger: log,
      throttles: { register: { limit: env.REGISTER_LIMIT_PER_HOUR, windowMs: 3600_000 } },
      onCatalog: (loading) => {
        catalog = loading;
        front.loading(loading);
      },
    },
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing requests and closing the database...`);
    // A catalogue still loading stops at its next slice, so the start below ends soon.
    void catalog?.stop();
    // Stop accepting, let running requests finish, then flush and close the database.
    server.close(async () => {
      const shop = await starting.catch(() => null);
      await shop?.close();
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const shop = await starting;
  if (stopping) return;
  log.info(
    env.SMTP_URL
      ? `Mail: delivering through ${new URL(env.SMTP_URL).host}`
      : 'Mail: SMTP_URL is not set, so mails wait in the outbox unsent (see them in Back office → Mail)',
  );
  const build = (await import(buildFile)) as ServerBuild;
  catalogJson = new CatalogJson(shop.services.catalog, {
    trustProxy: env.TRUST_PROXY,
    publicUrl: env.PUBLIC_URL,
    onAnswered: shop.metrics.observeRequest,
  });
  const app = createApp({
    services: shop.services,
    signer: shop.signer,
    store: shop.store,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    build,
    clientDir: path.relative(process.cwd(), path.resolve('build/client')),
    logger: log,
    catalogJson,
    metrics: shop.metrics,
    metricsToken: env.METRICS_TOKEN,
  });
  names = new RouteNames(() => app.routes.map((r) => r.path));
  front.serve(app, new ReadinessProbe(shop.database, shop.mailWorker));
  // Ended with the process (it keeps no state worth a graceful close).
  if (env.METRICS_PORT) {
    const metricsServer = await startMetricsServer(shop.metrics, env.METRICS_PORT, env.HOST);
    metricsServer.unref();
    log.info(`Metrics: http://${env.HOST}:${env.METRICS_PORT}/metrics (keep this port private)`);
  }
  const info = await listened;
  const where = shop.database.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${path.resolve(env.DATA_DIR)}`;
  log.info(
    `${env.STORE_NAME} is serving on http://localhost:${info.port} (${where}, ${shop.services.catalog.productCount} products)`,
  );
}

main().catch((error) => {
  if (
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'))
  ) {
    // A message for the person starting the shop, whatever LOG_LEVEL says (there may be no logger yet).
    console.error(error.message);
  } else if (logger) {
    logger.fatal({ err: error }, 'the shop stopped');
  } else {
    console.error(error);
  }
  // pino flushes its buffer on exit.
  process.exit(1);
});
