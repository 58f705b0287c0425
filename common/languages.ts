import type { UiTexts } from './i18n/ui-texts.ts';

/**
 * One row per language. Adding a language is its texts (common/i18n/<code>/, the English
 * shape) and a row here; money, dates, country names, sorting, the switcher, the `lang` cookie
 * and Accept-Language all read this table.
 */
export type Language = {
  code: string;
  /** BCP 47 tag for Intl: money, dates, country names, sorting. */
  locale: string;
  /** The language's own name, as the language switcher shows it. */
  name: string;
  /** Its interface texts, loaded on demand: the browser downloads only its page's language. */
  load: () => Promise<{ default: UiTexts }>;
};

const BUILT_IN = [
  { code: 'en', locale: 'en-US', name: 'English', load: () => import('./i18n/en/index.ts') },
  { code: 'tr', locale: 'tr-TR', name: 'Türkçe', load: () => import('./i18n/tr/index.ts') },
] as const satisfies readonly Language[];

export type Lang = (typeof BUILT_IN)[number]['code'];
export const DEFAULT_LANG: Lang = 'en';

type Table = { rows: Language[]; codes: Lang[] };

// The page build bundles its own copy of this module beside the server's: both copies share
// one table through a global symbol, so a language added at run time is known to both.
const TABLE_KEY = Symbol.for('guardline.languages');
const table: Table = ((globalThis as { [TABLE_KEY]?: Table })[TABLE_KEY] ??= {
  rows: [...BUILT_IN],
  codes: BUILT_IN.map((row) => row.code),
});

/** Every language, in the switcher's order. */
export const LANGUAGES: readonly Language[] = table.rows;
export const LANGS: readonly Lang[] = table.codes;

/**
 * Adds a row at run time (a test's throwaway language). Its code then passes `isLang`, so it is
 * used as a `Lang` although the type names the built-in rows only.
 */
export function addLanguage(row: Language): void {
  if (table.rows.some((r) => r.code === row.code)) throw new Error(`Language ${row.code} exists`);
  table.rows.push(row);
  table.codes.push(row.code as Lang);
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (table.codes as readonly string[]).includes(value);
}

export function languageOf(lang: Lang): Language {
  const row = table.rows.find((r) => r.code === lang);
  if (!row) throw new Error(`Unknown language ${lang}`);
  return row;
}

/**
 * A language's name as a page in `inLang` says it ("Turkish" on an English page, "Türkçe" on a
 * Turkish one); the language's own name from the table where Intl knows none.
 */
export function languageNameIn(code: Lang, inLang: Lang): string {
  try {
    return (
      new Intl.DisplayNames([localeOf(inLang)], { type: 'language', fallback: 'none' }).of(code) ??
      languageOf(code).name
    );
  } catch {
    return languageOf(code).name;
  }
}

/** The BCP 47 tag for Intl formatting in this language ('en-US', 'tr-TR'). */
export function localeOf(lang: Lang): string {
  return languageOf(lang).locale;
}

/** Picks the language: `lang` cookie, else Accept-Language, else the default. */
export function negotiateLang(cookieLang: string | undefined | null, acceptLanguage: string | null | undefined): Lang {
  if (isLang(cookieLang)) return cookieLang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.base && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { base } of ranked) if (isLang(base)) return base;
  return DEFAULT_LANG;
}
