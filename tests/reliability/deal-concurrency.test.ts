import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { TestPaymentProvider } from '#server/payments/test-provider.ts';
import { checkoutBody, setStock, signedInAdmin, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * The Value of the Day cap is taken like stock (deals.sold_count + n <= stock_cap, in the order's
 * transaction): parallel checkouts against a cap of 5, on PGlite (npm test) or PostgreSQL
 * (npm run test:pg), sell exactly 5 units at the deal price, never more; every other shopper who
 * was shown the deal total gets a clean 409 with the new total, and no card stays charged.
 */
const payments = new TestPaymentProvider();
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ payments });
});
afterAll(() => t?.close());

const PRODUCT = 'ajax-motionprotect-sensor'; // $69.99, deal $49.99
const tax = (cents: number) => Math.floor((cents * 8 + 50) / 100);

describe('parallel checkouts against a deal cap of 5', () => {
  it.each([
    ['several one-unit orders', 1, 40],
    ['two-line orders of 1 and 2 units', 2, 24],
  ])(
    '%s: the deal price is charged for at most the cap, the rest are 409 with the new total',
    async (_name, lines, parallel) => {
      await setStock(t, PRODUCT, 1000);
      const admin = await signedInAdmin(t);
      const set = await admin.call('/api/admin/deal', 'PUT', {
        productId: PRODUCT,
        dealPrice: '49.99',
        oldPrice: '',
        stockCap: 5,
        endsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      });
      expect(set.status).toBe(200);
      const dealId = (await set.json()).deal.id as number;
      const shoppers = await Promise.all(Array.from({ length: 5 }, (_, i) => signedInShopper(t, `Deal buyer ${i}`)));
      const authorizedBefore = new Set(payments.authorized);

      const answers = await Promise.all(
        Array.from({ length: parallel }, async (_, i) => {
          // One unit, or (two-line orders) one or two units of the deal product beside a cable.
          const quantity = lines === 1 ? 1 : 1 + (i % 2);
          const cart =
            lines === 1
              ? [{ id: PRODUCT, quantity }]
              : [
                  { id: PRODUCT, quantity },
                  { id: 'camera-junction-box', quantity: 1 },
                ];
          const subtotal = 4999 * quantity + (lines === 1 ? 0 : 4199);
          // The total the shopper was shown, at the deal price.
          const body = { ...checkoutBody(cart), totalAmount: (subtotal + tax(subtotal)) / 100 };
          const res = await shoppers[i % shoppers.length].call('/api/checkout', 'POST', body);
          return { status: res.status, body: (await res.json()) as Record<string, unknown>, quantity };
        }),
      );

      expect(answers.filter((a) => a.status !== 201 && a.status !== 409).map((a) => a.status)).toEqual([]);
      const created = answers.filter((a) => a.status === 201);
      const sold = created.reduce((n, a) => n + a.quantity, 0);
      expect(sold).toBeLessThanOrEqual(5);
      if (lines === 1) expect(sold).toBe(5);
      for (const a of answers.filter((x) => x.status === 409)) {
        const regular = 6999 * a.quantity + (lines === 1 ? 0 : 4199);
        expect(a.body.totalCents).toBe(regular + tax(regular));
      }

      const [row] = await queryRows<{ lines: number; units: number; sold: number }>(
        t.shop.database.db,
        sql`select (select count(*)::int from order_lines where deal_id = ${dealId}) as lines,
                 (select coalesce(sum(quantity), 0)::int from order_lines where deal_id = ${dealId}) as units,
                 (select sold_count from deals where id = ${dealId}) as sold`,
      );
      expect(row).toEqual({ lines: created.length, units: sold, sold });
      const [regular] = await queryRows<{ count: number }>(
        t.shop.database.db,
        sql`select count(*)::int as count from order_lines l join orders o on o.id = l.order_id where l.product_id = ${PRODUCT} and l.deal_id is null and o.created_at > now() - interval '10 minutes'`,
      );
      expect(regular.count).toBe(0); // nobody was silently charged another price
      // Exactly the placed orders hold an authorisation.
      const authorizedNow = [...payments.authorized].filter((ref) => !authorizedBefore.has(ref));
      expect(authorizedNow).toHaveLength(created.length);
    },
    120_000,
  );
});
