/**
 * The real shop, started in its own process for the benchmark: a fresh, seeded in-memory
 * database and the production build. Usage: node --import tsx benchmarks/shop-server.ts <port>
 * Prints `ready <port>` on stdout once it listens; stops on SIGTERM/SIGINT or when stdin closes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { createApp } from '../server/app.ts';
import { startShop } from '../server/bootstrap.ts';
import { CatalogJson, catalogJsonServer } from '../server/http/catalog-json.ts';
import { parseEnv } from '../server/env.ts';
import { createLogger, TurnBatchedLines } from '../server/http/log.ts';
import { requestLogListener } from '../server/http/request-log.ts';
import { RouteNames } from '../server/observability/routes.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port < 1) {
  console.error('usage: shop-server.ts <port>');
  process.exit(2);
}

const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', PORT: String(port), HOST: '127.0.0.1' });
// Every benchmark client comes from 127.0.0.1: the per-address sign-up and sign-in limits would
// stop the checkout benchmark's shoppers (throttles are measured by tests, not here).
const roomy = { limit: 1_000_000, windowMs: 3600_000 };
const shop = await startShop(env, { inMemory: true }, { throttles: { register: roomy, loginAddress: roomy } });
// Checkout benchmark fixtures: a product with stock 50 (oversell check) and one that will not run out.
{
  const { eq, sql } = await import('drizzle-orm');
  const { products } = await import('../server/db/schema.ts');
  const { OVERSELL_PRODUCT, THROUGHPUT_PRODUCT } = await import('./checkout-bench.ts');
  const set = (id: string, stock: number) =>
    shop.database.db
      .update(products)
      .set({ stock, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, id));
  await set(OVERSELL_PRODUCT.id, OVERSELL_PRODUCT.stock);
  await set(THROUGHPUT_PRODUCT, 1_000_000);
  await shop.services.catalog.refresh();
}
const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
const errors: string[] = [];
// What production pays per request: a line per request at LOG_LEVEL (default info), buffered
// and written asynchronously, here to /dev/null. Errors are kept (they would mean a broken page
// under load) but do not flood stdout.
// As production writes its lines (stdout, batched per turn of the event loop), into /dev/null.
const devNull = new TurnBatchedLines(pino.destination({ dest: '/dev/null', sync: true }));
const logger = createLogger({
  level: parseEnv({ LOG_LEVEL: process.env.LOG_LEVEL }).LOG_LEVEL,
  destination: {
    write(line: string) {
      devNull.write(line);
      if (line.startsWith('{"level":50') && errors.length < 20) errors.push(line);
    },
  },
});
// As server/main.ts serves: the catalogue JSON from node's request listener (docs/decisions/009).
// With the request metrics, as production counts every answer.
const catalogJson = new CatalogJson(shop.services.catalog, { onAnswered: shop.metrics.observeRequest });
const app = createApp({
  catalogJson,
  services: shop.services,
  signer: shop.signer,
  store: shop.store,
  build,
  clientDir: 'build/client',
  logger,
  metrics: shop.metrics,
});
const names = new RouteNames(() => app.routes.map((r) => r.path));

const server = serve(
  {
    fetch: app.fetch,
    port,
    hostname: '127.0.0.1',
    createServer: catalogJsonServer(catalogJson, (listener) =>
      requestLogListener(listener, { logger, names: () => names }),
    ),
  },
  (info) => {
    console.log(`ready ${info.port} products=${shop.services.catalog.productCount}`);
  },
);
server.on('error', (error) => {
  console.error(`listen failed: ${(error as Error).message}`);
  process.exit(3);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  for (const line of errors) console.error(`[shop error] ${line}`);
  server.close();
  (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
  void shop.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent holds our stdin: if it dies, so do we.
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
