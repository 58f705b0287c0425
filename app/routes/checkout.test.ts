import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, signedInShopper } from '#tests/setup/shoppers.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The checkout page as a browser without JavaScript gets it: delivery choice, messages, "update my cart". */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

/** A registered, signed-in shopper, and its page helpers. */
async function shopper() {
  const { jar } = await signedInShopper(t, 'Deniz Kaya');
  const page = async (url: string) => {
    const res = await t.request(url, { headers: { accept: 'text/html', cookie: jar.header() }, redirect: 'manual' });
    return { status: res.status, body: htmlText(await res.text()) };
  };
  const post = async (url: string, form: Record<string, string>) => {
    const res = await t.request(url, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location'), body: htmlText(await res.text()) };
  };
  const raw = async (url: string) => t.request(url, { headers: { cookie: jar.header() } });
  const api = async (url: string, method = 'GET', body?: unknown) =>
    (
      await t.request(url, {
        method,
        headers: { cookie: jar.header(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      })
    ).json();
  const turkish = async (url: string) =>
    (await t.request(url, { headers: { accept: 'text/html', cookie: `${jar.header()}; lang=tr` } })).text();
  return { page, post, api, raw, turkish };
}

const form = (overrides: Record<string, string> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  'billingInfo.firstName': 'Deniz',
  'billingInfo.lastName': 'Kaya',
  'billingInfo.email': 'deniz@example.com',
  'billingInfo.phone': '',
  'billingInfo.address': 'Moda Cad. No: 5',
  'billingInfo.city': 'İstanbul',
  'billingInfo.state': 'Kadıköy',
  'billingInfo.zip': '34710',
  'billingInfo.country': 'TR',
  shippingSameAsBilling: 'on',
  shippingMethod: 'standard',
  'paymentInfo.cardName': 'DENIZ KAYA',
  'paymentInfo.cardNumber': '4242 4242 4242 4242',
  'paymentInfo.cardExpiry': '12/30',
  'paymentInfo.cardCvv': '123',
  ...overrides,
});

describe('/checkout', () => {
  it('offers standard (free) and express delivery with prices and dates, and charges the chosen one', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const page = await s.page('/checkout');
    expect(page.body).toContain('Standard delivery Free 3-5 business days Estimated delivery:');
    expect(page.body).toContain('Express delivery $15.99 1-2 business days Estimated delivery:');
    const res = await s.post('/checkout', form({ shippingMethod: 'express', shownSubtotalCents: '4199' }));
    expect(res.status).toBe(302);
    const orders = (await s.api('/api/orders')).orders;
    expect(orders[0]).toMatchObject({ shippingMethod: 'express', shippingCents: 1599, totalCents: 4199 + 1599 + 336 });
    // An express order leaves before it arrives (it used to be stamped "ships in 2 business days").
    expect(Date.parse(orders[0].estimatedShipping)).toBeLessThan(Date.parse(orders[0].deliveryEstimate.earliest));
    const confirmation = await s.page(res.location!);
    expect(confirmation.body).toContain('Shipping (Express) $15.99');
    expect(confirmation.body).toMatch(/Invoice number INV-\d{6}/);
  });

  // One address formatter: the page, the orders list and the invoice write the same city line.
  it('writes a Turkish address the same way on the confirmation, the orders page and the invoice', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const res = await s.post('/checkout', form());
    expect(res.status).toBe(302);
    const line = '34710 Kadıköy/İstanbul';
    expect((await s.page(res.location!)).body).toContain(line);
    expect((await s.page('/orders')).body).toContain(line);
    const number = (await s.api('/api/orders')).orders[0].number;
    const invoice = await s.raw(`/api/orders/${number}/invoice`);
    expect(invoice.status).toBe(200);
    expect(pdfText(Buffer.from(await invoice.arrayBuffer()))).toContain(line);
  });

  it('the expiry field says AA/YY in Turkish, label and placeholder alike', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const html = await s.turkish('/checkout');
    expect(html).toContain('Son Kullanma Tarihi (AA/YY)');
    expect(html).toMatch(
      /name="paymentInfo.cardExpiry"[^>]*placeholder="AA\/YY"|placeholder="AA\/YY"[^>]*name="paymentInfo.cardExpiry"/,
    );
    expect(html).not.toContain('placeholder="MM/YY"');
  });

  it('a declined card says so and why, without the service-error banner', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const res = await s.post('/checkout', form({ 'paymentInfo.cardNumber': '4000 0000 0000 0002' }));
    expect(res.status).toBe(402);
    expect(res.body).toContain('Payment not completed Your card was declined. Please use another card.');
    expect(res.body).not.toContain('A service error occurred');
  });

  it('a total that no longer holds is refused with the new total', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const res = await s.post('/checkout', form({ shownSubtotalCents: '999' }));
    expect(res.status).toBe(409);
    expect(res.body).toContain('Your new total is $45.35');
  });

  it('an item sold out meanwhile is named, and one button sets the cart to what is left and comes back', async () => {
    const s = await shopper();
    await setStock(t, 'hikvision-4mp-ptz-camera', 5);
    await s.api('/api/cart/lines', 'POST', { productId: 'hikvision-4mp-ptz-camera', quantity: 4 });
    await setStock(t, 'hikvision-4mp-ptz-camera', 2);
    const res = await s.post('/checkout', form());
    expect(res.status).toBe(409);
    expect(res.body).toContain('Your order could not be placed Only 2 of "Hikvision DS-2DE4425IW-DE');
    expect(res.body).toContain('Change to 2 in my cart and continue');
    const fix = await s.post('/checkout', { intent: 'fixCart', productId: 'hikvision-4mp-ptz-camera', quantity: '2' });
    expect(fix).toMatchObject({ status: 302, location: '/checkout' });
    expect((await s.api('/api/cart')).lines[0]).toMatchObject({ quantity: 2 });
  });

  it('the same button removes a line that sold out completely', async () => {
    const s = await shopper();
    await setStock(t, 'wall-mount-bracket', 3);
    await s.api('/api/cart/lines', 'POST', { productId: 'wall-mount-bracket', quantity: 1 });
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    await setStock(t, 'wall-mount-bracket', 0);
    const res = await s.post('/checkout', form());
    expect(res.body).toContain('Remove it from my cart and continue');
    await s.post('/checkout', { intent: 'fixCart', productId: 'wall-mount-bracket', quantity: '0' });
    expect((await s.api('/api/cart')).lines.map((l: { product: { id: string } }) => l.product.id)).toEqual([
      'camera-junction-box',
    ]);
  });

  it('refuses express to an address abroad with the field message', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const res = await s.post('/checkout', form({ 'billingInfo.country': 'DE', shippingMethod: 'express' }));
    expect(res.status).toBe(400);
    expect(res.body).toContain('Express delivery is available only for addresses in Türkiye');
  });

  // Abroad, the free option is international delivery and express is shown greyed out under its own name.
  it('names an order abroad International on the page, the confirmation and the invoice, never twice', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 });
    const profile = await s.api('/api/account/profile');
    expect((await s.api('/api/account/profile', 'PUT', { ...profile, country: 'DE' })).country).toBe('DE');
    // The page opens with the profile's country: the options as a shopper in Germany sees them.
    const page = (await s.page('/checkout')).body;
    expect(page).toContain('International delivery Free 7-14 business days');
    expect(page).toContain('Express delivery $15.99 1-2 business days');
    expect(page.split('International delivery').length - 1).toBe(1);
    expect(page).toContain('Shipping (International) $0.00');
    const res = await s.post('/checkout', form({ 'billingInfo.country': 'DE' }));
    expect(res.status).toBe(302);
    const confirmation = await s.page(res.location!);
    expect(confirmation.body).toContain('Shipping (International) $0.00');
    expect(confirmation.body).not.toContain('Shipping (Standard)');
    expect((await s.page('/orders')).body).toContain('Shipping (International) $0.00');
    const number = (await s.api('/api/orders')).orders[0].number;
    const invoice = await s.raw(`/api/orders/${number}/invoice`);
    const pdf = pdfText(Buffer.from(await invoice.arrayBuffer()));
    expect(pdf).toContain('Shipping (International)');
    expect(await s.turkish(res.location!)).toContain('Kargo (Uluslararası)');
  });
});
