import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from './languages.ts';
import { discountPercent, formatAmount, formatMoney } from './money.ts';

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

// The built-in languages are written out without Intl (it costs a phone a long task while the
// page hydrates); they must say exactly what Intl says.
describe('the written-out formats match Intl', () => {
  const cents = [
    0, 0.4, 0.5, 1, 5, 99, 1234.5, 100, 999, 1000, 99999, 100000, 123456, 999999, 1000000, 12345678, 123456789,
  ];
  const amounts = [...cents, ...cents.map((c) => -c)];
  it.each(LANGUAGES.map((row) => [row.code, row.locale]))('%s (%s)', (code, locale) => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const whole = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    for (const c of amounts) {
      expect(formatMoney(c, code as Lang), `${c}`).toBe(money.format(c / 100));
      expect(formatAmount(c, code as Lang), `${c}`).toBe(c % 100 === 0 ? whole.format(c / 100) : money.format(c / 100));
    }
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
