/** The list's search and status filter as typed ('' when none). */
export type AdminOrdersQuery = { q: string; status: string };

/** A page of /admin/orders that keeps the search and status filter (page 1 leaves the page out). */
export function pageHref(query: AdminOrdersQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/admin/orders?${text}` : '/admin/orders';
}
