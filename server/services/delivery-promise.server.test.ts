import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '#common/languages.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { deliveryPromise, type ShippingMethod } from '#common/shipping.ts';
import { addDays, dayAtMidday, shopDay } from '#common/shop-time.ts';
import { mailOutbox, orders, users } from '#server/db/schema.ts';
import { formatMailDate } from '#server/mail/templates/order-parts.tsx';
import { checkoutBody, setStock } from '#tests/setup/shoppers.ts';
import { TEST_ADMIN, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * One delivery promise per order (docs/product.md §11.4, §13.4): worked out once when the order
 * is placed and stored with it; every page and mail shows the stored one; the ship form starts
 * from it; the owner's other day replaces it and the shopper is told.
 */
let t: TestShop;
let adminId: number;
let shopperId: number;
let counter = 0;
const PRODUCT = 'camera-junction-box';

beforeAll(async () => {
  t = await createTestShop();
  const db = t.shop.database.db;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  shopperId = (
    await t.shop.services.auth.register(
      { name: 'Promise Shopper', email: 'promise-shopper@example.com', password: 'a-long-test-password-1' },
      '127.0.0.1',
      'en',
    )
  ).id;
  await setStock(t, PRODUCT, 500);
});
afterAll(() => t.close());

async function placeOrder(shippingMethod: ShippingMethod, lang: Lang = 'en') {
  const input = checkoutSchema.parse({ ...checkoutBody([{ id: PRODUCT, quantity: 1 }]), shippingMethod });
  const outcome = await t.shop.services.checkout.placeOrder(shopperId, input, `promise-${++counter}`, lang);
  if (outcome.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(outcome.body)}`);
  return outcome.body.order;
}

async function orderRow(number: string) {
  const [row] = await t.shop.database.db.select().from(orders).where(eq(orders.number, number));
  return row;
}

async function setWindow(
  number: string,
  window: { dispatchBy?: string | null; earliest: string | null; latest: string | null },
) {
  await t.shop.database.db
    .update(orders)
    .set({ dispatchBy: window.dispatchBy ?? null, deliveryEarliest: window.earliest, deliveryLatest: window.latest })
    .where(eq(orders.number, number));
}

async function shippedMail(number: string) {
  const [row] = await t.shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order-shipped'), sql`${mailOutbox.payload}->>'orderNumber' = ${number}`));
  return row;
}

const render = async (row: typeof mailOutbox.$inferSelect, lang: Lang) =>
  (await t.shop.mailRenderer.render({ ...row, lang })).text;
const mailDay = (day: string, lang: Lang) => formatMailDate(dayAtMidday(day), lang);
const midday = (day: string) => dayAtMidday(day).toISOString();

describe('the delivery promise stored with the order', () => {
  it.each(['express', 'standard'] as const)(
    'a %s order stores the promise of the moment it is placed, and shows that one later',
    async (method) => {
      const answered = await placeOrder(method);
      const row = await orderRow(answered.number);
      const promise = deliveryPromise(method, 'TR', row.createdAt);
      expect({ dispatchBy: row.dispatchBy, earliest: row.deliveryEarliest, latest: row.deliveryLatest }).toEqual(
        promise,
      );
      // The checkout's own answer is the stored promise.
      expect(answered.deliveryEstimate).toEqual({ earliest: midday(promise.earliest), latest: midday(promise.latest) });
      expect(answered.estimatedShipping).toBe(midday(promise.dispatchBy));

      // Read on another day (the order's time moved to a Friday evening years ago), the order still
      // shows what it was promised: nothing is worked out again from its time.
      await t.shop.database.db
        .update(orders)
        .set({ createdAt: new Date('2020-01-03T21:38:00+03:00') })
        .where(eq(orders.number, answered.number));
      const view = (await t.shop.services.orders.getForUser(shopperId, answered.number))!;
      expect(view.deliveryEstimate).toEqual({ earliest: midday(promise.earliest), latest: midday(promise.latest) });
      expect(shopDay(new Date(view.estimatedShipping!))).toBe(promise.dispatchBy);
      expect(view.deliveryRevisedAt).toBeNull();
    },
  );

  it('the ship form starts from the promised window; shipping with it keeps the window and the mail states it', async () => {
    const { number } = await placeOrder('standard');
    const today = shopDay(new Date());
    const window = { earliest: addDays(today, 20), latest: addDays(today, 22) };
    await setWindow(number, { dispatchBy: addDays(today, 1), ...window });
    const detail = (await t.shop.services.adminOrders.getOrder(number))!;
    expect(detail.defaults.estimatedDelivery).toBe(window.latest);

    // The form posts its default back: no change.
    await t.shop.services.adminOrders.ship(
      number,
      { trackingNumber: 'TRK-KEEP', estimatedDelivery: window.latest },
      adminId,
    );
    const view = (await t.shop.services.orders.getForUser(shopperId, number))!;
    expect(view.deliveryEstimate).toEqual({ earliest: midday(window.earliest), latest: midday(window.latest) });
    expect(view.deliveryRevisedAt).toBeNull();
    const queued = await shippedMail(number);
    expect(queued.payload).not.toHaveProperty('previousDelivery');
    const en = await render(queued, 'en');
    expect(en).toContain(`Estimated delivery: ${mailDay(window.earliest, 'en')} – ${mailDay(window.latest, 'en')}`);
    expect(en).not.toContain('has changed');

    // The API without a date keeps it too.
    const other = await placeOrder('express');
    await t.shop.services.adminOrders.ship(other.number, { trackingNumber: 'TRK-API' }, adminId);
    expect((await t.shop.services.orders.getForUser(shopperId, other.number))!.deliveryEstimate).toEqual(
      other.deliveryEstimate,
    );
  });

  it('another day from the owner replaces the window, is dated, and the shipped mail says so in both languages', async () => {
    const { number } = await placeOrder('express', 'tr');
    const before = await orderRow(number);
    const newDay = addDays(before.deliveryLatest!, 3);
    const shipped = await t.shop.services.adminOrders.ship(
      number,
      { trackingNumber: 'TRK-LATE', estimatedDelivery: newDay },
      adminId,
    );
    expect(shipped.deliveryEstimate).toEqual({ earliest: midday(newDay), latest: midday(newDay) });
    expect(shipped.deliveryRevisedAt).not.toBeNull();
    const view = (await t.shop.services.orders.getForUser(shopperId, number))!;
    expect(view.deliveryEstimate).toEqual({ earliest: midday(newDay), latest: midday(newDay) });
    expect((await t.shop.services.adminOrders.getOrder(number))!.deliveryEstimate).toEqual(view.deliveryEstimate);

    const queued = await shippedMail(number);
    expect(queued.payload).toMatchObject({
      previousDelivery: { earliest: before.deliveryEarliest, latest: before.deliveryLatest },
    });
    const en = await render(queued, 'en');
    expect(en).toContain(
      `Your delivery date has changed: we now expect your order to arrive on ${mailDay(newDay, 'en')}. ` +
        `When you ordered, we said ${mailDay(before.deliveryEarliest!, 'en')} – ${mailDay(before.deliveryLatest!, 'en')}.`,
    );
    expect(en).not.toContain(`Estimated delivery: ${mailDay(before.deliveryEarliest!, 'en')}`);
    const tr = await render(queued, 'tr');
    expect(tr).toContain(
      `Teslimat tarihiniz değişti: siparişinizin artık ${mailDay(newDay, 'tr')} tarihinde elinize ulaşmasını bekliyoruz.`,
    );
  });

  it('an order from before the promise was stored shows only the dates it had; its ship form uses the rule from today', async () => {
    const { number } = await placeOrder('standard');
    const stored = new Date('2026-01-07T09:00:00Z');
    await setWindow(number, { earliest: null, latest: null });
    await t.shop.database.db.update(orders).set({ estimatedShipping: stored }).where(eq(orders.number, number));
    const view = (await t.shop.services.orders.getForUser(shopperId, number))!;
    expect(view.deliveryEstimate).toBeNull();
    expect(view.estimatedShipping).toBe(stored.toISOString());
    const detail = (await t.shop.services.adminOrders.getOrder(number))!;
    expect(detail.defaults.estimatedDelivery).toBe(deliveryPromise('standard', 'TR', new Date()).latest);
  });
});
