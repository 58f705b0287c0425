import { Form, Link, useNavigation } from 'react-router';
import { Price } from '#app/components/catalog/price.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import type { Route } from './+types/orders';
import { pageMeta } from '#app/lib/seo.ts';
import { ADMIN_ORDERS_MAX, readOrderListQuery } from '#common/schemas/admin-orders.ts';
import { ORDER_STATUSES } from '#common/statuses.ts';

/** /admin/orders: search, status filter and pages in the URL (a plain GET form, so it works without JavaScript). */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const query = readOrderListQuery(new URL(request.url).searchParams);
  const list = await context.services.adminOrders.listOrders(query);
  return { query: { q: query.q ?? '', status: query.status ?? '' }, list };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.orders.list.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin/orders',
    noindex: true,
  });

function pageHref(query: { q: string; status: string }, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status) params.set('status', query.status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `/admin/orders?${text}` : '/admin/orders';
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { query, list } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/admin/orders';
  const filtered = Boolean(query.q || query.status);

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.orders.list.title')}</h1>

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

      <p className="mt-4 text-sm text-slate-700" role="status" aria-live="polite">
        {busy ? t('common.loading') : t('admin.orders.list.count', { count: list.total })}
      </p>

      {list.orders.length === 0 ? (
        <div className="card mt-3 px-6 py-10 text-center text-slate-700">{t('admin.orders.list.empty')}</div>
      ) : (
        <>
          {/* Phones: one card per order; wider screens: the table. */}
          <ul className="mt-3 space-y-3 sm:hidden" aria-label={t('admin.orders.list.caption')}>
            {list.orders.map((order) => (
              <li key={order.number} className="card p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/admin/orders/${encodeURIComponent(order.number)}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {order.number}
                  </Link>
                  <StatusBadge status={order.status} />
                </div>
                <p className="mt-2 font-medium text-slate-900">{order.customerName}</p>
                <p className="text-xs break-all text-slate-600">{order.email}</p>
                <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2 text-slate-700">
                  <span>{date(order.createdAt, true)}</span>
                  <span>
                    {t('orders.itemCount', { count: order.itemCount })} ·{' '}
                    <Price cents={order.totalCents} className="font-semibold text-slate-900" />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <div className="card mt-3 hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t('admin.orders.list.caption')}</caption>
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.orders.list.number')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.orders.list.date')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.orders.list.customer')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.orders.list.status')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('admin.orders.list.items')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t('admin.orders.list.total')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {list.orders.map((order) => (
                  <tr key={order.number} className="hover:bg-slate-50">
                    <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                      <Link
                        to={`/admin/orders/${encodeURIComponent(order.number)}`}
                        className="text-brand-700 hover:underline"
                      >
                        {order.number}
                      </Link>
                    </th>
                    <td className="px-4 py-3 whitespace-nowrap text-slate-700">{date(order.createdAt, true)}</td>
                    <td className="min-w-[12rem] px-4 py-3">
                      <span className="block font-medium text-slate-900">{order.customerName}</span>
                      <span className="block text-xs break-all text-slate-600">{order.email}</span>
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-3 text-right tabular-nums">{order.itemCount}</td>
                    <td className="px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums">
                      <Price cents={order.totalCents} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}

      {list.pageCount > 1 ? (
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
      ) : null}
    </div>
  );
}
