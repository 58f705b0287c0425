import { z } from 'zod';

/**
 * A back-office list's query (messages, subscribers, the mail outbox): a status filter, search
 * words and a page. One schema serves the admin API (strict: a bad value is a 400) and the admin
 * page (forgiving: a bad value is dropped, so a link never fails).
 */

/** Longest search text a back-office list accepts. */
export const SEARCH_MAX = 200;
const PAGE_MAX = 1_000_000;

export type ListQuery<S extends string> = { status?: S; q?: string; page: number };

/** An empty query value (a GET form's blank field) means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A page link's number: plain digits from 1 (anything else, "02" or "1e2" included, is page 1). */
function linkPage(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The schemas and the page's reader of a list filtered by these statuses; `errors`: each field's message key. */
export function listQuery<const S extends readonly [string, ...string[]]>(
  statuses: S,
  errors: { status: string; query: string; page: string },
) {
  const status = z.preprocess(blankToUndefined, z.enum(statuses, { error: errors.status }).optional());
  const q = z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX, errors.query).optional());
  const page = z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: errors.page }).int(errors.page).min(1, errors.page).max(PAGE_MAX, errors.page).default(1),
  );
  /** The list's state from the URL, forgiving: a value that does not parse is left out, a long search cut to the limit. */
  const read = (params: URLSearchParams): ListQuery<S[number]> => {
    const found = {
      status: status.safeParse(params.get('status') ?? undefined),
      q: q.safeParse((params.get('q') ?? '').trim().slice(0, SEARCH_MAX)),
    };
    return {
      ...(found.status.success && found.status.data ? { status: found.status.data as S[number] } : {}),
      ...(found.q.success && found.q.data ? { q: found.q.data } : {}),
      page: linkPage(params),
    };
  };
  return { filterSchema: z.object({ status, q }), listSchema: z.object({ status, q, page }), read };
}

/** A list's state back into a URL search (status, search words, page). */
export function listSearchOf(query: Partial<ListQuery<string>>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
