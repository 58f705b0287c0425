import { ATTRIBUTE_SETS, type AttributeDefinition, type AttributeValue } from './attributes.ts';
import type { Subcategory } from './subcategories.ts';

/*
 * The /products query's rules that pages and server share without its schema (zod, in
 * ./schemas/catalog.ts): sorts, which attributes filter, their values in a URL, and what a parsed
 * query lists. Kept apart so the listing's links and chips load no validator in the browser.
 */

export const PRODUCT_SORTS = ['default', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * A parsed query, as ./schemas/catalog.ts's schema gives it (checked there). Its attribute
 * filters ride along under their keys: read them with `attributeFiltersOf`.
 */
export type ProductQuery = {
  search: string | undefined;
  category: string | undefined;
  brand: string | undefined;
  subcategory: Subcategory | undefined;
  id: string[] | undefined;
  sort: ProductSort;
  /** Cents. */
  priceMin: number | undefined;
  /** Cents. */
  priceMax: number | undefined;
  inStock: true | undefined;
};

/**
 * The attributes that can filter /products (`facet: true` in some subcategory's set), each once.
 * A key means the same in every set, so one definition validates it.
 */
export const FACET_ATTRIBUTES: ReadonlyMap<string, AttributeDefinition> = new Map(
  Object.values(ATTRIBUTE_SETS)
    .flat()
    .filter((d: AttributeDefinition) => d.facet)
    .map((d) => [d.key, d] as const),
);

/** A flag's values in the URL: `audio=yes`. */
export const FLAG_VALUES = { yes: true, no: false } as const;
const NUMBER_TEXT = /^\d{1,9}(\.\d{1,6})?$/;

/** One URL value of an attribute as its typed value; undefined when it is not one of the attribute's values. */
export function attributeValueOf(definition: AttributeDefinition, text: string): AttributeValue | undefined {
  switch (definition.kind) {
    case 'number': {
      if (!NUMBER_TEXT.test(text)) return undefined;
      const value = Number(text);
      return value >= definition.min && value <= definition.max ? value : undefined;
    }
    case 'choice':
      return definition.values.includes(text) ? text : undefined;
    case 'flag':
      return Object.hasOwn(FLAG_VALUES, text) ? FLAG_VALUES[text as keyof typeof FLAG_VALUES] : undefined;
  }
}

/** An attribute's value as the URL writes it (`4`, `af`, `yes`). */
export function attributeValueText(value: AttributeValue): string {
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
}

/** Where a value stands in an attribute's list: numbers ascending, choices as declared, yes before no. */
export function compareAttributeValues(definition: AttributeDefinition, a: AttributeValue, b: AttributeValue): number {
  switch (definition.kind) {
    case 'number':
      return (a as number) - (b as number);
    case 'choice':
      return definition.values.indexOf(a as string) - definition.values.indexOf(b as string);
    case 'flag':
      return Number(b) - Number(a);
  }
}

/** The attribute filters a parsed query holds: key → the values any of which a product must have. */
export function attributeFiltersOf(query: ProductQuery): Record<string, AttributeValue[]> {
  const filters: Record<string, AttributeValue[]> = {};
  const values = query as unknown as Record<string, unknown>;
  for (const key of FACET_ATTRIBUTES.keys()) {
    const chosen = values[key];
    if (Array.isArray(chosen) && chosen.length) filters[key] = chosen as AttributeValue[];
  }
  return filters;
}

/** A URL's query as the API's validator sees it: a repeated key as the list of its values. */
export function queryValues(params: URLSearchParams): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    values[key] = all.length === 1 ? all[0] : all;
  }
  return values;
}

/** What the catalogue lists for a parsed query (CatalogService.listProducts' filter): the page and the API alike. */
export function listFilterOf(query: ProductQuery) {
  return {
    search: query.search,
    category: query.category,
    subcategory: query.subcategory,
    brand: query.brand,
    ids: query.id,
    sort: query.sort,
    priceMinCents: query.priceMin,
    priceMaxCents: query.priceMax,
    inStock: query.inStock,
    attributes: attributeFiltersOf(query),
  };
}
