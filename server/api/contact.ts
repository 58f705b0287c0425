import { createRoute, z } from '@hono/zod-openapi';
import { contactSchema } from '#common/schemas/contact.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const submitRoute = createRoute({
  method: 'post',
  path: '/contact',
  summary: "Send a message to the shop (with orderNumber, a request about one of the signed-in shopper's orders)",
  request: { body: { content: { 'application/json': { schema: contactSchema } }, required: true } },
  responses: {
    201: jsonContent(z.object({ message: z.string(), id: z.number().int() }), 'Message stored'),
    400: jsonContent(errorSchema, 'Invalid input: {message, fieldErrors}'),
    429: jsonContent(errorSchema, 'Too many messages from this address (see Retry-After)'),
  },
});

export function contactApi({ contact }: Services) {
  return apiRouter().openapi(submitRoute, async (c) => {
    const input = c.req.valid('json');
    const { lang, t, user } = c.get('shop');
    const { id } = await contact.submit(input, { userId: user?.id ?? null, lang, address: c.get('shop').address });
    return c.json({ message: t('contact.success.message'), id }, 201);
  });
}
