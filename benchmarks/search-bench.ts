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
 * 3. When asked (`--start=100000,1000000`, or BENCH_1M=1 for both): a start as after a restart, per
 *    size: the products are copied into an embedded database on disk (benchmarks/results/
 *    start-<n>.tmp, deleted after), then a child process (this file, `--start-child`) listens with
 *    the shop's front (server/http/health.ts), opens the database and loads the catalogue, while
 *    this process asks its /healthz every 50 ms. Reported: time to listen, to open, to load, the
 *    longest event-loop stall, /healthz latencies, the process's memory (RSS, heap) after the load,
 *    and search through the service at that size.
 *
 * Usage: node --expose-gc --import tsx benchmarks/search-bench.ts [--sizes=10000,100000] [--db=100000] [--start=1000000]
 * Prints progress on stderr and one line `RESULT <json>` on stdout.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setImmediate as tick, setTimeout as sleep } from 'node:timers/promises';
import { serve } from '@hono/node-server';
import { PRODUCTS_SEARCH_LIMIT, SUGGESTION_LIMIT } from '#common/search.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedProducts } from '../server/db/catalog/products.ts';
import { ShopFront } from '../server/http/health.ts';
import { ReadinessProbe } from '../server/http/readiness.ts';
import { CatalogIndex } from '../server/services/catalog-index.ts';
import { CatalogService } from '../server/services/catalog.server.ts';
import { runChildForResult } from './lib.ts';
import {
  buildQueries,
  copyProducts,
  generateProducts,
  prng,
  syntheticProducts,
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
const startSizes = (args.get('start') ?? (process.env.BENCH_1M === '1' ? '100000,1000000' : ''))
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
/** Wall-clock budget per timed pass; a pass that runs over stops and says so. */
const PASS_BUDGET_MS = 20_000;

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
const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return round((used.user + used.system) / 1000);
};
/**
 * The longest stretch of CPU time between two turns of the event loop: a stall measured in work
 * done, not in wall time (on a busy machine a stall's wall time includes waiting for a core).
 * Process-wide CPU, so a garbage collector's helper threads count too.
 */
function cpuStretchMonitor() {
  let last = process.cpuUsage();
  let max = 0;
  const timer = setInterval(() => {
    const used = process.cpuUsage(last);
    last = process.cpuUsage();
    max = Math.max(max, (used.user + used.system) / 1000);
  }, 1);
  return {
    reset: () => {
      max = 0;
      last = process.cpuUsage();
    },
    stop: () => {
      clearInterval(timer);
      return round(max);
    },
    get max() {
      return round(max);
    },
  };
}
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** The process's memory after a full collection, in MB. */
function memory() {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { rssMB: mb(m.rss), heapUsedMB: mb(m.heapUsed), heapTotalMB: mb(m.heapTotal), externalMB: mb(m.external) };
}
/** The PGlite client under an embedded database's Drizzle handle (COPY needs it). */
const clientOf = (db: unknown) => (db as { $client: Parameters<typeof copyProducts>[0] }).$client;

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

export type DbResult = {
  products: number;
  insertMs: number;
  /** CatalogService.start(): reading every row and building the read model. */
  loadMs: number;
  /** Longest event-loop stall during start(): the load reads slices and yields between them. */
  loadMaxStallMs: number;
  /** Process CPU time of start() (wall time above it is time spent waiting for a core). */
  loadCpuMs: number;
  /** The longest stretch between two event-loop turns during start(), in CPU time. */
  loadMaxCpuStretchMs: number;
  /** The first search after start(): includes the lazy sort into catalogue order. */
  firstSearchMs: number;
  suggest: PassResult;
  list: PassResult;
};

async function benchDatabase(all: SyntheticProduct[], queries: BenchQuery[]): Promise<DbResult> {
  const handle = await openDatabase({ inMemory: true });
  try {
    const t0 = performance.now();
    await copyProducts(clientOf(handle.db), all, (done) => done % 50_000 === 0 && log(`db: inserted ${done}`));
    const insertMs = round(performance.now() - t0);
    log(`db: ${all.length} rows inserted in ${insertMs} ms`);

    const service = new CatalogService(handle.db);
    const monitor = monitorEventLoopDelay({ resolution: 1 });
    monitor.enable();
    await sleep(5);
    const t1 = performance.now();
    const cpu = process.cpuUsage();
    const stretches = cpuStretchMonitor();
    await service.start();
    const loadMaxCpuStretchMs = stretches.stop();
    const loadMs = round(performance.now() - t1);
    const loadCpuMs = cpuSince(cpu);
    await sleep(5);
    monitor.disable();
    const loadMaxStallMs = round(monitor.max / 1e6);
    log(
      `db: CatalogService.start() loaded ${service.productCount} in ${loadMs} ms (CPU ${loadCpuMs} ms, longest stall ${loadMaxStallMs} ms, in CPU ${loadMaxCpuStretchMs} ms)`,
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
    await service.stop();
    return {
      products: service.productCount,
      insertMs,
      loadMs,
      loadMaxStallMs,
      loadCpuMs,
      loadMaxCpuStretchMs,
      firstSearchMs,
      suggest,
      list,
    };
  } finally {
    await handle.close();
  }
}

/** One start of the child process (see the file comment, 3.). */
export type ChildStart = {
  products: number;
  /** From spawning the process to its first /healthz answer (includes Node and tsx starting). */
  firstHealthzMs: number | null;
  /** /healthz answers from the first one until the catalogue was in (every 50 ms). */
  healthz: { answered: number; failed: number; p50Ms: number; maxMs: number };
  /** In the child: listening → database open (PGlite start, migrations) → catalogue loaded. */
  listenMs: number;
  openMs: number;
  loadMs: number;
  loadCpuMs: number;
  /** Longest event-loop stall while opening and while loading, in wall time and in CPU time. */
  openMaxStallMs: number;
  loadMaxStallMs: number;
  openMaxCpuStretchMs: number;
  loadMaxCpuStretchMs: number;
  memoryAfterOpen: ReturnType<typeof memory>;
  memoryAfterLoad: ReturnType<typeof memory>;
  /** The restart only: searches through the service at this size. */
  firstSearchMs?: number;
  suggest?: PassResult;
  list?: PassResult;
};

export type StartResult = {
  products: number;
  /** Copying the synthetic products into the on-disk database (setup, not part of a start). */
  insertMs: number;
  /** The first start after the import: every row's first read also writes its hint bits. */
  afterImport: ChildStart;
  /** A second start on the same data: what a restart of a running shop costs. */
  restart: ChildStart;
};

type ChildFigures = Omit<ChildStart, 'firstHealthzMs' | 'healthz'>;

/** The child's side of a start (`--start-child`): prints `listening <port>` and `ready` on stderr, then RESULT. */
async function startChild(dataDir: string, search: boolean): Promise<ChildFigures> {
  const t0 = performance.now();
  const front = new ShopFront('Search bench');
  const server = serve({ fetch: front.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const listenMs = round(performance.now() - t0);
  log(`listening ${(server.address() as AddressInfo).port}`);
  const monitor = monitorEventLoopDelay({ resolution: 1 });
  monitor.enable();
  await sleep(5);
  const stretches = cpuStretchMonitor();
  const t1 = performance.now();
  const handle = await openDatabase({ dataDir });
  const openMs = round(performance.now() - t1);
  const openMaxStallMs = round(monitor.max / 1e6);
  const openMaxCpuStretchMs = stretches.max;
  const memoryAfterOpen = memory();
  monitor.reset();
  stretches.reset();
  const service = new CatalogService(handle.db);
  front.loading(service);
  const t2 = performance.now();
  const cpu = process.cpuUsage();
  await service.start();
  const loadMs = round(performance.now() - t2);
  const loadCpuMs = cpuSince(cpu);
  const loadMaxStallMs = round(monitor.max / 1e6);
  const loadMaxCpuStretchMs = stretches.stop();
  monitor.disable();
  front.serve({ fetch: () => new Response('ready') }, new ReadinessProbe(handle, null));
  log('ready');
  const memoryAfterLoad = memory();
  log(
    `start: open ${openMs} ms (stall ${openMaxStallMs}, in CPU ${openMaxCpuStretchMs}), load of ${service.productCount} ${loadMs} ms (CPU ${loadCpuMs} ms, stall ${loadMaxStallMs}, in CPU ${loadMaxCpuStretchMs}), RSS ${memoryAfterLoad.rssMB} MB, heap ${memoryAfterLoad.heapUsedMB} MB`,
  );
  const figures: ChildFigures = {
    products: service.productCount,
    listenMs,
    openMs,
    loadMs,
    loadCpuMs,
    openMaxStallMs,
    loadMaxStallMs,
    openMaxCpuStretchMs,
    loadMaxCpuStretchMs,
    memoryAfterOpen,
    memoryAfterLoad,
  };
  if (search) {
    const t3 = performance.now();
    service.suggest('first search');
    figures.firstSearchMs = round(performance.now() - t3);
    // The same queries as every run: built from the first products, the same at any size.
    const queries = shuffle(buildQueries(generateProducts(1000)), 11);
    figures.suggest = await timedPass('suggest', SUGGESTION_LIMIT, queries, (q) => service.suggest(q).length);
    figures.list = await timedPass(
      'list',
      PRODUCTS_SEARCH_LIMIT,
      queries,
      (q) => service.listProducts({ search: q, limit: PRODUCTS_SEARCH_LIMIT }).products.length,
    );
    log(`start: suggest p95 ${figures.suggest.latencyMs.p95} ms, list p95 ${figures.list.latencyMs.p95} ms`);
  }
  await service.stop();
  await handle.close();
  server.close();
  return figures;
}

/** Runs one start in a child while asking its /healthz every 50 ms until its catalogue is in. */
async function runStart(dataDir: string, search: boolean): Promise<ChildStart> {
  const spawned = performance.now();
  let port = 0;
  let firstHealthzMs: number | null = null;
  const latencies: number[] = [];
  let failed = 0;
  let done = false;
  /** The child says when its catalogue is in: from then on it searches, which is not the start. */
  let loaded = false;
  const child = runChildForResult<ChildFigures>(
    'benchmarks/search-bench.ts',
    [`--start-child=${dataDir}`, ...(search ? ['--search'] : [])],
    {
      timeoutMs: 1_800_000,
      nodeArgs: ['--expose-gc', '--max-old-space-size=8192'],
      onLine: (line) => {
        const listening = /^\[search\] listening (\d+)$/.exec(line);
        if (listening) port = Number(listening[1]);
        else if (line === '[search] ready') loaded = true;
        else log(`  child: ${line.replace(/^\[search\] /, '')}`);
      },
    },
  ).finally(() => (done = true));
  const probe = (async () => {
    while (!done && !loaded) {
      if (port) {
        const t0 = performance.now();
        const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ok) {
          latencies.push(performance.now() - t0);
          firstHealthzMs ??= round(performance.now() - spawned);
        } else if (!done && !loaded) failed++;
      }
      await sleep(50);
    }
  })();
  const figures = await child;
  await probe;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    ...figures,
    firstHealthzMs,
    healthz: {
      answered: latencies.length,
      failed,
      p50Ms: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      maxMs: round(sorted.at(-1) ?? 0),
    },
  };
}

/** Starts at `size` products as a shop starts: after the import, then again (see the file comment, 3.). */
async function benchStart(size: number): Promise<StartResult> {
  const dataDir = path.join('benchmarks', 'results', `start-${size}.tmp`);
  rmSync(dataDir, { recursive: true, force: true });
  try {
    const handle = await openDatabase({ dataDir });
    const t = performance.now();
    await copyProducts(clientOf(handle.db), syntheticProducts(size), (done) => {
      if (done % 100_000 === 0) log(`start ${size}: copied ${done}`);
    });
    const insertMs = round(performance.now() - t);
    await handle.close();
    log(`start ${size}: ${size} products copied into ${dataDir} in ${insertMs} ms; first start`);
    const afterImport = await runStart(dataDir, false);
    log(`start ${size}: restart`);
    const restart = await runStart(dataDir, true);
    return { products: size, insertMs, afterImport, restart };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
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
  const start: StartResult[] = [];
  for (const size of startSizes) start.push(await benchStart(size));
  const output = {
    queries: { count: queries.length, kinds },
    index: results,
    db,
    ...(start.length ? { start } : {}),
    searchMaxStallMs: Math.max(
      ...results.flatMap((r) => [r.suggest.maxStallMs, r.list.maxStallMs]),
      db ? Math.max(db.suggest.maxStallMs, db.list.maxStallMs) : 0,
    ),
    elapsedMs: round(performance.now() - started),
  };
  process.stdout.write(`RESULT ${JSON.stringify(output)}\n`);
}

const childDir = args.get('start-child');
(childDir
  ? startChild(childDir, args.has('search')).then((result) =>
      process.stdout.write(`RESULT ${JSON.stringify(result)}\n`),
    )
  : main()
).then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
