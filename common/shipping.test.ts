import { describe, expect, it } from 'vitest';
import { orderTotals, totalsOf } from './money-rules.ts';
import { SHOP_CLOCK, addBusinessDays, receivedDay } from './shop-time.ts';
import {
  deliveryKind,
  deliveryPromise,
  expressCents,
  methodAvailable,
  shippingCents,
  shippingRateRows,
  shippingTextValues,
} from './shipping.ts';

describe('the shipping rule', () => {
  it('standard is free on every order', () => {
    for (const subtotal of [0, 1, 4_999, 10_000, 10_001, 1_000_000])
      expect(shippingCents('standard', subtotal)).toBe(0);
  });

  it.each([
    [0, 1_599],
    [4_999, 1_599],
    [5_000, 1_299],
    [9_999, 1_299],
    [10_000, 999],
    [19_999, 999],
    [20_000, 799],
    [1_000_000, 799],
  ])('express on a subtotal of %i costs %i (docs/product.md §11.2)', (subtotal, cents) => {
    expect(expressCents(subtotal)).toBe(cents);
    expect(shippingCents('express', subtotal)).toBe(cents);
  });

  it('express is for addresses in Türkiye only', () => {
    expect(methodAvailable('express', 'TR')).toBe(true);
    expect(methodAvailable('express', 'DE')).toBe(false);
    expect(methodAvailable('standard', 'DE')).toBe(true);
  });

  it('totals: shipping is added, not taxed; total = subtotal + shipping + tax', () => {
    expect(totalsOf(4_199, 'express')).toEqual({
      subtotalCents: 4_199,
      discountCents: 0,
      shippingCents: 1_599,
      taxCents: 336,
      totalCents: 4_199 + 1_599 + 336,
    });
    expect(orderTotals([{ unitPriceCents: 4_199, quantity: 2 }])).toEqual({
      subtotalCents: 8_398,
      discountCents: 0,
      shippingCents: 0,
      taxCents: 672,
      totalCents: 9_070,
    });
  });

  it('delivery windows: standard 3-5 and international 7-14 business days from the day received, express 1-2 from dispatch', () => {
    const monday = new Date('2026-03-02T09:00:00+03:00');
    expect(deliveryPromise('standard', 'TR', monday)).toEqual({
      dispatchBy: '2026-03-04',
      earliest: '2026-03-05', // Thursday
      latest: '2026-03-09', // the next Monday
    });
    expect(deliveryPromise('express', 'TR', monday)).toEqual({
      dispatchBy: '2026-03-02',
      earliest: '2026-03-03',
      latest: '2026-03-04',
    });
    expect(deliveryPromise('standard', 'JP', monday)).toEqual({
      dispatchBy: '2026-03-04',
      earliest: '2026-03-11',
      latest: '2026-03-20',
    });
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09'); // Friday + 1 → Monday
  });

  // One rule for when an order leaves and when it arrives, on the shop's clock (Istanbul, UTC+3),
  // with its 15:00 dispatch cut-off: it never arrives before it leaves.
  it.each([
    // placed (shop time), method, leaves by, arrives from, arrives by
    ['Tuesday morning', '2026-11-24T10:00:00+03:00', 'express', '2026-11-24', '2026-11-25', '2026-11-26'],
    ['Tuesday 14:59', '2026-11-24T14:59:00+03:00', 'express', '2026-11-24', '2026-11-25', '2026-11-26'],
    ['Tuesday 15:00, the cut-off', '2026-11-24T15:00:00+03:00', 'express', '2026-11-25', '2026-11-26', '2026-11-27'],
    ['Friday 21:38', '2026-11-27T21:38:00+03:00', 'express', '2026-11-30', '2026-12-01', '2026-12-02'],
    ['Friday 21:38', '2026-11-27T21:38:00+03:00', 'standard', '2026-12-02', '2026-12-03', '2026-12-07'],
    ['Saturday', '2026-11-28T10:00:00+03:00', 'express', '2026-11-30', '2026-12-01', '2026-12-02'],
    ['Sunday night', '2026-11-29T23:59:00+03:00', 'express', '2026-11-30', '2026-12-01', '2026-12-02'],
    ['Tuesday morning', '2026-11-24T10:00:00+03:00', 'standard', '2026-11-26', '2026-11-27', '2026-12-01'],
    ['Saturday', '2026-11-28T10:00:00+03:00', 'standard', '2026-12-02', '2026-12-03', '2026-12-07'],
    // 23:30 UTC on a Sunday is already Monday 02:30 in Istanbul: a business day, before the cut-off.
    ['Monday 02:30 (Sunday in UTC)', '2026-11-29T23:30:00Z', 'express', '2026-11-30', '2026-12-01', '2026-12-02'],
  ] as const)('an order placed %s (%s), %s: leaves by, then arrives', (_when, placed, method, leaves, from, to) => {
    expect(deliveryPromise(method, 'TR', new Date(placed))).toEqual({ dispatchBy: leaves, earliest: from, latest: to });
    expect(leaves < from).toBe(true);
  });

  it('reads the clock it is given: another zone, other working days, another cut-off', () => {
    const clock = { timeZone: 'America/New_York', businessDays: [1, 2, 3, 4, 5, 6], dispatchCutoff: '12:00' };
    // Friday 21:38 in Istanbul is Friday 13:38 in New York: after its noon cut-off, and it works Saturdays.
    expect(deliveryPromise('express', 'TR', new Date('2026-11-27T21:38:00+03:00'), clock).dispatchBy).toBe(
      '2026-11-28',
    );
    expect(receivedDay(new Date('2026-11-27T11:00:00-05:00'), clock)).toBe('2026-11-27');
  });

  it('states the cut-off texts interpolate', () => {
    expect(shippingTextValues('en').cutoff).toBe(SHOP_CLOCK.dispatchCutoff);
  });

  it('the /shipping table rows come from the same tiers', () => {
    expect(shippingRateRows()).toEqual([
      { fromCents: 0, toCents: 4_999, standardCents: 0, expressCents: 1_599 },
      { fromCents: 5_000, toCents: 9_999, standardCents: 0, expressCents: 1_299 },
      { fromCents: 10_000, toCents: 19_999, standardCents: 0, expressCents: 999 },
      { fromCents: 20_000, toCents: null, standardCents: 0, expressCents: 799 },
    ]);
  });
});

describe('deliveryKind', () => {
  it('names the free method international abroad and keeps express as express, so two options never read the same', () => {
    expect(deliveryKind('standard', 'TR')).toBe('standard');
    expect(deliveryKind('express', 'TR')).toBe('express');
    expect(deliveryKind('standard', 'DE')).toBe('international');
    expect(deliveryKind('express', 'DE')).toBe('express');
  });
});
