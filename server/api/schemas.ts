import { z } from '@hono/zod-openapi';

/**
 * A row id in a path: decimal digits only (`0x10`, `1e1`, `+1`, ` 1` are no ids, though
 * Number() reads them), 1 … 2^31−1 (the column is a PostgreSQL integer).
 */
export const pathId = z.preprocess(
  (value) => (typeof value === 'string' && !/^[0-9]{1,10}$/.test(value) ? Number.NaN : value),
  z.coerce.number().int().min(1).max(2_147_483_647),
);

/** Response shapes, for the OpenAPI document. */
export const errorSchema = z.object({ message: z.string(), fieldErrors: z.record(z.string(), z.string()).optional() });

export const imageSchema = z.object({ path: z.string(), alt: z.string(), width: z.number(), height: z.number() });

export const productCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  priceCents: z.number().int().nullable(),
  oldPriceCents: z.number().int().nullable(),
  discount: z.number().int(),
  rating: z.number(),
  stock: z.number().int(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  image: imageSchema.nullable(),
  /** Present while the product is the running Value of the Day deal: priceCents is then the deal price. */
  deal: z
    .object({ id: z.number().int(), regularPriceCents: z.number().int(), left: z.number().int(), endsAt: z.string() })
    .optional(),
});

const facetCount = <T extends z.ZodType>(value: T) => z.object({ value, count: z.number().int() });

/** The /products filters with their counts: each facet's counts apply every other filter but not its own. */
export const catalogFacetsSchema = z.object({
  categories: z.array(facetCount(z.string())),
  subcategories: z.array(facetCount(z.string())),
  brands: z.array(facetCount(z.string())),
  attributes: z.array(
    z.object({ key: z.string(), values: z.array(facetCount(z.union([z.number(), z.string(), z.boolean()]))) }),
  ),
  price: z.object({ minCents: z.number().int().nullable(), maxCents: z.number().int().nullable() }),
  inStock: z.number().int(),
});

const nameValue = z.object({ name: z.string(), value: z.string() });

export const productDetailSchema = productCardSchema.extend({
  subcategory: z.string().nullable().openapi({
    description: 'The subcategory the product is filed under (its typed data follows that set); null when none.',
    example: 'cameras',
  }),
  attributes: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])).openapi({
    description: "Typed data by the subcategory: attribute key → number (in the attribute's unit), choice or yes/no.",
    example: { resolutionMp: 4, lensMm: 2.8, ipRating: 'IP67' },
  }),
  description: z.string(),
  images: z.array(imageSchema),
  specifications: z.array(z.object({ group: z.string(), items: z.array(nameValue) })),
  features: z.array(nameValue),
  useCases: z.array(z.string()),
  includedItems: z.array(z.string()),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      author: z.string(),
      rating: z.number().int(),
      text: z.string(),
      locale: z.string().openapi({ description: 'The language the buyer wrote the review in' }),
      imported: z.boolean(),
      date: z.string().describe('ISO 8601'),
    }),
  ),
  reviewCount: z.number().int(),
});

export const suggestionSchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  priceCents: z.number().int().nullable(),
  image: imageSchema.nullable(),
  score: z.number().int(),
});

export const cartSchema = z.object({
  lines: z.array(
    z.object({
      product: productCardSchema,
      quantity: z.number().int(),
      unitPriceCents: z.number().int(),
      dealApplied: z.boolean(),
      lineTotalCents: z.number().int(),
      stockShort: z.boolean(),
    }),
  ),
  itemCount: z.number().int(),
  subtotalCents: z.number().int(),
});

export const wishlistSchema = z.object({ items: z.array(productCardSchema) });
