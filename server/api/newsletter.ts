import { createRoute, z } from '@hono/zod-openapi';
import { newsletterSchema } from '#common/schemas/newsletter.ts';
import { confirmTokenSchema, unsubscribeSchema } from '#common/schemas/subscriptions.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const messageSchema = z.object({ message: z.string() });

const subscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter',
  summary:
    'Subscribe an e-mail address: stored pending, a confirmation link is mailed (the same answer whatever the address)',
  request: { body: { content: { 'application/json': { schema: newsletterSchema } }, required: true } },
  responses: {
    201: jsonContent(messageSchema, 'Subscribed, or nothing to do: always the same answer'),
    400: jsonContent(errorSchema, 'Invalid e-mail address'),
    429: jsonContent(errorSchema, 'Too many sign-ups from this address (see Retry-After)'),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/newsletter/confirm',
  summary: "Confirm an address with its mail's link token: its personal 10% code is mailed",
  request: { body: { content: { 'application/json': { schema: confirmTokenSchema } }, required: true } },
  responses: {
    200: jsonContent(messageSchema.extend({ already: z.boolean() }), 'Confirmed (or confirmed before)'),
    400: jsonContent(errorSchema, 'No token of ours'),
    404: jsonContent(errorSchema, 'Unknown link'),
    410: jsonContent(errorSchema, 'The link has expired'),
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/newsletter/unsubscribe',
  summary: 'Unsubscribe with the parameters of a mail’s unsubscribe link (e, t); no sign-in needed',
  request: { body: { content: { 'application/json': { schema: unsubscribeSchema } }, required: true } },
  responses: {
    200: jsonContent(messageSchema, 'Unsubscribed (also when it was before)'),
    400: jsonContent(errorSchema, 'Not the parameters of a link'),
    404: jsonContent(errorSchema, 'Not a link this shop made'),
  },
});

export function newsletterApi({ newsletter }: Services) {
  return apiRouter()
    .openapi(subscribeRoute, async (c) => {
      const { email, source } = c.req.valid('json');
      const { lang, t, address } = c.get('shop');
      await newsletter.subscribe(email, lang, source, address);
      return c.json({ message: t('newsletter.success') }, 201);
    })
    .openapi(confirmRoute, async (c) => {
      const { t } = c.get('shop');
      const { already, code } = await newsletter.confirm(c.req.valid('json').token);
      const key = already
        ? 'subscriptions.confirm.already'
        : code
          ? 'subscriptions.confirm.done'
          : 'subscriptions.confirm.doneAgain';
      return c.json({ message: t(key), already }, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const { e, t: mac } = c.req.valid('json');
      const email = await newsletter.unsubscribe(e, mac);
      return c.json({ message: c.get('shop').t('subscriptions.unsubscribe.done', { email }) }, 200);
    });
}
