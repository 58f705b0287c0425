import { Link } from 'react-router';
import { LockIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

export function AccessDenied({ base }: { base: string }) {
  const { t } = useTranslation();
  return (
    <div className="container-page flex justify-center py-12">
      <section aria-labelledby="access-denied-title" className="card w-full max-w-md p-6 text-center sm:p-8">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-700">
          <LockIcon className="h-6 w-6" />
        </span>
        <h1 id="access-denied-title" className="mt-4 text-2xl font-bold text-slate-900">
          {t('account.accessDenied')}
        </h1>
        <p className="mt-2 text-slate-700">{t('account.accessDeniedText')}</p>
        <Link
          to={`/login?redirectTo=${encodeURIComponent(base)}`}
          className="btn-primary mt-6 w-full sm:w-auto sm:px-8"
        >
          {t('account.loginToContinue')}
        </Link>
      </section>
    </div>
  );
}
