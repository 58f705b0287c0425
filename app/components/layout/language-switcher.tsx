import { useTranslation } from '#app/i18n/use-translation.ts';
import { useLocation } from 'react-router';
import { LANGUAGES } from '#common/languages.ts';

/** Plain forms posting to /language: work without JavaScript and reload the page in the new language. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <div className={`flex items-center gap-1 ${className}`} role="group" aria-label={t('common.language')}>
      {LANGUAGES.map(({ code: lang, name }) => (
        <form key={lang} method="post" action="/language">
          <input type="hidden" name="lang" value={lang} />
          <input type="hidden" name="redirectTo" value={back} />
          <button
            type="submit"
            lang={lang}
            aria-pressed={i18n.language === lang}
            className={`inline-flex h-8 min-w-9 items-center justify-center rounded px-2 text-xs font-semibold ${i18n.language === lang ? 'bg-white text-brand-800' : 'text-current hover:underline'}`}
          >
            {lang.toUpperCase()}
            <span className="sr-only"> {name}</span>
          </button>
        </form>
      ))}
    </div>
  );
}
