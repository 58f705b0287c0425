import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { catalogJsonServer, CatalogJson } from '#server/http/catalog-json.ts';
import { checkoutBody, declinedCard, setStock, signedInShopper } from '#tests/setup/shoppers.ts';
import { startTestSmtp } from '#tests/setup/smtp.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { startMetricsServer } from './http.ts';
import { PathPatterns, pagePatterns } from './routes.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
// A pinned clock: the sign-in window cannot end in the middle of the throttle test.
const now = new Date('2030-01-01T10:03:00Z');

let t: TestShop;
let plain: TestShop;
beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestShop({
      withPages: true,
      env: { METRICS_TOKEN: TOKEN },
      clock: () => now,
      // One wrong password per account and address, so the second is throttled without ten slow hashes.
      throttles: { loginAccountAddress: { limit: 1, windowMs: 3600_000 } },
    }),
    createTestShop(),
  ]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

async function scrape(shop: TestShop = t): Promise<string> {
  const res = await shop.request('/metrics', { headers: auth });
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series, e.g. `shop_checkouts_total{result="placed"}`; undefined when absent. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const FAMILIES = [
  'shop_http_request_duration_seconds',
  'shop_checkouts_total',
  'shop_throttled_total',
  'shop_mail_outbox_mails',
  'shop_mail_outbox_oldest_pending_seconds',
  'shop_mail_delivery_failures_total',
  'shop_catalog_products',
  'shop_catalog_generation',
  'shop_db_pool_connections',
  'nodejs_eventloop_lag_p99_seconds',
  'process_resident_memory_bytes',
];

describe('/metrics on the shop port with METRICS_TOKEN', () => {
  it('answers the Prometheus text format with every metric family, never cached, no cookie', async () => {
    const res = await t.request('/metrics', { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Neither the visitor cookie nor a session: the shop's middleware never ran.
    expect(res.headers.getSetCookie()).toEqual([]);
    const text = await res.text();
    for (const family of FAMILIES) expect(text, family).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong token', { authorization: 'Bearer not-the-metrics-token-at-all' }],
    ['the token with another scheme', { authorization: `Basic ${TOKEN}` }],
    ['a prefix of the token', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
  ])('refuses %s: 401 with a JSON message and WWW-Authenticate', async (_, headers) => {
    const res = await t.request('/metrics', { headers });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await res.json()).message).toMatch(/METRICS_TOKEN/);
  });

  it('reports the catalogue size and the database connection', async () => {
    const text = await scrape();
    expect(valueOf(text, 'shop_catalog_products')).toBe(t.shop.services.catalog.productCount);
    expect(valueOf(text, 'shop_catalog_generation')).toBe(t.shop.services.catalog.pulledRevision);
    expect(valueOf(text, 'shop_catalog_generation')).toBeGreaterThan(0);
    // The embedded database is one connection (PostgreSQL: the pool's numbers).
    if (t.shop.database.kind === 'pglite') expect(valueOf(text, 'shop_db_pool_connections{state="total"}')).toBe(1);
    else expect(valueOf(text, 'shop_db_pool_connections{state="max"}')).toBe(10);
  });
});

describe('route labels', () => {
  it('label a request with its route pattern, never its path', async () => {
    const page = await t.request('/product/some-unknown-id-123');
    expect(page.status).toBe(404);
    expect((await t.request('/api/products/another-unknown-id-456')).status).toBe(404);
    // The splat route's not-found redirect (or page): no route of its own.
    expect((await t.request('/no/such/path-789')).status).not.toBe(200);
    const text = await scrape();
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/product\/:id",status="404"\} \d/,
    );
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/products\/:id",status="404"\} \d/,
    );
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\(unmatched\)",status="\d{3}"\} \d/,
    );
    for (const raw of ['some-unknown-id-123', 'another-unknown-id-456', 'path-789']) expect(text).not.toContain(raw);
  });

  it('counts a request once, with its status', async () => {
    const series = 'shop_http_request_duration_seconds_count{method="GET",route="/api/products",status="200"}';
    const before = valueOf(await scrape(), series) ?? 0;
    expect((await t.request('/api/products?limit=3')).status).toBe(200);
    expect(valueOf(await scrape(), series)).toBe(before + 1);
  });

  it('match page paths the way the router does', () => {
    const pages = new PathPatterns(pagePatterns(t.build!));
    expect(pages.match('/')).toBe('/');
    expect(pages.match('/_root.data')).toBe('/');
    expect(pages.match('/products')).toBe('/products');
    expect(pages.match('/Products/')).toBe('/products');
    expect(pages.match('/products.data')).toBe('/products');
    expect(pages.match('/product/abc')).toBe('/product/:id');
    expect(pages.match('/product/abc/review')).toBe('/product/:id/review');
    expect(pages.match('/admin/products/new')).toBe('/admin/products/new');
    expect(pages.match('/admin/products/p-1')).toBe('/admin/products/:id');
    expect(pages.match('/admin')).toBe('/admin');
    expect(pages.match('/product/a/b/c')).toBeNull();
  });
});

describe('business counters', () => {
  const placed = 'shop_checkouts_total{result="placed"}';
  const declined = 'shop_checkouts_total{result="payment_declined"}';
  const outOfStock = 'shop_checkouts_total{result="out_of_stock"}';
  const counts = async () => {
    const text = await scrape();
    return { placed: valueOf(text, placed), declined: valueOf(text, declined), outOfStock: valueOf(text, outOfStock) };
  };

  it('count a placed order, a declined payment and a stock refusal exactly once each; a replay not again', async () => {
    const s = await signedInShopper(t);
    const start = await counts();
    expect(start).toEqual({ placed: expect.any(Number), declined: expect.any(Number), outOfStock: expect.any(Number) });

    const body = checkoutBody([{ id: 'tp-link-poe-injector', quantity: 1 }]);
    expect((await s.call('/api/checkout', 'POST', body, { 'Idempotency-Key': 'metrics-order-1' })).status).toBe(201);
    expect(await counts()).toEqual({ ...start, placed: start.placed! + 1 });
    // The same key again: the stored answer, not a second order.
    expect((await s.call('/api/checkout', 'POST', body, { 'Idempotency-Key': 'metrics-order-1' })).status).toBe(201);
    expect(await counts()).toEqual({ ...start, placed: start.placed! + 1 });

    const declinedBody = checkoutBody([{ id: 'tp-link-poe-injector', quantity: 1 }], declinedCard);
    expect((await s.call('/api/checkout', 'POST', declinedBody)).status).toBe(402);
    expect(await counts()).toEqual({ ...start, placed: start.placed! + 1, declined: start.declined! + 1 });

    await setStock(t, 'sandisk-high-endurance-256gb', 1);
    const tooMany = checkoutBody([{ id: 'sandisk-high-endurance-256gb', quantity: 2 }]);
    const refused = await s.call('/api/checkout', 'POST', tooMany);
    expect(refused.status).toBe(409);
    expect((await refused.json()).available).toBe(1);
    expect(await counts()).toEqual({
      placed: start.placed! + 1,
      declined: start.declined! + 1,
      outOfStock: start.outOfStock! + 1,
    });
  });

  it('count a throttled sign-in under its throttle name', async () => {
    const series = 'shop_throttled_total{throttle="loginAccountAddress"}';
    const before = valueOf(await scrape(), series);
    expect(before).toBe(0);
    const login = { email: 'nobody-throttled@example.com', password: 'a-wrong-password-1' };
    expect((await t.json('/api/login', 'POST', login)).status).toBe(401);
    expect(valueOf(await scrape(), series)).toBe(0);
    expect((await t.json('/api/login', 'POST', login)).status).toBe(429);
    expect(valueOf(await scrape(), series)).toBe(1);
  });

  it('report the outbox depth: a queued mail shows up as pending', async () => {
    const pending = async () =>
      (
        await queryRows<{ n: number }>(
          t.shop.database.db,
          sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
        )
      )[0].n;
    const series = 'shop_mail_outbox_mails{status="pending"}';
    const before = valueOf(await scrape(), series);
    expect(before).toBe(await pending());
    const message = {
      name: 'Alice Doe',
      email: 'alice@example.com',
      subject: 'Question',
      message: 'Does the camera work at night?',
    };
    expect((await t.json('/api/contact', 'POST', message)).status).toBe(201);
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before! + 1);
    // Without SMTP_URL nothing is sent: the oldest pending mail has an age.
    expect(valueOf(text, 'shop_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('without METRICS_TOKEN', () => {
  it('/metrics on the shop port answers 404, token or not', async () => {
    for (const headers of [{}, auth]) {
      const res = await plain.request('/metrics', { headers });
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await res.json()).message).toEqual(expect.any(String));
    }
  });

  it('METRICS_PORT: a separate server answers /metrics without a token, and nothing else', async () => {
    const server = await startMetricsServer(plain.shop.metrics, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      for (const family of FAMILIES) expect(text, family).toMatch(new RegExp(`^# TYPE ${family} `, 'm'));
      const other = await fetch(`${base}/api/products`);
      expect(other.status).toBe(404);
      expect((await other.json()).message).toMatch(/only GET \/metrics/);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the catalogue JSON answered in node's listener", () => {
  it('is timed under its route pattern', async () => {
    const json = new CatalogJson(plain.shop.services.catalog, { onAnswered: plain.shop.metrics.observeRequest });
    const server: Server = catalogJsonServer(json)({}, (_req, res) => {
      res.writeHead(418);
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const series = 'shop_http_request_duration_seconds_count{method="GET",route="/api/products/:id",status="200"}';
      const before = valueOf(await plain.shop.metrics.render(), series) ?? 0;
      const id = plain.shop.services.catalog.all()[0].id;
      expect((await fetch(`${base}/api/products/${id}`)).status).toBe(200);
      expect((await fetch(`${base}/api/products/${id}`)).status).toBe(200);
      // Not answered there: left to the app (here a teapot), and not counted as the fast path.
      expect((await fetch(`${base}/api/products/no-such-product`)).status).toBe(418);
      const text = await plain.shop.metrics.render();
      expect(valueOf(text, series)).toBe(before + 2);
      expect(text).not.toContain(id);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('mail delivery failures', () => {
  it('count each failed try: retried, then given up', async () => {
    const smtp = await startTestSmtp();
    const shop = await createTestShop({
      smtpUrl: smtp.url,
      env: { METRICS_TOKEN: TOKEN },
      mail: { pollMs: 20, backoffMs: 30, maxBackoffMs: 60, maxAttempts: 2 },
    });
    try {
      smtp.refuse('refused-metrics@customer.example');
      const message = {
        name: 'Refused',
        email: 'refused-metrics@customer.example',
        subject: 'Hi',
        message: 'Hello there',
      };
      expect((await shop.json('/api/contact', 'POST', message)).status).toBe(201);
      // Waits for the outbox to give the mail up (two refused tries), not for a fixed time.
      await vi.waitFor(
        async () => {
          const rows = await queryRows<{ status: string }>(
            shop.shop.database.db,
            sql`select status from mail_outbox where recipient = 'refused-metrics@customer.example'`,
          );
          expect(rows.map((r) => r.status)).toEqual(['failed']);
        },
        { timeout: 20_000, interval: 50 },
      );
      const text = await scrape(shop);
      expect(valueOf(text, 'shop_mail_delivery_failures_total{outcome="retry"}')).toBe(1);
      expect(valueOf(text, 'shop_mail_delivery_failures_total{outcome="failed"}')).toBe(1);
      expect(valueOf(text, 'shop_mail_outbox_mails{status="failed"}')).toBe(1);
    } finally {
      await shop.close();
      await smtp.stop();
    }
  });
});
