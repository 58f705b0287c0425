import { z } from 'zod';
import { CATEGORIES, type Category } from '../categories.ts';
import { DISCOUNT_CODE_MAX, DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, normalizeCode } from '../discounts.ts';
import { MAX_DOLLAR_CENTS, readDollars } from '../money-input.ts';
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS } from '../shipping.ts';
import { PRODUCT_MAX, parseDealEnd } from './admin-catalog.ts';

/**
 * Discount codes (docs/product.md §9.13, §17.8): the back office's code form (page and admin
 * API), the shopper's code at checkout and its preview. Messages are text keys under
 * discounts.errors (the shopper's) and discounts.admin.errors (the owner's form).
 */

const E = 'discounts.admin.errors';

/** At most this many products in a code's scope. */
export const MAX_SCOPE_PRODUCTS = 100;
/** Uses are counted in a 32-bit column: a limit stays well inside it. */
export const MAX_USES = 1_000_000;
export const ADMIN_DISCOUNTS_PAGE_SIZE = 50;

/** What a shopper types: kept as typed up to a sane length; an unusual code is simply unknown. */
const typedCode = z
  .string({ error: 'discounts.errors.codeRequired' })
  .trim()
  .min(1, 'discounts.errors.codeRequired')
  .max(64, 'discounts.errors.unknown')
  .transform(normalizeCode);

/** The checkout's optional `discountCode` (empty = none). */
export const checkoutDiscountCode = z
  .string({ error: 'discounts.errors.unknown' })
  .trim()
  .max(64, 'discounts.errors.unknown')
  .transform((v) => (v === '' ? undefined : normalizeCode(v)))
  .optional();

/** POST /api/discounts/check: a code against the signed-in shopper's cart, with the delivery chosen. */
export const discountCheckSchema = z.object({
  code: typedCode,
  shippingMethod: z
    .enum(SHIPPING_METHODS, { error: 'checkout.errors.shippingMethodInvalid' })
    .default(DEFAULT_SHIPPING_METHOD),
});
export type DiscountCheckInput = z.output<typeof discountCheckSchema>;

/** Text or a JSON number; empty/null/absent = not given. */
const loose = z.union([z.string(), z.number()], { error: `${E}.numberInvalid` }).nullish();
const textOf = (value: string | number | null | undefined) => (value == null ? '' : String(value).trim());

/** A whole number from `min`; empty means none (null). */
const optionalWhole = (min: number, invalidKey: string) =>
  loose.transform((value, ctx): number | null => {
    const text = textOf(value);
    if (text === '') return null;
    if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > MAX_USES) {
      ctx.addIssue({ code: 'custom', message: invalidKey });
      return z.NEVER;
    }
    return Number(text);
  });

/** A dollar amount ("25", "25.50"); empty = $0. */
const optionalDollars = loose.transform((value, ctx) => {
  const result = readDollars(value ?? null);
  if (result.ok) return result.cents;
  if (result.problem === 'empty') return 0;
  ctx.addIssue({ code: 'custom', message: `${E}.amountInvalid` });
  return z.NEVER;
});

/** A time on the shop's clock ("2026-05-01T09:00", the form's datetime-local) or an ISO instant with its offset; empty = none. */
const optionalInstant = z
  .union([z.string(), z.null()], { error: `${E}.dateInvalid` })
  .optional()
  .transform((value, ctx): Date | null => {
    const text = (value ?? '').trim();
    if (text === '') return null;
    const date = text.length <= 40 ? parseDealEnd(text) : null;
    if (!date) {
      ctx.addIssue({ code: 'custom', message: `${E}.dateInvalid` });
      return z.NEVER;
    }
    return date;
  });

/** A list as JSON, or one text with the items separated by commas, spaces or new lines (the form's field). */
const list = (max: number, itemMax: number, key: string) =>
  z
    .union([z.array(z.string()), z.string(), z.null()], { error: key })
    .optional()
    .transform((value, ctx): string[] => {
      const items = (Array.isArray(value) ? value : (value ?? '').split(/[\s,]+/)).map((v) => v.trim()).filter(Boolean);
      const unique = [...new Set(items)];
      if (unique.length > max || unique.some((v) => v.length > itemMax)) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return unique;
    });

/** JSON true/false, or the form's checkbox ("on"); absent = active (a new code works at once). */
const activeFlag = z
  .union([z.boolean(), z.string()], { error: `${E}.flagInvalid` })
  .nullish()
  .transform((value) => value == null || value === true || value === 'on' || value === 'true' || value === '1');

/**
 * A code as the owner writes it (new or edited). `value` is the percent (a whole number 1–100)
 * for `percent`, a dollar amount above 0 for `fixed` (stored in cents). The scope's product ids
 * are checked against the catalogue by the service.
 */
export const discountCodeSchema = z
  .object({
    code: z
      .string({ error: `${E}.codeRequired` })
      .trim()
      .min(1, `${E}.codeRequired`)
      .transform(normalizeCode)
      .pipe(z.string().max(DISCOUNT_CODE_MAX, `${E}.codeInvalid`).regex(DISCOUNT_CODE_PATTERN, `${E}.codeInvalid`)),
    kind: z.enum(DISCOUNT_KINDS, { error: `${E}.kindInvalid` }),
    value: loose,
    minOrder: optionalDollars,
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    maxUses: optionalWhole(1, `${E}.maxUsesInvalid`),
    maxUsesPerCustomer: optionalWhole(1, `${E}.maxUsesInvalid`),
    productIds: list(MAX_SCOPE_PRODUCTS, PRODUCT_MAX.id, `${E}.productsInvalid`),
    categories: list(CATEGORIES.length, 40, `${E}.categoryInvalid`).transform((items, ctx) => {
      if (items.every((c): c is Category => (CATEGORIES as readonly string[]).includes(c))) return items;
      ctx.addIssue({ code: 'custom', message: `${E}.categoryInvalid` });
      return z.NEVER;
    }),
    active: activeFlag,
  })
  .transform((input, ctx) => {
    const text = textOf(input.value);
    let value = 0;
    if (input.kind === 'percent') {
      if (text === '') ctx.addIssue({ code: 'custom', path: ['value'], message: `${E}.valueRequired` });
      else if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > 100)
        ctx.addIssue({ code: 'custom', path: ['value'], message: `${E}.percentInvalid` });
      else value = Number(text);
    } else {
      const amount = readDollars(text);
      if (!amount.ok && amount.problem === 'empty')
        ctx.addIssue({ code: 'custom', path: ['value'], message: `${E}.valueRequired` });
      else if (!amount.ok || amount.cents <= 0 || amount.cents > MAX_DOLLAR_CENTS)
        ctx.addIssue({ code: 'custom', path: ['value'], message: `${E}.amountInvalid` });
      else value = amount.cents;
    }
    if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: `${E}.endsBeforeStart` });
    return { ...input, value };
  });
export type DiscountCodeInput = z.output<typeof discountCodeSchema>;

export const DISCOUNT_FIELDS = [
  'code',
  'kind',
  'value',
  'minOrder',
  'startsAt',
  'endsAt',
  'maxUses',
  'maxUsesPerCustomer',
  'productIds',
  'categories',
  'active',
] as const;
export type DiscountField = (typeof DISCOUNT_FIELDS)[number];
export type DiscountFormValues = Record<Exclude<DiscountField, 'categories'>, string> & { categories: string[] };

/** The code form as the schema reads it (and as echoed back after a refused post; bounded). */
export function readDiscountForm(form: FormData): DiscountFormValues {
  const one = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, name === 'productIds' ? 10_000 : 200) : '';
  };
  return {
    code: one('code'),
    kind: one('kind'),
    value: one('value'),
    minOrder: one('minOrder'),
    startsAt: one('startsAt'),
    endsAt: one('endsAt'),
    maxUses: one('maxUses'),
    maxUsesPerCustomer: one('maxUsesPerCustomer'),
    productIds: one('productIds'),
    categories: form
      .getAll('categories')
      .filter((v): v is string => typeof v === 'string')
      .slice(0, 20)
      .map((v) => v.slice(0, 40)),
    active: form.get('active') === 'on' ? 'on' : 'off',
  };
}

/** /admin/discounts and GET /api/admin/discounts: part of a code, who made it, the page. */
export const discountListQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, DISCOUNT_CODE_MAX) || undefined),
  source: z
    .string()
    .optional()
    .transform((v) => (v === 'admin' || v === 'newsletter' ? v : undefined)),
  page: z
    .string()
    .optional()
    .transform((v) => (v && /^\d{1,6}$/.test(v) && Number(v) >= 1 ? Number(v) : 1)),
});
export type DiscountListQuery = z.output<typeof discountListQuerySchema>;
