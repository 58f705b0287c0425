import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Services } from '../../context.ts';
import type { AppEnv } from '../../http/shop-context.ts';
import {
  ADMIN_NOTE_MAX,
  messageFilterQuerySchema,
  messageListQuerySchema,
  subscriberFilterQuerySchema,
  subscriberListQuerySchema,
} from '#common/schemas/admin-messages.ts';
import { CONTACT_STATUSES, SUBSCRIBER_STATUSES } from '#common/statuses.ts';
import type { ContactMessage } from '../../services/contact.server.ts';
import { ShopError } from '../../services/errors.ts';
import { apiRouter, jsonContent } from '../openapi.ts';
import { errorSchema, pathId } from '../schemas.ts';

/** An empty body field means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const idParam = z.object({ id: pathId });
const closeBody = z.object({
  note: z.preprocess(
    blankToUndefined,
    z.string().trim().max(ADMIN_NOTE_MAX, 'admin.messages.errors.noteTooLong').optional(),
  ),
});

const messageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  phone: z.string(),
  message: z.string(),
  orderId: z.number().int().nullable(),
  orderNumber: z.string().nullable(),
  userId: z.number().int().nullable(),
  status: z.enum(CONTACT_STATUSES),
  adminNote: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string().describe('ISO 8601'),
});
const subscriberSchema = z.object({
  email: z.string(),
  locale: z.string(),
  source: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string().describe('ISO 8601'),
  confirmedAt: z.string().nullable().describe('ISO 8601'),
  unsubscribedAt: z.string().nullable().describe('ISO 8601'),
});
const paging = {
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
};
const csvContent = (description: string) => ({ description, content: { 'text/csv': { schema: z.string() } } });
const guarded = {
  400: jsonContent(errorSchema, 'Invalid query'),
  401: jsonContent(errorSchema, 'Not signed in'),
  404: jsonContent(errorSchema, 'Not an admin'),
};

const routes = {
  list: createRoute({
    method: 'get',
    path: '/messages',
    summary: 'Contact messages, newest first, 25 a page (q: name, e-mail, subject or order number)',
    request: { query: messageListQuerySchema },
    responses: {
      200: jsonContent(z.object({ items: z.array(messageSchema), ...paging }), 'One page of messages'),
      ...guarded,
    },
  }),
  csv: createRoute({
    method: 'get',
    path: '/messages.csv',
    summary: 'Every message the filter matches, as CSV (UTF-8 with BOM)',
    request: { query: messageFilterQuerySchema },
    responses: { 200: csvContent('CSV file'), ...guarded },
  }),
  get: createRoute({
    method: 'get',
    path: '/messages/{id}',
    summary: 'One contact message',
    request: { params: idParam },
    responses: {
      200: jsonContent(messageSchema, 'The message'),
      ...guarded,
      404: jsonContent(errorSchema, 'No such message (or not an admin)'),
    },
  }),
  close: createRoute({
    method: 'post',
    path: '/messages/{id}/close',
    summary:
      'Close an open ordinary message, with an optional note (cancellation requests are answered on their order)',
    request: { params: idParam, body: { content: { 'application/json': { schema: closeBody } }, required: false } },
    responses: {
      200: jsonContent(messageSchema, 'The closed message'),
      ...guarded,
      404: jsonContent(errorSchema, 'No such message (or not an admin)'),
      409: jsonContent(errorSchema, 'Not open, or a cancellation request'),
    },
  }),
  subscribers: createRoute({
    method: 'get',
    path: '/subscribers',
    summary: 'Newsletter subscribers, newest first, 50 a page (status; q: part of the address)',
    request: { query: subscriberListQuerySchema },
    responses: {
      200: jsonContent(z.object({ items: z.array(subscriberSchema), ...paging }), 'One page of subscribers'),
      ...guarded,
    },
  }),
  subscribersCsv: createRoute({
    method: 'get',
    path: '/subscribers.csv',
    summary: 'Every subscriber (or those status and q find), as CSV (UTF-8 with BOM)',
    request: { query: subscriberFilterQuerySchema },
    responses: { 200: csvContent('CSV file'), ...guarded },
  }),
};

const messageJson = (m: ContactMessage) => ({ ...m, createdAt: m.createdAt.toISOString() });

/** A download named e.g. messages-2025-03-04.csv (the day in UTC, like the dates inside). */
function csvResponse(c: Context<AppEnv>, name: string, text: string) {
  const day = new Date().toISOString().slice(0, 10);
  return c.body(text, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Back office: contact messages and newsletter subscribers (mounted at /api/admin, behind adminOnly). */
export function adminMessagesApi({ adminMessages }: Services) {
  return apiRouter()
    .openapi(routes.list, async (c) => {
      const result = await adminMessages.listMessages(c.req.valid('query'));
      return c.json({ ...result, items: result.items.map(messageJson) }, 200);
    })
    .openapi(routes.csv, async (c) => csvResponse(c, 'messages', await adminMessages.messagesCsv(c.req.valid('query'))))
    .openapi(routes.get, async (c) => {
      const message = await adminMessages.getMessage(c.req.valid('param').id);
      if (!message) throw new ShopError(404, 'admin.messages.errors.notFound');
      return c.json(messageJson(message), 200);
    })
    .openapi(routes.close, async (c) => {
      const { note } = c.req.valid('json') ?? {};
      return c.json(messageJson(await adminMessages.closeMessage(c.req.valid('param').id, note)), 200);
    })
    .openapi(routes.subscribers, async (c) => {
      const result = await adminMessages.listSubscribers(c.req.valid('query'));
      return c.json(
        {
          ...result,
          items: result.items.map((s) => ({
            ...s,
            createdAt: s.createdAt.toISOString(),
            confirmedAt: s.confirmedAt?.toISOString() ?? null,
            unsubscribedAt: s.unsubscribedAt?.toISOString() ?? null,
          })),
        },
        200,
      );
    })
    .openapi(routes.subscribersCsv, async (c) =>
      csvResponse(c, 'subscribers', await adminMessages.subscribersCsv(c.req.valid('query'))),
    );
}
