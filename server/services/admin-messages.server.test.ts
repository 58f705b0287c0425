import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, newsletterSubscribers, orders, users, type Address } from '../db/schema.ts';
import { AdminMessageService, MESSAGES_PAGE_SIZE, SUBSCRIBERS_PAGE_SIZE } from './admin-messages.server.ts';
import { CSV_BOM } from './csv.ts';
import { ShopError } from './errors.ts';

let t: TestShop;
let db: Database;
let service: AdminMessageService;
let orderId: number;

const address: Address = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '5551234567',
  address: 'Bağdat Cad. 10',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
};
const base = Date.parse('2025-01-01T09:00:00Z');
let minute = 0;

type MessageRow = typeof contactMessages.$inferInsert;
async function insertMessage(values: Partial<MessageRow> = {}): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: 'Someone',
      email: 'someone@example.com',
      subject: 'Question',
      message: 'A question about a camera.',
      createdAt: new Date(base + ++minute * 60_000),
      ...values,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

async function insertSubscriber(
  email: string,
  source = 'footer',
  locale = 'en',
  status: 'pending' | 'confirmed' | 'unsubscribed' = 'pending',
) {
  await db
    .insert(newsletterSubscribers)
    .values({ email, locale, source, status, createdAt: new Date(base + ++minute * 60_000) });
}

async function expectShopError(promise: Promise<unknown>, status: number, key: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShopError);
  expect(error).toMatchObject({ status, messageKey: key });
}

beforeAll(async () => {
  t = await createTestShop();
  db = t.shop.database.db;
  service = new AdminMessageService(db);
  const [user] = await db
    .insert(users)
    .values({ email: 'ayse@example.com', name: 'Ayşe Yılmaz', passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  const [order] = await db
    .insert(orders)
    .values({
      number: 'GL-200001',
      userId: user.id,
      email: address.email,
      billing: address,
      shipping: address,
      subtotalCents: 1000,
      shippingCents: 0,
      taxCents: 80,
      totalCents: 1080,
      cardBrand: 'Visa',
      cardLast4: '4242',
      cardExpiry: '12/30',
      paymentReference: 'ref-1',
    })
    .returning({ id: orders.id });
  orderId = order.id;
});
afterAll(() => t.close());

describe('listMessages', () => {
  it('lists newest first with the linked order number, and filters by status and search text', async () => {
    const plain = await insertMessage({ name: 'Çağrı Öztürk', email: 'cagri@example.com', subject: 'Kamera sorusu' });
    const request = await insertMessage({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Cancel my order',
      orderId,
      status: 'open',
    });
    const closed = await insertMessage({
      name: 'Bob Roe',
      email: 'bob@example.org',
      subject: 'Thanks!',
      status: 'closed',
      adminNote: 'Replied',
    });

    const all = await service.listMessages({ page: 1 });
    expect(all.items.slice(0, 3).map((m) => m.id)).toEqual([closed, request, plain]);
    expect(all).toMatchObject({ page: 1, pageSize: MESSAGES_PAGE_SIZE });
    expect(all.items.find((m) => m.id === request)).toMatchObject({
      orderId,
      orderNumber: 'GL-200001',
      status: 'open',
    });
    expect(all.items.find((m) => m.id === plain)).toMatchObject({ orderNumber: null, phone: '', locale: 'en' });

    expect((await service.listMessages({ status: 'closed', page: 1 })).items.map((m) => m.id)).toContain(closed);
    expect((await service.listMessages({ status: 'closed', page: 1 })).items.every((m) => m.status === 'closed')).toBe(
      true,
    );
    // Name, e-mail, subject and order number, case-insensitively.
    expect((await service.listMessages({ q: 'BOB@', page: 1 })).items.map((m) => m.id)).toEqual([closed]);
    expect((await service.listMessages({ q: 'kamera', page: 1 })).items.map((m) => m.id)).toEqual([plain]);
    expect((await service.listMessages({ q: 'Çağrı', page: 1 })).items.map((m) => m.id)).toEqual([plain]);
    expect((await service.listMessages({ q: 'gl-200001', page: 1 })).items.map((m) => m.id)).toEqual([request]);
    const both = await service.listMessages({ q: 'Thanks', status: 'open', page: 1 });
    expect(both).toMatchObject({ items: [], total: 0, pageCount: 0 });
  });

  it('takes %, _ and \\ in the search text literally', async () => {
    const id = await insertMessage({ subject: '100% sure_about\\this' });
    expect((await service.listMessages({ q: '100%', page: 1 })).items.map((m) => m.id)).toEqual([id]);
    expect((await service.listMessages({ q: 'e_a', page: 1 })).items.map((m) => m.id)).toEqual([id]);
    expect((await service.listMessages({ q: 't\\t', page: 1 })).items.map((m) => m.id)).toEqual([id]);
    expect((await service.listMessages({ q: '%', page: 1 })).items.map((m) => m.id)).toEqual([id]);
    expect((await service.listMessages({ q: '_', page: 1 })).items.map((m) => m.id)).toEqual([id]);
  });

  it('pages by 25', async () => {
    for (let i = 0; i < 30; i++) await insertMessage({ subject: `Paging test ${String(i).padStart(2, '0')}` });
    const first = await service.listMessages({ q: 'Paging test', page: 1 });
    const second = await service.listMessages({ q: 'Paging test', page: 2 });
    expect(first).toMatchObject({ total: 30, pageCount: 2 });
    expect(first.items).toHaveLength(25);
    expect(first.items[0].subject).toBe('Paging test 29');
    expect(second.items.map((m) => m.subject)).toEqual([
      'Paging test 04',
      'Paging test 03',
      'Paging test 02',
      'Paging test 01',
      'Paging test 00',
    ]);
    expect((await service.listMessages({ q: 'Paging test', page: 9 })).items).toEqual([]);
  });
});

describe('getMessage', () => {
  it('finds a message by id, and nothing for an unknown or impossible id', async () => {
    const id = await insertMessage({ subject: 'Find me', phone: '+90 532 000 00 00', locale: 'tr' });
    expect(await service.getMessage(id)).toMatchObject({
      id,
      subject: 'Find me',
      phone: '+90 532 000 00 00',
      locale: 'tr',
      createdAt: expect.any(Date),
    });
    expect(await service.getMessage(999_999)).toBeNull();
    expect(await service.getMessage(0)).toBeNull();
    expect(await service.getMessage(2 ** 40)).toBeNull();
  });
});

describe('closeMessage', () => {
  it('closes an open ordinary message and keeps the note', async () => {
    const id = await insertMessage();
    const closed = await service.closeMessage(id, '  Answered by e-mail.  ');
    expect(closed).toMatchObject({ id, status: 'closed', adminNote: 'Answered by e-mail.' });
    expect((await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0].status).toBe('closed');
  });

  it('closes without a note', async () => {
    const id = await insertMessage();
    expect(await service.closeMessage(id)).toMatchObject({ status: 'closed', adminNote: null });
  });

  it('refuses a message that is not open (409) and leaves it as it was', async () => {
    const id = await insertMessage({ status: 'closed', adminNote: 'first' });
    await expectShopError(service.closeMessage(id, 'second'), 409, 'admin.messages.errors.notOpen');
    expect(await service.getMessage(id)).toMatchObject({ status: 'closed', adminNote: 'first' });
  });

  it('leaves cancellation requests to the order page (409)', async () => {
    const id = await insertMessage({ orderId, subject: 'Please cancel' });
    await expectShopError(service.closeMessage(id), 409, 'admin.messages.errors.orderRequest');
    expect(await service.getMessage(id)).toMatchObject({ status: 'open', adminNote: null });
  });

  it('answers 404 for an unknown id and 400 for a note that is too long', async () => {
    await expectShopError(service.closeMessage(999_999), 404, 'admin.messages.errors.notFound');
    const id = await insertMessage();
    await expectShopError(service.closeMessage(id, 'x'.repeat(2001)), 400, 'admin.messages.errors.noteTooLong');
    expect((await service.getMessage(id))?.status).toBe('open');
  });

  it('lets only one of two simultaneous closes win', async () => {
    const id = await insertMessage();
    const results = await Promise.allSettled([service.closeMessage(id, 'one'), service.closeMessage(id, 'two')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const winner = (results.find((r) => r.status === 'fulfilled') as PromiseFulfilledResult<{ adminNote: string }>)
      .value.adminNote;
    expect((await service.getMessage(id))?.adminNote).toBe(winner);
  });
});

describe('listSubscribers', () => {
  it('lists newest first, 50 a page, and finds by address', async () => {
    for (let i = 0; i < 52; i++)
      await insertSubscriber(
        `reader${String(i).padStart(2, '0')}@example.com`,
        i % 2 ? 'home' : 'footer',
        i % 3 ? 'en' : 'tr',
        i % 5 ? 'confirmed' : i % 10 ? 'unsubscribed' : 'pending',
      );
    await insertSubscriber('zeynep@örnek.com.tr', 'home', 'tr');
    const first = await service.listSubscribers({ page: 1 });
    expect(first).toMatchObject({ total: 53, pageCount: 2, pageSize: SUBSCRIBERS_PAGE_SIZE });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toEqual({
      email: 'zeynep@örnek.com.tr',
      locale: 'tr',
      source: 'home',
      status: 'pending',
      createdAt: expect.any(Date),
      confirmedAt: null,
      unsubscribedAt: null,
    });
    expect((await service.listSubscribers({ page: 2 })).items.map((s) => s.email)).toEqual([
      'reader02@example.com',
      'reader01@example.com',
      'reader00@example.com',
    ]);
    expect((await service.listSubscribers({ q: 'READER5', page: 1 })).items.map((s) => s.email)).toEqual([
      'reader51@example.com',
      'reader50@example.com',
    ]);
    expect((await service.listSubscribers({ q: '   ', page: 1 })).total).toBe(53);
  });

  it('filters by status (pending until confirmed, confirmed, unsubscribed), with the search too', async () => {
    const emails = async (filter: Parameters<AdminMessageService['listSubscribers']>[0]) =>
      (await service.listSubscribers(filter)).items.map((s) => s.email);
    // reader00…51 above: every 5th is not confirmed, of those every 10th is pending, the others unsubscribed.
    expect(await emails({ status: 'pending', q: 'reader' })).toEqual([
      'reader50@example.com',
      'reader40@example.com',
      'reader30@example.com',
      'reader20@example.com',
      'reader10@example.com',
      'reader00@example.com',
    ]);
    expect(await emails({ status: 'unsubscribed', q: 'reader4' })).toEqual(['reader45@example.com']);
    expect((await service.listSubscribers({ status: 'confirmed' })).total).toBe(52 - 11);
    expect(await emails({ status: 'pending', q: 'zeynep' })).toEqual(['zeynep@örnek.com.tr']);
    expect(await emails({ status: 'confirmed', q: 'zeynep' })).toEqual([]);
  });
});

describe('CSV export', () => {
  it('writes every matching message with a header, ISO dates and neutralised formulas', async () => {
    const id = await insertMessage({
      name: 'Şule, "the" tester',
      email: 'sule@example.com',
      subject: '=HYPERLINK("http://evil.example","x")',
      phone: '+90 532 111 22 33',
      message: 'Line one\nLine two',
      orderId,
      locale: 'tr',
    });
    const csv = await service.messagesCsv({ q: 'sule@' });
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const [header, row, end] = csv.slice(1).split(/\r\n(?=(?:[^"]*"[^"]*")*[^"]*$)/);
    expect(header).toBe('id,received_at,status,name,email,phone,subject,message,order_number,language,admin_note');
    const createdAt = (await service.getMessage(id))!.createdAt.toISOString();
    expect(row).toBe(
      `${id},${createdAt},open,"Şule, ""the"" tester",sule@example.com,'+90 532 111 22 33,"'=HYPERLINK(""http://evil.example"",""x"")","Line one\nLine two",GL-200001,tr,`,
    );
    expect(end).toBe('');
    // The status filter applies too.
    expect((await service.messagesCsv({ q: 'sule@', status: 'closed' })).slice(1)).toBe(`${header}\r\n`);
  });

  it('writes the subscribers', async () => {
    const csv = await service.subscribersCsv({ q: 'zeynep' });
    expect(csv).toMatch(
      new RegExp(
        `^${CSV_BOM}email,language,source,subscribed_at,status,confirmed_at,unsubscribed_at\\r\\nzeynep@örnek\\.com\\.tr,tr,home,\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,pending,,\\r\\n$`,
      ),
    );
    const everyone = await service.subscribersCsv();
    expect(everyone.split('\r\n')).toHaveLength(1 + 53 + 1);
    expect((await service.subscribersCsv({ status: 'unsubscribed' })).split('\r\n')).toHaveLength(1 + 5 + 1);
  });
});
