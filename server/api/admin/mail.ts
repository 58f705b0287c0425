import { createRoute, z } from '@hono/zod-openapi';
import { mailListQuerySchema } from '#common/schemas/admin-mail.ts';
import { MAIL_STATUSES } from '#common/statuses.ts';
import type { Services } from '../../context.ts';
import { MAIL_PREVIEW_CSP } from '../../http/security.ts';
import type { MailDetail, MailSummary } from '#common/views/mail.ts';
import { ShopError } from '../../services/errors.ts';
import { apiRouter, jsonContent } from '../openapi.ts';
import { errorSchema, pathId } from '../schemas.ts';

const idParam = z.object({ id: pathId });

const mailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  lang: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  nextAttemptAt: z.string().describe('ISO 8601: the next try of a pending mail'),
  sentAt: z.string().nullable().describe('ISO 8601'),
});
const mailDetailSchema = mailSchema.extend({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  renderError: z
    .string()
    .nullable()
    .describe('Why the mail cannot be rendered (then subject, html and text are empty)'),
});
const guarded = {
  400: jsonContent(errorSchema, 'Invalid query'),
  401: jsonContent(errorSchema, 'Not signed in'),
  404: jsonContent(errorSchema, 'Not an admin'),
};
const notFound = { 404: jsonContent(errorSchema, 'No such mail (or not an admin)') };

const routes = {
  list: createRoute({
    method: 'get',
    path: '/mail',
    summary: 'The mail outbox, newest first, 25 a page (q: part of the recipient’s address)',
    request: { query: mailListQuerySchema },
    responses: {
      200: jsonContent(
        z.object({
          items: z.array(mailSchema),
          total: z.number().int(),
          page: z.number().int(),
          pageSize: z.number().int(),
          pageCount: z.number().int(),
          delivering: z.boolean().describe('false without SMTP_URL: mails are kept here and not sent'),
        }),
        'One page of mails',
      ),
      ...guarded,
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/mail/{id}',
    summary: 'One mail, rendered as its recipient gets it: subject, HTML, plain text, attachments',
    request: { params: idParam },
    responses: { 200: jsonContent(mailDetailSchema, 'The mail'), ...guarded, ...notFound },
  }),
  preview: createRoute({
    method: 'get',
    path: '/mail/{id}/preview',
    summary: 'The mail’s HTML alone, for the back office’s sandboxed preview frame (framed by the shop only)',
    request: { params: idParam },
    responses: {
      200: { description: 'The HTML of the mail', content: { 'text/html': { schema: z.string() } } },
      ...guarded,
      ...notFound,
    },
  }),
  retry: createRoute({
    method: 'post',
    path: '/mail/{id}/retry',
    summary: 'Send a failed mail again now, with a fresh set of tries',
    request: { params: idParam },
    responses: {
      200: jsonContent(mailSchema, 'The mail, pending again'),
      ...guarded,
      ...notFound,
      409: jsonContent(errorSchema, 'The mail has not failed (it is waiting or sent)'),
    },
  }),
};

const mailJson = (m: MailSummary) => ({
  ...m,
  createdAt: m.createdAt.toISOString(),
  nextAttemptAt: m.nextAttemptAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

async function found(services: Services, id: number): Promise<MailDetail> {
  const mail = await services.adminMail.get(id);
  if (!mail) throw new ShopError(404, 'adminMail.errors.notFound');
  return mail;
}

/** Back office: the mail outbox (mounted at /api/admin, behind adminOnly). */
export function adminMailApi(services: Services) {
  const { adminMail } = services;
  return apiRouter()
    .openapi(routes.list, async (c) => {
      const result = await adminMail.list(c.req.valid('query'));
      return c.json({ ...result, items: result.items.map(mailJson), delivering: adminMail.delivering }, 200);
    })
    .openapi(routes.get, async (c) => {
      const mail = await found(services, c.req.valid('param').id);
      return c.json({ ...mail, ...mailJson(mail) }, 200);
    })
    .openapi(routes.preview, async (c) => {
      const mail = await found(services, c.req.valid('param').id);
      // Markup from our own templates, but with customers' words in it: no scripts, no forms, and
      // only the shop's pages may frame it (server/http/security.ts keeps this policy).
      return c.body(mail.html || `<!doctype html><p>${escapeHtml(mail.renderError ?? '')}</p>`, 200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': MAIL_PREVIEW_CSP,
      });
    })
    .openapi(routes.retry, async (c) => c.json(mailJson(await adminMail.retry(c.req.valid('param').id)), 200));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
