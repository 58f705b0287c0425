import { Link } from 'react-router';
import { CompareIcon } from '#app/components/compare/compare-icon.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** Nothing in the comparison: what it is for, and the way to the products. */
export function CompareEmpty() {
  const { t } = useTranslation();
  return (
    <div className="card mx-auto mt-6 flex max-w-xl flex-col items-center px-6 py-12 text-center">
      <CompareIcon className="h-14 w-14 text-slate-400" />
      <h2 className="mt-4 text-xl font-bold text-slate-900">{t('compare.empty')}</h2>
      <p className="mt-2 text-slate-600">{t('compare.emptyText')}</p>
      <Link to="/products" className="btn-primary mt-6">
        {t('compare.browse')}
      </Link>
    </div>
  );
}
