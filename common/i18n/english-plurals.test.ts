import { describe, expect, it } from 'vitest';
import en from './en/index.ts';

/**
 * English never shows "1 days": a text that puts a number before a plural noun either has _one and
 * _other forms (i18next picks by `count`) or is worded so any number reads right ("a 1-day
 * recording", "Channels needed: 1"). Each variable is set to 1 and the text must not read "1 days";
 * the texts whose number is never 1 are listed with the reason.
 */
function leaves(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const PLURAL_AFTER_ONE =
  /\b1 (?:PoE |business )?(days|cameras|channels|ports|runs|bays|products|items|images|reviews|stars|codes|messages|orders|uses|hours|minutes|seconds|weeks|months|years|units|pieces|drives|switches|recorders|boxes|lines|characters|groups|rows|features|attempts|subscribers|mails)\b/;

/** Texts whose number is never 1, by key (or key prefix ending in "."), with the reason. */
const NEVER_ONE: { key: string; reason: string }[] = [
  { key: 'info.', reason: 'delivery times are ranges of business days from common/shipping.ts ("1-2", "3-5")' },
  { key: 'product.shipsIn', reason: 'a range of business days ("1-2")' },
  { key: 'checkout.businessDays', reason: 'a range of business days ("{{min}}-{{max}}")' },
  { key: 'checkout.expressHomeOnly', reason: 'a range of business days ("7-14")' },
  { key: 'admin.orders.dashboard.', reason: 'the dashboard period is 30 days' },
  { key: 'admin.catalog.images.full', reason: 'the count is the most images a product may have (5)' },
  { key: 'adminProduct.texts.limits', reason: 'the text limits, all above 1' },
  { key: 'compare.', reason: 'the most products compared (4)' },
  { key: 'reviews.form.textHint', reason: 'review length limits (10 to 2000 characters)' },
];

describe('English plurals', () => {
  it('no text reads "1 days" when its numbers are 1', () => {
    const odd = leaves(en)
      .filter(([key]) => !/_(zero|one|other)$/.test(key))
      .filter(([key]) => !NEVER_ONE.some((n) => (n.key.endsWith('.') ? key.startsWith(n.key) : key === n.key)))
      .map(([key, text]) => [key, text.replace(/\{\{\s*\w+\s*\}\}/g, '1')])
      .filter(([, text]) => PLURAL_AFTER_ONE.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(odd).toEqual([]);
  });

  it('a text with a count has both forms when it shows a plural noun', () => {
    const keys = new Set(leaves(en).map(([key]) => key));
    for (const key of keys)
      if (key.endsWith('_other')) expect(keys.has(key.replace(/_other$/, '_one')), key).toBe(true);
  });

  it('every exception is still needed', () => {
    const texts = leaves(en);
    for (const n of NEVER_ONE) {
      const matching = texts.filter(([key]) => (n.key.endsWith('.') ? key.startsWith(n.key) : key === n.key));
      expect(
        matching.some(([, text]) => PLURAL_AFTER_ONE.test(text.replace(/\{\{\s*\w+\s*\}\}/g, '1'))),
        n.key,
      ).toBe(true);
    }
  });
});
