import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The cart and wishlist pages, as a browser without JavaScript gets them. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

/** A registered, signed-in shopper with its own cookies, and its page helpers. */
async function shopper() {
  const { jar } = await signedInShopper(t);
  expect(jar.header()).toContain('sid=');

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.request(url, {
      headers: { accept: 'text/html', cookie: jar.header(), ...headers },
      redirect: 'manual',
    });
    return { status: res.status, html: await res.text(), body: '', headers: res.headers };
  };
  const post = async (url: string, form: Record<string, string>) => {
    const res = await t.request(url, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    return { status: res.status, body: htmlText(await res.text()) };
  };
  const api = async (url: string, method = 'GET', body?: unknown) => {
    const res = await t.request(url, {
      method,
      headers: { cookie: jar.header(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(200);
    return res.json();
  };
  const cart = async () => {
    const json = (await api('/api/cart')) as { lines: { product: { id: string }; quantity: number }[] };
    return Object.fromEntries(json.lines.map((l) => [l.product.id, l.quantity]));
  };
  return { jar, page, post, api, cart };
}

describe('guard', () => {
  it.each([
    ['/cart', '/login?redirectTo=%2Fcart'],
    ['/wishlist', '/login?redirectTo=%2Fwishlist'],
  ])('sends an anonymous visitor from %s to %s', async (url, location) => {
    const res = await t.request(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(location);
  });

  it('refuses an anonymous form post', async () => {
    const res = await t.request('/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=clear',
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fcart');
  });
});

/** The intercom kit has no stock, so it cannot be added: it sells out while already in the cart. */
async function soldOutInCart(s: Awaited<ReturnType<typeof shopper>>, quantity: number) {
  await setStock(t, 'aiphone-jos-video-intercom-kit', 1);
  try {
    await s.api('/api/cart/lines', 'POST', { productId: 'aiphone-jos-video-intercom-kit', quantity });
  } finally {
    await setStock(t, 'aiphone-jos-video-intercom-kit', 0);
  }
}

describe('/cart', () => {
  it('shows the empty state with Start Shopping, marked noindex', async () => {
    const s = await shopper();
    const { status, html } = await s.page('/cart');
    expect(status).toBe(200);
    const body = htmlText(html);
    expect(body).toContain('Your cart is empty');
    expect(html).toMatch(/<a[^>]*href="\/products"[^>]*>Start Shopping<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<title>Shopping Cart \| /);
    expect(body).not.toContain('You Might Also Like');
    expect(body).not.toContain('Proceed to Checkout');
  });

  it('lists the lines with prices, quantity controls, totals, stock warnings and recommendations', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 2 });
    await s.api('/api/cart/lines', 'POST', { productId: 'hikvision-4mp-ptz-camera', quantity: 5 });
    await soldOutInCart(s, 12);
    const cart = (await s.api('/api/cart')) as {
      subtotalCents: number;
      lines: { product: { id: string; title: string; stock: number } }[];
    };
    const { status, html } = await s.page('/cart');
    expect(status).toBe(200);
    const body = htmlText(html);
    for (const line of cart.lines) {
      expect(body).toContain(line.product.title);
      expect(html).toContain(`href="/product/${line.product.id}"`);
    }
    expect(body).toContain('$1,700.00 each');
    expect(body).toContain('$3,400.00'); // 2 × 1,700, the Value of the Day price
    // The seed's deal really saves: the line names HALO's own price, charged once the deal is over.
    expect(body).toContain('Value of the Day: $1,700.00 (regular $1,999.00)');
    expect(body).not.toContain('charged the regular price');
    const subtotal = (cart.subtotalCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    expect(body).toContain(`Total ${subtotal}`);
    // The PTZ camera has 2 in stock; the intercom kit none.
    expect(body).toContain('Only 2 left');
    expect(body).toContain('Out of stock');
    // The quantity list: 1..10 and Custom...; a quantity above 10 shows as the Custom field.
    expect(html).toMatch(/<option value="2" selected="">2<\/option>/);
    expect(html).toContain('<option value="custom">Custom...</option>');
    expect(html).toContain('Quantity for HALO Smart Sensor');
    expect(html).toMatch(/<input(?=[^>]*type="number")(?=[^>]*min="1")(?=[^>]*name="quantity")[^>]*value="12"/);
    expect(body).toContain('Back');
    expect(html).toContain('<noscript>');
    for (const label of ['Remove', 'Clear Cart', 'Proceed to Checkout', 'Continue Shopping', 'You Might Also Like'])
      expect(body).toContain(label);
    expect(html).toMatch(/<a[^>]*href="\/checkout"[^>]*>Proceed to Checkout<\/a>/);
  });

  it('recommends real products from the cart categories, never ones already in the cart', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'motorola-mototrbo-dp4400e', quantity: 1 });
    const { html } = await s.page('/cart');
    const section = html.slice(html.indexOf('You Might Also Like'));
    const recommended = [...section.matchAll(/href="\/product\/([^"]+)"/g)].map((m) => m[1]);
    const radios = t.shop.services.catalog
      .all()
      .filter((p) => p.category === 'walkie-talkie' && p.id !== 'motorola-mototrbo-dp4400e')
      .map((p) => p.id);
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(4);
    expect(recommended).toEqual(radios.slice(0, recommended.length));

    // A mixed cart gets a mix: the categories take turns, in the order the cart names them.
    await soldOutInCart(s, 1);
    const mixed = await s.page('/cart');
    const again = [
      ...mixed.html.slice(mixed.html.indexOf('You Might Also Like')).matchAll(/href="\/product\/([^"]+)"/g),
    ].map((m) => m[1]);
    const category = (id: string) => t.shop.services.catalog.getCard(id)?.category;
    expect(again.map(category)).toEqual(['walkie-talkie', 'intercoms', 'walkie-talkie', 'walkie-talkie']);
    expect(again).not.toContain('aiphone-jos-video-intercom-kit');
  });

  it('updates, removes and clears through plain form posts', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
    await s.api('/api/cart/lines', 'POST', { productId: 'tp-link-poe-injector', quantity: 3 });

    const updated = await s.post('/cart', { intent: 'update', productId: 'halo-smart-sensor', quantity: '7' });
    expect(updated.status).toBe(200);
    expect(updated.body).toContain(
      'The quantity of HALO Smart Sensor 3C – Vape, Air Quality & Sound Detection is now 7.',
    );
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 7, 'tp-link-poe-injector': 3 });

    // A custom quantity above 10 is fine (quantities are not capped by stock).
    expect((await s.post('/cart', { intent: 'update', productId: 'halo-smart-sensor', quantity: '25' })).status).toBe(
      200,
    );
    expect((await s.cart())['halo-smart-sensor']).toBe(25);

    const removed = await s.post('/cart', { intent: 'remove', productId: 'tp-link-poe-injector' });
    expect(removed.status).toBe(200);
    expect(removed.body).toContain('was removed from your cart');
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 25 });

    const cleared = await s.post('/cart', { intent: 'clear' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toContain('Your cart has been cleared.');
    expect(cleared.body).toContain('Your cart is empty');
    expect(await s.cart()).toEqual({});
  });

  it('without JavaScript, choosing Custom... and Update opens the number field for that line', async () => {
    const s = await shopper();
    await s.api('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 3 });
    const res = await t.request('/cart', {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: s.jar.header() },
      body: 'intent=update&productId=halo-smart-sensor&quantity=custom',
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<input(?=[^>]*type="number")(?=[^>]*name="quantity")[^>]*value="3"/);
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 3 });

    // Back (a submit button named mode=list) returns to the list without saving the typed value.
    await s.api('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 12 });
    const back = await t.request('/cart', {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: s.jar.header() },
      body: 'intent=update&productId=halo-smart-sensor&quantity=40&mode=list',
    });
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('<option value="12" selected="">12</option>');
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 12 });

    // A rejected value from the number field comes back in the number field, with the message.
    await s.api('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 4 });
    const rejected = await t.request('/cart', {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie: s.jar.header() },
      body: 'intent=update&productId=halo-smart-sensor&field=custom&quantity=1.5',
    });
    expect(rejected.status).toBe(400);
    const html = await rejected.text();
    expect(html).toMatch(/<input(?=[^>]*type="number")(?=[^>]*aria-invalid="true")[^>]*value="1.5"/);
    expect(htmlText(html)).toContain('Enter a whole number greater than 0.');
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 4 });
  });

  it.each(['0', '-1', 'abc', '1.5', '', '1e2', '100000'])(
    'refuses the quantity %j with a 4xx and leaves the cart unchanged',
    async (quantity) => {
      const s = await shopper();
      await s.api('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 2 });
      const res = await s.post('/cart', { intent: 'update', productId: 'halo-smart-sensor', quantity });
      expect(res.status).toBe(400);
      expect(res.body).toMatch(/Enter a whole number greater than 0\.|Quantity must be at most 999\./);
      expect(await s.cart()).toEqual({ 'halo-smart-sensor': 2 });
    },
  );

  it('answers bad requests with 4xx, never 500', async () => {
    const s = await shopper();
    expect((await s.post('/cart', { intent: 'update', productId: 'no-such-product', quantity: '2' })).status).toBe(404);
    expect((await s.post('/cart', { intent: 'update', quantity: '2' })).status).toBe(400);
    expect((await s.post('/cart', { intent: 'remove' })).status).toBe(400);
    expect((await s.post('/cart', { intent: 'bogus' })).status).toBe(400);
    expect((await s.post('/cart', {})).status).toBe(400);
  });

  it('renders in Turkish', async () => {
    const s = await shopper();
    const empty = htmlText((await s.page('/cart', { cookie: `${s.jar.header()}; lang=tr` })).html);
    expect(empty).toContain('Sepetiniz boş');
    await s.api('/api/cart/lines', 'POST', { productId: 'hikvision-4mp-ptz-camera', quantity: 5 });
    const full = htmlText((await s.page('/cart', { cookie: `${s.jar.header()}; lang=tr` })).html);
    expect(full).toContain('Yalnızca 2 adet kaldı');
    expect(full).toContain('Ödemeye Geç');
    // The unit price reads "Birim fiyat: $…" (never "Adedi": "its quantity").
    expect(full).toMatch(/Birim fiyat: \$[\d.]+,\d\d/);
    expect(full).not.toContain('Adedi $');
  });
});

describe('/wishlist', () => {
  it('shows the empty state with Continue Shopping', async () => {
    const s = await shopper();
    const { status, html } = await s.page('/wishlist');
    expect(status).toBe(200);
    expect(htmlText(html)).toContain('Your wishlist is empty');
    expect(html).toMatch(/<a[^>]*href="\/products"[^>]*>Continue Shopping<\/a>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('lists saved products; Add to Cart puts quantity 1; remove and clear work', async () => {
    const s = await shopper();
    await s.api('/api/wishlist/toggle', 'POST', { productId: 'halo-smart-sensor' });
    await s.api('/api/wishlist/toggle', 'POST', { productId: 'kenwood-tk-3701d' });
    const { html } = await s.page('/wishlist');
    const body = htmlText(html);
    expect(body).toContain('HALO Smart Sensor');
    expect(body).toContain('$1,700.00');
    expect(html).toContain('href="/product/kenwood-tk-3701d"');
    for (const label of ['Add to Cart', 'Remove', 'Clear Wishlist', 'Continue Shopping']) expect(body).toContain(label);

    const added = await s.post('/wishlist', { intent: 'add-to-cart', productId: 'halo-smart-sensor' });
    expect(added.status).toBe(200);
    expect(added.body).toContain('HALO Smart Sensor 3C – Vape, Air Quality & Sound Detection was added to your cart.');
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 1 });

    const removed = await s.post('/wishlist', { intent: 'remove', productId: 'halo-smart-sensor' });
    expect(removed.status).toBe(200);
    const wishlist = (await s.api('/api/wishlist')) as { items?: { id: string }[] } & Record<string, unknown>;
    expect(JSON.stringify(wishlist)).not.toContain('halo-smart-sensor');
    expect(JSON.stringify(wishlist)).toContain('kenwood-tk-3701d');

    const cleared = await s.post('/wishlist', { intent: 'clear' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toContain('Your wishlist is empty');
    expect(JSON.stringify(await s.api('/api/wishlist'))).not.toContain('kenwood-tk-3701d');
    // The cart keeps what was added from the wishlist.
    expect(await s.cart()).toEqual({ 'halo-smart-sensor': 1 });
  });

  it('refuses unknown products and bad intents with 4xx', async () => {
    const s = await shopper();
    expect((await s.post('/wishlist', { intent: 'add-to-cart', productId: 'no-such-product' })).status).toBe(404);
    expect((await s.post('/wishlist', { intent: 'add-to-cart' })).status).toBe(400);
    expect((await s.post('/wishlist', { intent: 'bogus' })).status).toBe(400);
    expect(await s.cart()).toEqual({});
  });
});
