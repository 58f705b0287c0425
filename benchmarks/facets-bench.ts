/**
 * The /products filters benchmark: a filtered, counted query (attribute filters, price range,
 * in stock, brand, with every facet's counts) over 100k synthetic products with typed data, on the
 * read model loaded from the embedded database and from PostgreSQL. Target: p95 ≤ 20 ms.
 *
 *   npx tsx --expose-gc benchmarks/facets-bench.ts [--products=100000] [--pg=postgres://…] [--queries=400]
 *
 * Each timed call is what a /products request or GET /api/products does with its query: the
 * schema parses the URL's values, then CatalogService.listProductsWithFacets lists and counts.
 * The timed queries are distinct, so each one counts (counts kept for a catalogue version are
 * timed apart, as `repeated`). PostgreSQL:
 * `--pg` or BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/test) names a server on
 * which a throwaway database is made and dropped; `--pg=off` skips it.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setImmediate as tick } from 'node:timers/promises';
import pg from 'pg';
import { listFilterOf, queryValues } from '#common/product-query.ts';
import { productQuerySchema } from '#common/schemas/catalog.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { facetQueryOf } from '../server/services/catalog-facets.ts';
import { CatalogService } from '../server/services/catalog.server.ts';
import { summarize, type Summary } from './stats.ts';
import { copyProducts, prng, syntheticProducts, type SyntheticProduct } from './synthetic.ts';

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]));
const size = Number(args.get('products') ?? '100000');
const queryCount = Number(args.get('queries') ?? '400');
const pgUrl = args.get('pg') ?? process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const log = (line: string) => process.stderr.write(`[facets] ${line}\n`);
const round = (n: number) => Math.round(n * 100) / 100;

type Kind = 'subcategory+attributes' | 'category+shared' | 'brand+price+stock' | 'search+attributes' | 'unfiltered';
type BenchQuery = { kind: Kind; url: string };

/** Deterministic query strings like the ones the filter sidebar makes. */
function buildQueries(count: number, seed = 13): BenchQuery[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const some = <T>(list: readonly T[], max: number): T[] => list.filter(() => rand() < max / list.length).slice(0, max);
  const price = () => {
    const min = pick([0, 50, 100, 200, 500]);
    return `priceMin=${min}&priceMax=${min + pick([100, 250, 1000])}`;
  };
  const out: BenchQuery[] = [];
  for (let i = 0; i < count; i++) {
    const r = rand();
    let kind: Kind;
    const params: string[] = [];
    if (r < 0.4) {
      kind = 'subcategory+attributes';
      const sub = pick(['cameras', 'recorders', 'switches', 'radios', 'patch-cables'] as const);
      const cat = {
        cameras: 'security',
        recorders: 'security',
        switches: 'network',
        radios: 'walkie-talkie',
        'patch-cables': 'cables',
      }[sub];
      params.push(`category=${cat}`, `subcategory=${sub}`);
      if (sub === 'cameras') {
        for (const mp of some([2, 4, 5, 8, 12], 2)) params.push(`resolutionMp=${mp}`);
        if (rand() < 0.5) params.push(`poeStandard=${pick(['af', 'at'])}`);
        if (rand() < 0.3) params.push(`formFactor=${pick(['dome', 'bullet', 'turret'])}`);
      } else if (sub === 'recorders') params.push(`channels=${pick([4, 8, 16, 32])}`);
      else if (sub === 'switches') {
        params.push(`ports=${pick([8, 16, 24])}`);
        if (rand() < 0.5) params.push('managed=yes');
      } else if (sub === 'radios') params.push(`licence=${pick(['pmr446', 'licensed'])}`);
      else params.push(`cableCategory=${pick(['cat5e', 'cat6', 'cat6a'])}`);
      if (rand() < 0.3) params.push(price());
      if (rand() < 0.3) params.push('inStock=1');
    } else if (r < 0.6) {
      kind = 'category+shared';
      const cat = pick(['network', 'cables'] as const);
      params.push(`category=${cat}`);
      if (cat === 'network') params.push(`poeStandard=${pick(['af', 'at', 'bt'])}`);
      else params.push(`conductor=${pick(['solid-copper', 'cca'])}`);
      if (rand() < 0.5) params.push('inStock=1');
    } else if (r < 0.8) {
      kind = 'brand+price+stock';
      params.push(`brand=${pick(['Hikvision', 'Dahua', 'TP-Link', 'Motorola', 'Axis'])}`, price(), 'inStock=1');
      if (rand() < 0.5) params.push(`category=${pick(['security', 'network', 'walkie-talkie'])}`);
    } else if (r < 0.95) {
      kind = 'search+attributes';
      params.push(`search=${pick(['camera', 'dome', 'kamera', 'night vision', 'bullet'])}`, 'subcategory=cameras');
      params.push(`resolutionMp=${pick([4, 8])}`);
      if (rand() < 0.5) params.push('inStock=1');
    } else {
      kind = 'unfiltered';
      if (rand() < 0.5) params.push('sort=price-asc');
    }
    out.push({ kind, url: params.join('&') });
  }
  return out;
}

/** One request's catalogue work: parse the URL's query, list and count. */
function run(service: CatalogService, url: string): { total: number; values: number } {
  const query = productQuerySchema.parse(queryValues(new URLSearchParams(url)));
  const result = service.listProductsWithFacets({ ...listFilterOf(query), lang: 'en' });
  const values = result.facets.attributes.reduce((n, a) => n + a.values.length, 0);
  return { total: result.total, values };
}

/**
 * `count` queries with filters, no two alike without a search (filters as they apply): their
 * counts are kept per catalogue version, so a repeated one would time the kept counts, not the
 * counting. A search's counts are never kept: those may repeat.
 */
function distinctFiltered(count: number): BenchQuery[] {
  const seen = new Set<string>();
  const out: BenchQuery[] = [];
  for (const q of buildQueries(count * 8)) {
    const filter = listFilterOf(productQuerySchema.parse(queryValues(new URLSearchParams(q.url))));
    const { key, filters } = facetQueryOf(filter);
    if (!filters || (!filter.search && seen.has(key))) continue;
    seen.add(key);
    out.push(q);
    if (out.length === count) break;
  }
  return out;
}

type Sample = { kind: Kind; ms: number; cpuMs: number; total: number; values: number };

async function timed(service: CatalogService, queries: BenchQuery[], before?: () => void): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const q of queries) {
    before?.();
    const cpu = process.cpuUsage();
    const t = performance.now();
    const { total, values } = run(service, q.url);
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    samples.push({ kind: q.kind, ms, cpuMs: (used.user + used.system) / 1000, total, values });
    await tick();
  }
  return samples;
}

const WARM_UP = 30;

export type FacetPass = {
  source: 'embedded' | 'postgres';
  products: number;
  loadMs: number;
  /** The first counted query after the load (CatalogService.start() made the facet columns). */
  firstQueryMs: number;
  /** Distinct filtered queries, each one counting (none reads kept counts): the ≤ 20 ms target. */
  queries: number;
  latencyMs: Summary;
  /**
   * Process CPU time per query (all threads): on a busy machine wall time includes waiting for a
   * core, CPU time does not.
   */
  cpuMs: Summary;
  /** The machine's 1, 5 and 15 minute load averages at the end of the pass (2 cores here). */
  loadAverage: number[];
  byKind: Record<string, { p50: number; p95: number; max: number; n: number }>;
  avgTotal: number;
  avgFacetValues: number;
  /** The same queries again and the unfiltered list: kept counts where there is no search. */
  repeated: { latencyMs: Summary; cpuMs: Summary };
  /** A counted query right after a stock change (the columns patch the changed row, the kept counts go). */
  afterStockChange: { latencyMs: Summary };
};

async function timedPass(source: FacetPass['source'], handle: DatabaseHandle): Promise<FacetPass> {
  const service = new CatalogService(handle.db);
  const t0 = performance.now();
  await service.start();
  const loadMs = round(performance.now() - t0);
  log(`${source}: read model of ${service.productCount} loaded in ${loadMs} ms`);
  const all = distinctFiltered(queryCount + WARM_UP);
  const warmUp = all.slice(0, WARM_UP);
  const queries = all.slice(WARM_UP);
  const t1 = performance.now();
  run(service, warmUp[0].url);
  const firstQueryMs = round(performance.now() - t1);
  // Untimed: compile the code paths.
  for (const q of warmUp) run(service, q.url);
  (globalThis as { gc?: () => void }).gc?.();
  const samples = await timed(service, queries);
  const repeated = await timed(service, [...queries, { kind: 'unfiltered', url: '' }]);
  // A checkout's stock write before each query (revisions above any in the database).
  const ids = service.all().slice(0, 50);
  let revision = Number.MAX_SAFE_INTEGER - 1000;
  let i = 0;
  const afterWrite = await timed(service, queries.slice(0, 50), () => {
    const p = ids[i++ % ids.length];
    service.applyStock([{ id: p.id, stock: p.stock + 1, revision: revision++ }]);
  });
  await service.stop();
  const byKind: FacetPass['byKind'] = {};
  for (const kind of new Set(samples.map((s) => s.kind))) {
    const s = summarize(samples.filter((x) => x.kind === kind).map((x) => x.ms));
    byKind[kind] = { p50: s.p50, p95: s.p95, max: s.max, n: s.n };
  }
  const latencyMs = summarize(samples.map((s) => s.ms));
  const cpuMs = summarize(samples.map((s) => s.cpuMs));
  const repeatedMs = summarize(repeated.map((s) => s.ms));
  const afterWriteMs = summarize(afterWrite.map((s) => s.ms));
  log(
    `${source}: filtered, counted /products query p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms (CPU p50 ${cpuMs.p50} ms, p95 ${cpuMs.p95} ms); ` +
      `first after load ${firstQueryMs} ms; repeated p95 ${repeatedMs.p95} ms; after a stock change p95 ${afterWriteMs.p95} ms`,
  );
  return {
    source,
    products: service.productCount,
    loadMs,
    firstQueryMs,
    queries: samples.length,
    latencyMs,
    cpuMs,
    loadAverage: os.loadavg().map(round),
    byKind,
    avgTotal: round(samples.reduce((n, s) => n + s.total, 0) / samples.length),
    avgFacetValues: round(samples.reduce((n, s) => n + s.values, 0) / samples.length),
    repeated: { latencyMs: repeatedMs, cpuMs: summarize(repeated.map((s) => s.cpuMs)) },
    afterStockChange: { latencyMs: afterWriteMs },
  };
}

async function embedded(): Promise<FacetPass> {
  const handle = await openDatabase({ inMemory: true });
  try {
    const client = (handle.db as unknown as { $client: Parameters<typeof copyProducts>[0] }).$client;
    const t = performance.now();
    await copyProducts(client, syntheticProducts(size));
    log(`embedded: ${size} rows inserted in ${round(performance.now() - t)} ms`);
    return await timedPass('embedded', handle);
  } finally {
    await handle.close();
  }
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'price_cents',
  'old_price_cents',
  'brand',
  'category',
  'subcategory',
  'rating',
  'stock',
  'is_new',
  'is_featured',
  'images',
  'specifications',
  'features',
  'attributes',
  'position',
] as const;
const valuesOf = (p: SyntheticProduct) => [
  p.id,
  p.title,
  p.description,
  p.priceCents,
  p.oldPriceCents,
  p.brand,
  p.category,
  p.subcategory,
  p.rating,
  p.stock,
  p.isNew,
  p.isFeatured,
  JSON.stringify(p.images),
  JSON.stringify(p.specifications),
  JSON.stringify(p.features),
  JSON.stringify(p.attributes),
  p.position,
];

async function postgres(adminUrl: string): Promise<FacetPass> {
  const name = `facets_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle | null = null;
  try {
    handle = await openDatabase({ databaseUrl: url.toString() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const t = performance.now();
    let batch: SyntheticProduct[] = [];
    const flush = async () => {
      const params: unknown[] = [];
      const rows = batch.map((p) => {
        const values = valuesOf(p);
        const at = params.length;
        params.push(...values);
        return `(${values.map((_, i) => `$${at + i + 1}`).join(',')})`;
      });
      await client.query(`INSERT INTO products (${COLUMNS.join(',')}) VALUES ${rows.join(',')}`, params);
      batch = [];
    };
    for (const p of syntheticProducts(size)) {
      batch.push(p);
      if (batch.length === 2000) await flush();
    }
    if (batch.length) await flush();
    await client.end();
    log(`postgres: ${size} rows inserted in ${round(performance.now() - t)} ms`);
    return await timedPass('postgres', handle);
  } finally {
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

async function main() {
  const results: FacetPass[] = [await embedded()];
  if (pgUrl !== 'off') {
    // No server there: the embedded figure still counts (`npm run bench` goes on without it).
    try {
      results.push(await postgres(pgUrl));
    } catch (error) {
      log(`postgres: skipped (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  // One line, as benchmarks/run.ts reads a child's result.
  process.stdout.write(`RESULT ${JSON.stringify({ facets: results })}\n`);
}

await main();
