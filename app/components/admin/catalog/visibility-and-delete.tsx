import { Form, Link, useNavigation } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { LoadedProduct } from './admin-products.types.ts';

/** Hide or show the product; delete it (after a confirmation) when it was never ordered. */
export function VisibilityAndDelete({ product, confirmDelete }: { product: LoadedProduct; confirmDelete: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <section aria-labelledby="visibility-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="visibility-title" className="text-lg font-semibold text-slate-900">
        {t('admin.catalog.edit.visibilityTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {product.hidden ? t('admin.catalog.edit.isHidden') : t('admin.catalog.edit.isVisible')}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value={product.hidden ? 'show' : 'hide'} />
        <button type="submit" className="btn-secondary" disabled={busy('hide') || busy('show')}>
          {product.hidden ? t('admin.catalog.edit.show') : t('admin.catalog.edit.hide')}
        </button>
      </Form>

      <h3 className="mt-6 text-base font-semibold text-slate-900">{t('admin.catalog.edit.deleteTitle')}</h3>
      {product.ordered ? (
        <p className="mt-1 text-sm text-slate-700">{t('admin.catalog.edit.cannotDelete')}</p>
      ) : confirmDelete ? (
        <div
          className="mt-2 rounded-md border border-red-300 bg-red-50 p-4"
          role="group"
          aria-labelledby="confirm-delete-text"
        >
          <p id="confirm-delete-text" className="text-sm text-red-900">
            {t('admin.catalog.edit.confirmDelete', { title: product.title })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={busy('delete')}>
                {t('admin.catalog.edit.deleteForever')}
              </button>
            </Form>
            <Link to={`/admin/products/${encodeURIComponent(product.id)}`} replace className="btn-secondary">
              {t('admin.catalog.edit.cancel')}
            </Link>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">{t('admin.catalog.edit.canDelete')}</p>
          <Link to="?delete=confirm" className="btn-secondary mt-3 border-red-300 text-red-700">
            {t('admin.catalog.edit.delete')}
          </Link>
        </>
      )}
    </section>
  );
}
