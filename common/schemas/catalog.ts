import { z } from 'zod';
import { ATTRIBUTE_SETS, type AttributeDefinition, type AttributeValue } from '../attributes.ts';
import { isSubcategory, type Subcategory } from '../subcategories.ts';

export const PRODUCT_SORTS = ['default', 'price-asc', 'price-desc', 'name-asc', 'name-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

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

/** At most this many values of one attribute are read from a URL. */
const MAX_FILTER_VALUES = 40;
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

/** A repeated key (`resolutionMp=4&resolutionMp=8`) is any of its values; each value once, in the attribute's order. */
function attributeFilterSchema(definition: AttributeDefinition) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw, ctx): AttributeValue[] | undefined => {
      const texts = (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw])
        .map((v) => v.trim())
        .filter(Boolean)
        .slice(0, MAX_FILTER_VALUES);
      const values: AttributeValue[] = [];
      for (const text of texts) {
        const value = attributeValueOf(definition, text);
        if (value === undefined) {
          ctx.addIssue({ code: 'custom', message: 'filters.badValue' });
          return z.NEVER;
        }
        if (!values.includes(value)) values.push(value);
      }
      return values.length ? values.sort((a, b) => compareAttributeValues(definition, a, b)) : undefined;
    });
}

const PRICE_TEXT = /^\d{1,7}([.,]\d{1,2})?$/;

/** A price as the shopper types it, in dollars (`100`, `99.5`, `99,50`), as cents; empty is no bound. */
const priceSchema = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): number | undefined => {
    if (!v) return undefined;
    const text = v.replace(/[\s$]/g, '');
    if (!PRICE_TEXT.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'filters.badPrice' });
      return z.NEVER;
    }
    return Math.round(Number(text.replace(',', '.')) * 100);
  });

/** The attribute filters' part of the query: `resolutionMp=4&poeStandard=af` (see FACET_ATTRIBUTES). */
const attributeShape = Object.fromEntries(
  [...FACET_ATTRIBUTES.values()].map((d) => [d.key, attributeFilterSchema(d)]),
) as Record<string, ReturnType<typeof attributeFilterSchema>>;

const baseQuerySchema = z.object({
  search: optionalText(200),
  category: optionalText(60),
  brand: optionalText(60),
  /** One of the declared subcategories (#common/subcategories); the menu links filter on it. */
  subcategory: optionalText(60).transform((v, ctx): Subcategory | undefined => {
    if (v === undefined || isSubcategory(v)) return v;
    ctx.addIssue({ code: 'custom', message: 'errors.unknownSubcategory' });
    return z.NEVER;
  }),
  id: optionalText(4000).transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .slice(0, 200)
      : undefined,
  ),
  // An unknown sort falls back to the default rather than failing the page.
  sort: z
    .string()
    .optional()
    .transform((v): ProductSort => (PRODUCT_SORTS.includes(v as ProductSort) ? (v as ProductSort) : 'default')),
  /** The lowest price, in dollars as typed; parsed to cents. */
  priceMin: priceSchema,
  /** The highest price, in dollars as typed; parsed to cents. */
  priceMax: priceSchema,
  /** `inStock=1`: only products in stock. */
  inStock: z
    .enum(['1', '0', 'true', 'false', 'on'])
    .optional()
    .transform((v) => (v === '1' || v === 'true' || v === 'on' ? true : undefined)),
});

/**
 * /products and GET /api/products: the URL holds the state. Unknown sorts fall back to default;
 * unknown keys are ignored; a value that is not one of an attribute's is refused (400 on the API,
 * left out on the page). Attribute filters: a repeated key is any of its values (OR), different
 * attributes all apply (AND); numbers match exactly (the facet lists the values present).
 * Prices (`priceMin`, `priceMax`) come as dollars and are compared in cents.
 */
export const productQuerySchema = baseQuerySchema.extend(attributeShape) as unknown as typeof baseQuerySchema;
/** The parsed query; its attribute filters are read with `attributeFiltersOf`. */
export type ProductQuery = z.infer<typeof baseQuerySchema>;

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

export const suggestQuerySchema = z.object({
  q: z.string().trim().min(2, 'Search needs at least 2 characters').max(200),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

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
