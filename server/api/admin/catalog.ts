import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  PRODUCT_FIELDS,
  adminProductQuerySchema,
  dealSchema,
  newProductSchema,
  productSchema,
  readProductForm,
} from '#common/schemas/admin-catalog.ts';
import { TEXT_MAX } from '#common/product-text-forms.ts';
import type { Services } from '../../context.ts';
import { containsNul, formHasNul } from '../../http/input.ts';
import type { AppEnv } from '../../http/shop-context.ts';
import { ShopError } from '../../services/errors.ts';
import { filesOf } from '../../services/image-upload.server.ts';
import { apiRouter, issueText, jsonContent } from '../openapi.ts';
import { errorSchema, imageSchema } from '../schemas.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** Back office API for the catalogue and the Value of the Day (mounted at /api/admin, admins only). */

const productSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  category: z.string(),
  subcategory: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  oldPriceCents: z.number().int().nullable(),
  stock: z.number().int(),
  isNew: z.boolean(),
  isFeatured: z.boolean(),
  hidden: z.boolean(),
  image: imageSchema.nullable(),
  specs: z
    .object({ filled: z.number().int(), total: z.number().int() })
    .openapi({ description: "Typed data stated of the subcategory's attributes" }),
  translationsMissing: z
    .record(z.string(), z.number().int())
    .openapi({ description: 'Per translation language (code): English texts that have no text in it' }),
});

const nameValueSchema = z.object({ name: z.string(), value: z.string() });
const productTextsSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  specifications: z.array(z.object({ group: z.string(), items: z.array(nameValueSchema) })).optional(),
  features: z.array(nameValueSchema).optional(),
  useCases: z.array(z.string()).optional(),
  includedItems: z.array(z.string()).optional(),
  imageAlts: z.array(z.string()).optional(),
});

const adminProductSchema = productSummarySchema.extend({
  description: z.string(),
  images: z.array(imageSchema),
  rating: z.number(),
  position: z.number().int(),
  ordered: z.boolean().openapi({ description: 'Ordered at least once: can be hidden, never deleted' }),
  updatedAt: z.string(),
  attributes: z
    .record(z.string(), z.union([z.number(), z.string(), z.boolean()]))
    .openapi({ description: 'Typed data by the subcategory (attribute key → value); a key left out is not stated' }),
  specifications: productTextsSchema.shape.specifications.unwrap(),
  features: productTextsSchema.shape.features.unwrap(),
  useCases: z.array(z.string()),
  includedItems: z.array(z.string()),
  translations: z.record(z.string(), productTextsSchema.optional()).openapi({
    description:
      "Texts by language code, for every configured language but English (the product's own fields); a text left out shows the English one",
  }),
  missingTranslations: z.record(z.string(), z.array(z.string())).openapi({
    description:
      'Per translation language (code): English texts without a text in it: title, description, specifications, …, imageAlts.<n>',
  }),
});

const adminDealSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  productTitle: z.string(),
  productHidden: z.boolean(),
  shownInShop: z.boolean().openapi({ description: "Visible and below the product's own price: shown as a deal" }),
  dealPriceCents: z.number().int(),
  regularPriceCents: z.number().int(),
  discount: z.number().int(),
  stockCap: z.number().int(),
  soldCount: z.number().int(),
  stock: z.number().int(),
  endsAt: z.string(),
  createdAt: z.string(),
});

const idParam = z.object({ id: z.string().min(1).max(200) });
const messageSchema = z.object({ message: z.string() });
const guarded = {
  401: jsonContent(errorSchema, 'Not signed in'),
  404: jsonContent(errorSchema, 'Not an admin, or no such product'),
};
const TEXT_LIMITS = `Limits: at most ${TEXT_MAX.groups} specification groups (name ≤ ${TEXT_MAX.groupName} characters) of ${TEXT_MAX.rowsPerGroup} rows (name ≤ ${TEXT_MAX.specName}, value ≤ ${TEXT_MAX.specValue}), ${TEXT_MAX.features} features (name ≤ ${TEXT_MAX.featureName}, text ≤ ${TEXT_MAX.featureText}), ${TEXT_MAX.useCases} use cases (≤ ${TEXT_MAX.useCase} each), ${TEXT_MAX.includedItems} items in the box (≤ ${TEXT_MAX.includedItem} each); translated titles and descriptions as the English ones; alt texts ≤ 200.`;
const PRODUCT_FORM_FIELDS = `Fields as in PUT /products/{id} (${PRODUCT_FIELDS.filter((f) => f !== 'id').join(', ')}; checkboxes as "on"/"true"), and as the back office's form sends them: typed data as "attributes.<key>" fields (with "attributesFor" set to the subcategory; empty: not stated; flags "yes"/"no"), the texts "specifications" ("[Group]" lines, then "Name: value" lines), "features" ("Name: text" lines), "useCases" and "includedItems" (one a line), each other language's as "translations.<lang>.<text>" (title, description, specifications, features, useCases, includedItems, imageAlts), e.g. "translations.tr.title". ${TEXT_LIMITS}`;
const UPLOAD_RULES = 'Images: PNG, JPEG or WebP by content (SVG is refused), at most 2 MB each, at most 5 per product.';

/**
 * The multipart bodies, documented as plain OpenAPI schemas: the handlers read and check the
 * form themselves (files by content), so no zod validator is attached.
 */
const imageFiles = {
  type: 'array' as const,
  items: { type: 'string' as const, format: 'binary' },
  minItems: 1,
  maxItems: 5,
};
const formText = { type: 'string' as const };
const multipartBody = (properties: Record<string, object>, required: string[]) => ({
  body: {
    required: true,
    content: { 'multipart/form-data': { schema: { type: 'object' as const, properties, required } } },
  },
});
const productFormFields = Object.fromEntries(
  [...PRODUCT_FIELDS, 'attributesFor', 'specifications', 'features', 'useCases', 'includedItems'].map((name) => [
    name,
    formText,
  ]),
);

const listRoute = createRoute({
  method: 'get',
  path: '/products',
  summary: 'Every product, hidden ones too; q searches title, id and brand; filters combine; 50 a page',
  request: { query: adminProductQuerySchema },
  responses: {
    200: jsonContent(
      z.object({
        products: z.array(productSummarySchema),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
        pages: z.number().int(),
        brands: z.array(z.string()),
      }),
      'A page of products and the brands for the filter',
    ),
    ...guarded,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  summary: 'One product, hidden or not',
  request: { params: idParam },
  responses: { 200: jsonContent(adminProductSchema, 'The product'), ...guarded },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/products/{id}',
  summary: `Save a product (a full replace: omitted flags are false, an omitted oldPrice clears it). Money as dollar strings ("189.99", at most 2 decimals); oldPrice empty/null or above price; stock a whole number ≥ 0; subcategory one of those of the category (empty: none; left out: kept while it fits the category); brand normalised; images: alt texts (and order) of current images by path. Left out of the body, these stay as they are: attributes (typed data of the subcategory, a whole replace: {"resolutionMp": 4, "lensType": "fixed", "audio": true}; null or left out = not stated; a key the subcategory does not declare, a wrong type, a value out of range or with too many decimals is a 400 naming the key), specifications ([{group, items: [{name, value}]}]), features ([{name, value}]), useCases and includedItems (string lists), imageAlts (English alt texts by image position) and translations ({"tr": {title, description, specifications, features, useCases, includedItems, imageAlts}, …} keyed by any configured language but English; a whole replace; a text left out or empty shows the English one). ${TEXT_LIMITS} The shop shows it at once.`,
  request: { params: idParam, body: { content: { 'application/json': { schema: productSchema } }, required: true } },
  responses: {
    200: jsonContent(adminProductSchema, 'Saved'),
    400: jsonContent(errorSchema, 'Invalid input: {message, fieldErrors}'),
    ...guarded,
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/products',
  summary: 'Add a product (multipart/form-data)',
  description: `multipart/form-data: id (lowercase letters, digits and dashes; unique), ${PRODUCT_FORM_FIELDS}, and one to five files in "images". ${UPLOAD_RULES} The product goes to the end of the catalogue.`,
  request: multipartBody({ ...productFormFields, images: imageFiles }, [
    'id',
    'title',
    'price',
    'stock',
    'category',
    'brand',
    'images',
  ]),
  responses: {
    201: jsonContent(adminProductSchema, 'Created'),
    400: jsonContent(errorSchema, 'Invalid input or no image'),
    409: jsonContent(errorSchema, 'The id is taken'),
    413: jsonContent(errorSchema, 'An image is larger than 2 MB'),
    415: jsonContent(errorSchema, 'A file is not a PNG, JPEG or WebP image'),
    ...guarded,
  },
});

const addImagesRoute = createRoute({
  method: 'post',
  path: '/products/{id}/images',
  summary: 'Add images to a product (multipart/form-data, files in "images")',
  description: `multipart/form-data with files in "images", added after the current ones with the product's title as alt text. ${UPLOAD_RULES}`,
  request: { params: idParam, ...multipartBody({ images: imageFiles }, ['images']) },
  responses: {
    200: jsonContent(adminProductSchema, 'The product with its images'),
    400: jsonContent(errorSchema, 'No file, or more than 5 images in all'),
    413: jsonContent(errorSchema, 'An image is larger than 2 MB'),
    415: jsonContent(errorSchema, 'A file is not a PNG, JPEG or WebP image'),
    ...guarded,
  },
});

const removeImageRoute = createRoute({
  method: 'delete',
  path: '/products/{id}/images',
  summary: 'Remove one image by its path (never the last one)',
  request: {
    params: idParam,
    body: {
      content: {
        'application/json': {
          schema: z.object({
            path: z
              .string({ error: 'admin.catalog.errors.imageNotFound' })
              .min(1, 'admin.catalog.errors.imageNotFound')
              .max(300),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    200: jsonContent(adminProductSchema, 'The product'),
    400: jsonContent(errorSchema, 'The last image cannot go'),
    ...guarded,
  },
});

const visibilityRoute = (hidden: boolean) =>
  createRoute({
    method: 'post',
    path: `/products/{id}/${hidden ? 'hide' : 'show'}`,
    summary: hidden
      ? 'Hide a product: gone from the storefront, search, sitemap, carts and wishlists'
      : 'Show a hidden product again',
    request: { params: idParam },
    responses: { 200: jsonContent(adminProductSchema, 'The product'), ...guarded },
  });

const deleteRoute = createRoute({
  method: 'delete',
  path: '/products/{id}',
  summary: 'Delete a product that was never ordered (with its cart lines, wishlist entries and deals)',
  request: { params: idParam },
  responses: {
    200: jsonContent(messageSchema, 'Deleted'),
    409: jsonContent(errorSchema, 'Ordered before: hide it instead'),
    ...guarded,
  },
});

const getDealRoute = createRoute({
  method: 'get',
  path: '/deal',
  summary: 'The running Value of the Day deal and the products a new one can be for',
  responses: {
    200: jsonContent(
      z.object({
        deal: adminDealSchema.nullable(),
        products: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            priceCents: z.number().int().nullable(),
            oldPriceCents: z.number().int().nullable(),
            stock: z.number().int(),
          }),
        ),
      }),
      'The deal (null when none runs) and the visible products',
    ),
    401: guarded[401],
    404: guarded[404],
  },
});

const setDealRoute = createRoute({
  method: 'put',
  path: '/deal',
  summary:
    'Start a new deal, current at once (a running one ends). dealPrice as a dollar string, below the product\'s regular price (the shop shows that price struck through and the discount against it); stockCap ≥ 1; endsAt a datetime-local value in Europe/Istanbul ("2026-05-01T18:00") or an ISO time with offset, in the future',
  request: { body: { content: { 'application/json': { schema: dealSchema } }, required: true } },
  responses: {
    200: jsonContent(z.object({ deal: adminDealSchema }), 'The new deal'),
    400: jsonContent(errorSchema, 'Invalid input: {message, fieldErrors}'),
    401: guarded[401],
    404: guarded[404],
  },
});

const endDealRoute = createRoute({
  method: 'post',
  path: '/deal/end',
  summary: 'End the running deal now',
  responses: {
    200: jsonContent(messageSchema, 'Ended'),
    401: guarded[401],
    404: jsonContent(errorSchema, 'Not an admin, or no deal is running'),
  },
});

/** A multipart body's fields and files; anything else is a 400. */
async function readMultipart(c: Context<AppEnv>): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? ''))
    throw new ShopError(400, 'admin.catalog.errors.multipartRequired');
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ShopError(400, 'admin.catalog.errors.multipartRequired');
  }
  if (formHasNul(form)) throw new ShopError(400, 'errors.badRequest');
  return form;
}

/** Form fields as strings (files ignored). */
function fieldsOf(form: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !(key in out)) out[key] = value;
  return out;
}

/** Refused input, each message translated; a typed-data message names its attribute ("resolutionMp: …"). */
function badInput(c: Context<AppEnv>, error: z.ZodError) {
  const { t } = c.get('shop');
  const issues = error.issues.map((issue) =>
    issue.path[0] === 'attributes' && issue.path.length > 1
      ? { path: issue.path, message: `${String(issue.path[1])}: ${issueText(t, issue)}` }
      : { path: issue.path, message: issueText(t, issue) },
  );
  const fieldErrors = firstIssuePerField(issues, { message: (message) => message as string });
  return c.json({ message: Object.values(fieldErrors)[0] ?? t('errors.badRequest'), fieldErrors }, 400);
}

export function adminCatalogApi({ adminCatalog, adminDeals }: Services) {
  const found = <T>(value: T | null): T => {
    if (!value) throw new ShopError(404, 'errors.productNotFound');
    return value;
  };
  return apiRouter()
    .openapi(listRoute, async (c) => c.json(await adminCatalog.listProducts(c.req.valid('query')), 200))
    .openapi(getRoute, async (c) => c.json(found(await adminCatalog.getProduct(c.req.valid('param').id)), 200))
    .openapi(
      updateRoute,
      async (c) => c.json(await adminCatalog.updateProduct(c.req.valid('param').id, c.req.valid('json')), 200),
      (result, c) => {
        if (!result.success) return badInput(c, result.error);
        if (containsNul(result.data)) return c.json({ message: c.get('shop').t('errors.badRequest') }, 400);
      },
    )
    .openapi(createRouteDef, async (c) => {
      const form = await readMultipart(c);
      const parsed = newProductSchema.safeParse({ ...readProductForm(form), id: fieldsOf(form).id });
      if (!parsed.success) return badInput(c, parsed.error);
      return c.json(await adminCatalog.createProduct(parsed.data, filesOf(form.getAll('images'))), 201);
    })
    .openapi(addImagesRoute, async (c) => {
      const form = await readMultipart(c);
      return c.json(await adminCatalog.addImages(c.req.valid('param').id, filesOf(form.getAll('images'))), 200);
    })
    .openapi(removeImageRoute, async (c) =>
      c.json(await adminCatalog.removeImage(c.req.valid('param').id, c.req.valid('json').path), 200),
    )
    .openapi(visibilityRoute(true), async (c) =>
      c.json(await adminCatalog.hideProduct(c.req.valid('param').id, true), 200),
    )
    .openapi(visibilityRoute(false), async (c) =>
      c.json(await adminCatalog.hideProduct(c.req.valid('param').id, false), 200),
    )
    .openapi(deleteRoute, async (c) => {
      await adminCatalog.deleteProduct(c.req.valid('param').id);
      return c.json({ message: c.get('shop').t('admin.catalog.deleted') }, 200);
    })
    .openapi(getDealRoute, async (c) =>
      c.json({ deal: await adminDeals.currentDeal(), products: adminDeals.dealChoices() }, 200),
    )
    .openapi(setDealRoute, async (c) => c.json({ deal: await adminDeals.setDeal(c.req.valid('json')) }, 200))
    .openapi(endDealRoute, async (c) => {
      await adminDeals.endDeal();
      return c.json({ message: c.get('shop').t('admin.catalog.deal.ended') }, 200);
    });
}
