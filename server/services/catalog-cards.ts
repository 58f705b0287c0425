import type { ProductCard, ProductDetail, ShownReview } from '#common/catalog-types.ts';
import { discountPercent } from '#common/money.ts';
import { cardTextsIn, productTexts } from '#common/product-texts.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';
import type { products } from '../db/schema.ts';
import type { IndexedProduct } from './catalog-index.ts';

/**
 * The catalogue's card builders, without prices of a deal (those are ./catalog-deal.ts
 * `atDealPrice` and `shownCard`, the cards the shop shows and charges):
 * - `cardOfRow`: the English card of a whole database row (or of an indexed product);
 * - `cardOfIndexed`: the English card an indexed product carries, less the read model's own fields;
 * - `cardInLanguage`: that card in a language, made once per product revision and language;
 * - `productDetailOf`: the product page's data in a language.
 */

type ProductRow = typeof products.$inferSelect;

/** What a card is made of, from any of a product's rows: the card less its worked-out discount and its image. */
type CardSource = Omit<ProductCard, 'discount' | 'image' | 'deal'>;

/**
 * A product's English card from any of its rows (a whole database row, a catalogue slice's row,
 * an indexed product) and its first image: the one place the card's fields are picked and its
 * discount worked out from its prices.
 */
export function cardFields(row: CardSource, image: ProductCard['image']): ProductCard {
  return {
    id: row.id,
    title: row.title,
    brand: row.brand,
    category: row.category,
    priceCents: row.priceCents,
    oldPriceCents: row.oldPriceCents,
    discount: discountPercent(row.priceCents, row.oldPriceCents),
    rating: row.rating,
    stock: row.stock,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    image,
  };
}

/** A product's English card from its whole database row (or an indexed product). */
export function cardOfRow(row: ProductRow | IndexedProduct): ProductCard {
  return cardFields(row, 'images' in row ? (row.images[0] ?? null) : row.image);
}

/** The product page's data in a language (#common/product-texts: English where the language has no text). */
export function productDetailOf(row: ProductRow, lang: Lang, reviews: ShownReview[]): ProductDetail {
  const texts = productTexts(
    {
      title: row.title,
      description: row.description,
      specifications: row.specifications,
      features: row.features,
      useCases: row.useCases,
      includedItems: row.includedItems,
      images: row.images,
    },
    row.translations,
    lang,
  );
  return {
    ...cardOfRow(row),
    ...texts,
    image: texts.images[0] ?? null,
    subcategory: row.subcategory,
    attributes: row.attributes,
    reviews,
    reviewCount: row.reviewCount,
  };
}

/** The English card an indexed product carries: the product less the read model's own fields. */
function cardOfIndexed(product: IndexedProduct): ProductCard {
  const {
    description: _d,
    subcategory: _s,
    subcategories: _ss,
    labels: _l,
    attributes: _a,
    cardTexts: _t,
    otherTitles: _o,
    otherDescriptions: _od,
    reviewCount: _rc,
    position: _p,
    ...card
  } = product;
  return card;
}

/**
 * The card of an indexed product in a language (#common/product-texts), made once per revision
 * and language rather than once per request; a product without texts in a language shares its
 * English card.
 */
const cardCaches = new Map<Lang, WeakMap<IndexedProduct, ProductCard>>();
export function cardInLanguage(product: IndexedProduct, lang: Lang = DEFAULT_LANG): ProductCard {
  let cache = cardCaches.get(lang);
  if (!cache) cardCaches.set(lang, (cache = new WeakMap()));
  let card = cache.get(product);
  if (!card) {
    if (lang === DEFAULT_LANG) card = cardOfIndexed(product);
    else {
      const local = product.cardTexts?.[lang];
      card = local ? cardTextsIn(cardInLanguage(product), local) : cardInLanguage(product);
    }
    cache.set(product, card);
  }
  return card;
}
