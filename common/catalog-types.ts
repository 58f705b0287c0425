import type { ProductAttributes } from './attributes.ts';

/** Shapes of catalogue data shared by the server, the seed file and the pages. */
export type ProductImage = { path: string; alt: string; width: number; height: number };
export type NameValue = { name: string; value: string };
export type SpecGroup = { group: string; items: NameValue[] };
/** `locale`: the language the buyer wrote it in (shown as written, marked with it), when known. */
export type Review = { author: string; rating: number; text: string; date?: string; locale?: string };

/**
 * A product's texts in one language other than English. Lists replace the English ones whole
 * (the same length for image texts: one per image, in order); a text left out shows in English.
 */
export type ProductTexts = {
  title?: string;
  description?: string;
  specifications?: SpecGroup[];
  features?: NameValue[];
  useCases?: string[];
  includedItems?: string[];
  imageAlts?: string[];
};
/** Language code → that language's texts (English lives in the product's own columns). */
export type ProductTranslations = Partial<Record<string, ProductTexts>>;

/** What a product card and search result need; the in-memory read model holds one per product. */
export type ProductCard = {
  id: string;
  title: string;
  brand: string;
  category: string;
  priceCents: number | null;
  oldPriceCents: number | null;
  /** Percent off the old price, rounded; 0 when there is no old price above the price. */
  discount: number;
  rating: number;
  stock: number;
  isNew: boolean;
  isFeatured: boolean;
  image: ProductImage | null;
  /**
   * Set while the product is the running Value of the Day deal with units left: `priceCents`
   * is then the deal price and `oldPriceCents` the deal's struck-through price.
   */
  deal?: ProductDeal;
};

/** The running deal as a product shows it: units left at the deal price, the regular price. */
export type ProductDeal = { id: number; regularPriceCents: number; left: number; endsAt: string };

export type ProductDetail = ProductCard & {
  /** The subcategory the product is filed under (#common/subcategories); null when none. */
  subcategory: string | null;
  /** Typed data by the subcategory (#common/attributes): the Specifications tab's table. */
  attributes: ProductAttributes;
  description: string;
  images: ProductImage[];
  specifications: SpecGroup[];
  features: NameValue[];
  useCases: string[];
  includedItems: string[];
  /** Published reviews, newest first (docs/product.md §22). */
  reviews: ShownReview[];
  /** How many reviews are published (the rating is their average). */
  reviewCount: number;
};

/** A published review as the product page shows it. */
export type ShownReview = {
  id: number;
  author: string;
  rating: number;
  text: string;
  /** The language it is written in (the page marks it with lang=). */
  locale: string;
  /** Brought by the seed catalogue, not written by a buyer of the shop. */
  imported: boolean;
  /** ISO 8601: when it was written. */
  date: string;
};
