import { describe, expect, it } from 'vitest';
import type { NameValue, ProductImage, SpecGroup } from '#common/catalog-types.ts';
import { seedProductTextsTr } from './products-tr.ts';
import { type SeedProduct, seedProducts } from './products.ts';

/**
 * Every seed product speaks the right language in every field (docs/product.md 18.4): the English
 * columns hold English, the Turkish translation holds Turkish, text for text. Reviews are left out:
 * they stay in the language their writer used.
 */

/** Letters Turkish has and English does not (ç, ö and ü also turn up in English: "façade"). */
const TURKISH_ONLY_LETTERS = /[ğĞşŞıİ]/;
/** Any Turkish letter: enough to tell a Turkish sentence from an English one. */
const TURKISH_LETTERS = /[çÇğĞıİöÖşŞüÜ]/;
/** Common Turkish function words, matched as whole words (lower-cased the Turkish way). */
const TURKISH_WORDS = new Set([
  've',
  'için',
  'ile',
  'bir',
  'olan',
  'kadar',
  'veya',
  'ya',
  'da',
  'de',
  'gibi',
  'daha',
  'çok',
  'sayesinde',
  'değil',
  'tüm',
  'olarak',
  'ise',
  'ancak',
  'ayrıca',
  'üzere',
  'dahil',
  'hem',
  'bu',
  'şu',
  'göre',
  'arası',
  'sonra',
  'önce',
  'yok',
  'var',
]);
/** Common English function words, matched as whole words ("on" and "in" left out: Turkish has them too). */
const ENGLISH_WORDS = new Set(['the', 'and', 'with', 'for', 'of', 'to', 'from', 'your', 'is', 'are', 'this', 'that']);

/**
 * Names in English texts that look like a Turkish word without being one, each with the reason it
 * may stay. They are taken out of a text before it is checked.
 */
const ALLOWED_IN_ENGLISH: { text: string; reason: string }[] = [
  { text: 'DS-2DE4425IW-DE', reason: 'Hikvision model code: its "DE" is not the Turkish "de"' },
];

const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLocaleLowerCase('tr'));
/** Words in lower case: what a sentence is made of (names, codes, units and numbers aside). */
const plainWords = (text: string) => (text.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => /^\p{Ll}{2,}$/u.test(w));
/** A text long enough to say which language it is in. */
const isLonger = (text: string) => plainWords(text).length >= 5;

/** Why an English text is not English, or null when it is. */
function notEnglish(text: string): string | null {
  const rest = ALLOWED_IN_ENGLISH.reduce((t, allowed) => t.split(allowed.text).join(' '), text);
  if (TURKISH_ONLY_LETTERS.test(rest)) return `Turkish letter ${TURKISH_ONLY_LETTERS.exec(rest)![0]}`;
  const word = wordsOf(rest).find((w) => TURKISH_WORDS.has(w));
  return word ? `Turkish word "${word}"` : null;
}

/** Why a Turkish text does not read as Turkish, or null when it does. */
function notTurkish(text: string, english: string): string | null {
  const foreign = wordsOf(text).find((w) => ENGLISH_WORDS.has(w));
  if (foreign) return `English word "${foreign}"`;
  if (!isLonger(text)) return null;
  if (text === english) return 'a copy of the English text';
  const turkish = TURKISH_LETTERS.test(text) || wordsOf(text).some((w) => TURKISH_WORDS.has(w));
  return turkish ? null : 'no Turkish letter or word';
}

type Texts = {
  title: string;
  description: string;
  images: string[];
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
};

/** Every text of a set, each named by where it is (e.g. "features[1].value"), paired by position. */
function textsOf(t: Texts): [where: string, text: string][] {
  return [
    ['title', t.title],
    ['description', t.description],
    ...t.images.map((alt, i): [string, string] => [`images[${i}]`, alt]),
    ...t.specifications.flatMap((g, i): [string, string][] => [
      [`specifications[${i}].group`, g.group],
      ...g.items.flatMap((item, j): [string, string][] => [
        [`specifications[${i}].items[${j}].name`, item.name],
        [`specifications[${i}].items[${j}].value`, item.value],
      ]),
    ]),
    ...t.features.flatMap((f, i): [string, string][] => [
      [`features[${i}].name`, f.name],
      [`features[${i}].value`, f.value],
    ]),
    ...t.useCases.map((u, i): [string, string] => [`useCases[${i}]`, u]),
    ...t.includedItems.map((u, i): [string, string] => [`includedItems[${i}]`, u]),
  ];
}

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
