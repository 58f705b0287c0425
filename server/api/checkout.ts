import { createRoute, z } from '@hono/zod-openapi';
import { messageDetails } from '#common/money-rules.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import type { Services } from '../context.ts';
import { ShopError } from '../services/errors.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const route = createRoute({
  method: 'post',
  path: '/checkout',
  summary:
    'Place an order (signed in). Send an Idempotency-Key header (or idempotencyKey in the body) so a retry cannot order twice.',
  request: {
    headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
    body: { content: { 'application/json': { schema: checkoutSchema } }, required: true },
  },
  responses: {
    201: jsonContent(z.object({ order: z.record(z.string(), z.unknown()) }), 'The order'),
    400: jsonContent(errorSchema, 'Invalid input or empty cart'),
    401: jsonContent(errorSchema, 'Not signed in'),
    402: jsonContent(errorSchema, 'Payment declined'),
    409: jsonContent(
      errorSchema,
      'Out of stock, price changed or the Value of the Day deal gone (with the new totalCents), the discount code refused (with its reason) or changed (with the new totalCents), or the same key is still being processed',
    ),
    429: jsonContent(errorSchema, 'Too many discount code look-ups from this address (see Retry-After)'),
    422: jsonContent(errorSchema, 'The idempotency key was used for a different request'),
  },
});

export function checkoutApi({ checkout, discounts }: Services) {
  return apiRouter().openapi(route, async (c) => {
    const shop = c.get('shop');
    const { user, t, lang } = shop;
    if (!user) throw new ShopError(401, 'account.errors.signInRequired');
    const input = c.req.valid('json');
    // An order carrying a code is a look-up too: codes cannot be guessed through the checkout.
    if (input.discountCode) await discounts.countLookup(shop.address);
    const outcome = await checkout.placeOrder(user.id, input, c.req.valid('header')['idempotency-key'] ?? null, lang);
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    if (outcome.status === 201) return c.json(outcome.body, 201);
    const { messageKey, ...details } = outcome.body;
    return c.json({ message: t(messageKey, messageDetails(details, lang)), ...details }, outcome.status);
  });
}
