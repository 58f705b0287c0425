import type { NameValue, SpecGroup } from '#common/catalog-types.ts';

/**
 * Tells English text from Turkish text, field by field, for the tests that every product speaks
 * the page's language (the seed's own lists: server/db/catalog/product-languages.test.ts; the
 * seeded shop's answers in each language: tests/i18n/catalogue-languages.test.ts).
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
export function notEnglish(text: string): string | null {
  const rest = ALLOWED_IN_ENGLISH.reduce((t, allowed) => t.split(allowed.text).join(' '), text);
  if (TURKISH_ONLY_LETTERS.test(rest)) return `Turkish letter ${TURKISH_ONLY_LETTERS.exec(rest)![0]}`;
  const word = wordsOf(rest).find((w) => TURKISH_WORDS.has(w));
  return word ? `Turkish word "${word}"` : null;
}

/** Why a Turkish text does not read as Turkish, or null when it does. */
export function notTurkish(text: string, english: string): string | null {
  const foreign = wordsOf(text).find((w) => ENGLISH_WORDS.has(w));
  if (foreign) return `English word "${foreign}"`;
  if (!isLonger(text)) return null;
  if (text === english) return 'a copy of the English text';
  const turkish = TURKISH_LETTERS.test(text) || wordsOf(text).some((w) => TURKISH_WORDS.has(w));
  return turkish ? null : 'no Turkish letter or word';
}

export type Texts = {
  title: string;
  description: string;
  images: string[];
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
};

/** Every text of a set, each named by where it is (e.g. "features[1].value"), paired by position. */
export function textsOf(t: Texts): [where: string, text: string][] {
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
