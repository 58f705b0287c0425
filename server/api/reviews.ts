import { createRoute, z } from '@hono/zod-openapi';
import { reviewBodySchema } from '#common/schemas/reviews.ts';
import { REVIEW_STATUSES } from '#common/statuses.ts';
import type { Services } from '../context.ts';
import { ShopError } from '../services/errors.ts';
import type { OwnReview } from '../services/reviews.server.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const productParam = z.object({ id: z.string().min(1).max(120) });
const ownReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES),
  updatedAt: z.string().describe('ISO 8601'),
});
const standingSchema = z.object({ eligible: z.boolean(), review: ownReviewSchema.nullable() });

const routes = {
  standing: createRoute({
    method: 'get',
    path: '/products/{id}/review',
    summary: 'May the signed-in shopper review the product (an order with it was Delivered), and their review so far',
    request: { params: productParam },
    responses: {
      200: jsonContent(standingSchema, 'Eligibility and the own review (any status)'),
      401: jsonContent(errorSchema, 'Not signed in'),
      404: jsonContent(errorSchema, 'No such product'),
    },
  }),
  save: createRoute({
    method: 'post',
    path: '/products/{id}/review',
    summary: "Write or change the shopper's review of a product they received; it waits for the owner's approval",
    request: {
      params: productParam,
      body: { content: { 'application/json': { schema: reviewBodySchema } }, required: true },
    },
    responses: {
      200: jsonContent(ownReviewSchema.extend({ changed: z.boolean() }), 'Stored (changed: false for the same text)'),
      400: jsonContent(errorSchema, 'Invalid rating or text'),
      401: jsonContent(errorSchema, 'Not signed in'),
      403: jsonContent(errorSchema, 'No delivered order with this product'),
      404: jsonContent(errorSchema, 'No such product'),
    },
  }),
};

const ownJson = (review: OwnReview) => ({ ...review, updatedAt: review.updatedAt.toISOString() });

/** A shopper's own review of a product (docs/product.md §22). */
export function reviewsApi({ reviews, catalog }: Services) {
  const router = apiRouter();
  // Before body validation: an anonymous caller learns "sign in" (401), not what its body lacks.
  router.use('/products/:id/review', async (c, next) => {
    if (!c.get('shop').user) throw new ShopError(401, 'account.errors.signInRequired');
    await next();
  });
  return router
    .openapi(routes.standing, async (c) => {
      const { user } = c.get('shop');
      if (!user) throw new ShopError(401, 'account.errors.signInRequired');
      const { id } = c.req.valid('param');
      if (!catalog.getCard(id)) throw new ShopError(404, 'errors.productNotFound');
      const standing = await reviews.standing(user.id, id);
      return c.json({ eligible: standing.eligible, review: standing.review && ownJson(standing.review) }, 200);
    })
    .openapi(routes.save, async (c) => {
      const { user } = c.get('shop');
      if (!user) throw new ShopError(401, 'account.errors.signInRequired');
      const { review, changed } = await reviews.saveOwn(user, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ ...ownJson(review), changed }, 200);
    });
}
