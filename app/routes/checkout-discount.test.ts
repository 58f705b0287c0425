import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/**
 * The checkout's discount code as a browser without JavaScript uses it (docs/product.md §9.13):
 * Apply posts the form and the page comes back with the discount line, the new tax and total and
 * what was typed; a refused code says why under the field; Complete Order with a code not yet
 * applied shows the new total instead of ordering; the order, the confirmation and /orders show it.
 */
let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const CAMERA = 'camera-junction-box'; // $41.99
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  await setStock(t, CAMERA, 1000);
  admin = await signedInAdmin(t);
  for (const body of [
    { code: 'TENOFF', kind: 'fixed', value: '10' },
    { code: 'OLD-CODE', kind: 'percent', value: 10, endsAt: '2020-01-01T00:00:00Z' },
  ])
    expect((await admin.call('/api/admin/discounts', 'POST', body)).status).toBe(201);
});
afterAll(() => t.close());

async function shopper() {
  const { jar, call } = await signedInShopper(t, 'Deniz Kaya');
  await call('/api/cart/lines', 'POST', { productId: CAMERA, quantity: 2 });
  const post = async (form: Record<string, string>, lang = 'en') => {
    const res = await t.request('/checkout', {
      method: 'POST',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${jar.header()}; lang=${lang}`,
      },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    const html = await res.text();
    return { status: res.status, location: res.headers.get('location'), html, body: htmlText(html) };
  };
  const page = async (url: string) =>
    htmlText(await (await t.request(url, { headers: { accept: 'text/html', cookie: jar.header() } })).text());
  return { post, page, call };
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
  shippingMethod: 'express',
  'paymentInfo.cardName': 'DENIZ KAYA',
  'paymentInfo.cardNumber': '4242 4242 4242 4242',
  'paymentInfo.cardExpiry': '12/30',
  'paymentInfo.cardCvv': '123',
  shownSubtotalCents: '8398',
  shownDiscountCents: '0',
  appliedDiscountCode: '',
  discountCode: '',
  ...overrides,
});

// $83.98 − $10.00 = $73.98 of goods: express $12.99 (the $50–$99.99 tier), tax 8 % = $5.92.
const DISCOUNTED = 'Subtotal $83.98 Discount (TENOFF) −$10.00 Shipping (Express) $12.99 Tax (8%) $5.92 Total $92.89';

describe('the discount code at checkout, without JavaScript', () => {
  it('Apply shows the discount, the new tax and total, and keeps what was typed (never the card number)', async () => {
    const s = await shopper();
    const res = await s.post(form({ intent: 'applyDiscount', discountCode: 'tenoff' }));
    expect(res.status).toBe(200);
    expect(res.body).toContain(DISCOUNTED);
    expect(res.body).toContain('Code TENOFF applied: $10.00 off.');
    expect(res.html).toContain('name="appliedDiscountCode" value="TENOFF"');
    expect(res.html).toContain('value="Moda Cad. No: 5"');
    expect(res.html).toContain('value="DENIZ KAYA"');
    expect(res.html).toMatch(/value="express"[^>]*checked|checked[^>]*value="express"/);
    expect(res.html).toMatch(/name="paymentInfo.cardNumber"\/>/);
    expect(res.html).toMatch(/name="paymentInfo.cardCvv"\/>/);
  });

  it('a refused code says why under the field (role=alert), in the page’s language', async () => {
    const s = await shopper();
    const unknown = await s.post(form({ intent: 'applyDiscount', discountCode: 'NOPE' }));
    expect(unknown.status).toBe(400);
    expect(unknown.html).toMatch(
      /role="alert"[^>]*>This discount code does not exist\. Please check it and try again\./,
    );
    expect(unknown.html).toMatch(
      /name="discountCode"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="discountCode"/,
    );
    expect(unknown.body).not.toContain('Discount (');
    const expired = await s.post(form({ intent: 'applyDiscount', discountCode: 'old-code' }), 'tr');
    expect(expired.body).toContain('Bu indirim kodunun süresi doldu.');
  });

  it('Complete Order with a code typed but not applied shows the new total instead of ordering', async () => {
    const s = await shopper();
    const res = await s.post(form({ discountCode: 'TENOFF' }));
    expect(res.status).toBe(200);
    expect(res.body).toContain('Your discount code changed the total.');
    expect(res.body).toContain(DISCOUNTED);
    expect((await (await s.call('/api/orders')).json()).orders).toEqual([]);
  });

  it('Complete Order with the applied code places the order with it; confirmation and /orders show the line', async () => {
    const s = await shopper();
    const res = await s.post(
      form({ discountCode: 'TENOFF', appliedDiscountCode: 'TENOFF', shownDiscountCents: '1000' }),
    );
    expect(res.status).toBe(302);
    const [order] = (await (await s.call('/api/orders')).json()).orders;
    expect(order).toMatchObject({ discountCode: 'TENOFF', discountCents: 1000, totalCents: 9289 });
    expect(await s.page(res.location!)).toContain(DISCOUNTED);
    expect(await s.page('/orders')).toContain('Discount (TENOFF) −$10.00');
  });

  it('a total shown without the code’s discount is refused with the new total', async () => {
    const s = await shopper();
    const res = await s.post(form({ discountCode: 'TENOFF', appliedDiscountCode: 'TENOFF', shownDiscountCents: '0' }));
    expect(res.status).toBe(409);
    expect(res.body).toContain('Your new total is $92.89');
  });

  it('Remove takes the code off', async () => {
    const s = await shopper();
    const res = await s.post(
      form({
        intent: 'removeDiscount',
        discountCode: 'TENOFF',
        appliedDiscountCode: 'TENOFF',
        shownDiscountCents: '1000',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).not.toContain('Discount (');
    expect(res.html).toContain('name="appliedDiscountCode" value=""');
  });
});
