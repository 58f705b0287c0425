import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';

export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('product.notFoundTitle')}</h1>
      <p className="mt-4 text-slate-600">{t('product.notFoundText')}</p>
      <Link to="/" className="btn-primary mt-8">
        {t('product.backHome')}
      </Link>
    </section>
  );
}
