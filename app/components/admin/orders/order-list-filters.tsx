import { Form, Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { AdminOrdersData } from '#app/routes/admin/orders.tsx';
import { ADMIN_ORDERS_MAX } from '#common/schemas/admin-orders.ts';
import { ORDER_STATUSES } from '#common/statuses.ts';

/** Search and status filter: a plain GET form, so it works without JavaScript; Reset once something is chosen. */
export function OrderListFilters({ query }: { query: AdminOrdersData['query'] }) {
  const { t } = useTranslation();
  const filtered = Boolean(query.q || query.status);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.orders.list.filters')}
      className="card mt-4 grid gap-3 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      key={`${query.q}|${query.status}`}
    >
      <div>
        <label htmlFor="admin-orders-q" className="label">
          {t('admin.orders.list.search')}
        </label>
        <input
          id="admin-orders-q"
          type="search"
          name="q"
          defaultValue={query.q}
          maxLength={ADMIN_ORDERS_MAX.query}
          placeholder={t('admin.orders.list.searchHint')}
          aria-describedby="admin-orders-q-hint"
          className="input"
        />
        <p id="admin-orders-q-hint" className="sr-only">
          {t('admin.orders.list.searchHint')}
        </p>
      </div>
      <div>
        <label htmlFor="admin-orders-status" className="label">
          {t('admin.orders.list.status')}
        </label>
        <select id="admin-orders-status" name="status" defaultValue={query.status} className="input">
          <option value="">{t('admin.orders.list.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary">
          {t('admin.orders.list.filter')}
        </button>
        {filtered ? (
          <Link to="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
            {t('admin.orders.list.reset')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
