import { ATTRIBUTES, attributesOf, type AttributeValue, type ProductAttributes } from './attributes.ts';
import type { NameValue, ProductTexts, ProductTranslations, SpecGroup } from './catalog-types.ts';
import { DEFAULT_LANG, LANGS, type Lang } from './languages.ts';

/**
 * A product's descriptive texts as the back office edits them: limits, the line formats of the
 * form's text areas (one home for parsing and writing them), the typed data's form values, how
 * complete the typed data is and which translated texts are missing.
 */

/** Limits of the descriptive texts (the seed catalogue stays well inside them). */
export const TEXT_MAX = {
  groups: 20,
  groupName: 100,
  rowsPerGroup: 40,
  specName: 100,
  specValue: 300,
  features: 20,
  featureName: 100,
  featureText: 500,
  useCases: 20,
  useCase: 200,
  includedItems: 30,
  includedItem: 200,
} as const;

/**
 * Languages a product's texts can be translated into: every language of the table but the
 * default, whose texts are the product's own columns. Read when asked, so a language added to
 * the table (common/languages.ts) is one at once.
 */
export function translationLanguages(): Lang[] {
  return LANGS.filter((lang) => lang !== DEFAULT_LANG);
}

const linesOf = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());

/** "Name: value" (the first colon splits); null when the line has no name or no value. */
function nameValueOf(line: string): NameValue | null {
  const at = line.indexOf(':');
  if (at <= 0) return null;
  const name = line.slice(0, at).trim();
  const value = line.slice(at + 1).trim();
  return name && value ? { name, value } : null;
}

export type LineResult<T> = { ok: true; value: T } | { ok: false; line: number };

/**
 * Specification groups as typed in the form: a line "[Group name]" starts a group, each line
 * after it is "Name: value"; blank lines are skipped.
 */
export function specGroupsFromText(text: string): LineResult<SpecGroup[]> {
  const groups: SpecGroup[] = [];
  const lines = linesOf(text);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const header = /^\[(.*)\]$/.exec(line);
    if (header) {
      const group = header[1].trim();
      if (!group) return { ok: false, line: i + 1 };
      groups.push({ group, items: [] });
      continue;
    }
    const row = nameValueOf(line);
    const current = groups.at(-1);
    if (!row || !current) return { ok: false, line: i + 1 };
    current.items.push(row);
  }
  return { ok: true, value: groups };
}

export function specGroupsToText(groups: readonly SpecGroup[]): string {
  return groups
    .map((g) => [`[${g.group}]`, ...g.items.map((item) => `${item.name}: ${item.value}`)].join('\n'))
    .join('\n\n');
}

/** Features as typed: "Name: text" a line. */
export function namedLinesFromText(text: string): LineResult<NameValue[]> {
  const out: NameValue[] = [];
  const lines = linesOf(text);
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]) continue;
    const row = nameValueOf(lines[i]);
    if (!row) return { ok: false, line: i + 1 };
    out.push(row);
  }
  return { ok: true, value: out };
}

export const namedLinesToText = (rows: readonly NameValue[]) => rows.map((r) => `${r.name}: ${r.value}`).join('\n');

/** One entry a line (use cases, package contents); blank lines are skipped. */
export const plainLinesFromText = (text: string): string[] => linesOf(text).filter(Boolean);
export const plainLinesToText = (rows: readonly string[]) => rows.join('\n');

// ── Typed data in the form ──────────────────────────────────────────────────

/** A flag's form value: yes, no, or '' (not stated). */
export type FlagChoice = 'yes' | 'no' | '';

/** An attribute's value as the form shows it: numbers as plain decimals, flags as yes/no. */
export function attributeFormValue(value: AttributeValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * An attribute's value from the form: '' is "not stated" (undefined); a number typed with a
 * decimal comma reads as with a point; text that is no number or yes/no stays text, so the
 * schema refuses it with the field's message.
 */
export function attributeFromForm(key: string, raw: string): AttributeValue | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  const definition = ATTRIBUTES.get(key);
  if (definition?.kind === 'number') {
    const normal = text.replace(',', '.');
    return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : text;
  }
  if (definition?.kind === 'flag') return text === 'yes' ? true : text === 'no' ? false : text;
  return text;
}

/** How much of its subcategory's typed data a product states ("Specs 9/11"). */
export function attributeProgress(
  subcategory: string | null | undefined,
  attributes: ProductAttributes | null | undefined,
): { filled: number; total: number } {
  const set = attributesOf(subcategory);
  return { filled: set.filter((d) => attributes?.[d.key] !== undefined).length, total: set.length };
}

/** Only the values the subcategory declares (a product moved to another subcategory keeps the shared ones). */
export function attributesFittingSubcategory(
  subcategory: string | null | undefined,
  attributes: ProductAttributes,
): ProductAttributes {
  const keys = new Set(attributesOf(subcategory).map((d) => d.key));
  return Object.fromEntries(Object.entries(attributes).filter(([key]) => keys.has(key)));
}

// ── Translations ────────────────────────────────────────────────────────────

/** The texts a translation can carry, in the order the form shows them. */
export const TRANSLATED_TEXTS = [
  'title',
  'description',
  'specifications',
  'features',
  'useCases',
  'includedItems',
  'imageAlts',
] as const;
export type TranslatedText = (typeof TRANSLATED_TEXTS)[number];

type EnglishTexts = {
  title: string;
  description: string;
  specifications: readonly SpecGroup[];
  features: readonly NameValue[];
  useCases: readonly string[];
  includedItems: readonly string[];
  images: readonly { alt: string }[];
};

/**
 * The texts with an English version and none in the language (an empty one shows the English):
 * title, description, each list as a whole, and each image's alt text (`imageAlts.<n>`, from 1).
 */
export function missingTranslations(
  product: EnglishTexts,
  translations: ProductTranslations | null | undefined,
  language: string,
): string[] {
  const texts: ProductTexts = translations?.[language] ?? {};
  const missing: string[] = [];
  if (product.title.trim() && !texts.title?.trim()) missing.push('title');
  if (product.description.trim() && !texts.description?.trim()) missing.push('description');
  for (const list of ['specifications', 'features', 'useCases', 'includedItems'] as const)
    if (product[list].length && !texts[list]?.length) missing.push(list);
  product.images.forEach((image, i) => {
    if (image.alt.trim() && !texts.imageAlts?.[i]?.trim()) missing.push(`imageAlts.${i + 1}`);
  });
  return missing;
}

/** `missingTranslations` for every translation language, by language code. */
export function missingTranslationsByLanguage(
  product: EnglishTexts,
  translations: ProductTranslations | null | undefined,
): Record<string, string[]> {
  return Object.fromEntries(
    translationLanguages().map((lang) => [lang, missingTranslations(product, translations, lang)]),
  );
}
