import { usePageLang } from '#app/i18n/use-translation.ts';
import { localeOf, type Lang } from '#common/languages.ts';
import { SHOP_TIME_ZONE } from '#common/shop-time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Dates show in the shop's time zone, so server and browser render the same text. */
export function formatDate(iso: string | Date, lang: Lang, withTime = false): string {
  const key = `${lang}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(localeOf(lang), {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: SHOP_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function useDateFormat() {
  const lang = usePageLang();
  return (iso: string | Date | null, withTime = false) => (iso ? formatDate(iso, lang, withTime) : '');
}
