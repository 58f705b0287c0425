import { existsSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app.ts';
import { startShop } from './bootstrap.ts';
import { DataDirLockedError } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './http/log.ts';

async function main() {
  const env = parseEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const buildFile = path.resolve('build/server/index.js');
  if (!existsSync(buildFile)) throw new Error('No build found: run `npm run build` (npm start does it for you).');

  const shop = await startShop(env, { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const build = (await import(buildFile)) as ServerBuild;
  const app = createApp({
    services: shop.services,
    signer: shop.signer,
    store: shop.store,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    build,
    clientDir: path.relative(process.cwd(), path.resolve('build/client')),
    log: logger.error,
  });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where =
      shop.database.kind === 'postgres' ? 'PostgreSQL' : `embedded database in ${path.resolve(env.DATA_DIR)}`;
    logger.info(
      `${env.STORE_NAME} is serving on http://localhost:${info.port} (${where}, ${shop.services.catalog.productCount} products)`,
    );
  });

  // Keep idle connections open longer than a load balancer's (and clients') reuse window, so a
  // request is never sent on a socket the server is just closing.
  const http = server as unknown as import('node:http').Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing requests and closing the database...`);
    // Stop accepting, let running requests finish, then flush and close the database.
    server.close(async () => {
      await shop.close();
      process.exit(0);
    });
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error) => {
  if (
    error instanceof DataDirLockedError ||
    (error instanceof Error && error.message.startsWith('Invalid configuration'))
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
