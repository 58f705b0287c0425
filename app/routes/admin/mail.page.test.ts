import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { htmlText } from '#tests/setup/html-text.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** Back office → Mail, as a browser without JavaScript gets it, on a shop without SMTP_URL. */
let t: TestShop;
let adminCookie: string;
let shopperCookie: string;
let receiptId: number;

const page = async (url: string, cookie: string, lang = 'en') => {
  const res = await t.request(url, {
    headers: { accept: 'text/html', cookie, 'accept-language': lang },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const post = async (url: string, form: Record<string, string>, cookie: string) => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
};

/** The first row `query` answers (app/ tests reach the database through the shop, not server/ code). */
async function outbox(query: ReturnType<typeof sql>) {
  const result = (await t.shop.database.db.execute(query)) as unknown as {
    rows: { id: number; status: string; attempts: number }[];
  };
  return result.rows[0];
}

async function failedMail(recipient: string) {
  const payload = JSON.stringify({ id: 1 });
  const row = await outbox(sql`
    insert into mail_outbox (kind, recipient, lang, payload, status, attempts, last_error)
    values ('contact-received', ${recipient}, 'en', ${payload}::jsonb, 'failed', 8, '550 Mailbox unavailable')
    returning id`);
  return row.id;
}

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminCookie = (await signedInAdmin(t)).jar.header();
  shopperCookie = (await signedInShopper(t, 'Curious Shopper')).jar.header();
  // Signed in and writing from the account's own address: the receipt quotes the message.
  const account = await outbox(sql`
    insert into users (email, name, password_hash) values ('elif@customer.example', 'Elif Şahin', 'not-a-real-hash')
    returning id`);
  const { id } = await t.shop.services.contact.submit(
    {
      name: 'Elif Şahin',
      email: 'elif@customer.example',
      subject: 'Kurulum',
      message: 'Kurulum <i>ne kadar</i> sürer?',
    },
    { userId: account.id, lang: 'tr' },
  );
  receiptId = (await outbox(sql`select id from mail_outbox where recipient = 'elif@customer.example'`)).id;
  expect(id).toBeGreaterThan(0);
});
afterAll(() => t.close());

describe('/admin/mail', () => {
  it('lists the outbox with the banner that says mails are kept, not sent', async () => {
    const { status, html, headers } = await page('/admin/mail', adminCookie);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(html).toContain('href="/admin/mail"');
    const body = htmlText(html);
    for (const text of [
      'Mails are kept here and not sent',
      'SMTP_URL is not set',
      'Status',
      'Recipient',
      'elif@customer.example',
      'Contact message received',
      'Waiting',
      'Tries',
      'Last error',
    ])
      expect(body).toContain(text);
    expect(html).toContain(`href="/admin/mail/${receiptId}"`);
    expect(html).toMatch(/<caption[^>]*>Mails, newest first<\/caption>/);
  });

  it('speaks Turkish', async () => {
    const body = htmlText((await page('/admin/mail', adminCookie, 'tr')).html);
    for (const text of ['E-postalar burada tutuluyor, gönderilmiyor', 'İletişim mesajı alındı', 'Bekliyor', 'Alıcı'])
      expect(body).toContain(text);
  });

  it('filters by status and recipient from the URL, and ignores a filter that is none', async () => {
    const failed = await failedMail('refused@customer.example');
    const onlyFailed = htmlText((await page('/admin/mail?status=failed', adminCookie)).html);
    expect(onlyFailed).toContain('refused@customer.example');
    expect(onlyFailed).toContain('550 Mailbox unavailable');
    expect(onlyFailed).not.toContain('elif@customer.example');
    const byRecipient = await page('/admin/mail?q=elif', adminCookie);
    expect(htmlText(byRecipient.html)).toContain('1 mail');
    expect(byRecipient.html).not.toContain(`href="/admin/mail/${failed}"`);
    const odd = await page('/admin/mail?status=lost&page=x', adminCookie);
    expect(odd.status).toBe(200);
    expect(htmlText(odd.html)).toContain('elif@customer.example');
  });

  it('is the admin’s only: sign-in for an anonymous visitor, 404 for a shopper', async () => {
    for (const url of ['/admin/mail', `/admin/mail/${receiptId}`]) {
      const anonymous = await page(url, '');
      expect(anonymous.status).toBe(302);
      expect(anonymous.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(url)}`);
      const shopper = await page(url, shopperCookie);
      expect(shopper.status).toBe(404);
      expect(shopper.html).not.toContain('elif@customer.example');
    }
  });
});

describe('/admin/mail/:id', () => {
  it('shows the mail as its recipient gets it: facts, the sandboxed HTML frame and the plain text', async () => {
    const { status, html } = await page(`/admin/mail/${receiptId}`, adminCookie);
    expect(status).toBe(200);
    expect(html).toMatch(
      new RegExp(
        `<iframe[^>]*src="/api/admin/mail/${receiptId}/preview"[^>]*sandbox=""|<iframe[^>]*sandbox=""[^>]*src="/api/admin/mail/${receiptId}/preview"`,
      ),
    );
    expect(html).toMatch(/<iframe[^>]*title="The mail as HTML"/);
    const body = htmlText(html);
    for (const text of [
      `Mail #${receiptId}`,
      'elif@customer.example',
      'Mesajınızı aldık: Kurulum',
      'Contact message received',
      'Turkish',
      'Waiting',
      'Plain-text version',
      'Merhaba Elif Şahin,',
    ])
      expect(body).toContain(text);
    expect(html).toMatch(/<pre[^>]*>[^<]*Kurulum &lt;i&gt;ne kadar&lt;\/i&gt; sürer\?/);
    // Nothing to retry while it waits.
    expect(body).not.toContain('Retry now');
  });

  it('retries a failed mail with a plain form post', async () => {
    const id = await failedMail('again@customer.example');
    expect(htmlText((await page(`/admin/mail/${id}`, adminCookie)).html)).toContain('Retry now');
    const done = await post(`/admin/mail/${id}`, { intent: 'retry' }, adminCookie);
    expect(done.status).toBe(200);
    expect(htmlText(done.html)).toContain('The mail is queued again; it goes out once SMTP_URL is set.');
    expect(await outbox(sql`select status, attempts from mail_outbox where id = ${id}`)).toEqual({
      status: 'pending',
      attempts: 0,
    });
  });

  it('answers a retry of a mail that has not failed with 409 and the reason, in an alert', async () => {
    const refused = await post(`/admin/mail/${receiptId}`, { intent: 'retry' }, adminCookie);
    expect(refused.status).toBe(409);
    expect(refused.html).toMatch(/role="alert"[^>]*>(<[^>]+>)*Only a failed mail can be sent again\./);
    expect((await post(`/admin/mail/${receiptId}`, { intent: 'other' }, adminCookie)).status).toBe(400);
  });

  it('404 for a mail that does not exist', async () => {
    for (const url of ['/admin/mail/999999', '/admin/mail/not-a-number']) {
      const { status, html } = await page(url, adminCookie);
      expect(status).toBe(404);
      expect(htmlText(html)).toContain('This mail does not exist.');
    }
  });
});
