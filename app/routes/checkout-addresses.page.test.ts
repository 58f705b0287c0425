import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** Addresses at checkout without JavaScript: abroad without a district, saved, and picked next time. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

async function shopper(lang = 'en') {
  const { jar } = await signedInShopper(t, 'Anna Schmidt');
  const cookie = () => `${jar.header()}; lang=${lang}`;
  const page = async (url: string) => {
    const res = await t.request(url, { headers: { accept: 'text/html', cookie: cookie() }, redirect: 'manual' });
    return { status: res.status, html: await res.text() };
  };
  const post = async (url: string, form: Record<string, string>) => {
    const res = await t.request(url, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location'), html: await res.text() };
  };
  const addToCart = () =>
    t.request('/api/cart/lines', {
      method: 'POST',
      headers: { cookie: cookie(), 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'camera-junction-box', quantity: 1 }),
    });
  return { page, post, addToCart };
}

const berlin = (over: Record<string, string> = {}) => ({
  idempotencyKey: crypto.randomUUID(),
  'billingInfo.firstName': 'Anna',
  'billingInfo.lastName': 'Schmidt',
  'billingInfo.email': 'anna@example.com',
  'billingInfo.phone': '',
  'billingInfo.address': 'Musterstraße 1',
  'billingInfo.city': 'Berlin',
  'billingInfo.zip': '10119',
  'billingInfo.country': 'DE',
  shippingSameAsBilling: 'on',
  shippingMethod: 'standard',
  'paymentInfo.cardName': 'ANNA SCHMIDT',
  'paymentInfo.cardNumber': '4242 4242 4242 4242',
  'paymentInfo.cardExpiry': '12/30',
  'paymentInfo.cardCvv': '123',
  ...over,
});

describe('addresses at checkout', () => {
  it('orders to Berlin with no district, prints it as Germany writes it, keeps it, and offers it next time', async () => {
    const s = await shopper();
    await s.addToCart();
    const first = await s.page('/checkout');
    // An empty book: the address typed is saved as the default unless the shopper unticks the box.
    expect(htmlText(first.html)).toContain('Save to my address book as my default address');
    expect(first.html).toMatch(/name="saveAddress"[^>]*checked|checked[^>]*name="saveAddress"/);

    const placed = await s.post('/checkout', berlin({ saveAddress: 'on' }));
    expect(placed.status).toBe(302);
    const confirmation = htmlText((await s.page(placed.location!)).html);
    expect(confirmation).toContain('Musterstraße 1 10119 Berlin Germany');
    expect(confirmation).not.toContain('Berlin, Berlin');
    const orders = htmlText((await s.page('/orders')).html);
    expect(orders).not.toContain('Berlin, Berlin');

    const account = htmlText((await s.page('/account')).html);
    expect(account).toContain('Default address Musterstraße 1 10119 Berlin Germany');

    await s.addToCart();
    const second = await s.page('/checkout');
    expect(htmlText(second.html)).toContain('Saved addresses Anna Schmidt, Musterstraße 1, 10119 Berlin, Germany');
    expect(second.html).toMatch(/value="Musterstraße 1"/);
    // Germany's fields: postcode and city, no district.
    expect(second.html).not.toContain('name="billingInfo.state"');
    const again = await s.post('/checkout', berlin());
    expect(again.status).toBe(302);
    // The same address is not saved twice.
    expect((await s.page('/account')).html.match(/name="intent" value="addressDelete"/g)).toHaveLength(1);
  });

  it('fills the fields from a saved address without JavaScript ("Use this address"), never from another account', async () => {
    const owner = await shopper();
    await owner.addToCart();
    await owner.post('/checkout', berlin({ saveAddress: 'on' }));
    const ownerId = (await owner.page('/account')).html.match(/name="id" value="(\d+)"/)![1];

    const s = await shopper('tr');
    await s.addToCart();
    const page = await s.page('/checkout');
    expect(htmlText(page.html)).toContain('Adres defterime varsayılan adresim olarak kaydet');
    const stolen = await s.post('/checkout', {
      idempotencyKey: crypto.randomUUID(),
      intent: 'useAddress',
      savedAddress: ownerId,
    });
    expect(stolen.status).toBe(404);
    expect(htmlText(stolen.html)).toContain('Bu adres, adres defterinizde yok.');
    expect(stolen.html).not.toContain('Musterstraße 1');

    // Its own saved address fills the fields.
    await s.post('/checkout', berlin({ 'billingInfo.address': 'Torstraße 9', saveAddress: 'on' }));
    await s.addToCart();
    const ownId = (await s.page('/account')).html.match(/name="id" value="(\d+)"/)![1];
    const fresh = await s.post('/checkout', {
      idempotencyKey: crypto.randomUUID(),
      intent: 'useAddress',
      savedAddress: ownId,
    });
    expect(fresh.status).toBe(200);
    expect(fresh.html).toContain('value="Torstraße 9"');
    expect(fresh.html).toMatch(/value="10119"/);
  });
});
