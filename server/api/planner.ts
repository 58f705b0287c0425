import { createRoute, z } from '@hono/zod-openapi';
import { LINE_ROLES } from '#common/kit-planner.ts';
import { kitRequestSchema, planRequestSchema } from '#common/schemas/planner.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { cartSchema, errorSchema } from './schemas.ts';

const values = z.record(z.string(), z.union([z.string(), z.number()]));
const message = z.object({ key: z.string(), values });
const plannerProduct = z.object({
  id: z.string(),
  title: z.string(),
  brand: z.string(),
  priceCents: z.number().int().nullable(),
  stock: z.number().int(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
/** The answer of common/kit-planner.ts planKit (messages are text keys under planner.reasons / planner.issues). */
const planSchema = z
  .object({
    requirements: z.object({
      cameras: z.number().int(),
      channels: z.number().int(),
      bitrateMbps: z.number(),
      maxResolutionMp: z.number(),
      poePorts: z.number().int(),
      poeDrawW: z.number(),
      poePowerW: z.number(),
      poeStandard: z.enum(['none', 'af', 'at', 'bt']),
      days: z.number().int(),
      storageTb: z.number(),
      runM: z.number(),
      cableM: z.number(),
    }),
    lines: z.array(
      z.object({
        role: z.enum(LINE_ROLES),
        product: plannerProduct,
        quantity: z.number().int(),
        unitPriceCents: z.number().int(),
        lineTotalCents: z.number().int(),
        chosen: z.boolean(),
        reasons: z.array(message),
      }),
    ),
    totalCents: z.number().int(),
    issues: z.array(z.object({ key: z.string(), productId: z.string().optional(), values })),
    notes: z.array(z.object({ key: z.string(), values })),
    fixes: z.array(z.object({ role: z.enum(['recorder', 'switch']), productId: z.string(), title: z.string() })),
  })
  .openapi('KitPlan');

const body = { body: { content: { 'application/json': { schema: planRequestSchema } }, required: true } };
const routes = {
  plan: createRoute({
    method: 'post',
    path: '/planner/plan',
    summary: 'Plan a camera system: requirements, the proposed kit with reasons, every incompatibility',
    request: body,
    responses: {
      200: jsonContent(planSchema, 'The plan'),
      400: jsonContent(errorSchema, 'Invalid plan (quantities, days, a product of the wrong kind)'),
      404: jsonContent(errorSchema, 'No such product'),
    },
  }),
  addKit: createRoute({
    method: 'post',
    path: '/cart/kit',
    summary: "Add the plan's whole kit to the cart in one step (all or nothing)",
    request: { body: { content: { 'application/json': { schema: kitRequestSchema } }, required: true } },
    responses: {
      200: jsonContent(z.object({ plan: planSchema, cart: cartSchema }), 'The plan and the cart after adding it'),
      400: jsonContent(errorSchema, 'Invalid plan'),
      404: jsonContent(errorSchema, 'No such product'),
      409: jsonContent(
        errorSchema,
        'Nothing was added: a line lacks stock (`refused` lists the products), or the kit has an incompatibility and `confirm` was not true (`issues` lists them)',
      ),
    },
  }),
};

/** The camera-system planner (docs/product.md §23.4; rules in common/kit-planner.ts). */
export function plannerApi({ planner, cart }: Services) {
  return apiRouter()
    .openapi(routes.plan, (c) => c.json(planner.plan(c.req.valid('json'), c.get('shop').lang), 200))
    .openapi(routes.addKit, async (c) => {
      const owner = c.get('shop').ensureOwner();
      const { confirm, ...request } = c.req.valid('json');
      const plan = await planner.addKit(owner, request, c.get('shop').lang, confirm);
      return c.json({ plan, cart: await cart.getCart(owner) }, 200);
    });
}
