import { createRoute, z } from '@hono/zod-openapi';
import { productQuerySchema, suggestQuerySchema } from '#common/schemas/catalog.ts';
import type { Services } from '../context.ts';
import { JsonMemo, jsonText } from '../http/json-memo.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema, productCardSchema, productDetailSchema, suggestionSchema } from './schemas.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/products',
  summary: 'List products; search, category, subcategory, brand, id (comma-separated) and sort combine',
  request: { query: productQuerySchema },
  responses: {
    200: jsonContent(z.object({ products: z.array(productCardSchema), total: z.number().int() }), 'Matching products'),
    400: jsonContent(errorSchema, 'Invalid query'),
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  summary: 'One product with images, specifications, features and reviews',
  request: { params: z.object({ id: z.string().min(1).max(120) }) },
  responses: {
    200: jsonContent(productDetailSchema, 'The product'),
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

export function catalogApi({ catalog }: Services) {
  // Lists and suggestions depend only on the query, the language and the catalogue generation.
  const memo = new JsonMemo();
  return apiRouter()
    .openapi(listRoute, (c) => {
      const q = c.req.valid('query');
      const { lang } = c.get('shop');
      const json = memo.get(`list ${lang} ${JSON.stringify(q)}`, catalog.generation, () =>
        catalog.listProducts({
          search: q.search,
          category: q.category,
          subcategory: q.subcategory,
          brand: q.brand,
          ids: q.id,
          sort: q.sort,
          lang,
        }),
      );
      return jsonText(c, json);
    })
    .openapi(detailRoute, async (c) => {
      const product = await catalog.getProduct(c.req.valid('param').id);
      if (!product) return c.json({ message: c.get('shop').t('errors.productNotFound') }, 404);
      return c.json(product, 200);
    })
    .openapi(suggestRoute, (c) => {
      const { q, limit } = c.req.valid('query');
      const json = memo.get(`suggest ${limit} ${q}`, catalog.generation, () => ({
        query: q,
        results: catalog.suggest(q, limit),
      }));
      return jsonText(c, json);
    })
    .openapi(dealRoute, async (c) => c.json({ deal: await catalog.getDeal() }, 200));
}
