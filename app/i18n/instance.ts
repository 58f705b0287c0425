import i18next, { type i18n as I18n, type Resource } from 'i18next';

export const LANGS = ['en', 'tr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'tr';
}

const instances = new Map<Lang, I18n>();

/** One ready i18next instance per language; initialised synchronously from bundled texts. */
export function registerLanguage(lang: Lang, catalogue: Resource[string]['translation']): I18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}

export function getI18n(lang: Lang): I18n {
  const instance = instances.get(lang);
  if (!instance) throw new Error(`Language ${lang} is not loaded`);
  return instance;
}

/** Picks the language: `lang` cookie, else Accept-Language, else English. */
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
