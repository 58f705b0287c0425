import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView } from '#server/services/orders.server.ts';
import { checkoutBody, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * The money rules on real orders (common/money-rules.ts, spec §9): over random carts from the
 * catalogue, the placed order — as answered and as stored — has server prices, integer cents,
 * 8 % tax rounded half up on the subtotal, $0.00 shipping and total = lines + shipping + tax.
 */
let t: TestShop;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;
let catalogue: { id: string; priceCents: number }[];

beforeAll(async () => {
  t = await createTestShop();
  // Enough stock for every run: this test is about money, not about running out.
  await t.shop.database.db.execute(sql`update products set stock = 1000000, revision = nextval('product_revision_seq')`);
  await t.shop.services.catalog.refresh();
  catalogue = t.shop.services.catalog
    .all()
    .filter((p) => p.priceCents != null)
    .map((p) => ({ id: p.id, priceCents: p.priceCents! }));
  shopper = await signedInShopper(t);
});
afterAll(() => t?.close());

/** 8 % of `cents`, rounded half up, by integer arithmetic only. */
function expectedTax(cents: number): number {
  const whole = Math.trunc((cents * 8) / 100);
  const remainder = cents * 8 - whole * 100;
  return remainder >= 50 ? whole + 1 : whole;
}

const byProduct = (lines: OrderView['lines']) => [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));

describe('order totals', () => {
  it('sum(lines) + shipping + tax = total, in integer cents, with 8 % tax, for random carts', async () => {
    expect(catalogue.length).toBeGreaterThan(5);
    const cart = fc.uniqueArray(fc.record({ index: fc.nat({ max: catalogue.length - 1 }), quantity: fc.integer({ min: 1, max: 10 }) }), {
      minLength: 1,
      maxLength: 5,
      selector: (line) => line.index,
    });
    await fc.assert(
      fc.asyncProperty(cart, fc.boolean(), async (picked, sendTotal) => {
        const lines = picked.map(({ index, quantity }) => ({ ...catalogue[index], quantity }));
        const subtotal = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
        const expectedTotal = subtotal + expectedTax(subtotal);
        const body = {
          ...checkoutBody(lines.map((l) => ({ id: l.id, quantity: l.quantity, price: 0.01 }))),
          // The page sends the total it showed; the server must agree with it to the cent.
          ...(sendTotal ? { totalAmount: expectedTotal / 100 } : {}),
        };
        const res = await shopper.call('/api/checkout', 'POST', body);
        expect(res.status).toBe(201);
        const { order } = (await res.json()) as { order: OrderView };

        for (const value of [order.subtotalCents, order.shippingCents, order.taxCents, order.totalCents]) expect(Number.isSafeInteger(value)).toBe(true);
        expect(byProduct(order.lines).map((l) => [l.productId, l.unitPriceCents, l.quantity, l.lineTotalCents])).toEqual(
          [...lines].sort((a, b) => (a.id < b.id ? -1 : 1)).map((l) => [l.id, l.priceCents, l.quantity, l.priceCents * l.quantity]),
        );
        const sumOfLines = order.lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
        expect(order.subtotalCents).toBe(sumOfLines);
        expect(order.shippingCents).toBe(0);
        expect(order.taxCents).toBe(expectedTax(sumOfLines));
        expect(order.totalCents).toBe(sumOfLines + order.shippingCents + order.taxCents);
        expect(order.totalCents).toBe(expectedTotal);

        // What was stored is what was answered.
        const stored = (await (await shopper.call(`/api/orders/${order.number}`)).json()) as OrderView;
        expect({ ...stored, lines: byProduct(stored.lines) }).toEqual({ ...order, lines: byProduct(order.lines) });
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
