import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { TestPaymentProvider } from '#server/payments/test-provider.ts';
import { checkoutBody, setStock, signedInShopper, stockOf } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * Checkout under contention, in process, on PGlite (npm test) or on PostgreSQL (npm run test:pg):
 * stock is never oversold, a refused order leaves nothing behind, one idempotency key is one
 * order and one payment. The same burst against two server processes is in two-processes.test.ts.
 */
const payments = new TestPaymentProvider();
let t: TestShop;
beforeAll(async () => {
  // The copy is held behind where a test writes the database directly (as another process would),
  // so the database's conditional updates are what refuse, on PostgreSQL as on the embedded database.
  t = await createTestShop({ payments, followCatalog: false });
});
afterAll(() => t?.close());

type Answer = { status: number; body: Record<string, unknown> };

describe('200 concurrent checkouts for a product with stock 50', () => {
  it.each([
    // The catalogue knows the stock: the checkouts beyond it are turned away before any payment.
    ['the catalogue in step', 'kenwood-tk-3701d', false],
    // The catalogue still believes in plenty (as when another process has sold it): checkouts
    // reach the database, and the conditional update alone decides.
    ['the catalogue behind', 'retevis-heavy-duty-headset', true],
  ])(
    'with %s: exactly 50 orders, 150 clean 409s, stock 0, nothing else left behind',
    async (_case, product, catalogueBehind) => {
      await setStock(t, product, catalogueBehind ? 1000 : 50);
      if (catalogueBehind) await t.shop.database.db.execute(sql`update products set stock = 50 where id = ${product}`);
      // Sign-in is throttled and slow on purpose (scrypt): a handful of shoppers share the load.
      const shoppers = await Promise.all(Array.from({ length: 5 }, (_, i) => signedInShopper(t, `Buyer ${i}`)));
      const authorizedBefore = new Set(payments.authorized);
      const voidedBefore = payments.voided.size;

      const answers: Answer[] = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const res = await shoppers[i % shoppers.length].call(
            '/api/checkout',
            'POST',
            checkoutBody([{ id: product, quantity: 1 }]),
          );
          return { status: res.status, body: (await res.json()) as Record<string, unknown> };
        }),
      );

      const created = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409);
      expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.status)).toEqual([]);
      expect(created).toHaveLength(50);
      expect(refused).toHaveLength(150);
      for (const { body } of refused) {
        expect(body.message).toEqual(expect.stringContaining('left in stock'));
        expect(body.productId).toBe(product);
        expect(body.available).toBe(0);
      }
      const numbers = created.map((a) => (a.body.order as { number: string }).number);
      expect(new Set(numbers).size).toBe(50);

      expect(await stockOf(t, product)).toBe(0);
      const [lines] = await queryRows<{ count: number; quantity: number }>(
        t.shop.database.db,
        sql`select count(*)::int as count, coalesce(sum(quantity), 0)::int as quantity from order_lines where product_id = ${product}`,
      );
      expect(lines).toEqual({ count: 50, quantity: 50 });
      const orders = await queryRows<{ number: string; payment_reference: string }>(
        t.shop.database.db,
        sql`select o.number, o.payment_reference from orders o join order_lines l on l.order_id = o.id where l.product_id = ${product}`,
      );
      expect(orders.map((o) => o.number).sort()).toEqual([...numbers].sort());
      // Exactly the placed orders hold an authorisation; a refused one was released, or never made.
      const authorizedNow = [...payments.authorized].filter((ref) => !authorizedBefore.has(ref));
      expect(authorizedNow.sort()).toEqual(orders.map((o) => o.payment_reference).sort());
      // A refusal decided by the database voided its authorisation. The first order's statement
      // tells the catalogue the true stock, so checkouts admitted after it are refused before paying.
      const voided = payments.voided.size - voidedBefore;
      if (catalogueBehind) expect(voided).toBeGreaterThan(0);
      expect(voided).toBeLessThanOrEqual(catalogueBehind ? 150 : 0);
      // The catalogue the shop serves from has caught up.
      expect(t.shop.services.catalog.getCard(product)?.stock).toBe(0);
    },
    120_000,
  );
});

describe('20 parallel checkouts with one idempotency key', () => {
  it('make one order and authorise one payment; the others wait (409) or replay it', async () => {
    const product = 'ajax-motionprotect-sensor';
    await setStock(t, product, 30);
    const s = await signedInShopper(t);
    const key = 'reliability-key-0001';
    const body = checkoutBody([{ id: product, quantity: 2 }]);
    const authorizedBefore = new Set(payments.authorized);
    const voidedBefore = new Set(payments.voided);

    const answers: Answer[] = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await s.call('/api/checkout', 'POST', body, { 'idempotency-key': key });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );

    expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.status)).toEqual([]);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => (a.body.order as { number: string }).number)).size).toBe(1);
    for (const { body: refusal } of answers.filter((a) => a.status === 409)) {
      expect(refusal.message).toBe('This order is already being processed. Please wait a moment.');
    }
    const number = (created[0].body.order as { number: string }).number;

    const orders = (await (await s.call('/api/orders')).json()).orders as { number: string }[];
    expect(orders.map((o) => o.number)).toEqual([number]);
    expect(await stockOf(t, product)).toBe(28);
    // One authorisation was ever made, and it is the order's; none was made and released.
    const authorized = [...payments.authorized].filter((ref) => !authorizedBefore.has(ref));
    const voided = [...payments.voided].filter((ref) => !voidedBefore.has(ref));
    expect(voided).toEqual([]);
    const [row] = await queryRows<{ payment_reference: string }>(
      t.shop.database.db,
      sql`select payment_reference from orders where number = ${number}`,
    );
    expect(authorized).toEqual([row.payment_reference]);

    // Once it is done, the same key replays the same order.
    const again = await s.call('/api/checkout', 'POST', body, { 'idempotency-key': key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).order.number).toBe(number);
    expect(payments.authorized.size).toBe(authorizedBefore.size + 1);
  }, 60_000);
});

describe('an order with a line that cannot be had', () => {
  // The catalogue still shows plenty (as when another process or a concurrent order has just
  // taken the stock), so the refusal comes from the conditional update in the database.
  it.each([
    ['first', 'camera-junction-box', 'wall-mount-bracket'],
    ['last', 'wall-mount-bracket', 'camera-junction-box'],
  ])(
    'takes nothing when the %s line (in lock order) lacks stock, and releases the payment',
    async (_position, short, plenty) => {
      await setStock(t, short, 20);
      await setStock(t, plenty, 20);
      await t.shop.database.db.execute(sql`update products set stock = 1 where id = ${short}`);
      const s = await signedInShopper(t);
      const authorizedBefore = payments.authorized.size;
      const voidedBefore = payments.voided.size;

      const res = await s.call(
        '/api/checkout',
        'POST',
        checkoutBody([
          { id: plenty, quantity: 3 },
          { id: short, quantity: 2 },
        ]),
      );

      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        productId: short,
        available: 1,
        message: expect.stringContaining('Only 1 of'),
      });
      expect(await stockOf(t, short)).toBe(1);
      expect(await stockOf(t, plenty)).toBe(20);
      expect((await (await s.call('/api/orders')).json()).orders).toEqual([]);
      expect(payments.authorized.size).toBe(authorizedBefore);
      expect(payments.voided.size).toBe(voidedBefore + 1);

      // With the stock back, the same order goes through and takes both lines.
      await setStock(t, short, 2);
      const again = await s.call(
        '/api/checkout',
        'POST',
        checkoutBody([
          { id: plenty, quantity: 3 },
          { id: short, quantity: 2 },
        ]),
      );
      expect(again.status).toBe(201);
      expect(await stockOf(t, short)).toBe(0);
      expect(await stockOf(t, plenty)).toBe(17);
    },
  );
});
