import { useSyncExternalStore } from 'react';
import { COMPARE_COOKIE, parseCompareIds } from '#common/compare-list.ts';

/**
 * The shopper's comparison list as the compare buttons show it. The pages they sit on are shared
 * (one copy for every visitor), so the list is read in the browser from the `compare` cookie
 * (product ids only, which is why the cookie is readable by the page's scripts): the server's HTML
 * and the first render show every button unpressed, and the list applies right after hydration.
 */
const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string; ids: readonly string[] } = { raw: '', ids: NONE };

function readCookie(): readonly string[] {
  const match = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${COMPARE_COOKIE}=`));
  const raw = match ? match.slice(COMPARE_COOKIE.length + 1) : '';
  if (raw !== cached.raw) {
    let ids: readonly string[] = NONE;
    try {
      ids = raw ? parseCompareIds(decodeURIComponent(raw)) : NONE;
    } catch {
      ids = NONE;
    }
    cached = { raw, ids };
  }
  return cached.ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The ids in the shopper's comparison (none on the server and during hydration). */
export function useComparedIds(): readonly string[] {
  return useSyncExternalStore(subscribe, readCookie, () => NONE);
}

/** After a post to /compare changed the cookie: every button on the page shows the new list. */
export function announceComparedChange() {
  for (const listener of listeners) listener();
}
