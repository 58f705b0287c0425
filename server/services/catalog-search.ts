import type { AttributeValue } from '#common/attributes.ts';
import type { ProductCard, ProductImage } from '#common/catalog-types.ts';
import { SUBCATEGORY_IDS, type Subcategory } from '#common/subcategories.ts';
import { DEFAULT_LANG, localeOf, type Lang } from '#common/languages.ts';
import { PRODUCTS_SEARCH_LIMIT, SUGGESTION_LIMIT, isSearchable } from '#common/search.ts';
import type { ProductSort } from '#common/product-query.ts';
import { FacetCounter, type FacetStore, facetQueryOf, type CatalogFacets, type FacetFilter } from './catalog-facets.ts';
import type { Accept, CatalogReadModel, IndexedProduct } from './catalog-index.ts';

/**
 * Listing and search on the read model: /products and GET /api/products with their filters and
 * counts, the search box's suggestions, the sidebar's facets and the sort orders.
 */

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

export type SearchSuggestion = {
  id: string;
  title: string;
  brand: string;
  priceCents: number | null;
  image: ProductImage | null;
  score: number;
};

const collators = new Map<Lang, Intl.Collator>();
function collatorOf(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(localeOf(lang));
    collators.set(lang, collator);
  }
  return collator;
}

export class CatalogSearch {
  constructor(
    private index: CatalogReadModel,
    /** The facets' columns and counts per read-model version. */
    private facetStore: FacetStore,
    /** The card the shop shows and charges (./catalog-deal.ts shownCard). */
    private shown: (product: IndexedProduct, lang: Lang) => ProductCard,
  ) {}

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
