import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AttributeValue, ProductAttributes } from '#common/attributes.ts';
import type { ProductCard, ProductDeal, ProductDetail, ProductImage, ShownReview } from '#common/catalog-types.ts';
import { discountPercent } from '#common/money.ts';
import { cardTextsIn, productTexts } from '#common/product-texts.ts';
import { foldText } from '#common/text.ts';
import { SUBCATEGORY_IDS, productSubcategories, type Subcategory } from '#common/subcategories.ts';
import '#common/i18n/all-languages.ts';
import { catalogueOf } from '#common/i18n/instance.ts';
import { DEFAULT_LANG, LANGS, localeOf, type Lang } from '#common/languages.ts';
import { PRODUCTS_SEARCH_LIMIT, SUGGESTION_LIMIT, isSearchable } from '#common/search.ts';
import type { ProductSort } from '#common/product-query.ts';
import type { Database } from '../db/client.ts';
import {
  CATALOGUE_SLICE_ROWS,
  FEED_START,
  countVisibleProducts,
  feedHorizon,
  readCatalogueSlice,
  visibleProductIds,
  type CatalogueRow,
  type FeedCursor,
} from '../db/catalog/slices.ts';
import { deals, productLists, productReviews, products } from '../db/schema.ts';
import { FacetCounter, FacetStore, facetQueryOf, type CatalogFacets, type FacetFilter } from './catalog-facets.ts';
import { CatalogIndex, type Accept, type CatalogReadModel, type IndexedProduct } from './catalog-index.ts';
import { recommendFor } from './recommendations.server.ts';

type ProductRow = typeof products.$inferSelect;

export type ProductList = { products: ProductCard[]; total: number };

export type ProductFilter = {
  search?: string;
  category?: string;
  subcategory?: string;
  brand?: string;
  ids?: string[];
  sort?: ProductSort;
  lang?: Lang;
  limit?: number;
  /** The lowest and highest price (cents), inclusive. */
  priceMinCents?: number;
  priceMaxCents?: number;
  inStock?: boolean;
  /** Attribute filters (#common/schemas/catalog attributeFiltersOf): any of a key's values; every key. */
  attributes?: Record<string, readonly AttributeValue[]>;
};

/** A product's card with what it is (subcategory) and its typed data (#common/attributes). */
export type SpecifiedProduct = { card: ProductCard; subcategory: string | null; attributes: ProductAttributes };

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
    image: row.image,
    description: row.description,
    subcategory: row.subcategory,
    attributes: row.attributes,
    cardTexts: row.cardTexts,
    // Found by its title in every language (#common/search).
    otherTitles: otherTitles(row.cardTexts),
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

/** The product page's data in a language (#common/product-texts: English where the language has no text). */
function toDetail(row: ProductRow, lang: Lang, reviews: ShownReview[]): ProductDetail {
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
    ...toCard(row),
    ...texts,
    image: texts.images[0] ?? null,
    subcategory: row.subcategory,
    attributes: row.attributes,
    reviews,
    reviewCount: row.reviewCount,
  };
}

function toCardOnly(product: IndexedProduct): ProductCard {
  const {
    description: _d,
    subcategory: _s,
    subcategories: _ss,
    labels: _l,
    attributes: _a,
    cardTexts: _t,
    otherTitles: _o,
    reviewCount: _rc,
    position: _p,
    ...card
  } = product;
  return card;
}

/** The product page's reviews: the published ones, newest first (docs/product.md §22). */
async function publishedReviews(db: Database, productId: string): Promise<ShownReview[]> {
  const rows = await db
    .select({
      id: productReviews.id,
      author: productReviews.author,
      rating: productReviews.rating,
      text: productReviews.text,
      locale: productReviews.locale,
      imported: productReviews.imported,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  return rows.map(({ createdAt, ...review }) => ({ ...review, date: createdAt.toISOString() }));
}

/**
 * "Top Rated" (docs/product.md §22): products with published reviews, the best average first,
 * more reviews first at the same average, then catalogue order.
 */
export function topRated(all: readonly IndexedProduct[]): IndexedProduct[] {
  return all
    .filter((p) => p.reviewCount > 0)
    .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount || a.position - b.position);
}

/**
 * The card of an indexed product in a language (#common/product-texts), made once per revision
 * and language rather than once per request; a product without texts in a language shares its
 * English card.
 */
const cardCaches = new Map<Lang, WeakMap<IndexedProduct, ProductCard>>();
function strip(product: IndexedProduct, lang: Lang = DEFAULT_LANG): ProductCard {
  let cache = cardCaches.get(lang);
  if (!cache) cardCaches.set(lang, (cache = new WeakMap()));
  let card = cache.get(product);
  if (!card) {
    if (lang === DEFAULT_LANG) card = toCardOnly(product);
    else {
      const local = product.cardTexts?.[lang];
      card = local ? cardTextsIn(strip(product), local) : strip(product);
    }
    cache.set(product, card);
  }
  return card;
}

/** Work done between two turns of the event loop while loading (requests are answered in between). */
const LOAD_STEP_MS = 8;

/** Pulls started by other processes' change notices are at least this far apart (a burst of orders is one pull). */
const NOTICE_GAP_MS = 50;

export type CatalogueReadiness = {
  ready: boolean;
  /** Products in the read model so far. */
  loaded: number;
  /** The planner's estimate of the rows to read (hidden ones too); null without statistics (a fresh embedded database). */
  total: number | null;
};

export type CatalogOptions = {
  /** The read model and search (docs/decisions/001); the in-memory CatalogIndex by default. */
  index?: CatalogReadModel;
  /** Rows per query while loading (tests make it small to get many slices). */
  sliceRows?: number;
};

/**
 * The catalogue: reads come from an in-memory read model kept in step with the database by its
 * change feed (server/db/catalog/slices.ts: no commit is skipped), so browsing and search never
 * wait on a scan. What an order charges is decided by the database, never by this copy
 * (checkout.server.ts).
 * Loading reads slices of a few hundred rows and gives the event loop back between them and
 * every few milliseconds of indexing, so a large catalogue loads while the process answers.
 */
export class CatalogService {
  private index: CatalogReadModel;
  /** The facets' columns and counts per read-model version. */
  private facetStore: FacetStore;
  private sliceRows: number;
  /** The newest product revision read (metrics). */
  private revision = 0;
  /** Where the next pull starts: the feed's horizon taken before the last complete pull (slices.ts). */
  private since = FEED_START.changedXid;
  /** Changes applied to the read model (part of `generation`: any applied change makes a new one). */
  private changes = 0;
  /** A pull asked for by a change notice, waiting for NOTICE_GAP_MS since the last one. */
  private noticeTimer: NodeJS.Timeout | null = null;
  private lastPullAt = 0;
  private loadedOnce = false;
  private total: number | null = null;
  /** Set by `stop`: a load in progress ends at its next slice. */
  private stopped = false;
  /** The next pull also looks for products deleted by another process (the poll sets it). */
  private sweepDue = false;
  private lists = new Map<string, string[]>();
  /** What the lists and the running deal looked like at the last refresh (see `generation`). */
  private listsStamp = '';
  /** The newest deal that had not ended at the last refresh (its sold count as of then). */
  private deal: DealRow | null = null;
  /** The deal product's card at the deal price per language, remade when its base card or the deal changes. */
  private dealCards = new Map<Lang, { base: ProductCard; stamp: string; card: ProductCard }>();
  private refreshing: Promise<void> | null = null;
  /** The refresh asked for while one was running; it starts when that one ends. */
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /**
   * The revision of what the read model holds, per product changed since the first load (by a
   * pull or by `applyStock`): an older state arriving later is not applied over a newer one.
   */
  private applied = new Map<string, number>();
  private loaded = false;

  constructor(
    private db: Database,
    options: CatalogOptions = {},
  ) {
    this.index = options.index ?? new CatalogIndex();
    this.facetStore = new FacetStore(this.index);
    this.sliceRows = options.sliceRows ?? CATALOGUE_SLICE_ROWS;
  }

  /**
   * Loads everything (in slices, see the class comment); with `pollMs`, other processes' writes
   * are picked up that often. Resolves early, not ready, when `stop` is called meanwhile.
   */
  async start(pollMs?: number): Promise<void> {
    this.total = await this.estimateRows();
    await this.refresh();
    if (this.stopped) return;
    // The facet columns before the first /products request, which would otherwise stall on them.
    for (const _ of this.facetStore.warm()) await nextTurn();
    this.loadedOnce = true;
    if (pollMs) {
      this.timer = setInterval(() => {
        if (!this.timer) return;
        this.sweepDue = true;
        void this.refresh().catch(() => {});
      }, pollMs);
      this.timer.unref();
    }
  }

  /** Loaded, or how far the load is: for /readyz (server/http/health.ts). */
  readiness(): CatalogueReadiness {
    return { ready: this.loadedOnce, loaded: this.index.size, total: this.total };
  }

  /** Stops polling (and a load in progress) and waits for a refresh in flight, so the database can close under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
    this.noticeTimer = null;
    await this.refreshing?.catch(() => {});
    await this.queued?.catch(() => {});
  }

  /**
   * Counting the rows exactly would read the whole table before the load does (on PGlite, in
   * this thread): the planner's statistics are enough for a progress figure.
   */
  private async estimateRows(): Promise<number | null> {
    const [row] = await this.db
      .select({ rows: sql<number>`reltuples::float8` })
      .from(sql`pg_class`)
      .where(sql`oid = 'products'::regclass`);
    return row && row.rows >= 0 ? Math.round(row.rows) : null;
  }

  /**
   * Applies every product written since the last pull began. A pull already running may
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

  /**
   * Another process committed a catalogue change (PostgreSQL's NOTIFY, server/db/catalog/
   * change-notices.ts): pull soon. Notices close together share one pull.
   */
  changed(): void {
    if (this.noticeTimer || this.stopped || !this.loadedOnce) return;
    const wait = Math.max(0, this.lastPullAt + NOTICE_GAP_MS - Date.now());
    this.noticeTimer = setTimeout(() => {
      this.noticeTimer = null;
      void this.refresh().catch(() => {});
    }, wait);
    this.noticeTimer.unref();
  }

  private async pull(): Promise<void> {
    this.lastPullAt = Date.now();
    const sweep = this.sweepDue;
    this.sweepDue = false;
    // Taken before reading: what commits from now on is at or above it (slices.ts).
    const horizon = await feedHorizon(this.db);
    let cursor: FeedCursor = { changedXid: this.since, id: FEED_START.id };
    let bulk = false;
    for (;;) {
      if (this.stopped) return;
      const rows = await readCatalogueSlice(this.db, cursor, this.sliceRows);
      const full = rows.length === this.sliceRows;
      // Many rows (a load, an import elsewhere): order the catalogue once at the end instead of after each.
      if (full && !bulk) {
        bulk = true;
        this.index.deferOrder();
      }
      await this.apply(rows);
      if (!full) break;
      const last = rows[rows.length - 1];
      cursor = { changedXid: last.changedXid, id: last.id };
    }
    // Only a complete pull moves the start: one cut short by an error is read again.
    this.since = horizon;
    if (bulk) await this.settle();
    // A deleted product leaves no newer revision behind. This process hides a product before
    // deleting it (admin-catalog), so only another process's deletes need looking for: on the
    // poll, when the counts disagree.
    if (sweep && (await countVisibleProducts(this.db)) !== this.index.size) await this.dropDeleted();
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
    this.loaded = true;
  }

  /** Applies rows to the read model, giving the event loop back every LOAD_STEP_MS. */
  private async apply(rows: CatalogueRow[]): Promise<void> {
    let started = performance.now();
    for (const row of rows) {
      this.revision = Math.max(this.revision, row.revision);
      // Held already (read again from the feed's horizon), or a checkout of this process applied
      // a newer stock while this read was under way.
      if ((this.applied.get(row.id) ?? 0) >= row.revision) continue;
      if (this.loaded) this.applied.set(row.id, row.revision);
      this.changes++;
      if (row.hidden) this.index.remove(row.id);
      else this.index.upsert(toIndexed(row));
      if (performance.now() - started >= LOAD_STEP_MS) {
        await nextTurn();
        started = performance.now();
      }
    }
    await nextTurn();
  }

  /** Orders the catalogue after a bulk of changes, in steps. */
  private async settle(): Promise<void> {
    for (const _ of this.index.settle(LOAD_STEP_MS)) await nextTurn();
  }

  private async dropDeleted(): Promise<void> {
    const present = new Set<string>();
    for await (const ids of visibleProductIds(this.db)) for (const id of ids) present.add(id);
    for (const product of this.index.all())
      if (!present.has(product.id)) {
        this.index.remove(product.id);
        this.changes++;
      }
  }

  /**
   * Changes whenever anything a visitor's page shows from the catalogue changes: a product
   * (its revision), the home lists, or the running deal — when it starts, sells (units left),
   * sells out or ends (by the clock, so a cached page never outlives the deal).
   */
  get generation(): string {
    return `${this.changes}|${this.index.size}|${this.dealStamp()}|${this.listsStamp}`;
  }

  /**
   * A stock change this process wrote (a checkout's conditional update), applied from what the
   * statement returned instead of pulling the row again: the stock and the revision written.
   * A change older than what the read model holds of the product is ignored; the pulled
   * revision does not move, so a later pull may read the row again (and keeps the newer state).
   */
  applyStock(changes: readonly { id: string; stock: number; revision: number }[]): void {
    for (const { id, stock, revision } of changes) {
      const product = this.index.get(id);
      if (!product || revision <= (this.applied.get(id) ?? 0)) continue;
      this.applied.set(id, revision);
      this.index.upsert({ ...product, stock });
      this.changes++;
    }
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

  /** `priced` for the read model's shared cards in a language, made once per card and deal state. */
  private shown(product: IndexedProduct, lang: Lang = DEFAULT_LANG): ProductCard {
    const base = strip(product, lang);
    if (this.deal?.productId !== base.id) return base;
    const stamp = this.dealStamp();
    let made = this.dealCards.get(lang);
    if (made?.base !== base || made.stamp !== stamp)
      this.dealCards.set(lang, (made = { base, stamp, card: this.priced(base) }));
    return made.card;
  }

  /** The newest product revision pulled from the database (metrics: processes should agree). */
  get pulledRevision(): number {
    return this.revision;
  }

  get productCount(): number {
    return this.index.size;
  }

  /** Every visible product in catalogue order (titles in `lang`). */
  all(lang: Lang = DEFAULT_LANG): ProductCard[] {
    return this.index.all().map((p) => this.shown(p, lang));
  }

  /** A product's card at the price it is charged now (the deal price while the deal runs), its texts in `lang`. */
  getCard(id: string, lang: Lang = DEFAULT_LANG): ProductCard | null {
    const product = this.index.get(id);
    return product ? this.shown(product, lang) : null;
  }

  /** A visible product's card (at the price charged now) with its typed data, for the comparison and the kit planner. */
  getSpecified(id: string, lang: Lang): SpecifiedProduct | null {
    const product = this.index.get(id);
    return product ? this.specified(product, lang) : null;
  }

  /** Every visible product filed under or listed in a subcategory, in catalogue order, with its typed data. */
  specifiedIn(subcategory: Subcategory, lang: Lang): SpecifiedProduct[] {
    return this.index
      .all()
      .filter((p) => p.subcategories.includes(subcategory))
      .map((p) => this.specified(p, lang));
  }

  private specified(product: IndexedProduct, lang: Lang): SpecifiedProduct {
    return { card: this.shown(product, lang), subcategory: product.subcategory, attributes: product.attributes };
  }

  /** The product page's data, its texts in `lang` (English where the product has none in it). */
  async getProduct(id: string, lang: Lang = DEFAULT_LANG): Promise<ProductDetail | null> {
    if (!this.index.get(id)) return null;
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    if (!row || row.hidden) return null;
    return this.priced(toDetail(row, lang, await publishedReviews(this.db, id)));
  }

  listIds(slug: string): string[] {
    // Hidden or removed products stay out: the menu's links would name them on every page.
    return (this.lists.get(slug) ?? []).filter((id) => this.index.get(id) !== undefined);
  }

  /** /products without the filters' counts (a caller that does not show them): every filter combined. */
  listProducts(filter: ProductFilter): ProductList {
    return this.list(filter, false);
  }

  /**
   * /products and GET /api/products: every filter combined; a search ranks, otherwise catalogue
   * order; with the filters' counts (./catalog-facets.ts), made in the same pass over the
   * candidates. Without a search or chosen ids the counts depend on the filters alone: they are
   * made once per catalogue version and shared (not to be changed by the caller).
   */
  listProductsWithFacets(filter: ProductFilter): ProductList & { facets: CatalogFacets } {
    const { facets, ...list } = this.list(filter, true);
    return { ...list, facets: facets! };
  }

  private list(filter: ProductFilter, counted: boolean): ProductList & { facets?: CatalogFacets } {
    const limit = Math.min(filter.limit ?? PRODUCTS_SEARCH_LIMIT, PRODUCTS_SEARCH_LIMIT);
    const ids = filter.ids?.length ? new Set(filter.ids) : null;
    const facetFilter: FacetFilter = {
      category: filter.category,
      subcategory: filter.subcategory,
      brand: filter.brand,
      priceMinCents: filter.priceMinCents,
      priceMaxCents: filter.priceMaxCents,
      inStock: filter.inStock,
      attributes: filter.attributes,
    };
    const query = facetQueryOf(facetFilter);
    const searching = isSearchable(filter.search);
    const kept = counted && !searching && !ids ? this.facetStore.counted(query.key) : undefined;
    const count = counted && !kept;

    let found: IndexedProduct[];
    let total: number;
    if (!count && !ids && !query.filters) {
      // Nothing to filter or count: no pass over the catalogue.
      if (searching) ({ found, total } = this.searched(filter.search!, limit));
      else {
        const { products, length } = this.facetStore.columns();
        found = products.slice(0, limit);
        total = length;
      }
    } else {
      const counter = new FacetCounter(facetFilter, this.facetStore.columns(), { count });
      // Chosen ids narrow the candidates: products outside them are neither listed nor counted.
      if (searching) {
        const accept = ids
          ? (p: IndexedProduct, rank: number) => ids.has(p.id) && counter.testAt(p, rank)
          : counter.testAt;
        ({ found, total } = this.searched(filter.search!, limit, accept));
      } else ({ found, total } = counter.scan(limit, ids ? (p) => ids.has(p.id) : undefined));
      if (count) {
        const facets = counter.result(collatorOf(DEFAULT_LANG).compare);
        if (!searching && !ids) this.facetStore.keep(query.key, facets);
        return { ...this.shownList(found, total, filter), facets };
      }
    }
    return { ...this.shownList(found, total, filter), ...(kept && { facets: kept }) };
  }

  private searched(query: string, limit: number, accept?: Accept): { found: IndexedProduct[]; total: number } {
    const result = this.index.search(query, limit, accept);
    return { found: result.hits.map((h) => h.product), total: result.total };
  }

  private shownList(found: IndexedProduct[], total: number, filter: ProductFilter): ProductList {
    const lang = filter.lang ?? DEFAULT_LANG;
    return {
      products: sortProducts(
        found.map((p) => this.shown(p, lang)),
        filter.sort ?? 'default',
        lang,
      ),
      total,
    };
  }

  suggest(query: string, limit = SUGGESTION_LIMIT, lang: Lang = DEFAULT_LANG): SearchSuggestion[] {
    if (!isSearchable(query)) return [];
    return this.index.search(query, limit).hits.map(({ product, score }) => {
      const card = this.shown(product, lang);
      return {
        id: card.id,
        title: card.title,
        brand: card.brand,
        priceCents: card.priceCents,
        image: card.image,
        score,
      };
    });
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

  /**
   * The current deal: the newest one that has not ended, for a product still on sale. Read from
   * the database (its sold count may be newer than the read model's); `soldOut` when its cap or
   * the product's stock is gone, and the product is then charged its regular price.
   */
  async getDeal(now = new Date(), lang: Lang = DEFAULT_LANG): Promise<Deal | null> {
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
      product: this.shown(indexed, lang),
      dealPriceCents: row.dealPriceCents,
      ...dealReference(row.dealPriceCents, base),
      regularPriceCents: base.priceCents,
      stock: left,
      soldOut: left === 0,
      endsAt: row.endsAt.toISOString(),
    };
  }

  /** "You Might Also Like" for these products (the cart's): see recommendations.server.ts. */
  recommendFor(productIds: string[], limit?: number, lang: Lang = DEFAULT_LANG): ProductCard[] {
    return recommendFor(this, productIds, limit, lang);
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
