import { ATTRIBUTE_SETS, attributesOf, type AttributeDefinition, type AttributeValue } from '#common/attributes.ts';
import { CATEGORIES } from '#common/categories.ts';
import { compareAttributeValues } from '#common/product-query.ts';
import { SUBCATEGORY_IDS, isSubcategory, subcategoriesOf, type Subcategory } from '#common/subcategories.ts';
import { foldText } from '#common/text.ts';
import type { IndexedProduct } from './catalog-index.ts';

/**
 * The /products filters and their counts (docs/product.md §23.2; counting fast: decision 012, addendum).
 *
 * Disjunctive faceting: a facet's counts apply every other active filter but not its own, so the
 * brand list is narrowed to the category and "4 MP (5)" says how many products ticking 4 MP adds
 * (or leaves, when it is ticked). Everything is counted in one pass over the candidates (the
 * catalogue, or a search's matches): a product failing no filter is listed and counted in every
 * facet; one failing exactly the filters a facet ignores is counted in that facet only.
 *
 * The pass reads `FacetColumns`: the catalogue as typed arrays of small codes, made once per
 * catalogue version and patched where products changed, so filtering and counting 100k products
 * is a loop over numbers (docs/decisions/012, "Counting fast").
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

/** Distinct values numbered from 0 in order of first sight; codes are never reused. */
class Codes<V> {
  readonly values: V[] = [];
  private readonly codeOf = new Map<V, number>();

  code(value: V): number {
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codeOf.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** The code of a value already seen, or -1. */
  find(value: V): number {
    return this.codeOf.get(value) ?? -1;
  }
}

/** Names (categories, brands) with their folded spelling, folded once per name. */
class NameCodes extends Codes<string> {
  private readonly folded: string[] = [];

  foldedAt(code: number): string {
    return (this.folded[code] ??= foldText(this.values[code]));
  }
}

/** One attribute's values per row: 0 where the product does not state it, else its value's code + 1. */
type AttributeColumn = { codes: Uint16Array | Int32Array; values: Codes<AttributeValue> };

const SUBCATEGORY_BIT = new Map(SUBCATEGORY_IDS.map((s, i) => [s as string, 1 << i]));

function grown<T extends Int32Array | Uint32Array | Uint16Array | Uint8Array | Float64Array>(old: T, size: number): T {
  const next = new (old.constructor as new (n: number) => T)(size);
  next.set(old);
  return next;
}

/**
 * The catalogue as the facets read it: per row (a product, in catalogue order) a category code,
 * a brand code, the subcategories as bits, the price (NaN without one), whether it is in stock,
 * and per attribute asked for so far its value's code. `sync` brings it in step with the read
 * model's list: rows whose product object changed are coded again, the others are kept.
 */
export class FacetColumns {
  length = 0;
  /** The product of each row. */
  readonly products: IndexedProduct[] = [];
  category = new Int32Array(0);
  brand = new Int32Array(0);
  subcategories = new Uint32Array(0);
  price = new Float64Array(0);
  inStock = new Uint8Array(0);
  readonly categories = new NameCodes();
  readonly brands = new NameCodes();
  private readonly attributes = new Map<string, AttributeColumn>();
  /** Row by product, made when a search first needs it, then kept in step. */
  private rows: Map<IndexedProduct, number> | null = null;

  static of(products: readonly IndexedProduct[]): FacetColumns {
    const columns = new FacetColumns();
    columns.sync(products);
    return columns;
  }

  /** Makes row i hold products[i]; returns how many rows were coded again. */
  sync(products: readonly IndexedProduct[]): number {
    const n = products.length;
    this.reserve(n);
    const rows = this.rows;
    for (let row = n; row < this.length; row++) {
      if (rows?.get(this.products[row]) === row) rows.delete(this.products[row]);
    }
    let changed = 0;
    for (let row = 0; row < n; row++) {
      if (row < this.length && this.products[row] === products[row]) continue;
      this.code(row, products[row]);
      changed++;
    }
    this.products.length = n;
    this.length = n;
    return changed;
  }

  /** Adds a product as the last row. */
  push(product: IndexedProduct): number {
    const row = this.length;
    this.reserve(row + 1);
    this.code(row, product);
    this.length = row + 1;
    return row;
  }

  /** The row holding this very product object, if any (a lookup in a large map: `testAt` avoids it). */
  rowOf(product: IndexedProduct): number | undefined {
    if (!this.rows) {
      this.rows = new Map();
      for (let row = 0; row < this.length; row++) this.rows.set(this.products[row], row);
    }
    return this.rows.get(product);
  }

  /** The attributes coded so far. */
  get attributeKeys(): string[] {
    return [...this.attributes.keys()];
  }

  /** An attribute's column, coded on first use. */
  attribute(key: string): AttributeColumn {
    let column = this.attributes.get(key);
    if (!column) {
      // Two bytes a row (33 attributes at 1M products: 66 MB); wider past 65 535 distinct values.
      column = { codes: new Uint16Array(this.category.length), values: new Codes() };
      for (let row = 0; row < this.length; row++) setCode(column, row, this.products[row], key);
      this.attributes.set(key, column);
    }
    return column;
  }

  private code(row: number, p: IndexedProduct): void {
    const rows = this.rows;
    if (rows) {
      const old = this.products[row];
      // The old product may already hold another row (the rows shifted): that one stays.
      if (old !== undefined && rows.get(old) === row) rows.delete(old);
      rows.set(p, row);
    }
    this.products[row] = p;
    this.category[row] = this.categories.code(p.category);
    this.brand[row] = this.brands.code(p.brand);
    let bits = 0;
    for (const s of p.subcategories) bits |= SUBCATEGORY_BIT.get(s) ?? 0;
    this.subcategories[row] = bits;
    this.price[row] = p.priceCents ?? NaN;
    this.inStock[row] = p.stock > 0 ? 1 : 0;
    for (const [key, column] of this.attributes) setCode(column, row, p, key);
  }

  private reserve(size: number): void {
    if (this.category.length >= size) return;
    const capacity = Math.max(size, this.category.length * 2, 64);
    this.category = grown(this.category, capacity);
    this.brand = grown(this.brand, capacity);
    this.subcategories = grown(this.subcategories, capacity);
    this.price = grown(this.price, capacity);
    this.inStock = grown(this.inStock, capacity);
    for (const column of this.attributes.values()) column.codes = grown(column.codes, capacity);
  }
}

function setCode(column: AttributeColumn, row: number, p: IndexedProduct, key: string): void {
  const value = p.attributes[key];
  const code = value === undefined ? 0 : column.values.code(value) + 1;
  if (code > 0xffff && column.codes instanceof Uint16Array) column.codes = Int32Array.from(column.codes);
  column.codes[row] = code;
}

const CATEGORY = 1;
const SUBCATEGORY = 2;
const BRAND = 4;
const PRICE = 8;
const STOCK = 16;
const FIRST_ATTRIBUTE = 32;

/** Per code, 1 where the name (folded) is the one asked for (folded). */
function matching(names: NameCodes, wanted: string, from = 0, into?: Uint8Array): Uint8Array {
  const size = names.values.length;
  const table = into ?? new Uint8Array(size);
  for (let code = from; code < size; code++) table[code] = names.foldedAt(code) === wanted ? 1 : 0;
  return table;
}

/**
 * One pass of filtering and, unless `count` is false, counting over a FacetColumns. `scan` runs
 * it over every row; `testAt` and `test` over one product (a search's candidates). Without
 * columns, `test` adds each product it is given to columns of its own.
 */
export class FacetCounter {
  private readonly columns: FacetColumns;
  private readonly own: boolean;
  private readonly count: boolean;
  private readonly category: string | null;
  /** The bit of the subcategory asked for (0 for an unknown one: nothing matches). */
  private readonly subcategoryBit: number;
  private readonly subcategoryFilter: boolean;
  private readonly brand: string | null;
  private readonly minCents: number;
  private readonly maxCents: number;
  private readonly priceFilter: boolean;
  private readonly inStock: boolean;
  private readonly definitions: AttributeDefinition[];
  /** Per attribute in view: its column, and per code whether the value is chosen (null: no filter). */
  private readonly attributeColumns: AttributeColumn[];
  private readonly chosen: (readonly AttributeValue[] | null)[];
  private chosenCodes: (Uint8Array | null)[];
  private categoryOk: Uint8Array | null;
  private brandOk: Uint8Array | null;

  // Counts by code.
  private categoryCounts: Int32Array;
  private brandCounts: Int32Array;
  private valueCounts: Int32Array[];
  private readonly subcategoryCounts = new Int32Array(SUBCATEGORY_IDS.length);
  private minPrice = Infinity;
  private maxPrice = -Infinity;
  private inStockCount = 0;

  constructor(filter: FacetFilter, columns?: FacetColumns, options: { count?: boolean } = {}) {
    this.own = !columns;
    this.columns = columns ?? new FacetColumns();
    this.count = options.count ?? true;
    this.category = filter.category ? foldText(filter.category) : null;
    this.subcategoryFilter = !!filter.subcategory;
    this.subcategoryBit = filter.subcategory ? (SUBCATEGORY_BIT.get(filter.subcategory) ?? 0) : 0;
    this.brand = filter.brand ? foldText(filter.brand) : null;
    this.priceFilter = filter.priceMinCents != null || filter.priceMaxCents != null;
    this.minCents = filter.priceMinCents ?? -Infinity;
    this.maxCents = filter.priceMaxCents ?? Infinity;
    this.inStock = filter.inStock ?? false;
    this.definitions = facetAttributesFor(filter.category, filter.subcategory);
    this.attributeColumns = this.definitions.map((d) => this.columns.attribute(d.key));
    this.chosen = this.definitions.map((d) => {
      const values = filter.attributes?.[d.key];
      return values?.length ? values : null;
    });
    const { categories, brands } = this.columns;
    this.categoryOk = this.category === null ? null : matching(categories, this.category);
    this.brandOk = this.brand === null ? null : matching(brands, this.brand);
    this.chosenCodes = this.chosen.map((values, i) => values && this.chosenTable(i, values));
    this.categoryCounts = new Int32Array(categories.values.length);
    this.brandCounts = new Int32Array(brands.values.length);
    this.valueCounts = this.attributeColumns.map((c) => new Int32Array(c.values.values.length + 1));
  }

  private chosenTable(i: number, values: readonly AttributeValue[]): Uint8Array {
    const codes = this.attributeColumns[i].values;
    const table = new Uint8Array(codes.values.length + 1);
    for (const value of values) {
      const code = codes.find(value);
      if (code >= 0) table[code + 1] = 1;
    }
    return table;
  }

  /** Own columns only: codes seen after the tables were made get their entries. */
  private fit(): void {
    const { categories, brands } = this.columns;
    if (this.categoryCounts.length < categories.values.length) {
      const from = this.categoryCounts.length;
      this.categoryCounts = grown(this.categoryCounts, categories.values.length);
      if (this.categoryOk)
        this.categoryOk = matching(categories, this.category!, from, grown(this.categoryOk, categories.values.length));
    }
    if (this.brandCounts.length < brands.values.length) {
      const from = this.brandCounts.length;
      this.brandCounts = grown(this.brandCounts, brands.values.length);
      if (this.brandOk) this.brandOk = matching(brands, this.brand!, from, grown(this.brandOk, brands.values.length));
    }
    this.attributeColumns.forEach((column, i) => {
      const size = column.values.values.length + 1;
      if (this.valueCounts[i].length >= size) return;
      this.valueCounts[i] = grown(this.valueCounts[i], size);
      const chosen = this.chosen[i];
      if (chosen) this.chosenCodes[i] = this.chosenTable(i, chosen);
    });
  }

  /**
   * `test` for a product at a known row (a search's match at its place in catalogue order: the
   * columns' order), checked and else looked up.
   */
  testAt = (p: IndexedProduct, row: number): boolean =>
    !this.own && this.columns.products[row] === p ? this.testRow(row) : this.test(p);

  /** Counts a product where it belongs; true when it passes every filter (it is listed). */
  test = (p: IndexedProduct): boolean => {
    let row: number | undefined;
    if (this.own) {
      row = this.columns.push(p);
      this.fit();
    } else row = this.columns.rowOf(p);
    return row !== undefined && this.testRow(row);
  };

  /**
   * Every row in order: the first `limit` passing every filter (and `keep`, when given) are
   * returned, all of them are counted in `total`.
   */
  scan(limit: number, keep?: (p: IndexedProduct) => boolean): { found: IndexedProduct[]; total: number } {
    const { products, length } = this.columns;
    const found: IndexedProduct[] = [];
    let total = 0;
    for (let row = 0; row < length; row++) {
      if (keep && !keep(products[row])) continue;
      if (this.testRow(row) && total++ < limit) found.push(products[row]);
    }
    return { found, total };
  }

  /** The filters a row fails, as bits. */
  private failures(row: number): number {
    const c = this.columns;
    let mask = 0;
    if (this.categoryOk !== null && this.categoryOk[c.category[row]] === 0) mask = CATEGORY;
    if (this.subcategoryFilter && (c.subcategories[row] & this.subcategoryBit) === 0) mask |= SUBCATEGORY;
    if (this.brandOk !== null && this.brandOk[c.brand[row]] === 0) mask |= BRAND;
    if (this.priceFilter) {
      const price = c.price[row];
      // NaN (no price) fails both.
      if (!(price >= this.minCents && price <= this.maxCents)) mask |= PRICE;
    }
    if (this.inStock && c.inStock[row] === 0) mask |= STOCK;
    const chosen = this.chosenCodes;
    for (let i = 0; i < chosen.length; i++) {
      const table = chosen[i];
      if (table !== null && table[this.attributeColumns[i].codes[row]] === 0) mask |= FIRST_ATTRIBUTE << i;
    }
    return mask;
  }

  private testRow(row: number): boolean {
    const mask = this.failures(row);
    if (!this.count) return mask === 0;
    const c = this.columns;
    if (mask === 0) {
      this.countAll(row);
      return true;
    }
    // A facet ignores its own filter (the category's also the subcategory's: choosing another
    // category leaves the subcategory); a product failing any other is counted nowhere.
    if ((mask & ~(CATEGORY | SUBCATEGORY)) === 0) this.categoryCounts[c.category[row]]++;
    if (mask === SUBCATEGORY) this.countSubcategories(c.subcategories[row]);
    else if (mask === BRAND) this.brandCounts[c.brand[row]]++;
    else if (mask === PRICE) this.countPrice(c.price[row]);
    else if (mask === STOCK) this.inStockCount += c.inStock[row];
    else if (mask >= FIRST_ATTRIBUTE && (mask & (mask - 1)) === 0) {
      const i = 31 - Math.clz32(mask) - 5;
      this.valueCounts[i][this.attributeColumns[i].codes[row]]++;
    }
    return false;
  }

  private countSubcategories(bits: number): void {
    for (let rest = bits; rest !== 0;) {
      const low = rest & -rest;
      rest ^= low;
      this.subcategoryCounts[31 - Math.clz32(low)]++;
    }
  }

  private countPrice(price: number): void {
    // NaN (no price) compares false both ways.
    if (price < this.minPrice) this.minPrice = price;
    if (price > this.maxPrice) this.maxPrice = price;
  }

  private countAll(row: number): void {
    const c = this.columns;
    this.categoryCounts[c.category[row]]++;
    this.countSubcategories(c.subcategories[row]);
    this.brandCounts[c.brand[row]]++;
    this.countPrice(c.price[row]);
    this.inStockCount += c.inStock[row];
    for (let i = 0; i < this.valueCounts.length; i++) this.valueCounts[i][this.attributeColumns[i].codes[row]]++;
  }

  /** The counts, each list in its stable order. */
  result(compareBrands: (a: string, b: string) => number): CatalogFacets {
    const known = CATEGORIES as readonly string[];
    const rank = (c: string) => (known.includes(c) ? known.indexOf(c) : known.length);
    const counted = <V>(values: readonly V[], counts: Int32Array, offset = 0): FacetCount<V>[] => {
      const out: FacetCount<V>[] = [];
      for (let code = offset; code < counts.length; code++)
        if (counts[code] > 0) out.push({ value: values[code - offset], count: counts[code] });
      return out;
    };
    return {
      categories: counted(this.columns.categories.values, this.categoryCounts).sort(
        (a, b) => rank(a.value) - rank(b.value) || compareBrands(a.value, b.value),
      ),
      subcategories: counted(SUBCATEGORY_IDS, this.subcategoryCounts),
      brands: counted(this.columns.brands.values, this.brandCounts).sort((a, b) => compareBrands(a.value, b.value)),
      attributes: this.definitions.map((definition, i) => ({
        key: definition.key,
        // Code 0 is "not stated": not a value.
        values: counted(this.attributeColumns[i].values.values, this.valueCounts[i], 1).sort((a, b) =>
          compareAttributeValues(definition, a.value, b.value),
        ),
      })),
      price:
        this.minPrice === Infinity
          ? { minCents: null, maxCents: null }
          : { minCents: this.minPrice, maxCents: this.maxPrice },
      inStock: this.inStockCount,
    };
  }
}

/**
 * What a filter's counts depend on, in one spelling (folded names, the attributes in view, their
 * values in any order), and whether any filter applies.
 */
export function facetQueryOf(filter: FacetFilter): { key: string; filters: boolean } {
  const attributes = facetAttributesFor(filter.category, filter.subcategory)
    .map((d) => [d.key, (filter.attributes?.[d.key] ?? []).map((v) => JSON.stringify(v)).sort()] as const)
    .filter(([, values]) => values.length > 0);
  const named = [
    filter.category ? foldText(filter.category) : null,
    filter.subcategory || null,
    filter.brand ? foldText(filter.brand) : null,
    filter.priceMinCents ?? null,
    filter.priceMaxCents ?? null,
  ];
  const inStock = filter.inStock ?? false;
  return {
    key: JSON.stringify([...named, inStock, attributes]),
    filters: named.some((v) => v !== null) || inStock || attributes.length > 0,
  };
}

/** Every attribute some subcategory filters on. */
const FACET_KEYS = [
  ...new Set(
    Object.values(ATTRIBUTE_SETS).flatMap((set: readonly AttributeDefinition[]) =>
      set.filter((d) => d.facet).map((d) => d.key),
    ),
  ),
];

/** Counts kept per catalogue version; past this many filters the oldest go. */
const KEPT_COUNTS = 256;

/**
 * The read model's columns for its current version, and the counts made in that version: without
 * a search, a filter's counts are the same for every request until a product changes (the
 * read model's `version` moves), so /products pays for counting a filter once per version.
 */
export class FacetStore {
  private readonly current = new FacetColumns();
  private version = -1;
  private readonly counts = new Map<string, CatalogFacets>();

  constructor(private readonly source: { readonly version: number; all(): IndexedProduct[] }) {}

  /** The columns in step with the read model (rows of changed products coded again). */
  columns(): FacetColumns {
    this.check();
    return this.current;
  }

  /** Counts made in this version for a filter's key (facetQueryOf); shared: not to be changed. */
  counted(key: string): CatalogFacets | undefined {
    this.check();
    return this.counts.get(key);
  }

  /**
   * Makes the columns ahead of the first request that needs them (at 100k products each
   * attribute's takes some milliseconds), one attribute per step; the caller yields between steps.
   */
  *warm(): Generator<void, void, void> {
    this.check();
    for (const key of FACET_KEYS) {
      yield;
      this.columns().attribute(key);
    }
  }

  keep(key: string, facets: CatalogFacets): void {
    this.check();
    this.counts.set(key, facets);
    if (this.counts.size > KEPT_COUNTS) this.counts.delete(this.counts.keys().next().value!);
  }

  private check(): void {
    const version = this.source.version;
    if (version === this.version) return;
    this.current.sync(this.source.all());
    this.counts.clear();
    this.version = version;
  }
}
