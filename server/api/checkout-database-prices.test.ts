import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTotals } from '#common/money-rules.ts';
import { queryRows } from '#server/db/client.ts';
import { deals, products } from '#server/db/schema.ts';
import { TestPaymentProvider } from '#server/payments/test-provider.ts';
import { checkoutBody, signedInShopper, stockOf } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

// What an order charges is decided by the database in the order's own statements, never by the
// process's catalogue copy: the copy here never looks for writes it did not make (as a process
// that has not yet seen another process's commit), and every answer must still be the database's.
let t: TestShop;
const payments = new TestPaymentProvider();
const PRODUCT = 'tp-link-poe-injector';
const OTHER = 'sandisk-high-endurance-256gb';

beforeAll(async () => {
  t = await createTestShop({ payments, followCatalog: false });
});
afterAll(() => t.close());

/** A write the copy does not see (another process's, as far as this one knows). */
async function writeBehindTheCopy(id: string, values: Partial<typeof products.$inferInsert>) {
  await t.shop.database.db.update(products).set(values).where(eq(products.id, id));
}

async function endDeal(id: number) {
  await t.shop.database.db
    .update(deals)
    .set({ endsAt: new Date(Date.now() - 1000) })
    .where(eq(deals.id, id));
  await t.shop.services.catalog.refresh();
}

const shown = (id: string) => t.shop.services.catalog.getCard(id)!;
const ordersOf = async (s: Awaited<ReturnType<typeof signedInShopper>>) =>
  (await (await s.call('/api/orders')).json()).orders;

describe('checkout with a catalogue copy behind the database', () => {
  it('refuses a price raised elsewhere: 409 with the database total, the card released, nothing ordered', async () => {
    await t.shop.database.db.update(products).set({ priceCents: 2000, stock: 30 }).where(eq(products.id, PRODUCT));
    await t.shop.services.catalog.refresh();
    await writeBehindTheCopy(PRODUCT, { priceCents: 2600 });
    expect(shown(PRODUCT).priceCents).toBe(2000);
    const s = await signedInShopper(t);
    const authorizedBefore = payments.authorized.size;
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 2 }]));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.totalCents).toBe(orderTotals([{ unitPriceCents: 2600, quantity: 2 }]).totalCents);
    expect(body.message).toContain('$56.16');
    expect(payments.authorized.size).toBe(authorizedBefore);
    expect(await stockOf(t, PRODUCT)).toBe(30);
    expect(await ordersOf(s)).toEqual([]);
    // The refusal brought the copy up to date: the next try is charged the new price.
    expect(shown(PRODUCT).priceCents).toBe(2600);
    const again = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 2 }]));
    expect(again.status).toBe(201);
    expect((await again.json()).order.totalCents).toBe(body.totalCents);
  });

  it('refuses a lowered price too, in a several-line order, and gives back the other lines', async () => {
    await t.shop.database.db.update(products).set({ priceCents: 2000, stock: 30 }).where(eq(products.id, PRODUCT));
    await t.shop.database.db.update(products).set({ stock: 30 }).where(eq(products.id, OTHER));
    await t.shop.services.catalog.refresh();
    const otherPrice = shown(OTHER).priceCents!;
    await writeBehindTheCopy(PRODUCT, { priceCents: 1500 });
    const s = await signedInShopper(t);
    const res = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([
        { id: OTHER, quantity: 1 },
        { id: PRODUCT, quantity: 1 },
      ]),
    );
    expect(res.status).toBe(409);
    expect((await res.json()).totalCents).toBe(
      orderTotals([
        { unitPriceCents: otherPrice, quantity: 1 },
        { unitPriceCents: 1500, quantity: 1 },
      ]).totalCents,
    );
    expect(await stockOf(t, OTHER)).toBe(30);
    expect(await stockOf(t, PRODUCT)).toBe(30);
  });

  it('charges a deal the copy has not seen start at the deal price, never the regular one', async () => {
    await t.shop.database.db.update(products).set({ priceCents: 2000, stock: 30 }).where(eq(products.id, PRODUCT));
    await t.shop.services.catalog.refresh();
    const [deal] = await t.shop.database.db
      .insert(deals)
      .values({
        productId: PRODUCT,
        dealPriceCents: 1200,
        oldPriceCents: 2000,
        stockCap: 5,
        endsAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    expect(shown(PRODUCT).deal).toBeUndefined();
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect((await res.json()).totalCents).toBe(orderTotals([{ unitPriceCents: 1200, quantity: 1 }]).totalCents);
    // With the copy caught up, the order takes the deal's unit at the deal price.
    const again = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 1 }]));
    expect(again.status).toBe(201);
    expect((await again.json()).order.lines[0]).toMatchObject({ unitPriceCents: 1200, dealId: deal.id });
    await endDeal(deal.id);
  });

  it('refuses a deal that ended or changed its price elsewhere, with the database total', async () => {
    await t.shop.database.db.update(products).set({ priceCents: 2000, stock: 30 }).where(eq(products.id, PRODUCT));
    const [deal] = await t.shop.database.db
      .insert(deals)
      .values({
        productId: PRODUCT,
        dealPriceCents: 1200,
        oldPriceCents: 2000,
        stockCap: 5,
        endsAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    await t.shop.services.catalog.refresh();
    expect(shown(PRODUCT).deal?.id).toBe(deal.id);
    await t.shop.database.db.update(deals).set({ dealPriceCents: 1400 }).where(eq(deals.id, deal.id));
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 1 }]));
    expect(res.status).toBe(409);
    expect((await res.json()).totalCents).toBe(orderTotals([{ unitPriceCents: 1400, quantity: 1 }]).totalCents);
    const [row] = await t.shop.database.db.select().from(deals).where(eq(deals.id, deal.id));
    expect(row.soldCount).toBe(0);
    await endDeal(deal.id);
  });

  it('refuses a product hidden elsewhere as unavailable, not as "only N left"', async () => {
    await t.shop.database.db.update(products).set({ stock: 1000, hidden: false }).where(eq(products.id, OTHER));
    await t.shop.services.catalog.refresh();
    await writeBehindTheCopy(OTHER, { hidden: true });
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: OTHER, quantity: 1 }]));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toBe('A product in your cart is no longer available.');
    expect(body.available).toBeUndefined();
    await t.shop.database.db.update(products).set({ hidden: false }).where(eq(products.id, OTHER));
    await t.shop.services.catalog.refresh();
  });

  it('sells a product restocked elsewhere although the copy still says none are left', async () => {
    await t.shop.database.db.update(products).set({ stock: 0 }).where(eq(products.id, PRODUCT));
    await t.shop.services.catalog.refresh();
    await writeBehindTheCopy(PRODUCT, { stock: 50 });
    expect(shown(PRODUCT).stock).toBe(0);
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 3 }]));
    expect(await res.json()).toMatchObject({ order: { lines: [{ productId: PRODUCT, quantity: 3 }] } });
    expect(await stockOf(t, PRODUCT)).toBe(47);
  });

  it('answers "only N left" with the database stock when the copy thinks there is more', async () => {
    await t.shop.database.db.update(products).set({ stock: 40 }).where(eq(products.id, PRODUCT));
    await t.shop.services.catalog.refresh();
    await writeBehindTheCopy(PRODUCT, { stock: 2 });
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 3 }]));
    expect(res.status).toBe(409);
    expect((await res.json()).available).toBe(2);
    expect(await stockOf(t, PRODUCT)).toBe(2);
  });

  it('never charges a price that differs from the database, over random changes behind the copy', async () => {
    await t.shop.database.db.update(products).set({ priceCents: 2000, stock: 500 }).where(eq(products.id, PRODUCT));
    await t.shop.services.catalog.refresh();
    const s = await signedInShopper(t);
    for (let i = 0; i < 12; i++) {
      const price = 1000 + ((i * 737) % 900);
      if (i % 3 !== 0) await writeBehindTheCopy(PRODUCT, { priceCents: price });
      const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 1 }]));
      const [{ stored }] = await queryRows<{ stored: number }>(
        t.shop.database.db,
        sql`select price_cents as stored from products where id = ${PRODUCT}`,
      );
      if (res.status === 201) expect((await res.json()).order.lines[0].unitPriceCents).toBe(stored);
      else
        expect((await res.json()).totalCents).toBe(orderTotals([{ unitPriceCents: stored, quantity: 1 }]).totalCents);
    }
  });
});
