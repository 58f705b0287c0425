import type { AdminProductQuery } from '#common/schemas/admin-catalog.ts';

/** The back office product list's filters, in the order the URL lists them. */
export const ADMIN_PRODUCT_FILTERS = ['q', 'category', 'brand', 'visibility', 'stock'] as const;

/** The product list's state back into a URL search (filters, then the page). */
export function queryString(query: AdminProductQuery, page: number): string {
  const params = new URLSearchParams();
  for (const key of ADMIN_PRODUCT_FILTERS) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
