import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ProductsData } from './products.types.ts';

/** The list beside the filters: the chosen products (or why there are none) and how many show. */
export function ProductResults({ query, products }: Pick<ProductsData, 'query' | 'products'>) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="results-count">
      {query.id ? <p className="mb-3 text-sm text-slate-600">{t('products.selectedOnly')}</p> : null}
      {products.length === 0 ? (
        <div className="card px-6 py-16 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('products.empty')}</p>
          {query.search ? (
            <p className="mt-2 text-slate-600">{t('products.noMatch', { query: query.search })}</p>
          ) : null}
          <p className="mt-2 text-slate-600">{t('products.emptyHint')}</p>
        </div>
      ) : (
        <ProductGrid
          products={products}
          eagerCount={3}
          headingLevel={2}
          className="grid grid-cols-2 gap-4 md:grid-cols-3"
        />
      )}
      <p id="results-count" className="mt-6 text-sm text-slate-600" role="status">
        {t('products.showing', { count: products.length })}
      </p>
    </section>
  );
}
