import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName } from '#common/countries.ts';
import { DELIVERY_DAYS, SHIPS_WITHIN_DAYS, shippingTextValues } from '#common/shipping.ts';
import { SHOP_CLOCK } from '#common/shop-time.ts';
import en from './en/index.ts';
import tr from './tr/index.ts';
import type { Lang } from '#common/languages.ts';
import type { UiTexts } from './ui-texts.ts';

/**
 * The shipping rule has one home (common/shipping.ts): the texts that state it interpolate its
 * figures ({{freeOver}}, {{shipsWithin}}, {{standardDays}}, {{expressDays}}, {{internationalDays}}, {{cutoff}})
 * and write none of their own, and the texts that list the countries we ship to name exactly the
 * shop's countries.
 */
const UI_TEXTS = { en, tr } as const;

/** Every string under a node, with its key. */
function strings(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

const at = (texts: unknown, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], texts);

/** Where the shipping rule is stated (the returns page's refund days are another rule). */
const SHIPPING_TEXTS = [
  'info.shipping',
  'info.faq.sections.ordersShipping',
  'info.about.highlights',
  'info.about.sections',
  'info.terms.sections',
  'checkout',
  'product.shipsIn',
  'product.freeShipping',
  'home.whyDeliveryText',
];

describe.each(Object.entries(UI_TEXTS) as [Lang, UiTexts][])('%s shipping texts', (lang, uiTexts) => {
  const texts = SHIPPING_TEXTS.flatMap((key) => strings(at(uiTexts, key), key));

  it('write no day range or amount of their own', () => {
    expect(texts.length).toBeGreaterThan(20);
    for (const [key, text] of texts) {
      // Refund and return periods in the terms are not the shipping rule.
      if (/refund|return|iade|geri öde|cayma|withdraw/i.test(text) && !/ship|kargo/i.test(text)) continue;
      expect(text, key).not.toMatch(/\b\d+\s*[-–]\s*\d+\s*(business|iş)/);
      expect(text, key).not.toMatch(/(ship|deliver|kargo|teslimat)[^.]*\$\s?\d/i);
      // The dispatch cut-off is {{cutoff}} (support hours are another rule).
      if (/warehouse|depo/i.test(text)) expect(text, key).not.toMatch(/\b\d{1,2}[:.]\d{2}\b/);
    }
  });

  it('use the figures of the rule', () => {
    const all = texts.map(([, text]) => text).join('\n');
    for (const name of ['freeOver', 'shipsWithin', 'standardDays', 'expressDays', 'internationalDays', 'cutoff'])
      expect(all).toContain(`{{${name}}}`);
    expect(shippingTextValues(lang)).toEqual({
      freeOver: '$100',
      shipsWithin: `${SHIPS_WITHIN_DAYS.standard.min}-${SHIPS_WITHIN_DAYS.standard.max}`,
      standardDays: '3-5',
      expressDays: '1-2',
      internationalDays: '7-14',
      cutoff: SHOP_CLOCK.dispatchCutoff,
    });
    // One "ships within" figure speaks for standard and international orders alike.
    expect(SHIPS_WITHIN_DAYS.international).toEqual(SHIPS_WITHIN_DAYS.standard);
    expect(DELIVERY_DAYS.standard).toEqual({ min: 3, max: 5 });
  });

  it('that list where we ship name exactly the shop’s countries', () => {
    const language = lang === 'tr' ? 'tr' : 'en';
    const regions = new Intl.DisplayNames([language], { type: 'region' });
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const names = (codes: readonly string[]) =>
      new Set(
        codes.flatMap((code) => {
          try {
            const name = regions.of(code);
            return name && name !== code ? [name] : [];
          } catch {
            return [];
          }
        }),
      );
    const world = [...names([...letters].flatMap((a) => [...letters].map((b) => a + b)))];
    const ours = [...names(COUNTRIES)].sort();
    expect(ours).toEqual(COUNTRIES.map((code) => countryName(code, language)).sort());
    const lists = texts.filter(([, text]) => world.filter((name) => text.includes(name)).length >= 4);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    for (const [key, text] of lists) expect(world.filter((name) => text.includes(name)).sort(), key).toEqual(ours);
  });
});
