import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../setup/database.ts';
import { apiOperations, fillPath, pageRoutes, type ApiOperation } from '../setup/routes.ts';
import { checkoutBody, signedInAdmin, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { apiBodies, pageForms, uploadForm } from '../setup/world.ts';

/**
 * Who reaches what. Two shoppers: each reaches only their own orders, invoices, cart, wishlist
 * and profile, and someone else's order answers exactly like a missing one. The back office
 * (every /api/admin operation of the OpenAPI document, every /admin page of the build) does
 * not exist for a shopper (404) and asks an anonymous visitor to sign in.
 * (Contact messages naming someone else's order are stored unlinked, with the same answer:
 * server/api/contact.test.ts and app/routes/contact.test.ts.)
 */
let t: TestShop;
let alice: Awaited<ReturnType<typeof signedInShopper>>;
let bob: Awaited<ReturnType<typeof signedInShopper>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let aliceOrder: string;
let operations: ApiOperation[];

const MISSING_ORDER = 'GL-999999';

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  alice = await signedInShopper(t, 'Alice Private');
  bob = await signedInShopper(t, 'Bob Other');
  admin = await signedInAdmin(t);
  const res = await alice.call('/api/checkout', 'POST', checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]));
  aliceOrder = (await res.json()).order.number;
  await alice.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
  await alice.call('/api/wishlist/toggle', 'POST', { productId: 'tp-link-poe-injector' });
  await alice.call('/api/account/profile', 'PUT', {
    name: 'Alice Private',
    email: alice.email,
    phone: '+90 532 765 43 21',
    address: 'Gizli Sokak 7',
    city: 'İzmir',
    state: 'Konak',
    postalCode: '35210',
    country: 'TR',
  });
  operations = await apiOperations(t);
});
afterAll(() => t.close());

const page = async (url: string, cookie: string, init: RequestInit = {}) => {
  const res = await t.request(url, {
    ...init,
    headers: { accept: 'text/html', cookie, ...(init.headers as Record<string, string> | undefined) },
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
/** Alice's personal details: none may appear in anything Bob gets. */
const ALICE_DETAILS = () => ['Alice Private', alice.email, 'Gizli Sokak', '765 43 21'];
function expectNoneOf(html: string, details: string[], what: string) {
  for (const detail of details) expect(html.includes(detail), `${what} shows "${detail}"`).toBe(false);
}

describe('between shoppers', () => {
  it("reads one's own order and invoice", async () => {
    expect((await alice.call(`/api/orders/${aliceOrder}`)).status).toBe(200);
    const pdf = await alice.call(`/api/orders/${aliceOrder}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(new RegExp(`invoice-INV-\\d{6}-${aliceOrder}\\.pdf`));
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await page(`/order-confirmation?order=${aliceOrder}`, alice.jar.header())).status).toBe(200);
  });

  it("answers another shopper's order exactly like a missing one, on every route that names an order", async () => {
    // Every documented shopper operation with an order number in its path.
    const byNumber = operations.filter((op) => op.principal === 'shopper' && op.template.includes('{number}'));
    expect(byNumber.map((op) => op.template)).toEqual(
      expect.arrayContaining(['/api/orders/{number}', '/api/orders/{number}/invoice']),
    );
    for (const op of byNumber) {
      const foreign = await bob.call(fillPath(op.template, { number: aliceOrder }), op.method);
      const missing = await bob.call(fillPath(op.template, { number: MISSING_ORDER }), op.method);
      expect(foreign.status, op.template).toBe(404);
      expect(await foreign.json(), op.template).toEqual(await missing.json());
      expect(foreign.headers.get('content-type')).toBe(missing.headers.get('content-type'));
    }
    // The confirmation page: 404 and the same page as for a missing order.
    const foreignPage = await page(`/order-confirmation?order=${aliceOrder}`, bob.jar.header());
    const missingPage = await page(`/order-confirmation?order=${MISSING_ORDER}`, bob.jar.header());
    expect([foreignPage.status, missingPage.status]).toEqual([404, 404]);
    const strip = (html: string) =>
      html
        .replace(/nonce="[^"]+"/g, '')
        .replaceAll(aliceOrder, 'N')
        .replaceAll(MISSING_ORDER, 'N');
    expect(strip(foreignPage.html)).toEqual(strip(missingPage.html));
    // Nor do Bob's lists show it.
    expect((await (await bob.call('/api/orders')).json()).orders).toEqual([]);
    expectNoneOf(foreignPage.html, ALICE_DETAILS(), "Bob's confirmation page for Alice's order");
    expectNoneOf((await page('/orders', bob.jar.header())).html, [aliceOrder, ...ALICE_DETAILS()], "Bob's orders page");
  });

  it("keeps carts, wishlists and profiles apart, and one shopper's changes never touch another's", async () => {
    const aliceBefore = {
      cart: await (await alice.call('/api/cart')).json(),
      wishlist: await (await alice.call('/api/wishlist')).json(),
    };
    expect(aliceBefore.cart.itemCount).toBe(1);
    expect(aliceBefore.wishlist.items).toHaveLength(1);
    expect((await (await bob.call('/api/cart')).json()).lines).toEqual([]);
    expect((await (await bob.call('/api/wishlist')).json()).items).toEqual([]);
    // Bob removes and clears "the same" products: only his own (empty) lists are touched.
    for (const [url, method] of [
      ['/api/cart/lines/halo-smart-sensor', 'DELETE'],
      ['/api/wishlist/items/tp-link-poe-injector', 'DELETE'],
      ['/api/cart', 'DELETE'],
      ['/api/wishlist', 'DELETE'],
    ])
      expect((await bob.call(url, method)).status, url).toBeLessThan(500);
    await page('/cart', bob.jar.header(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=clear',
    });
    await page('/wishlist', bob.jar.header(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'intent=clear',
    });
    expect(await (await alice.call('/api/cart')).json()).toEqual(aliceBefore.cart);
    expect(await (await alice.call('/api/wishlist')).json()).toEqual(aliceBefore.wishlist);
    // Bob's pages show his own things only.
    const profile = await (await bob.call('/api/account/profile')).json();
    expect(profile.email).toBe(bob.email);
    for (const url of ['/cart', '/wishlist', '/account', '/profile', '/orders']) {
      const { status, html } = await page(url, bob.jar.header());
      expect(status, url).toBe(200);
      expectNoneOf(html, [aliceOrder, ...ALICE_DETAILS()], `Bob's ${url}`);
    }
    expect((await page('/account', bob.jar.header())).html.includes(bob.email)).toBe(true);
  });
});

describe('anonymous visitors', () => {
  it('get 401 {message} from every documented operation that needs a shopper', async () => {
    const shopperOps = operations.filter((op) => op.principal === 'shopper');
    expect(shopperOps.map((op) => op.template)).toEqual(
      expect.arrayContaining(['/api/orders', '/api/orders/{number}/invoice', '/api/account/profile', '/api/checkout']),
    );
    for (const op of shopperOps) {
      const res = await t.json(
        fillPath(op.template, { number: aliceOrder, id: 'camera-junction-box' }),
        op.method,
        op.body ? checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]) : undefined,
      );
      expect(res.status, `${op.method} ${op.template}`).toBe(401);
      expect((await res.json()).message).toBe('Please log in to continue.');
    }
  });

  it('are sent to sign in (and back), or shown a sign-in panel, by the personal pages', async () => {
    const expected: Record<string, { status: number; location?: string; text?: string }> = {
      '/account': { status: 302, location: '/login?redirectTo=%2Faccount' },
      '/cart': { status: 302, location: '/login?redirectTo=%2Fcart' },
      '/wishlist': { status: 302, location: '/login?redirectTo=%2Fwishlist' },
      '/checkout': { status: 302, location: '/login?redirectTo=%2Fcheckout' },
      [`/order-confirmation?order=${aliceOrder}`]: {
        status: 302,
        location: `/login?redirectTo=%2Forder-confirmation%3Forder%3D${aliceOrder}`,
      },
      '/profile': { status: 200, text: 'Access Denied' },
      '/orders': { status: 200, text: 'href="/login?redirectTo=%2Forders"' },
    };
    for (const [url, want] of Object.entries(expected)) {
      const res = await page(url, '');
      expect(res.status, url).toBe(want.status);
      if (want.location) expect(res.location, url).toBe(want.location);
      if (want.text) expect(res.html, url).toContain(want.text);
      expectNoneOf(res.html, ALICE_DETAILS(), `anonymous ${url}`);
    }
  });
});

describe('the back office', () => {
  const adminOps = () => operations.filter((op) => op.template.startsWith('/api/admin/'));
  const samples = () => ({ number: aliceOrder, id: '1' });
  const request = (op: ApiOperation, cookie: string) => {
    const url = fillPath(op.template, samples());
    const multipart = op.body && Object.keys(op.body.content).some((type) => type.startsWith('multipart/'));
    if (multipart) return t.request(url, { method: op.method, headers: { cookie }, body: uploadForm() });
    const body = apiBodies()[`${op.method} ${op.template}`];
    return t.request(url, {
      method: op.method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  };

  it('every /api/admin operation: 401 for an anonymous visitor, 404 for a shopper, and nothing changes', async () => {
    expect(adminOps().length).toBeGreaterThanOrEqual(20);
    const before = await snapshot(t, { sessions: ['last_seen_at'] });
    for (const op of adminOps()) {
      const what = `${op.method} ${op.template}`;
      const anonymous = await request(op, '');
      expect(anonymous.status, what).toBe(401);
      expect(await anonymous.json(), what).toEqual({ message: 'Please log in to continue.' });
      const shopper = await request(op, alice.jar.header());
      expect(shopper.status, what).toBe(404);
      expect(await shopper.json(), what).toEqual({ message: 'Not found.' });
    }
    expect(await snapshot(t, { sessions: ['last_seen_at'] })).toEqual(before);
  });

  it('the same requests reach the admin (a control)', async () => {
    for (const op of adminOps().filter((o) => o.method === 'GET')) {
      const res = await request(op, admin.jar.header());
      expect([200, 404], `${op.template}: ${res.status}`).toContain(res.status);
      if (res.status === 404) expect(op.template, 'only a missing sample id').toMatch(/\{id\}/);
    }
  });

  it('every /admin page, its data URL and its form: sign-in for an anonymous visitor, 404 and nothing of the back office for a shopper', async () => {
    const adminPages = pageRoutes(t.build!).filter((p) => p.path.startsWith('/admin'));
    expect(adminPages.length).toBeGreaterThanOrEqual(9);
    const before = await snapshot(t, { sessions: ['last_seen_at'] });
    const forms = pageForms();
    for (const route of adminPages) {
      const url = `${fillPath(route.path, { number: aliceOrder, id: 'halo-smart-sensor' })}?page=1`;
      const post = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(forms[route.path] ?? { intent: 'x' }).toString(),
      };
      const anonymous = await page(url, '');
      expect(anonymous.status, url).toBe(302);
      expect(anonymous.location, url).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
      const shopperGets = [
        await page(url, alice.jar.header()),
        await page(url.replace('?', '.data?'), alice.jar.header()),
      ];
      if (route.hasAction) {
        const anonymousPost = await page(url, '', post);
        expect([anonymousPost.status, anonymousPost.location], `POST ${url}`).toEqual([
          302,
          `/login?redirectTo=${encodeURIComponent(url)}`,
        ]);
        shopperGets.push(await page(url, alice.jar.header(), post));
      }
      for (const res of shopperGets) {
        expect(res.status, `shopper ${url}`).toBe(404);
        expectNoneOf(
          res.html,
          ['Back Office', 'Signed in as', 'href="/admin/orders"', 'href="/admin/products"'],
          `shopper ${url} (${res.status})`,
        );
      }
    }
    expect(await snapshot(t, { sessions: ['last_seen_at'] })).toEqual(before);
  });
});
