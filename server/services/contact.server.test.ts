import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '#common/i18n/en/index.ts';
import tr from '#common/i18n/tr/index.ts';
import { contactSchema, type ContactInput } from '#common/schemas/contact.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, mailOutbox, orders, users, type Address } from '../db/schema.ts';
import { ContactService } from './contact.server.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

let t: TestShop;
let db: Database;
let contact: ContactService;
let alice: number;
let bob: number;

const address: Address = {
  firstName: 'Alice',
  lastName: 'Doe',
  email: 'alice@example.com',
  phone: '5551234567',
  address: 'Street 1',
  city: 'İstanbul',
  state: 'Şişli',
  zip: '34394',
  country: 'TR',
};

async function insertUser(email: string, name: string): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ email, name, passwordHash: 'not-a-real-hash' })
    .returning({ id: users.id });
  return row.id;
}

async function insertOrder(number: string, userId: number): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      number,
      userId,
      email: address.email,
      billing: address,
      shipping: address,
      subtotalCents: 10000,
      shippingCents: 0,
      taxCents: 800,
      totalCents: 10800,
      cardBrand: 'visa',
      cardLast4: '4242',
      cardExpiry: '12/30',
      paymentReference: `test-${number}`,
    })
    .returning({ id: orders.id });
  return row.id;
}

const message = (extra: Partial<ContactInput> = {}): ContactInput =>
  contactSchema.parse({
    name: 'Alice Doe',
    email: 'alice@example.com',
    subject: 'Question',
    message: 'Does the camera work at night?',
    ...extra,
  });

beforeAll(async () => {
  t = await createTestShop();
  db = t.shop.database.db;
  contact = new ContactService(db);
  alice = await insertUser('alice@example.com', 'Alice Doe');
  bob = await insertUser('bob@example.com', 'Bob Roe');
});
afterAll(() => t.close());

describe('ContactService.submit', () => {
  it('stores an open message with the sender, phone and language', async () => {
    const { id } = await contact.submit(message({ phone: '+90 532 123 45 67' }), { userId: null, lang: 'tr' });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Alice Doe',
      email: 'alice@example.com',
      subject: 'Question',
      message: 'Does the camera work at night?',
      phone: '+90 532 123 45 67',
      status: 'open',
      locale: 'tr',
      orderId: null,
      userId: null,
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('stores an empty phone when none is given, and the signed-in sender', async () => {
    const { id } = await contact.submit(message(), { userId: alice, lang: 'en' });
    const stored = await contact.get(id);
    expect(stored).toMatchObject({ phone: '', userId: alice, orderId: null, orderNumber: null, locale: 'en' });
  });

  it('links a cancellation request to the order only for its owner', async () => {
    const orderId = await insertOrder('GL-100042', alice);
    const request = message({ subject: 'Cancellation request for order GL-100042', orderNumber: 'GL-100042' });

    const own = await contact.get((await contact.submit(request, { userId: alice, lang: 'en' })).id);
    expect(own).toMatchObject({ orderId, orderNumber: 'GL-100042', userId: alice, status: 'open' });

    // Someone else's order, an anonymous sender, an order that does not exist: stored, unlinked, same answer.
    const other = await contact.get((await contact.submit(request, { userId: bob, lang: 'en' })).id);
    expect(other).toMatchObject({
      orderId: null,
      orderNumber: null,
      userId: bob,
      subject: 'Cancellation request for order GL-100042',
    });
    const anonymous = await contact.get((await contact.submit(request, { userId: null, lang: 'en' })).id);
    expect(anonymous).toMatchObject({ orderId: null, userId: null });
    const missing = await contact.get(
      (await contact.submit(message({ orderNumber: 'GL-999999' }), { userId: alice, lang: 'en' })).id,
    );
    expect(missing).toMatchObject({ orderId: null, userId: alice });
  });

  it('matches the order number exactly', async () => {
    await insertOrder('GL-100043', alice);
    const { id } = await contact.submit(message({ orderNumber: 'GL-10004' }), { userId: alice, lang: 'en' });
    expect((await contact.get(id))?.orderId).toBeNull();
  });
});

describe('stored messages, as the back office lists them, and get', () => {
  it('lists newest first, filters by status, pages, and counts', async () => {
    const messages = t.shop.services.adminMessages;
    const all = await messages.listMessages({});
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.items).toHaveLength(Math.min(all.total, all.pageSize));
    const ids = all.items.map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.items.some((m) => m.orderNumber === 'GL-100042')).toBe(true);
    for (const id of ids) expect((await contact.get(id))?.id).toBe(id);

    const next = await messages.listMessages({ page: 2 });
    expect(next.items.map((m) => m.id)).toEqual(ids.slice(all.pageSize, 2 * all.pageSize));
    expect(next.total).toBe(all.total);

    const open = await messages.listMessages({ status: 'open' });
    expect(open.total).toBe(all.total);
    const closed = await messages.listMessages({ status: 'closed' });
    expect(closed).toMatchObject({ items: [], total: 0 });
  });

  it('returns null for an unknown or impossible id', async () => {
    expect(await contact.get(987654)).toBeNull();
    expect(await contact.get(0)).toBeNull();
    expect(await contact.get(Number.NaN)).toBeNull();
    expect(await contact.get(2 ** 40)).toBeNull();
  });
});

describe('contact texts', () => {
  it('has every schema message key in both catalogues, the spec texts in English', () => {
    expect(en.contact.errors).toMatchObject({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      emailInvalid: 'Email is invalid',
      subjectRequired: 'Subject is required',
      messageRequired: 'Message is required',
      messageTooShort: 'Message must be at least 10 characters',
      phoneInvalid: 'Please enter a valid phone number',
      submitFailed: 'Failed to submit the form. Please try again.',
    });
    expect(en.contact.success.again).toBe('Send Another Message');
    expect(en.contact.cards.emailText).toBe('We reply within 24 hours');
    const samples = [
      {},
      { name: 'n'.repeat(101), email: 'x', subject: 's'.repeat(201), message: 'short', phone: '1', orderNumber: '?' },
      { message: 'm'.repeat(5001) },
    ];
    const keys = new Set(
      samples.flatMap((input) => Object.values(firstIssuePerField(contactSchema.safeParse(input).error!.issues))),
    );
    expect(keys.size).toBeGreaterThanOrEqual(11);
    for (const key of keys) {
      const name = key.replace(/^contact\.errors\./, '');
      expect(en.contact.errors[name as keyof typeof en.contact.errors], key).toBeTruthy();
      expect(tr.contact.errors[name as keyof typeof tr.contact.errors], key).toBeTruthy();
    }
  });
});

describe('the receipt to the sender', () => {
  const bait = {
    name: 'Security team http://attacker.example/a',
    subject: 'Your account is locked: http://attacker.example/unlock',
    message: 'Sign in at http://attacker.example/verify within 24 hours to keep your account.',
  };

  async function receiptOf(id: number) {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.payload}->>'id' = ${String(id)}`);
    expect(rows).toHaveLength(1);
    return { row: rows[0], ...(await t.shop.mailRenderer.render(rows[0])) };
  }

  function expectNothingTyped(receipt: { subject: string; html: string; text: string; row: { payload: unknown } }) {
    for (const part of [receipt.subject, receipt.html, receipt.text, JSON.stringify(receipt.row.payload)]) {
      expect(part).not.toContain('attacker.example');
      expect(part).not.toContain('Security team');
      expect(part).not.toContain('Your account is locked');
      expect(part).not.toContain('Sign in at');
    }
  }

  it('to an address the shop has not verified, from an anonymous visitor: says it arrived and when we answer, nothing typed', async () => {
    for (const lang of ['en', 'tr'] as const) {
      const { id } = await contact.submit(message({ ...bait, email: `victim-${lang}@customer.example` }), {
        userId: null,
        lang,
      });
      const receipt = await receiptOf(id);
      expect(receipt.row).toMatchObject({ kind: 'contact-received', recipient: `victim-${lang}@customer.example` });
      expectNothingTyped(receipt);
      const texts = lang === 'en' ? en.mail.contactReceived : tr.mail.contactReceived;
      expect(receipt.subject).toBe(texts.subject);
      expect(receipt.text).toContain(texts.body);
      expect(receipt.text).toContain(texts.reference.replace('{{id}}', String(id)));
    }
  });

  it('from a signed-in sender to an address that is not their account’s: nothing typed either', async () => {
    const { id } = await contact.submit(message({ ...bait, email: 'someone-else@customer.example' }), {
      userId: bob,
      lang: 'en',
    });
    expectNothingTyped(await receiptOf(id));
  });

  it('from a signed-in sender to their own account’s address (any case, any +tag): quotes the message', async () => {
    for (const email of ['bob@example.com', 'Bob+shop@Example.com']) {
      const { id } = await contact.submit(message({ ...bait, email }), { userId: bob, lang: 'en' });
      const receipt = await receiptOf(id);
      expect(receipt.subject).toBe(`We received your message: ${bait.subject}`);
      expect(receipt.text).toContain(bait.message);
      expect(receipt.text).toContain(`Hello ${bait.name},`);
    }
  });

  it('a cancellation request: its receipt names the order only at the account’s own address', async () => {
    await insertOrder('GL-100077', bob);
    const request = { ...bait, orderNumber: 'GL-100077' };
    const own = await receiptOf(
      (await contact.submit(message({ ...request, email: 'bob@example.com' }), { userId: bob, lang: 'en' })).id,
    );
    expect(own.row.kind).toBe('cancellation-request-received');
    expect(own.text).toContain('GL-100077');
    expect(own.text).toContain(bait.message);

    const elsewhere = await receiptOf(
      (await contact.submit(message({ ...request, email: 'third@customer.example' }), { userId: bob, lang: 'en' })).id,
    );
    expect(elsewhere.row.kind).toBe('contact-received');
    expectNothingTyped(elsewhere);
    expect(elsewhere.text).not.toContain('GL-100077');
  });
});
