import { z } from 'zod';
import type { AttributeDefinition, AttributeValue } from '../attributes.ts';
import {
  FACET_ATTRIBUTES,
  PRODUCT_SORTS,
  attributeValueOf,
  compareAttributeValues,
  type ProductQuery,
  type ProductSort,
} from '../product-query.ts';
import { isSubcategory, type Subcategory } from '../subcategories.ts';
import { isUnknownBrand, UNKNOWN_BRAND } from '../brand.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** At most this many values of one attribute are read from a URL. */
const MAX_FILTER_VALUES = 40;
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
  /** "No brand" by any of its words ("Other", an older link's "Diğer") is the stored one. */
  brand: optionalText(60).transform((v) => (v && isUnknownBrand(v) ? UNKNOWN_BRAND : v)),
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
/** Both ways assignable: the schema parses to exactly the query ../product-query.ts declares. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type _ParsesToProductQuery = Holds<Same<z.infer<typeof baseQuerySchema>, ProductQuery>>;

export const suggestQuerySchema = z.object({
  q: z.string().trim().min(2, 'search.tooShort').max(200),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
