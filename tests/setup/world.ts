import { expect } from 'vitest';
import { png } from './images.ts';
import { address, checkoutBody, goodCard, setStock, signedInAdmin, signedInShopper } from './shoppers.ts';
import type { Principal } from './routes.ts';
import type { TestShop } from './test-shop.ts';

/**
 * A shop with something in every table, for the suites that walk every route: a shopper with
 * an order, a cart, a wishlist and a cancellation request; the admin; a running deal; a
 * newsletter subscriber; a back-in-stock alert. Also sample parameters and bodies the routes accept.
 */
export const PRODUCT = 'halo-smart-sensor';
export const ORDERED = 'camera-junction-box';
/** Sold out in the seed: its page offers "Notify me when available". */
export const SOLD_OUT = 'aiphone-jos-video-intercom-kit';

export async function populatedShop(t: TestShop) {
  const shopper = await signedInShopper(t, 'World Shopper');
  const admin = await signedInAdmin(t);
  await setStock(t, ORDERED, 500);
  const placed = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: ORDERED, quantity: 1 }]));
  expect(placed.status).toBe(201);
  const orderNumber = (await placed.json()).order.number as string;
  const message = await shopper.call('/api/contact', 'POST', {
    name: 'World Shopper',
    email: shopper.email,
    subject: 'Cancel',
    message: 'Please cancel this order.',
    orderNumber,
  });
  expect(message.status).toBe(201);
  const messageId = String((await message.json()).id);
  // The receipt the message queued (a cancellation request's, as it names the order), for the back office's mail routes.
  const mailId = String(
    (await t.shop.services.adminMail.list({ q: shopper.email })).items.find(
      (m) => m.kind === 'cancellation-request-received',
    )!.id,
  );
  expect((await shopper.call('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 2 })).status).toBe(200);
  expect((await shopper.call('/api/wishlist/toggle', 'POST', { productId: 'tp-link-poe-injector' })).status).toBe(200);
  expect((await shopper.call('/api/newsletter', 'POST', { email: 'world-reader@example.com' })).status).toBe(201);
  const alert = await shopper.call(`/api/products/${SOLD_OUT}/stock-alerts`, 'POST', {
    email: 'world-waiter@example.com',
  });
  expect(alert.status).toBe(201);
  const deal = await admin.call('/api/admin/deal', 'PUT', apiBodies()['PUT /api/admin/deal']);
  expect(deal.status).toBe(200);
  const discount = await admin.call('/api/admin/discounts', 'POST', { code: 'WORLD-10', kind: 'percent', value: 10 });
  expect(discount.status).toBe(201);
  const discountId = String((await discount.json()).id);
  const saved = await shopper.call('/api/account/addresses', 'POST', apiBodies()['POST /api/account/addresses']);
  expect(saved.status).toBe(201);
  const addressId = String((await saved.json()).id);
  /** Values for route parameters, by `segment:name` (see fillPath). */
  const samples: Record<string, string> = {
    'products:id': PRODUCT,
    'product:id': PRODUCT,
    'orders:number': orderNumber,
    'cancellation-requests:id': messageId,
    'messages:id': messageId,
    'mail:id': mailId,
    'discounts:id': discountId,
    'addresses:id': addressId,
    // The seed's first imported review.
    'reviews:id': '1',
    productId: PRODUCT,
  };
  const cookies: Record<Principal, () => string> = {
    anonymous: () => '',
    shopper: () => shopper.jar.header(),
    admin: () => admin.jar.header(),
  };
  return { shopper, admin, orderNumber, messageId, samples, cookies };
}

export type World = Awaited<ReturnType<typeof populatedShop>>;

/** JSON bodies the API accepts from the shop itself, by `METHOD /api/template`. */
export function apiBodies(): Record<string, unknown> {
  return {
    'POST /api/register': {
      name: 'Sample',
      email: `sample-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'sample-password-1',
    },
    'POST /api/login': { email: 'admin@guardline.test', password: 'admin-password-for-tests' },
    'PUT /api/account/profile': {
      name: 'Sample Name',
      email: `profile-${Math.random().toString(36).slice(2)}@example.com`,
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: 'TR',
    },
    'POST /api/account/addresses': {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      phone: '+90 532 123 45 67',
      address: 'Moda Cad. No: 5',
      city: 'İstanbul',
      state: 'Kadıköy',
      zip: '34710',
      country: 'TR',
    },
    'PUT /api/account/addresses/{id}': {
      firstName: 'Anna',
      lastName: 'Schmidt',
      address: 'Musterstraße 1',
      city: 'Berlin',
      zip: '10119',
      country: 'DE',
      makeDefault: true,
    },
    'POST /api/account/password': {
      currentPassword: 'not-the-password',
      newPassword: 'sample-password-2',
      confirmPassword: 'sample-password-2',
    },
    'POST /api/password/forgot': { email: `forgot-${Math.random().toString(36).slice(2)}@example.com` },
    // A token no link ever carried: refused as an unknown link (400).
    'POST /api/password/reset': { token: 'sample-unknown-token', password: 'sample-password-3' },
    'POST /api/cart/lines': { productId: 'tp-link-poe-injector', quantity: 3 },
    'PATCH /api/cart/lines': { productId: PRODUCT, quantity: 9 },
    'POST /api/wishlist/toggle': { productId: PRODUCT },
    'POST /api/newsletter': { email: `subscriber-${Math.random().toString(36).slice(2)}@example.com` },
    'POST /api/newsletter/confirm': { token: 'no-such-token-0123456789abcdef' },
    'POST /api/newsletter/unsubscribe': { e: 'bm9ib2R5QGV4YW1wbGUuY29t', t: 'forged' },
    'POST /api/products/{id}/stock-alerts': { email: `waiter-${Math.random().toString(36).slice(2)}@example.com` },
    'POST /api/stock-alerts/confirm': { token: 'no-such-token-0123456789abcdef' },
    'POST /api/checkout': checkoutBody([{ id: ORDERED, quantity: 1 }]),
    'POST /api/contact': {
      name: 'Sample',
      email: 'sample@example.com',
      subject: 'Sample',
      message: 'A sample message.',
    },
    'POST /api/products/{id}/review': { rating: 5, text: 'A sample review of the product.' },
    'POST /api/admin/reviews/{id}': { status: 'published' },
    'POST /api/planner/plan': { cameras: [{ productId: 'hikvision-4mp-acusense-dome-camera', quantity: 2 }], days: 14 },
    'POST /api/cart/kit': { cameras: [{ productId: 'hikvision-4mp-acusense-dome-camera', quantity: 1 }], days: 7 },
    'POST /api/admin/orders/{number}/ship': { trackingNumber: 'SAMPLE-1' },
    'POST /api/admin/orders/{number}/deliver': {},
    'POST /api/admin/orders/{number}/cancel': { reason: 'Sample' },
    'POST /api/admin/cancellation-requests/{id}/approve': {},
    'POST /api/admin/cancellation-requests/{id}/reject': { note: 'Sample' },
    'PUT /api/admin/deal': {
      productId: PRODUCT,
      dealPrice: '10.00',
      stockCap: 5,
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    'PUT /api/admin/products/{id}': {
      title: 'Sample',
      description: 'Sample',
      price: '1.00',
      stock: '1',
      category: 'security',
      brand: 'Sample',
    },
    'DELETE /api/admin/products/{id}/images': { path: '/images/none.png' },
    'POST /api/admin/messages/{id}/close': { note: 'Sample' },
    'POST /api/discounts/check': { code: 'WORLD-10', shippingMethod: 'standard' },
    'POST /api/admin/discounts': {
      code: `SAMPLE-${Math.random().toString(36).slice(2, 8)}`,
      kind: 'fixed',
      value: '5.00',
    },
    'PUT /api/admin/discounts/{id}': { code: 'WORLD-10', kind: 'percent', value: 15 },
  };
}

/** A multipart body for the upload routes: product fields and one PNG. */
export function uploadForm(): FormData {
  const form = new FormData();
  const fields = {
    id: `sample-${Math.random().toString(36).slice(2, 8)}`,
    title: 'Sample',
    description: 'Sample',
    price: '1.00',
    stock: '1',
    category: 'security',
    brand: 'Sample',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('images', new File([new Uint8Array(png())], 'sample.png', { type: 'image/png' }));
  return form;
}

/** Form fields of the page actions (the forms without JavaScript), by page path. */
export function pageForms(): Record<string, Record<string, string>> {
  return {
    '/product/:id': { intent: 'add-to-cart', quantity: '4' },
    '/product/:id/review': { rating: '5', text: 'A sample review of the product.' },
    '/cart': { intent: 'clear' },
    '/wishlist': { intent: 'clear' },
    '/compare': { intent: 'add', id: PRODUCT },
    '/planner': { plan: 'cam=hikvision-4mp-acusense-dome-camera:1&days=7' },
    '/newsletter': { email: `page-${Math.random().toString(36).slice(2)}@example.com` },
    '/newsletter/confirm': { token: 'no-such-token-0123456789abcdef' },
    '/stock-alerts/confirm': { token: 'no-such-token-0123456789abcdef' },
    '/unsubscribe': { 'List-Unsubscribe': 'One-Click' },
    '/contact': { name: 'Sample', email: 'sample@example.com', subject: 'Sample', message: 'A sample message.' },
    '/register': {
      name: 'Sample',
      email: `page-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'sample-password-1',
      confirmPassword: 'sample-password-1',
    },
    '/login': { email: 'admin@guardline.test', password: 'admin-password-for-tests' },
    '/forgot-password': { email: `page-forgot-${Math.random().toString(36).slice(2)}@example.com` },
    '/reset-password': {
      token: 'sample-unknown-token',
      password: 'sample-password-3',
      confirmPassword: 'sample-password-3',
    },
    '/logout': {},
    '/checkout': Object.fromEntries([
      ...Object.entries(address).map(([k, v]) => [`billingInfo.${k}`, v]),
      ['shippingSameAsBilling', 'on'],
      ...Object.entries(goodCard).map(([k, v]) => [`paymentInfo.${k}`, v]),
    ]),
    '/account': {
      intent: 'profile',
      name: 'Sample Name',
      email: `account-${Math.random().toString(36).slice(2)}@example.com`,
      country: 'TR',
    },
    '/profile': {
      intent: 'profile',
      name: 'Sample Name',
      email: `account-${Math.random().toString(36).slice(2)}@example.com`,
      country: 'TR',
    },
    '/admin/orders/:number': { intent: 'cancel', reason: 'Sample' },
    '/admin/products/:id': { intent: 'hide' },
    '/admin/products/new': {
      id: 'sample-page-product',
      title: 'Sample',
      description: 'Sample',
      price: '1.00',
      stock: '1',
      category: 'security',
      brand: 'Sample',
    },
    '/admin/deal': { intent: 'end' },
    '/admin/messages': { intent: 'close', id: '1', note: 'Sample' },
    '/admin/reviews': { id: '1', status: 'published' },
    '/admin/mail/:id': { intent: 'retry' },
    '/admin/discounts/new': {
      intent: 'save',
      code: `PAGE-${Math.random().toString(36).slice(2, 8)}`,
      kind: 'percent',
      value: '5',
    },
    '/admin/discounts/:id': { intent: 'deactivate' },
  };
}
