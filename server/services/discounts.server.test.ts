import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodeSchema } from '#common/schemas/discounts.ts';
import { discountCodes, discountRedemptions, users } from '#server/db/schema.ts';
import { checkoutBody, setStock, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { DiscountLine } from '#common/discounts.ts';

/** DiscountService (docs/product.md §9.13, §17.8): every refusal, the shopper's own uses, scope, the window, the owner's CRUD. */
let t: TestShop;
const CAMERA = 'camera-junction-box';
let cameraLine: DiscountLine;
beforeAll(async () => {
  t = await createTestShop();
  await setStock(t, CAMERA, 1000);
  const card = t.shop.services.catalog.getCard(CAMERA)!;
  cameraLine = { productId: CAMERA, category: card.category, unitPriceCents: card.priceCents!, quantity: 2 };
});
afterAll(() => t?.close());

let serial = 0;
/** A new code through the same schema as the form and the API. */
async function code(terms: Record<string, unknown> = {}) {
  const input = discountCodeSchema.parse({
    code: `test-${++serial}-${Date.now() % 100000}`,
    kind: 'percent',
    value: 10,
    ...terms,
  });
  return t.shop.services.discounts.create(input);
}
async function shopperId() {
  const shopper = await signedInShopper(t);
  const [row] = await t.shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
  return { ...shopper, id: row.id };
}
const check = (typed: string, lines: DiscountLine[], userId: number, now?: Date) =>
  t.shop.services.discounts.check(typed, lines, userId, now);
const reasonOf = async (result: ReturnType<typeof check>) => {
  const r = await result;
  return r.ok ? 'ok' : r.refused.reason;
};

describe('check: whether a code applies, and why not', () => {
  it('applies a code typed in any case, and says what it takes off', async () => {
    const made = await code({ value: 15 });
    const { id } = await shopperId();
    const result = await check(`  ${made.code.toLowerCase()} `, [cameraLine], id);
    const subtotal = cameraLine.unitPriceCents * 2;
    expect(result).toEqual({
      ok: true,
      discount: { codeId: made.id, code: made.code, discountCents: Math.floor((subtotal * 15 + 50) / 100) },
    });
  });

  it('refuses each way, in the order of the rule', async () => {
    const { id } = await shopperId();
    expect(await reasonOf(check('NO-SUCH-CODE', [cameraLine], id))).toBe('unknown');
    expect(await reasonOf(check('', [cameraLine], id))).toBe('unknown');
    expect(await reasonOf(check((await code({ active: false })).code, [cameraLine], id))).toBe('inactive');
    const later = await code({ startsAt: '2099-01-01T10:00' });
    expect(await reasonOf(check(later.code, [cameraLine], id))).toBe('notStarted');
    const over = await code({ endsAt: '2020-01-01T00:00:00Z' });
    expect(await reasonOf(check(over.code, [cameraLine], id))).toBe('expired');
    const scoped = await code({ categories: ['walkie-talkie'] });
    expect(await reasonOf(check(scoped.code, [cameraLine], id))).toBe('notApplicable');
  });

  it('below the minimum names the minimum', async () => {
    const { id } = await shopperId();
    const made = await code({ minOrder: '1000.00' });
    const result = await check(made.code, [cameraLine], id);
    expect(result).toEqual({
      ok: false,
      refused: {
        reason: 'belowMinimum',
        messageKey: 'discounts.errors.belowMinimum',
        details: { code: made.code, reason: 'belowMinimum', minOrderCents: 100_000 },
      },
    });
  });

  it('the window, with the time given: from its start, until (not at) its end', async () => {
    const { id } = await shopperId();
    const made = await code({ startsAt: '2030-06-01T09:00:00Z', endsAt: '2030-06-30T09:00:00Z' });
    const at = (iso: string) => reasonOf(check(made.code, [cameraLine], id, new Date(iso)));
    expect(await at('2030-06-01T08:59:59Z')).toBe('notStarted');
    expect(await at('2030-06-01T09:00:00Z')).toBe('ok');
    expect(await at('2030-06-30T08:59:59Z')).toBe('ok');
    expect(await at('2030-06-30T09:00:00Z')).toBe('expired');
  });

  it('a start and end typed on the shop clock are Istanbul time', async () => {
    const made = await code({ startsAt: '2030-06-01T09:00', endsAt: '2030-06-02T09:00' });
    expect(made.startsAt).toBe('2030-06-01T06:00:00.000Z');
    expect(made.endsAt).toBe('2030-06-02T06:00:00.000Z');
  });

  it('per customer: a shopper who used it is refused, another is not; total uses run out for everyone', async () => {
    const first = await shopperId();
    const second = await shopperId();
    const made = await code({ maxUses: 2, maxUsesPerCustomer: 1 });
    const order = (s: typeof first) =>
      s.call('/api/checkout', 'POST', { ...checkoutBody([{ id: CAMERA, quantity: 1 }]), discountCode: made.code });
    expect((await order(first)).status).toBe(201);
    expect(await reasonOf(check(made.code, [cameraLine], first.id))).toBe('alreadyUsed');
    const again = await order(first);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      reason: 'alreadyUsed',
      message: 'You have already used this discount code.',
    });
    expect(await reasonOf(check(made.code, [cameraLine], second.id))).toBe('ok');
    expect((await order(second)).status).toBe(201);
    const third = await shopperId();
    expect(await reasonOf(check(made.code, [cameraLine], third.id))).toBe('usedUp');
  });

  it('a scoped code counts only its lines', async () => {
    const { id } = await shopperId();
    const other = t.shop.services.catalog.all().find((p) => p.category !== cameraLine.category && p.priceCents)!;
    const otherLine: DiscountLine = {
      productId: other.id,
      category: other.category,
      unitPriceCents: other.priceCents!,
      quantity: 1,
    };
    const byProduct = await code({ kind: 'fixed', value: '1000', productIds: [CAMERA] });
    const result = await check(byProduct.code, [cameraLine, otherLine], id);
    expect(result.ok && result.discount.discountCents).toBe(cameraLine.unitPriceCents * 2); // capped at its lines
    const byCategory = await code({ value: 50, categories: [other.category] });
    const half = await check(byCategory.code, [cameraLine, otherLine], id);
    expect(half.ok && half.discount.discountCents).toBe(Math.floor((other.priceCents! * 50 + 50) / 100));
  });

  it('the newsletter’s personal welcome code: only for the account whose e-mail it was sent to (case and +tag aside)', async () => {
    const owner = await shopperId();
    const other = await shopperId();
    const [local, domain] = owner.email.split('@');
    await t.shop.database.db.insert(discountCodes).values({
      code: 'WELCOME-AB12CD',
      kind: 'percent',
      value: 10,
      maxUses: 1,
      maxUsesPerCustomer: 1,
      source: 'newsletter',
      issuedTo: `${local}+news@${domain}`,
    });
    expect(await reasonOf(check('welcome-ab12cd', [cameraLine], owner.id))).toBe('ok');
    expect(await reasonOf(check('welcome-ab12cd', [cameraLine], other.id))).toBe('notYours');
    // Nor at checkout, where the use is taken.
    const order = (s: typeof owner) =>
      s.call('/api/checkout', 'POST', {
        ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
        discountCode: 'WELCOME-AB12CD',
      });
    const refused = await order(other);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ reason: 'notYours', code: 'WELCOME-AB12CD' });
    expect((await order(owner)).status).toBe(201);
  });
});

describe('the owner’s codes', () => {
  it('creates codes upper-case and refuses a code in use (409) or unknown products (400)', async () => {
    const made = await code({ code: 'spring_sale-25' });
    expect(made).toMatchObject({
      code: 'SPRING_SALE-25',
      kind: 'percent',
      value: 10,
      active: true,
      source: 'admin',
      usedCount: 0,
    });
    await expect(code({ code: 'Spring_Sale-25' })).rejects.toMatchObject({
      status: 409,
      messageKey: 'discounts.admin.errors.codeTaken',
    });
    await expect(code({ productIds: [CAMERA, 'no-such-product'] })).rejects.toMatchObject({
      status: 400,
      messageKey: 'discounts.admin.errors.productsUnknown',
      details: { ids: 'no-such-product' },
    });
  });

  it('edits, deactivates and activates; an unknown id is 404', async () => {
    const made = await code();
    const input = discountCodeSchema.parse({ code: made.code, kind: 'fixed', value: '12.50', maxUses: '3' });
    const edited = await t.shop.services.discounts.update(made.id, input);
    expect(edited).toMatchObject({ kind: 'fixed', value: 1250, maxUses: 3 });
    expect((await t.shop.services.discounts.setActive(made.id, false)).state).toBe('inactive');
    expect((await t.shop.services.discounts.setActive(made.id, true)).state).toBe('active');
    await expect(t.shop.services.discounts.update(999_999, input)).rejects.toMatchObject({ status: 404 });
    expect(await t.shop.services.discounts.get(999_999)).toBeNull();
  });

  it('an unused code is deleted; a used one only deactivated (409), even after its order was cancelled', async () => {
    const unused = await code();
    await t.shop.services.discounts.remove(unused.id);
    expect(await t.shop.services.discounts.get(unused.id)).toBeNull();

    const used = await code();
    const shopper = await shopperId();
    const placed = await shopper.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: CAMERA, quantity: 1 }]),
      discountCode: used.code,
    });
    expect(placed.status).toBe(201);
    const number = (await placed.json()).order.number as string;
    const detail = (await t.shop.services.discounts.get(used.id))!;
    expect(detail).toMatchObject({ usedCount: 1, deletable: false });
    expect(detail.redemptions).toEqual([
      expect.objectContaining({ orderNumber: number, orderStatus: 'Processing', email: 'ayse@example.com' }),
    ]);
    await expect(t.shop.services.discounts.remove(used.id)).rejects.toMatchObject({ status: 409 });

    // Cancelling gives the use back (same transaction), and the order keeps its code.
    const admin = await signedInAdmin(t);
    const cancelled = await admin.call(`/api/admin/orders/${number}/cancel`, 'POST', { reason: 'Test' });
    expect(cancelled.status).toBe(200);
    const after = (await t.shop.services.discounts.get(used.id))!;
    expect(after).toMatchObject({ usedCount: 0, redemptions: [], deletable: false });
    expect(
      await t.shop.database.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, used.id)),
    ).toEqual([]);
    expect((await (await shopper.call(`/api/orders/${number}`)).json()).discountCode).toBe(used.code);
    await expect(t.shop.services.discounts.remove(used.id)).rejects.toMatchObject({ status: 409 });
  });

  it('lists newest first, filtered by part of a code and by who made it', async () => {
    const made = await code({ code: `FINDME-${Date.now() % 100000}` });
    const found = await t.shop.services.discounts.list({ q: 'findme' });
    expect(found.items.map((c) => c.code)).toEqual([made.code]);
    expect(
      (await t.shop.services.discounts.list({ source: 'newsletter' })).items.every((c) => c.source === 'newsletter'),
    ).toBe(true);
    const all = await t.shop.services.discounts.list();
    expect(all.items[0].id).toBeGreaterThan(all.items[all.items.length - 1].id);
  });
});
