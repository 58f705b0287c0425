import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The page a reset link opens, without JavaScript: plain GETs and form posts. */
let t: TestShop;
let accounts = 0;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const post = async (url: string, form: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
};
const visible = (html: string) => htmlText(html, { scripts: 'drop' });

/** An account signed in through the sign-in form, and a reset link for it read from its mail. */
async function ownerWithLink() {
  const email = `reset-page-${++accounts}@example.com`;
  const password = 'the-old-password-1';
  await t.shop.services.auth.register({ name: 'Page Owner', email, password }, '127.0.0.1');
  const jar = cookieJar();
  const login = await t.request('/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: 'manual',
  });
  jar.store(login);
  await t.shop.services.recovery.requestReset({ email }, 'en', '127.0.0.1');
  const rows = (await t.shop.database.db.execute(
    sql`select id, kind, recipient, lang, payload from mail_outbox where recipient = ${email} order by id desc limit 1`,
  )) as unknown as { rows: { kind: string; recipient: string; lang: string; payload: unknown }[] };
  const { text } = await t.shop.mailRenderer.render(rows.rows[0]);
  const url = /https?:\/\/[^/\s]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(text)![1];
  return { email, password, jar, url, token: new URL(url, 'http://shop.example').searchParams.get('token')! };
}

describe('/reset-password', () => {
  it('carries the token in a hidden field, is never stored and sends no referrer', async () => {
    const { url, token } = await ownerWithLink();
    const { status, headers, html } = await page(url);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    for (const label of ['New Password', 'Confirm New Password'])
      expect(html).toMatch(new RegExp(`<label for="[^"]+" class="label">${label}</label>`));
    expect(html).toMatch(/autoComplete="new-password"/);
    // Client navigations fetch the same data with the token too.
    const data = await t.request(`${url.replace('/reset-password', '/reset-password.data')}`);
    expect(data.headers.get('referrer-policy')).toBe('no-referrer');
    expect(data.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['/reset-password', 'This password reset link is not valid. Please ask for a new one.'],
    ['/reset-password?token=unknown-token', 'This password reset link is not valid. Please ask for a new one.'],
    ['/reset-password?token=not%20a%20token', 'This password reset link is not valid. Please ask for a new one.'],
  ])('%s: 400, the reason as an alert and a link to ask again, no form', async (url, message) => {
    const { status, headers, html } = await page(url);
    expect(status).toBe(400);
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).toMatch(new RegExp(`role="alert"[^>]*><div>${message.replace(/\./g, '\\.')}</div>`));
    expect(html).toMatch(/<a [^>]*href="\/forgot-password"[^>]*>Ask for a new link<\/a>/);
    expect(html).not.toContain('name="password"');
  });

  it('refuses passwords that break the rules with 400 and the reason by the field, keeping the link', async () => {
    const { url, token } = await ownerWithLink();
    const differ = await post(url, { token, password: 'a-new-password-1', confirmPassword: 'a-new-password-2' });
    expect(differ.status).toBe(400);
    expect(visible(differ.html)).toContain('Passwords do not match');
    expect(differ.html).toContain(`name="token" value="${token}"`);
    const common = await post(url, { token, password: 'password123', confirmPassword: 'password123' });
    expect(common.status).toBe(400);
    expect(visible(common.html)).toContain('This password is too common');
    expect(await t.shop.services.recovery.linkRefusal(token)).toBeNull();
  });

  it('sets the password, signs every session out and sends the shopper to /login with a notice; the link is then used', async () => {
    const owner = await ownerWithLink();
    expect((await page('/account', { cookie: owner.jar.header() })).status).toBe(200);

    const done = await post(owner.url, {
      token: owner.token,
      password: 'a-fresh-password-9',
      confirmPassword: 'a-fresh-password-9',
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe('/login?reset=done');
    const login = await page(done.location!);
    expect(login.html).toMatch(
      /role="status"[^>]*><div>Your password has been changed and every session was signed out\. Log in with your new password\.<\/div>/,
    );

    // The session the browser held is gone: the account page asks to sign in.
    const account = await page('/account', { cookie: owner.jar.header() });
    expect(visible(account.html)).not.toContain(owner.email);
    const signIn = await post('/login', { email: owner.email, password: 'a-fresh-password-9' });
    expect(signIn.status).toBe(302);
    const old = await post('/login', { email: owner.email, password: owner.password });
    expect(visible(old.html)).toContain('Invalid credentials');

    const again = await page(owner.url);
    expect(again.status).toBe(400);
    expect(visible(again.html)).toContain('This password reset link has already been used');
    const reused = await post(owner.url, {
      token: owner.token,
      password: 'third-password-9',
      confirmPassword: 'third-password-9',
    });
    expect(reused.status).toBe(400);
    expect(visible(reused.html)).toContain('This password reset link has already been used');
  });

  it('in Turkish', async () => {
    const { url } = await ownerWithLink();
    const { html } = await page(url, { cookie: 'lang=tr' });
    expect(visible(html)).toContain('Yeni şifre belirleyin');
    expect(visible(html)).toContain('Yeni Şifreyi Kaydet');
    const dead = await page('/reset-password?token=nope', { cookie: 'lang=tr' });
    expect(visible(dead.html)).toContain('Bu şifre sıfırlama bağlantısı geçerli değil.');
    expect(visible(dead.html)).toContain('Yeni bağlantı iste');
  });
});
