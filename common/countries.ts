/** The one country list (checkout and profile), Türkiye first and the default (PRODUCT.md §2). */
export const COUNTRIES = ['TR', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'JP'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'TR';

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the page's language ("Türkiye", "Almanya"…). */
export function countryName(code: string, lang: 'en' | 'tr'): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === 'tr' ? 'tr-TR' : 'en-US'], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? code;
}
