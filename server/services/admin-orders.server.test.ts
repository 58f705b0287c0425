import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { parseShopDate } from '#common/schemas/admin-orders.ts';
import { shopDay, shopDayStart } from '#common/shop-time.ts';
import { checkoutBody, setStock, stockOf } from '#tests/setup/shoppers.ts';
import { TEST_ADMIN, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { contactMessages, orders, products, users, type OrderStatus } from '../db/schema.ts';
import type { TestPaymentProvider } from '../payments/test-provider.ts';
import { ORDER_TRANSITIONS, type AdminOrderService } from './admin-orders.server.ts';
import { ShopError } from './errors.ts';

let t: TestShop;
let service: AdminOrderService;
let adminId: number;
let shopperId: number;
let counter = 0;

const PRODUCT = 'camera-junction-box';
const OTHER = 'wall-mount-bracket';

beforeAll(async () => {
  t = await createTestShop();
  service = t.shop.services.adminOrders;
  const db = t.shop.database.db;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  shopperId = (
    await t.shop.services.auth.register(
      { name: 'Service Shopper', email: 'service-shopper@example.com', password: 'a-long-test-password-1' },
      '127.0.0.1',
    )
  ).id;
  await setStock(t, PRODUCT, 500);
  await setStock(t, OTHER, 500);
});
afterAll(() => t.close());

/** Places an order through the real checkout; optional billing name, e-mail and creation time. */
async function placeOrder(
  lines: { id: string; quantity: number }[] = [{ id: PRODUCT, quantity: 1 }],
  extra: { firstName?: string; lastName?: string; email?: string; createdAt?: Date } = {},
) {
  const body = checkoutBody(lines);
  const input = checkoutSchema.parse({
    ...body,
    billingInfo: {
      ...body.billingInfo,
      ...(extra.firstName ? { firstName: extra.firstName } : {}),
      ...(extra.lastName ? { lastName: extra.lastName } : {}),
      ...(extra.email ? { email: extra.email } : {}),
    },
  });
  const outcome = await t.shop.services.checkout.placeOrder(shopperId, input, `svc-${++counter}-${Date.now()}`);
  if (outcome.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(outcome.body)}`);
  const number = outcome.body.order.number;
  if (extra.createdAt)
    await t.shop.database.db.update(orders).set({ createdAt: extra.createdAt }).where(eq(orders.number, number));
  return number;
}

async function refusal(promise: Promise<unknown>): Promise<ShopError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error('expected a ShopError');
}

async function setStatus(number: string, status: OrderStatus) {
  await t.shop.database.db.update(orders).set({ status }).where(eq(orders.number, number));
}

async function cancellationRequest(number: string) {
  const [order] = await t.shop.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  const [row] = await t.shop.database.db
    .insert(contactMessages)
    .values({
      name: 'Service Shopper',
      email: 'service-shopper@example.com',
      subject: `Cancellation request for order ${number}`,
      message: 'I ordered the wrong size, please cancel.',
      orderId: order.id,
      userId: shopperId,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

describe('transition table', () => {
  it('allows Processing → Shipped/Cancelled and Shipped → Delivered/Cancelled, nothing else', () => {
    expect(ORDER_TRANSITIONS).toEqual({
      Processing: ['Shipped', 'Cancelled'],
      Shipped: ['Delivered', 'Cancelled'],
      Delivered: [],
      Cancelled: [],
    });
  });
});

describe('ship, deliver, cancel', () => {
  it('ships with a tracking number and, by default, the delivery window promised at checkout, recording who did it', async () => {
    const number = await placeOrder();
    const before = Date.now();
    const order = await service.ship(number, { trackingNumber: ' TRK-123 ' }, adminId);
    expect(order.status).toBe('Shipped');
    expect(order.trackingNumber).toBe('TRK-123');
    expect(new Date(order.shippedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.shop.database.db.select().from(orders).where(eq(orders.number, number));
    expect(shopDay(new Date(order.estimatedDelivery!))).toBe(row.deliveryLatest);
    expect(order.deliveryRevisedAt).toBeNull();
    expect(order.events.map((e) => [e.status, e.actorUserId, e.actorName])).toEqual([
      ['Processing', null, null],
      ['Shipped', adminId, 'Administrator'],
    ]);
    expect(order.next).toEqual(['Delivered', 'Cancelled']);
    // The shopper reads the same rows.
    const mine = await t.shop.services.orders.getForUser(shopperId, number);
    expect(mine).toMatchObject({ status: 'Shipped', trackingNumber: 'TRK-123' });
  });

  it('takes an estimated delivery day as midday in Istanbul, and refuses a day in the past', async () => {
    const number = await placeOrder();
    const day = shopDay(new Date(Date.now() + 5 * 86_400_000));
    const order = await service.ship(number, { trackingNumber: 'TRK-DAY', estimatedDelivery: day }, adminId);
    expect(order.estimatedDelivery).toBe(shopDayStart(day, 12).toISOString());
    expect(shopDay(new Date(order.estimatedDelivery!))).toBe(day);

    const other = await placeOrder();
    const past = await refusal(
      service.ship(other, { trackingNumber: 'TRK', estimatedDelivery: '2020-01-01' }, adminId),
    );
    expect(past).toMatchObject({
      status: 400,
      messageKey: 'admin.orders.errors.estimatedPast',
      details: { fieldErrors: { estimatedDelivery: 'admin.orders.errors.estimatedPast' } },
    });
    expect((await service.getOrder(other))!.status).toBe('Processing');
  });

  it('delivers (default now; a day in the future or before shipping is refused)', async () => {
    const number = await placeOrder();
    await service.ship(number, { trackingNumber: 'TRK-D' }, adminId);
    const future = await refusal(
      service.deliver(number, { deliveredAt: shopDay(new Date(Date.now() + 3 * 86_400_000)) }, adminId),
    );
    expect(future).toMatchObject({ status: 400, messageKey: 'admin.orders.errors.deliveredFuture' });
    const early = await refusal(service.deliver(number, { deliveredAt: '2020-01-01' }, adminId));
    expect(early).toMatchObject({ status: 400, messageKey: 'admin.orders.errors.deliveredBeforeShipped' });
    const order = await service.deliver(number, {}, adminId);
    expect(order.status).toBe('Delivered');
    expect(Math.abs(new Date(order.deliveredAt!).getTime() - Date.now())).toBeLessThan(60_000);
    expect(order.next).toEqual([]);
  });

  it('refuses every transition outside the table with 409 naming both statuses', async () => {
    const number = await placeOrder();
    expect(await refusal(service.deliver(number, {}, adminId))).toMatchObject({
      status: 409,
      messageKey: 'admin.orders.errors.transition',
      details: { from: 'Processing', to: 'Delivered' },
    });
    await service.cancel(number, { reason: 'Test' }, adminId);
    expect(await refusal(service.ship(number, { trackingNumber: 'X' }, adminId))).toMatchObject({
      status: 409,
      details: { from: 'Cancelled', to: 'Shipped' },
    });
    expect(await refusal(service.cancel(number, { reason: 'Again' }, adminId))).toMatchObject({
      status: 409,
      details: { from: 'Cancelled', to: 'Cancelled' },
    });
    expect(await refusal(service.deliver(number, {}, adminId))).toMatchObject({
      status: 409,
      details: { from: 'Cancelled', to: 'Delivered' },
    });
    const delivered = await placeOrder();
    await service.ship(delivered, { trackingNumber: 'X' }, adminId);
    await service.deliver(delivered, {}, adminId);
    expect(await refusal(service.cancel(delivered, { reason: 'Too late' }, adminId))).toMatchObject({
      status: 409,
      details: { from: 'Delivered', to: 'Cancelled' },
    });
    expect(await refusal(service.ship(delivered, { trackingNumber: 'X' }, adminId))).toMatchObject({
      status: 409,
      details: { from: 'Delivered', to: 'Shipped' },
    });
  });

  it('answers 404 for an unknown order', async () => {
    expect(await refusal(service.ship('GL-999999', { trackingNumber: 'X' }, adminId))).toMatchObject({
      status: 404,
      messageKey: 'admin.orders.errors.notFound',
    });
    expect(await service.getOrder('GL-999999')).toBeNull();
  });

  it('cancels (Processing or Shipped): stock back, payment voided, reason kept, in the history', async () => {
    const number = await placeOrder([
      { id: PRODUCT, quantity: 3 },
      { id: OTHER, quantity: 2 },
    ]);
    const before = [await stockOf(t, PRODUCT), await stockOf(t, OTHER)];
    const order = await service.cancel(number, { reason: 'Customer called' }, adminId);
    expect(order).toMatchObject({ status: 'Cancelled', cancelReason: 'Customer called' });
    expect(order.cancelledAt).not.toBeNull();
    expect([await stockOf(t, PRODUCT), await stockOf(t, OTHER)]).toEqual([before[0] + 3, before[1] + 2]);
    // The catalogue's read model sees it at once.
    expect(t.shop.services.catalog.getCard(PRODUCT)!.stock).toBe(before[0] + 3);
    const [{ reference }] = await t.shop.database.db
      .select({ reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.number, number));
    const payments = (service as unknown as { payments: TestPaymentProvider }).payments;
    expect(payments.voided.has(reference)).toBe(true);
    expect(order.events.at(-1)).toMatchObject({ status: 'Cancelled', note: 'Customer called', actorUserId: adminId });

    const shipped = await placeOrder([{ id: PRODUCT, quantity: 1 }]);
    await service.ship(shipped, { trackingNumber: 'TRK-C' }, adminId);
    const mid = await stockOf(t, PRODUCT);
    await service.cancel(shipped, { reason: 'Lost in transit' }, adminId);
    expect(await stockOf(t, PRODUCT)).toBe(mid + 1);
  });

  it('lets only one of two simultaneous transitions through (conditional update on the status)', async () => {
    const number = await placeOrder([{ id: PRODUCT, quantity: 2 }]);
    const before = await stockOf(t, PRODUCT);
    const results = await Promise.allSettled([
      service.ship(number, { trackingNumber: 'RACE-1' }, adminId),
      service.cancel(number, { reason: 'Race' }, adminId),
      service.ship(number, { trackingNumber: 'RACE-2' }, adminId),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as ShopError).status)).toEqual([409, 409]);
    const order = (await service.getOrder(number))!;
    expect(order.events).toHaveLength(2);
    expect(await stockOf(t, PRODUCT)).toBe(order.status === 'Cancelled' ? before + 2 : before);
  });
});

describe('cancellation requests', () => {
  it('approving cancels the order, returns the stock and marks the message approved', async () => {
    const number = await placeOrder([{ id: OTHER, quantity: 4 }]);
    const id = await cancellationRequest(number);
    const before = await stockOf(t, OTHER);
    const order = await service.approveRequest(id, { note: 'Approved by phone' }, adminId);
    expect(order).toMatchObject({ status: 'Cancelled', cancelReason: 'Approved by phone' });
    expect(await stockOf(t, OTHER)).toBe(before + 4);
    expect(order.requests).toEqual([
      expect.objectContaining({ id, status: 'approved', adminNote: 'Approved by phone' }),
    ]);
    // Answered once only.
    expect(await refusal(service.approveRequest(id, {}, adminId))).toMatchObject({
      status: 409,
      messageKey: 'admin.orders.errors.requestAnswered',
    });
    expect(await refusal(service.rejectRequest(id, { note: 'No' }, adminId))).toMatchObject({ status: 409 });
  });

  it("without a note the shopper's message becomes the reason", async () => {
    const number = await placeOrder();
    const id = await cancellationRequest(number);
    const order = await service.approveRequest(id, {}, adminId);
    expect(order.cancelReason).toBe('I ordered the wrong size, please cancel.');
    expect(order.requests[0].adminNote).toBeNull();
  });

  it('refuses to approve a request for a Delivered or Cancelled order (409), leaving the request open', async () => {
    for (const status of ['Delivered', 'Cancelled'] as const) {
      const number = await placeOrder();
      const id = await cancellationRequest(number);
      await setStatus(number, status);
      expect(await refusal(service.approveRequest(id, {}, adminId))).toMatchObject({
        status: 409,
        messageKey: 'admin.orders.errors.transition',
        details: { from: status, to: 'Cancelled' },
      });
      const [row] = await t.shop.database.db
        .select({ status: contactMessages.status })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      expect(row.status).toBe('open');
    }
  });

  it('rejecting needs a note and leaves the order alone', async () => {
    const number = await placeOrder();
    const id = await cancellationRequest(number);
    expect(await refusal(service.rejectRequest(id, { note: '  ' }, adminId))).toMatchObject({
      status: 400,
      messageKey: 'admin.orders.errors.noteRequired',
    });
    const order = await service.rejectRequest(id, { note: 'Already packed' }, adminId);
    expect(order.status).toBe('Processing');
    expect(order.requests[0]).toMatchObject({ status: 'rejected', adminNote: 'Already packed' });
  });

  it('answers 404 for unknown requests and for messages not about an order', async () => {
    expect(await refusal(service.approveRequest(987654, {}, adminId))).toMatchObject({
      status: 404,
      messageKey: 'admin.orders.errors.requestNotFound',
    });
    const [plain] = await t.shop.database.db
      .insert(contactMessages)
      .values({ name: 'N', email: 'n@example.com', subject: 'Hello', message: 'Just a question here.' })
      .returning({ id: contactMessages.id });
    expect(await refusal(service.rejectRequest(plain.id, { note: 'x' }, adminId))).toMatchObject({ status: 404 });
  });
});

describe('listOrders', () => {
  it('finds by number, e-mail and billing name (any case), filters by status, newest first, 20 a page', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 23; i++)
      numbers.push(
        await placeOrder([{ id: PRODUCT, quantity: 1 }], {
          firstName: 'Şükrü',
          lastName: `Listeci`,
          email: `liste-${i}@example.org`,
        }),
      );
    await service.ship(numbers[0], { trackingNumber: 'L-1' }, adminId);

    const first = await service.listOrders({ q: 'şükrü listeci' });
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20, pageCount: 2 });
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0].number).toBe(numbers[22]);
    expect(first.orders[0]).toMatchObject({
      customerName: 'Şükrü Listeci',
      email: 'liste-22@example.org',
      status: 'Processing',
      itemCount: 1,
    });
    const second = await service.listOrders({ q: 'LISTECI', page: 2 });
    expect(second.orders.map((o) => o.number)).toEqual([numbers[2], numbers[1], numbers[0]]);
    // A page past the end shows the last one.
    expect((await service.listOrders({ q: 'listeci', page: 99 })).page).toBe(2);

    expect((await service.listOrders({ q: 'liste-7@example.org' })).orders.map((o) => o.number)).toEqual([numbers[7]]);
    expect((await service.listOrders({ q: numbers[5] })).orders.map((o) => o.number)).toEqual([numbers[5]]);
    expect((await service.listOrders({ q: 'listeci', status: 'Shipped' })).orders.map((o) => o.number)).toEqual([
      numbers[0],
    ]);
    // LIKE wildcards are taken literally.
    expect((await service.listOrders({ q: '%' })).total).toBe(0);
  });
});

describe('dashboard', () => {
  it('counts orders and revenue per day in Istanbul time, without cancelled revenue', async () => {
    // A fixed day far from the other tests' orders: 2031-03-10 in Istanbul (UTC+3).
    const now = new Date('2031-03-10T15:00:00Z');
    const at = (iso: string) => new Date(iso);
    const today1 = await placeOrder([{ id: PRODUCT, quantity: 1 }], { createdAt: at('2031-03-10T08:00:00Z') });
    // 21:30 UTC on the 9th is 00:30 on the 10th in Istanbul: today.
    const today2 = await placeOrder([{ id: PRODUCT, quantity: 2 }], { createdAt: at('2031-03-09T21:30:00Z') });
    // 20:30 UTC on the 9th is 23:30 on the 9th in Istanbul: yesterday.
    const yesterday = await placeOrder([{ id: PRODUCT, quantity: 1 }], { createdAt: at('2031-03-09T20:30:00Z') });
    const cancelled = await placeOrder([{ id: PRODUCT, quantity: 1 }], { createdAt: at('2031-03-10T09:00:00Z') });
    await service.cancel(cancelled, { reason: 'Test' }, adminId);
    // 30 days back is 2031-02-09; the 8th is outside.
    const oldest = await placeOrder([{ id: PRODUCT, quantity: 1 }], { createdAt: at('2031-02-08T22:00:00Z') }); // 01:00 on 02-09 Istanbul
    await placeOrder([{ id: PRODUCT, quantity: 1 }], { createdAt: at('2031-02-08T20:00:00Z') }); // 23:00 on 02-08: outside
    await placeOrder([{ id: PRODUCT, quantity: 1 }], { createdAt: at('2031-03-10T22:00:00Z') }); // tomorrow in Istanbul: after now

    const totals = Object.fromEntries(
      (await t.shop.database.db.select({ number: orders.number, total: orders.totalCents }).from(orders)).map((r) => [
        r.number,
        r.total,
      ]),
    );
    const board = await t.shop.services.adminReports.dashboard(now);
    expect(board.today).toBe('2031-03-10');
    expect(board.daily).toHaveLength(30);
    expect(board.daily[0].day).toBe('2031-02-09');
    expect(board.daily[29].day).toBe('2031-03-10');
    expect(board.todayOrders).toBe(3);
    expect(board.todayRevenueCents).toBe(totals[today1] + totals[today2]);
    expect(board.daily[28]).toEqual({ day: '2031-03-09', orders: 1, revenueCents: totals[yesterday] });
    expect(board.daily[0]).toEqual({ day: '2031-02-09', orders: 1, revenueCents: totals[oldest] });
    expect(board.periodOrders).toBe(5);
    expect(board.periodRevenueCents).toBe(totals[today1] + totals[today2] + totals[yesterday] + totals[oldest]);
  });

  it('lists visible products with stock ≤ 5 and open cancellation requests with their order', async () => {
    await setStock(t, 'halo-smart-sensor', 2);
    await setStock(t, 'retevis-heavy-duty-headset', 5);
    await setStock(t, 'tp-link-poe-injector', 6);
    await t.shop.database.db
      .update(products)
      .set({ hidden: true, stock: 0 })
      .where(eq(products.id, 'sandisk-high-endurance-256gb'));
    const number = await placeOrder();
    const id = await cancellationRequest(number);
    const board = await t.shop.services.adminReports.dashboard(new Date());
    const low = board.lowStock.map((p) => p.id);
    expect(low).toContain('halo-smart-sensor');
    expect(low).toContain('retevis-heavy-duty-headset');
    expect(low).not.toContain('tp-link-poe-injector');
    expect(low).not.toContain('sandisk-high-endurance-256gb');
    expect(board.lowStock.find((p) => p.id === 'halo-smart-sensor')).toMatchObject({
      stock: 2,
      title: expect.any(String),
    });
    expect(board.openRequests).toContainEqual(
      expect.objectContaining({ id, orderNumber: number, orderStatus: 'Processing', status: 'open' }),
    );
    expect(board.openRequestCount).toBeGreaterThanOrEqual(1);
    // Answered requests leave the list.
    await service.rejectRequest(id, { note: 'No' }, adminId);
    expect((await t.shop.services.adminReports.dashboard(new Date())).openRequests.map((r) => r.id)).not.toContain(id);
  });
});

describe('date input', () => {
  it('accepts yyyy-mm-dd days and ISO date-times with a zone, nothing else', () => {
    expect(parseShopDate('2031-02-28')).toEqual({ kind: 'day', day: '2031-02-28' });
    expect(parseShopDate('2031-02-30')).toBeNull();
    expect(parseShopDate('2031-02-28T10:00:00Z')).toMatchObject({ kind: 'instant' });
    expect(parseShopDate('2031-02-28T10:00:00+03:00')).toMatchObject({ kind: 'instant' });
    expect(parseShopDate('2031-02-31T10:00:00Z')).toBeNull();
    expect(parseShopDate('2031-02-28T10:00')).toBeNull();
    expect(parseShopDate('tomorrow')).toBeNull();
    expect(parseShopDate('28/02/2031')).toBeNull();
  });

  it('puts day boundaries in Istanbul', () => {
    expect(shopDayStart('2031-03-10').toISOString()).toBe('2031-03-09T21:00:00.000Z');
    expect(shopDay(new Date('2031-03-09T21:00:00Z'))).toBe('2031-03-10');
    expect(shopDay(new Date('2031-03-09T20:59:59Z'))).toBe('2031-03-09');
  });
});
