import { z } from 'zod';
import { CATEGORIES, type Category } from '../categories.ts';
import { readDollars, type DollarsProblem } from '../money-input.ts';
import { zonedLocalToUtc } from '../shop-time.ts';
import { firstIssuePerField } from './field-errors.ts';
import { categoryOfSubcategory, isSubcategory, type Subcategory } from '../subcategories.ts';
import { attributesOf, type AttributeValue, type ProductAttributes } from '../attributes.ts';
import { attributesSchemaFor } from './attributes.ts';
import {
  TEXT_MAX,
  TRANSLATED_TEXTS,
  attributeFromForm,
  attributesFittingSubcategory,
  namedLinesFromText,
  plainLinesFromText,
  specGroupsFromText,
  translationLanguages,
  type LineResult,
  type TranslatedText,
} from '../product-text-forms.ts';
import type { NameValue, ProductTexts, ProductTranslations, SpecGroup } from '../catalog-types.ts';

/**
 * Back-office catalogue rules: the product form (edit and add), the Value of the Day form and
 * the product list's filters. Shared by the pages (client check and action) and the admin API.
 * Messages are text keys under admin.catalog.errors.
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

// ── Descriptive texts, typed data and translations ─────────────────────────

const P = 'adminProduct.errors';

const entry = (max: number) =>
  z
    .string({ error: `${P}.entryInvalid` })
    .trim()
    .min(1, `${P}.entryEmpty`)
    .max(max, `${P}.entryTooLong`);
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: `${P}.listInvalid` }).max(max, `${P}.tooManyEntries`);

const nameValue = (nameMax: number, valueMax: number) =>
  z.strictObject({ name: entry(nameMax), value: entry(valueMax) }, { error: `${P}.listInvalid` });

const specGroupList = list(
  z.strictObject(
    {
      group: entry(TEXT_MAX.groupName),
      items: list(nameValue(TEXT_MAX.specName, TEXT_MAX.specValue), TEXT_MAX.rowsPerGroup),
    },
    { error: `${P}.listInvalid` },
  ),
  TEXT_MAX.groups,
);
const featureList = list(nameValue(TEXT_MAX.featureName, TEXT_MAX.featureText), TEXT_MAX.features);
const useCaseList = list(entry(TEXT_MAX.useCase), TEXT_MAX.useCases);
const includedList = list(entry(TEXT_MAX.includedItem), TEXT_MAX.includedItems);

/**
 * A list as JSON, or as the form's text area in its line format (#common/product-text-forms): the
 * text is read into the list, then checked like JSON.
 */
function listOrLines<T>(schema: z.ZodType<T>, fromText: (text: string) => LineResult<unknown>, lineKey: string) {
  return z.union([z.string(), z.array(z.unknown())], { error: `${P}.listInvalid` }).transform((value, ctx): T => {
    let raw: unknown = value;
    if (typeof value === 'string') {
      if (value.length > 50_000) {
        ctx.addIssue({ code: 'custom', message: `${P}.tooManyEntries` });
        return z.NEVER;
      }
      const read = fromText(value);
      if (!read.ok) {
        ctx.addIssue({ code: 'custom', message: lineKey });
        return z.NEVER;
      }
      raw = read.value;
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return parsed.data;
  });
}

const specificationsInput = listOrLines<SpecGroup[]>(specGroupList, specGroupsFromText, `${P}.specsLine`);
const featuresInput = listOrLines<NameValue[]>(featureList, namedLinesFromText, `${P}.featuresLine`);
const useCasesInput = listOrLines<string[]>(useCaseList, (t) => ({ ok: true, value: plainLinesFromText(t) }), '');
const includedItemsInput = listOrLines<string[]>(includedList, (t) => ({ ok: true, value: plainLinesFromText(t) }), '');

const optionalTranslatedText = (max: number) =>
  z
    .string({ error: `${P}.entryInvalid` })
    .trim()
    .max(max, `${P}.entryTooLong`)
    .nullish()
    .transform((v) => v || undefined);

/** One language's texts: an empty text or list is left out (the shop shows the English one). */
const productTextsSchema = z
  .strictObject(
    {
      title: optionalTranslatedText(PRODUCT_MAX.title),
      description: optionalTranslatedText(PRODUCT_MAX.description),
      specifications: specificationsInput.nullish(),
      features: featuresInput.nullish(),
      useCases: useCasesInput.nullish(),
      includedItems: includedItemsInput.nullish(),
      /** One per image, in the images' order; an empty one shows the English alt text. */
      imageAlts: z
        .array(
          z
            .string({ error: `${P}.entryInvalid` })
            .trim()
            .max(PRODUCT_MAX.alt, `${P}.entryTooLong`),
          { error: `${P}.listInvalid` },
        )
        .max(MAX_IMAGES, `${P}.tooManyEntries`)
        .nullish(),
    },
    { error: `${P}.translationsInvalid` },
  )
  .transform((texts): ProductTexts => {
    const out: ProductTexts = {};
    for (const key of TRANSLATED_TEXTS) {
      const value = texts[key];
      if (typeof value === 'string') {
        if (value) (out as Record<string, unknown>)[key] = value;
      } else if (Array.isArray(value) && value.length) {
        if (key !== 'imageAlts' || value.some((alt) => typeof alt === 'string' && alt !== ''))
          (out as Record<string, unknown>)[key] = value;
      }
    }
    return out;
  });

/**
 * Other languages' texts by language code: any translation language of the table
 * (#common/product-text-forms translationLanguages; English is the product's own fields). A
 * language with no texts is left out.
 */
export const translationsSchema = z
  .record(z.string(), productTextsSchema, { error: `${P}.translationsInvalid` })
  .superRefine((value, ctx) => {
    const known = new Set<string>(translationLanguages());
    if (Object.keys(value).some((lang) => !known.has(lang)))
      ctx.addIssue({ code: 'custom', message: `${P}.translationsInvalid` });
  })
  .transform((value): ProductTranslations => {
    const out: ProductTranslations = {};
    for (const lang of translationLanguages()) {
      const texts = Object.hasOwn(value, lang) ? value[lang] : undefined;
      if (texts && Object.keys(texts).length) out[lang] = texts;
    }
    return out;
  });

/** Typed data as sent: attribute key → number, choice or yes/no; null means "not stated". */
const attributesInput = z
  .record(z.string().max(60), z.union([z.number(), z.string(), z.boolean(), z.null()]), {
    error: `${P}.attributesInvalid`,
  })
  .transform(
    (value): ProductAttributes =>
      Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as ProductAttributes,
  );

export type AttributeProblem = { key: string; message: string };

/**
 * The problems of typed data for a subcategory, each by attribute: a key the subcategory does
 * not declare, a value of the wrong type, out of range or with too many decimals, a choice not
 * offered. No problem means `attributesSchemaFor(subcategory)` accepts it.
 */
export function attributeProblems(
  subcategory: string | null | undefined,
  attributes: Record<string, AttributeValue>,
): AttributeProblem[] {
  const set = new Map(attributesOf(subcategory).map((d) => [d.key, d]));
  const problems: AttributeProblem[] = [];
  for (const [key, value] of Object.entries(attributes)) {
    const d = set.get(key);
    const problem = (message: string) => problems.push({ key, message: `${P}.${message}` });
    if (!d) problem('attributeUnknown');
    else if (d.kind === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) problem('attributeNumber');
      else if (value < d.min || value > d.max) problem('attributeRange');
      else if (Math.abs(Math.round(value * 10 ** (d.decimals ?? 0)) - value * 10 ** (d.decimals ?? 0)) > 1e-6)
        problem('attributeDecimals');
    } else if (d.kind === 'choice') {
      if (typeof value !== 'string' || !d.values.includes(value)) problem('attributeChoice');
    } else if (typeof value !== 'boolean') problem('attributeFlag');
  }
  if (!problems.length && !attributesSchemaFor(subcategory).safeParse(attributes).success)
    problems.push({ key: Object.keys(attributes)[0] ?? '', message: `${P}.attributesInvalid` });
  return problems;
}

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
  /** Normalised on save (normalizeBrand): "HIKVISION" → "Hikvision", empty (or "Diğer") → "Other". */
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
  /**
   * Typed data by the subcategory (#common/attributes), a whole replace: a value left out or null
   * is "not stated". Left out of an edit: kept (the values the subcategory declares).
   */
  attributes: attributesInput.optional(),
  /** The English texts; each left out of an edit is kept. */
  specifications: specificationsInput.optional(),
  features: featuresInput.optional(),
  useCases: useCasesInput.optional(),
  includedItems: includedItemsInput.optional(),
  /** The English alt texts by image position (after `images`); left out: kept. */
  imageAlts: z
    .array(
      z
        .string({ error: `${E}.altTooLong` })
        .trim()
        .max(PRODUCT_MAX.alt, `${E}.altTooLong`),
      { error: `${P}.listInvalid` },
    )
    .max(MAX_IMAGES, `${P}.tooManyEntries`)
    .optional(),
  /** Other languages' texts (`{ tr: {...}, … }`), a whole replace; left out of an edit: kept. */
  translations: translationsSchema.optional(),
};

function crossFieldRules(
  value: {
    price: number;
    oldPrice: number | null;
    category: string;
    subcategory?: string | null;
    attributes?: ProductAttributes;
  },
  ctx: z.RefinementCtx,
) {
  // With the subcategory given, its typed data is checked here; left out, the service checks it.
  if (value.attributes && value.subcategory !== undefined)
    for (const { key, message } of attributeProblems(value.subcategory, value.attributes))
      ctx.addIssue({ code: 'custom', path: ['attributes', key], message });
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

/** The form's text areas of the English texts (line formats of #common/product-text-forms). */
export const TEXT_FIELDS = ['specifications', 'features', 'useCases', 'includedItems'] as const;
/** The form's names of a language's texts: `translations.<lang>.<text>` (image alt texts repeat). */
export const translationField = (lang: string, text: TranslatedText) => `translations.${lang}.${text}`;
/** A form field of a translation language's texts: its language and text, or null. */
function translationFieldOf(name: string): { lang: string; text: TranslatedText } | null {
  const [prefix, lang, text, ...rest] = name.split('.');
  if (prefix !== 'translations' || rest.length || !(translationLanguages() as string[]).includes(lang)) return null;
  return (TRANSLATED_TEXTS as readonly string[]).includes(text) ? { lang, text: text as TranslatedText } : null;
}
/** The hidden field naming the subcategory whose typed fields the form shows. */
export const ATTRIBUTES_FOR = 'attributesFor';
const ATTRIBUTE_PREFIX = 'attributes.';

/**
 * The product form's fields as the schema reads them; the images' alt texts come as
 * repeated imagePath/imageAlt pairs, typed data as `attributes.<key>` (with `attributesFor`,
 * the subcategory the fields were drawn for: after a change of subcategory, the values the new
 * one does not declare are dropped, and the page draws the new one's fields), the texts as
 * text areas in their line formats and each other language's as `translations.<lang>.<text>`.
 */
export function readProductForm(form: FormData) {
  const paths = form.getAll('imagePath').filter((v): v is string => typeof v === 'string');
  const alts = form.getAll('imageAlt').map((v) => (typeof v === 'string' ? v : ''));
  const values: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) values[field] = text(form, field);
  if (paths.length) values.images = paths.map((path, i) => ({ path, alt: alts[i] ?? '' }));
  const drawnFor = text(form, ATTRIBUTES_FOR);
  if (drawnFor !== undefined) {
    let attributes: Record<string, AttributeValue> = {};
    for (const [name, raw] of form.entries()) {
      if (!name.startsWith(ATTRIBUTE_PREFIX) || typeof raw !== 'string') continue;
      const key = name.slice(ATTRIBUTE_PREFIX.length);
      const value = attributeFromForm(key, raw);
      if (value !== undefined) attributes[key] = value;
    }
    const subcategory = (text(form, 'subcategory') ?? '').trim();
    if (drawnFor !== subcategory) attributes = attributesFittingSubcategory(subcategory, attributes);
    values.attributes = attributes;
  }
  for (const field of TEXT_FIELDS) if (text(form, field) !== undefined) values[field] = text(form, field);
  const translations: Record<string, Record<string, unknown>> = {};
  for (const lang of translationLanguages()) {
    const field = (t: TranslatedText) => translationField(lang, t);
    if (!TRANSLATED_TEXTS.some((t) => form.has(field(t)))) continue;
    const texts: Record<string, unknown> = {};
    for (const t of TRANSLATED_TEXTS) {
      if (t === 'imageAlts') {
        if (form.has(field(t))) texts[t] = form.getAll(field(t)).map((v) => (typeof v === 'string' ? v : ''));
      } else texts[t] = text(form, field(t));
    }
    translations[lang] = texts;
  }
  if (Object.keys(translations).length) values.translations = translations;
  return values;
}

/** Field errors of the product form: typed data by attribute, translations by text, the rest by field. */
export function productFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  return firstIssuePerField(
    issues.map((issue) => ({
      message: issue.message,
      path:
        issue.path[0] === 'attributes'
          ? issue.path.slice(0, 2)
          : issue.path[0] === 'translations'
            ? issue.path.slice(0, 3)
            : issue.path.slice(0, 1),
    })),
  );
}

/** Form values echoed back after a refused post (bounded: never the whole body). */
export function echoProductForm(form: FormData): Record<ProductField, string> {
  const out = {} as Record<ProductField, string>;
  for (const field of PRODUCT_FIELDS)
    out[field] = (text(form, field) ?? '').slice(0, field === 'description' ? PRODUCT_MAX.description + 100 : 300);
  return out;
}

/** The typed data, text areas and translated texts of a refused post, by field name (bounded). */
export type ExtraValues = Record<string, string | string[]>;
export function echoExtraForm(form: FormData): ExtraValues {
  const out: ExtraValues = {};
  let count = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || count++ > 200) continue;
    const bounded = value.slice(0, 20_000);
    const translated = translationFieldOf(name);
    if (translated?.text === 'imageAlts') ((out[name] ??= []) as string[]).push(bounded.slice(0, 300));
    else if (translated || name.startsWith(ATTRIBUTE_PREFIX) || (TEXT_FIELDS as readonly string[]).includes(name))
      out[name] = bounded;
  }
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
