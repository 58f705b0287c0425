import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, mailOutbox, newsletterSubscribers, stockAlerts } from '#server/db/schema.ts';
import { unsubscribeParams } from '#server/mail/unsubscribe.ts';
import { setStock } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** The newsletter, unsubscribe and back-in-stock API (docs/product.md §16), as a client sees it. */
let t: TestShop;
const NOW = new Date('2030-07-08T12:00:00Z');
const SOLD_OUT = 'aiphone-jos-video-intercom-kit';

beforeAll(async () => {
  t = await createTestShop({ clock: () => NOW });
  await setStock(t, SOLD_OUT, 0);
});
afterAll(() => t.close());

const db = () => t.shop.database.db;
let counter = 0;
const address = (name = 'api') => `${name}-${++counter}@customer.example`;

async function token(kind: string, to: string): Promise<string> {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, to)))
    .orderBy(desc(mailOutbox.id));
  const { text } = await t.shop.mailRenderer.render(mail);
  return /\/(?:newsletter|stock-alerts)\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
}

const subscribe = (email: string, headers: Record<string, string> = {}) =>
  t.json('/api/newsletter', 'POST', { email }, headers);

describe('POST /api/newsletter', () => {
  it('answers the same for a new, a pending, a confirmed and an unsubscribed address: nothing leaks', async () => {
    const [pending, confirmed, gone] = [address(), address(), address()];
    await subscribe(pending);
    await subscribe(confirmed);
    await t.json('/api/newsletter/confirm', 'POST', { token: await token('newsletter-confirm', confirmed) });
    await subscribe(gone);
    await t.json('/api/newsletter/unsubscribe', 'POST', unsubscribeParams(t.shop.signer, gone));

    const answers = [];
    for (const email of [address(), pending, confirmed, gone]) {
      const res = await subscribe(email);
      answers.push({ status: res.status, body: await res.json() });
    }
    expect(answers).toEqual(
      Array(4).fill({ status: 201, body: { message: 'Success! Check your email for your 10% discount code.' } }),
    );
    // No code before a confirmation: only the confirmed address has one.
    const codes = await db().select({ to: discountCodes.issuedTo }).from(discountCodes);
    expect(codes.map((c) => c.to).filter((to) => [pending, gone].includes(to!))).toEqual([]);
    expect(codes.map((c) => c.to)).toContain(confirmed);
  });
});

describe('POST /api/newsletter/confirm', () => {
  it('confirms with the mailed token, then says it was confirmed before; in the page language', async () => {
    const email = address();
    await subscribe(email, { cookie: 'lang=tr' });
    const link = await token('newsletter-confirm', email);
    const first = await t.json('/api/newsletter/confirm', 'POST', { token: link }, { cookie: 'lang=tr' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: 'Teşekkürler! Adresiniz onaylandı. %10 indirim kodunuz e-posta kutunuza gönderiliyor.',
      already: false,
    });
    const again = await t.json('/api/newsletter/confirm', 'POST', { token: link });
    expect(await again.json()).toEqual({
      message: 'This address is already confirmed. There is nothing more to do.',
      already: true,
    });
    const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row.status).toBe('confirmed');
  });

  it('refuses what is no token (400), an unknown token (404) and an expired one (410), with their messages', async () => {
    const bad = await t.json('/api/newsletter/confirm', 'POST', { token: 'short' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/^This confirmation link is not valid/);
    const unknown = await t.json('/api/newsletter/confirm', 'POST', { token: 'z'.repeat(43) });
    expect(unknown.status).toBe(404);
    const email = address();
    await subscribe(email);
    await db()
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1) })
      .where(eq(newsletterSubscribers.email, email));
    const expired = await t.json('/api/newsletter/confirm', 'POST', {
      token: await token('newsletter-confirm', email),
    });
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toBe(
      'This confirmation link has expired. Subscribe again and we will send you a new one.',
    );
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes with the link’s parameters and refuses forged ones (404)', async () => {
    const email = address();
    await subscribe(email);
    const forged = { ...unsubscribeParams(t.shop.signer, email), t: unsubscribeParams(t.shop.signer, 'x@y.example').t };
    const refused = await t.json('/api/newsletter/unsubscribe', 'POST', forged);
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toMatch(/^This unsubscribe link is not valid/);
    expect((await t.json('/api/newsletter/unsubscribe', 'POST', { e: 'a b', t: '' })).status).toBe(400);
    const done = await t.json('/api/newsletter/unsubscribe', 'POST', unsubscribeParams(t.shop.signer, email));
    expect(done.status).toBe(200);
    expect((await done.json()).message).toMatch(/^You are unsubscribed\. a••••@customer\.example/);
    const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row.status).toBe('unsubscribed');
  });
});

describe('POST /api/products/{id}/stock-alerts', () => {
  it('stores a pending alert on a sold-out product and mails its link; confirming it makes it wait', async () => {
    const email = address();
    const res = await t.json(`/api/products/${SOLD_OUT}/stock-alerts`, 'POST', { email });
    expect(res.status).toBe(201);
    expect((await res.json()).message).toMatch(/^Almost done: confirm the link/);
    const [alert] = await db().select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(alert).toMatchObject({ productId: SOLD_OUT, status: 'pending' });
    const confirmed = await t.json('/api/stock-alerts/confirm', 'POST', {
      token: await token('stock-alert-confirm', email),
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ productId: SOLD_OUT, available: false });
    expect((await db().select().from(stockAlerts).where(eq(stockAlerts.email, email)))[0].status).toBe('confirmed');
  });

  it('refuses a bad address (400), a product in stock (409) and an unknown one (404), with messages', async () => {
    const bad = await t.json(`/api/products/${SOLD_OUT}/stock-alerts`, 'POST', { email: 'a@b' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Please enter a valid email address');
    const inStock = await t.json('/api/products/halo-smart-sensor/stock-alerts', 'POST', { email: address() });
    expect(inStock.status).toBe(409);
    expect((await inStock.json()).message).toBe('This product is in stock: you can order it now.');
    const unknown = await t.json('/api/products/no-such-thing/stock-alerts', 'POST', { email: address() });
    expect(unknown.status).toBe(404);
    const noToken = await t.json('/api/stock-alerts/confirm', 'POST', { token: 'z'.repeat(43) });
    expect(noToken.status).toBe(404);
  });
});

describe('one address per sign-up', () => {
  // nodemailer reads a list, or a name with an address in angle brackets, from one text: one
  // sign-up would mail several people, or the same person again and again past the limit of 3
  // confirmation mails per address (each spelling is an "address" of its own).
  it.each([
    'one@victim.example,two@victim.example',
    'one@victim.example;two@victim.example',
    'Friend<three@victim.example>',
    'four@victim.example>',
    '"five"@victim.example',
  ])('the newsletter and "Notify me" refuse %j with 400 and queue nothing', async (email) => {
    for (const path of ['/api/newsletter', `/api/products/${SOLD_OUT}/stock-alerts`]) {
      const res = await t.json(path, 'POST', { email });
      expect(res.status, path).toBe(400);
      expect((await res.json()).message).toBe('Please enter a valid email address');
    }
    const queued = await db()
      .select({ to: mailOutbox.recipient })
      .from(mailOutbox)
      .where(like(mailOutbox.recipient, '%victim.example%'));
    expect(queued).toEqual([]);
  });
});
