import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import type { Lang } from '#common/languages.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { SessionUser } from '../services/auth.server.ts';
import { contactMessages, orders, users } from '../db/schema.ts';
import type { AppEnv, RequestShop } from '../http/shop-context.ts';
import { ContactService } from '../services/contact.server.ts';
import { contactApi } from './contact.ts';
import { apiRouter } from './openapi.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/**
 * The handler on its own: a minimal app that sets the request's language and user the way
 * server/http/shop-context.ts does, so this test does not depend on the app's wiring.
 */
let t: TestShop;
let app: Hono<AppEnv>;
let contact: ContactService;
let signedIn: SessionUser | null = null;

beforeAll(async () => {
  t = await createTestShop();
  contact = new ContactService(t.shop.database.db);
  app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    const lang: Lang = c.req.header('accept-language') === 'tr' ? 'tr' : 'en';
    const shop = {
      lang,
      user: signedIn,
      owner: null,
      sessionToken: null,
      address: '127.0.0.1',
      ensureOwner: () => 'v:test',
      signIn: async () => {
        throw new Error('not in this test');
      },
      signOut: async () => {},
      t: (key: TranslationKey, options?: Record<string, unknown>) => getI18n(lang).t(key, options ?? {}) as string,
    } satisfies RequestShop;
    c.set('shop', shop);
    await next();
  });
  const api = apiRouter();
  api.route('/', contactApi({ ...t.shop.services, contact }));
  api.doc31('/openapi.json', { openapi: '3.1.0', info: { title: 'test', version: '1' } });
  app.route('/api', api);
});
afterAll(() => t.close());

const post = (body: unknown, lang: Lang = 'en') =>
  app.request('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });

const valid = {
  name: 'Alice Doe',
  email: 'alice@example.com',
  subject: 'Question',
  phone: '555-123-4567',
  message: 'Does the camera work at night?',
};

describe('POST /api/contact', () => {
  it('stores the message: 201 {message, id}', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      message: "Thank you for your message! We'll get back to you within 24 hours.",
      id: expect.any(Number),
    });
    expect(await contact.get(body.id)).toMatchObject({ ...valid, status: 'open', locale: 'en', userId: null });
  });

  it('answers bad input with 400 {message, fieldErrors}, translated', async () => {
    const res = await post({ name: ' ', email: 'nope', subject: '', phone: '12345', message: 'short' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Name is required',
      fieldErrors: {
        name: 'Name is required',
        email: 'Email is invalid',
        subject: 'Subject is required',
        phone: 'Please enter a valid phone number',
        message: 'Message must be at least 10 characters',
      },
    });
    const turkish = await post({ ...valid, email: '' }, 'tr');
    expect(await turkish.json()).toEqual({
      message: 'E-posta zorunludur',
      fieldErrors: { email: 'E-posta zorunludur' },
    });
  });

  it('links the order only for the signed-in owner, with the same answer either way', async () => {
    const [owner] = await t.shop.database.db
      .insert(users)
      .values({ email: 'owner@example.com', name: 'Owner', passwordHash: 'x' })
      .returning({ id: users.id });
    const address = {
      firstName: 'O',
      lastName: 'W',
      email: 'owner@example.com',
      phone: '5551234567',
      address: 'A',
      city: 'C',
      state: 'S',
      zip: '1',
      country: 'TR',
    };
    const [order] = await t.shop.database.db
      .insert(orders)
      .values({
        number: 'GL-200001',
        userId: owner.id,
        email: address.email,
        billing: address,
        shipping: address,
        subtotalCents: 1,
        shippingCents: 0,
        taxCents: 0,
        totalCents: 1,
        cardBrand: 'visa',
        cardLast4: '4242',
        cardExpiry: '12/30',
        paymentReference: 'r',
      })
      .returning({ id: orders.id });
    const request = { ...valid, subject: 'Cancellation request for order GL-200001', orderNumber: 'GL-200001' };

    signedIn = null;
    const anonymous = await post(request);
    signedIn = { id: owner.id, name: 'Owner', email: 'owner@example.com', role: 'customer' };
    const byOwner = await post(request);
    signedIn = null;
    expect(anonymous.status).toBe(201);
    expect(byOwner.status).toBe(201);
    const [a, b] = [await anonymous.json(), await byOwner.json()];
    expect(Object.keys(a)).toEqual(Object.keys(b));
    const rows = await t.shop.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, request.subject));
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ orderId: null, userId: null });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ orderId: order.id, userId: owner.id });
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    const operation = doc.paths['/contact'].post;
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '429']);
    const schema = operation.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['name', 'email', 'subject', 'message']);
  });
});
