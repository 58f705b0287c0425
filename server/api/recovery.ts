import { createRoute, z } from '@hono/zod-openapi';
import { forgotPasswordSchema, resetPasswordSchema } from '#common/schemas/auth.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const body = <T>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });
const message = z.object({ message: z.string() });

const routes = {
  forgot: createRoute({
    method: 'post',
    path: '/password/forgot',
    summary: 'Asks for a password-reset link by mail: the same answer whether or not the address has an account',
    request: body(forgotPasswordSchema),
    responses: {
      202: jsonContent(message, 'If the address has an account, a link valid for 30 minutes is on its way'),
      400: jsonContent(errorSchema, 'Invalid input'),
      429: jsonContent(errorSchema, 'Too many requests from this address or for this e-mail (see Retry-After)'),
    },
  }),
  reset: createRoute({
    method: 'post',
    path: '/password/reset',
    summary: "Sets a new password with a reset link's token (once); every session of the account ends",
    request: body(resetPasswordSchema),
    responses: {
      200: jsonContent(message, 'Password changed: sign in with the new one'),
      400: jsonContent(errorSchema, 'Invalid input, or the link is unknown, expired or already used'),
      429: jsonContent(errorSchema, 'Too many resets from this address, or the server is busy (see Retry-After)'),
    },
  }),
};

/** Account recovery (docs/product.md §7.11): thin, the rules are in RecoveryService. */
export function recoveryApi({ recovery }: Services) {
  return apiRouter()
    .openapi(routes.forgot, async (c) => {
      const shop = c.get('shop');
      await recovery.requestReset(c.req.valid('json'), shop.lang, shop.address);
      return c.json({ message: shop.t('recovery.forgotSent') }, 202);
    })
    .openapi(routes.reset, async (c) => {
      const shop = c.get('shop');
      await recovery.resetPassword(c.req.valid('json'), shop.address);
      return c.json({ message: shop.t('recovery.resetDone') }, 200);
    });
}
