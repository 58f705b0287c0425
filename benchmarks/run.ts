/**
 * `npm run bench`: one run of every shop benchmark, written to benchmarks/results/latest.json
 * and summarised as a table on stdout. See benchmarks/README.md for what each figure means.
 *
 * Processes: the shop (benchmarks/shop-server.ts) and a raw node:http baseline serving the very
 * same bytes (benchmarks/raw-server.ts) run as children; autocannon drives them from here.
 * The search benchmark (benchmarks/search-bench.ts) runs afterwards in its own child, alone.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { runCheckoutBench, signIn } from './checkout-bench.ts';
import type { FacetPass } from './facets-bench.ts';
import { runLighthouse, type LighthousePage } from './lighthouse-bench.ts';
import {
  fetchEncoded,
  firstLoad,
  freePort,
  HOST,
  load,
  runChildForResult,
  startChild,
  type Child,
  type FirstLoad,
  type LoadFigures,
} from './lib.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const PORTS = { from: 3200, to: 3299 };
/** What every browser sends: figures are measured as browsers ask (compressed answers). */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const LOAD = { connections: 10, durationS: 5, warmupS: 1, headers: BROWSER_HEADERS };
/**
 * Anonymous, signed-in and cart-holding visitors on the same pages, 20 at a time; the personal
 * ones are compared with the anonymous ones of the same run. Longer warm-up: a render path that is
 * not cached needs more requests before the JIT has compiled it.
 */
const PERSONAL_LOAD = { connections: 20, durationS: 5, warmupS: 3 };
const LIGHTHOUSE_RUNS = 3;
const RESULTS_DIR = 'benchmarks/results';
const RESULTS_FILE = path.join(RESULTS_DIR, 'latest.json');
const FIXTURES_FILE = path.join(RESULTS_DIR, 'fixtures.tmp');

const TARGETS = {
  apiRatio: 0.8,
  /** Anonymous product page (served from the page cache) vs raw node:http with the same bytes. */
  productPageRatio: 0.5,
  /** Signed-in and cart-holding visitors' throughput ÷ anonymous visitors' on the same page. */
  personalRatio: 0.5,
  personalP99Ms: 100,
  /** Cached pages with browsers' Accept-Encoding vs raw node:http writing the same compressed bytes. */
  anonymousPageRatio: 0.5,
  lighthouseScore: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  searchP95Ms: 10,
  /** A filtered, counted /products query at 100k products (decision 012, addendum), embedded and PostgreSQL. */
  facetsP95Ms: 20,
  maxStallMs: 50,
  homeFirstLoadKB: 160,
};

const ENDPOINTS = [
  { key: 'productsApi', label: 'products API', path: '/api/products' },
  { key: 'suggestionsApi', label: 'suggestions API', path: '/api/search/suggestions?q=camera' },
  { key: 'productDetailApi', label: 'product detail API', path: '/api/products/halo-smart-sensor' },
  { key: 'ssrHome', label: 'SSR /', path: '/' },
  { key: 'ssrProducts', label: 'SSR /products', path: '/products' },
  { key: 'ssrProduct', label: 'SSR /product/halo-smart-sensor', path: '/product/halo-smart-sensor' },
] as const;

const PAGES = ['/', '/products', '/product/halo-smart-sensor'] as const;

type HttpResult = {
  path: string;
  contentType: string;
  /** The coding the shop answered browsers' Accept-Encoding with (the baseline sends the same bytes). */
  contentEncoding: string;
  bytes: number;
  shop: LoadFigures;
  raw: LoadFigures;
  /** shop req/s ÷ raw req/s. */
  ratio: number;
};

// The search child's output, as search-bench.ts prints it (kept loose here: it is copied through).
type Pass = {
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  cpuMs: { p95: number };
  maxStallMs: number;
  truncated: boolean;
  slowest: { q: string; ms: number }[];
  gc: { maxMs: number };
};
type SearchOutput = {
  queries: { count: number; kinds: Record<string, number> };
  index: {
    label: string;
    products: number;
    buildMs: number;
    suggest: Pass;
    list: Pass;
    searchAfterWriteMs: { p50: number; max: number };
  }[];
  db: {
    products: number;
    insertMs: number;
    loadMs: number;
    loadMaxStallMs: number;
    firstSearchMs: number;
    suggest: Pass;
    list: Pass;
  } | null;
  searchMaxStallMs: number;
  elapsedMs: number;
};

const say = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const r2 = (n: number) => Math.round(n * 100) / 100;

async function fetchOk(url: string): Promise<{ body: Buffer; type: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${body.toString('utf8').slice(0, 200)}`);
  return { body, type: response.headers.get('content-type') ?? 'application/octet-stream' };
}

type PersonalKind = 'anonymous' | 'signedIn' | 'cart';
type PersonalResult = Record<PersonalKind, LoadFigures> & { path: string; ratioSignedIn: number; ratioCart: number };

/** A visitor with one product in the cart and no account: the cart cookie alone makes pages personal. */
async function cartHolder(base: string): Promise<string> {
  const res = await fetch(`${base}/api/cart/lines`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ productId: 'camera-junction-box', quantity: 1 }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vid='));
  if (res.status !== 200 || !cookie) throw new Error(`bench cart failed: ${res.status}`);
  return cookie.split(';')[0];
}
async function main() {
  const started = performance.now();
  if (!existsSync('build/server/index.js')) throw new Error('No build: run through `npm run bench` (it builds first).');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const loadavgStart = os.loadavg().map(r2);
  const children: Child[] = [];
  const stopAll = async () => {
    await Promise.all(children.map((c) => c.stop()));
    children.length = 0;
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));

  const http: Record<string, HttpResult> = {};
  const pages: Record<string, FirstLoad> = {};
  let shopLog: string[] = [];
  let checkout: Awaited<ReturnType<typeof runCheckoutBench>> | null = null;
  const personal: Record<string, PersonalResult> = {};
  let lighthouse: LighthousePage[] = [];
  try {
    // 1. The shop and the baseline.
    const shopPort = await freePort(PORTS.from, PORTS.to);
    say(`starting the shop on ${HOST}:${shopPort}`);
    const shop = await startChild('benchmarks/shop-server.ts', [String(shopPort)], { timeoutMs: 90_000 });
    children.push(shop);
    const shopUrl = `http://${HOST}:${shopPort}`;

    // First-load JS right away, while the build on disk is surely the one the shop serves.
    for (const page of PAGES) {
      const { body } = await fetchOk(shopUrl + page);
      pages[page] = firstLoad(body.toString('utf8'), 'build/client');
      say(`first-load JS ${page}: ${pages[page].jsGzipKB} KB gzip in ${pages[page].files.length} files`);
    }

    // Lighthouse first, while nothing else loads the machine (simulated throttling still uses real CPU).
    say(`lighthouse: ${PAGES.join(', ')}, ${LIGHTHOUSE_RUNS} runs each (mobile preset)`);
    lighthouse = await runLighthouse(shopUrl, PAGES, LIGHTHOUSE_RUNS);
    for (const l of lighthouse)
      say(
        `  ${l.page}: ${JSON.stringify(l.median.scores)} LCP ${l.median.lcpMs} ms TBT ${l.median.tbtMs} ms CLS ${l.median.cls}`,
      );

    // The bytes as a browser gets them (compressed): the baseline writes exactly those.
    const fixtures: Record<string, { type: string; encoding: string; body: string }> = {};
    const captured: Record<string, { type: string; encoding: string; bytes: number }> = {};
    for (const e of ENDPOINTS) {
      const { body, type, encoding } = await fetchEncoded(shopUrl + e.path, BROWSER_HEADERS);
      fixtures[e.path] = { type, encoding, body: body.toString('base64') };
      captured[e.path] = { type, encoding, bytes: body.length };
    }
    writeFileSync(FIXTURES_FILE, JSON.stringify(fixtures));
    const rawPort = await freePort(PORTS.from, PORTS.to, new Set([shopPort]));
    say(`starting the raw node:http baseline on ${HOST}:${rawPort}`);
    const raw = await startChild('benchmarks/raw-server.ts', [String(rawPort), FIXTURES_FILE], { timeoutMs: 30_000 });
    children.push(raw);
    const rawUrl = `http://${HOST}:${rawPort}`;
    for (const e of ENDPOINTS) {
      const { body } = await fetchEncoded(rawUrl + e.path, BROWSER_HEADERS);
      if (!body.equals(Buffer.from(fixtures[e.path].body, 'base64')))
        throw new Error(`baseline serves other bytes for ${e.path}`);
    }

    // 2. Throughput, shop then baseline, endpoint by endpoint (drift hits both sides alike).
    for (const e of ENDPOINTS) {
      say(`load ${e.path}: shop`);
      const shopFigures = await load(shopUrl + e.path, LOAD);
      say(`load ${e.path}: baseline`);
      const rawFigures = await load(rawUrl + e.path, LOAD);
      http[e.key] = {
        path: e.path,
        contentType: captured[e.path].type,
        contentEncoding: captured[e.path].encoding,
        bytes: captured[e.path].bytes,
        shop: shopFigures,
        raw: rawFigures,
        ratio: rawFigures.reqPerSec ? r2(shopFigures.reqPerSec / rawFigures.reqPerSec) : 0,
      };
      say(
        `  shop ${shopFigures.reqPerSec} req/s p99 ${shopFigures.latencyMs.p99} ms | raw ${rawFigures.reqPerSec} req/s p99 ${rawFigures.latencyMs.p99} ms`,
      );
    }
    // The visitors who buy: signed in, or holding a cart, against anonymous ones on the same pages.
    const visitors: Record<PersonalKind, Record<string, string>> = {
      anonymous: BROWSER_HEADERS,
      signedIn: { ...BROWSER_HEADERS, cookie: await signIn(shopUrl, 999) },
      cart: { ...BROWSER_HEADERS, cookie: await cartHolder(shopUrl) },
    };
    for (const page of PAGES) {
      const figures = {} as Record<PersonalKind, LoadFigures>;
      for (const kind of ['anonymous', 'signedIn', 'cart'] as const) {
        say(`load ${page} ${kind}, ${PERSONAL_LOAD.connections} connections`);
        figures[kind] = await load(shopUrl + page, { ...PERSONAL_LOAD, headers: visitors[kind] });
        say(`  ${figures[kind].reqPerSec} req/s p99 ${figures[kind].latencyMs.p99} ms`);
      }
      const ratio = (n: number) => (figures.anonymous.reqPerSec ? r2(n / figures.anonymous.reqPerSec) : 0);
      personal[page] = {
        path: page,
        ...figures,
        ratioSignedIn: ratio(figures.signedIn.reqPerSec),
        ratioCart: ratio(figures.cart.reqPerSec),
      };
    }

    // 3. Checkout under load (last: it changes stock and writes orders).
    say('checkout: 200 concurrent against stock 50, then 200 with 20 in flight');
    checkout = await runCheckoutBench(shopUrl);
    say(
      `  ${checkout.concurrent.created} orders, ${checkout.concurrent.refused409} refused, stock left ${checkout.concurrent.stockLeft}; p95 ${checkout.concurrent.latencyMs.p95} ms`,
    );
    say(`  steady: ${checkout.throughput.ordersPerSec} orders/s, p95 ${checkout.throughput.latencyMs.p95} ms`);
    shopLog = [...shop.output];
  } finally {
    await stopAll();
    rmSync(FIXTURES_FILE, { force: true });
  }

  // 3. Search at 24 / 10k / 100k products, and through a throwaway PGlite, alone on the machine.
  say('search benchmark (synthetic catalogue; the 100k PGlite load takes a while)');
  const search = await runChildForResult<SearchOutput>(
    'benchmarks/search-bench.ts',
    ['--sizes=10000,100000', '--db=100000'],
    {
      timeoutMs: 200_000,
      nodeArgs: ['--expose-gc', '--max-old-space-size=4096'],
      onLine: (line) => say(line),
    },
  );

  // 4. The /products filters with counts at 100k, in their own child, alone.
  say('facets benchmark (filtered, counted /products queries at 100k, embedded and PostgreSQL)');
  const { facets } = await runChildForResult<{ facets: FacetPass[] }>('benchmarks/facets-bench.ts', [], {
    timeoutMs: 900_000,
    nodeArgs: ['--expose-gc', '--max-old-space-size=4096'],
    onLine: (line) => say(line),
  });

  const loadavgEnd = os.loadavg().map(r2);
  const cpus = os.cpus();
  const at100k = search.index.find((s) => s.products === 100_000);
  const results = {
    schema: 1,
    timestamp: new Date().toISOString(),
    durationS: Math.round((performance.now() - started) / 1000),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model ?? 'unknown',
      totalMemMB: Math.round(os.totalmem() / 1024 / 1024),
      node: process.version,
      platform: `${os.platform()} ${os.release()} ${os.arch()}`,
      /** 1/5/15-minute load averages at start and end: above the CPU count, absolute figures are noisy. */
      loadavgStart,
      loadavgEnd,
    },
    /** The shop child runs with NODE_ENV=production (React's production builds), as a deployment should. */
    config: { ...LOAD, host: HOST, shopNodeEnv: 'production' },
    targets: TARGETS,
    http,
    search,
    /** Filtered, counted /products queries at 100k products, per database. */
    facets,
    firstLoadJs: pages,
    lighthouse,
    /** Anonymous, signed-in and cart-holding visitors on the same pages (20 connections). */
    personalPages: personal,
    /** Real orders over HTTP: the oversell check and throughput. */
    checkout,
    shopLog,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);

  printTable(http, search, pages, at100k, checkout, personal, lighthouse, facets);
  console.log('');
  console.log(
    `machine: ${results.machine.cpus} × ${results.machine.cpuModel}, node ${results.machine.node}, load average ${loadavgStart[0]} → ${loadavgEnd[0]}; ` +
      `${LOAD.connections} connections, ${LOAD.durationS} s per run after ${LOAD.warmupS} s warm-up; took ${results.durationS} s`,
  );
  console.log(`written: ${RESULTS_FILE}`);
  if (shopLog.length)
    console.log(`shop logged ${shopLog.length} line(s) during the run — see shopLog in ${RESULTS_FILE}`);
}

function printTable(
  http: Record<string, HttpResult>,
  search: SearchOutput,
  pages: Record<string, FirstLoad>,
  at100k: SearchOutput['index'][number] | undefined,
  checkout: Awaited<ReturnType<typeof runCheckoutBench>> | null,
  personal: Record<string, PersonalResult>,
  lighthouse: LighthousePage[],
  facets: FacetPass[],
) {
  const W = 48;
  type Row = [metric: string, shop: string, baseline: string, ratio: string, target: string, verdict: string];
  const rows: Row[] = [];
  const fmt = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? '-' : n.toFixed(digits));
  const check = (ok: boolean) => (ok ? 'ok' : 'MISS');

  for (const e of ENDPOINTS) {
    const h = http[e.key];
    if (!h) continue;
    const target = e.key.endsWith('Api') ? TARGETS.apiRatio : TARGETS.anonymousPageRatio;
    rows.push([
      `${e.label} req/s (${h.contentEncoding})`,
      fmt(h.shop.reqPerSec),
      fmt(h.raw.reqPerSec),
      fmt(h.ratio, 2),
      target ? `≥ ${target}` : '',
      target ? check(h.ratio >= target) : '',
    ]);
    // autocannon reports whole milliseconds: 0 means under 1 ms.
    const ms = (n: number) => (n < 1 ? '<1' : fmt(n));
    rows.push([`${e.label} p99 ms`, ms(h.shop.latencyMs.p99), ms(h.raw.latencyMs.p99), '', '', '']);
    const failures = h.shop.errors + h.shop.timeouts + h.shop.non2xx;
    if (failures)
      rows.push([
        `${e.label} failed requests`,
        String(failures),
        String(h.raw.errors + h.raw.timeouts + h.raw.non2xx),
        '',
        '0',
        'MISS',
      ]);
  }
  for (const p of Object.values(personal)) {
    for (const kind of ['signedIn', 'cart'] as const) {
      const label = kind === 'signedIn' ? 'signed-in' : 'cart-holding';
      const ratio = kind === 'signedIn' ? p.ratioSignedIn : p.ratioCart;
      rows.push([
        `${label} ${p.path} req/s (÷ anonymous)`,
        fmt(p[kind].reqPerSec),
        fmt(p.anonymous.reqPerSec),
        fmt(ratio, 2),
        `≥ ${TARGETS.personalRatio}`,
        check(ratio >= TARGETS.personalRatio),
      ]);
      rows.push([
        `${label} ${p.path} p99 ms (${PERSONAL_LOAD.connections} conns)`,
        fmt(p[kind].latencyMs.p99),
        fmt(p.anonymous.latencyMs.p99),
        '',
        `≤ ${TARGETS.personalP99Ms}`,
        check(p[kind].latencyMs.p99 <= TARGETS.personalP99Ms),
      ]);
      const failures = p[kind].errors + p[kind].timeouts + p[kind].non2xx;
      if (failures) rows.push([`${label} ${p.path} failed requests`, String(failures), '', '', '0', 'MISS']);
    }
  }
  for (const l of lighthouse) {
    const m = l.median;
    const all = Object.values(m.scores);
    rows.push([
      `lighthouse ${l.page} perf/a11y/bp/seo`,
      all.join('/'),
      '',
      '',
      `${TARGETS.lighthouseScore}s`,
      check(all.every((s) => s >= TARGETS.lighthouseScore)),
    ]);
    rows.push([
      `lighthouse ${l.page} LCP / TBT ms, CLS`,
      `${m.lcpMs} / ${m.tbtMs}, ${m.cls}`,
      '',
      '',
      `${TARGETS.lcpMs}/${TARGETS.tbtMs}, ${TARGETS.cls}`,
      check(m.lcpMs <= TARGETS.lcpMs && m.tbtMs <= TARGETS.tbtMs && m.cls <= TARGETS.cls),
    ]);
  }
  for (const size of search.index) {
    const big = size.products >= 100_000;
    rows.push([
      `search suggest p95 ms @${size.label}`,
      fmt(size.suggest.latencyMs.p95, 2),
      '',
      '',
      big ? `≤ ${TARGETS.searchP95Ms}` : '',
      big ? check(size.suggest.latencyMs.p95 <= TARGETS.searchP95Ms) : '',
    ]);
    rows.push([
      `search list p95 ms @${size.label}`,
      fmt(size.list.latencyMs.p95, 2),
      '',
      '',
      big ? `≤ ${TARGETS.searchP95Ms}` : '',
      big ? check(size.list.latencyMs.p95 <= TARGETS.searchP95Ms) : '',
    ]);
  }
  if (search.db) {
    const db = search.db;
    rows.push([
      `db suggest p95 ms @${db.products / 1000}k`,
      fmt(db.suggest.latencyMs.p95, 2),
      '',
      '',
      `≤ ${TARGETS.searchP95Ms}`,
      check(db.suggest.latencyMs.p95 <= TARGETS.searchP95Ms),
    ]);
    rows.push([
      `db list p95 ms @${db.products / 1000}k`,
      fmt(db.list.latencyMs.p95, 2),
      '',
      '',
      `≤ ${TARGETS.searchP95Ms}`,
      check(db.list.latencyMs.p95 <= TARGETS.searchP95Ms),
    ]);
    rows.push([`db catalogue load ms @${db.products / 1000}k`, fmt(db.loadMs), '', '', '', '']);
    rows.push([`db first search after load ms`, fmt(db.firstSearchMs, 1), '', '', '', '']);
  }
  if (at100k) rows.push(['search right after a write ms @100k', fmt(at100k.searchAfterWriteMs.p50, 1), '', '', '', '']);
  for (const f of facets) {
    rows.push([
      `facets filtered+counted p95 ms @${f.products / 1000}k ${f.source}`,
      `${fmt(f.latencyMs.p95, 2)} (${fmt(f.cpuMs.p95, 2)})`,
      '',
      '',
      `≤ ${TARGETS.facetsP95Ms}`,
      check(f.latencyMs.p95 <= TARGETS.facetsP95Ms),
    ]);
    rows.push([
      `facets kept counts p95 ms @${f.products / 1000}k ${f.source}`,
      fmt(f.repeated.latencyMs.p95, 2),
      '',
      '',
      '',
      '',
    ]);
  }
  rows.push([
    'longest event-loop stall ms (search)',
    fmt(search.searchMaxStallMs, 1),
    '',
    '',
    `≤ ${TARGETS.maxStallMs}`,
    check(search.searchMaxStallMs <= TARGETS.maxStallMs),
  ]);
  for (const page of PAGES) {
    const p = pages[page];
    if (!p) continue;
    const home = page === '/';
    rows.push([
      `first-load JS KB gzip ${page}`,
      fmt(p.jsGzipKB, 1) + (p.missing.length ? '*' : ''),
      '',
      '',
      home ? `≤ ${TARGETS.homeFirstLoadKB}` : '',
      home ? check(p.jsGzipKB <= TARGETS.homeFirstLoadKB) : '',
    ]);
  }
  if (checkout) {
    const c = checkout.concurrent;
    rows.push([
      `checkout ${c.requests} concurrent, stock ${c.stock}: orders`,
      String(c.created),
      '',
      '',
      `= ${c.stock}`,
      check(c.created === c.stock && c.stockLeft === 0 && c.otherStatuses === 0),
    ]);
    rows.push([
      'checkout concurrent: 409 refusals / other',
      `${c.refused409} / ${c.otherStatuses}`,
      '',
      '',
      `${c.requests - c.stock} / 0`,
      check(c.refused409 === c.requests - c.stock && c.otherStatuses === 0),
    ]);
    rows.push(['checkout concurrent p95 ms', fmt(c.latencyMs.p95), '', '', '≤ 1000', check(c.latencyMs.p95 <= 1000)]);
    rows.push([
      `checkout throughput orders/s (${checkout.throughput.inFlight} in flight)`,
      fmt(checkout.throughput.ordersPerSec, 1),
      '',
      '',
      '',
      '',
    ]);
    rows.push(['checkout steady p95 ms', fmt(checkout.throughput.latencyMs.p95), '', '', '', '']);
  }

  const widths = [W, 11, 11, 7, 8];
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < widths.length ? c.padEnd(widths[i]) : c))
      .join(' ')
      .trimEnd();
  console.log('');
  console.log(line(['metric', 'shop', 'baseline', 'ratio', 'target', '']));
  for (const row of rows) console.log(line(row));

  console.log('');
  console.log(
    `${'search ms: p50 / p95 / p99 / max (cpu p95)'.padEnd(W)} ${'suggest (limit 5)'.padEnd(36)} ${'list (limit 1000)'.padEnd(36)} stall`,
  );
  const spread = (p: Pass) =>
    `${fmt(p.latencyMs.p50, 2)} / ${fmt(p.latencyMs.p95, 2)} / ${fmt(p.latencyMs.p99, 1)} / ${fmt(p.latencyMs.max, 1)} (${fmt(p.cpuMs.p95, 2)})`;
  for (const size of search.index) {
    const stall = Math.max(size.suggest.maxStallMs, size.list.maxStallMs);
    console.log(
      `${`CatalogIndex, ${size.products} products`.padEnd(W)} ${spread(size.suggest).padEnd(36)} ${spread(size.list).padEnd(36)} ${fmt(stall, 1)}`,
    );
  }
  if (search.db) {
    const stall = Math.max(search.db.suggest.maxStallMs, search.db.list.maxStallMs);
    console.log(
      `${`PGlite + CatalogService, ${search.db.products}`.padEnd(W)} ${spread(search.db.suggest).padEnd(36)} ${spread(search.db.list).padEnd(36)} ${fmt(stall, 1)}`,
    );
  }
  const missing = Object.entries(pages).filter(([, p]) => p.missing.length);
  if (missing.length)
    console.log(
      `* files referenced but not found in build/client (rebuilt during the run?): ${missing.map(([k, p]) => `${k}: ${p.missing.join(', ')}`).join('; ')}`,
    );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
