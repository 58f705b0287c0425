import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { ProductCard, ProductDeal, ProductDetail, ProductImage } from '#common/catalog-types.ts';
import { discountPercent } from '#common/money.ts';
import { foldText } from '#common/text.ts';
import { SUBCATEGORY_IDS, productSubcategories, type Subcategory } from '#common/subcategories.ts';
import '#common/i18n/all-languages.ts';
import { catalogueOf } from '#common/i18n/instance.ts';
import { DEFAULT_LANG, LANGS, localeOf, type Lang } from '#common/languages.ts';
import { PRODUCTS_SEARCH_LIMIT, SUGGESTION_LIMIT, isSearchable } from '#common/search.ts';
import type { ProductSort } from '#common/schemas/catalog.ts';
import type { Database } from '../db/client.ts';
import { deals, productLists, products } from '../db/schema.ts';
import { CatalogIndex, type IndexedProduct } from './catalog-index.ts';
import { recommendFor } from './recommendations.server.ts';

type ProductRow = typeof products.$inferSelect;

export type ProductFilter = {
  search?: string;
  category?: string;
  subcategory?: string;
  brand?: string;
  ids?: string[];
  sort?: ProductSort;
  lang?: Lang;
  limit?: number;
};

export type SearchSuggestion = {
  id: string;
  title: string;
  brand: string;
  priceCents: number | null;
  image: ProductImage | null;
  score: number;
};

/**
 * The one reference a deal is measured against: the product's regular price (what the shopper
 * would otherwise pay; the cart, checkout, orders and invoice name it too). A deal that saves
 * nothing against it (the seeded one, set at the product's own sale price) leaves the product's
 * own struck price and badge as they are.
 */
export function dealReference(
  dealPriceCents: number,
  product: { priceCents: number | null; oldPriceCents: number | null; discount: number },
): { oldPriceCents: number | null; discount: number } {
  if (product.priceCents != null && dealPriceCents < product.priceCents)
    return { oldPriceCents: product.priceCents, discount: discountPercent(dealPriceCents, product.priceCents) };
  return { oldPriceCents: product.oldPriceCents, discount: product.discount };
}

export type Deal = {
  id: number;
  product: ProductCard;
  dealPriceCents: number;
  /** The struck-through price: the product's regular price (the same reference as `discount`). */
  oldPriceCents: number | null;
  /** The product's own price, charged once the deal is over. */
  regularPriceCents: number | null;
  discount: number;
  /** Units still sold at the deal price: the cap less what was sold, at most the stock. */
  stock: number;
  /** The cap is sold (or the product is out of stock): the regular price applies. */
  soldOut: boolean;
  endsAt: string;
};

type DealRow = typeof deals.$inferSelect;

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

const collators = new Map<Lang, Intl.Collator>();
function collatorOf(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(localeOf(lang));
    collators.set(lang, collator);
  }
  return collator;
}

export function toCard(row: ProductRow | IndexedProduct): ProductCard {
  const images = 'images' in row ? row.images : null;
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
    image: images ? (images[0] ?? null) : (row as IndexedProduct).image,
  };
}

/** The shop's names of categories and subcategories, in every language, as the menus show them. */
const LABELS = LANGS.map((lang) => {
  const texts = catalogueOf(lang);
  return { ...texts.categories, ...texts.subcategories } as Record<string, string>;
});

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
  const labels = [product.category, ...subcategories].flatMap((key) =>
    LABELS.map((names) => (Object.hasOwn(names, key) ? names[key] : '')),
  );
  return { subcategories, labels: labels.join(' ') };
}

function toIndexed(row: ProductRow): IndexedProduct {
  return {
    ...toCard(row),
    description: row.description,
    subcategory: row.subcategory,
    position: row.position,
    ...listingFields(row),
  };
}

function toDetail(row: ProductRow): ProductDetail {
  return {
    ...toCard(row),
    description: row.description,
    images: row.images,
    specifications: row.specifications,
    features: row.features,
    useCases: row.useCases,
    includedItems: row.includedItems,
    reviews: row.reviews,
  };
}

function toCardOnly(product: IndexedProduct): ProductCard {
  const { description: _d, subcategory: _s, subcategories: _ss, labels: _l, position: _p, ...card } = product;
  return card;
}

/** The card of an indexed product, made once per revision rather than once per request. */
const cardCache = new WeakMap<IndexedProduct, ProductCard>();
function strip(product: IndexedProduct): ProductCard {
  let card = cardCache.get(product);
  if (!card) {
    card = toCardOnly(product);
    cardCache.set(product, card);
  }
  return card;
}

/**
 * The catalogue: reads come from an in-memory read model kept in step with the database by
 * product revision (every write bumps it), so browsing and search never wait on a scan.
 */
export class CatalogService {
  private index = new CatalogIndex();
  private revision = 0;
  private lists = new Map<string, string[]>();
  /** What the lists and the running deal looked like at the last refresh (see `generation`). */
  private listsStamp = '';
  /** The newest deal that had not ended at the last refresh (its sold count as of then). */
  private deal: DealRow | null = null;
  /** The deal product's card at the deal price, remade when its base card or the deal changes. */
  private dealCard: { base: ProductCard; stamp: string; card: ProductCard } | null = null;
  private refreshing: Promise<void> | null = null;
  /** The refresh asked for while one was running; it starts when that one ends. */
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private db: Database) {}

  /** Loads everything; with `pollMs`, other processes' writes are picked up that often. */
  async start(pollMs?: number): Promise<void> {
    await this.refresh();
    if (pollMs) {
      this.timer = setInterval(() => {
        if (this.timer) void this.refresh().catch(() => {});
      }, pollMs);
      this.timer.unref();
    }
  }

  /** Stops polling and waits for a refresh in flight, so the database can close under it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.refreshing?.catch(() => {});
    await this.queued?.catch(() => {});
  }

  /**
   * Applies every product written since the last known revision. A pull already running may
   * have read before the caller's write, so the caller gets the next one instead, started when
   * the running one ends (callers meanwhile share it).
   */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.queued ??= this.refreshing
        .catch(() => {})
        .then(() => {
          this.queued = null;
          return this.refresh();
        });
      return this.queued;
    }
    this.refreshing = this.pull().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async pull(): Promise<void> {
    const rows = await this.db
      .select()
      .from(products)
      .where(gt(products.revision, this.revision))
      .orderBy(asc(products.revision));
    for (const row of rows) {
      if (row.hidden) this.index.remove(row.id);
      else this.index.upsert(toIndexed(row));
      this.revision = Math.max(this.revision, row.revision);
    }
    // A deleted product leaves no newer revision behind: when the counts disagree, drop the
    // products that are gone (another process deleted them).
    const [{ visible }] = await this.db
      .select({ visible: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.hidden, false));
    if (visible !== this.index.size) {
      const present = new Set(
        (await this.db.select({ id: products.id }).from(products).where(eq(products.hidden, false))).map((r) => r.id),
      );
      for (const product of this.index.all()) if (!present.has(product.id)) this.index.remove(product.id);
    }
    const lists = await this.db.select().from(productLists);
    this.lists = new Map(lists.map((l) => [l.slug, l.productIds]));
    this.listsStamp = createHash('sha1')
      .update(JSON.stringify(lists.map((l) => [l.slug, l.productIds])))
      .digest('base64url');
    const [deal] = await this.db
      .select()
      .from(deals)
      .where(gte(deals.endsAt, new Date()))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(1);
    this.deal = deal ?? null;
  }

  /**
   * Changes whenever anything a visitor's page shows from the catalogue changes: a product
   * (its revision), the home lists, or the running deal — when it starts, sells (units left),
   * sells out or ends (by the clock, so a cached page never outlives the deal).
   */
  get generation(): string {
    return `${this.revision}|${this.index.size}|${this.dealStamp()}|${this.listsStamp}`;
  }

  private dealStamp(now = Date.now()): string {
    const deal = this.deal;
    if (!deal) return '';
    return `${deal.id}@${deal.endsAt.getTime()}:${deal.soldCount}:${this.dealLeft(now)}`;
  }

  /** Units left at the deal price now: 0 when there is no deal, it ended, or its cap is sold. */
  private dealLeft(now = Date.now()): number {
    const deal = this.deal;
    if (!deal || deal.endsAt.getTime() < now) return 0;
    const product = this.index.get(deal.productId);
    if (!product) return 0;
    return Math.max(0, Math.min(deal.stockCap - deal.soldCount, product.stock));
  }

  /**
   * A card as the shop shows and charges it: the running deal's product carries the deal price
   * while units are left, struck against the product's regular price (its own price: what the
   * shopper would otherwise pay, the one reference everywhere); other cards are returned as they are.
   */
  private priced<T extends ProductCard>(card: T): T {
    const deal = this.deal;
    if (!deal || deal.productId !== card.id) return card;
    const left = this.dealLeft();
    if (left <= 0 || card.priceCents == null) return card;
    const reference = dealReference(deal.dealPriceCents, card);
    const extra: { deal: ProductDeal } & Pick<ProductCard, 'priceCents' | 'oldPriceCents' | 'discount'> = {
      priceCents: deal.dealPriceCents,
      ...reference,
      deal: { id: deal.id, regularPriceCents: card.priceCents, left, endsAt: deal.endsAt.toISOString() },
    };
    return { ...card, ...extra };
  }

  /** `priced` for the read model's shared cards, made once per card and deal state. */
  private shown(product: IndexedProduct): ProductCard {
    const base = strip(product);
    if (this.deal?.productId !== base.id) return base;
    const stamp = this.dealStamp();
    if (this.dealCard?.base !== base || this.dealCard.stamp !== stamp)
      this.dealCard = { base, stamp, card: this.priced(base) };
    return this.dealCard.card;
  }

  get productCount(): number {
    return this.index.size;
  }

  /** Every visible product in catalogue order. */
  all(): ProductCard[] {
    return this.index.all().map((p) => this.shown(p));
  }

  /** A product's card at the price it is charged now (the deal price while the deal runs). */
  getCard(id: string): ProductCard | null {
    const product = this.index.get(id);
    return product ? this.shown(product) : null;
  }

  async getProduct(id: string): Promise<ProductDetail | null> {
    if (!this.index.get(id)) return null;
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    return row && !row.hidden ? this.priced(toDetail(row)) : null;
  }

  listIds(slug: string): string[] {
    return this.lists.get(slug) ?? [];
  }

  /** /products: every filter combined; a search ranks, otherwise catalogue order. */
  listProducts(filter: ProductFilter): { products: ProductCard[]; total: number } {
    const limit = Math.min(filter.limit ?? PRODUCTS_SEARCH_LIMIT, PRODUCTS_SEARCH_LIMIT);
    const category = filter.category ? foldText(filter.category) : null;
    const brand = filter.brand ? foldText(filter.brand) : null;
    const subcategory = filter.subcategory ?? null;
    const ids = filter.ids?.length ? new Set(filter.ids) : null;
    const accept = (p: IndexedProduct) =>
      (!category || foldText(p.category) === category) &&
      (!subcategory || (p.subcategories as readonly string[]).includes(subcategory)) &&
      (!brand || foldText(p.brand) === brand) &&
      (!ids || ids.has(p.id));

    let found: IndexedProduct[];
    let total: number;
    if (isSearchable(filter.search)) {
      const result = this.index.search(filter.search, limit, accept);
      found = result.hits.map((h) => h.product);
      total = result.total;
    } else {
      const all = this.index.all().filter(accept);
      total = all.length;
      found = all.slice(0, limit);
    }
    return {
      products: sortProducts(
        found.map((p) => this.shown(p)),
        filter.sort ?? 'default',
        filter.lang ?? DEFAULT_LANG,
      ),
      total,
    };
  }

  suggest(query: string, limit = SUGGESTION_LIMIT): SearchSuggestion[] {
    if (!isSearchable(query)) return [];
    return this.index.search(query, limit).hits.map(({ product, score }) => ({
      id: product.id,
      title: product.title,
      brand: product.brand,
      priceCents: this.shown(product).priceCents,
      image: product.image,
      score,
    }));
  }

  /** Brands, categories and subcategories present in the catalogue, for the /products sidebar. */
  facets(): { categories: string[]; subcategories: Subcategory[]; brands: string[] } {
    const categories = new Set<string>();
    const subcategories = new Set<string>();
    const brands = new Set<string>();
    for (const p of this.index.all()) {
      categories.add(p.category);
      for (const sub of p.subcategories) subcategories.add(sub);
      brands.add(p.brand);
    }
    return {
      categories: [...categories],
      // In the declared (menu) order.
      subcategories: SUBCATEGORY_IDS.filter((s) => subcategories.has(s)),
      brands: [...brands].sort(collatorOf(DEFAULT_LANG).compare),
    };
  }

  homeSections(): HomeSections {
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
    const show = (p: IndexedProduct) => this.shown(p);
    const top = (list: IndexedProduct[]) => list.slice(0, HOME_SECTION_SIZE).map(show);
    return {
      hot: featured.slice(0, HOT_PRODUCTS).map(show),
      featured: top(featured),
      onSale: top(all.filter((p) => p.discount > 0)),
      topRated: top([...all].sort((a, b) => b.rating - a.rating || a.position - b.position)),
      newArrivals: {
        all: top(newFirst),
        security: top(inCategory('security')),
        'walkie-talkie': top(inCategory('walkie-talkie')),
        network: network.map(show),
      },
    };
  }

  /** Featured products for /value-of-day, the deal's product first. */
  valueOfDayProducts(deal: Deal | null): ProductCard[] {
    const featured = this.index.all().filter((p) => p.isFeatured && p.id !== deal?.product.id);
    const list = deal ? [deal.product, ...featured.map((p) => this.shown(p))] : featured.map((p) => this.shown(p));
    return list.slice(0, VALUE_OF_DAY_SIZE);
  }

  /**
   * The current deal: the newest one that has not ended, for a product still on sale. Read from
   * the database (its sold count may be newer than the read model's); `soldOut` when its cap or
   * the product's stock is gone, and the product is then charged its regular price.
   */
  async getDeal(now = new Date()): Promise<Deal | null> {
    const [row] = await this.db
      .select()
      .from(deals)
      .where(and(gte(deals.endsAt, now)))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(1);
    if (!row) return null;
    const indexed = this.index.get(row.productId);
    if (!indexed) return null;
    const base = strip(indexed);
    const left = Math.max(0, Math.min(row.stockCap - row.soldCount, base.stock));
    return {
      id: row.id,
      product: this.shown(indexed),
      dealPriceCents: row.dealPriceCents,
      ...dealReference(row.dealPriceCents, base),
      regularPriceCents: base.priceCents,
      stock: left,
      soldOut: left === 0,
      endsAt: row.endsAt.toISOString(),
    };
  }

  /** "You Might Also Like" for these products (the cart's): see recommendations.server.ts. */
  recommendFor(productIds: string[], limit?: number): ProductCard[] {
    return recommendFor(this, productIds, limit);
  }
}

function reduction(p: IndexedProduct): number {
  return p.oldPriceCents != null && p.priceCents != null ? Math.max(0, p.oldPriceCents - p.priceCents) : 0;
}

export function sortProducts<T extends ProductCard>(list: T[], sort: ProductSort, lang: Lang): T[] {
  const collator = collatorOf(lang);
  const price = (p: T) => p.priceCents ?? 0;
  switch (sort) {
    case 'price-asc':
      return [...list].sort((a, b) => price(a) - price(b));
    case 'price-desc':
      return [...list].sort((a, b) => price(b) - price(a));
    case 'name-asc':
      return [...list].sort((a, b) => collator.compare(a.title, b.title));
    case 'name-desc':
      return [...list].sort((a, b) => collator.compare(b.title, a.title));
    default:
      return list;
  }
}
