import { LANGS, localeOf, type Lang } from './languages.ts';
import { foldText } from './text.ts';

/**
 * The one country list (checkout, profile and /shipping), Türkiye first and the default
 * (docs/product.md §10.1): the checkout's countries plus Italy from the profile's.
 */
export const COUNTRIES = ['TR', 'CA', 'GB', 'AU', 'DE', 'FR', 'IT', 'JP'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'TR';

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the page's language ("Türkiye", "Almanya"…). */
export function countryName(code: string, lang: Lang): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([localeOf(lang)], { type: 'region' });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/**
 * Names a client may send for each country, in English and Turkish (the spec's client sends
 * "Turkey", its profile "England"): compared folded (case, accents, dotted/dotless i) and
 * without spaces or punctuation. ISO alpha-2 and alpha-3 codes are accepted too.
 */
const NAMES: Record<Country, string[]> = {
  TR: ['Turkey', 'Türkiye', 'Turkiye', 'Republic of Türkiye', 'Türkiye Cumhuriyeti', 'TUR'],
  CA: ['Canada', 'Kanada', 'CAN'],
  GB: [
    'United Kingdom',
    'UK',
    'Great Britain',
    'Britain',
    'England',
    'Birleşik Krallık',
    'İngiltere',
    'Büyük Britanya',
    'GBR',
  ],
  AU: ['Australia', 'Avustralya', 'AUS'],
  DE: ['Germany', 'Deutschland', 'Almanya', 'DEU'],
  FR: ['France', 'Fransa', 'FRA'],
  IT: ['Italy', 'Italia', 'İtalya', 'ITA'],
  JP: ['Japan', 'Japonya', 'JPN'],
};

const key = (value: string) => foldText(value).replace(/[^a-z0-9]/g, '');

// Built on first use: Intl.DisplayNames loads the locale's region names, ~100 ms of a phone's
// CPU that a page importing this module for its country list must not spend while it hydrates.
let byName: Map<string, Country> | undefined;
function namesToCodes(): Map<string, Country> {
  if (byName) return byName;
  byName = new Map();
  for (const code of COUNTRIES) {
    for (const name of [code, ...NAMES[code], ...LANGS.map((lang) => countryName(code, lang))])
      byName.set(key(name), code);
  }
  return byName;
}

/** The ISO code of a country given by code or by name in either language; null when not ours. */
export function countryCode(value: string): Country | null {
  return namesToCodes().get(key(value)) ?? null;
}
