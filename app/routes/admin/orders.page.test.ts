import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, setStock, signedInAdmin, signedInShopper, stockOf } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The back office's order pages as a browser without JavaScript gets them: server-rendered, plain form posts. */
let t: TestShop;
let adminCookie: string;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;

const PRODUCT = 'camera-junction-box';

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminCookie = (await signedInAdmin(t)).jar.header();
  shopper = await signedInShopper(t, 'Page Shopper');
  await setStock(t, PRODUCT, 100);
});
afterAll(() => t.close());

const page = async (url: string, cookie = adminCookie) => {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie }, redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const post = async (url: string, form: Record<string, string>, cookie = adminCookie) => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
};
const text = (html: string) => htmlText(html, { scripts: 'drop' });

async function order(quantity = 1): Promise<string> {
  const res = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity }]));
  expect(res.status).toBe(201);
  return (await res.json()).order.number;
}

describe('dashboard', () => {
  it('shows the figures, the chart, low stock and open requests to the admin', async () => {
    const number = await order(2);
    await setStock(t, 'halo-smart-sensor', 1);
    await shopper.call('/api/contact', 'POST', {
      name: 'Page Shopper',
      email: shopper.email,
      subject: `Cancellation request for order ${number}`,
      message: 'Please cancel this order.',
      orderNumber: number,
    });
    const { status, html } = await page('/admin');
    expect(status).toBe(200);
    const body = text(html);
    for (const label of [
      'Dashboard',
      'Orders today',
      'Revenue today',
      'Orders, last 30 days',
      'Revenue, last 30 days',
      'Daily revenue, last 30 days',
      'Low stock',
      'Open cancellation requests',
    ])
      expect(body).toContain(label);
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(html).toMatch(/<title id="[^"]+">Daily revenue, last 30 days<\/title>/);
    expect(html).toMatch(/<desc id="[^"]+">Bar chart of revenue per day/);
    expect(html).toMatch(/<div class="sr-only"><table><caption>Revenue and orders per day<\/caption>/);
    expect(html).toContain('href="/admin/products/halo-smart-sensor"');
    expect(html).toContain(`href="/admin/orders/${number}#requests"`);
    expect(html).toMatch(/<title>Dashboard \| /);
  });

  it('is in Turkish with the lang cookie', async () => {
    const { html } = await page('/admin', `${adminCookie}; lang=tr`);
    const body = text(html);
    for (const label of [
      'Gösterge Paneli',
      'Bugünkü siparişler',
      'Günlük ciro, son 30 gün',
      'Azalan stok',
      'Açık iptal talepleri',
    ])
      expect(body).toContain(label);
  });
});

describe('orders list', () => {
  it('lists newest first with a GET form for search and status, and pages', async () => {
    const first = await order();
    const second = await order();
    const { status, html } = await page('/admin/orders');
    expect(status).toBe(200);
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*action="\/admin\/orders"|<form[^>]*action="\/admin\/orders"[^>]*method="get"/,
    );
    expect(html).toMatch(/<label[^>]*for="admin-orders-q"[^>]*>Search<\/label>/);
    expect(html).toMatch(/<label[^>]*for="admin-orders-status"[^>]*>Status<\/label>/);
    expect(html.indexOf(second)).toBeLessThan(html.indexOf(first));
    expect(html).toContain(`href="/admin/orders/${second}"`);

    const found = await page(`/admin/orders?q=${first}`);
    expect(found.html).toContain(`href="/admin/orders/${first}"`);
    expect(found.html).not.toContain(`href="/admin/orders/${second}"`);
    expect(found.html).toContain(`value="${first}"`);
    const none = await page('/admin/orders?status=Delivered&q=nobody-at-all');
    expect(text(none.html)).toContain('No orders match.');
    // Nonsense in the URL never fails the page.
    expect((await page('/admin/orders?status=Lost&page=-4')).status).toBe(200);
  });

  it('pages by 20 with links that keep the filters', async () => {
    for (let i = 0; i < 21; i++) await order();
    const { html } = await page('/admin/orders?status=Processing');
    expect(text(html)).toContain('Page 1 of');
    expect(html).toMatch(/href="\/admin\/orders\?status=Processing&amp;page=2"/);
    const second = await page('/admin/orders?status=Processing&page=2');
    expect(text(second.html)).toContain('Page 2 of');
    expect(second.html).toMatch(
      /href="\/admin\/orders\?status=Processing"[^>]*rel="prev"|rel="prev"[^>]*href="\/admin\/orders\?status=Processing"/,
    );
  });
});

describe('order page without JavaScript', () => {
  it('shows lines, addresses, payment (brand and last 4), history and the forms its status allows', async () => {
    const number = await order(3);
    const { status, html } = await page(`/admin/orders/${number}`);
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain(`Order ${number}`);
    expect(body).toContain('Visa ending in 4242');
    expect(body).toContain('Bağdat Cad. No: 10');
    expect(body).toContain('by the customer');
    expect(body).toContain('Mark as Shipped');
    expect(body).toContain('Cancel Order');
    expect(body).not.toContain('Mark as Delivered');
    expect(html).toMatch(/<input type="hidden" name="intent" value="ship"\/>/);
    expect(html).toMatch(/<label for="[^"]+" class="label">Tracking number<\/label>/);
    expect(html).toMatch(/name="estimatedDelivery"[^>]*type="date"|type="date"[^>]*name="estimatedDelivery"/);
  });

  it('a plain form POST ships the order; the shopper sees it at once', async () => {
    const number = await order();
    const { status, html } = await post(`/admin/orders/${number}`, {
      intent: 'ship',
      trackingNumber: 'PTT-123456',
      estimatedDelivery: '',
    });
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain('The order is marked as Shipped.');
    expect(body).toContain('PTT-123456');
    expect(body).toContain('Mark as Delivered');
    expect(body).toContain('by Administrator');
    const mine = await (await shopper.call(`/api/orders/${number}`)).json();
    expect(mine).toMatchObject({ status: 'Shipped', trackingNumber: 'PTT-123456' });
    const orders = text((await page('/orders', shopper.jar.header())).html);
    expect(orders).toContain('Tracking number: PTT-123456');
  });

  it('shows field errors with what was typed, and refusals with their status', async () => {
    const number = await order();
    const missing = await post(`/admin/orders/${number}`, {
      intent: 'ship',
      trackingNumber: ' ',
      estimatedDelivery: '2031-02-30',
    });
    expect(missing.status).toBe(400);
    expect(text(missing.html)).toContain('Tracking number is required');
    expect(text(missing.html)).toContain('Enter a valid date (YYYY-MM-DD)');
    expect(missing.html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]*-error/);

    const refused = await post(`/admin/orders/${number}`, { intent: 'deliver', deliveredAt: '' });
    expect(refused.status).toBe(409);
    expect(text(refused.html)).toContain('An order that is Processing cannot be moved to Delivered.');

    const reason = await post(`/admin/orders/${number}`, { intent: 'cancel', reason: '' });
    expect(reason.status).toBe(400);
    expect(text(reason.html)).toContain('A reason is required');

    const unknown = await post(`/admin/orders/${number}`, { intent: 'teleport' });
    expect(unknown.status).toBe(400);
    expect(text(unknown.html)).toContain('Unknown action.');

    const tr = await post(`/admin/orders/${number}`, { intent: 'deliver' }, `${adminCookie}; lang=tr`);
    expect(text(tr.html)).toContain('"Hazırlanıyor" durumundaki bir sipariş "Teslim Edildi" durumuna geçirilemez.');
  });

  it('cancels with a reason and the stock comes back', async () => {
    const number = await order(5);
    const before = await stockOf(t, PRODUCT);
    const { status, html } = await post(`/admin/orders/${number}`, { intent: 'cancel', reason: 'Customer phoned' });
    expect(status).toBe(200);
    expect(text(html)).toContain('The order is cancelled');
    expect(text(html)).toContain('Customer phoned');
    expect(await stockOf(t, PRODUCT)).toBe(before + 5);
    expect(text(html)).toContain('its status cannot change any more');
  });

  it('approves and rejects cancellation requests from the order page', async () => {
    const number = await order(2);
    const send = async () => {
      const res = await shopper.call('/api/contact', 'POST', {
        name: 'Page Shopper',
        email: shopper.email,
        subject: 'Cancel please',
        message: 'Changed my mind, sorry.',
        orderNumber: number,
      });
      return (await res.json()).id as number;
    };
    const first = await send();
    const second = await send();
    const shown = await page(`/admin/orders/${number}`);
    expect(text(shown.html)).toContain(`Request #${first}`);
    expect(text(shown.html)).toContain('Changed my mind, sorry.');

    const noNote = await post(`/admin/orders/${number}`, { intent: 'reject', requestId: String(first), note: '' });
    expect(noNote.status).toBe(400);
    expect(text(noNote.html)).toContain('A note is required to reject a request');
    const rejected = await post(`/admin/orders/${number}`, {
      intent: 'reject',
      requestId: String(first),
      note: 'Already packed',
    });
    expect(rejected.status).toBe(200);
    expect(text(rejected.html)).toContain('The request is rejected');

    const before = await stockOf(t, PRODUCT);
    const approved = await post(`/admin/orders/${number}`, { intent: 'approve', requestId: String(second), note: '' });
    expect(approved.status).toBe(200);
    expect(text(approved.html)).toContain('Request approved');
    expect(await stockOf(t, PRODUCT)).toBe(before + 2);
    expect((await (await shopper.call(`/api/orders/${number}`)).json()).status).toBe('Cancelled');

    // A request of another order cannot be answered from this page.
    const other = await order();
    const stray = await post(`/admin/orders/${other}`, { intent: 'approve', requestId: String(second) });
    expect(stray.status).toBe(404);
  });

  it('answers 404 for an unknown order', async () => {
    const { status, html } = await page('/admin/orders/GL-999999');
    expect(status).toBe(404);
    expect(text(html)).toContain('Order not found.');
    expect((await post('/admin/orders/GL-999999', { intent: 'ship', trackingNumber: 'X' })).status).toBe(404);
  });
});
