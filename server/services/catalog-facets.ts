import { attributesOf, type AttributeDefinition, type AttributeValue } from '#common/attributes.ts';
import { CATEGORIES } from '#common/catalog-types.ts';
import { compareAttributeValues } from '#common/product-query.ts';
import { SUBCATEGORY_IDS, isSubcategory, subcategoriesOf, type Subcategory } from '#common/subcategories.ts';
import { foldText } from '#common/text.ts';
import type { IndexedProduct } from './catalog-index.ts';

/**
 * The /products filters and their counts (docs/product.md §2, issue 13 "Find by what matters").
 *
 * Disjunctive faceting: a facet's counts apply every other active filter but not its own, so the
 * brand list is narrowed to the category and "4 MP (5)" says how many products ticking 4 MP adds
 * (or leaves, when it is ticked). Everything is counted in one pass over the candidates (the
 * catalogue, or a search's matches): a product failing no filter is listed and counted in every
 * facet; one failing exactly the filters a facet ignores is counted in that facet only.
 */

export type FacetCount<V> = { value: V; count: number };
export type AttributeFacet = { key: string; values: FacetCount<AttributeValue>[] };
export type CatalogFacets = {
  categories: FacetCount<string>[];
  subcategories: FacetCount<Subcategory>[];
  /** Alphabetical. */
  brands: FacetCount<string>[];
  /** The attributes filtering the products in view (`facet: true`), in their set's order. */
  attributes: AttributeFacet[];
  /** The lowest and highest price present (cents), null when no product has one. */
  price: { minCents: number | null; maxCents: number | null };
  /** Products in stock (with every other filter). */
  inStock: number;
};

/** What /products filters on (cents for prices; category and brand in any case). */
export type FacetFilter = {
  category?: string;
  subcategory?: string;
  brand?: string;
  priceMinCents?: number;
  priceMaxCents?: number;
  inStock?: boolean;
  /** Attribute key → the values any of which a product must have. Keys outside the view are ignored. */
  attributes?: Record<string, readonly AttributeValue[]>;
};

/**
 * The attributes offered as filters: the subcategory's facets; with only a category, the facets
 * every one of its subcategories has; with neither, none.
 */
export function facetAttributesFor(category?: string, subcategory?: string): AttributeDefinition[] {
  if (subcategory && isSubcategory(subcategory)) return attributesOf(subcategory).filter((d) => d.facet);
  if (!category) return [];
  const subs = subcategoriesOf(foldText(category));
  if (!subs.length) return [];
  const [first, ...rest] = subs.map((s) => attributesOf(s).filter((d) => d.facet));
  return first.filter((d) => rest.every((set) => set.some((o) => o.key === d.key)));
}

type Box = { n: number };
const counts = <V>(map: Map<V, Box>): FacetCount<V>[] => [...map].map(([value, box]) => ({ value, count: box.n }));

const CATEGORY = 1;
const SUBCATEGORY = 2;
const BRAND = 4;
const PRICE = 8;
const STOCK = 16;
const FIRST_ATTRIBUTE = 32;

/**
 * One pass of filtering and counting. `test` says whether a product passes every filter (and
 * counts it); the facets are read once the candidates have all been seen.
 */
export class FacetCounter {
  private readonly category: string | null;
  private readonly subcategory: string | null;
  private readonly brand: string | null;
  private readonly minCents: number | null;
  private readonly maxCents: number | null;
  private readonly inStock: boolean;
  private readonly definitions: AttributeDefinition[];
  /** Per attribute in view: the chosen values, or null when it does not filter. */
  private readonly chosen: (readonly AttributeValue[] | null)[];

  // Counters are boxes: one hash lookup per count instead of a get and a set.
  private readonly categories = new Map<string, Box>();
  private readonly subcategories = new Map<string, Box>();
  private readonly brands = new Map<string, Box>();
  private readonly values: Map<AttributeValue, Box>[];
  private minPrice = Infinity;
  private maxPrice = -Infinity;
  private inStockCount = 0;
  /** Folded spellings, a handful of distinct ones per pass. */
  private readonly folded = new Map<string, string>();

  constructor(filter: FacetFilter) {
    this.category = filter.category ? foldText(filter.category) : null;
    this.subcategory = filter.subcategory ?? null;
    this.brand = filter.brand ? foldText(filter.brand) : null;
    this.minCents = filter.priceMinCents ?? null;
    this.maxCents = filter.priceMaxCents ?? null;
    this.inStock = filter.inStock ?? false;
    this.definitions = facetAttributesFor(filter.category, filter.subcategory);
    this.chosen = this.definitions.map((d) => {
      const values = filter.attributes?.[d.key];
      return values?.length ? values : null;
    });
    this.values = this.definitions.map(() => new Map());
  }

  /** Whether any filter applies (without one every candidate is listed). */
  get filters(): boolean {
    return (
      this.category !== null ||
      this.subcategory !== null ||
      this.brand !== null ||
      this.minCents !== null ||
      this.maxCents !== null ||
      this.inStock ||
      this.chosen.some((c) => c !== null)
    );
  }

  private fold(text: string): string {
    let folded = this.folded.get(text);
    if (folded === undefined) {
      folded = foldText(text);
      this.folded.set(text, folded);
    }
    return folded;
  }

  /** The filters a product fails, as bits. */
  failures(p: IndexedProduct): number {
    let mask = 0;
    if (this.category !== null && this.fold(p.category) !== this.category) mask |= CATEGORY;
    if (this.subcategory !== null && !(p.subcategories as readonly string[]).includes(this.subcategory))
      mask |= SUBCATEGORY;
    if (this.brand !== null && this.fold(p.brand) !== this.brand) mask |= BRAND;
    if (this.minCents !== null || this.maxCents !== null) {
      const price = p.priceCents;
      if (
        price == null ||
        (this.minCents !== null && price < this.minCents) ||
        (this.maxCents !== null && price > this.maxCents)
      )
        mask |= PRICE;
    }
    if (this.inStock && !(p.stock > 0)) mask |= STOCK;
    const chosen = this.chosen;
    for (let i = 0; i < chosen.length; i++) {
      const values = chosen[i];
      if (values === null) continue;
      const value = p.attributes[this.definitions[i].key];
      if (value === undefined || !values.includes(value)) mask |= FIRST_ATTRIBUTE << i;
    }
    return mask;
  }

  /** Counts a product where it belongs; true when it passes every filter (it is listed). */
  test = (p: IndexedProduct): boolean => {
    const mask = this.failures(p);
    if (mask === 0) {
      this.countAll(p);
      return true;
    }
    // A facet ignores its own filter (the category's also the subcategory's: choosing another
    // category leaves the subcategory); a product failing any other is counted nowhere.
    if ((mask & ~(CATEGORY | SUBCATEGORY)) === 0) this.add(this.categories, p.category);
    if (mask === SUBCATEGORY) for (const s of p.subcategories) this.add(this.subcategories, s);
    else if (mask === BRAND) this.add(this.brands, p.brand);
    else if (mask === PRICE) this.countPrice(p);
    else if (mask === STOCK) this.inStockCount += p.stock > 0 ? 1 : 0;
    else if (mask >= FIRST_ATTRIBUTE && (mask & (mask - 1)) === 0) {
      const i = 31 - Math.clz32(mask / FIRST_ATTRIBUTE);
      this.countAttribute(p, i);
    }
    return false;
  };

  private add<K>(map: Map<K, Box>, key: K): void {
    const box = map.get(key);
    if (box) box.n++;
    else map.set(key, { n: 1 });
  }

  private countPrice(p: IndexedProduct): void {
    const price = p.priceCents;
    if (price == null) return;
    if (price < this.minPrice) this.minPrice = price;
    if (price > this.maxPrice) this.maxPrice = price;
  }

  private countAttribute(p: IndexedProduct, i: number): void {
    const value = p.attributes[this.definitions[i].key];
    if (value !== undefined) this.add(this.values[i], value);
  }

  private countAll(p: IndexedProduct): void {
    this.add(this.categories, p.category);
    for (const s of p.subcategories) this.add(this.subcategories, s);
    this.add(this.brands, p.brand);
    this.countPrice(p);
    if (p.stock > 0) this.inStockCount++;
    for (let i = 0; i < this.definitions.length; i++) this.countAttribute(p, i);
  }

  /** The counts, each list in its stable order. */
  result(compareBrands: (a: string, b: string) => number): CatalogFacets {
    const known = CATEGORIES as readonly string[];
    const rank = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length);
    return {
      categories: counts(this.categories).sort(
        (a, b) => rank(a.value) - rank(b.value) || compareBrands(a.value, b.value),
      ),
      subcategories: SUBCATEGORY_IDS.filter((s) => this.subcategories.has(s)).map((value) => ({
        value,
        count: this.subcategories.get(value)!.n,
      })),
      brands: counts(this.brands).sort((a, b) => compareBrands(a.value, b.value)),
      attributes: this.definitions.map((definition, i) => ({
        key: definition.key,
        values: counts(this.values[i]).sort((a, b) => compareAttributeValues(definition, a.value, b.value)),
      })),
      price:
        this.minPrice === Infinity
          ? { minCents: null, maxCents: null }
          : { minCents: this.minPrice, maxCents: this.maxPrice },
      inStock: this.inStockCount,
    };
  }
}
