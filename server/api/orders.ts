import { createRoute, z } from '@hono/zod-openapi';
import type { Services } from '../context.ts';
import type { StoreInfo } from '../store.ts';
import { invoiceFileName, renderInvoicePdf } from '../services/invoice.server.ts';
import { ShopError } from '../services/errors.ts';
import { apiRouter, jsonContent } from './openapi.ts';
import { errorSchema } from './schemas.ts';

const numberParam = z.object({ number: z.string().min(1).max(40) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/orders',
    summary: "The signed-in shopper's orders, newest first",
    responses: {
      200: jsonContent(z.object({ orders: z.array(z.record(z.string(), z.unknown())) }), 'Orders'),
      401: jsonContent(errorSchema, 'Not signed in'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/orders/{number}',
    summary: 'One of the shopper’s orders (another shopper’s is 404)',
    request: { params: numberParam },
    responses: {
      200: jsonContent(z.record(z.string(), z.unknown()), 'The order'),
      401: jsonContent(errorSchema, 'Not signed in'),
      404: jsonContent(errorSchema, 'No such order'),
    },
  }),
};

export function ordersApi({ orders }: Services) {
  return apiRouter()
    .openapi(routes.list, async (c) => {
      const { user } = c.get('shop');
      if (!user) throw new ShopError(401, 'account.errors.signInRequired');
      return c.json({ orders: await orders.listForUser(user.id) }, 200);
    })
    .openapi(routes.get, async (c) => {
      const { user } = c.get('shop');
      if (!user) throw new ShopError(401, 'account.errors.signInRequired');
      const order = await orders.getForUser(user.id, c.req.valid('param').number);
      if (!order) throw new ShopError(404, 'orders.notFound');
      return c.json(order, 200);
    });
}

const invoiceRoute = createRoute({
  method: 'get',
  path: '/orders/{number}/invoice',
  summary: 'The order’s PDF invoice (its owner only)',
  request: { params: numberParam },
  responses: {
    200: { description: 'PDF', content: { 'application/pdf': { schema: z.string() } } },
    401: jsonContent(errorSchema, 'Not signed in'),
    404: jsonContent(errorSchema, 'No such order'),
  },
});

export function invoiceApi({ orders }: Services, store: StoreInfo) {
  return apiRouter().openapi(invoiceRoute, async (c) => {
    const { user, lang } = c.get('shop');
    if (!user) throw new ShopError(401, 'account.errors.signInRequired');
    const order = await orders.getForUser(user.id, c.req.valid('param').number);
    if (!order) throw new ShopError(404, 'orders.notFound');
    const pdf = await renderInvoicePdf({ ...order, createdAt: new Date(order.createdAt) }, store, lang);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(order)}"`,
      'Cache-Control': 'private, no-store',
    });
  });
}
