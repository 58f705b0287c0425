import { describe, expect, it } from 'vitest';
import { orderTotals, totalsOf } from './money-rules.ts';
import {
  addBusinessDays,
  deliveryKind,
  estimatedDelivery,
  estimatedShipping,
  expressCents,
  methodAvailable,
  shippingCents,
  shippingRateRows,
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

  it('estimated delivery: standard 3-5, express 1-2, international 7-14 business days', () => {
    const monday = new Date('2026-03-02T09:00:00Z');
    const days = (d: Date) => Math.round((d.getTime() - monday.getTime()) / 86_400_000);
    const standard = estimatedDelivery('standard', 'TR', monday);
    expect([days(standard.earliest), days(standard.latest)]).toEqual([3, 7]); // Thursday, next Monday
    const express = estimatedDelivery('express', 'TR', monday);
    expect([days(express.earliest), days(express.latest)]).toEqual([1, 2]);
    const abroad = estimatedDelivery('standard', 'JP', monday);
    expect([days(abroad.earliest), days(abroad.latest)]).toEqual([9, 18]);
    expect(addBusinessDays(new Date('2026-03-06T09:00:00Z'), 1).getUTCDay()).toBe(1); // Friday + 1 → Monday
  });

  // One rule for when an order leaves and when it arrives: it never arrives before it leaves.
  it.each([
    // placed on, method, leaves on, arrives from, arrives by (all dates UTC)
    ['Tuesday', '2026-11-24T10:00:00Z', 'express', '2026-11-24', '2026-11-25', '2026-11-26'],
    ['Saturday', '2026-11-28T10:00:00Z', 'express', '2026-11-30', '2026-12-01', '2026-12-02'],
    ['Tuesday', '2026-11-24T10:00:00Z', 'standard', '2026-11-26', '2026-11-27', '2026-12-01'],
    ['Saturday', '2026-11-28T10:00:00Z', 'standard', '2026-12-01', '2026-12-02', '2026-12-04'],
  ] as const)('an order placed on a %s (%s), %s: leaves, then arrives', (_day, placed, method, leaves, from, to) => {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const shipping = estimatedShipping(method, 'TR', new Date(placed));
    const delivery = estimatedDelivery(method, 'TR', new Date(placed));
    expect([day(shipping), day(delivery.earliest), day(delivery.latest)]).toEqual([leaves, from, to]);
    expect(shipping.getTime()).toBeLessThan(delivery.earliest.getTime());
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
