import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '#server/db/schema.ts';
import { MAIL_PREVIEW_CSP } from '#server/http/security.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** The back office's mail API on a shop without SMTP_URL: every mail waits in the outbox. */
let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;

async function contact(email: string, message = 'Does the <b>camera</b> see at night?', lang = 'en') {
  const res = await t.json(
    '/api/contact',
    'POST',
    { name: 'Deniz Ak', email, subject: 'Night vision', message },
    { 'accept-language': lang },
  );
  expect(res.status).toBe(201);
  const [row] = await t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return row.id;
}

/** A message from the signed-in shopper at their account's address: its receipt quotes what they typed. */
async function ownContact(message: string, lang = 'en') {
  const res = await shopper.call(
    '/api/contact',
    'POST',
    { name: 'Deniz Ak', email: shopper.email, subject: 'Night vision', message },
    { 'accept-language': lang },
  );
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  const rows = await t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.email));
  return rows.find((row) => (row.payload as { id: number }).id === id)!.id;
}

async function failedMail(recipient: string) {
  const [row] = await t.shop.database.db
    .insert(mailOutbox)
    .values({
      kind: 'contact-received',
      recipient,
      lang: 'en',
      payload: { id: 1 },
      status: 'failed',
      attempts: 8,
      lastError: '550 Mailbox unavailable',
    })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestShop();
  admin = await signedInAdmin(t);
  shopper = await signedInShopper(t, 'Curious Shopper');
});
afterAll(() => t.close());

describe('access', () => {
  it('is the admin’s only: 401 for an anonymous visitor, 404 for a shopper, on every mail operation', async () => {
    const id = await contact('access@customer.example');
    const calls: [string, string][] = [
      ['GET', '/api/admin/mail'],
      ['GET', `/api/admin/mail/${id}`],
      ['GET', `/api/admin/mail/${id}/preview`],
      ['POST', `/api/admin/mail/${id}/retry`],
    ];
    for (const [method, url] of calls) {
      expect((await t.request(url, { method })).status, `${method} ${url}`).toBe(401);
      expect((await shopper.call(url, method)).status, `${method} ${url}`).toBe(404);
    }
    expect((await admin.call('/api/admin/mail')).status).toBe(200);
  });
});

describe('GET /api/admin/mail', () => {
  it('lists the outbox newest first, says mails are not sent without SMTP_URL, and filters', async () => {
    const older = await contact('first@customer.example');
    const newer = await contact('second@customer.example');
    const res = await admin.call('/api/admin/mail');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.delivering).toBe(false);
    expect(body).toMatchObject({ page: 1, pageSize: 25 });
    const ids = body.items.map((m: { id: number }) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(body.items.find((m: { id: number }) => m.id === newer)).toMatchObject({
      kind: 'contact-received',
      recipient: 'second@customer.example',
      lang: 'en',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    });

    const found = await (await admin.call('/api/admin/mail?q=SECOND@customer')).json();
    expect(found.items.map((m: { id: number }) => m.id)).toEqual([newer]);
    const failedId = await failedMail('gone@customer.example');
    const failed = await (await admin.call('/api/admin/mail?status=failed')).json();
    expect(failed.items.map((m: { id: number }) => m.id)).toContain(failedId);
    expect(failed.items.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    expect((await (await admin.call('/api/admin/mail?page=999')).json()).items).toEqual([]);
  });

  it('refuses a bad filter with a translated 400', async () => {
    const res = await admin.call('/api/admin/mail?status=lost', 'GET', undefined, { 'accept-language': 'tr' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Bilinmeyen durum');
    expect((await admin.call('/api/admin/mail?page=0')).status).toBe(400);
    expect((await admin.call(`/api/admin/mail?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});

describe('GET /api/admin/mail/{id}', () => {
  it('renders the mail as its recipient gets it, in the recipient’s language', async () => {
    const id = await ownContact('Kamera <b>gece</b> görüyor mu?', 'tr');
    const res = await admin.call(`/api/admin/mail/${id}`);
    expect(res.status).toBe(200);
    const mail = await res.json();
    expect(mail).toMatchObject({ id, status: 'pending', lang: 'tr', attachments: [], renderError: null });
    expect(mail.subject).toBe('Mesajınızı aldık: Night vision');
    expect(mail.html).toContain('&lt;b&gt;gece&lt;/b&gt;');
    expect(mail.text).toContain('Kamera <b>gece</b> görüyor mu?');
    expect(mail.text).toContain(t.shop.store.name);
  });

  it('shows why a mail cannot render instead of failing', async () => {
    const [row] = await t.shop.database.db
      .insert(mailOutbox)
      .values({ kind: 'no-such-kind', recipient: 'odd@customer.example', lang: 'en', payload: {} })
      .returning();
    const mail = await (await admin.call(`/api/admin/mail/${row.id}`)).json();
    expect(mail).toMatchObject({ subject: '', html: '', text: '', renderError: 'Unknown mail kind: no-such-kind' });
  });

  it('404 for an unknown mail, 400 for an id that is none', async () => {
    expect((await admin.call('/api/admin/mail/999999')).status).toBe(404);
    expect((await (await admin.call('/api/admin/mail/999999')).json()).message).toBe('This mail does not exist.');
    expect((await admin.call('/api/admin/mail/abc')).status).toBe(400);
  });
});

describe('GET /api/admin/mail/{id}/preview', () => {
  it('serves the HTML with a strict policy that lets only the shop frame it', async () => {
    const id = await ownContact('<script>alert(1)</script>');
    const res = await admin.call(`/api/admin/mail/${id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe(MAIL_PREVIEW_CSP);
    expect(csp).toMatch(/(^|; )default-src 'none'/);
    expect(csp).toMatch(/(^|; )frame-ancestors 'self'/);
    expect(csp).toMatch(/(^|; )sandbox$/);
    expect(csp).not.toMatch(/script-src/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html/i);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('frames nothing else: its refusals keep the API policy', async () => {
    for (const res of [
      await admin.call('/api/admin/mail/999999/preview'),
      await shopper.call('/api/admin/mail/1/preview'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('POST /api/admin/mail/{id}/retry', () => {
  it('queues a failed mail again with a fresh set of tries', async () => {
    const id = await failedMail('retry@customer.example');
    const res = await admin.call(`/api/admin/mail/${id}/retry`, 'POST');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id,
      status: 'pending',
      attempts: 0,
      lastError: '550 Mailbox unavailable',
    });
    const [row] = await t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a mail that has not failed (409) and an unknown one (404)', async () => {
    const pending = await contact('pending@customer.example');
    const res = await admin.call(`/api/admin/mail/${pending}/retry`, 'POST', undefined, { 'accept-language': 'tr' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Yalnızca başarısız olmuş bir e-posta yeniden gönderilebilir.');
    expect((await admin.call('/api/admin/mail/999999/retry', 'POST')).status).toBe(404);
  });

  it('retries once when two admins click at the same time', async () => {
    const id = await failedMail('twice@customer.example');
    const answers = await Promise.all([1, 2].map(() => admin.call(`/api/admin/mail/${id}/retry`, 'POST')));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
