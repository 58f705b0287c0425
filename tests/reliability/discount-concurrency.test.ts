import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { TestPaymentProvider } from '#server/payments/test-provider.ts';
import { checkoutBody, setStock, signedInAdmin, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * A discount code's uses are taken in the order's transaction (docs/product.md §9.13): parallel
 * checkouts with a limited code, on PGlite (npm test) or PostgreSQL (TEST_DATABASE_URL), give it
 * to exactly as many orders as it has uses; every other shopper gets a clean 409 saying it is used
 * up, no card stays charged, and the code's count matches its redemptions.
 */
const payments = new TestPaymentProvider();
let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const CAMERA = 'camera-junction-box';
let price: number;
beforeAll(async () => {
  t = await createTestShop({ payments });
  await setStock(t, CAMERA, 100_000);
  await setStock(t, 'tp-link-poe-injector', 100_000);
  price = t.shop.services.catalog.getCard(CAMERA)!.priceCents!;
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const tax = (cents: number) => Math.floor((cents * 8 + 50) / 100);

async function newCode(code: string, terms: Record<string, unknown>) {
  const res = await admin.call('/api/admin/discounts', 'POST', { code, kind: 'percent', value: 20, ...terms });
  expect(res.status).toBe(201);
  return (await res.json()).id as number;
}

/** The code's count and its redemptions as stored. */
async function usage(codeId: number) {
  const [row] = await queryRows<{ used: number; redemptions: number; orders: number }>(
    t.shop.database.db,
    sql`select (select used_count from discount_codes where id = ${codeId}) as used,
               (select count(*)::int from discount_redemptions where code_id = ${codeId}) as redemptions,
               (select count(*)::int from orders o join discount_redemptions r on r.order_id = o.id
                  where r.code_id = ${codeId} and o.discount_cents = r.amount_cents) as orders`,
  );
  return row;
}

describe('parallel checkouts with a limited discount code', () => {
  it.each([
    ['a single-use code, 24 shoppers at once', 1, 24, 2],
    ['a code with 3 uses, 30 orders at once (two lines each)', 3, 30, 2],
  ])(
    '%s: exactly as many orders get it as it has uses',
    async (_name, maxUses, parallel, quantity) => {
      const code = `RUSH-${maxUses}-${Date.now() % 100000}`;
      const codeId = await newCode(code, { maxUses });
      const shoppers = await Promise.all(Array.from({ length: 6 }, (_, i) => signedInShopper(t, `Rusher ${i}`)));
      const subtotal = price * quantity;
      const goods = subtotal - Math.floor((subtotal * 20 + 50) / 100);
      const authorizedBefore = new Set(payments.authorized);

      const answers = await Promise.all(
        Array.from({ length: parallel }, async (_, i) => {
          const res = await shoppers[i % shoppers.length].call('/api/checkout', 'POST', {
            ...checkoutBody(
              maxUses === 1
                ? [{ id: CAMERA, quantity }]
                : [
                    { id: CAMERA, quantity: quantity - 1 },
                    { id: 'tp-link-poe-injector', quantity: 1 },
                  ],
            ),
            discountCode: code,
            // The total the shopper was shown, with the discount.
            ...(maxUses === 1 ? { totalAmount: (goods + tax(goods)) / 100 } : {}),
          });
          return { status: res.status, body: (await res.json()) as Record<string, unknown> };
        }),
      );

      expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.status)).toEqual([]);
      const created = answers.filter((a) => a.status === 201);
      expect(created).toHaveLength(maxUses);
      for (const a of created) expect(a.body.order).toMatchObject({ discountCode: code });
      for (const a of answers.filter((x) => x.status === 409))
        expect(a.body).toMatchObject({ reason: 'usedUp', code, message: 'This discount code has been used up.' });
      expect(await usage(codeId)).toEqual({ used: maxUses, redemptions: maxUses, orders: maxUses });
      // Exactly the placed orders hold an authorisation: every refused one was voided (or never authorised).
      const authorizedNow = [...payments.authorized].filter((ref) => !authorizedBefore.has(ref));
      expect(authorizedNow).toHaveLength(created.length);
    },
    120_000,
  );

  it('one use per customer: the same shopper ordering in parallel gets it once', async () => {
    const code = `MINE-${Date.now() % 100000}`;
    const codeId = await newCode(code, { maxUsesPerCustomer: 1 });
    const shopper = await signedInShopper(t, 'Eager Shopper');
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await shopper.call('/api/checkout', 'POST', {
          ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
          discountCode: code,
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.reason).toBe('alreadyUsed');
    }
    expect(await usage(codeId)).toEqual({ used: 1, redemptions: 1, orders: 1 });
  }, 120_000);

  it('cancelling an order while others order gives its use back exactly once', async () => {
    const code = `BACK-${Date.now() % 100000}`;
    const codeId = await newCode(code, { maxUses: 1 });
    const first = await signedInShopper(t, 'First');
    const placed = await first.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
      discountCode: code,
    });
    expect(placed.status).toBe(201);
    const number = (await placed.json()).order.number as string;
    const others = await Promise.all(Array.from({ length: 4 }, (_, i) => signedInShopper(t, `Next ${i}`)));
    const [cancel, ...answers] = await Promise.all([
      admin.call(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Changed my mind' }),
      ...others.map((s) =>
        s.call('/api/checkout', 'POST', { ...checkoutBody([{ id: CAMERA, quantity: 1 }]), discountCode: code }),
      ),
    ]);
    expect(cancel.status).toBe(200);
    const won = answers.filter((a) => a.status === 201).length;
    // The use came back once: at most one of the others got it, and the count says so.
    expect(won).toBeLessThanOrEqual(1);
    expect(await usage(codeId)).toEqual({ used: won, redemptions: won, orders: won });
  }, 120_000);
});
