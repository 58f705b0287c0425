import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { loadLanguage } from '#common/i18n/instance.ts';
import { DEFAULT_LANG, isLang } from '#common/languages.ts';

// Only the page's language is downloaded; switching language reloads the document.
const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
const i18n = await loadLanguage(lang);
// A task of its own for hydration's start: evaluating React DOM and starting to hydrate in the
// same task made one long task on a phone (docs/decisions/010).
await new Promise((resolve) => setTimeout(resolve, 0));

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
