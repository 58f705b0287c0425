/**
 * Checkout under load against the running shop (HTTP, as shoppers do): 200 concurrent
 * checkouts of a product with stock 50 (the oversell check), then 200 checkouts with 20 in
 * flight for throughput. Each request is a real order: prices, tax, payment authorisation,
 * stock update and order rows in one transaction.
 */
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

export async function runCheckoutBench(base: string) {
  const cookies: string[] = [];
  for (let i = 0; i < SHOPPERS; i++) cookies.push(await signIn(base, i));

  // 1. Oversell: everything at once against stock 50.
  const burstStart = performance.now();
  const burst = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => checkout(base, cookies[i % SHOPPERS], OVERSELL_PRODUCT.id)),
  );
  const burstS = (performance.now() - burstStart) / 1000;
  const created = burst.filter((r) => r.status === 201).length;
  const refused = burst.filter((r) => r.status === 409).length;
  const other = burst.length - created - refused;
  const stockRes = await fetch(`${base}/api/products/${OVERSELL_PRODUCT.id}`);
  const stockLeft = ((await stockRes.json()) as { stock: number }).stock;

  // 2. Throughput: a steady 20 in flight.
  const latencies: number[] = [];
  const statuses: number[] = [];
  let next = 0;
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
    },
    throughput: {
      orders: THROUGHPUT_ORDERS,
      inFlight: IN_FLIGHT,
      ordersPerSec: round(statuses.filter((s) => s === 201).length / steadyS),
      failed: statuses.filter((s) => s !== 201).length,
      latencyMs: summary(latencies),
    },
  };
}
