import { ErrorActions } from '#app/components/ui/error-actions.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** /products when its list could not be made (docs/product.md §2.15.3: 'Unable to load products'). */
export function ProductsLoadFailed() {
  const { t } = useTranslation();
  return (
    <section className="container-page py-16 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{t('errors.loadFailed')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.loadFailedText')}</p>
      <ErrorActions />
    </section>
  );
}
