import { useTranslation } from '#app/i18n/use-translation.ts';
import { FilterSearch, FilterSelect, ListFilter } from '#app/components/admin/list-filter.tsx';
import type { AdminOrdersData } from './admin-orders.types.ts';
import { ADMIN_ORDERS_MAX } from '#common/schemas/admin-orders.ts';
import { ORDER_STATUSES } from '#common/statuses.ts';

/** Search and status filter. */
export function OrderListFilters({ query }: { query: AdminOrdersData['query'] }) {
  const { t } = useTranslation();
  return (
    <ListFilter
      label={t('admin.orders.list.filters')}
      path="/admin/orders"
      filtered={Boolean(query.q || query.status)}
      apply={t('admin.orders.list.filter')}
      clear={t('admin.orders.list.reset')}
      className="card mt-4 grid gap-3 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <FilterSearch
        id="admin-orders-q"
        label={t('admin.orders.list.search')}
        value={query.q}
        maxLength={ADMIN_ORDERS_MAX.query}
        placeholder={t('admin.orders.list.searchHint')}
        hint={t('admin.orders.list.searchHint')}
        className="min-w-0"
      />
      <FilterSelect id="admin-orders-status" name="status" label={t('admin.orders.list.status')} value={query.status}>
        <option value="">{t('admin.orders.list.allStatuses')}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`orders.status.${status}`)}
          </option>
        ))}
      </FilterSelect>
    </ListFilter>
  );
}
