import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSchema } from '#common/schemas/admin-catalog.ts';
import { checkoutBody, setStock, signedInShopper } from '#tests/setup/shoppers.ts';
import { TEST_ADMIN, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, stockAlerts, users } from '../db/schema.ts';
import { unsubscribeParams } from '../mail/unsubscribe.ts';
import type { AdminProduct } from './admin-catalog.server.ts';
import { hashLinkToken } from './link-tokens.server.ts';
import type { StockAlertService } from './stock-alerts.server.ts';

/**
 * "Notify me when available" (docs/product.md §16.6): a confirmed address, then one mail when
 * the product goes from sold out to on sale, queued by the same transaction as the change.
 */
let t: TestShop;
let db: Database;
let alerts: StockAlertService;
let adminId: number;
const NOW = new Date('2030-05-06T09:00:00Z');

beforeAll(async () => {
  t = await createTestShop({ clock: () => NOW });
  db = t.shop.database.db;
  alerts = t.shop.services.stockAlerts;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
});
afterAll(() => t.close());

let counter = 0;
const address = (name = 'waiter') => `${name}-${++counter}@customer.example`;

async function mails(kind: string, where?: { to?: string; productId?: string }) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), where?.to ? eq(mailOutbox.recipient, where.to) : undefined))
    .orderBy(asc(mailOutbox.id));
  return where?.productId
    ? rows.filter((r) => (r.payload as { productId: string }).productId === where.productId)
    : rows;
}

async function linkToken(to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'stock-alert-confirm'), eq(mailOutbox.recipient, to)))
    .orderBy(desc(mailOutbox.id));
  const { text } = await t.shop.mailRenderer.render(mail);
  return /\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
}

async function alertOf(productId: string, email: string) {
  const [row] = await db
    .select()
    .from(stockAlerts)
    .where(and(eq(stockAlerts.productId, productId), eq(stockAlerts.email, email)));
  return row;
}

/** A confirmed alert of `email` on the product (asked for and confirmed by its link). */
async function waiting(productId: string, email: string, lang: 'en' | 'tr' = 'en') {
  await alerts.request(productId, email, lang);
  await alerts.confirm(await linkToken(email));
  expect((await alertOf(productId, email)).status).toBe('confirmed');
}

/** The back office's product form for the product as it is, with `stock`. */
async function editStock(id: string, stock: number): Promise<AdminProduct> {
  const p = (await t.shop.services.adminCatalog.getProduct(id))!;
  const input = productSchema.parse({
    title: p.title,
    description: p.description,
    price: String((p.priceCents ?? 0) / 100),
    oldPrice: p.oldPriceCents == null ? '' : String(p.oldPriceCents / 100),
    stock,
    category: p.category,
    brand: p.brand,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    hidden: p.hidden,
  });
  return t.shop.services.adminCatalog.updateProduct(id, input);
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; messageKey: string }> {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status: number; messageKey: string } | null;
  expect(error, 'refused').not.toBeNull();
  return { status: error!.status, messageKey: error!.messageKey };
}

describe('asking for an alert', () => {
  const product = 'aiphone-jos-video-intercom-kit';

  it('on a sold-out product: a pending alert with only a hash of its link, and the confirmation mail', async () => {
    await setStock(t, product, 0);
    const email = address();
    await alerts.request(product, `  ${email.toUpperCase()}`, 'tr');
    const row = await alertOf(product, email);
    const token = await linkToken(email);
    expect(row).toMatchObject({ status: 'pending', locale: 'tr', confirmTokenHash: hashLinkToken(token) });
    const [queued] = await mails('stock-alert-confirm', { to: email });
    const mail = await t.shop.mailRenderer.render(queued);
    expect(mail.subject).toMatch(/için stok bildiriminizi onaylayın$/);
    expect(mail.html).toContain(`/stock-alerts/confirm?token=${token}`);
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('keeps no working link in the outbox: the mail sent derives it with the shop secret, the back office preview leaves it out', async () => {
    await setStock(t, product, 0);
    const email = address();
    await alerts.request(product, email, 'en');
    const [queued] = await mails('stock-alert-confirm', { to: email });
    const { confirmTokenHash } = await alertOf(product, email);
    const held = JSON.stringify(queued.payload).match(/[A-Za-z0-9_-]{20,}/g) ?? [];
    expect(held.map(hashLinkToken)).not.toContain(confirmTokenHash);
    const token = await linkToken(email);
    expect(hashLinkToken(token)).toBe(confirmTokenHash);
    const detail = await t.shop.services.adminMail.get(queued.id);
    const shown = JSON.stringify(detail);
    expect(shown).not.toContain('/stock-alerts/confirm');
    expect(shown).not.toContain(token);
    expect(detail?.subject).toMatch(/^Confirm your back-in-stock alert for /);
    expect(detail?.text).toContain('left out of the back office');
  });

  it('refuses a product in stock (409), unknown or hidden (404)', async () => {
    expect(await refusal(alerts.request('halo-smart-sensor', address(), 'en'))).toEqual({
      status: 409,
      messageKey: 'subscriptions.notify.inStock',
    });
    expect(await refusal(alerts.request('no-such-product', address(), 'en'))).toMatchObject({ status: 404 });
    await setStock(t, 'retevis-heavy-duty-headset', 0);
    await t.shop.services.adminCatalog.hideProduct('retevis-heavy-duty-headset', true);
    expect(await refusal(alerts.request('retevis-heavy-duty-headset', address(), 'en'))).toMatchObject({
      status: 404,
    });
    await t.shop.services.adminCatalog.hideProduct('retevis-heavy-duty-headset', false);
  });

  it('asked again while pending: a new link, at most 3 an hour per address; confirmed: nothing more', async () => {
    const email = address();
    await alerts.request(product, email, 'en');
    const first = await linkToken(email);
    await alerts.request(product, email, 'en');
    expect(await alerts.linkState(first)).toMatchObject({ state: 'invalid' });
    await alerts.request(product, email, 'en');
    await alerts.request(product, email, 'en');
    expect(await mails('stock-alert-confirm', { to: email })).toHaveLength(3);
    const last = await linkToken(email);
    expect(await alerts.linkState(last)).toEqual({
      state: 'ready',
      product: { id: product, title: expect.any(String) },
    });

    const other = address();
    await waiting(product, other);
    await alerts.request(product, other, 'tr');
    expect(await mails('stock-alert-confirm', { to: other })).toHaveLength(1);
    expect(await alertOf(product, other)).toMatchObject({ status: 'confirmed', locale: 'en' });
  });

  it('confirming: the page reads change nothing; a used link says so, an expired one is 410, an unknown one 404', async () => {
    const email = address();
    await alerts.request(product, email, 'en');
    const token = await linkToken(email);
    expect((await alerts.linkState(token)).state).toBe('ready');
    expect((await alertOf(product, email)).status).toBe('pending');
    expect(await alerts.confirm(token)).toEqual({
      product: { id: product, title: expect.any(String) },
      available: false,
    });
    expect((await alerts.linkState(token)).state).toBe('done');
    expect((await alerts.confirm(token)).available).toBe(false);

    const late = address();
    await alerts.request(product, late, 'en');
    await db
      .update(stockAlerts)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(stockAlerts.email, late));
    const lateToken = await linkToken(late);
    expect((await alerts.linkState(lateToken)).state).toBe('expired');
    expect(await refusal(alerts.confirm(lateToken))).toEqual({
      status: 410,
      messageKey: 'subscriptions.stockConfirm.expired',
    });
    expect((await alertOf(product, late)).status).toBe('pending');
    expect(await refusal(alerts.confirm('y'.repeat(43)))).toEqual({
      status: 404,
      messageKey: 'subscriptions.stockConfirm.invalid',
    });
  });

  it('confirmed when the product is already back: the page says so and no mail will follow', async () => {
    const email = address();
    await setStock(t, 'kenwood-tk-3701d', 0);
    await alerts.request('kenwood-tk-3701d', email, 'en');
    await setStock(t, 'kenwood-tk-3701d', 4);
    expect((await alerts.confirm(await linkToken(email))).available).toBe(true);
    expect((await alertOf('kenwood-tk-3701d', email)).status).toBe('notified');
  });
});

describe('back in stock', () => {
  const product = 'sandisk-high-endurance-256gb';

  it('0 → 5 in the back office: one mail per confirmed alert, none for pending ones; 5 → 7: none', async () => {
    await setStock(t, product, 0);
    const [ada, bora, cem] = [address('ada'), address('bora'), address('cem')];
    await waiting(product, ada, 'en');
    await waiting(product, bora, 'tr');
    await alerts.request(product, cem, 'en');

    await editStock(product, 5);
    const sent = await mails('back-in-stock', { productId: product });
    expect(sent.map((m) => [m.recipient, m.lang]).sort()).toEqual([
      [ada, 'en'],
      [bora, 'tr'],
    ]);
    expect(sent.every((m) => m.dedupeKey?.startsWith('back-in-stock:'))).toBe(true);
    expect((await alertOf(product, ada)).status).toBe('notified');
    expect((await alertOf(product, cem)).status).toBe('pending');

    const mail = await t.shop.mailRenderer.render(sent.find((m) => m.recipient === ada)!);
    const card = t.shop.services.catalog.getCard(product)!;
    expect(mail.subject).toBe(`${card.title} is back in stock`);
    expect(mail.html).toContain(`/product/${product}`);
    expect(mail.text).toContain(
      `Price: $${(card.priceCents! / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    // Marketing: unsubscribe link and the one-click headers.
    const { e } = unsubscribeParams(t.shop.signer, ada);
    expect(mail.headers['List-Unsubscribe']).toContain(`/unsubscribe?e=${e}&t=`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // An alert confirmed in the moment the product came back (its confirmation read the old stock)
    // waits while it is on sale: 5 → 7 is no change from sold out to on sale.
    const dan = address('dan');
    await db.insert(stockAlerts).values({ productId: product, email: dan, locale: 'en', status: 'confirmed' });
    await editStock(product, 7);
    expect(await mails('back-in-stock', { productId: product })).toHaveLength(2);
    expect((await alertOf(product, dan)).status).toBe('confirmed');
  });

  it('a second restock after selling out again, by a cancellation, notifies only the alerts confirmed since', async () => {
    const item = 'wall-mount-bracket';
    await setStock(t, item, 2);
    const shopper = await signedInShopper(t);
    const placed = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: item, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const orderNumber = (await placed.json()).order.number as string;
    expect(t.shop.services.catalog.getCard(item)!.stock).toBe(0);

    const [early, again, late] = [address('early'), address('again'), address('late')];
    await waiting(item, early);
    await waiting(item, again);
    await editStock(item, 3);
    expect((await mails('back-in-stock', { productId: item })).map((m) => m.recipient).sort()).toEqual(
      [again, early].sort(),
    );
    // Sold out again; one new address waits, one notified address asks again.
    await editStock(item, 0);
    await waiting(item, late);
    await waiting(item, again);

    await t.shop.services.adminOrders.cancel(orderNumber, { reason: 'Out of stock test' }, adminId);
    expect(t.shop.services.catalog.getCard(item)!.stock).toBe(2);
    const all = await mails('back-in-stock', { productId: item });
    expect(all.map((m) => m.recipient).sort()).toEqual([again, again, early, late].sort());
    expect(new Set(all.map((m) => m.dedupeKey)).size).toBe(4);
  });

  it('a hidden product restocked waits until it is shown again', async () => {
    const item = 'cat6-patch-cable-5-pack';
    await setStock(t, item, 0);
    const email = address();
    await waiting(item, email);
    await t.shop.services.adminCatalog.hideProduct(item, true);
    await editStock(item, 4);
    expect(await mails('back-in-stock', { to: email })).toEqual([]);
    await t.shop.services.adminCatalog.hideProduct(item, false);
    expect(await mails('back-in-stock', { to: email })).toHaveLength(1);
  });
});
