import { createHash } from 'node:crypto';
import type { ProductCard } from '#common/catalog-types.ts';
import { foldText } from '#common/text.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';
import type { Database } from '../db/client.ts';
import { productLists } from '../db/schema.ts';
import type { Deal } from './catalog-deal.ts';
import type { CatalogReadModel, IndexedProduct } from './catalog-index.ts';

/**
 * The home page's and the menu's lists: the sections of the home page, /value-of-day's
 * products and the curated product lists (the product_lists table), from the read model.
 */

export type HomeSections = {
  hot: ProductCard[];
  featured: ProductCard[];
  onSale: ProductCard[];
  topRated: ProductCard[];
  newArrivals: Record<'all' | 'security' | 'walkie-talkie' | 'network', ProductCard[]>;
};

export const HOME_SECTION_SIZE = 8;
export const HOT_PRODUCTS = 2;
export const VALUE_OF_DAY_SIZE = 4;
const NETWORK_FALLBACK_WORDS = ['switch', 'ethernet', 'network', 'hikvision'];
const NETWORK_FALLBACK_SIZE = 4;

/**
 * "Top Rated" (docs/product.md §22): products with published reviews, the best average first,
 * more reviews first at the same average, then catalogue order.
 */
export function topRated(all: readonly IndexedProduct[]): IndexedProduct[] {
  return all
    .filter((p) => p.reviewCount > 0)
    .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.position - b.position);
}

function reduction(p: IndexedProduct): number {
  return p.oldPriceCents != null && p.priceCents != null ? Math.max(0, p.oldPriceCents - p.priceCents) : 0;
}

export class HomeLists {
  private lists = new Map<string, string[]>();
  /** What the lists looked like at the last refresh (part of the catalogue's generation). */
  private listsStamp = '';

  constructor(
    private index: CatalogReadModel,
    /** The card the shop shows and charges (./catalog-deal.ts shownCard). */
    private shown: (product: IndexedProduct, lang: Lang) => ProductCard,
  ) {}

  /** Reads the product lists again (each pull of the catalogue). */
  async reload(db: Database): Promise<void> {
    const lists = await db.select().from(productLists);
    this.lists = new Map(lists.map((l) => [l.slug, l.productIds]));
    this.listsStamp = createHash('sha1')
      .update(JSON.stringify(lists.map((l) => [l.slug, l.productIds])))
      .digest('base64url');
  }

  get stamp(): string {
    return this.listsStamp;
  }

  listIds(slug: string): string[] {
    // Hidden or removed products stay out: the menu's links would name them on every page.
    return (this.lists.get(slug) ?? []).filter((id) => this.index.get(id) !== undefined);
  }

  homeSections(lang: Lang = DEFAULT_LANG): HomeSections {
    const all = this.index.all();
    const featured = all.filter((p) => p.isFeatured);
    const newFirst = [...all].sort(
      (a, b) => Number(b.isNew) - Number(a.isNew) || reduction(b) - reduction(a) || a.position - b.position,
    );
    const inCategory = (category: string) => newFirst.filter((p) => p.category.includes(category));
    let network = inCategory('network').slice(0, HOME_SECTION_SIZE);
    if (network.length === 0) {
      network = all
        .filter((p) => NETWORK_FALLBACK_WORDS.some((w) => foldText(p.title).includes(w)))
        .slice(0, NETWORK_FALLBACK_SIZE);
    }
    const show = (p: IndexedProduct) => this.shown(p, lang);
    const top = (list: IndexedProduct[]) => list.slice(0, HOME_SECTION_SIZE).map(show);
    return {
      hot: featured.slice(0, HOT_PRODUCTS).map(show),
      featured: top(featured),
      onSale: top(all.filter((p) => p.discount > 0)),
      topRated: top(topRated(all)),
      newArrivals: {
        all: top(newFirst),
        security: top(inCategory('security')),
        'walkie-talkie': top(inCategory('walkie-talkie')),
        network: network.map(show),
      },
    };
  }

  /** Featured products for /value-of-day, the deal's product first. */
  valueOfDayProducts(deal: Deal | null, lang: Lang = DEFAULT_LANG): ProductCard[] {
    const featured = this.index.all().filter((p) => p.isFeatured && p.id !== deal?.product.id);
    const cards = featured.map((p) => this.shown(p, lang));
    const list = deal ? [deal.product, ...cards] : cards;
    return list.slice(0, VALUE_OF_DAY_SIZE);
  }
}
