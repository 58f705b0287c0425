import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { pageHref } from '#app/lib/admin-orders-query.ts';
import type { AdminOrdersData } from './admin-orders.types.ts';

/** Previous and next page links that keep the filters, with "page n of m"; nothing when all orders fit one page. */
export function OrderListPager({
  query,
  list,
}: Pick<AdminOrdersData, 'query'> & { list: Pick<AdminOrdersData['list'], 'page' | 'pageCount'> }) {
  const { t } = useTranslation();
  if (list.pageCount <= 1) return null;
  return (
    <nav
      aria-label={t('admin.orders.list.pagination')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      {list.page > 1 ? (
        <Link to={pageHref(query, list.page - 1)} rel="prev" className="btn-secondary">
          <span aria-hidden="true">←</span> {t('admin.orders.list.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        {t('admin.orders.list.pageOf', { page: list.page, pages: list.pageCount })}
      </p>
      {list.page < list.pageCount ? (
        <Link to={pageHref(query, list.page + 1)} rel="next" className="btn-secondary">
          {t('admin.orders.list.next')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
