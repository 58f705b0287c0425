import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, setStock, signedInAdmin, signedInShopper, stockOf } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { contactMessages, orders } from '../../db/schema.ts';
import { adminOrdersApi } from './orders.ts';

type Caller = Awaited<ReturnType<typeof signedInShopper>>['call'];

let t: TestShop;
let admin: Caller;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;

const PRODUCT = 'camera-junction-box';

beforeAll(async () => {
  t = await createTestShop();
  admin = (await signedInAdmin(t)).call;
  shopper = await signedInShopper(t, 'Api Shopper');
  await setStock(t, PRODUCT, 200);
});
afterAll(() => t.close());

async function order(quantity = 1): Promise<string> {
  const res = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity }]));
  expect(res.status).toBe(201);
  return (await res.json()).order.number;
}

const ship = (number: string, body: unknown = { trackingNumber: 'TRK-1' }, headers: Record<string, string> = {}) =>
  admin(`/api/admin/orders/${number}/ship`, 'POST', body, headers);

describe('access', () => {
  it('a shopper cannot move their own order either', async () => {
    const number = await order();
    expect((await shopper.call(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Mine' })).status).toBe(404);
    expect((await (await shopper.call(`/api/orders/${number}`)).json()).status).toBe('Processing');
  });

  it('is documented in the OpenAPI description', async () => {
    // This router's own document (mounted at /api/admin in /api/openapi.json).
    const doc = adminOrdersApi(t.shop.services).getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'admin orders', version: '1' },
    });
    expect(Object.keys(doc.paths ?? {}).sort()).toEqual(
      [
        '/cancellation-requests/{id}/approve',
        '/cancellation-requests/{id}/reject',
        '/dashboard',
        '/orders',
        '/orders/{number}',
        '/orders/{number}/cancel',
        '/orders/{number}/deliver',
        '/orders/{number}/ship',
      ].sort(),
    );
  });
});

describe('GET /api/admin/dashboard', () => {
  it('gives today, the last 30 days, low stock and open requests', async () => {
    await order(2);
    await setStock(t, 'halo-smart-sensor', 3);
    const res = await admin('/api/admin/dashboard');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ timeZone: 'Europe/Istanbul', periodDays: 30, lowStockThreshold: 5 });
    expect(body.daily).toHaveLength(30);
    expect(body.todayOrders).toBeGreaterThanOrEqual(1);
    expect(body.todayRevenueCents).toBeGreaterThan(0);
    expect(body.lowStock).toContainEqual({ id: 'halo-smart-sensor', title: expect.any(String), stock: 3 });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/admin/orders', () => {
  it('lists newest first with q, status and page; bad query 400', async () => {
    const first = await order();
    const second = await order();
    const res = await admin('/api/admin/orders');
    expect(res.status).toBe(200);
    const list = await res.json();
    expect(list).toMatchObject({ page: 1, pageSize: 20 });
    expect(list.orders[0].number).toBe(second);
    expect(list.orders[1].number).toBe(first);
    expect(list.orders[0]).toMatchObject({
      customerName: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      status: 'Processing',
      totalCents: expect.any(Number),
    });

    const byNumber = await (await admin(`/api/admin/orders?q=${first}`)).json();
    expect(byNumber.orders.map((o: { number: string }) => o.number)).toEqual([first]);
    expect((await (await admin('/api/admin/orders?q=ay%C5%9Fe%20y%C4%B1lmaz')).json()).total).toBeGreaterThanOrEqual(2);
    expect(
      (await (await admin('/api/admin/orders?status=Delivered')).json()).orders.every(
        (o: { status: string }) => o.status === 'Delivered',
      ),
    ).toBe(true);
    expect((await admin('/api/admin/orders?status=Lost')).status).toBe(400);
    expect((await admin('/api/admin/orders?page=0')).status).toBe(400);
    expect((await admin('/api/admin/orders?page=abc')).status).toBe(400);
  });
});

describe('GET /api/admin/orders/{number}', () => {
  it('shows lines, addresses, brand and last 4 only, history and the next statuses', async () => {
    const number = await order(3);
    const res = await admin(`/api/admin/orders/${number}`);
    expect(res.status).toBe(200);
    const detail = await res.json();
    expect(detail).toMatchObject({
      number,
      status: 'Processing',
      cardBrand: 'Visa',
      cardLast4: '4242',
      next: ['Shipped', 'Cancelled'],
    });
    expect(detail.lines).toEqual([expect.objectContaining({ productId: PRODUCT, quantity: 3 })]);
    expect(detail.billing.firstName).toBe('Ayşe');
    expect(detail.events).toEqual([
      expect.objectContaining({ status: 'Processing', actorUserId: null, actorName: null }),
    ]);
    expect(detail.customer).toMatchObject({ name: 'Api Shopper', email: shopper.email });
    const raw = JSON.stringify(detail);
    expect(raw).not.toContain('4242424242424242');
    expect(raw).not.toContain('paymentReference');
  });

  it('answers 404 for an unknown order', async () => {
    const res = await admin('/api/admin/orders/GL-999999');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Order not found.');
  });
});

describe('POST /api/admin/orders/{number}/ship', () => {
  it('ships; the shopper sees Shipped with the tracking number at once', async () => {
    const number = await order();
    const res = await ship(number, { trackingNumber: 'YK-998877', estimatedDelivery: '2099-01-01' });
    // Too far ahead: more than a year.
    expect(res.status).toBe(400);
    const ok = await ship(number, { trackingNumber: 'YK-998877' });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.message).toBe('The order is marked as Shipped.');
    expect(body.order).toMatchObject({ status: 'Shipped', trackingNumber: 'YK-998877' });
    expect(body.order.events.at(-1)).toMatchObject({ status: 'Shipped', actorName: 'Administrator' });
    const mine = await (await shopper.call(`/api/orders/${number}`)).json();
    expect(mine).toMatchObject({ status: 'Shipped', trackingNumber: 'YK-998877' });
    expect(mine.estimatedDelivery).toEqual(expect.any(String));
    expect(mine.events.map((e: { status: string }) => e.status)).toEqual(['Processing', 'Shipped']);
  });

  it('refuses bad input with 400 and field errors', async () => {
    const number = await order();
    const missing = await ship(number, {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({ trackingNumber: 'Tracking number is required' });
    const blank = await ship(number, { trackingNumber: '   ' });
    expect(blank.status).toBe(400);
    const long = await ship(number, { trackingNumber: 'X'.repeat(65) });
    expect((await long.json()).fieldErrors.trackingNumber).toBe('Tracking number must be at most 64 characters');
    for (const estimatedDelivery of ['2031-02-30', 'next week', '31/12/2031', 42]) {
      const bad = await ship(number, { trackingNumber: 'T', estimatedDelivery });
      expect(bad.status).toBe(400);
      expect((await bad.json()).fieldErrors.estimatedDelivery).toBe('Enter a valid date (YYYY-MM-DD)');
    }
    const past = await ship(number, { trackingNumber: 'T', estimatedDelivery: '2020-05-05' });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({
      message: 'The estimated delivery cannot be in the past',
      fieldErrors: { estimatedDelivery: 'The estimated delivery cannot be in the past' },
    });
    const notJson = await admin(`/api/admin/orders/${number}/ship`, 'POST', undefined, {
      'content-type': 'text/plain',
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await (await admin(`/api/admin/orders/${number}`)).json()).status).toBe('Processing');
  });

  it('answers 404 for an unknown order and 409 for a Cancelled one (in the page language)', async () => {
    expect((await ship('GL-999999')).status).toBe(404);
    const number = await order();
    expect(
      (await admin(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Out of stock at the supplier' })).status,
    ).toBe(200);
    const refused = await ship(number);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: 'An order that is Cancelled cannot be moved to Shipped.',
      from: 'Cancelled',
      to: 'Shipped',
    });
    const turkish = await ship(number, undefined, { 'accept-language': 'tr' });
    expect((await turkish.json()).message).toBe(
      '"İptal Edildi" durumundaki bir sipariş "Kargoya Verildi" durumuna geçirilemez.',
    );
  });
});

describe('POST /api/admin/orders/{number}/deliver', () => {
  it('refuses a Processing order (409), delivers a Shipped one (default now), then nothing more', async () => {
    const number = await order();
    const early = await admin(`/api/admin/orders/${number}/deliver`, 'POST', {});
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe('An order that is Processing cannot be moved to Delivered.');
    await ship(number);
    expect((await admin(`/api/admin/orders/${number}/deliver`, 'POST', { deliveredAt: 'yesterday' })).status).toBe(400);
    expect((await admin(`/api/admin/orders/${number}/deliver`, 'POST', { deliveredAt: '2999-01-01' })).status).toBe(
      400,
    );
    // No body at all: the default (now).
    const res = await t.app.request(`/api/admin/orders/${number}/deliver`, {
      method: 'POST',
      headers: { cookie: (await signedInAdmin(t)).jar.header() },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.order).toMatchObject({ status: 'Delivered', next: [] });
    expect(Math.abs(new Date(body.order.deliveredAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await (await shopper.call(`/api/orders/${number}`)).json()).status).toBe('Delivered');
    expect((await admin(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Too late' })).status).toBe(409);
    expect((await admin(`/api/admin/orders/GL-999999/deliver`, 'POST', {})).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{number}/cancel', () => {
  it('needs a reason, returns the stock and shows Cancelled to the shopper', async () => {
    const number = await order(4);
    const missing = await admin(`/api/admin/orders/${number}/cancel`, 'POST', {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({ reason: 'A reason is required' });
    expect((await admin(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'x'.repeat(501) })).status).toBe(400);
    const before = await stockOf(t, PRODUCT);
    const res = await admin(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Payment check failed' });
    expect(res.status).toBe(200);
    expect((await res.json()).order).toMatchObject({ status: 'Cancelled', cancelReason: 'Payment check failed' });
    expect(await stockOf(t, PRODUCT)).toBe(before + 4);
    // The public catalogue shows the stock too.
    expect((await (await t.request(`/api/products/${PRODUCT}`)).json()).stock).toBe(before + 4);
    const mine = await (await shopper.call(`/api/orders/${number}`)).json();
    expect(mine.status).toBe('Cancelled');
    expect(mine.cancelledAt).toEqual(expect.any(String));
    // A second cancel is refused and returns nothing twice.
    expect((await admin(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Again' })).status).toBe(409);
    expect(await stockOf(t, PRODUCT)).toBe(before + 4);
    expect((await admin(`/api/admin/orders/GL-999999/cancel`, 'POST', { reason: 'x' })).status).toBe(404);
  });
});

describe('cancellation requests', () => {
  async function request(number: string): Promise<number> {
    const res = await shopper.call('/api/contact', 'POST', {
      name: 'Api Shopper',
      email: shopper.email,
      subject: `Cancellation request for order ${number}`,
      message: 'Please cancel, I found it cheaper.',
      orderNumber: number,
    });
    expect(res.status).toBe(201);
    return (await res.json()).id;
  }
  const statusOf = async (id: number) =>
    (
      await t.shop.database.db
        .select({ status: contactMessages.status, note: contactMessages.adminNote })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
    )[0];

  it('approve: order Cancelled, stock back, message approved; shown on the order and gone from the dashboard', async () => {
    const number = await order(2);
    const id = await request(number);
    const detail = await (await admin(`/api/admin/orders/${number}`)).json();
    expect(detail.requests).toEqual([
      expect.objectContaining({ id, status: 'open', message: 'Please cancel, I found it cheaper.' }),
    ]);
    expect((await (await admin('/api/admin/dashboard')).json()).openRequests).toContainEqual(
      expect.objectContaining({ id, orderNumber: number }),
    );

    const before = await stockOf(t, PRODUCT);
    const res = await admin(`/api/admin/cancellation-requests/${id}/approve`, 'POST', { note: 'Refund on its way' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.order).toMatchObject({ status: 'Cancelled', cancelReason: 'Refund on its way' });
    expect(body.order.events.at(-1)).toMatchObject({ status: 'Cancelled', actorName: 'Administrator' });
    expect(await stockOf(t, PRODUCT)).toBe(before + 2);
    expect(await statusOf(id)).toEqual({ status: 'approved', note: 'Refund on its way' });
    expect((await (await shopper.call(`/api/orders/${number}`)).json()).status).toBe('Cancelled');
    expect(
      (await (await admin('/api/admin/dashboard')).json()).openRequests.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    // Answered once.
    const again = await admin(`/api/admin/cancellation-requests/${id}/approve`, 'POST', {});
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This cancellation request has already been answered.');
  });

  it('approve without a body works (the note is optional)', async () => {
    const number = await order();
    const id = await request(number);
    const res = await t.app.request(`/api/admin/cancellation-requests/${id}/approve`, {
      method: 'POST',
      headers: { cookie: (await signedInAdmin(t)).jar.header() },
    });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toEqual({ status: 'approved', note: null });
  });

  it('refuses to approve for a Delivered order (409 with a message); the request stays open', async () => {
    const number = await order();
    const id = await request(number);
    await ship(number);
    await admin(`/api/admin/orders/${number}/deliver`, 'POST', {});
    const res = await admin(`/api/admin/cancellation-requests/${id}/approve`, 'POST', {});
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('An order that is Delivered cannot be moved to Cancelled.');
    expect((await statusOf(id)).status).toBe('open');
  });

  it('reject needs a note; the order stays as it is', async () => {
    const number = await order();
    const id = await request(number);
    const missing = await admin(`/api/admin/cancellation-requests/${id}/reject`, 'POST', {});
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({ note: 'A note is required to reject a request' });
    expect((await admin(`/api/admin/cancellation-requests/${id}/reject`, 'POST', { note: ' ' })).status).toBe(400);
    const res = await admin(`/api/admin/cancellation-requests/${id}/reject`, 'POST', {
      note: 'Already with the courier',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).order.status).toBe('Processing');
    expect(await statusOf(id)).toEqual({ status: 'rejected', note: 'Already with the courier' });
    expect((await admin(`/api/admin/cancellation-requests/${id}/reject`, 'POST', { note: 'Again' })).status).toBe(409);
  });

  it('unknown or malformed request ids: 404 / 400', async () => {
    expect((await admin('/api/admin/cancellation-requests/999999/approve', 'POST', {})).status).toBe(404);
    expect((await admin('/api/admin/cancellation-requests/999999/reject', 'POST', { note: 'x' })).status).toBe(404);
    expect((await admin('/api/admin/cancellation-requests/abc/approve', 'POST', {})).status).toBe(400);
    expect((await admin('/api/admin/cancellation-requests/0/approve', 'POST', {})).status).toBe(400);
  });

  it("a message about someone else's order is not a cancellation request", async () => {
    const number = await order();
    const stranger = await signedInShopper(t, 'Stranger');
    const res = await stranger.call('/api/contact', 'POST', {
      name: 'S',
      email: stranger.email,
      subject: 'Cancel',
      message: 'Cancel this order please.',
      orderNumber: number,
    });
    const { id } = await res.json();
    expect((await admin(`/api/admin/cancellation-requests/${id}/approve`, 'POST', {})).status).toBe(404);
    const [row] = await t.shop.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.number, number));
    expect(row.status).toBe('Processing');
  });
});
