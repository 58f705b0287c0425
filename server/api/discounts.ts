import { createRoute, z } from '@hono/zod-openapi';
import { DISCOUNT_REFUSALS } from '#common/discounts.ts';
import { messageDetails } from '#common/money-rules.ts';
import { discountCheckSchema } from '#common/schemas/discounts.ts';
import type { Services } from '../context.ts';
import { ShopError } from '../services/errors.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const checkRoute = createRoute({
  method: 'post',
  path: '/discounts/check',
  summary:
    'What a discount code takes off the signed-in shopper’s cart, and the totals with the chosen delivery (throttled per address)',
  request: { body: { content: { 'application/json': { schema: discountCheckSchema } }, required: true } },
  responses: {
    200: jsonContent(
      z.object({
        code: z.string(),
        discountCents: z.number().int(),
        subtotalCents: z.number().int(),
        shippingCents: z.number().int(),
        taxCents: z.number().int(),
        totalCents: z.number().int(),
      }),
      'The code applies: the discount and the totals (total = subtotal − discount + shipping + tax)',
    ),
    400: jsonContent(errorSchema, 'No code, or an empty cart'),
    401: jsonContent(errorSchema, 'Not signed in'),
    422: jsonContent(
      errorSchema.extend({
        reason: z.enum(DISCOUNT_REFUSALS),
        code: z.string(),
        minOrderCents: z.number().int().optional(),
      }),
      'The code does not apply: unknown, someone else’s personal code (notYours), inactive, not started, expired, used up, already used by you, below its minimum order (minOrderCents) or not for these products',
    ),
    429: jsonContent(errorSchema, 'Too many code look-ups from this address (see Retry-After)'),
  },
});

/** The checkout's discount code preview (docs/product.md §9.13). */
export function discountsApi({ discounts }: Services) {
  const router = apiRouter();
  // Before body validation: an anonymous caller learns "sign in" (401), not what its body lacks.
  router.use('/discounts/*', async (c, next) => {
    if (!c.get('shop').user) throw new ShopError(401, 'account.errors.signInRequired');
    await next();
  });
  return router.openapi(checkRoute, async (c) => {
    const { user, t, lang, address } = c.get('shop');
    if (!user) throw new ShopError(401, 'account.errors.signInRequired');
    const result = await discounts.preview(user.id, c.req.valid('json'), address);
    if (!result.ok) {
      const { messageKey, details } = result.refused;
      return c.json({ message: t(messageKey, messageDetails(details, lang)), ...details }, 422);
    }
    return c.json({ code: result.code, ...result.totals, discountCents: result.discountCents }, 200);
  });
}
