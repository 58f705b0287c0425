import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { seedCatalog } from '#server/db/seed.ts';
import {
  assertBuilt,
  eventually,
  freePort,
  httpShoppers,
  killAllStarted,
  startShopProcess,
  type HttpShopper,
  type ShopProcess,
} from './shop-process.ts';

/**
 * The embedded database survives a killed process: LOOPS times, the real server (server/main.ts)
 * on one PGlite data directory takes checkouts from several shoppers at once and is killed with
 * SIGKILL at a random moment, then started again on the same directory (the lock file the
 * killed process left behind must not stop it). Every order that was answered 201 must be
 * there, stock + ordered quantity = initial stock for every product, no order without lines;
 * and while a process runs, a second one on the same directory is refused.
 */
/**
 * Six kill cycles a run (CRASH_LOOP_CYCLES for more): each cycle kills at a random moment and
 * the seed changes every run, so the runs together cover many more moments than one long run
 * (docs/decisions/016-ci-budget.md); a failure prints the seed to replay it.
 */
const LOOPS = Number(process.env.CRASH_LOOP_CYCLES) || 6;
const SHOPPERS = 4;
const PRODUCTS = ['camera-junction-box', 'tp-link-poe-injector', 'wall-mount-bracket'];
const INITIAL_STOCK = 100_000;
const seed = Number(process.env.CRASH_LOOP_SEED) || Date.now() % 2 ** 31;
const random = mulberry32(seed);
const context = `(CRASH_LOOP_SEED=${seed})`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
const lockFile = path.join(dataDir, 'shop.lock');
afterAll(() => {
  killAllStarted();
  rmSync(dataDir, { recursive: true, force: true });
});

type Acknowledged = { shopper: number; number: string; lines: { productId: string; quantity: number }[] };

describe('crash loop on the embedded database', () => {
  it(`keeps every answered order through ${LOOPS} kill -9 and restarts`, async ({ skip }) => {
    // Nothing here touches PostgreSQL: run it once, in `npm test`, not again in `npm run test:pg`.
    skip(!!process.env.TEST_DATABASE_URL, 'embedded database only: runs in npm test (without TEST_DATABASE_URL)');
    assertBuilt();
    // The fixture stock, written with the shop's own database code before the first start.
    const fixture = await openDatabase({ dataDir });
    await seedCatalog(fixture.db);
    await fixture.db
      .update(products)
      .set({ stock: INITIAL_STOCK, revision: sql`nextval('product_revision_seq')` })
      .where(inArray(products.id, PRODUCTS));
    await fixture.close();

    const acknowledged: Acknowledged[] = [];
    const unexpected: string[] = [];
    let shoppers: HttpShopper[] = [];
    let server: ShopProcess;

    const start = async () => {
      const shop = startShopProcess(await freePort(), { DATA_DIR: dataDir });
      await shop.ready;
      return shop;
    };

    /** Everything answered so far is there, and the stock adds up (through the API, as the shoppers). */
    const checkEverythingKept = async (shop: ShopProcess, when: string) => {
      const ordered = new Map(PRODUCTS.map((id) => [id, 0]));
      const seen = new Set<string>();
      for (const [i, shopper] of shoppers.entries()) {
        const res = await shopper.get(shop.url, '/api/orders');
        expect(res.status, `${when} ${context}`).toBe(200);
        const { orders } = (await res.json()) as {
          orders: { number: string; lines: { productId: string; quantity: number }[] }[];
        };
        for (const order of orders) {
          expect(order.lines.length, `order ${order.number} has lines, ${when} ${context}`).toBeGreaterThan(0);
          seen.add(`${i}:${order.number}`);
          for (const line of order.lines)
            ordered.set(line.productId, (ordered.get(line.productId) ?? 0) + line.quantity);
        }
      }
      const missing = acknowledged.filter((a) => !seen.has(`${a.shopper}:${a.number}`)).map((a) => a.number);
      expect(missing, `answered 201 but gone, ${when} ${context}`).toEqual([]);
      for (const id of PRODUCTS) {
        const { stock } = (await (await fetch(`${shop.url}/api/products/${id}`)).json()) as { stock: number };
        expect(stock + ordered.get(id)!, `${id}: stock ${stock} + ordered ${ordered.get(id)}, ${when} ${context}`).toBe(
          INITIAL_STOCK,
        );
      }
    };

    server = await start();
    shoppers = await httpShoppers(server.url, 'crash', SHOPPERS);

    for (let loop = 0; loop < LOOPS; loop++) {
      const when = `after restart ${loop}`;
      if (loop > 0) await checkEverythingKept(server, when);

      // Load: every shopper places orders back to back until the process dies under them.
      let answeredThisLoop = 0;
      let running = true;
      const shop = server;
      const load = shoppers.map(async (shopper, i) => {
        while (running) {
          const cart = pickCart();
          const result = await shopper.checkout(shop.url, cart, { 'idempotency-key': randomUUID() });
          if (result.status === 201) {
            acknowledged.push({
              shopper: i,
              number: (result.body!.order as { number: string }).number,
              lines: cart.map((l) => ({ productId: l.id, quantity: l.quantity })),
            });
            answeredThisLoop++;
          } else if (result.status === 0) {
            return; // no answer: the process is gone (whether that order was kept is not known)
          } else {
            unexpected.push(`${result.status} ${JSON.stringify(result.body)}`);
          }
        }
      });

      // A few times, while it serves: a second process on the same directory is refused.
      if (loop % 7 === 1) {
        const second = startShopProcess(await freePort(), { DATA_DIR: dataDir });
        expect(await second.exited, context).toEqual({ code: 1, signal: null });
        expect(second.output()).toMatch(/in use by another shop process/);
        expect(readFileSync(lockFile, 'utf8').split(' ')[0], 'the refused process left the lock alone').toBe(
          String(server.child.pid),
        );
      }

      // Kill at a random moment: after a random number of answered orders, with others in flight.
      const killAfter = 1 + Math.floor(random() * 5);
      await eventually(
        `${killAfter} orders in loop ${loop}`,
        async () => (answeredThisLoop >= killAfter ? true : undefined),
        30_000,
      );
      server.child.kill('SIGKILL');
      expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
      running = false;
      await Promise.all(load);
      // The killed process could not remove its lock: the restart has to see that it is stale.
      expect(existsSync(lockFile), context).toBe(true);
      expect(readFileSync(lockFile, 'utf8').split(' ')[0]).toBe(String(shop.child.pid));

      server = await start();
    }

    await checkEverythingKept(server, 'after the last restart');
    expect(unexpected, context).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(LOOPS);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFile)).toBe(false);

    // The directory itself, opened after the final stop.
    const handle = await openDatabase({ dataDir });
    try {
      const [state] = await queryRows<{ empty_orders: number; orders: number }>(
        handle.db,
        sql`select (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as empty_orders,
                   (select count(*)::int from orders) as orders`,
      );
      expect(state.empty_orders, context).toBe(0);
      expect(state.orders).toBeGreaterThanOrEqual(acknowledged.length);
      const stock = await queryRows<{ id: string; left: number; ordered: number }>(
        handle.db,
        sql`select p.id, p.stock as left, coalesce(sum(l.quantity), 0)::int as ordered
            from products p left join order_lines l on l.product_id = p.id
            where p.id in (${sql.join(
              PRODUCTS.map((id) => sql`${id}`),
              sql`, `,
            )})
            group by p.id, p.stock order by p.id`,
      );
      expect(
        stock.map((s) => [s.id, s.left + s.ordered]),
        context,
      ).toEqual(PRODUCTS.map((id) => [id, INITIAL_STOCK]));
      const numbers = await queryRows<{ number: string }>(handle.db, sql`select number from orders`);
      const stored = new Set(numbers.map((n) => n.number));
      expect(
        acknowledged.filter((a) => !stored.has(a.number)).map((a) => a.number),
        context,
      ).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 300_000);
});

/** One or two lines from the fixture products, 1 to 3 of each. */
function pickCart(): { id: string; quantity: number }[] {
  const first = Math.floor(random() * PRODUCTS.length);
  const ids = random() < 0.5 ? [PRODUCTS[first]] : [PRODUCTS[first], PRODUCTS[(first + 1) % PRODUCTS.length]];
  return ids.map((id) => ({ id, quantity: 1 + Math.floor(random() * 3) }));
}

/** A small seeded generator, so a failing run can be repeated with CRASH_LOOP_SEED. */
function mulberry32(a: number): () => number {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
