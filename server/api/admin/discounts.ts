import { createRoute, z } from '@hono/zod-openapi';
import { DISCOUNT_KINDS } from '#common/discounts.ts';
import { discountCodeSchema, discountListQuerySchema } from '#common/schemas/discounts.ts';
import { ORDER_STATUSES } from '#common/statuses.ts';
import type { Services } from '../../context.ts';
import { ShopError } from '../../services/errors.ts';
import { apiRouter, jsonContent } from '../openapi.ts';
import { errorSchema, pathId } from '../schemas.ts';

const idParam = z.object({ id: pathId });

const codeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  value: z.number().int().describe('Percent (1–100) for percent, cents for fixed'),
  minOrderCents: z.number().int(),
  startsAt: z.string().nullable().describe('ISO 8601'),
  endsAt: z.string().nullable().describe('ISO 8601'),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  usedCount: z.number().int(),
  productIds: z.array(z.string()),
  categories: z.array(z.string()),
  active: z.boolean(),
  source: z.string().describe('admin, or newsletter for a subscriber’s welcome code'),
  issuedTo: z.string().nullable(),
  state: z.enum(['active', 'inactive', 'scheduled', 'expired', 'usedUp']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const detailSchema = codeSchema.extend({
  redemptions: z.array(
    z.object({
      orderNumber: z.string(),
      orderStatus: z.enum(ORDER_STATUSES),
      email: z.string(),
      amountCents: z.number().int(),
      at: z.string(),
    }),
  ),
  deletable: z.boolean().describe('No order ever used it'),
});
const guarded = {
  400: jsonContent(errorSchema, 'Invalid input: {message, fieldErrors}'),
  401: jsonContent(errorSchema, 'Not signed in'),
  404: jsonContent(errorSchema, 'Not an admin, or no such code'),
};
const body = {
  content: { 'application/json': { schema: discountCodeSchema } },
  required: true,
  description:
    'code (3–32 of A–Z 0–9 - _, any case), kind (percent|fixed), value (percent 1–100, or dollars for fixed), minOrder (dollars), startsAt/endsAt (shop time "2026-05-01T09:00" or ISO with offset), maxUses, maxUsesPerCustomer, productIds, categories, active',
};

const routes = {
  list: createRoute({
    method: 'get',
    path: '/discounts',
    summary: 'Discount codes, newest first, 50 a page (q: part of a code; source: admin or newsletter)',
    request: { query: discountListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          items: z.array(codeSchema),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
          pageCount: z.number().int(),
        }),
        'One page of codes',
      ),
      ...guarded,
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/discounts',
    summary: 'Create a discount code',
    request: { body },
    responses: {
      201: jsonContent(detailSchema, 'The new code'),
      ...guarded,
      409: jsonContent(errorSchema, 'The code exists'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/discounts/{id}',
    summary: 'One code with its usage (the orders that used it)',
    request: { params: idParam },
    responses: { 200: jsonContent(detailSchema, 'The code'), ...guarded },
  }),
  update: createRoute({
    method: 'put',
    path: '/discounts/{id}',
    summary: 'Replace a code’s terms (its uses so far stay counted)',
    request: { params: idParam, body },
    responses: {
      200: jsonContent(detailSchema, 'The code'),
      ...guarded,
      409: jsonContent(errorSchema, 'Another code has this code'),
    },
  }),
  deactivate: createRoute({
    method: 'post',
    path: '/discounts/{id}/deactivate',
    summary: 'Deactivate a code (shoppers can no longer use it; orders keep it)',
    request: { params: idParam },
    responses: { 200: jsonContent(detailSchema, 'The code'), ...guarded },
  }),
  activate: createRoute({
    method: 'post',
    path: '/discounts/{id}/activate',
    summary: 'Activate a code again',
    request: { params: idParam },
    responses: { 200: jsonContent(detailSchema, 'The code'), ...guarded },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/discounts/{id}',
    summary: 'Delete a code no order ever used (a used code can only be deactivated)',
    request: { params: idParam },
    responses: {
      200: jsonContent(z.object({ message: z.string() }), 'Deleted'),
      ...guarded,
      409: jsonContent(errorSchema, 'An order used this code'),
    },
  }),
};

/** Back office: discount codes (mounted at /api/admin, behind adminOnly). docs/product.md §17.8. */
export function adminDiscountsApi({ discounts }: Services) {
  return apiRouter()
    .openapi(routes.list, async (c) => c.json(await discounts.list(c.req.valid('query')), 200))
    .openapi(routes.create, async (c) => c.json(await discounts.create(c.req.valid('json')), 201))
    .openapi(routes.get, async (c) => {
      const code = await discounts.get(c.req.valid('param').id);
      if (!code) throw new ShopError(404, 'discounts.admin.errors.notFound');
      return c.json(code, 200);
    })
    .openapi(routes.update, async (c) =>
      c.json(await discounts.update(c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.deactivate, async (c) => c.json(await discounts.setActive(c.req.valid('param').id, false), 200))
    .openapi(routes.activate, async (c) => c.json(await discounts.setActive(c.req.valid('param').id, true), 200))
    .openapi(routes.remove, async (c) => {
      const id = c.req.valid('param').id;
      const code = await discounts.get(id);
      if (!code) throw new ShopError(404, 'discounts.admin.errors.notFound');
      await discounts.remove(id);
      return c.json({ message: c.get('shop').t('discounts.admin.deleted', { code: code.code }) }, 200);
    });
}
