import { createRoute, z } from '@hono/zod-openapi';
import { reviewDecisionSchema, reviewListQuerySchema } from '#common/schemas/reviews.ts';
import { REVIEW_STATUSES } from '#common/statuses.ts';
import type { Services } from '../../context.ts';
import type { AdminReview } from '../../services/reviews.server.ts';
import { apiRouter, jsonContent } from '../openapi.ts';
import { errorSchema, pathId } from '../schemas.ts';

const reviewSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  productTitle: z.string(),
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  locale: z.string(),
  status: z.enum(REVIEW_STATUSES),
  imported: z.boolean(),
  verified: z.boolean(),
  createdAt: z.string().describe('ISO 8601'),
  updatedAt: z.string().describe('ISO 8601'),
});
const guarded = {
  400: jsonContent(errorSchema, 'Invalid query or body'),
  401: jsonContent(errorSchema, 'Not signed in'),
  404: jsonContent(errorSchema, 'Not an admin'),
};

const routes = {
  list: createRoute({
    method: 'get',
    path: '/reviews',
    summary: 'Reviews, newest first, 25 a page (status filter), with the count of each status',
    request: { query: reviewListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          items: z.array(reviewSchema),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
          pageCount: z.number().int(),
          counts: z.record(z.enum(REVIEW_STATUSES), z.number().int()),
        }),
        'One page of reviews',
      ),
      ...guarded,
    },
  }),
  decide: createRoute({
    method: 'post',
    path: '/reviews/{id}',
    summary: "Publish or reject a review; the product's rating and review count follow",
    request: {
      params: z.object({ id: pathId }),
      body: { content: { 'application/json': { schema: reviewDecisionSchema } }, required: true },
    },
    responses: {
      200: jsonContent(reviewSchema, 'The review'),
      ...guarded,
      404: jsonContent(errorSchema, 'No such review (or not an admin)'),
    },
  }),
};

const reviewJson = (r: AdminReview) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Back office: review moderation (mounted at /api/admin, behind adminOnly). */
export function adminReviewsApi({ reviews }: Services) {
  return apiRouter()
    .openapi(routes.list, async (c) => {
      const result = await reviews.listForAdmin(c.req.valid('query'));
      return c.json({ ...result, items: result.items.map(reviewJson) }, 200);
    })
    .openapi(routes.decide, async (c) =>
      c.json(reviewJson(await reviews.decide(c.req.valid('param').id, c.req.valid('json').status)), 200),
    );
}
