import { localeOf, type Lang } from './languages.ts';

export type { Lang };

const formatters = new Map<string, Intl.NumberFormat>();
const wholeDollarFormatters = new Map<string, Intl.NumberFormat>();

/**
 * How ICU writes USD in the built-in languages' locales, written out: the first
 * `Intl.NumberFormat` a page makes costs 25–40 ms of main thread while it hydrates (ICU loads the
 * locale's number data), a long task on a phone; these need none. money.test.ts checks them
 * against Intl for every language that has an entry. Other locales (a language added to the
 * table) use Intl.
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  'en-US': { group: ',', decimal: '.' },
  'tr-TR': { group: '.', decimal: ',' },
};

/** `$1,700.00` from integer cents, digits grouped by three; `decimals` false drops the cents. */
function writeUsd(cents: number, sep: { group: string; decimal: string }, decimals: boolean): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, sep.group);
  const text = decimals ? `$${dollars}${sep.decimal}${String(whole % 100).padStart(2, '0')}` : `$${dollars}`;
  // Like Intl: a minus for any negative amount, -0 included.
  return cents < 0 || Object.is(cents, -0) ? `-${text}` : text;
}

/** USD everywhere, formatted for the page's language (en-US: $1,700.00, tr-TR: $1.700,00). */
export function formatMoney(cents: number | null | undefined, lang: Lang): string {
  const locale = localeOf(lang);
  const sep = SEPARATORS[locale];
  if (sep) return writeUsd(cents ?? 0, sep, true);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter.format((cents ?? 0) / 100);
}

/** An amount inside a sentence: whole dollars without cents ("$100", tr "$100"), else as formatMoney. */
export function formatAmount(cents: number, lang: Lang): string {
  if (cents % 100 !== 0) return formatMoney(cents, lang);
  const locale = localeOf(lang);
  const sep = SEPARATORS[locale];
  if (sep) return writeUsd(cents, sep, false);
  // Kept like formatMoney's: every page that states the shipping rule formats its free-over amount.
  let formatter = wholeDollarFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    wholeDollarFormatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

/** Percent off, rounded (docs/product.md §5.3): (old - price) / old. 0 when there is no real reduction. */
export function discountPercent(priceCents: number | null, oldPriceCents: number | null | undefined): number {
  if (priceCents == null || oldPriceCents == null || oldPriceCents <= priceCents || oldPriceCents <= 0) return 0;
  return Math.round(((oldPriceCents - priceCents) / oldPriceCents) * 100);
}
