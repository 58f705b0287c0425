import { useTranslation } from '#app/i18n/use-translation.ts';

/** The error screens' way out: reload the page, or go home with a plain link that works without the app. */
export function ErrorActions() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex justify-center gap-3">
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
      <a className="btn-secondary" href="/">
        {t('errors.backHome')}
      </a>
    </div>
  );
}
