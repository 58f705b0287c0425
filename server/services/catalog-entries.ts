import { productSubcategories } from '#common/subcategories.ts';
import '#common/i18n/all-languages.ts';
import { uiTextsOf } from '#common/i18n/instance.ts';
import { LANGS } from '#common/languages.ts';
import type { CatalogueRow } from '../db/catalog/slices.ts';
import { cardFields } from './catalog-cards.ts';
import type { IndexedProduct } from './catalog-index.ts';

/**
 * A catalogue row as the read model keeps it (./catalog-index.ts): the card's fields and what
 * the shop lists and finds a product by.
 */

/** The shop's names of categories and subcategories, in every language, as the menus show them. */
const LABELS = LANGS.map((lang) => {
  const texts = uiTextsOf(lang);
  return { ...texts.categories, ...texts.subcategories } as Record<string, string>;
});

const LISTING_FIELDS = new Map<string, Pick<IndexedProduct, 'subcategories' | 'labels'>>();

/**
 * What the read model lists and finds a product by besides its own fields: the subcategories it
 * is listed under and the names of those and of its category, in English and Turkish (so
 * "güvenlik" finds the Security category and "telsiz" the Two-Way Radios).
 */
export function listingFields(product: {
  category: string;
  subcategory: string | null;
  title: string;
}): Pick<IndexedProduct, 'subcategories' | 'labels'> {
  const subcategories = productSubcategories(product);
  // Shared by every product with the same ones: a few hundred bytes each at 1M products.
  const key = `${product.category}|${subcategories.join('|')}`;
  let fields = LISTING_FIELDS.get(key);
  if (!fields) {
    const labels = [product.category, ...subcategories].flatMap((name) =>
      LABELS.map((names) => (Object.hasOwn(names, name) ? names[name] : '')),
    );
    fields = { subcategories, labels: labels.join(' ') };
    LISTING_FIELDS.set(key, fields);
  }
  return fields;
}

/** A product as the read model keeps it (exported for the test that compares it with a whole-row load). */
export function toIndexed(row: CatalogueRow): IndexedProduct {
  return {
    ...cardFields(row, row.image),
    description: row.description,
    subcategory: row.subcategory,
    attributes: row.attributes,
    cardTexts: row.cardTexts,
    // Found by its title in every language (#common/search).
    otherTitles: otherTitles(row.cardTexts),
    // And by its description in every language.
    ...(row.otherDescriptions && { otherDescriptions: row.otherDescriptions }),
    reviewCount: row.reviewCount,
    position: row.position,
    ...listingFields(row),
  };
}

function otherTitles(texts: CatalogueRow['cardTexts']): string | undefined {
  if (!texts) return undefined;
  const titles = Object.values(texts).flatMap((t) => (t?.title ? [t.title] : []));
  return titles.length ? titles.join(' ') : undefined;
}
