import { describe, expect, it } from 'vitest';
import type { ProductImage } from '#common/catalog-types.ts';
import { notEnglish, notTurkish, type Texts, textsOf } from '#tests/setup/language-checks.ts';
import { seedProductTextsTr } from './products-tr.ts';
import { type SeedProduct, seedProducts } from './products.ts';

/**
 * Every seed product speaks the right language in every field (docs/product.md 18.4): the English
 * columns hold English, the Turkish translation holds Turkish, text for text. Reviews are left out:
 * they stay in the language their writer used.
 */

const englishOf = (p: SeedProduct): Texts => ({ ...p, images: p.images.map((i: ProductImage) => i.alt) });

function turkishOf(p: SeedProduct): Texts {
  const tr = seedProductTextsTr[p.id];
  return {
    title: tr?.title ?? '',
    description: tr?.description ?? '',
    images: tr?.imageAlts ?? [],
    specifications: tr?.specifications ?? [],
    features: tr?.features ?? [],
    useCases: tr?.useCases ?? [],
    includedItems: tr?.includedItems ?? [],
  };
}

/** The shape of a set of texts: list sizes and spec group sizes, which the two languages must share. */
const shapeOf = (t: Texts) => ({
  images: t.images.length,
  specifications: t.specifications.map((g) => g.items.length),
  features: t.features.length,
  useCases: t.useCases.length,
  includedItems: t.includedItems.length,
});

describe('seed product languages', () => {
  it('the checks themselves tell the languages apart', () => {
    expect(notEnglish('Accurate detection in warm and cold rooms alike.')).toBeNull();
    expect(notEnglish('Sıcak ve soğuk ortamlarda da doğru algılama.')).toMatch(/Turkish letter/);
    expect(notEnglish('Ofis ve mağaza koridorları')).toMatch(/Turkish/);
    expect(notEnglish('Otel ve restoran personeli')).toBe('Turkish word "ve"');
    expect(notEnglish('Hikvision DS-2DE4425IW-DE 4 MP PTZ Camera')).toBeNull();
    expect(notEnglish('Cable DE-1 de luxe')).toBe('Turkish word "de"');
    expect(notTurkish('Kapsama alanının kenarında bile parazitsiz ses.', 'x')).toBeNull();
    expect(notTurkish('Clear audio even at the edge of coverage.', 'x')).toBe('English word "the"');
    expect(notTurkish('Cat6 U/UTP, 250 MHz', 'Cat6 U/UTP, 250 MHz')).toBeNull();
    expect(notTurkish('Tamper resistant screws plus security bit', 'x')).toBe('no Turkish letter or word');
  });

  it('every English text is there and in English', () => {
    const problems: string[] = [];
    for (const p of seedProducts) {
      const english = englishOf(p);
      for (const list of ['images', 'specifications', 'features', 'useCases', 'includedItems'] as const)
        if (english[list].length === 0) problems.push(`${p.id} ${list}: empty`);
      for (const [where, text] of textsOf(english)) {
        if (!text?.trim()) problems.push(`${p.id} ${where}: missing`);
        else {
          const why = notEnglish(text);
          if (why) problems.push(`${p.id} ${where}: ${why} in "${text}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every product has every Turkish text the English has, list for list', () => {
    const problems: string[] = [];
    for (const p of seedProducts) {
      if (!seedProductTextsTr[p.id]) {
        problems.push(`${p.id}: no Turkish texts`);
        continue;
      }
      const english = englishOf(p);
      const turkish = turkishOf(p);
      expect(shapeOf(turkish), p.id).toEqual(shapeOf(english));
      for (const [where, text] of textsOf(turkish)) if (!text?.trim()) problems.push(`${p.id} ${where}: missing`);
    }
    expect(problems).toEqual([]);
  });

  it('every Turkish text is in Turkish, not English nor a copy of it', () => {
    const problems: string[] = [];
    for (const p of seedProducts) {
      const english = new Map(textsOf(englishOf(p)));
      for (const [where, text] of textsOf(turkishOf(p))) {
        const why = notTurkish(text, english.get(where) ?? '');
        if (why) problems.push(`${p.id} ${where}: ${why} in "${text}"`);
      }
    }
    expect(problems).toEqual([]);
  });
});
