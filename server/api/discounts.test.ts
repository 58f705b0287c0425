import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { checkoutBody, setStock, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * Discount codes through the API (docs/product.md §9.13): the preview, checkout with a code (the
 * order's totals, what is stored, the invoice's discount line), refusals with their messages in
 * both languages, and the per-address throttle on look-ups.
 */
let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
const CAMERA = 'camera-junction-box';
let price: number;
beforeAll(async () => {
  t = await createTestShop({ throttles: { discountCheck: { limit: 1000, windowMs: 600_000 } } });
  await setStock(t, CAMERA, 1000);
  price = t.shop.services.catalog.getCard(CAMERA)!.priceCents!;
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

const tax = (cents: number) => Math.floor((cents * 8 + 50) / 100);
let serial = 0;
async function newCode(terms: Record<string, unknown> = {}): Promise<string> {
  const code = `API-${++serial}-${Date.now() % 100000}`;
  const res = await admin.call('/api/admin/discounts', 'POST', { code, kind: 'percent', value: 10, ...terms });
  expect(res.status).toBe(201);
  return code;
}
async function shopperWithCart(quantity = 3) {
  const shopper = await signedInShopper(t);
  expect((await shopper.call('/api/cart/lines', 'POST', { productId: CAMERA, quantity })).status).toBe(200);
  return shopper;
}

describe('POST /api/discounts/check', () => {
  it('answers the discount and the totals for the shopper’s cart and delivery', async () => {
    const code = await newCode({ value: 25 });
    const shopper = await shopperWithCart(3);
    const res = await shopper.call('/api/discounts/check', 'POST', {
      code: code.toLowerCase(),
      shippingMethod: 'express',
    });
    expect(res.status).toBe(200);
    const subtotal = price * 3;
    const discount = Math.floor((subtotal * 25 + 50) / 100);
    const goods = subtotal - discount;
    const body = await res.json();
    expect(body).toMatchObject({ code, subtotalCents: subtotal, discountCents: discount, taxCents: tax(goods) });
    expect(body.totalCents).toBe(goods + body.shippingCents + tax(goods));
  });

  it('refuses with the reason and a message in the page’s language (422)', async () => {
    const shopper = await shopperWithCart(1);
    const ask = (code: string, lang = 'en') =>
      shopper.call('/api/discounts/check', 'POST', { code }, { 'accept-language': lang });
    const unknown = await ask('NOPE-NOPE');
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toMatchObject({
      reason: 'unknown',
      message: 'This discount code does not exist. Please check it and try again.',
    });
    expect((await (await ask('NOPE-NOPE', 'tr')).json()).message).toBe(
      'Böyle bir indirim kodu yok. Lütfen kontrol edip yeniden deneyin.',
    );
    const expired = await newCode({ endsAt: '2020-01-01T00:00:00Z' });
    expect(await (await ask(expired)).json()).toMatchObject({
      reason: 'expired',
      message: 'This discount code has expired.',
    });
    expect((await (await ask(expired, 'tr')).json()).message).toBe('Bu indirim kodunun süresi doldu.');
    const minimum = await newCode({ minOrder: '5000' });
    expect(await (await ask(minimum)).json()).toMatchObject({
      reason: 'belowMinimum',
      minOrderCents: 500_000,
      message: 'This discount code applies to orders of $5,000 or more.',
    });
    expect((await (await ask(minimum, 'tr')).json()).message).toBe(
      'Bu indirim kodu $5.000 ve üzeri siparişlerde geçerlidir.',
    );
  });

  it('needs a signed-in shopper, a code and a cart', async () => {
    expect((await t.json('/api/discounts/check', 'POST', { code: 'ANY-CODE' })).status).toBe(401);
    const empty = await signedInShopper(t);
    expect((await empty.call('/api/discounts/check', 'POST', { code: 'ANY-CODE' })).status).toBe(400);
    const shopper = await shopperWithCart(1);
    const blank = await shopper.call('/api/discounts/check', 'POST', { code: '  ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe('Please enter a discount code.');
  });
});

describe('POST /api/checkout with a discountCode', () => {
  it('takes the discount off before tax; the order, its stored copy and the invoice show it', async () => {
    const code = await newCode({ kind: 'fixed', value: '10.00' });
    const shopper = await signedInShopper(t);
    const subtotal = price * 2;
    const goods = subtotal - 1000;
    const expectedTotal = goods + tax(goods);
    const res = await shopper.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: CAMERA, quantity: 2 }]),
      discountCode: code.toLowerCase(),
      totalAmount: expectedTotal / 100,
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      subtotalCents: subtotal,
      discountCents: 1000,
      discountCode: code,
      shippingCents: 0,
      taxCents: tax(goods),
      totalCents: expectedTotal,
    });
    const stored = await (await shopper.call(`/api/orders/${order.number}`)).json();
    expect(stored).toMatchObject({ discountCents: 1000, discountCode: code, totalCents: expectedTotal });

    const english = pdfText(
      Buffer.from(await (await shopper.call(`/api/orders/${order.number}/invoice`)).arrayBuffer()),
    );
    expect(english).toContain(`Discount (${code})`);
    expect(english).toContain('−$10.00');
    const turkish = pdfText(
      Buffer.from(
        await (
          await shopper.call(`/api/orders/${order.number}/invoice`, 'GET', undefined, {
            cookie: `${shopper.jar.header()}; lang=tr`,
          })
        ).arrayBuffer(),
      ),
    );
    expect(turkish).toContain(`İndirim (${code})`);
  });

  it('a total shown without the discount is refused with the discounted total (409), nothing charged', async () => {
    const code = await newCode({ value: 10 });
    const shopper = await signedInShopper(t);
    const subtotal = price;
    const res = await shopper.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
      discountCode: code,
      totalAmount: (subtotal + tax(subtotal)) / 100,
    });
    expect(res.status).toBe(409);
    const goods = subtotal - Math.floor((subtotal * 10 + 50) / 100);
    expect((await res.json()).totalCents).toBe(goods + tax(goods));
    expect((await (await shopper.call('/api/orders')).json()).orders).toEqual([]);
  });

  it('a refused code answers 409 with its reason in the shopper’s language, and no order', async () => {
    const shopper = await signedInShopper(t);
    const used = await newCode({ maxUses: 1 });
    const other = await signedInShopper(t);
    const body = { ...checkoutBody([{ id: CAMERA, quantity: 1 }]), discountCode: used };
    expect((await other.call('/api/checkout', 'POST', body)).status).toBe(201);
    const res = await shopper.call('/api/checkout', 'POST', body, { 'accept-language': 'tr' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      reason: 'usedUp',
      code: used,
      message: 'Bu indirim kodunun kullanım hakkı tükendi.',
    });
    expect((await (await shopper.call('/api/orders')).json()).orders).toEqual([]);
    const unknown = await shopper.call('/api/checkout', 'POST', { ...body, discountCode: 'UNKNOWN-1' });
    expect(await unknown.json()).toMatchObject({
      reason: 'unknown',
      message: 'This discount code does not exist. Please check it and try again.',
    });
  });

  it('an empty discountCode is no code', async () => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
      discountCode: '',
    });
    expect(res.status).toBe(201);
    expect((await res.json()).order).toMatchObject({ discountCents: 0, discountCode: null });
  });
});

describe('a personal code (the newsletter’s welcome code)', () => {
  async function welcomeCodeFor(email: string): Promise<string> {
    const [local, domain] = email.split('@');
    const to = `${local}+news@${domain}`;
    await t.shop.services.newsletter.subscribe(to, 'en', 'footer');
    const [mail] = await t.shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, 'newsletter-confirm')));
    const { text } = await t.shop.mailRenderer.render(mail);
    const token = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
    return (await t.shop.services.newsletter.confirm(token)).code!;
  }

  it('is refused to another buyer with 409 (checkout) and in the preview, in both languages; its owner gets it', async () => {
    const owner = await shopperWithCart(1);
    const code = await welcomeCodeFor(owner.email);
    const other = await shopperWithCart(1);

    const preview = await other.call('/api/discounts/check', 'POST', { code }, { 'accept-language': 'en' });
    expect(preview.status).toBe(422);
    expect(await preview.json()).toMatchObject({
      reason: 'notYours',
      code,
      message: 'This is a personal discount code: only the account with the e-mail address it was sent to can use it.',
    });
    const body = { ...checkoutBody([{ id: CAMERA, quantity: 1 }]), discountCode: code };
    const refused = await other.call('/api/checkout', 'POST', body, { 'accept-language': 'tr' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      reason: 'notYours',
      code,
      message:
        'Bu kişiye özel bir indirim kodu; yalnızca kodun gönderildiği e-posta adresine ait hesapla kullanılabilir.',
    });
    expect((await (await other.call('/api/orders')).json()).orders).toEqual([]);

    expect((await owner.call('/api/discounts/check', 'POST', { code })).status).toBe(200);
    const placed = await owner.call('/api/checkout', 'POST', body);
    expect(placed.status).toBe(201);
    expect((await placed.json()).order).toMatchObject({ discountCode: code });
  });
});

describe('the look-up throttle', () => {
  it('counts previews and orders with a code per address: 429 with Retry-After over the limit', async () => {
    const limited = await createTestShop({ throttles: { discountCheck: { limit: 3, windowMs: 600_000 } } });
    try {
      const shopper = await signedInShopper(limited);
      await shopper.call('/api/cart/lines', 'POST', { productId: CAMERA, quantity: 1 });
      for (let i = 0; i < 2; i++)
        expect((await shopper.call('/api/discounts/check', 'POST', { code: `GUESS-${i}` })).status).toBe(422);
      const order = await shopper.call('/api/checkout', 'POST', {
        ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
        discountCode: 'GUESS-X',
      });
      expect(order.status).toBe(409);
      const over = await shopper.call('/api/discounts/check', 'POST', { code: 'GUESS-3' });
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      const overOrder = await shopper.call('/api/checkout', 'POST', {
        ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
        discountCode: 'GUESS-Y',
      });
      expect(overOrder.status).toBe(429);
      // An order without a code is no look-up.
      const plain = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: CAMERA, quantity: 1 }]));
      expect(plain.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
