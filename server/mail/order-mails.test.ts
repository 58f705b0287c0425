import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Lang } from '#common/languages.ts';
import { formatMoney } from '#common/money.ts';
import { dayAtMidday } from '#common/shop-time.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { contactMessages, deals, mailOutbox, orderLines, orders, users } from '#server/db/schema.ts';
import { ShopError } from '#server/services/errors.ts';
import { checkoutBody, setStock } from '#tests/setup/shoppers.ts';
import { extractPages } from '#tests/setup/pdf-text.ts';
import { TEST_ADMIN, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { RenderedMail } from './render.ts';
import { formatMailDate } from './templates/order-parts.tsx';

/** Between a label and its amount in the plain text (order-parts.tsx's AmountColumn). */
const GAP = '\u00a0\u00a0';
const TRACKING_URL = 'https://carrier.example/track/{tracking}';
const PRODUCT = 'camera-junction-box';
const OTHER = 'wall-mount-bracket';

let t: TestShop;
let adminId: number;
let shopper: { id: number; email: string };
let counter = 0;

beforeAll(async () => {
  t = await createTestShop({ env: { TRACKING_URL } });
  const db = t.shop.database.db;
  [{ id: adminId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email));
  shopper = await t.shop.services.auth.register(
    { name: 'Ayşe Yılmaz', email: 'ayse.account@customer.example', password: 'a-long-test-password-1' },
    '127.0.0.1',
    'tr',
  );
  await setStock(t, PRODUCT, 500);
  await setStock(t, OTHER, 500);
});
afterAll(() => t.close());

async function placeOrder(lang: Lang, userId = shopper.id, lines = [{ id: PRODUCT, quantity: 2 }]) {
  const input = checkoutSchema.parse(checkoutBody(lines));
  const outcome = await t.shop.services.checkout.placeOrder(userId, input, `mail-${++counter}`, lang);
  if (outcome.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(outcome.body)}`);
  return outcome.body.order.number;
}

/** The outbox rows of one kind about one order. */
function mailsAbout(kind: string, number: string) {
  return t.shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), sql`${mailOutbox.payload}->>'orderNumber' = ${number}`));
}

async function outboxSize(): Promise<number> {
  const [{ n }] = await t.shop.database.db.select({ n: count() }).from(mailOutbox);
  return Number(n);
}

async function orderRow(number: string) {
  const [row] = await t.shop.database.db.select().from(orders).where(eq(orders.number, number));
  return row;
}

/** Renders an outbox row in `lang` (the row's own language by default) and checks what every mail must be. */
async function render(row: typeof mailOutbox.$inferSelect, lang: Lang = row.lang as Lang): Promise<RenderedMail> {
  const mail = await t.shop.mailRenderer.render({ ...row, lang });
  expect(mail.subject.length).toBeGreaterThan(5);
  for (const part of [mail.subject, mail.html, mail.text]) {
    expect(part).not.toContain('{{');
    expect(part).not.toMatch(/\b(mail|checkout|orders)\.[a-zA-Z]+\.[a-zA-Z]/);
  }
  expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
  expect(mail.text).toContain(t.shop.store.address);
  expect(mail.text).not.toMatch(/<\/?(p|td|tr|table|div|span|a|br|strong)\b/);
  // Transactional, not marketing: no unsubscribe.
  expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  return mail;
}

async function refusal(promise: Promise<unknown>): Promise<ShopError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error('expected a ShopError');
}

describe('order confirmation and the shop’s new-order mail', () => {
  it('are queued with the order: the confirmation to the shopper in the checkout’s language, the new order to the shop', async () => {
    const number = await placeOrder('tr');
    const [confirmation] = await mailsAbout('order-confirmation', number);
    expect(confirmation).toMatchObject({ recipient: 'ayse@example.com', lang: 'tr', status: 'pending' });
    const [received] = await mailsAbout('order-received', number);
    expect(received).toMatchObject({ recipient: t.shop.store.email, lang: 'en', status: 'pending' });
  });

  it('confirms the order: lines, totals, delivery, addresses, the link to the order and the PDF invoice', async () => {
    const number = await placeOrder('tr', shopper.id, [
      { id: PRODUCT, quantity: 2 },
      { id: OTHER, quantity: 1 },
    ]);
    const row = await orderRow(number);
    const lines = await t.shop.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    const [queued] = await mailsAbout('order-confirmation', number);

    const tr = await render(queued);
    expect(tr.subject).toBe(`Teşekkürler! ${number} numaralı siparişiniz onaylandı`);
    expect(tr.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(tr.text).toContain('kargoya verildiğinde size yeniden e-posta göndereceğiz');
    for (const line of lines) {
      expect(tr.text).toContain(line.title);
      expect(tr.text).toContain(`${line.quantity} × ${formatMoney(line.unitPriceCents, 'tr')}`);
      expect(tr.text).toContain(formatMoney(line.lineTotalCents, 'tr'));
    }
    expect(tr.text).toContain(`Ara Toplam${GAP}${formatMoney(row.subtotalCents, 'tr')}`);
    expect(tr.text).toContain(`Kargo (Standart)${GAP}${formatMoney(row.shippingCents, 'tr')}`);
    expect(tr.text).toContain(`Vergi (%8)${GAP}${formatMoney(row.taxCents, 'tr')}`);
    expect(tr.text).toContain(`Toplam${GAP}${formatMoney(row.totalCents, 'tr')}`);
    expect(tr.text).not.toContain('İndirim');
    expect(tr.text).toContain('Visa, son dört hanesi 4242');
    expect(tr.text).toContain('Standart teslimat');
    expect(tr.text).toMatch(/Tahmini teslimat: \d{1,2} \S+ \d{4} – \d{1,2} \S+ \d{4}/);
    expect(tr.text).toContain(`en geç ${formatMailDate(row.estimatedShipping!, 'tr')} tarihinde`);
    expect(tr.text).toContain('Fatura adresi');
    expect(tr.text).toContain('34710 Kadıköy/İstanbul');
    expect(tr.text).toContain('Türkiye');
    expect(tr.html).toContain(`href="${t.shop.mailRenderer.origin}/orders?order=${number}#order-${number}"`);
    expect(tr.text).toContain(`INV-${String(row.invoiceNo).padStart(6, '0')} numaralı faturanız`);

    // The invoice the shop serves, in the mail's language.
    expect(tr.attachments).toHaveLength(1);
    const [pdf] = tr.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`invoice-INV-${String(row.invoiceNo).padStart(6, '0')}-${number}.pdf`);
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdfText = extractPages(pdf.content).flat().join(' ');
    expect(pdfText).toContain(number);
    expect(pdfText).toContain('FATURA');

    const en = await render(queued, 'en');
    expect(en.subject).toBe(`Order ${number} confirmed: thank you!`);
    expect(en.text).toContain('will e-mail you again when it ships');
    expect(en.text).toContain(`Subtotal${GAP}${formatMoney(row.subtotalCents, 'en')}`);
    expect(en.text).toContain(`Total${GAP}${formatMoney(row.totalCents, 'en')}`);
    expect(en.text).toContain('Visa ending in 4242');
    expect(extractPages(en.attachments[0].content).flat().join(' ')).toContain('INVOICE');
  });

  it('shows the discount with its code, and a Value of the Day line with its regular price', async () => {
    const number = await placeOrder('en');
    const row = await orderRow(number);
    const db = t.shop.database.db;
    await db.update(orders).set({ discountCode: 'WELCOME10', discountCents: 1050 }).where(eq(orders.id, row.id));
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    const [deal] = await db
      .insert(deals)
      .values({
        productId: line.productId,
        dealPriceCents: line.unitPriceCents,
        oldPriceCents: line.unitPriceCents + 1000,
        stockCap: 10,
        endsAt: new Date(Date.now() - 1000),
      })
      .returning({ id: deals.id });
    await db
      .update(orderLines)
      .set({ dealId: deal.id, regularPriceCents: line.unitPriceCents + 1000 })
      .where(eq(orderLines.orderId, row.id));

    const [queued] = await mailsAbout('order-confirmation', number);
    for (const lang of ['en', 'tr'] as const) {
      const mail = await render(queued, lang);
      const label = lang === 'en' ? 'Discount (WELCOME10)' : 'İndirim (WELCOME10)';
      expect(mail.text).toContain(`${label}${GAP}${formatMoney(-1050, lang)}`);
      const deal = lang === 'en' ? 'Value of the Day' : 'Günün Fırsatı';
      expect(mail.text).toContain(`${deal}: ${formatMoney(line.unitPriceCents, lang)}`);
      expect(mail.text).toContain(formatMoney(line.unitPriceCents + 1000, lang));
    }
  });

  it('tells the shop who ordered what, with the link to the order in the back office', async () => {
    const number = await placeOrder('tr');
    const row = await orderRow(number);
    const [queued] = await mailsAbout('order-received', number);
    const mail = await render(queued);
    const total = formatMoney(row.totalCents, 'en');
    expect(mail.to).toBe(t.shop.store.email);
    expect(mail.subject).toBe(`New order ${number}: ${total}`);
    expect(mail.text).toContain(`Ayşe Yılmaz placed order ${number} for ${total}.`);
    expect(mail.text).toContain('Account: Ayşe Yılmaz <ayse.account@customer.example>');
    expect(mail.text).toContain('ayse@example.com');
    // The items as the order recorded them: named in the shopper's language (docs/product.md 18.4).
    const lines = await t.shop.database.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    const title = lines.find((l) => l.productId === PRODUCT)!.title;
    expect(title).not.toBe('Camera Junction Box');
    expect(mail.text).toContain(title);
    expect(mail.html).toContain(`href="${t.shop.mailRenderer.origin}/admin/orders/${number}"`);
    expect(mail.attachments).toEqual([]);
    const tr = await render(queued, 'tr');
    expect(tr.subject).toBe(`Yeni sipariş ${number}: ${formatMoney(row.totalCents, 'tr')}`);
  });
});

describe('status mails, queued with the change', () => {
  it('ships: the tracking number and the carrier’s link from TRACKING_URL, in the account’s language', async () => {
    const number = await placeOrder('en');
    expect(await mailsAbout('order-shipped', number)).toHaveLength(0);
    await t.shop.services.adminOrders.ship(number, { trackingNumber: 'TRK/123 A' }, adminId);
    const [queued] = await mailsAbout('order-shipped', number);
    // Checkout was in English, but the account uses the shop in Turkish now.
    expect(queued).toMatchObject({ recipient: 'ayse@example.com', lang: 'tr' });
    expect(queued.payload).toEqual({
      orderNumber: number,
      trackingNumber: 'TRK/123 A',
      trackingUrl: 'https://carrier.example/track/TRK%2F123%20A',
    });
    const row = await orderRow(number);
    const tr = await render(queued);
    expect(tr.subject).toBe(`${number} numaralı siparişiniz yola çıktı`);
    expect(tr.text).toContain('Kargo takip numarası: TRK/123 A');
    // The window promised at checkout, unchanged (the owner kept the ship form's default).
    const window = `${formatMailDate(dayAtMidday(row.deliveryEarliest!), 'tr')} – ${formatMailDate(row.estimatedDelivery!, 'tr')}`;
    expect(tr.text).toContain(`Tahmini teslimat: ${window}`);
    expect(tr.html).toContain('href="https://carrier.example/track/TRK%2F123%20A"');
    const en = await render(queued, 'en');
    expect(en.text).toContain('Tracking number: TRK/123 A');
    expect(en.text).toContain('Track your parcel https://carrier.example/track/TRK%2F123%20A');
  });

  it('delivers: the delivery date and a link to the order', async () => {
    const number = await placeOrder('en');
    await t.shop.services.adminOrders.ship(number, { trackingNumber: 'TRK-D' }, adminId);
    await t.shop.services.adminOrders.deliver(number, {}, adminId);
    const [queued] = await mailsAbout('order-delivered', number);
    expect(queued).toMatchObject({ recipient: 'ayse@example.com', lang: 'tr' });
    const row = await orderRow(number);
    const en = await render(queued, 'en');
    expect(en.subject).toBe(`Your order ${number} has been delivered`);
    expect(en.text).toContain(`was delivered on ${formatMailDate(row.deliveredAt!, 'en')}`);
    expect(en.html).toContain(`href="${t.shop.mailRenderer.origin}/returns"`);
    const tr = await render(queued);
    expect(tr.text).toContain(`${formatMailDate(row.deliveredAt!, 'tr')} tarihinde teslim edildi`);
    // A "write a review" link for each product, to its review form.
    const review = `href="${t.shop.mailRenderer.origin}/product/${PRODUCT}/review"`;
    expect(en.html).toContain(review);
    expect(en.text).toContain('Write a review of Camera Junction Box for Dome and Turret Cameras');
    expect(tr.html).toContain(review);
    expect(tr.text).toMatch(
      /Camera Junction Box for Dome and Turret Cameras hakkında yorum yazın|Kamera Bağlantı Kutusu hakkında yorum yazın/,
    );
  });

  it('cancels: the reason, and that the card authorisation is released and nothing was charged', async () => {
    const number = await placeOrder('tr');
    await t.shop.services.adminOrders.cancel(number, { reason: 'Ürün stokta kalmadı.' }, adminId);
    const [queued] = await mailsAbout('order-cancelled', number);
    expect(queued).toMatchObject({ recipient: 'ayse@example.com', lang: 'tr' });
    const row = await orderRow(number);
    const tr = await render(queued);
    expect(tr.subject).toBe(`${number} numaralı siparişiniz iptal edildi`);
    expect(tr.text).toContain('İptal nedeni: Ürün stokta kalmadı.');
    expect(tr.text).toContain(
      `Kartınızdan ödeme alınmadı: son 4 hanesi 4242 olan Visa kartınızda ayrılan ${formatMoney(row.totalCents, 'tr')} tutarındaki provizyon kaldırılıyor.`,
    );
    const en = await render(queued, 'en');
    expect(en.text).toContain(
      `Your card was not charged: the ${formatMoney(row.totalCents, 'en')} reserved on your Visa card ending in 4242 is released.`,
    );
  });

  it('queues nothing for a refused change, and one mail when two admins ship the same order at once', async () => {
    const cancelled = await placeOrder('en');
    await t.shop.services.adminOrders.cancel(cancelled, { reason: 'Test' }, adminId);
    const processing = await placeOrder('en');
    const before = await outboxSize();
    const refusals = await Promise.all([
      refusal(t.shop.services.adminOrders.ship(cancelled, { trackingNumber: 'TRK-X' }, adminId)),
      refusal(t.shop.services.adminOrders.deliver(processing, {}, adminId)),
      refusal(t.shop.services.adminOrders.cancel(cancelled, { reason: 'Again' }, adminId)),
      refusal(t.shop.services.adminOrders.cancel(processing, { reason: '   ' }, adminId)),
    ]);
    expect(refusals.map((r) => r.status)).toEqual([409, 409, 409, 400]);
    expect(await outboxSize()).toBe(before);

    const results = await Promise.allSettled([
      t.shop.services.adminOrders.ship(processing, { trackingNumber: 'TRK-1' }, adminId),
      t.shop.services.adminOrders.ship(processing, { trackingNumber: 'TRK-2' }, adminId),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const shipped = await mailsAbout('order-shipped', processing);
    expect(shipped).toHaveLength(1);
    expect(shipped[0].payload.trackingNumber).toBe((await orderRow(processing)).trackingNumber);
  });
});

describe('cancellation requests', () => {
  const message = 'Yanlış ürünü sipariş ettim, lütfen iptal edin.';

  async function request(number: string, userId = shopper.id) {
    const { id } = await t.shop.services.contact.submit(
      {
        name: 'Ayşe Yılmaz',
        email: 'ayse.account+cancel@customer.example',
        subject: `Cancellation request for order ${number}`,
        message,
        orderNumber: number,
      },
      { userId, lang: 'tr' },
    );
    return id;
  }

  it('acknowledges a request linked to the sender’s order instead of the plain contact receipt', async () => {
    const number = await placeOrder('en');
    const id = await request(number);
    const [queued] = await mailsAbout('cancellation-request-received', number);
    expect(queued).toMatchObject({ recipient: 'ayse.account+cancel@customer.example', lang: 'tr' });
    const receipts = await t.shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'contact-received'), sql`${mailOutbox.payload}->>'id' = ${String(id)}`));
    expect(receipts).toHaveLength(0);
    const tr = await render(queued);
    expect(tr.subject).toBe(`${number} numaralı sipariş için iptal talebinizi aldık`);
    expect(tr.text).toContain(message);
    expect(tr.text).toContain(`Referans: #${id}`);
    const en = await render(queued, 'en');
    expect(en.text).toContain(`We received your request to cancel order ${number}.`);
  });

  it('gives a message naming someone else’s order the plain contact receipt (nothing said about that order)', async () => {
    const number = await placeOrder('en');
    const other = await t.shop.services.auth.register(
      { name: 'Someone Else', email: 'someone@customer.example', password: 'a-long-test-password-1' },
      '127.0.0.1',
    );
    const id = await request(number, other.id);
    expect(await mailsAbout('cancellation-request-received', number)).toHaveLength(0);
    const [receipt] = await t.shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'contact-received'), sql`${mailOutbox.payload}->>'id' = ${String(id)}`));
    expect(receipt.recipient).toBe('ayse.account+cancel@customer.example');
  });

  it('approves: one mail with the note and what happens to the money', async () => {
    const number = await placeOrder('en');
    const id = await request(number);
    await t.shop.services.adminOrders.approveRequest(id, { note: 'İptal ettik, iyi günler.' }, adminId);
    const [queued] = await mailsAbout('cancellation-request-approved', number);
    expect(queued).toMatchObject({ recipient: 'ayse.account+cancel@customer.example', lang: 'tr' });
    expect(await mailsAbout('order-cancelled', number)).toHaveLength(0);
    const row = await orderRow(number);
    const tr = await render(queued);
    expect(tr.subject).toBe(`İptal talebiniz onaylandı: ${number} numaralı sipariş iptal edildi`);
    expect(tr.text).toContain('Notumuz: İptal ettik, iyi günler.');
    expect(tr.text).toContain(`${formatMoney(row.totalCents, 'tr')} tutarındaki provizyon kaldırılıyor`);
    const en = await render(queued, 'en');
    expect(en.text).toContain('Your card was not charged');
  });

  it('rejects with the admin’s note; answering again or without a note queues nothing', async () => {
    const number = await placeOrder('en');
    const id = await request(number);
    const before = await outboxSize();
    expect((await refusal(t.shop.services.adminOrders.rejectRequest(id, { note: ' ' }, adminId))).status).toBe(400);
    expect(await outboxSize()).toBe(before);

    await t.shop.services.adminOrders.rejectRequest(id, { note: 'Siparişiniz kargoya hazır.' }, adminId);
    const [queued] = await mailsAbout('cancellation-request-rejected', number);
    expect(queued).toMatchObject({ recipient: 'ayse.account+cancel@customer.example', lang: 'tr' });
    const tr = await render(queued);
    expect(tr.text).toContain('Yanıtımız: Siparişiniz kargoya hazır.');
    expect(tr.text).toContain('Sipariş durumu: Hazırlanıyor');
    const en = await render(queued, 'en');
    expect(en.subject).toBe(`Your cancellation request for order ${number}`);
    expect(en.text).toContain('Order status: Processing');

    const after = await outboxSize();
    const again = await refusal(t.shop.services.adminOrders.rejectRequest(id, { note: 'Again' }, adminId));
    expect(again.status).toBe(409);
    const approve = await refusal(t.shop.services.adminOrders.approveRequest(id, {}, adminId));
    expect(approve.status).toBe(409);
    expect(await outboxSize()).toBe(after);
    const [message] = await t.shop.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message.status).toBe('rejected');
  });
});

describe('without TRACKING_URL, and with STORE_LANG', () => {
  let plain: TestShop;
  beforeAll(async () => {
    plain = await createTestShop({ env: { STORE_LANG: 'tr' } });
  });
  afterAll(() => plain.close());

  it('links the shipped mail to the order in the shop, and writes the shop’s mail in STORE_LANG', async () => {
    const user = await plain.shop.services.auth.register(
      { name: 'Sam Lee', email: 'sam@customer.example', password: 'a-long-test-password-1' },
      '127.0.0.1',
      'en',
    );
    const [admin] = await plain.shop.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    const input = checkoutSchema.parse(checkoutBody([{ id: OTHER, quantity: 1 }]));
    const outcome = await plain.shop.services.checkout.placeOrder(user.id, input, 'plain-1', 'en');
    if (outcome.status !== 201) throw new Error('checkout failed');
    const number = outcome.body.order.number;
    await plain.shop.services.adminOrders.ship(number, { trackingNumber: 'TRK-PLAIN' }, admin.id);

    const rows = await plain.shop.database.db.select().from(mailOutbox);
    const shipped = rows.find((r) => r.kind === 'order-shipped')!;
    expect(shipped).toMatchObject({ lang: 'en', payload: { trackingUrl: null, trackingNumber: 'TRK-PLAIN' } });
    const mail = await plain.shop.mailRenderer.render(shipped);
    expect(mail.text).toContain('Tracking number: TRK-PLAIN');
    expect(mail.text).toContain('The tracking number is also shown with your order in the shop.');
    expect(mail.html).toContain(`href="${plain.shop.mailRenderer.origin}/orders?order=${number}#order-${number}"`);
    expect(mail.html).not.toContain('carrier.example');

    const received = rows.find((r) => r.kind === 'order-received')!;
    expect(received.lang).toBe('tr');
    expect((await plain.shop.mailRenderer.render(received)).subject).toMatch(/^Yeni sipariş GL-\d+: \$/);
  });
});
