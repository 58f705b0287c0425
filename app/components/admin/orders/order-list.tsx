import { Link } from 'react-router';
import { Price } from '#app/components/catalog/price.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminOrdersData } from './admin-orders.types.ts';

/** The orders of one page: a card each on phones, a table on wider screens. */
export function OrderList({ orders }: { orders: AdminOrdersData['list']['orders'] }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <>
      {/* Phones: one card per order; wider screens: the table. */}
      <ul className="mt-3 space-y-3 sm:hidden" aria-label={t('admin.orders.list.caption')}>
        {orders.map((order) => (
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
            {orders.map((order) => (
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
  );
}
