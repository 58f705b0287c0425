import { describe, expect, it } from 'vitest';
import { discountPercent, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats USD for English pages', () => {
    expect(formatMoney(170000, 'en')).toBe('$1,700.00');
    expect(formatMoney(3999, 'en')).toBe('$39.99');
  });
  it('formats USD for Turkish pages', () => {
    expect(formatMoney(170000, 'tr')).toBe('$1.700,00');
  });
  it('shows a missing amount as 0.00 (docs/product.md §5.2)', () => {
    expect(formatMoney(null, 'en')).toBe('$0.00');
    expect(formatMoney(undefined, 'en')).toBe('$0.00');
  });
});

describe('discountPercent (docs/product.md §5.3: (old - price) / old, rounded)', () => {
  it('rounds the percentage', () => {
    expect(discountPercent(170000, 199900)).toBe(15);
    expect(discountPercent(18999, 21999)).toBe(14);
    expect(discountPercent(50, 100)).toBe(50);
  });
  it('is 0 without a real reduction', () => {
    expect(discountPercent(100, null)).toBe(0);
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(100, 90)).toBe(0);
    expect(discountPercent(null, 100)).toBe(0);
  });
});
