import { createRoute, z } from '@hono/zod-openapi';
import { productQuerySchema, suggestQuerySchema } from '#common/schemas/catalog.ts';
import type { Services } from '../context.ts';
import { catalogueValues } from '../http/catalog-json.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import {
  catalogFacetsSchema,
  errorSchema,
  productCardSchema,
  productDetailSchema,
  suggestionSchema,
} from './schemas.ts';

/** The catalogue reads carry an ETag (per catalogue generation and content coding). */
const NOT_MODIFIED = { description: 'Not modified: If-None-Match names the current ETag' };

const listRoute = createRoute({
  method: 'get',
  path: '/products',
  summary:
    "List products with the filters' counts; search, category, subcategory, brand, id (comma-separated), " +
    "priceMin/priceMax (dollars), inStock=1, attribute filters (resolutionMp=4&resolutionMp=8: any of a key's values, " +
    'every key) and sort combine',
  request: { query: productQuerySchema },
  responses: {
    200: jsonContent(
      z.object({ products: z.array(productCardSchema), total: z.number().int(), facets: catalogFacetsSchema }),
      "Matching products, how many there are, and each filter value's count",
    ),
    304: NOT_MODIFIED,
    400: jsonContent(errorSchema, 'Invalid query'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  summary:
    "One product with images, specifications, typed data, features and reviews; its texts (title, description, specifications, features, use cases, package contents, image texts) in the visitor's language (the lang cookie, then Accept-Language), English where the product has none in it",
  request: { params: z.object({ id: z.string().min(1).max(120) }) },
  responses: {
    200: jsonContent(productDetailSchema, 'The product'),
    304: NOT_MODIFIED,
    404: jsonContent(errorSchema, 'No such product'),
  },
});

const suggestRoute = createRoute({
  method: 'get',
  path: '/search/suggestions',
  summary: 'Search suggestions for the header box (at least 2 characters)',
  request: { query: suggestQuerySchema },
  responses: {
    200: jsonContent(z.object({ query: z.string(), results: z.array(suggestionSchema) }), 'Best matches'),
    304: NOT_MODIFIED,
    400: jsonContent(errorSchema, 'Query too short or too long'),
  },
});

const dealRoute = createRoute({
  method: 'get',
  path: '/deal',
  summary: 'The current Value of the Day deal',
  responses: {
    200: jsonContent(
      z.object({
        deal: z
          .object({
            product: productCardSchema,
            dealPriceCents: z.number().int(),
            oldPriceCents: z.number().int().nullable(),
            discount: z.number().int(),
            stock: z.number().int(),
            endsAt: z.string(),
          })
          .nullable(),
      }),
      'The deal, or null when none is running',
    ),
  },
});

/**
 * Valid reads of the public catalogue are answered before this router, from bytes made once per
 * catalogue generation (server/http/catalog-json.ts, the same values): these routes describe them
 * in the OpenAPI document and answer what that fast path leaves to them (bad queries, unknown ids).
 */
export function catalogApi({ catalog }: Services) {
  return apiRouter()
    .openapi(listRoute, (c) => c.json(catalogueValues.list(catalog, c.req.valid('query'), c.get('shop').lang), 200))
    .openapi(detailRoute, async (c) => {
      const product = await catalogueValues.detail(catalog, c.req.valid('param').id, c.get('shop').lang);
      if (!product) return c.json({ message: c.get('shop').t('errors.productNotFound') }, 404);
      return c.json(product, 200);
    })
    .openapi(suggestRoute, (c) =>
      c.json(catalogueValues.suggestions(catalog, c.req.valid('query'), c.get('shop').lang), 200),
    )
    .openapi(dealRoute, async (c) => c.json({ deal: await catalog.getDeal(undefined, c.get('shop').lang) }, 200));
}
