import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The contact page as a browser without JavaScript gets it (server-rendered form, plain POSTs). */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const page = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
};
const post = async (url: string, form: Record<string, string>, cookie = '') => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
};
const valid = {
  name: 'No Script',
  email: 'noscript@example.com',
  subject: 'Question',
  phone: '',
  message: 'Does it work without JavaScript?',
};
/** Stored messages with this subject (plain SQL: app/ code never imports server modules). */
async function storedBySubject(subject: string) {
  const result = await t.shop.database.db.execute(
    sql`select name, email, status, locale, order_id as "orderId", user_id as "userId" from contact_messages where subject = ${subject} order by id`,
  );
  return (result as unknown as { rows: unknown[] }).rows as {
    name: string;
    email: string;
    status: string;
    locale: string;
    orderId: number | null;
    userId: number | null;
  }[];
}

async function signedInOwnerOf(orderNumber: string, email: string) {
  const user = await t.shop.services.auth.register(
    { name: 'Order Owner', email, password: 'Correct-horse-9' },
    '127.0.0.1',
  );
  const address = {
    firstName: 'O',
    lastName: 'W',
    email,
    phone: '5551234567',
    address: 'A',
    city: 'C',
    state: 'S',
    zip: '1',
    country: 'TR',
  };
  await t.shop.database.db.execute(sql`
    insert into orders (number, user_id, email, billing, shipping, subtotal_cents, shipping_cents, tax_cents, total_cents, card_brand, card_last4, card_expiry, payment_reference)
    values (${orderNumber}, ${user.id}, ${email}, ${JSON.stringify(address)}::jsonb, ${JSON.stringify(address)}::jsonb, 1, 0, 0, 1, 'visa', '4242', '12/30', 'r')`);
  const jar = cookieJar();
  jar.store(await t.json('/api/login', 'POST', { email, password: 'Correct-horse-9' }));
  return { user, cookie: jar.header() };
}

describe('contact page', () => {
  it('renders the form with visible labels and the side cards from the configuration', async () => {
    const { status, html } = await page('/contact');
    expect(status).toBe(200);
    const body = htmlText(html);
    for (const label of [
      'Contact Us',
      'Your Name',
      'Email Address',
      'Subject',
      'Phone Number (optional)',
      'Message',
      'Send Message',
      'We reply within 24 hours',
    ])
      expect(body).toContain(label);
    expect(body).toContain(t.shop.store.phone);
    expect(body).toContain(t.shop.store.email);
    expect(body).toContain(t.shop.store.address);
    expect(html).toMatch(/<title>Contact Us \| /);
    expect(html).toMatch(/<form[^>]*action="\/contact"[^>]*method="post"/);
  });

  it('prefills a cancellation request from ?orderId, in the page language', async () => {
    const en = await page('/contact?orderId=GL-100042');
    expect(en.html).toContain('value="Cancellation request for order GL-100042"');
    expect(en.html).toContain('name="orderNumber" value="GL-100042"');
    // Posting keeps the query, so a page rendered again after an error still knows the order.
    expect(en.html).toMatch(/<form[^>]*action="\/contact\?orderId=GL-100042"[^>]*method="post"/);
    const tr = await page('/contact?orderId=GL-100042', { cookie: 'lang=tr' });
    expect(tr.html).toContain('value="GL-100042 numaralı sipariş için iptal talebi"');
    expect(htmlText(tr.html)).toContain('Bize Ulaşın');
    const odd = await page('/contact?orderId=%3Cscript%3E');
    expect(odd.html).not.toContain('name="orderNumber"');
  });

  it('answers a bad post with the errors under their fields and keeps what was typed', async () => {
    const { status, html } = await post('/contact', {
      name: 'Kept Name',
      email: 'x@y',
      subject: '',
      phone: '12345',
      message: ' short ',
    });
    expect(status).toBe(400);
    const body = htmlText(html);
    for (const message of [
      'Email is invalid',
      'Subject is required',
      'Please enter a valid phone number',
      'Message must be at least 10 characters',
    ])
      expect(body).toContain(message);
    expect(body).not.toContain('Name is required');
    expect(html).toContain('value="Kept Name"');
    expect(html).toMatch(/aria-invalid="true"[^>]*aria-describedby="[^"]+-error"/);
  });

  it('stores a good post and shows the thank-you state', async () => {
    const { status, html } = await post('/contact', { ...valid, subject: 'Stored from the page' });
    expect(status).toBe(200);
    const body = htmlText(html);
    expect(body).toContain('Thank You!');
    expect(body).toContain('Send Another Message');
    const [row] = await storedBySubject('Stored from the page');
    expect(row).toMatchObject({
      name: 'No Script',
      email: 'noscript@example.com',
      status: 'open',
      orderId: null,
      userId: null,
      locale: 'en',
    });
  });

  it("links the request to the order only for the order's owner, and prefills the account's name and e-mail", async () => {
    const owner = await signedInOwnerOf('GL-300001', 'page-owner@example.com');
    const form = await page('/contact?orderId=GL-300001', { cookie: owner.cookie });
    expect(form.html).toContain('value="Order Owner"');
    expect(form.html).toContain('value="page-owner@example.com"');

    const subject = 'Cancellation request for order GL-300001';
    await post('/contact?orderId=GL-300001', { ...valid, subject, orderNumber: 'GL-300001' }, owner.cookie);
    const stranger = await signedInOwnerOf('GL-300002', 'page-stranger@example.com');
    const answer = await post(
      '/contact?orderId=GL-300001',
      { ...valid, subject, orderNumber: 'GL-300001' },
      stranger.cookie,
    );
    expect(answer.status).toBe(200);
    const rows = await storedBySubject(subject);
    expect(rows.find((r) => r.userId === owner.user.id)?.orderId).toEqual(expect.any(Number));
    expect(rows.find((r) => r.userId === stranger.user.id)?.orderId).toBeNull();
  });
});
