import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** "Forgot password?" as a browser without JavaScript gets it: server-rendered, plain form posts. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const post = async (form: Record<string, string>, headers: Record<string, string> = {}) => {
  const res = await t.request('/forgot-password', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
};
/** What a reader sees, without the per-response nonce. */
const visible = (html: string) => htmlText(html.replace(/nonce="[^"]*"/g, ''), { scripts: 'drop' });
const mailCount = async (email: string) => {
  const result = (await t.shop.database.db.execute(
    // Plain SQL: app/ code never imports server modules.
    sql`select count(*)::int as n from mail_outbox where recipient = ${email} and kind = 'password-reset'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
};

describe('/login', () => {
  it.each([
    ['en', 'Forgot password\\?'],
    ['tr', 'Şifremi unuttum'],
  ])('links to /forgot-password (%s)', async (lang, text) => {
    const { html } = await page('/login', { cookie: `lang=${lang}` });
    expect(html).toMatch(new RegExp(`<a[^>]*href="/forgot-password"[^>]*>${text}</a>`));
  });
});

describe('/forgot-password', () => {
  it('is a private page with a labelled e-mail field, a form that posts, and a way back', async () => {
    const { status, headers, html } = await page('/forgot-password');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('<h1 class="text-2xl font-bold text-slate-900">Forgot your password?</h1>');
    expect(html).toMatch(/<form [^>]*action="\/forgot-password" method="post">/);
    const id = /<label for="([^"]+)" class="label">Email<\/label>/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<input id="${id}"[^>]*type="email"[^>]*name="email"`));
    expect(html).toContain('href="/login"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers the same page whether or not the address has an account; only the account gets a mail', async () => {
    await t.shop.services.auth.register(
      { name: 'Page Owner', email: 'page-owner@example.com', password: 'owner-password-1' },
      '127.0.0.1',
    );
    const known = await post({ email: 'page-owner@example.com' });
    const unknown = await post({ email: 'page-nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(visible(known.html)).toEqual(visible(unknown.html));
    expect(visible(known.html)).toContain(
      'If an account exists for this address, we have sent a link to reset the password. It is valid for 30 minutes.',
    );
    expect(known.html).toMatch(/role="status"/);
    expect(await mailCount('page-owner@example.com')).toBe(1);
    expect(await mailCount('page-nobody@example.com')).toBe(0);
  });

  it('in Turkish', async () => {
    const { html } = await page('/forgot-password', { cookie: 'lang=tr' });
    expect(visible(html)).toContain('Şifrenizi mi unuttunuz?');
    const sent = await post({ email: 'kimse@example.com' }, { cookie: 'lang=tr' });
    expect(visible(sent.html)).toContain(
      'Bu adrese ait bir hesap varsa şifreyi sıfırlamak için bir bağlantı gönderdik.',
    );
  });

  it('refuses a malformed address with 400, the reason by the field and what was typed kept', async () => {
    const { status, html } = await post({ email: 'not-an-address' });
    expect(status).toBe(400);
    expect(visible(html)).toContain('Invalid email format');
    expect(html).toMatch(
      /<input [^>]*aria-invalid="true" aria-describedby="([^"]+)"[^>]*name="email" value="not-an-address"/,
    );
    expect(visible(html)).not.toContain('If an account exists');
  });
});
