import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminOrderDetail as Order } from './admin-orders.types.ts';

export function History({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <ol className="space-y-3">
      {order.events.map((event, index) => {
        const who =
          event.actorName ??
          (event.status === 'Processing'
            ? t('admin.orders.detail.customerActor')
            : t('admin.orders.detail.systemActor'));
        return (
          <li
            key={`${event.at}-${index}`}
            className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-l-2 border-slate-200 pl-3 text-sm"
          >
            <time dateTime={event.at} className="font-medium whitespace-nowrap text-slate-900">
              {date(event.at, true)}
            </time>
            <StatusBadge status={event.status} />
            <span className="text-slate-700">{t('admin.orders.detail.by', { name: who })}</span>
            {event.note ? <p className="w-full break-words text-slate-700">{event.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
