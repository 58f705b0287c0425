import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The back office's messages and subscribers pages, as a browser without JavaScript gets them. */
let t: TestShop;
let adminCookie: string;

const page = async (url: string, cookie: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie, ...headers }, redirect: 'manual' });
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

async function sendMessage(body: Record<string, string>, headers: Record<string, string> = {}): Promise<number> {
  const res = await t.json(
    '/api/contact',
    'POST',
    {
      name: 'Visitor',
      email: 'visitor@example.com',
      subject: 'Question',
      message: 'A question about cameras.',
      ...body,
    },
    headers,
  );
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminCookie = (await signedInAdmin(t)).jar.header();
});
afterAll(() => t.close());

describe('messages page', () => {
  it('lists a message with its details, the filter form and the CSV link', async () => {
    await sendMessage(
      {
        name: 'Zeynep Kaya',
        email: 'zeynep@example.com',
        subject: 'Gece görüşü sorusu',
        phone: '+90 532 123 45 67',
        message: 'Kamera gece görüyor mu?\nİkinci satır.',
      },
      { 'accept-language': 'tr' },
    );
    const { status, html, headers } = await page('/admin/messages', adminCookie);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const body = htmlText(html);
    for (const label of [
      'Messages',
      'Status',
      'Search',
      'Apply',
      'Export CSV',
      'Gece görüşü sorusu',
      'From Zeynep Kaya',
      'zeynep@example.com',
      'Open',
      '+90 532 123 45 67',
      'Turkish',
      'Close message',
      'Note (optional)',
    ]) {
      expect(body).toContain(label);
    }
    expect(body).toContain('Kamera gece görüyor mu?');
    expect(html).toMatch(/aria-expanded="false"/);
    expect(html).toContain('href="/api/admin/messages.csv"');
    expect(html).toMatch(/<form[^>]*method="get"[^>]*role="search"|<form[^>]*role="search"[^>]*method="get"/);
    expect(html).toMatch(/<title>Messages \| /);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it('keeps the filter in the URL: status, search and the CSV link', async () => {
    await sendMessage({ name: 'Filter Person', email: 'filter-page@example.com', subject: 'Only me' });
    const found = htmlText((await page('/admin/messages?q=filter-page&status=open', adminCookie)).html);
    expect(found).toContain('Only me');
    expect(found).not.toContain('Gece görüşü sorusu');
    expect(found).toContain('1 message');
    const html = (await page('/admin/messages?q=filter-page&status=open', adminCookie)).html;
    expect(html).toContain('href="/api/admin/messages.csv?status=open&amp;q=filter-page"');
    const none = htmlText((await page('/admin/messages?q=filter-page&status=closed', adminCookie)).html);
    expect(none).toContain('No messages match these filters.');
    // A bad value in the URL is ignored, never an error page.
    expect((await page('/admin/messages?status=bogus&page=0', adminCookie)).status).toBe(200);
  });

  it('opens a message from the URL (the no-JavaScript toggle)', async () => {
    const id = await sendMessage({ subject: 'Open via URL' });
    const html = (await page(`/admin/messages?open=${id}`, adminCookie)).html;
    expect(html).toMatch(
      new RegExp(
        `aria-expanded="true"[^>]*aria-controls="message-${id}"|aria-controls="message-${id}"[^>]*aria-expanded="true"`,
      ),
    );
    expect(html).toMatch(new RegExp(`id="message-${id}"(?![^>]*hidden)`));
  });

  it('closes a message with a plain form post and shows it closed with the note', async () => {
    const id = await sendMessage({
      name: 'Close Person',
      email: 'close-page@example.com',
      subject: 'Close me from the page',
    });
    const res = await post(
      '/admin/messages?q=close-page',
      { intent: 'close', id: String(id), note: 'Called back.' },
      adminCookie,
    );
    expect(res.status).toBe(200);
    const body = htmlText(res.html);
    expect(body).toContain('The message from Close Person is closed.');
    expect(body).toContain('Called back.');
    expect(body).toContain('Closed');
    expect(body).not.toContain('Close message');
    const again = await post('/admin/messages', { intent: 'close', id: String(id) }, adminCookie);
    expect(again.status).toBe(409);
    expect(htmlText(again.html)).toContain('This message is no longer open.');
  });

  it('shows the error beside the close form when the note is too long', async () => {
    const id = await sendMessage({ email: 'long-note@example.com', subject: 'Long note' });
    const res = await post(
      '/admin/messages?q=long-note',
      { intent: 'close', id: String(id), note: 'x'.repeat(2001) },
      adminCookie,
    );
    expect(res.status).toBe(400);
    const body = htmlText(res.html);
    expect(body).toContain('The note can be at most 2000 characters long.');
    expect(body).toContain('Close message');
  });

  it('sends a cancellation request to its order page instead of closing it here', async () => {
    const owner = await signedInShopper(t, 'Order Owner');
    await owner.call('/api/cart/lines', 'POST', { productId: 'wall-mount-bracket', quantity: 1 });
    const placed = await owner.call('/api/checkout', 'POST', checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }]));
    expect(placed.status).toBe(201);
    const { number } = (await placed.json()).order;
    const sent = await owner.call('/api/contact', 'POST', {
      name: 'Order Owner',
      email: owner.email,
      subject: 'Please cancel',
      message: 'Please cancel my order.',
      orderNumber: number,
    });
    expect(sent.status).toBe(201);
    const { html } = await page(`/admin/messages?q=${number}`, adminCookie);
    const body = htmlText(html);
    expect(body).toContain(`Cancellation request · ${number}`);
    expect(body).toContain('approve or reject it on the order page');
    expect(html).toContain(`href="/admin/orders/${number}"`);
    expect(body).not.toContain('Close message');
  });

  it('renders in Turkish', async () => {
    const body = htmlText((await page('/admin/messages', adminCookie + '; lang=tr')).html);
    for (const label of ['Mesajlar', 'Durum', 'Uygula', 'CSV indir', 'Gönderen: Zeynep Kaya', 'Türkçe', 'Mesajı kapat'])
      expect(body).toContain(label);
  });

  it('pages by 25 with links that keep the filter', async () => {
    for (let i = 0; i < 26; i++) await sendMessage({ email: 'pager@example.com', subject: `Pager ${i}` });
    const first = await page('/admin/messages?q=pager%40', adminCookie);
    expect(htmlText(first.html)).toContain('Page 1 of 2');
    expect(first.html).toContain('href="/admin/messages?q=pager%40&amp;page=2"');
    const second = htmlText((await page('/admin/messages?q=pager%40&page=2', adminCookie)).html);
    expect(second).toContain('Pager 0');
    expect(second).not.toContain('Pager 1 ');
  });
});

describe('subscribers page', () => {
  it('lists a subscriber from the newsletter form in a table, with search and the CSV link', async () => {
    expect(
      (await t.json('/api/newsletter', 'POST', { email: 'Reader@Example.com', source: 'home' }, { cookie: 'lang=tr' }))
        .status,
    ).toBe(201);
    expect((await t.json('/api/newsletter', 'POST', { email: 'other@example.com', source: 'footer' })).status).toBe(
      201,
    );
    const { status, html } = await page('/admin/subscribers', adminCookie);
    expect(status).toBe(200);
    const body = htmlText(html);
    for (const label of [
      'Newsletter subscribers',
      'reader@example.com',
      'Turkish',
      'Home page',
      'other@example.com',
      'Footer',
      '2 subscribers',
      'Export CSV',
    ])
      expect(body).toContain(label);
    expect(html).toContain('<table');
    expect(html).toContain('href="/api/admin/subscribers.csv"');
    const found = await page('/admin/subscribers?q=reader', adminCookie);
    expect(htmlText(found.html)).toContain('reader@example.com');
    expect(htmlText(found.html)).not.toContain('other@example.com');
    expect(found.html).toContain('href="/api/admin/subscribers.csv?q=reader"');
    const tr = htmlText((await page('/admin/subscribers', adminCookie + '; lang=tr')).html);
    for (const label of ['Bülten aboneleri', 'Türkçe', 'Ana sayfa', 'Sayfa altı', '2 abone', 'CSV indir'])
      expect(tr).toContain(label);
  });

  it('reads odd query values forgivingly: the first page, the search cut to its limit', async () => {
    for (const search of ['?page=abc', '?page=0', '?page=-1', '?q=%20%20']) {
      const { status, html } = await page(`/admin/subscribers${search}`, adminCookie);
      expect(status).toBe(200);
      expect(htmlText(html)).toContain('Newsletter subscribers');
      expect(html).toContain('href="/api/admin/subscribers.csv"');
    }
    const long = await page(`/admin/subscribers?q=${'x'.repeat(250)}`, adminCookie);
    expect(long.status).toBe(200);
    expect(long.html).toContain(`href="/api/admin/subscribers.csv?q=${'x'.repeat(200)}"`);
  });
});
