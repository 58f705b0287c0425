import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { DEFAULT_LANG, isLang, registerLanguage } from './i18n/instance.ts';

// Only the page's language is downloaded; switching language reloads the document.
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
const catalogue = lang === 'tr' ? await import('./i18n/tr/index.ts') : await import('./i18n/en/index.ts');
const i18n = registerLanguage(lang, catalogue.default);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <HydratedRouter />
      </I18nextProvider>
    </StrictMode>,
  );
});
