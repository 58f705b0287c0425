import { describe, expect, it } from 'vitest';
import {
  codeWindow,
  discountCents,
  eligibleCents,
  judgeCode,
  normalizeCode,
  type CodeTerms,
  type DiscountLine,
  type DiscountRule,
} from './discounts.ts';
import { orderTotals, totalsOf } from './money-rules.ts';

const line = (productId: string, category: string, unitPriceCents: number, quantity = 1): DiscountLine => ({
  productId,
  category,
  unitPriceCents,
  quantity,
});
const camera = line('cam-1', 'security', 10_000);
const cable = line('cable-1', 'cables', 1_999, 2);
const everything = (kind: DiscountRule['kind'], value: number): DiscountRule => ({
  kind,
  value,
  productIds: [],
  categories: [],
});

describe('what a code takes off (common/discounts.ts)', () => {
  it('a percentage of the lines, rounded half up to the cent', () => {
    // 10 % of 139.98 = 13.998 → 14.00; 15 % of 19.99 = 2.9985 → 3.00; 25 % of 0.02 = 0.005 → 0.01
    expect(discountCents(everything('percent', 10), [camera, cable])).toBe(1_400);
    expect(discountCents(everything('percent', 15), [line('a', 'x', 1_999)])).toBe(300);
    expect(discountCents(everything('percent', 25), [line('a', 'x', 2)])).toBe(1);
    // 12 % of 0.12 = 0.0144 → 0.01
    expect(discountCents(everything('percent', 12), [line('a', 'x', 12)])).toBe(1);
    expect(discountCents(everything('percent', 100), [camera, cable])).toBe(13_998);
  });

  it('a fixed amount, never more than the lines it applies to', () => {
    expect(discountCents(everything('fixed', 500), [camera])).toBe(500);
    expect(discountCents(everything('fixed', 50_000), [camera, cable])).toBe(13_998);
  });

  it('with a scope only the lines of those products or categories count', () => {
    const cables: DiscountRule = { kind: 'percent', value: 50, productIds: [], categories: ['cables'] };
    expect(eligibleCents(cables, [camera, cable])).toBe(3_998);
    expect(discountCents(cables, [camera, cable])).toBe(1_999);
    const oneCamera: DiscountRule = { kind: 'fixed', value: 20_000, productIds: ['cam-1'], categories: [] };
    expect(discountCents(oneCamera, [camera, cable])).toBe(10_000);
    // Products or categories: a line matching either counts.
    const both: DiscountRule = { kind: 'percent', value: 10, productIds: ['cam-1'], categories: ['cables'] };
    expect(eligibleCents(both, [camera, cable, line('x', 'network', 5_000)])).toBe(13_998);
    expect(discountCents(cables, [camera])).toBe(0);
  });

  it('is never below zero', () => {
    expect(discountCents(everything('fixed', -500), [camera])).toBe(0);
    expect(discountCents(everything('percent', -10), [camera])).toBe(0);
    expect(discountCents(everything('percent', 10), [])).toBe(0);
  });

  it('codes are compared upper-case and trimmed', () => {
    expect(normalizeCode('  summer-10 ')).toBe('SUMMER-10');
    // Caps lock on a Turkish keyboard types İ for I; full-width letters fold to their plain forms.
    expect(normalizeCode('İNDİRİM10')).toBe('INDIRIM10');
    expect(normalizeCode('ｉｎｄｉｒｉｍ１０')).toBe('INDIRIM10');
  });
});

describe('totals with a discount (common/money-rules.ts)', () => {
  it('lines − discount + shipping + tax = total; tax on the discounted subtotal', () => {
    const totals = orderTotals([{ unitPriceCents: 12_000, quantity: 1 }], 'standard', 2_000);
    expect(totals).toEqual({
      subtotalCents: 12_000,
      discountCents: 2_000,
      shippingCents: 0,
      taxCents: 800, // 8 % of 100.00
      totalCents: 12_000 - 2_000 + 0 + 800,
    });
  });

  it('express is priced by what is paid for the goods (after the discount)', () => {
    // $120 of goods is the $100–$199.99 tier ($9.99); with $30 off it is $90: the $50–$99.99 tier ($12.99).
    expect(totalsOf(12_000, 'express').shippingCents).toBe(999);
    const discounted = totalsOf(12_000, 'express', 3_000);
    expect(discounted.shippingCents).toBe(1_299);
    expect(discounted.taxCents).toBe(720);
    expect(discounted.totalCents).toBe(9_000 + 1_299 + 720);
  });

  it('a discount is kept between zero and the subtotal', () => {
    expect(totalsOf(1_000, 'standard', 5_000)).toMatchObject({ discountCents: 1_000, taxCents: 0, totalCents: 0 });
    expect(totalsOf(1_000, 'standard', -5)).toMatchObject({ discountCents: 0, totalCents: 1_080 });
  });
});

describe('whether a code may be used (judgeCode)', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const terms = (over: Partial<CodeTerms> = {}): CodeTerms => ({
    ...everything('percent', 10),
    active: true,
    startsAt: null,
    endsAt: null,
    minOrderCents: 0,
    maxUses: null,
    usedCount: 0,
    maxUsesPerCustomer: null,
    issuedTo: null,
    ...over,
  });
  const lines = [camera];
  const shopper = (uses = 0, email = 'ayse@customer.example') => ({ email, uses });

  it('applies inside its window and says what it takes off', () => {
    expect(judgeCode(terms(), lines, shopper(), now)).toEqual({ ok: true, discountCents: 1_000 });
  });

  it.each([
    ['inactive', { active: false }],
    ['notStarted', { startsAt: new Date('2026-05-10T12:00:01Z') }],
    ['expired', { endsAt: now }],
    ['expired', { endsAt: new Date('2026-05-01T00:00:00Z') }],
    ['usedUp', { maxUses: 3, usedCount: 3 }],
    ['notApplicable', { categories: ['cables'] }],
  ] as const)('refuses: %s', (reason, over) => {
    expect(judgeCode(terms(over), lines, shopper(), now)).toEqual({ ok: false, reason });
  });

  it('refuses a shopper who used up their own uses', () => {
    expect(judgeCode(terms({ maxUsesPerCustomer: 1 }), lines, shopper(1), now)).toEqual({
      ok: false,
      reason: 'alreadyUsed',
    });
    expect(judgeCode(terms({ maxUsesPerCustomer: 2 }), lines, shopper(1), now).ok).toBe(true);
  });

  it('a personal code only for the account whose e-mail reaches its address (case and +tag aside), before anything else', () => {
    const personal = terms({ issuedTo: 'ayse+news@customer.example' });
    expect(judgeCode(personal, lines, shopper(0, 'Ayse@Customer.example'), now).ok).toBe(true);
    expect(judgeCode(personal, lines, shopper(0, 'ayse+shop@customer.example'), now).ok).toBe(true);
    expect(judgeCode(personal, lines, shopper(0, 'mehmet@customer.example'), now)).toEqual({
      ok: false,
      reason: 'notYours',
    });
    // Someone else learns nothing more of it: not even that it is used up or expired.
    const spent = terms({ issuedTo: 'ayse@customer.example', usedCount: 1, maxUses: 1, endsAt: now });
    expect(judgeCode(spent, lines, shopper(0, 'ayse+2@other.example'), now)).toEqual({ ok: false, reason: 'notYours' });
  });

  it('below the minimum order says the minimum; the minimum is met at exactly its amount', () => {
    expect(judgeCode(terms({ minOrderCents: 10_001 }), lines, shopper(), now)).toEqual({
      ok: false,
      reason: 'belowMinimum',
      minOrderCents: 10_001,
    });
    expect(judgeCode(terms({ minOrderCents: 10_000 }), lines, shopper(), now).ok).toBe(true);
  });

  it('the window: the start is inside, the end is not', () => {
    const window = { startsAt: now, endsAt: new Date(now.getTime() + 1) };
    expect(codeWindow(window, now)).toBe('open');
    expect(codeWindow(window, new Date(now.getTime() + 1))).toBe('expired');
    expect(codeWindow(window, new Date(now.getTime() - 1))).toBe('notStarted');
  });
});
