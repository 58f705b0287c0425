/**
 * Search latency at three catalogue sizes, run in its own process (clean heap, its own event loop).
 *
 * 1. In-memory CatalogIndex: the real seed catalogue, then 10k and 100k synthetic products.
 * 2. End to end through a throwaway in-memory PGlite: 100k products inserted into `products`,
 *    CatalogService.start() (the load), then listProducts/suggest.
 *
 * Every query is run once per operation (suggest first, so its term lookups are cold; list then
 * reuses the index's term cache, as the live shop would for a query typed then submitted).
 * Searches are interleaved with `await setImmediate()` so the event-loop delay monitor sees
 * every gap; the longest stall is the histogram's max.
 *
 * Usage: node --expose-gc --import tsx benchmarks/search-bench.ts [--sizes=10000,100000] [--db=100000]
 * Prints progress on stderr and one line `RESULT <json>` on stdout.
 */
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as tick, setTimeout as sleep } from 'node:timers/promises';
import { PRODUCTS_SEARCH_LIMIT, SUGGESTION_LIMIT } from '#common/search.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedProducts } from '../server/db/catalog/products.ts';
import { products as productsTable } from '../server/db/schema.ts';
import { CatalogIndex } from '../server/services/catalog-index.ts';
import { CatalogService } from '../server/services/catalog.server.ts';
import {
  buildQueries,
  generateProducts,
  prng,
  toIndexedProduct,
  type BenchQuery,
  type SyntheticProduct,
} from './synthetic.ts';
import { summarize, type Summary } from './stats.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const sizes = (args.get('sizes') ?? '10000,100000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const dbSize = Number(args.get('db') ?? '100000');
/** Wall-clock budget per timed pass; a pass that runs over stops and says so. */
const PASS_BUDGET_MS = 20_000;
const INSERT_BATCH = 500;

const log = (line: string) => process.stderr.write(`[search] ${line}\n`);

export type PassResult = {
  op: 'suggest' | 'list';
  limit: number;
  queries: number;
  truncated: boolean;
  latencyMs: Summary;
  /**
   * Process CPU time per search (user + system, all threads, so GC helpers count too). On a
   * busy machine wall time includes waiting for a core; CPU time does not.
   */
  cpuMs: Summary;
  byKind: Record<string, { p50: number; p95: number; max: number; n: number }>;
  slowest: { q: string; kind: string; ms: number; hits: number }[];
  /** Longest event-loop delay seen by monitorEventLoopDelay during the pass. */
  maxStallMs: number;
  /** Longest single synchronous search call. */
  maxCallMs: number;
  avgHits: number;
  /** Garbage-collection pauses during the pass (they land inside some searches' times). */
  gc: { count: number; totalMs: number; maxMs: number };
};

/** Untimed calls before each pass, so the first timed query does not pay for compiling the code path. */
const WARM_UP = ['an', 'er', 'lorem ipsum', 'night camera', 'zzyzx', 'kablo kanalı'];

async function timedPass(
  op: PassResult['op'],
  limit: number,
  queries: BenchQuery[],
  run: (q: string) => number,
): Promise<PassResult> {
  const timed = new Set(queries.map((q) => q.q));
  for (const q of WARM_UP) if (!timed.has(q)) run(q);
  // Garbage left by building the catalogue is not the searches' cost: collect it first when allowed.
  (globalThis as { gc?: () => void }).gc?.();
  const gcPauses: number[] = [];
  const gcObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  // The monitor records from its second timer tick on: let it start before the first search.
  await sleep(5);
  const started = performance.now();
  const samples: { q: BenchQuery; ms: number; cpuMs: number; hits: number }[] = [];
  let truncated = false;
  for (const q of queries) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    const hits = run(q.q);
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    samples.push({ q, ms, cpuMs: (used.user + used.system) / 1000, hits });
    await tick();
    if (performance.now() - started > PASS_BUDGET_MS) {
      truncated = true;
      break;
    }
  }
  await sleep(5);
  monitor.disable();
  for (const entry of gcObserver.takeRecords()) gcPauses.push(entry.duration);
  gcObserver.disconnect();
  const byKind: PassResult['byKind'] = {};
  for (const kind of new Set(samples.map((s) => s.q.kind))) {
    const s = summarize(samples.filter((x) => x.q.kind === kind).map((x) => x.ms));
    byKind[kind] = { p50: s.p50, p95: s.p95, max: s.max, n: s.n };
  }
  const latencyMs = summarize(samples.map((s) => s.ms));
  const cpuMs = summarize(samples.map((s) => s.cpuMs));
  return {
    op,
    limit,
    queries: samples.length,
    truncated,
    latencyMs,
    cpuMs,
    byKind,
    slowest: [...samples]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((s) => ({ q: s.q.q, kind: s.q.kind, ms: round(s.ms), hits: s.hits })),
    // A stall the monitor could not see (it only samples between ticks) still happened: take the larger.
    maxStallMs: round(Math.max(monitor.max / 1e6, latencyMs.max)),
    maxCallMs: latencyMs.max,
    avgHits: round(samples.reduce((sum, s) => sum + s.hits, 0) / Math.max(1, samples.length)),
    gc: {
      count: gcPauses.length,
      totalMs: round(gcPauses.reduce((a, b) => a + b, 0)),
      maxMs: round(Math.max(0, ...gcPauses)),
    },
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Deterministic Fisher-Yates, so query kinds are spread over the pass (GC, caches) rather than grouped. */
function shuffle<T>(list: T[], seed: number): T[] {
  const rand = prng(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export type SizeResult = {
  label: string;
  products: number;
  source: 'seed' | 'synthetic';
  buildMs: number;
  suggest: PassResult;
  list: PassResult;
  /** One product upserted, then one suggest: the lazy re-sort of the whole catalogue shows here. */
  searchAfterWriteMs: Summary;
};

async function benchIndex(
  label: string,
  source: SizeResult['source'],
  items: ReturnType<typeof toIndexedProduct>[],
  queries: BenchQuery[],
): Promise<SizeResult> {
  const t = performance.now();
  const index = new CatalogIndex();
  for (const p of items) index.upsert(p);
  index.all(); // settle catalogue order, as the service does on its first read
  const buildMs = round(performance.now() - t);
  log(`${label}: index of ${index.size} built in ${buildMs} ms`);
  const suggest = await timedPass(
    'suggest',
    SUGGESTION_LIMIT,
    queries,
    (q) => index.search(q, SUGGESTION_LIMIT).hits.length,
  );
  const list = await timedPass(
    'list',
    PRODUCTS_SEARCH_LIMIT,
    queries,
    (q) => index.search(q, PRODUCTS_SEARCH_LIMIT).hits.length,
  );
  // A write (price, stock, new product) drops the catalogue order; the next search re-sorts.
  const afterWrite: number[] = [];
  for (let i = 0; i < 5; i++) {
    const victim = items[(i * 7919) % items.length];
    index.upsert({ ...victim, stock: victim.stock + 1 });
    const t1 = performance.now();
    index.search('camera', SUGGESTION_LIMIT);
    afterWrite.push(performance.now() - t1);
    await tick();
  }
  const searchAfterWriteMs = summarize(afterWrite);
  log(
    `${label}: suggest p95 ${suggest.latencyMs.p95} ms, list p95 ${list.latencyMs.p95} ms, stall ${Math.max(suggest.maxStallMs, list.maxStallMs)} ms, search after a write ${searchAfterWriteMs.p50} ms`,
  );
  return { label, products: index.size, source, buildMs, suggest, list, searchAfterWriteMs };
}

function toRow(p: SyntheticProduct) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    priceCents: p.priceCents,
    oldPriceCents: p.oldPriceCents,
    brand: p.brand,
    category: p.category,
    rating: p.rating,
    stock: p.stock,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    images: p.images,
    specifications: p.specifications,
    features: p.features,
    position: p.position,
  };
}

export type DbResult = {
  products: number;
  insertMs: number;
  /** CatalogService.start(): reading every row and building the read model. */
  loadMs: number;
  /** Longest event-loop stall during start() — the whole load is one synchronous stretch per batch. */
  loadMaxStallMs: number;
  /** The first search after start(): includes the lazy sort into catalogue order. */
  firstSearchMs: number;
  suggest: PassResult;
  list: PassResult;
};

async function benchDatabase(all: SyntheticProduct[], queries: BenchQuery[]): Promise<DbResult> {
  const handle = await openDatabase({ inMemory: true });
  try {
    const t0 = performance.now();
    // One transaction: PGlite commits are the expensive part of a bulk load.
    await handle.db.transaction(async (tx) => {
      for (let i = 0; i < all.length; i += INSERT_BATCH) {
        await tx.insert(productsTable).values(all.slice(i, i + INSERT_BATCH).map(toRow));
        if (i % 25_000 === 0 && i) log(`db: inserted ${i}`);
      }
    });
    const insertMs = round(performance.now() - t0);
    log(`db: ${all.length} rows inserted in ${insertMs} ms`);

    const service = new CatalogService(handle.db);
    const monitor = monitorEventLoopDelay({ resolution: 1 });
    monitor.enable();
    await sleep(5);
    const t1 = performance.now();
    await service.start();
    const loadMs = round(performance.now() - t1);
    await sleep(5);
    monitor.disable();
    const loadMaxStallMs = round(monitor.max / 1e6);
    log(
      `db: CatalogService.start() loaded ${service.productCount} in ${loadMs} ms (longest stall ${loadMaxStallMs} ms)`,
    );

    // The read model sorts into catalogue order lazily: the first search after a load pays for it.
    const t2 = performance.now();
    service.suggest('first search');
    const firstSearchMs = round(performance.now() - t2);
    log(`db: first search after the load took ${firstSearchMs} ms`);

    const suggest = await timedPass('suggest', SUGGESTION_LIMIT, queries, (q) => service.suggest(q).length);
    const list = await timedPass(
      'list',
      PRODUCTS_SEARCH_LIMIT,
      queries,
      (q) => service.listProducts({ search: q, limit: PRODUCTS_SEARCH_LIMIT }).products.length,
    );
    log(`db: suggest p95 ${suggest.latencyMs.p95} ms, list p95 ${list.latencyMs.p95} ms`);
    service.stop();
    return { products: service.productCount, insertMs, loadMs, loadMaxStallMs, firstSearchMs, suggest, list };
  } finally {
    await handle.close();
  }
}

async function main() {
  const started = performance.now();
  const maxSize = Math.max(dbSize, ...sizes);
  const t = performance.now();
  const all = generateProducts(maxSize);
  log(`generated ${all.length} synthetic products in ${round(performance.now() - t)} ms`);
  const queries = shuffle(buildQueries(all), 11);
  const kinds: Record<string, number> = {};
  for (const q of queries) kinds[q.kind] = (kinds[q.kind] ?? 0) + 1;

  // JIT warm-up on a throwaway index with queries that are not in the timed set.
  {
    const warm = new CatalogIndex();
    for (const p of all.slice(0, 2000)) warm.upsert(toIndexedProduct(p));
    for (const q of ['warm', 'up', 'dome cam', 'kamera gece', 'sw', 'xyz', 'poe switch', 'radio']) {
      warm.search(q, SUGGESTION_LIMIT);
      warm.search(q, PRODUCTS_SEARCH_LIMIT);
    }
  }

  const results: SizeResult[] = [];
  const seed = seedProducts.map((p, position) => toIndexedProduct({ ...p, position }));
  results.push(await benchIndex(`seed (${seed.length})`, 'seed', seed, queries));
  for (const size of sizes) {
    const items = all.slice(0, size).map(toIndexedProduct);
    results.push(await benchIndex(size >= 1000 ? `${size / 1000}k` : String(size), 'synthetic', items, queries));
  }

  const db = dbSize > 0 ? await benchDatabase(all.slice(0, dbSize), queries) : null;
  const output = {
    queries: { count: queries.length, kinds },
    index: results,
    db,
    searchMaxStallMs: Math.max(
      ...results.flatMap((r) => [r.suggest.maxStallMs, r.list.maxStallMs]),
      db ? Math.max(db.suggest.maxStallMs, db.list.maxStallMs) : 0,
    ),
    elapsedMs: round(performance.now() - started),
  };
  process.stdout.write(`RESULT ${JSON.stringify(output)}\n`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
