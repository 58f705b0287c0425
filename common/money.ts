import { localeOf, type Lang } from './languages.ts';

export type { Lang };

const formatters = new Map<string, Intl.NumberFormat>();
const wholeDollarFormatters = new Map<string, Intl.NumberFormat>();

/** USD everywhere, formatted for the page's language (en-US: $1,700.00, tr-TR: $1.700,00). */
export function formatMoney(cents: number | null | undefined, lang: Lang): string {
  const locale = localeOf(lang);
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
  // Kept like formatMoney's: every page that states the shipping rule formats its free-over amount.
  const locale = localeOf(lang);
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
