import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { queryRows } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

/** POST /api/password/forgot and /api/password/reset as API clients see them (docs/product.md §7.11). */
let t: TestShop;
let clients = 0;
/** A fresh client address (one trusted proxy in front). */
const from = () => ({ 'x-forwarded-for': `198.51.100.${++clients}` });

beforeAll(async () => {
  t = await createTestShop({ trustProxy: 1 });
});
afterAll(() => t.close());

const SENT =
  'If an account exists for this address, we have sent a link to reset the password. It is valid for 30 minutes.';

async function register(email: string, password = 'the-first-password-1') {
  expect((await t.json('/api/register', 'POST', { name: 'Recovering', email, password })).status).toBe(201);
  return { email, password };
}

const mailsTo = (email: string) => t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
/** Reset links and mails stored so far. */
const stored = async () =>
  (
    await queryRows<{ links: number; mails: number }>(
      t.shop.database.db,
      sql`select (select count(*)::int from password_resets) as links, (select count(*)::int from mail_outbox) as mails`,
    )
  )[0];

/** The link's token from the newest mail to `email`, rendered as it is sent. */
async function tokenFromMail(email: string): Promise<string> {
  const mail = (await mailsTo(email)).at(-1)!;
  const { text } = await t.shop.mailRenderer.render(mail);
  return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
}

describe('POST /api/password/forgot', () => {
  it('answers exactly the same for an address with an account and one without', async () => {
    const owner = await register('forgetful@example.com');
    const known = await t.json('/api/password/forgot', 'POST', { email: owner.email }, from());
    const unknown = await t.json('/api/password/forgot', 'POST', { email: 'never-registered@example.com' }, from());
    for (const res of [known, unknown]) {
      expect(res.status).toBe(202);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    const [a, b] = [await known.json(), await unknown.json()];
    expect(a).toEqual({ message: SENT });
    expect(b).toEqual(a);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    // Only the account got a mail.
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo('never-registered@example.com')).toHaveLength(0);
  });

  it('answers in Turkish for a Turkish visitor, and the mail is in Turkish', async () => {
    const owner = await register('unutkan@example.com');
    const res = await t.json('/api/password/forgot', 'POST', { email: owner.email }, { cookie: 'lang=tr', ...from() });
    expect(res.status).toBe(202);
    expect((await res.json()).message).toBe(
      'Bu adrese ait bir hesap varsa şifreyi sıfırlamak için bir bağlantı gönderdik. Bağlantı 30 dakika geçerlidir.',
    );
    const [mail] = await mailsTo(owner.email);
    expect(mail.lang).toBe('tr');
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-address' }, 'Invalid email format'],
    [{ email: 42 }, 'Email is required'],
    [{ email: `${'x'.repeat(250)}@example.com` }, 'Invalid email format'],
    [[], undefined],
    ['just text', undefined],
  ])('refuses %j with 400 and a message, queuing nothing', async (body, fieldError) => {
    const before = await stored();
    const res = await t.json('/api/password/forgot', 'POST', body, from());
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.message).toEqual(expect.any(String));
    if (fieldError) expect(json.fieldErrors.email).toBe(fieldError);
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is no JSON with 400', async () => {
    const res = await t.request('/api/password/forgot', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from() },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once: the old one and every session stop working', async () => {
    const owner = await register('locked-out@example.com');
    const jar = cookieJar();
    const login = await t.json('/api/login', 'POST', owner);
    jar.store(login);
    expect((await (await t.request('/api/me', { headers: { cookie: jar.header() } })).json()).user).not.toBeNull();

    expect((await t.json('/api/password/forgot', 'POST', { email: owner.email }, from())).status).toBe(202);
    const token = await tokenFromMail(owner.email);
    const reset = await t.json('/api/password/reset', 'POST', { token, password: 'my-new-password-22' }, from());
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      message: 'Your password has been changed and every session was signed out. Log in with your new password.',
    });

    expect((await (await t.request('/api/me', { headers: { cookie: jar.header() } })).json()).user).toBeNull();
    expect((await t.json('/api/login', 'POST', owner)).status).toBe(401);
    expect((await t.json('/api/login', 'POST', { email: owner.email, password: 'my-new-password-22' })).status).toBe(
      200,
    );
    const again = await t.json('/api/password/reset', 'POST', { token, password: 'another-password-33' }, from());
    expect(again.status).toBe(400);
    expect((await again.json()).message).toMatch(/already been used.*Ask for a new one/);
  });

  it.each([
    [{ password: 'a-good-password-1' }, 'token', 'This password reset link is not valid. Please ask for a new one.'],
    [{ token: 'has spaces', password: 'a-good-password-1' }, 'token', 'This password reset link is not valid'],
    [{ token: 'x'.repeat(129), password: 'a-good-password-1' }, 'token', 'This password reset link is not valid'],
    [{ token: 'abc' }, 'password', 'You must enter your new password'],
    [{ token: 'abc', password: 'short' }, 'password', 'Password must be at least 6 characters'],
    [{ token: 'abc', password: 'password123' }, 'password', 'This password is too common'],
    [{ token: 'abc', password: 'x'.repeat(257) }, 'password', 'Password must be at most 256 characters'],
    [{ token: 'abc', password: 'a-good-password-1', confirmPassword: 'other' }, 'confirmPassword', 'do not match'],
    [{ token: 42, password: 'a-good-password-1' }, 'token', 'This password reset link is not valid'],
  ])('refuses %j with 400 (%s)', async (body, field, message) => {
    const res = await t.json('/api/password/reset', 'POST', body, from());
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fieldErrors[field]).toContain(message);
  });

  it('refuses an unknown token with 400 and says to ask again', async () => {
    const res = await t.json(
      '/api/password/reset',
      'POST',
      { token: 'no-such-link', password: 'a-good-pass-1' },
      from(),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'This password reset link is not valid. Please ask for a new one.' });
  });
});

describe('throttles with the production limits', () => {
  let p: TestShop;
  beforeAll(async () => {
    p = await createTestShop({ trustProxy: 1, throttles: 'production' });
  });
  afterAll(() => p.close());

  const forgot = (email: string, headers: Record<string, string>) =>
    p.json('/api/password/forgot', 'POST', { email }, headers);

  async function expectThrottled(res: Response) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe(
      'Too many password reset requests. Please wait a few minutes and try again.',
    );
  }

  it('per address: 10 requests in 15 minutes, then 429 with Retry-After; another address is not affected', async () => {
    const client = from();
    for (let i = 0; i < 10; i++) expect((await forgot(`address-${i}@example.com`, client)).status).toBe(202);
    await expectThrottled(await forgot('address-10@example.com', client));
    expect((await forgot('address-10@example.com', from())).status).toBe(202);
  });

  it('per e-mail, from any address: a parallel burst gets exactly 3 through', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => forgot('popular@example.com', from())));
    expect(burst.filter((r) => r.status === 202)).toHaveLength(3);
    for (const res of burst.filter((r) => r.status !== 202)) await expectThrottled(res);
  });

  it('resets per address: 10 tries in 15 minutes, then 429', async () => {
    const client = from();
    const body = { token: 'guessed-token', password: 'a-good-password-1' };
    for (let i = 0; i < 10; i++) expect((await p.json('/api/password/reset', 'POST', body, client)).status).toBe(400);
    const limited = await p.json('/api/password/reset', 'POST', body, client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
