import type { ProductCard, ProductDetail } from '#common/catalog-types.ts';
import type { ProductAttributes } from '#common/attributes.ts';
import type { Subcategory } from '#common/subcategories.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';
import { SUGGESTION_LIMIT } from '#common/search.ts';
import type { Database } from '../db/client.ts';
import { CATALOGUE_SLICE_ROWS } from '../db/catalog/slices.ts';
import { RunningDeal, type Deal } from './catalog-deal.ts';
import { FacetStore, type CatalogFacets } from './catalog-facets.ts';
import { CatalogFeedFollower, type CatalogueReadiness } from './catalog-feed.ts';
import { HomeLists, type HomeSections } from './catalog-home.ts';
import { CatalogIndex, type CatalogReadModel, type IndexedProduct } from './catalog-index.ts';
import { readProductPage } from './catalog-product-page.ts';
import { CatalogSearch, type ProductFilter, type ProductList, type SearchSuggestion } from './catalog-search.ts';
import { recommendFor } from './recommendations.server.ts';

export type { CatalogueReadiness } from './catalog-feed.ts';
export type { Deal } from './catalog-deal.ts';
export type { HomeSections } from './catalog-home.ts';
export type { ProductFilter, ProductList, SearchSuggestion } from './catalog-search.ts';

/** A product's card with what it is (subcategory) and its typed data (#common/attributes). */
export type SpecifiedProduct = { card: ProductCard; subcategory: string | null; attributes: ProductAttributes };

export type CatalogOptions = {
  /** The read model and search (docs/decisions/001); the in-memory CatalogIndex by default. */
  index?: CatalogReadModel;
  /** Rows per query while loading (tests make it small to get many slices). */
  sliceRows?: number;
};

/**
 * The catalogue: reads come from an in-memory read model kept in step with the database by its
 * change feed (./catalog-feed.ts), so browsing and search never wait on a scan. What an order
 * charges is decided by the database, never by this copy (checkout.server.ts).
 *
 * This class is the one face the rest of the shop uses; each job lives in its own module:
 * - ./catalog-feed.ts: loading, polling, change notices, the stock checkouts wrote;
 * - ./catalog-entries.ts: a row as the read model keeps it (./catalog-index.ts holds and searches them);
 * - ./catalog-cards.ts: the card builders; ./catalog-deal.ts: the running deal and the cards at its price;
 * - ./catalog-search.ts: listing, filters with counts (./catalog-facets.ts), suggestions, sorting;
 * - ./catalog-home.ts: the home sections, /value-of-day and the curated lists;
 * - ./catalog-product-page.ts: the product page; ./recommendations.server.ts: "You Might Also Like".
 */
export class CatalogService {
  private index: CatalogReadModel;
  private deal: RunningDeal;
  private home: HomeLists;
  private search: CatalogSearch;
  private feed: CatalogFeedFollower;

  constructor(
    private db: Database,
    options: CatalogOptions = {},
  ) {
    this.index = options.index ?? new CatalogIndex();
    const facetStore = new FacetStore(this.index);
    this.deal = new RunningDeal(this.index);
    const shown = (product: IndexedProduct, lang: Lang) => this.deal.shownCard(product, lang);
    this.home = new HomeLists(this.index, shown);
    this.search = new CatalogSearch(this.index, facetStore, shown);
    this.feed = new CatalogFeedFollower(
      db,
      this.index,
      facetStore,
      options.sliceRows ?? CATALOGUE_SLICE_ROWS,
      async (database) => {
        await this.home.reload(database);
        await this.deal.reload(database);
      },
    );
  }

  // ── Following the database (./catalog-feed.ts) ──────────────────────────

  /**
   * Loads everything (in slices); with `pollMs`, other processes' writes are picked up that
   * often. Resolves early, not ready, when `stop` is called meanwhile.
   */
  start(pollMs?: number): Promise<void> {
    return this.feed.start(pollMs);
  }

  /** Loaded, or how far the load is: for /readyz (server/http/health.ts). */
  readiness(): CatalogueReadiness {
    return this.feed.readiness();
  }

  /** Stops polling (and a load in progress) and waits for a refresh in flight, so the database can close under it. */
  stop(): Promise<void> {
    return this.feed.stop();
  }

  /** Applies every product written since the last pull began (after this process's own writes). */
  refresh(): Promise<void> {
    return this.feed.refresh();
  }

  /** Another process committed a catalogue change: pull soon. */
  changed(): void {
    this.feed.changed();
  }

  /** A stock change this process's checkout wrote, applied from what its statement returned. */
  applyStock(changes: readonly { id: string; stock: number; revision: number }[]): void {
    this.feed.applyStock(changes);
  }

  /**
   * Changes whenever anything a visitor's page shows from the catalogue changes: a product
   * (its revision), the home lists, or the running deal — when it starts, sells (units left),
   * sells out or ends (by the clock, so a cached page never outlives the deal).
   */
  get generation(): string {
    return `${this.feed.appliedChanges}|${this.index.size}|${this.deal.stamp()}|${this.home.stamp}`;
  }

  /** The newest product revision pulled from the database (metrics: processes should agree). */
  get pulledRevision(): number {
    return this.feed.pulledRevision;
  }

  get productCount(): number {
    return this.index.size;
  }

  // ── Cards ────────────────────────────────────────────────────────────────

  /** Every visible product in catalogue order (titles in `lang`). */
  all(lang: Lang = DEFAULT_LANG): ProductCard[] {
    return this.index.all().map((p) => this.deal.shownCard(p, lang));
  }

  /** A product's card at the price it is charged now (the deal price while the deal runs), its texts in `lang`. */
  getCard(id: string, lang: Lang = DEFAULT_LANG): ProductCard | null {
    const product = this.index.get(id);
    return product ? this.deal.shownCard(product, lang) : null;
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
    return {
      card: this.deal.shownCard(product, lang),
      subcategory: product.subcategory,
      attributes: product.attributes,
    };
  }

  /** The product page's data, its texts in `lang` (English where the product has none in it). */
  async getProduct(id: string, lang: Lang = DEFAULT_LANG): Promise<ProductDetail | null> {
    if (!this.index.get(id)) return null;
    const detail = await readProductPage(this.db, id, lang);
    return detail && this.deal.atDealPrice(detail);
  }

  // ── Listing and search (./catalog-search.ts) ─────────────────────────────

  /** /products without the filters' counts (a caller that does not show them): every filter combined. */
  listProducts(filter: ProductFilter): ProductList {
    return this.search.listProducts(filter);
  }

  /** /products and GET /api/products: every filter combined, with the filters' counts. */
  listProductsWithFacets(filter: ProductFilter): ProductList & { facets: CatalogFacets } {
    return this.search.listProductsWithFacets(filter);
  }

  suggest(query: string, limit = SUGGESTION_LIMIT, lang: Lang = DEFAULT_LANG): SearchSuggestion[] {
    return this.search.suggest(query, limit, lang);
  }

  /** Brands, categories and subcategories present in the catalogue, for the /products sidebar. */
  facets(): { categories: string[]; subcategories: Subcategory[]; brands: string[] } {
    return this.search.facets();
  }

  // ── Home lists, the deal, recommendations ────────────────────────────────

  listIds(slug: string): string[] {
    return this.home.listIds(slug);
  }

  homeSections(lang: Lang = DEFAULT_LANG): HomeSections {
    return this.home.homeSections(lang);
  }

  /** Featured products for /value-of-day, the deal's product first. */
  valueOfDayProducts(deal: Deal | null, lang: Lang = DEFAULT_LANG): ProductCard[] {
    return this.home.valueOfDayProducts(deal, lang);
  }

  /** The current deal, read from the database (./catalog-deal.ts). */
  getDeal(now = new Date(), lang: Lang = DEFAULT_LANG): Promise<Deal | null> {
    return this.deal.current(this.db, now, lang);
  }

  /** "You Might Also Like" for these products (the cart's): see recommendations.server.ts. */
  recommendFor(productIds: string[], limit?: number, lang: Lang = DEFAULT_LANG): ProductCard[] {
    return recommendFor(this, productIds, limit, lang);
  }
}
