import { createRoute, z } from '@hono/zod-openapi';
import { confirmTokenSchema, stockAlertSchema } from '#common/schemas/subscriptions.ts';
import type { Services } from '../context.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const messageSchema = z.object({ message: z.string() });
const productParam = z.object({ id: z.string().min(1).max(120) });

const requestRoute = createRoute({
  method: 'post',
  path: '/products/{id}/stock-alerts',
  summary: 'Notify me when available: a sold-out product; the address confirms by a mailed link first',
  request: {
    params: productParam,
    body: { content: { 'application/json': { schema: stockAlertSchema } }, required: true },
  },
  responses: {
    201: jsonContent(messageSchema, 'Stored (or waiting already): always the same answer'),
    400: jsonContent(errorSchema, 'Invalid e-mail address'),
    404: jsonContent(errorSchema, 'No such product'),
    409: jsonContent(errorSchema, 'The product is in stock'),
    429: jsonContent(errorSchema, 'Too many requests from this address (see Retry-After)'),
  },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/stock-alerts/confirm',
  summary: "Confirm a back-in-stock alert with its mail's link token",
  request: { body: { content: { 'application/json': { schema: confirmTokenSchema } }, required: true } },
  responses: {
    200: jsonContent(
      messageSchema.extend({ productId: z.string(), available: z.boolean() }),
      'Confirmed (available: the product can be bought now, no mail will follow)',
    ),
    400: jsonContent(errorSchema, 'No token of ours'),
    404: jsonContent(errorSchema, 'Unknown link'),
    410: jsonContent(errorSchema, 'The link has expired'),
  },
});

export function stockAlertsApi({ stockAlerts }: Services) {
  return apiRouter()
    .openapi(requestRoute, async (c) => {
      const { lang, t, address } = c.get('shop');
      await stockAlerts.request(c.req.valid('param').id, c.req.valid('json').email, lang, address);
      return c.json({ message: t('subscriptions.notify.success') }, 201);
    })
    .openapi(confirmRoute, async (c) => {
      const { t, lang } = c.get('shop');
      const { product, available } = await stockAlerts.confirm(c.req.valid('json').token, undefined, lang);
      const key = available ? 'subscriptions.stockConfirm.available' : 'subscriptions.stockConfirm.done';
      return c.json({ message: t(key, { product: product.title }), productId: product.id, available }, 200);
    });
}
