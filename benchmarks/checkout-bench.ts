/**
 * Checkout under load against the running shop (HTTP, as shoppers do): 200 concurrent
 * checkouts of a product with stock 50 (the oversell check), then 200 checkouts with 20 in
 * flight for throughput. Each request is a real order: prices, tax, payment authorisation,
 * stock update and order rows in one transaction.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { summarize } from './stats.ts';

const SHOPPERS = 20;
const CONCURRENT = 200;
const THROUGHPUT_ORDERS = 200;
const IN_FLIGHT = 20;
/** Set up by benchmarks/shop-server.ts. */
export const OVERSELL_PRODUCT = { id: 'sandisk-high-endurance-256gb', stock: 50 };
export const THROUGHPUT_PRODUCT = 'tp-link-poe-injector';

const address = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench@example.com',
  phone: '',
  address: 'Moda Cad. 1',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
};
const card = { cardName: 'BENCH', cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123' };

export async function signIn(base: string, i: number): Promise<string> {
  const email = `bench-${Date.now()}-${i}@example.com`;
  const password = 'benchmark-password-1';
  await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${i}`, email, password }),
  });
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (!cookie) throw new Error(`bench sign-in failed: ${res.status}`);
  return cookie.split(';')[0];
}

async function checkout(base: string, cookie: string, productId: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${base}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      cart: [{ id: productId, quantity: 1 }],
      billingInfo: address,
      shippingSameAsBilling: true,
      paymentInfo: card,
    }),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

const summary = summarize;
const round = (n: number) => Math.round(n * 10) / 10;

/**
 * `serverCpuMs`, when given, reads the shop process's CPU time so far: each part then also
 * reports the shop's CPU per request, a figure other load on the machine disturbs far less
 * than throughput does.
 */
export async function runCheckoutBench(base: string, serverCpuMs?: () => number) {
  const cpu = serverCpuMs ?? (() => NaN);
  const cookies: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) cookies.push(await signIn(base, i));

  // 1. Oversell: everything at once against stock 50.
  const burstCpu = cpu();
  const burstStart = performance.now();
  const burst = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => checkout(base, cookies[i % SHOPPERS], OVERSELL_PRODUCT.id)),
  );
  const burstS = (performance.now() - burstStart) / 1000;
  const burstCpuMs = cpu() - burstCpu;
  const created = burst.filter((r) => r.status === 201).length;
  const refused = burst.filter((r) => r.status === 409).length;
  const other = burst.length - created - refused;
  const stockRes = await fetch(`${base}/api/products/${OVERSELL_PRODUCT.id}`);
  const stockLeft = ((await stockRes.json()) as { stock: number }).stock;

  // 2. Throughput: a steady 20 in flight.
  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
  const steadyCpu = cpu();
  const steadyStart = performance.now();
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async (_, worker) => {
      while (next < THROUGHPUT_ORDERS) {
        next++;
        const r = await checkout(base, cookies[worker % SHOPPERS], THROUGHPUT_PRODUCT);
        latencies.push(r.ms);
        statuses.push(r.status);
      }
    }),
  );
  const steadyS = (performance.now() - steadyStart) / 1000;
  const steadyCpuMs = cpu() - steadyCpu;

  return {
    concurrent: {
      requests: CONCURRENT,
      stock: OVERSELL_PRODUCT.stock,
      created,
      refused409: refused,
      otherStatuses: other,
      stockLeft,
      oversold: created > OVERSELL_PRODUCT.stock || stockLeft < 0,
      seconds: round(burstS),
      latencyMs: summary(burst.map((r) => r.ms)),
      ...(serverCpuMs ? { serverCpuMsPerRequest: round(burstCpuMs / CONCURRENT) } : {}),
    },
    throughput: {
      orders: THROUGHPUT_ORDERS,
      inFlight: IN_FLIGHT,
      ordersPerSec: round(statuses.filter((s) => s === 201).length / steadyS),
      failed: statuses.filter((s) => s !== 201).length,
      latencyMs: summary(latencies),
      ...(serverCpuMs ? { serverCpuMsPerOrder: round(steadyCpuMs / THROUGHPUT_ORDERS) } : {}),
    },
  };
}

/**
 * Standalone: `npx tsx benchmarks/checkout-bench.ts [--runs N] [--port P] [--profile DIR]` starts a
 * fresh shop (benchmarks/shop-server.ts, needs `npm run build`) for each run, runs only this
 * benchmark against it and prints every run's figures and the medians as JSON. `--profile` starts
 * the shop with `node --cpu-prof` and writes its profile to DIR when it stops.
 */
async function standalone(args: string[]) {
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const runs = Number(option('--runs') ?? 1);
  const profileDir = option('--profile');
  const { freePort, HOST, startChild } = await import('./lib.ts');
  const results: Awaited<ReturnType<typeof runCheckoutBench>>[] = [];
  for (let run = 0; run < runs; run++) {
    const port = Number(option('--port') ?? (await freePort(3300, 3399)));
    const shop = await startChild('benchmarks/shop-server.ts', [String(port)], {
      timeoutMs: 90_000,
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    });
    try {
      const result = await runCheckoutBench(`http://${HOST}:${port}`, () => processCpuMs(shop.proc.pid!));
      results.push(result);
      process.stderr.write(
        `[checkout] run ${run + 1}: burst ${result.concurrent.created}/${result.concurrent.refused409}/${result.concurrent.otherStatuses} ` +
          `p95 ${result.concurrent.latencyMs.p95} ms in ${result.concurrent.seconds} s; ` +
          `steady ${result.throughput.ordersPerSec} orders/s p95 ${result.throughput.latencyMs.p95} ms; ` +
          `shop CPU ${result.concurrent.serverCpuMsPerRequest} ms/burst request, ${result.throughput.serverCpuMsPerOrder} ms/order\n`,
      );
    } finally {
      await shop.stop();
      for (const line of shop.output) if (line.includes('[shop error]')) process.stderr.write(`${line}\n`);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    JSON.stringify(
      {
        runs: results,
        median: {
          steadyOrdersPerSec: median(results.map((r) => r.throughput.ordersPerSec)),
          steadyP95Ms: median(results.map((r) => r.throughput.latencyMs.p95)),
          burstP95Ms: median(results.map((r) => r.concurrent.latencyMs.p95)),
          burstSeconds: median(results.map((r) => r.concurrent.seconds)),
          burstCpuMsPerRequest: median(results.map((r) => r.concurrent.serverCpuMsPerRequest ?? NaN)),
          steadyCpuMsPerOrder: median(results.map((r) => r.throughput.serverCpuMsPerOrder ?? NaN)),
        },
      },
      null,
      2,
    ),
  );
}

/** User + system CPU time of a process so far (Linux /proc), in milliseconds. */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat(5); this list starts at field 3.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}
const CLOCK_TICKS_PER_S = 100;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  standalone(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
