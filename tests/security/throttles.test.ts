import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * Per-address limits on what costs the shop (a slow hash, a stored row), with the production
 * numbers: each request past the limit gets 429 with Retry-After and a message, on the API and
 * on the page forms (shown on the page, never a 500). And a burst of sign-ups does not hold up
 * other visitors: password hashing runs at most two at a time, so gzip keeps its threads.
 */
let t: TestShop;
const now = new Date('2030-01-01T10:01:00Z');
let address = 0;
/** A fresh client address per test (one trusted proxy in front). */
const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

beforeAll(async () => {
  t = await createTestShop({ withPages: true, throttles: 'production', trustProxy: 1, clock: () => now });
});
afterAll(() => t.close());

const page = (url: string, fields: Record<string, string>, headers: Record<string, string>) =>
  t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

async function expectThrottled(res: Response, what: string) {
  expect(res.status, what).toBe(429);
  expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
}

describe('per-address throttles', { timeout: 120_000 }, () => {
  it('contact: 5 messages per 10 minutes, then 429 (API) and the reason on the page', async () => {
    const client = from();
    const message = { name: 'Spam', email: 'spam@example.com', subject: 'Hi', message: 'Buy cheap watches.' };
    for (let i = 0; i < 5; i++) expect((await t.json('/api/contact', 'POST', message, client)).status).toBe(201);
    const api = await t.json('/api/contact', 'POST', message, client);
    await expectThrottled(api, 'API');
    expect((await api.json()).message).toMatch(/too many/i);
    const form = await page('/contact', message, client);
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many requests from your connection');
    // Someone else is not affected.
    expect((await t.json('/api/contact', 'POST', message, from())).status).toBe(201);
  });

  it('newsletter: 10 sign-ups per 10 minutes, then 429 with the reason on the page', async () => {
    const client = from();
    for (let i = 0; i < 10; i++)
      expect(
        (await t.json('/api/newsletter', 'POST', { email: `reader-${address}-${i}@example.com` }, client)).status,
      ).toBe(201);
    await expectThrottled(await t.json('/api/newsletter', 'POST', { email: 'one-more@example.com' }, client), 'API');
    const form = await page('/newsletter', { email: 'page@example.com' }, client);
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many requests from your connection');
  });

  it('back-in-stock alerts: 10 requests per 10 minutes, then 429 with the reason on the product page', async () => {
    const client = from();
    const url = '/api/products/aiphone-jos-video-intercom-kit/stock-alerts';
    for (let i = 0; i < 10; i++)
      expect((await t.json(url, 'POST', { email: `waiter-${address}-${i}@example.com` }, client)).status).toBe(201);
    await expectThrottled(await t.json(url, 'POST', { email: 'one-more@example.com' }, client), 'API');
    const form = await page(
      '/product/aiphone-jos-video-intercom-kit',
      { intent: 'notify', email: 'page@example.com' },
      client,
    );
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many requests from your connection');
  });

  it('registration: 20 accounts per hour, then 429 with the reason on the page', async () => {
    const client = from();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.json(
          '/api/register',
          'POST',
          { name: 'Bulk', email: `bulk-${address}-${i}@example.com`, password: 'a-long-password-1' },
          client,
        ),
      ),
    );
    // One address holds at most two places in the hash queue: the rest are told the server is
    // busy; none is refused by the address limit yet.
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    expect(results.every((r) => r.status === 201 || r.status === 429)).toBe(true);
    for (const busy of results.filter((r) => r.status === 429)) expect((await busy.json()).message).toMatch(/busy/i);
    // Those "busy" answers were this address's own flood: they count (no refund), the 20 are used up.
    const limited = await t.json(
      '/api/register',
      'POST',
      { name: 'Bulk', email: 'bulk-last@example.com', password: 'a-long-password-1' },
      client,
    );
    await expectThrottled(limited, 'API');
    expect((await limited.json()).message).toMatch(/too many/i);
    const form = await page(
      '/register',
      {
        name: 'Bulk',
        email: 'bulk-page@example.com',
        password: 'a-long-password-1',
        confirmPassword: 'a-long-password-1',
      },
      client,
    );
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many requests from your connection');
  });

  it('password change: 10 tries per 15 minutes, then 429', async () => {
    const shopper = await signedInShopper(t);
    const client = from();
    const body = {
      currentPassword: 'not-my-password',
      newPassword: 'a-new-password-2',
      confirmPassword: 'a-new-password-2',
    };
    for (let i = 0; i < 10; i++)
      expect((await shopper.call('/api/account/password', 'POST', body, client)).status).toBe(400);
    await expectThrottled(await shopper.call('/api/account/password', 'POST', body, client), 'API');
  });
});

describe('account recovery throttles', { timeout: 120_000 }, () => {
  it('reset requests: 10 per 15 minutes from one address, then 429 (API) and the reason on the page', async () => {
    const client = from();
    for (let i = 0; i < 10; i++)
      expect(
        (await t.json('/api/password/forgot', 'POST', { email: `lost-${address}-${i}@example.com` }, client)).status,
      ).toBe(202);
    await expectThrottled(await t.json('/api/password/forgot', 'POST', { email: 'lost@example.com' }, client), 'API');
    const form = await page('/forgot-password', { email: 'lost@example.com' }, client);
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many password reset requests');
  });

  it('reset requests: 3 per hour for one e-mail, whatever the address, then the reason on the page', async () => {
    for (let i = 0; i < 3; i++)
      expect((await page('/forgot-password', { email: 'much-wanted@example.com' }, from())).status).toBe(200);
    const form = await page('/forgot-password', { email: 'much-wanted@example.com' }, from());
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many password reset requests');
  });

  it('new passwords through links: 10 tries per 15 minutes from one address, then 429 on the page too', async () => {
    const client = from();
    const fields = { token: 'guessed', password: 'a-new-password-2', confirmPassword: 'a-new-password-2' };
    for (let i = 0; i < 10; i++) expect((await page('/reset-password', fields, client)).status).toBe(400);
    const form = await page('/reset-password', fields, client);
    await expectThrottled(form, 'page');
    expect(await form.text()).toContain('Too many requests from your connection');
  });
});

// Slow by nature (20 scrypt hashes, two at a time): a generous limit, no timing asserted.
describe('a burst of sign-ups', { timeout: 180_000 }, () => {
  it('does not hold up a gzipped page: it completes while most sign-ups are still hashing', async () => {
    let done = 0;
    // From twenty addresses, two each: one address alone may not hold more of the hash queue.
    const clients = Array.from({ length: 20 }, () => from());
    const burst = Array.from({ length: 40 }, (_, i) =>
      Promise.resolve(
        t.json(
          '/api/register',
          'POST',
          { name: 'Burst', email: `burst-${i}@example.com`, password: 'a-long-password-1' },
          clients[i % 20],
        ),
      ).then((res: Response) => {
        if (res.status === 201) done++;
        return res;
      }),
    );
    const res = await t.request('/products', { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    await res.arrayBuffer(); // the whole compressed page
    const doneWhenPageCame = done;
    const answers = await Promise.all(burst);
    const created = answers.filter((r) => r.status === 201).length;
    expect(created).toBeGreaterThan(0);
    expect(doneWhenPageCame).toBeLessThan(created / 2);
    // The rest: the address limit or a busy server, each with Retry-After and a message.
    for (const refused of answers.filter((r) => r.status !== 201)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).message).toEqual(expect.any(String));
    }
  });
});
