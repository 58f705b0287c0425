import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../setup/database.ts';
import { apiOperations, fillPath, MUTATING, pageRoutes, type ApiOperation, type PageRoute } from '../setup/routes.ts';
import { address, checkoutBody, goodCard, setStock, signedInAdmin, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * Every state-changing request (every mutating operation of the OpenAPI document, every page
 * form action of the build, the language switch) is refused when another site sends it, and
 * nothing changes. The same requests from the shop's own origin go through.
 */
let t: TestShop;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let samples: Record<string, string>;
let operations: ApiOperation[];
let pages: PageRoute[];

const PRODUCT = 'halo-smart-sensor';
const ORDERED = 'camera-junction-box';

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  shopper = await signedInShopper(t, 'Cross Site Shopper');
  admin = await signedInAdmin(t);
  await setStock(t, ORDERED, 50);
  const order = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: ORDERED, quantity: 1 }]));
  expect(order.status).toBe(201);
  const number = (await order.json()).order.number as string;
  const message = await shopper.call('/api/contact', 'POST', { name: 'Cross Site', email: shopper.email, subject: 'Cancel', message: 'Please cancel this order.', orderNumber: number });
  const messageId = String((await message.json()).id);
  await shopper.call('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 2 });
  await shopper.call('/api/wishlist/toggle', 'POST', { productId: PRODUCT });
  samples = { 'products:id': PRODUCT, 'product:id': PRODUCT, 'orders:number': number, 'cancellation-requests:id': messageId, 'messages:id': messageId, productId: PRODUCT };
  operations = (await apiOperations(t)).filter((op) => MUTATING.has(op.method));
  pages = pageRoutes(t.build!).filter((p) => p.hasAction);
});
afterAll(() => t.close());

/** Bodies that the routes accept from the shop itself, so a refusal is the only thing stopping them. */
const apiBodies: Record<string, unknown> = {
  'POST /api/register': { name: 'Forged', email: 'forged@example.com', password: 'forged-password-1' },
  'POST /api/login': { email: 'admin@guardline.test', password: 'admin-password-for-tests' },
  'PUT /api/account/profile': { name: 'Forged Name', email: 'forged-profile@example.com', phone: '', address: '', city: '', state: '', postalCode: '', country: 'TR' },
  'POST /api/account/password': { currentPassword: 'x', newPassword: 'forged-password-2', confirmPassword: 'forged-password-2' },
  'POST /api/cart/lines': { productId: 'tp-link-poe-injector', quantity: 3 },
  'PATCH /api/cart/lines': { productId: PRODUCT, quantity: 9 },
  'POST /api/wishlist/toggle': { productId: PRODUCT },
  'POST /api/newsletter': { email: 'forged-subscriber@example.com' },
  'POST /api/checkout': checkoutBody([{ id: ORDERED, quantity: 1 }]),
  'POST /api/contact': { name: 'Forged', email: 'forged@example.com', subject: 'Forged', message: 'A forged message.' },
  'POST /api/admin/orders/{number}/ship': { trackingNumber: 'FORGED-1' },
  'POST /api/admin/orders/{number}/cancel': { reason: 'Forged' },
  'POST /api/admin/cancellation-requests/{id}/reject': { note: 'Forged' },
  'PUT /api/admin/deal': { productId: PRODUCT, dealPrice: '1.00', stockCap: 5, endsAt: new Date(Date.now() + 86_400_000).toISOString() },
  'PUT /api/admin/products/{id}': { title: 'Forged', description: 'Forged', price: '1.00', stock: '1', category: 'security', brand: 'Forged' },
};

/** Form fields of the page actions (the no-JavaScript forms). */
const pageForms: Record<string, Record<string, string>> = {
  '/product/:id': { intent: 'add-to-cart', quantity: '4' },
  '/cart': { intent: 'clear' },
  '/wishlist': { intent: 'clear' },
  '/newsletter': { email: 'forged-page@example.com' },
  '/contact': { name: 'Forged', email: 'forged@example.com', subject: 'Forged', message: 'A forged message.' },
  '/register': { name: 'Forged', email: 'forged-page@example.com', password: 'forged-password-1', confirmPassword: 'forged-password-1' },
  '/login': { email: 'admin@guardline.test', password: 'admin-password-for-tests' },
  '/checkout': Object.fromEntries([
    ...Object.entries(address).map(([k, v]) => [`billingInfo.${k}`, v]),
    ['shippingSameAsBilling', 'on'],
    ...Object.entries(goodCard).map(([k, v]) => [`paymentInfo.${k}`, v]),
  ]),
  '/account': { intent: 'profile', name: 'Forged Name', email: 'forged-account@example.com', country: 'TR' },
  '/profile': { intent: 'profile', name: 'Forged Name', email: 'forged-account@example.com', country: 'TR' },
  '/admin/orders/:number': { intent: 'cancel', reason: 'Forged' },
  '/admin/products/:id': { intent: 'hide' },
  '/admin/products/new': { id: 'forged-product', title: 'Forged', description: 'Forged', price: '1.00', stock: '1', category: 'security', brand: 'Forged' },
  '/admin/deal': { intent: 'end' },
  '/admin/messages': { intent: 'close', id: '1', note: 'Forged' },
};

type Attempt = { what: string; url: string; init: RequestInit; cookie: () => string };

/** Every state-changing request, with the cookies of someone allowed to make it. */
function attempts(): Attempt[] {
  const list: Attempt[] = [];
  for (const op of operations) {
    const url = fillPath(op.template, samples);
    const body = apiBodies[`${op.method} ${op.template}`] ?? {};
    const jar = op.principal === 'admin' ? admin.jar : shopper.jar;
    list.push({ what: `${op.method} ${op.template}`, url, init: { method: op.method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, cookie: () => jar.header() });
  }
  for (const page of pages) {
    const url = fillPath(page.path, samples);
    const form = new URLSearchParams(pageForms[page.path] ?? {}).toString();
    const jar = page.path.startsWith('/admin') ? admin.jar : shopper.jar;
    const init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form };
    list.push({ what: `POST ${page.path}`, url, init, cookie: () => jar.header() });
    // Client-side form submissions post to the page's data URL.
    list.push({ what: `POST ${page.path}.data`, url: `${url}.data`, init, cookie: () => jar.header() });
  }
  list.push({ what: 'POST /language', url: '/language', init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=tr&redirectTo=/' }, cookie: () => shopper.jar.header() });
  return list;
}

const FOREIGN: Record<string, Record<string, string>> = {
  'another site': { origin: 'https://evil.example' },
  'a look-alike host': { origin: 'http://localhost.evil.example' },
  'another port': { origin: 'http://localhost:8080' },
  'another scheme': { origin: 'https://localhost' },
  'an opaque origin (sandboxed frame, data: URL)': { origin: 'null' },
  'no Origin, but Fetch Metadata says cross-site': { 'sec-fetch-site': 'cross-site' },
};

describe('cross-site requests', () => {
  it('cover every mutating API operation and every page action', () => {
    const all = attempts().map((a) => a.what);
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(all).toEqual(expect.arrayContaining(['POST /api/checkout', 'PUT /api/account/profile', 'POST /api/admin/products', 'DELETE /api/cart', 'POST /checkout', 'POST /logout', 'POST /admin/deal', 'POST /language']));
    // Every page action has a form body here, so the refusal is what stops a real change.
    for (const page of pages) if (page.path !== '/logout') expect(pageForms[page.path], `a form for ${page.path}`).toBeDefined();
  });

  it.each(Object.keys(FOREIGN))('from %s: 403 {message} for every one, and nothing changes', async (from) => {
    const before = await snapshot(t);
    for (const attempt of attempts()) {
      const res = await t.request(attempt.url, { ...attempt.init, headers: { ...(attempt.init.headers as Record<string, string>), cookie: attempt.cookie(), ...FOREIGN[from] }, redirect: 'manual' });
      expect(res.status, `${attempt.what} from ${from}`).toBe(403);
      expect(await res.json(), attempt.what).toEqual({ message: 'Cross-site requests are not allowed.' });
      expect(res.headers.getSetCookie(), `${attempt.what}: no cookie set`).toEqual([]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('the same requests from the shop itself (or a client that sends no Origin) go through and change things', async () => {
    const before = await snapshot(t);
    const own = [{ origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }, {}];
    // Sign-outs last, so the others run signed in.
    const ordered = attempts().sort((a, b) => Number(/logout/.test(a.what)) - Number(/logout/.test(b.what)));
    for (const [i, attempt] of ordered.entries()) {
      const headers = own[i % own.length];
      const res = await t.request(attempt.url, { ...attempt.init, headers: { ...(attempt.init.headers as Record<string, string>), cookie: attempt.cookie(), ...headers }, redirect: 'manual' });
      expect(res.status, `${attempt.what} with ${JSON.stringify(headers)}`).not.toBe(403);
      expect(res.status, attempt.what).toBeLessThan(500);
    }
    const after = await snapshot(t);
    for (const table of ['cart_lines', 'wishlist_items', 'orders', 'contact_messages', 'newsletter_subscribers', 'users', 'deals', 'products', 'sessions']) {
      expect(after[table], `${table} changed`).not.toEqual(before[table]);
    }
  });
});
