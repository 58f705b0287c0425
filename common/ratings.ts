import type { Lang } from './languages.ts';

const formats = new Map<Lang, Intl.NumberFormat>();

/** A star rating as the page's language writes it, one decimal: "4.7" in English, "4,7" in Turkish. */
export function formatRating(rating: number, lang: Lang): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    formats.set(lang, format);
  }
  return format.format(rating);
}
