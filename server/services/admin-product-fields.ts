import type { NameValue, ProductImage, ProductTranslations, SpecGroup } from '#common/catalog-types.ts';
import type { ProductAttributes } from '#common/attributes.ts';
import { attributeProgress, missingTranslationsByLanguage } from '#common/product-text-forms.ts';
import { attributeProblems } from '#common/schemas/admin-catalog.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { products } from '../db/schema.ts';
import { ShopError } from './errors.ts';
import { UPLOAD_PATH_PREFIX, type PreparedImage } from './image-upload.server.ts';

/**
 * A product as the back office reads and writes it: the list's summary and the form's product,
 * and the rules a saved form's fields follow (typed data checked for the subcategory, images'
 * alt texts and order, translations fitted to the images).
 */

type ProductRow = typeof products.$inferSelect;

/** A line of the back office's product list (hidden products included). */
export type AdminProductSummary = {
  id: string;
  title: string;
  brand: string;
  category: string;
  subcategory: string | null;
  priceCents: number | null;
  oldPriceCents: number | null;
  stock: number;
  isNew: boolean;
  isFeatured: boolean;
  hidden: boolean;
  image: ProductImage | null;
  /** Typed data stated of the subcategory's attributes ("Specs 9/11"). */
  specs: { filled: number; total: number };
  /** Per translation language: English texts without a text in it (#common/product-text-forms missingTranslations). */
  translationsMissing: Record<string, number>;
};

export type AdminProductList = {
  products: AdminProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  /** Every brand in the catalogue (hidden products too), for the filter. */
  brands: string[];
};

export type AdminProduct = AdminProductSummary & {
  description: string;
  images: ProductImage[];
  rating: number;
  position: number;
  /** Ordered at least once: it can be hidden but never deleted. */
  ordered: boolean;
  updatedAt: string;
  attributes: ProductAttributes;
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
  translations: ProductTranslations;
  /** Per translation language, the texts missing in it: title, description, specifications, …, imageAlts.<n>. */
  missingTranslations: Record<string, string[]>;
};

type SummaryRow = Pick<
  ProductRow,
  | keyof Omit<AdminProductSummary, 'image' | 'specs' | 'translationsMissing'>
  | 'images'
  | 'attributes'
  | 'translations'
  | 'description'
  | 'specifications'
  | 'features'
  | 'useCases'
  | 'includedItems'
>;

export function summary(row: SummaryRow): AdminProductSummary {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    category: row.category,
    subcategory: row.subcategory,
    priceCents: row.priceCents,
    oldPriceCents: row.oldPriceCents,
    stock: row.stock,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    hidden: row.hidden,
    image: row.images[0] ?? null,
    specs: attributeProgress(row.subcategory, row.attributes),
    translationsMissing: Object.fromEntries(
      Object.entries(missingTranslationsByLanguage(row, row.translations)).map(([lang, texts]) => [lang, texts.length]),
    ),
  };
}

/** Each language's alt texts follow the images: one per image at most (an image removed takes its text along). */
export function fitTranslations(translations: ProductTranslations, images: readonly unknown[]): ProductTranslations {
  let fitted = translations;
  for (const [lang, texts] of Object.entries(translations)) {
    const alts = texts?.imageAlts;
    if (!texts || !alts) continue;
    const { imageAlts: _drop, ...rest } = texts;
    const kept = alts.slice(0, images.length);
    fitted = { ...fitted, [lang]: kept.some(Boolean) ? { ...rest, imageAlts: kept } : rest };
  }
  return fitted;
}

/** The typed data checked for the subcategory the product ends up in: a 400 naming each field. */
export function checkAttributes(subcategory: string | null, attributes: ProductAttributes): ProductAttributes {
  const problems = attributeProblems(subcategory, attributes);
  if (problems.length) {
    const fieldErrors = Object.fromEntries(
      problems.map((p) => [`attributes.${p.key}`, p.message as TranslationKey] as const),
    );
    throw new ShopError(400, problems[0].message as TranslationKey, { fieldErrors });
  }
  return attributes;
}

export function imagesOf(prepared: PreparedImage[], alt: string): ProductImage[] {
  return prepared.map((p) => ({ path: `${UPLOAD_PATH_PREFIX}${p.id}`, alt, width: p.width, height: p.height }));
}

/** Alt texts (and order) from the form: listed images first in the given order, the rest after, unchanged. */
export function applyImageEdits(
  current: ProductImage[],
  edits: { path: string; alt: string }[] | undefined,
): ProductImage[] {
  if (!edits) return current;
  const byPath = new Map(current.map((image) => [image.path, image]));
  const listed: ProductImage[] = [];
  for (const edit of edits) {
    const image = byPath.get(edit.path);
    if (!image) continue; // removed meanwhile, or never ours: paths are never added this way
    byPath.delete(edit.path);
    listed.push({ ...image, alt: edit.alt });
  }
  return [...listed, ...byPath.values()];
}
