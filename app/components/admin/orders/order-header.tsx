import { ResultBanner, type OrderActionResult } from '#app/components/admin/orders/status-forms.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminOrderDetail as Order } from './admin-orders.types.ts';

/** The order's number and status, its dates, a refusal that names no form, and the link to open requests. */
export function OrderHeader({ order, result }: { order: Order; result: OrderActionResult | undefined }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const openRequests = order.requests.filter((r) => r.status === 'open');
  return (
    <>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {t('admin.orders.detail.title', { number: order.number })}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('admin.orders.detail.placedOn', { date: date(order.createdAt, true) })} ·{' '}
        {t('admin.orders.detail.lastChange', { date: date(order.updatedAt, true) })}
      </p>
      <div className="mt-3 empty:hidden">
        <ResultBanner result={result} intents={['unknown']} />
      </div>
      {openRequests.length > 0 ? (
        <p className="mt-3">
          <a
            href="#requests"
            className="inline-flex items-center gap-2 rounded-md bg-yellow-100 px-3 py-1.5 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-600/30 hover:bg-yellow-200"
          >
            {t('admin.orders.dashboard.requests')}: {openRequests.length}
          </a>
        </p>
      ) : null}
    </>
  );
}
