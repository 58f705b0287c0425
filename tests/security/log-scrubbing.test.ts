import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { checkoutBody, setStock } from '../setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * Every line the shop logs (info and up: a line per request, and the failures) while shoppers
 * register, sign in wrongly and rightly, reset a password, pay by card, write to the shop, send
 * secrets in a query string and hit a failure: no password, token, session cookie, card number,
 * CVV or full e-mail address is in any of them, and each request has exactly one request line
 * whose id is the X-Request-Id it was answered with.
 */
let t: TestShop;
const PRODUCT = 'camera-junction-box';
const EMAIL = 'log-scrub-shopper@example.com';
const CONTACT_EMAIL = 'log-scrub-writer@example.org';
const PASSWORD = 'first-Secret-pass-9981';
const WRONG_PASSWORD = 'wrong-Secret-pass-4471';
const NEW_PASSWORD = 'second-Secret-pass-5529';
const CARD = '4242424242424242';
const CVV = '7319';
const QUERY_TOKEN = 'qtok-5f2b9c1d7e3a8b4c6d0e';

type Line = Record<string, unknown> & { level: number; msg?: string };
const sent: { id: string; status: number; what: string }[] = [];

beforeAll(async () => {
  t = await createTestShop({ withPages: true, logLevel: 'info' });
  await setStock(t, PRODUCT, 100);
});
afterAll(async () => {
  await t.close().catch(() => {}); // the database was closed on purpose by the last step
});

/** A request through the real app, remembered with the id and status it was answered with. */
async function send(what: string, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await t.request(url, { redirect: 'manual', ...init });
  sent.push({ id: res.headers.get('x-request-id') ?? '', status: res.status, what });
  return res;
}
const json = (method: string, body: unknown, cookie = '') => ({
  method,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

describe('log lines', () => {
  it('hold no secrets or addresses, and one request line per request with its id', async () => {
    const jar = cookieJar();
    expect(
      (await send('register', '/api/register', json('POST', { name: 'Log Shopper', email: EMAIL, password: PASSWORD })))
        .status,
    ).toBe(201);
    expect(
      (await send('wrong password', '/api/login', json('POST', { email: EMAIL, password: WRONG_PASSWORD }))).status,
    ).toBe(401);
    const login = await send('sign in', '/api/login', json('POST', { email: EMAIL, password: PASSWORD }));
    expect(login.status).toBe(200);
    jar.store(login);
    const session = /sid=([^;]+)/.exec(jar.header())![1];

    // The sign-in form of the page, with the password in a form body.
    const form = await send('sign-in form', '/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: EMAIL, password: WRONG_PASSWORD }).toString(),
    });
    expect(form.status).toBeLessThan(500);

    // Pay by card (the number typed with spaces), as the signed-in shopper.
    const paid = await send(
      'checkout',
      '/api/checkout',
      json(
        'POST',
        checkoutBody([{ id: PRODUCT, quantity: 1 }], {
          cardName: 'LOG SHOPPER',
          cardNumber: '4242 4242 4242 4242',
          cardExpiry: '11/31',
          cardCvv: CVV,
        }),
        jar.header(),
      ),
    );
    expect(paid.status).toBe(201);
    const order = (await send('orders', '/api/orders', { headers: { cookie: jar.header() } })).status;
    expect(order).toBe(200);

    // Write to the shop with another address.
    const contact = await send(
      'contact',
      '/api/contact',
      json('POST', {
        name: 'Writer',
        email: CONTACT_EMAIL,
        subject: 'A question',
        message: 'Is this camera weatherproof?',
      }),
    );
    expect(contact.status).toBe(201);

    // Forgot password, then the reset with the mailed token.
    expect((await send('forgot', '/api/password/forgot', json('POST', { email: EMAIL }))).status).toBe(202);
    const [mail] = await t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, EMAIL));
    const { text } = await t.shop.mailRenderer.render(mail);
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await send('reset page', `/reset-password?token=${resetToken}`)).status).toBe(200);
    expect(
      (await send('reset', '/api/password/reset', json('POST', { token: resetToken, password: NEW_PASSWORD }))).status,
    ).toBe(200);

    // Secrets in query strings, on a page and in the API.
    const query = `email=${encodeURIComponent(EMAIL)}&token=${QUERY_TOKEN}`;
    expect((await send('query page', `/products?search=camera&${query}`)).status).toBe(200);
    expect((await send('query api', `/api/products?search=camera&${query}`)).status).toBeLessThan(500);
    expect((await send('query unknown', `/no-such-page?${query}`)).status).toBe(302);
    expect((await send('query unknown api', `/api/no-such?${query}`)).status).toBe(404);

    // A failure: the database goes away under the shop.
    await t.shop.database.close();
    const failed = await send('failing api', '/api/orders', { headers: { cookie: jar.header() } });
    expect(failed.status).toBe(500);
    const answer = (await failed.json()) as { message: string; requestId: string };
    expect(answer.requestId).toBe(failed.headers.get('x-request-id'));
    expect(answer.message).toBe('An error occurred. Please try again later.');
    // A page whose loader reads the database (an anonymous visitor: the session layer has nothing to read).
    const page = await send('failing page', `/newsletter/confirm?token=${QUERY_TOKEN}`, {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(500);
    expect(await page.text()).toContain(`Reference: ${page.headers.get('x-request-id')}`);

    const lines = t.logs.map((l) => JSON.parse(l) as Line);
    const all = t.logs.join('\n');

    // No secret, in any spelling the shop saw.
    const secrets = [PASSWORD, WRONG_PASSWORD, NEW_PASSWORD, resetToken, session, QUERY_TOKEN, EMAIL, CONTACT_EMAIL];
    for (const secret of secrets) expect(all, secret).not.toContain(secret);
    expect(all).not.toContain(encodeURIComponent(EMAIL));
    expect(all).not.toMatch(new RegExp(CARD.split('').join('\\D{0,2}')));
    // The CVV as a whole number, once the random parts are masked: a request id's hex, a visitor
    // reference or a stack's line:column may hold those four digits by chance.
    const masked = all
      .replace(/"(reqId|user|requestId)":"[^"]*"/g, '"$1":"<id>"')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
      .replace(/:\d+:\d+/g, ':<line>:<column>');
    expect(masked).not.toMatch(new RegExp(`(?<!\\d)${CVV}(?!\\d)`));
    expect(all).not.toMatch(/search=|\?/);

    // Exactly one request line per request, with the id it was answered with and its fields.
    const requestLines = lines.filter((l) => l.msg === 'request');
    expect(requestLines).toHaveLength(sent.length);
    for (const { id, status, what } of sent) {
      expect(id, what).toMatch(/^[0-9a-f-]{36}$/);
      const mine = requestLines.filter((l) => l.reqId === id);
      expect(mine, what).toHaveLength(1);
      const [line] = mine;
      expect(line.status, what).toBe(status);
      expect(line.method, what).toMatch(/^(GET|POST)$/);
      expect(typeof line.ms, what).toBe('number');
      expect(line.route, what).toMatch(/^(\/[^?]*|\(unmatched\))$/);
    }
    const routeOf = (what: string) => requestLines.find((l) => l.reqId === sent.find((s) => s.what === what)!.id)!;
    expect(routeOf('checkout').route).toBe('/api/checkout');
    expect(routeOf('query page').route).toBe('/products');
    expect(routeOf('reset page').route).toBe('/reset-password');
    expect(routeOf('query unknown').route).toBe('(unmatched)');
    expect(routeOf('query unknown api').route).toBe('(unmatched)');
    // The signed-in shopper has one anonymous reference throughout; not their id or address.
    const refs = new Set(['checkout', 'orders'].map((what) => routeOf(what).user));
    expect(refs.size).toBe(1);
    expect([...refs][0]).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(routeOf('register').user).toBeUndefined();

    // The failures are logged as errors with their request's id.
    const errors = lines.filter((l) => l.level >= 50);
    for (const what of ['failing api', 'failing page']) {
      const { id } = sent.find((s) => s.what === what)!;
      expect(
        errors.some((l) => l.reqId === id),
        what,
      ).toBe(true);
    }
  }, 60_000);
});
