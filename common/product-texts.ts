import type { NameValue, ProductImage, ProductTexts, ProductTranslations, SpecGroup } from './catalog-types.ts';
import { DEFAULT_LANG, type Lang } from './languages.ts';

/**
 * A product's texts in a language (docs/product.md 18.4): English lives in the product's own columns, every
 * other language in `translations[lang]`. Each text the language lacks shows in English, field by
 * field; a list (specifications, features, use cases, included items) is replaced whole, never
 * mixed item by item. Image texts go by position: image n gets the language's alt n, or its
 * English one when there is none.
 */
export type LocalTexts = {
  title: string;
  description: string;
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
  images: ProductImage[];
};

/** The language's own texts, or none (English, or a language the product has no texts in). */
export function textsIn(translations: ProductTranslations | null | undefined, lang: Lang): ProductTexts | undefined {
  if (lang === DEFAULT_LANG || !translations || !Object.hasOwn(translations, lang)) return undefined;
  return translations[lang];
}

/** A list in the language, or the English one when the language has none (or an empty one). */
function listIn<T>(local: T[] | undefined, english: T[]): T[] {
  return local && local.length > 0 ? local : english;
}

/** A text in the language, or the English one when the language has none (or a blank one). */
export function textIn(local: string | undefined, english: string): string {
  return local && local.trim() ? local : english;
}

/** The images with their texts in the language, matched by position. */
export function imagesIn(
  images: ProductImage[],
  alts: readonly (string | null | undefined)[] | undefined,
): ProductImage[] {
  if (!alts?.length) return images;
  return images.map((image, i) => {
    const alt = alts[i];
    return alt && alt.trim() && alt !== image.alt ? { ...image, alt } : image;
  });
}

/** The texts to show of a product in `lang`. */
export function productTexts(
  english: LocalTexts,
  translations: ProductTranslations | null | undefined,
  lang: Lang,
): LocalTexts {
  const local = textsIn(translations, lang);
  if (!local) return english;
  return {
    title: textIn(local.title, english.title),
    description: textIn(local.description, english.description),
    specifications: listIn(local.specifications, english.specifications),
    features: listIn(local.features, english.features),
    useCases: listIn(local.useCases, english.useCases),
    includedItems: listIn(local.includedItems, english.includedItems),
    images: imagesIn(english.images, local.imageAlts),
  };
}

/** A product's title in `lang` (mails, confirmation pages: whatever names one product). */
export function titleIn(
  product: { title: string; translations: ProductTranslations | null | undefined },
  lang: Lang,
): string {
  return textIn(textsIn(product.translations, lang)?.title, product.title);
}

/**
 * What a product card needs of a language: its title and its first image's text. The read model
 * keeps only these per language (not whole texts), so loading a large catalogue stays light.
 */
export type CardTexts = { title?: string; alt?: string };

/** The card's title and image in the language (English where the language has no text). */
export function cardTextsIn<C extends { title: string; image: ProductImage | null }>(
  card: C,
  local: CardTexts | undefined,
): C {
  if (!local) return card;
  const title = textIn(local.title, card.title);
  const image = card.image ? imagesIn([card.image], [local.alt])[0] : null;
  return title === card.title && image === card.image ? card : { ...card, title, image };
}
