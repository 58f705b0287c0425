import { createRoute, z } from '@hono/zod-openapi';
import { newsletterSchema } from '#common/schemas/newsletter.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  summary: 'Subscribe an e-mail address (subscribing twice is not an error)',
  request: { body: { content: { 'application/json': { schema: newsletterSchema } }, required: true } },
  responses: {
    201: jsonContent(z.object({ message: z.string() }), 'Subscribed'),
    400: jsonContent(errorSchema, 'Invalid e-mail address'),
    429: jsonContent(errorSchema, 'Too many sign-ups from this address (see Retry-After)'),
  },
});

export function newsletterApi({ newsletter }: Services) {
  return apiRouter().openapi(subscribeRoute, async (c) => {
    const { email, source } = c.req.valid('json');
    const { lang, t, address } = c.get('shop');
    await newsletter.subscribe(email, lang, source, address);
    return c.json({ message: t('newsletter.success') }, 201);
  });
}
