import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStock, stockOf } from '#tests/setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

/** A visitor with its own cookie jar. */
function visitor() {
  const jar = cookieJar();
  const call = async (url: string, method = 'GET', body?: unknown) => {
    const res = await t.app.request(url, {
      method,
      headers: { cookie: jar.header(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    jar.store(res);
    return { status: res.status, body: await res.json(), headers: res.headers };
  };
  return { call, jar };
}

describe('cart API', () => {
  it('starts empty without creating a visitor', async () => {
    const v = visitor();
    const res = await v.call('/api/cart');
    expect(res.body).toEqual({ lines: [], itemCount: 0, subtotalCents: 0 });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('add sets the quantity (no accumulation) and issues a signed, httpOnly visitor cookie', async () => {
    const v = visitor();
    const first = await v.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 2 });
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('vid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const again = await v.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 3 });
    expect(again.body.lines).toHaveLength(1);
    expect(again.body.lines[0].quantity).toBe(3);
    expect(again.body.itemCount).toBe(3);
    expect(again.body.subtotalCents).toBe(3 * 170000); // the seeded Value of the Day price (HALO's own: $1,999)
  });

  it('does not cap quantities by stock but flags the line', async () => {
    const v = visitor();
    const res = await v.call('/api/cart/lines', 'POST', { productId: 'hikvision-4mp-ptz-camera', quantity: 5 });
    expect(res.body.lines[0]).toMatchObject({ quantity: 5, stockShort: true });
  });

  it('update to 0 or less removes the line; remove and clear work', async () => {
    const v = visitor();
    await v.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
    await v.call('/api/cart/lines', 'POST', { productId: 'tp-link-poe-injector', quantity: 4 });
    const updated = await v.call('/api/cart/lines', 'PATCH', { productId: 'tp-link-poe-injector', quantity: 7 });
    expect(
      updated.body.lines.find((l: { product: { id: string } }) => l.product.id === 'tp-link-poe-injector').quantity,
    ).toBe(7);
    const zero = await v.call('/api/cart/lines', 'PATCH', { productId: 'tp-link-poe-injector', quantity: 0 });
    expect(zero.body.lines).toHaveLength(1);
    const negative = await v.call('/api/cart/lines', 'PATCH', { productId: 'halo-smart-sensor', quantity: -3 });
    expect(negative.body.lines).toHaveLength(0);
    await v.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
    const removed = await v.call('/api/cart/lines/halo-smart-sensor', 'DELETE');
    expect(removed.body.lines).toHaveLength(0);
    await v.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
    const cleared = await v.call('/api/cart', 'DELETE');
    expect(cleared.body).toEqual({ lines: [], itemCount: 0, subtotalCents: 0 });
  });

  it('keeps carts of different visitors apart', async () => {
    const a = visitor();
    const b = visitor();
    await a.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
    expect((await b.call('/api/cart')).body.lines).toHaveLength(0);
  });

  it('ignores a forged visitor cookie', async () => {
    const res = await t.app.request('/api/cart', { headers: { cookie: 'vid=someone-else.forgedsignature' } });
    expect((await res.json()).lines).toEqual([]);
  });

  it.each([
    [{ productId: 'halo-smart-sensor', quantity: 0 }, 'Invalid quantity.'],
    [{ productId: 'halo-smart-sensor', quantity: -1 }, 'Invalid quantity.'],
    [{ productId: 'halo-smart-sensor' }, 'Invalid quantity.'],
    [{ productId: 'halo-smart-sensor', quantity: 1.5 }, 'Invalid quantity.'],
    [{ productId: 'halo-smart-sensor', quantity: 'many' }, 'Invalid quantity.'],
    [{ productId: 'halo-smart-sensor', quantity: 100000 }, 'Quantity must be at most 999.'],
    [{ quantity: 1 }, 'Invalid product.'],
    [{ productId: '', quantity: 1 }, 'Invalid product.'],
  ])('refuses an add of %j with 400 and a message', async (body, message) => {
    const v = visitor();
    const res = await v.call('/api/cart/lines', 'POST', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses to add a product that is out of stock with 409, in the visitor's language", async () => {
    const v = visitor();
    const res = await v.call('/api/cart/lines', 'POST', { productId: 'aiphone-jos-video-intercom-kit', quantity: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This product is out of stock.');
    // Not through the quantity update either.
    const patched = await v.call('/api/cart/lines', 'PATCH', {
      productId: 'aiphone-jos-video-intercom-kit',
      quantity: 2,
    });
    expect(patched.status).toBe(409);
    expect((await v.call('/api/cart')).body.lines).toEqual([]);
    const tr = await t.app.request('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'lang=tr' },
      body: JSON.stringify({ productId: 'aiphone-jos-video-intercom-kit', quantity: 1 }),
    });
    expect(tr.status).toBe(409);
    expect((await tr.json()).message).toBe('Bu ürün stokta yok.');
  });

  it('keeps a line whose product sold out since: its quantity still changes (stock is checked at checkout)', async () => {
    const v = visitor();
    expect((await v.call('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 })).status).toBe(
      200,
    );
    const stock = await stockOf(t, 'camera-junction-box');
    await setStock(t, 'camera-junction-box', 0);
    try {
      const res = await v.call('/api/cart/lines', 'PATCH', { productId: 'camera-junction-box', quantity: 3 });
      expect(res.status).toBe(200);
      expect(res.body.lines[0]).toMatchObject({ quantity: 3, stockShort: true });
    } finally {
      await setStock(t, 'camera-junction-box', stock);
    }
  });

  it('answers 404 for an unknown product', async () => {
    const v = visitor();
    const res = await v.call('/api/cart/lines', 'POST', { productId: 'nope', quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Product not found.');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.request('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"productId":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('answers a huge body with 413', async () => {
    const res = await t.app.request('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'x'.repeat(2_000_000), quantity: 1 }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('The request is too large.');
  });
});

describe('wishlist API', () => {
  it('toggles, removes and clears', async () => {
    const v = visitor();
    const on = await v.call('/api/wishlist/toggle', 'POST', { productId: 'halo-smart-sensor' });
    expect(on.body.inWishlist).toBe(true);
    expect(on.body.items.map((p: { id: string }) => p.id)).toEqual(['halo-smart-sensor']);
    const off = await v.call('/api/wishlist/toggle', 'POST', { productId: 'halo-smart-sensor' });
    expect(off.body).toMatchObject({ inWishlist: false, items: [] });
    await v.call('/api/wishlist/toggle', 'POST', { productId: 'halo-smart-sensor' });
    await v.call('/api/wishlist/toggle', 'POST', { productId: 'tp-link-poe-injector' });
    const removed = await v.call('/api/wishlist/items/halo-smart-sensor', 'DELETE');
    expect(removed.body.items.map((p: { id: string }) => p.id)).toEqual(['tp-link-poe-injector']);
    expect((await v.call('/api/wishlist', 'DELETE')).body.items).toEqual([]);
    expect((await v.call('/api/wishlist')).body.items).toEqual([]);
  });

  it('refuses a missing product id with 400 and an unknown one with 404', async () => {
    const v = visitor();
    expect((await v.call('/api/wishlist/toggle', 'POST', {})).status).toBe(400);
    expect((await v.call('/api/wishlist/toggle', 'POST', { productId: 'nope' })).status).toBe(404);
  });
});

describe('newsletter API', () => {
  it('stores an address, and a second subscription is not an error', async () => {
    const first = await t.json('/api/newsletter', 'POST', { email: 'ayse@example.com', source: 'home' });
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe('Success! Check your email for your 10% discount code.');
    const second = await t.json('/api/newsletter', 'POST', { email: 'AYSE@example.com' });
    expect(second.status).toBe(201);
    const rows = await t.shop.database.db.query.newsletterSubscribers.findMany();
    expect(rows.filter((r) => r.email === 'ayse@example.com')).toHaveLength(1);
  });

  it.each(['', 'plain', 'a@b', 'a b@c.d', '@x.com'])('refuses %j with the spec message', async (email) => {
    const res = await t.json('/api/newsletter', 'POST', { email });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter a valid email address');
  });
});

describe('visitor cookie and quantities', () => {
  it('an unknown product is 404 and makes no visitor', async () => {
    const res = await t.json('/api/cart/lines', 'POST', { productId: 'no-such-product', quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('vid='))).toEqual([]);
  });

  it('refuses quantities that are no plain integer: 400', async () => {
    for (const quantity of ['0x10', true, '1e2', 2.5]) {
      const res = await t.json('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity });
      expect(res.status, JSON.stringify(quantity)).toBe(400);
      expect(res.headers.getSetCookie().filter((c) => c.startsWith('vid='))).toEqual([]);
    }
  });
});
