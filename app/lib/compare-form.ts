import { COMPARE_COOKIE, COMPARE_COOKIE_MAX_AGE, parseCompareIds, serializeCompareIds } from '#common/compare-list.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** What a script's post to /compare gets back (a post without JavaScript is redirected instead). */
export type CompareActionResult =
  | { ok: true; intent: 'add'; ids: string[]; already: boolean; title: string }
  | { ok: true; intent: 'remove' | 'clear'; ids: string[] }
  | { ok: true; intent: 'cart'; ids: string[]; title: string }
  | { ok: false; full: true; ids: string[]; title: string; messageKey: TranslationKey }
  | { ok: false; full?: undefined; title?: undefined; messageKey: TranslationKey };

/** The shopper's list from a request's Cookie header (unchecked against the catalogue). */
export function readCompareCookie(header: string | null): string[] {
  if (!header) return [];
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== COMPARE_COOKIE) continue;
    try {
      return parseCompareIds(decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      return [];
    }
  }
  return [];
}

/** The Set-Cookie line that keeps the list (an empty list removes the cookie). */
export function compareCookie(ids: readonly string[], secure: boolean): string {
  // Not HttpOnly: the compare buttons on shared pages read the list in the browser (app/lib/compared-ids.ts); it holds product ids only.
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return ids.length
    ? `${COMPARE_COOKIE}=${encodeURIComponent(serializeCompareIds(ids))}; Max-Age=${COMPARE_COOKIE_MAX_AGE}; ${attributes}`
    : `${COMPARE_COOKIE}=; Max-Age=0; ${attributes}`;
}
