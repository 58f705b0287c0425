import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from '#common/i18n/instance.ts';
import { DEFAULT_LANG, isLang } from '#common/languages.ts';

// Only the page's language is downloaded; switching language reloads the document.
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
const i18n = await loadLanguage(lang);

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
