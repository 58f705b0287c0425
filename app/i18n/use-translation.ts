import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext } from 'react-i18next';
import { DEFAULT_LANG, isLang, type Lang } from '#common/languages.ts';

const bound = new WeakMap<I18n, TFunction>();

/**
 * The page's i18next instance and its `t`. A page renders in one language (switching reloads
 * the document), so this skips react-i18next's per-call wrapper, which measurably slowed SSR.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const { i18n } = useContext(I18nContext);
  let t = bound.get(i18n);
  if (!t) {
    t = i18n.t.bind(i18n) as TFunction;
    bound.set(i18n, t);
  }
  return { t, i18n };
}

/** The page's language: the table row its i18next instance was made for. */
export function usePageLang(): Lang {
  const { i18n } = useContext(I18nContext);
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}
