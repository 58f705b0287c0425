import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { queryString } from '#app/lib/admin-products-query.ts';
import type { AdminProductList } from './admin-products.types.ts';
import type { AdminProductQuery } from '#common/schemas/admin-catalog.ts';

/** Previous and next page links that keep the filters. */
export function ProductPager({
  query,
  list,
}: {
  query: AdminProductQuery;
  list: Pick<AdminProductList, 'page' | 'pages'>;
}) {
  const { t } = useTranslation();
  if (list.pages <= 1) return null;
  return (
    <nav
      aria-label={t('admin.catalog.products.pagination')}
      className="mt-4 flex items-center justify-between gap-3 text-sm"
    >
      {list.page > 1 ? (
        <Link to={queryString(query, list.page - 1)} className="btn-secondary">
          {t('admin.catalog.products.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('admin.catalog.products.pageOf', { page: list.page, pages: list.pages })}</span>
      {list.page < list.pages ? (
        <Link to={queryString(query, list.page + 1)} className="btn-secondary">
          {t('admin.catalog.products.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
