import { useTranslation } from '#app/i18n/use-translation.ts';
import { SHOP_TIME_ZONE } from '#common/shop-time.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Dates show in the shop's time zone, so server and browser render the same text. */
export function formatDate(iso: string | Date, lang: 'en' | 'tr', withTime = false): string {
  const key = `${lang}:${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(lang === 'tr' ? 'tr-TR' : 'en-US', {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: SHOP_TIME_ZONE,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(typeof iso === 'string' ? new Date(iso) : iso);
}

export function useDateFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'tr' ? 'tr' : 'en';
  return (iso: string | Date | null, withTime = false) => (iso ? formatDate(iso, lang, withTime) : '');
}
