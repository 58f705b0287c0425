/** The back office message list's state in the URL: status filter, search words and page. */

export const STATUSES = ['open', 'approved', 'rejected', 'closed'] as const;
export type Status = (typeof STATUSES)[number];
export type Query = { status?: Status; q?: string; page: number };

/** The list's state from the URL, forgiving: anything that does not parse is left out. */
export function readQuery(params: URLSearchParams): Query {
  const status = STATUSES.find((s) => s === params.get('status'));
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const page = params.get('page') ?? '';
  return { ...(status ? { status } : {}), ...(q ? { q } : {}), page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1 };
}

export function searchOf(query: Partial<Query>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
