import { z } from 'zod';
import { CONTACT_STATUSES, SUBSCRIBER_STATUSES, type ContactStatus, type SubscriberStatus } from '../statuses.ts';

/**
 * The back office's messages and subscribers list queries, shared by the admin API (strict: a
 * bad value is a 400) and the admin pages (forgiving: a bad value is dropped).
 */

/** Longest search text and admin note the back office accepts. */
export const SEARCH_MAX = 200;
export const ADMIN_NOTE_MAX = 2000;
const PAGE_MAX = 1_000_000;

/** An empty query value (a GET form's blank field) means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const E = 'admin.messages.errors';
const q = z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX, `${E}.queryTooLong`).optional());
const status = z.preprocess(blankToUndefined, z.enum(CONTACT_STATUSES, { error: `${E}.statusInvalid` }).optional());
const subscriberStatus = z.preprocess(
  blankToUndefined,
  z.enum(SUBSCRIBER_STATUSES, { error: 'subscriptions.admin.statusInvalid' }).optional(),
);
const page = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: `${E}.pageInvalid` })
    .int(`${E}.pageInvalid`)
    .min(1, `${E}.pageInvalid`)
    .max(PAGE_MAX, `${E}.pageInvalid`)
    .default(1),
);

/** A page link's number: plain digits from 1 (anything else, "02" or "1e2" included, is page 1). */
function linkPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

export const messageFilterQuerySchema = z.object({ status, q });
export const messageListQuerySchema = z.object({ status, q, page });
export const subscriberFilterQuerySchema = z.object({ status: subscriberStatus, q });
export const subscriberListQuerySchema = z.object({ status: subscriberStatus, q, page });

export type MessageListQuery = { status?: ContactStatus; q?: string; page: number };

/**
 * The messages list's state from the URL, forgiving: a value that does not parse is left out (a
 * search longer than the limit is cut to it), so a page link never fails.
 */
export function readMessageListQuery(params: URLSearchParams): MessageListQuery {
  const shape = messageListQuerySchema.shape;
  const found = {
    status: shape.status.safeParse(params.get('status') ?? undefined),
    q: shape.q.safeParse((params.get('q') ?? '').trim().slice(0, SEARCH_MAX)),
  };
  return {
    ...(found.status.success && found.status.data ? { status: found.status.data } : {}),
    ...(found.q.success && found.q.data ? { q: found.q.data } : {}),
    page: linkPage(params),
  };
}

export type SubscriberListQuery = { status?: SubscriberStatus; q?: string; page: number };

/** The subscribers list's state from the URL, forgiving in the same way as the messages list's. */
export function readSubscriberListQuery(params: URLSearchParams): SubscriberListQuery {
  const shape = subscriberListQuerySchema.shape;
  const status = shape.status.safeParse(params.get('status') ?? undefined);
  const q = shape.q.safeParse((params.get('q') ?? '').trim().slice(0, SEARCH_MAX));
  return {
    ...(status.success && status.data ? { status: status.data } : {}),
    ...(q.success && q.data ? { q: q.data } : {}),
    page: linkPage(params),
  };
}
