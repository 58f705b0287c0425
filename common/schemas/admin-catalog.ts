import { z } from 'zod';
import { CATEGORIES, type Category } from '../catalog-types.ts';
import { readDollars, type DollarsProblem } from '../money-input.ts';
import { zonedLocalToUtc } from '../shop-time.ts';
import { categoryOfSubcategory, isSubcategory, type Subcategory } from '../subcategories.ts';

/**
 * Back-office catalogue rules: the product form (edit and add), the Value of the Day form and
 * the product list's filters. Shared by the pages (client check and action) and the admin API.
 * Messages are catalogue keys under admin.catalog.errors.
 */

const E = 'admin.catalog.errors';

export const PRODUCT_MAX = { id: 80, title: 200, description: 5000, brand: 60, alt: 200 } as const;
export const MAX_STOCK = 1_000_000;
/** "Only a few left": the product list's low-stock filter and the dashboard's low-stock list (stock ≤ 5). */
export const LOW_STOCK = 5;
/** Uploads: PNG, JPEG or WebP, at most 2 MB each and 5 images per product. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_IMAGES = 5;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** A deal ends within a year (a typo in the year should not make a decade-long deal). */
export const MAX_DEAL_DAYS = 366;

/** Product ids are URL slugs: lowercase letters, digits and single dashes. */
export const PRODUCT_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const amountKeys: Record<Exclude<DollarsProblem, 'empty'>, string> = {
  negative: `${E}.amountNegative`,
  decimals: `${E}.amountDecimals`,
  invalid: `${E}.amountInvalid`,
  tooLarge: `${E}.amountTooLarge`,
};

/** A dollar amount as typed ("189.99") or sent as JSON (a string, or a number read by its decimal text). */
const amountInput = z.union([z.string(), z.number()], { error: `${E}.amountInvalid` }).nullish();

const requiredAmount = (requiredKey: string, zeroKey: string) =>
  amountInput.transform((value, ctx) => {
    const result = readDollars(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.problem === 'empty' ? requiredKey : amountKeys[result.problem] });
      return z.NEVER;
    }
    if (result.cents <= 0) {
      ctx.addIssue({ code: 'custom', message: zeroKey });
      return z.NEVER;
    }
    return result.cents;
  });

/** Empty means "none". */
const optionalAmount = amountInput.transform((value, ctx): number | null => {
  const result = readDollars(value);
  if (!result.ok) {
    if (result.problem === 'empty') return null;
    ctx.addIssue({ code: 'custom', message: amountKeys[result.problem] });
    return z.NEVER;
  }
  return result.cents;
});

const wholeNumber = (requiredKey: string, invalidKey: string, min: number, max: number, tooLargeKey: string) =>
  z
    .union([z.string(), z.number()], { error: invalidKey })
    .nullish()
    .transform((value, ctx) => {
      const text = value == null ? '' : String(value).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: requiredKey });
        return z.NEVER;
      }
      if (!/^\d+$/.test(text) || Number(text) < min) {
        ctx.addIssue({ code: 'custom', message: invalidKey });
        return z.NEVER;
      }
      if (text.length > 9 || Number(text) > max) {
        ctx.addIssue({ code: 'custom', message: tooLargeKey });
        return z.NEVER;
      }
      return Number(text);
    });

/** A checkbox ("on") or a JSON boolean; absent is false. */
const flag = z
  .union([z.boolean(), z.string()], { error: `${E}.flagInvalid` })
  .nullish()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1');

const imageEdit = z.object({
  path: z.string({ error: `${E}.imageNotFound` }).max(300, `${E}.imageNotFound`),
  alt: z
    .string({ error: `${E}.altTooLong` })
    .trim()
    .max(PRODUCT_MAX.alt, `${E}.altTooLong`),
});

const productShape = {
  title: z
    .string({ error: `${E}.titleRequired` })
    .trim()
    .min(1, `${E}.titleRequired`)
    .max(PRODUCT_MAX.title, `${E}.titleTooLong`),
  description: z
    .string({ error: `${E}.descriptionTooLong` })
    .trim()
    .max(PRODUCT_MAX.description, `${E}.descriptionTooLong`)
    .nullish()
    .transform((v) => v ?? ''),
  price: requiredAmount(`${E}.priceRequired`, `${E}.priceZero`),
  oldPrice: optionalAmount,
  stock: wholeNumber(`${E}.stockRequired`, `${E}.stockInvalid`, 0, MAX_STOCK, `${E}.stockTooLarge`),
  category: z.enum(CATEGORIES, { error: `${E}.categoryInvalid` }),
  /**
   * One of the category's subcategories (#common/subcategories); empty = none. Left out of an
   * edit (undefined), the product keeps its own when it fits the category.
   */
  subcategory: z
    .union([z.string(), z.null()], { error: `${E}.subcategoryInvalid` })
    .transform((value, ctx): Subcategory | null => {
      const text = (value ?? '').trim();
      if (text === '') return null;
      if (!isSubcategory(text)) {
        ctx.addIssue({ code: 'custom', message: `${E}.subcategoryInvalid` });
        return z.NEVER;
      }
      return text;
    })
    .optional(),
  /** Normalised on save (normalizeBrand): "HIKVISION" → "Hikvision", empty → "Diğer". */
  brand: z
    .string({ error: `${E}.brandTooLong` })
    .trim()
    .max(PRODUCT_MAX.brand, `${E}.brandTooLong`)
    .nullish()
    .transform((v) => v ?? ''),
  isNew: flag,
  isFeatured: flag,
  hidden: flag,
  /** Alt texts (and order) of the current images; images not listed keep theirs. */
  images: z
    .array(imageEdit, { error: `${E}.imageNotFound` })
    .max(50)
    .optional(),
};

function crossFieldRules(
  value: { price: number; oldPrice: number | null; category: string; subcategory?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.oldPrice != null && value.oldPrice <= value.price) {
    ctx.addIssue({ code: 'custom', path: ['oldPrice'], message: `${E}.oldPriceNotAbove` });
  }
  if (value.subcategory && categoryOfSubcategory(value.subcategory) !== value.category) {
    ctx.addIssue({ code: 'custom', path: ['subcategory'], message: `${E}.subcategoryNotInCategory` });
  }
}

export const productSchema = z.object(productShape).superRefine(crossFieldRules);
export type ProductInput = z.output<typeof productSchema>;

export const productIdSchema = z
  .string({ error: `${E}.idRequired` })
  .trim()
  .min(1, `${E}.idRequired`)
  .max(PRODUCT_MAX.id, `${E}.idTooLong`)
  .regex(PRODUCT_ID_PATTERN, `${E}.idInvalid`);

export const newProductSchema = z.object({ id: productIdSchema, ...productShape }).superRefine(crossFieldRules);
export type NewProductInput = z.output<typeof newProductSchema>;

export const PRODUCT_FIELDS = [
  'id',
  'title',
  'description',
  'price',
  'oldPrice',
  'stock',
  'category',
  'subcategory',
  'brand',
  'isNew',
  'isFeatured',
  'hidden',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/**
 * The product form's fields as the schema reads them; the images' alt texts come as
 * repeated imagePath/imageAlt pairs.
 */
export function readProductForm(form: FormData) {
  const paths = form.getAll('imagePath').filter((v): v is string => typeof v === 'string');
  const alts = form.getAll('imageAlt').map((v) => (typeof v === 'string' ? v : ''));
  const values: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) values[field] = text(form, field);
  if (paths.length) values.images = paths.map((path, i) => ({ path, alt: alts[i] ?? '' }));
  return values;
}

/** Form values echoed back after a refused post (bounded: never the whole body). */
export function echoProductForm(form: FormData): Record<ProductField, string> {
  const out = {} as Record<ProductField, string>;
  for (const field of PRODUCT_FIELDS)
    out[field] = (text(form, field) ?? '').slice(0, field === 'description' ? PRODUCT_MAX.description + 100 : 300);
  return out;
}

// ── Value of the Day ────────────────────────────────────────────────────────

/** A deal's end: a datetime-local value in the shop's time zone, or an ISO time with its offset. */
export function parseDealEnd(value: string): Date | null {
  const trimmed = value.trim();
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) && /^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
    const ms = Date.parse(trimmed);
    return Number.isNaN(ms) ? null : new Date(ms);
  }
  return zonedLocalToUtc(trimmed);
}

export const dealSchema = z.object({
  productId: z
    .string({ error: `${E}.dealProductRequired` })
    .trim()
    .min(1, `${E}.dealProductRequired`)
    .max(PRODUCT_MAX.id + 40, `${E}.dealProductUnknown`),
  dealPrice: requiredAmount(`${E}.dealPriceRequired`, `${E}.dealPriceZero`),
  stockCap: wholeNumber(`${E}.stockCapRequired`, `${E}.stockCapInvalid`, 1, MAX_STOCK, `${E}.stockTooLarge`),
  endsAt: z
    .string({ error: `${E}.endsAtRequired` })
    .trim()
    .min(1, `${E}.endsAtRequired`)
    .max(40, `${E}.endsAtInvalid`)
    .transform((value, ctx) => {
      const date = parseDealEnd(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: `${E}.endsAtInvalid` });
        return z.NEVER;
      }
      if (date.getTime() <= Date.now()) {
        ctx.addIssue({ code: 'custom', message: `${E}.endsAtPast` });
        return z.NEVER;
      }
      if (date.getTime() > Date.now() + MAX_DEAL_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', message: `${E}.endsAtTooFar` });
        return z.NEVER;
      }
      return date;
    }),
});
export type DealInput = z.output<typeof dealSchema>;

export const DEAL_FIELDS = ['productId', 'dealPrice', 'stockCap', 'endsAt'] as const;
export type DealField = (typeof DEAL_FIELDS)[number];

export function readDealForm(form: FormData): Record<DealField, string> {
  const out = {} as Record<DealField, string>;
  for (const field of DEAL_FIELDS) out[field] = (text(form, field) ?? '').slice(0, 200);
  return out;
}

// ── The product list ────────────────────────────────────────────────────────

/** A text filter; an over-long one is cut rather than refused (a filter never fails the page). */
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, max) || undefined);

/** /admin/products and GET /api/admin/products: the URL holds the state; unknown values are ignored. */
export const adminProductQuerySchema = z.object({
  q: optionalText(200),
  category: z
    .string()
    .optional()
    .transform((v): Category | undefined => (CATEGORIES.includes(v as Category) ? (v as Category) : undefined)),
  brand: optionalText(PRODUCT_MAX.brand),
  visibility: z
    .string()
    .optional()
    .transform((v) => (v === 'visible' || v === 'hidden' ? v : undefined)),
  stock: z
    .string()
    .optional()
    .transform((v) => (v === 'low' || v === 'out' ? v : undefined)),
  page: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : 1)),
});
export type AdminProductQuery = z.output<typeof adminProductQuerySchema>;
