import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase } from '../setup/test-shop.ts';
import {
  assertBuilt,
  eventually,
  freePort,
  httpShoppers,
  killAllStarted,
  startShopProcess,
  type CheckoutResult,
  type ShopProcess,
} from './shop-process.ts';

/**
 * Two real server processes (server/main.ts) on one PostgreSQL database: the conditional stock
 * update holds across processes. Needs TEST_DATABASE_URL (npm run test:pg, CI); PGlite is one
 * process per data directory by design.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  killAllStarted();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function stop(shop: ShopProcess) {
  shop.child.kill('SIGTERM');
  return shop.exited;
}

describe('two app processes on one PostgreSQL database', () => {
  it('200 concurrent checkouts for stock 50 across both: exactly 50 orders, 150 clean 409s, stock 0', async ({
    skip,
  }) => {
    skip(!adminUrl, 'needs PostgreSQL: set TEST_DATABASE_URL (npm run test:pg does)');
    assertBuilt();
    const database = await createFreshDatabase(adminUrl!);
    cleanups.push(database.drop);
    const sql = new pg.Client({ connectionString: database.url });

    // One after the other, as a rolling deploy does: the first migrates and seeds the database.
    const a = startShopProcess(await freePort(), { DATABASE_URL: database.url });
    await a.ready;
    const b = startShopProcess(await freePort(), { DATABASE_URL: database.url });
    await b.ready;
    await sql.connect();
    cleanups.push(() => sql.end());

    const product = 'hikvision-4mp-ptz-camera';
    await sql.query(`update products set stock = 50, revision = nextval('product_revision_seq') where id = $1`, [
      product,
    ]);
    // Each process polls the database for catalogue changes; wait until both show the stock.
    for (const shop of [a, b]) {
      await eventually(`${shop.url} to show stock 50`, async () => {
        const res = await fetch(`${shop.url}/api/products/${product}`);
        return ((await res.json()) as { stock: number }).stock === 50 ? true : undefined;
      });
    }
    const shoppers = await httpShoppers(a.url, 'two-processes', 5);

    const answers: (CheckoutResult & { via: string })[] = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const via = i % 2 === 0 ? a.url : b.url;
        return { via, ...(await shoppers[i % shoppers.length].checkout(via, [{ id: product, quantity: 1 }])) };
      }),
    );

    expect(answers.filter((r) => r.status !== 201 && r.status !== 409).map((r) => r.status)).toEqual([]);
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(50);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(150);
    for (const { body } of refused)
      expect(body).toMatchObject({ productId: product, message: expect.stringContaining('left in stock') });
    // Both processes sold: the two really competed for the same rows.
    expect(new Set(created.map((r) => r.via))).toEqual(new Set([a.url, b.url]));

    const {
      rows: [state],
    } = await sql.query(
      `select (select stock from products where id = $1) as stock,
              (select count(*)::int from order_lines where product_id = $1) as lines,
              (select coalesce(sum(quantity), 0)::int from order_lines where product_id = $1) as quantity,
              (select count(*)::int from orders) as orders,
              (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as empty_orders`,
      [product],
    );
    expect(state).toEqual({ stock: 0, lines: 50, quantity: 50, orders: 50, empty_orders: 0 });
    const numbers = created.map((r) => (r.body!.order as { number: string }).number);
    expect(new Set(numbers).size).toBe(50);

    expect(await stop(a)).toEqual({ code: 0, signal: null });
    expect(await stop(b)).toEqual({ code: 0, signal: null });
    for (const shop of [a, b]) expect(shop.output()).not.toContain('[error]');
  }, 180_000);
});
