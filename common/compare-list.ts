/**
 * The product comparison's list (docs/product.md §23.3): up to four products side by side. The
 * page's URL (`/compare?ids=a,b,c`) is the list the page shows and can be shared; the shopper's
 * current list (what "Add to compare" adds to) is kept in the `compare` cookie, ids only, checked
 * against the catalogue whenever it is read. Kept apart from the table's rows (./compare.ts) so the
 * "Add to compare" button on every card does not bring the attribute schemas (zod) to each page.
 */

/** At most this many products are compared; adding one more is refused, never a silent swap. */
export const MAX_COMPARED = 4;

/** The cookie that keeps the shopper's list (ids joined by commas, URI-encoded). */
export const COMPARE_COOKIE = 'compare';

/** The cookie lasts 30 days (a shopper comparing over a few evenings finds the list again). */
export const COMPARE_COOKIE_MAX_AGE = 30 * 24 * 3600;

/** A product id as the list may hold it: what product ids are made of, nothing that splits a list. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,119}$/;

export function isCompareId(id: string): boolean {
  return ID.test(id);
}

/**
 * A list from its text (a URL's `ids`, the cookie): comma-separated ids, each kept once in the
 * order given, anything that is no id dropped, and at most MAX_COMPARED.
 */
export function parseCompareIds(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const ids: string[] = [];
  for (const part of raw.slice(0, 2000).split(',')) {
    const id = part.trim();
    if (ids.length === MAX_COMPARED) break;
    if (isCompareId(id) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The list as its text (the inverse of parseCompareIds for a valid list). */
export function serializeCompareIds(ids: readonly string[]): string {
  return ids.join(',');
}

/** The comparison page of a list; `diff` shows only the rows that differ; `notes` are the page's one-off messages. */
export function compareUrl(
  ids: readonly string[],
  options: { diff?: boolean; added?: string; refused?: string; carted?: string } = {},
): string {
  const params: string[] = [];
  if (ids.length) params.push(`ids=${ids.map(encodeURIComponent).join(',')}`);
  if (options.diff) params.push('diff=1');
  for (const note of ['added', 'refused', 'carted'] as const) {
    const id = options[note];
    if (id) params.push(`${note}=${encodeURIComponent(id)}`);
  }
  return params.length ? `/compare?${params.join('&')}` : '/compare';
}

export type AddResult = { ok: true; ids: string[]; already: boolean } | { ok: false; reason: 'full'; ids: string[] };

/** Adds a product at the end; one already listed stays where it is; a full list refuses it unchanged. */
export function addToCompare(ids: readonly string[], id: string): AddResult {
  if (ids.includes(id)) return { ok: true, ids: [...ids], already: true };
  if (ids.length >= MAX_COMPARED) return { ok: false, reason: 'full', ids: [...ids] };
  return { ok: true, ids: [...ids, id], already: false };
}

/** The list without a product, the others in their order. */
export function removeFromCompare(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}
