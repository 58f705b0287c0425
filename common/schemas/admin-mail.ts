import { z } from 'zod';
import { MAIL_STATUSES, type MailStatus } from '../statuses.ts';

/**
 * The back office's mail list query, shared by the admin API (strict: a bad value is a 400) and
 * the /admin/mail page (forgiving: a bad value is dropped).
 */

export const MAIL_SEARCH_MAX = 200;
const PAGE_MAX = 1_000_000;

/** An empty query value (a GET form's blank field) means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const E = 'adminMail.errors';
const q = z.preprocess(blankToUndefined, z.string().trim().max(MAIL_SEARCH_MAX, `${E}.queryTooLong`).optional());
const status = z.preprocess(blankToUndefined, z.enum(MAIL_STATUSES, { error: `${E}.statusInvalid` }).optional());
const page = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: `${E}.pageInvalid` })
    .int(`${E}.pageInvalid`)
    .min(1, `${E}.pageInvalid`)
    .max(PAGE_MAX, `${E}.pageInvalid`)
    .default(1),
);

export const mailListQuerySchema = z.object({ status, q, page });

export type MailListQuery = { status?: MailStatus; q?: string; page: number };

/** The list's state from the URL, forgiving: a value that does not parse is left out, so a link never fails. */
export function readMailListQuery(params: URLSearchParams): MailListQuery {
  const shape = mailListQuerySchema.shape;
  const found = {
    status: shape.status.safeParse(params.get('status') ?? undefined),
    q: shape.q.safeParse((params.get('q') ?? '').trim().slice(0, MAIL_SEARCH_MAX)),
  };
  const rawPage = params.get('page') ?? '';
  return {
    ...(found.status.success && found.status.data ? { status: found.status.data } : {}),
    ...(found.q.success && found.q.data ? { q: found.q.data } : {}),
    page: /^[1-9]\d{0,5}$/.test(rawPage) ? Number(rawPage) : 1,
  };
}

/** The list's state back into a URL search (status, search words, page). */
export function mailSearchOf(query: Partial<MailListQuery>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
