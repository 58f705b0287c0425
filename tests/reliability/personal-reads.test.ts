import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonalState } from '#common/personal.ts';
import { checkoutBody, signedInShopper } from '#tests/setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * What a visitor's page shows of them (name, badges, hearts) changes the moment it changes, also
 * where those reads are memoised (the embedded database: server/services/reads-memo.ts). Every
 * step first shows a page, so the memo holds the old value when the change happens.
 */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const PRODUCT = 'halo-smart-sensor';

/** The visitor state a shared page was filled with (docs/decisions/008). */
async function shown(cookie: string, path = `/product/${PRODUCT}`): Promise<PersonalState | null> {
  const res = await t.request(path, { headers: { cookie, accept: 'text/html' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  const json = /<script type="application\/json" id="gl-personal">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as PersonalState) : null;
}

describe('a visitor’s own parts of a page', () => {
  it('follow the cart and the wishlist at once, and a checkout empties the badge', async () => {
    const shopper = await signedInShopper(t, 'Memo Shopper');
    const cookie = () => shopper.jar.header();
    expect((await shown(cookie()))?.counts).toEqual({ cart: 0, wishlist: 0 });

    expect((await shopper.call('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 2 })).status).toBe(200);
    expect((await shown(cookie()))?.counts).toEqual({ cart: 2, wishlist: 0 });

    expect((await shopper.call('/api/wishlist/toggle', 'POST', { productId: PRODUCT })).status).toBe(200);
    const wished = await shown(cookie());
    expect(wished?.counts).toEqual({ cart: 2, wishlist: 1 });
    expect(wished?.wished).toEqual([PRODUCT]);

    expect((await shopper.call('/api/wishlist/toggle', 'POST', { productId: PRODUCT })).status).toBe(200);
    expect((await shown(cookie()))?.wished).toEqual([]);

    const order = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 2 }]));
    expect(order.status).toBe(201);
    expect((await shown(cookie(), '/products'))?.counts).toEqual({ cart: 0, wishlist: 0 });
  });

  it('show a new name on the next page', async () => {
    const shopper = await signedInShopper(t, 'Old Name');
    expect((await shown(shopper.jar.header()))?.user?.name).toBe('Old Name');
    const profile = await (await shopper.call('/api/account/profile')).json();
    const changed = await shopper.call('/api/account/profile', 'PUT', { ...profile, name: 'New Name' });
    expect(changed.status).toBe(200);
    expect((await shown(shopper.jar.header()))?.user?.name).toBe('New Name');
  });

  it('end with the session: signing out, and a password change signing out the other devices', async () => {
    const shopper = await signedInShopper(t);
    const laptop = shopper.jar.header();
    const phoneJar = cookieJar();
    phoneJar.store(await t.json('/api/login', 'POST', { email: shopper.email, password: shopper.password }));
    const phone = phoneJar.header();
    expect((await shown(laptop))?.user).not.toBeNull();
    expect((await shown(phone))?.user).not.toBeNull();

    const change = await shopper.call('/api/account/password', 'POST', {
      currentPassword: shopper.password,
      newPassword: 'another-long-password-2',
      confirmPassword: 'another-long-password-2',
    });
    expect(change.status).toBe(200);
    expect((await shown(phone))?.user ?? null).toBeNull();
    expect((await shown(laptop))?.user?.name).toBe('Test Shopper');

    expect((await shopper.call('/api/logout', 'POST')).status).toBe(200);
    expect((await shown(laptop))?.user ?? null).toBeNull();
  });

  it('data for a client navigation of a visitor who owns a cart or wishlist, even an empty one, is never shared', async () => {
    const visitor = cookieJar();
    const add = await t.json('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 1 });
    visitor.store(add);
    visitor.store(
      await t.request(`/api/cart/lines/${PRODUCT}`, { method: 'DELETE', headers: { cookie: visitor.header() } }),
    );
    // Rendered with the visitor's own state (a heart a racing write may just have set): theirs alone.
    const data = await t.request(`/product/${PRODUCT}.data`, { headers: { cookie: visitor.header() } });
    expect(data.status).toBe(200);
    expect(data.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    // Without a cart or a session, the same data is the shared answer.
    const anonymous = await t.request(`/product/${PRODUCT}.data`);
    expect(anonymous.headers.get('cache-control') ?? '').toMatch(/public/);
  });
});
