import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  approveRequestSchema,
  cancelSchema,
  deliverSchema,
  orderListQuerySchema,
  rejectRequestSchema,
  shipSchema,
} from '#common/schemas/admin-orders.ts';
import { ORDER_STATUSES, type OrderStatus } from '#common/statuses.ts';
import type { Services } from '../../context.ts';
import type { AppEnv, RequestShop } from '../../http/shop-context.ts';
import { ShopError } from '../../services/errors.ts';
import { apiRouter, jsonContent } from '../openapi.ts';
import { errorSchema, pathId } from '../schemas.ts';

const numberParam = z.object({ number: z.string().min(1).max(40) });
const requestParam = z.object({ id: pathId });
const anyObject = z.record(z.string(), z.unknown());
const changed = z.object({ message: z.string(), order: anyObject });

const guarded = {
  401: jsonContent(errorSchema, 'Not signed in'),
  404: jsonContent(errorSchema, 'Not an admin (the back office does not exist for shoppers), or no such order'),
};
const changing = {
  ...guarded,
  400: jsonContent(errorSchema, 'Invalid input: {message, fieldErrors}'),
  409: jsonContent(errorSchema, 'The order cannot move to that status now: {message, from, to}'),
};
const body = <T>(schema: T, required = true) => ({ content: { 'application/json': { schema } }, required });

const routes = {
  dashboard: createRoute({
    method: 'get',
    path: '/dashboard',
    summary:
      'Orders and revenue today and over 30 days (days in Europe/Istanbul; Cancelled orders bring no revenue), low stock, open cancellation requests',
    responses: { 200: jsonContent(anyObject, 'The dashboard figures'), ...guarded },
  }),
  list: createRoute({
    method: 'get',
    path: '/orders',
    summary: 'Orders, newest first, 20 a page; q finds an order number, e-mail or customer name',
    request: { query: orderListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          orders: z.array(anyObject),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
          pageCount: z.number().int(),
        }),
        'A page of orders',
      ),
      400: jsonContent(errorSchema, 'Invalid query'),
      ...guarded,
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/orders/{number}',
    summary:
      'One order with lines, addresses, payment (brand and last 4), history with who did what, cancellation requests and the statuses it may move to',
    request: { params: numberParam },
    responses: { 200: jsonContent(anyObject, 'The order'), ...guarded },
  }),
  ship: createRoute({
    method: 'post',
    path: '/orders/{number}/ship',
    summary:
      'Processing → Shipped: tracking number required; estimated delivery yyyy-mm-dd or ISO date-time (default: the delivery window promised at checkout; another day replaces it and the shopper is told)',
    request: { params: numberParam, body: body(shipSchema) },
    responses: { 200: jsonContent(changed, 'Shipped'), ...changing },
  }),
  deliver: createRoute({
    method: 'post',
    path: '/orders/{number}/deliver',
    summary: 'Shipped → Delivered: deliveredAt yyyy-mm-dd or ISO date-time (default now)',
    request: { params: numberParam, body: body(deliverSchema, false) },
    responses: { 200: jsonContent(changed, 'Delivered'), ...changing },
  }),
  cancel: createRoute({
    method: 'post',
    path: '/orders/{number}/cancel',
    summary: 'Processing or Shipped → Cancelled: reason required; stock goes back and the payment is released',
    request: { params: numberParam, body: body(cancelSchema) },
    responses: { 200: jsonContent(changed, 'Cancelled'), ...changing },
  }),
  approve: createRoute({
    method: 'post',
    path: '/cancellation-requests/{id}/approve',
    summary:
      'Approve an open cancellation request (note optional): the order is cancelled as by /cancel and the message marked approved',
    request: { params: requestParam, body: body(approveRequestSchema, false) },
    responses: { 200: jsonContent(changed, 'Approved, order cancelled'), ...changing },
  }),
  reject: createRoute({
    method: 'post',
    path: '/cancellation-requests/{id}/reject',
    summary: 'Reject an open cancellation request with a note (required); the order stays as it is',
    request: { params: requestParam, body: body(rejectRequestSchema) },
    responses: { 200: jsonContent(changed, 'Rejected'), ...changing },
  }),
};

/** The admin's id: the /api/admin guard has already let only admins through. */
const adminId = (c: Context<AppEnv>) => c.get('shop').user!.id;

/** A refusal, translated with its details (a transition names both statuses in the page's language). */
const isStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

export function shopErrorBody(t: RequestShop['t'], error: ShopError) {
  const { fieldErrors, ...details } = error.details;
  const statusName = (value: unknown) => (isStatus(value) ? t(`orders.status.${value}`) : value);
  const message = t(error.messageKey, {
    ...details,
    from: statusName(details.from),
    to: statusName(details.to),
    status: statusName(details.status),
  });
  const translated = fieldErrors
    ? Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, t(v)]))
    : undefined;
  return { message, ...details, ...(translated ? { fieldErrors: translated } : {}) };
}

export function adminOrdersApi({ adminOrders, adminReports }: Services) {
  const router = apiRouter();
  router.onError((error, c) => {
    if (error instanceof ShopError) return c.json(shopErrorBody(c.get('shop').t, error), error.status);
    throw error;
  });
  return router
    .openapi(routes.dashboard, async (c) => c.json(await adminReports.dashboard(new Date()), 200))
    .openapi(routes.list, async (c) => c.json(await adminOrders.listOrders(c.req.valid('query')), 200))
    .openapi(routes.get, async (c) => {
      const order = await adminOrders.getOrder(c.req.valid('param').number);
      if (!order) throw new ShopError(404, 'admin.orders.errors.notFound');
      return c.json(order, 200);
    })
    .openapi(routes.ship, async (c) => {
      const order = await adminOrders.ship(c.req.valid('param').number, c.req.valid('json'), adminId(c));
      return c.json({ message: c.get('shop').t('admin.orders.done.ship'), order }, 200);
    })
    .openapi(routes.deliver, async (c) => {
      const order = await adminOrders.deliver(c.req.valid('param').number, c.req.valid('json'), adminId(c));
      return c.json({ message: c.get('shop').t('admin.orders.done.deliver'), order }, 200);
    })
    .openapi(routes.cancel, async (c) => {
      const order = await adminOrders.cancel(c.req.valid('param').number, c.req.valid('json'), adminId(c));
      return c.json({ message: c.get('shop').t('admin.orders.done.cancel'), order }, 200);
    })
    .openapi(routes.approve, async (c) => {
      const order = await adminOrders.approveRequest(c.req.valid('param').id, c.req.valid('json'), adminId(c));
      return c.json({ message: c.get('shop').t('admin.orders.done.approve'), order }, 200);
    })
    .openapi(routes.reject, async (c) => {
      const order = await adminOrders.rejectRequest(c.req.valid('param').id, c.req.valid('json'), adminId(c));
      return c.json({ message: c.get('shop').t('admin.orders.done.reject'), order }, 200);
    });
}
