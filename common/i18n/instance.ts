import i18next, { type i18n as I18n } from 'i18next';
import { LANGUAGES, languageOf, type Lang } from '../languages.ts';
import type { UiTexts } from './ui-texts.ts';

// Shared like the language table (the page build has its own copy of this module).
const INSTANCES_KEY = Symbol.for('guardline.i18n');
const instances: Map<Lang, I18n> = ((globalThis as { [INSTANCES_KEY]?: Map<Lang, I18n> })[INSTANCES_KEY] ??= new Map());

/** One ready i18next instance per language; initialised synchronously from its texts. */
export function registerLanguage(lang: Lang, texts: UiTexts): I18n {
  const existing = instances.get(lang);
  if (existing) return existing;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    // No fallback: a missing text shows its key instead of another language's text.
    fallbackLng: false,
    resources: { [lang]: { translation: texts } },
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

/** A loaded language's texts (the server reads category names of every language for search). */
export function uiTextsOf(lang: Lang): UiTexts {
  return getI18n(lang).getResourceBundle(lang, 'translation') as UiTexts;
}

/** Loads one language's texts (the browser: the page's language only). */
export async function loadLanguage(lang: Lang): Promise<I18n> {
  return instances.get(lang) ?? registerLanguage(lang, (await languageOf(lang).load()).default);
}

/** Loads every language in the table (the server renders any of them). */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map((row) => loadLanguage(row.code as Lang)));
}
