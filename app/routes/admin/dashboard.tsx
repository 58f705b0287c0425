import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RevenueChart } from '#app/components/admin/orders/revenue-chart.tsx';
import { Price } from '#app/components/catalog/price.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { Route } from './+types/dashboard';
import { pageMeta } from '#app/lib/seo.ts';

/** /admin: today and the last 30 days at a glance, what runs low, and the cancellation requests waiting. */
export async function loader({ context }: Route.LoaderArgs) {
  return { dashboard: await context.services.adminReports.dashboard(new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.orders.dashboard.metaTitle',
    description: 'admin.shell.metaDescription',
    path: '/admin',
    noindex: true,
  });

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="card p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-slate-900 sm:text-2xl">{children}</dd>
    </div>
  );
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { dashboard: board } = loaderData;
  const days = board.periodDays;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.orders.dashboard.title')}</h1>
        <Link to="/admin/orders" className="btn-secondary">
          {t('admin.orders.dashboard.viewOrders')}
        </Link>
      </div>

      <section aria-labelledby="dashboard-figures">
        <h2 id="dashboard-figures" className="sr-only">
          {t('admin.orders.dashboard.figures')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={t('admin.orders.dashboard.ordersToday')}>{board.todayOrders}</Figure>
          <Figure label={t('admin.orders.dashboard.revenueToday')}>
            <Price cents={board.todayRevenueCents} />
          </Figure>
          <Figure label={t('admin.orders.dashboard.ordersPeriod', { days })}>{board.periodOrders}</Figure>
          <Figure label={t('admin.orders.dashboard.revenuePeriod', { days })}>
            <Price cents={board.periodRevenueCents} />
          </Figure>
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t('admin.orders.dashboard.revenueNote')}</p>
      </section>

      <section aria-labelledby="dashboard-chart" className="card min-w-0 p-4 sm:p-5">
        <h2 id="dashboard-chart" className="mb-3 text-lg font-semibold text-slate-900">
          {t('admin.orders.dashboard.chartTitle', { days })}
        </h2>
        <RevenueChart days={board.daily} title={t('admin.orders.dashboard.chartTitle', { days })} />
      </section>

      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="dashboard-requests" className="card min-w-0 p-4 sm:p-5">
          <h2 id="dashboard-requests" className="text-lg font-semibold text-slate-900">
            {t('admin.orders.dashboard.requests')} <span className="text-slate-600">({board.openRequestCount})</span>
          </h2>
          {board.openRequests.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('admin.orders.dashboard.noRequests')}</p>
          ) : (
            <>
              {board.openRequestCount > board.openRequests.length ? (
                <p className="mt-1 text-xs text-slate-600">
                  {t('admin.orders.dashboard.requestsCount', {
                    shown: board.openRequests.length,
                    total: board.openRequestCount,
                  })}
                </p>
              ) : null}
              <ul className="mt-3 divide-y divide-slate-100">
                {board.openRequests.map((request) => (
                  <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                    <Link
                      to={`/admin/orders/${encodeURIComponent(request.orderNumber)}#requests`}
                      className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
                    >
                      {request.orderNumber}
                    </Link>
                    <StatusBadge status={request.orderStatus} />
                    <span className="min-w-0 break-words text-slate-900">{request.name}</span>
                    <span className="ml-auto text-xs whitespace-nowrap text-slate-600">
                      <span className="sr-only">{t('admin.orders.dashboard.received')}: </span>
                      <time dateTime={request.createdAt}>{date(request.createdAt, true)}</time>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>

        <section aria-labelledby="dashboard-stock" className="card min-w-0 p-4 sm:p-5">
          <h2 id="dashboard-stock" className="text-lg font-semibold text-slate-900">
            {t('admin.orders.dashboard.lowStock')}
          </h2>
          <p className="mt-1 text-xs text-slate-600">
            {t('admin.orders.dashboard.lowStockIntro', { threshold: board.lowStockThreshold })}
          </p>
          {board.lowStock.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{t('admin.orders.dashboard.noLowStock')}</p>
          ) : (
            <div className="-mx-1 mt-3 overflow-x-auto px-1">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {t('admin.orders.dashboard.product')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('admin.orders.dashboard.stock')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {board.lowStock.map((product) => (
                    <tr key={product.id}>
                      <td className="py-2 pr-3">
                        <Link
                          to={`/admin/products/${encodeURIComponent(product.id)}`}
                          className="text-brand-700 hover:underline"
                        >
                          {product.title}
                        </Link>
                      </td>
                      <td
                        className={`py-2 text-right font-semibold tabular-nums ${product.stock === 0 ? 'text-red-700' : 'text-slate-900'}`}
                      >
                        {product.stock}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
