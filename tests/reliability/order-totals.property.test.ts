import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expressCents } from '#common/shipping.ts';
import type { OrderView } from '#server/services/orders.server.ts';
import { checkoutBody, signedInAdmin, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * The money rules on real orders (common/money-rules.ts, docs/product.md §12): over random carts from the
 * catalogue and either delivery method, the placed order — as answered and as stored — has
 * server prices, integer cents, 8 % tax rounded half up on the subtotal (shipping is not taxed),
 * free standard shipping or the express price of its subtotal tier (common/shipping.ts), and
 * total = lines + shipping + tax. With a random discount code (a percentage or a fixed amount,
 * for every line or one category's), the discount comes off the lines before tax and express is
 * priced by the discounted subtotal: total = lines − discount + shipping + tax (§9.13, §12.4).
 */
let t: TestShop;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let catalogue: { id: string; priceCents: number; category: string }[];

beforeAll(async () => {
  t = await createTestShop();
  // Enough stock for every run: this test is about money, not about running out.
  await t.shop.database.db.execute(
    sql`update products set stock = 1000000, revision = nextval('product_revision_seq')`,
  );
  await t.shop.services.catalog.refresh();
  catalogue = t.shop.services.catalog
    .all()
    // The deal product's price depends on its cap (deal-concurrency.test.ts covers it).
    .filter((p) => p.priceCents != null && !p.deal)
    .map((p) => ({ id: p.id, priceCents: p.priceCents!, category: p.category }));
  shopper = await signedInShopper(t);
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

/** Express by subtotal, written out from the spec's table rather than taken from the rule. */
function expectedExpress(subtotal: number): number {
  if (subtotal < 5_000) return 1_599;
  if (subtotal < 10_000) return 1_299;
  if (subtotal < 20_000) return 999;
  return 799;
}

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
    const cart = fc.uniqueArray(
      fc.record({ index: fc.nat({ max: catalogue.length - 1 }), quantity: fc.integer({ min: 1, max: 10 }) }),
      {
        minLength: 1,
        maxLength: 5,
        selector: (line) => line.index,
      },
    );
    await fc.assert(
      fc.asyncProperty(
        cart,
        fc.boolean(),
        fc.constantFrom('standard', 'express'),
        async (picked, sendTotal, shippingMethod) => {
          const lines = picked.map(({ index, quantity }) => ({ ...catalogue[index], quantity }));
          const subtotal = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
          const shipping = shippingMethod === 'express' ? expectedExpress(subtotal) : 0;
          expect(shipping).toBe(shippingMethod === 'express' ? expressCents(subtotal) : 0);
          const expectedTotal = subtotal + shipping + expectedTax(subtotal);
          const body = {
            ...checkoutBody(lines.map((l) => ({ id: l.id, quantity: l.quantity, price: 0.01 }))),
            shippingMethod,
            // The page sends the total it showed; the server must agree with it to the cent.
            ...(sendTotal ? { totalAmount: expectedTotal / 100 } : {}),
          };
          const res = await shopper.call('/api/checkout', 'POST', body);
          expect(res.status).toBe(201);
          const { order } = (await res.json()) as { order: OrderView };

          for (const value of [order.subtotalCents, order.shippingCents, order.taxCents, order.totalCents])
            expect(Number.isSafeInteger(value)).toBe(true);
          expect(
            byProduct(order.lines).map((l) => [l.productId, l.unitPriceCents, l.quantity, l.lineTotalCents]),
          ).toEqual(
            [...lines]
              .sort((a, b) => (a.id < b.id ? -1 : 1))
              .map((l) => [l.id, l.priceCents, l.quantity, l.priceCents * l.quantity]),
          );
          const sumOfLines = order.lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
          expect(order.subtotalCents).toBe(sumOfLines);
          expect(order.shippingMethod).toBe(shippingMethod);
          expect(order.shippingCents).toBe(shipping);
          expect(order.taxCents).toBe(expectedTax(sumOfLines));
          expect(order.totalCents).toBe(sumOfLines + order.shippingCents + order.taxCents);
          expect(order.totalCents).toBe(expectedTotal);

          // What was stored is what was answered.
          const stored = (await (await shopper.call(`/api/orders/${order.number}`)).json()) as OrderView;
          expect({ ...stored, lines: byProduct(stored.lines) }).toEqual({ ...order, lines: byProduct(order.lines) });
        },
      ),
      { numRuns: 40 },
    );
  }, 180_000);

  it('lines − discount + shipping + tax = total, tax and express on the discounted subtotal, for random codes', async () => {
    const cart = fc.uniqueArray(
      fc.record({ index: fc.nat({ max: catalogue.length - 1 }), quantity: fc.integer({ min: 1, max: 6 }) }),
      { minLength: 1, maxLength: 4, selector: (line) => line.index },
    );
    const code = fc.record({
      kind: fc.constantFrom('percent', 'fixed'),
      percent: fc.integer({ min: 1, max: 100 }),
      fixedCents: fc.integer({ min: 1, max: 60_000 }),
      // Scoped to the first line's category, or for every line.
      scoped: fc.boolean(),
    });
    let serial = 0;
    await fc.assert(
      fc.asyncProperty(cart, code, fc.constantFrom('standard', 'express'), async (picked, terms, shippingMethod) => {
        const lines = picked.map(({ index, quantity }) => ({ ...catalogue[index], quantity }));
        const category = terms.scoped ? lines[0].category : null;
        const subtotal = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
        const eligible = lines
          .filter((l) => category == null || l.category === category)
          .reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
        // Written out: a percentage rounded half up by integer arithmetic, a fixed amount capped.
        const discount =
          terms.kind === 'percent'
            ? Math.trunc((eligible * terms.percent) / 100) + ((eligible * terms.percent) % 100 >= 50 ? 1 : 0)
            : Math.min(terms.fixedCents, eligible);
        const goods = subtotal - discount;
        const shipping = shippingMethod === 'express' ? expectedExpress(goods) : 0;
        const expectedTotal = goods + shipping + expectedTax(goods);

        const name = `PROP-${++serial}-${Date.now() % 1_000_000}`;
        const made = await admin.call('/api/admin/discounts', 'POST', {
          code: name,
          kind: terms.kind,
          value: terms.kind === 'percent' ? terms.percent : (terms.fixedCents / 100).toFixed(2),
          categories: category ? [category] : [],
        });
        expect(made.status).toBe(201);
        const res = await shopper.call('/api/checkout', 'POST', {
          ...checkoutBody(lines.map((l) => ({ id: l.id, quantity: l.quantity }))),
          shippingMethod,
          discountCode: name,
          totalAmount: expectedTotal / 100,
        });
        expect(res.status).toBe(201);
        const { order } = (await res.json()) as { order: OrderView };
        for (const value of [order.subtotalCents, order.discountCents, order.shippingCents, order.taxCents])
          expect(Number.isSafeInteger(value)).toBe(true);
        expect(order.subtotalCents).toBe(order.lines.reduce((sum, l) => sum + l.lineTotalCents, 0));
        expect(order.subtotalCents).toBe(subtotal);
        expect(order.discountCents).toBe(discount);
        expect(order.discountCode).toBe(name);
        expect(order.shippingCents).toBe(shipping);
        expect(order.taxCents).toBe(expectedTax(order.subtotalCents - order.discountCents));
        expect(order.totalCents).toBe(order.subtotalCents - order.discountCents + order.shippingCents + order.taxCents);
        expect(order.totalCents).toBe(expectedTotal);
        const stored = (await (await shopper.call(`/api/orders/${order.number}`)).json()) as OrderView;
        expect({ ...stored, lines: byProduct(stored.lines) }).toEqual({ ...order, lines: byProduct(order.lines) });
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
