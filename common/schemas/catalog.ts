import { z } from 'zod';
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

/** /products and GET /api/products: the URL holds the state. Unknown sorts fall back to default. */
export const productQuerySchema = z.object({
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
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const suggestQuerySchema = z.object({
  q: z.string().trim().min(2, 'Search needs at least 2 characters').max(200),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
