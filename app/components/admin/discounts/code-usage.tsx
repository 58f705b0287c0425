import { Link } from 'react-router';
import { useMoney } from '#app/components/catalog/price.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { RedemptionView } from '#common/views/discounts.ts';

/** The orders holding a use of the code, newest first (a cancelled order gave its use back). */
export function CodeUsage({ usedCount, redemptions }: { usedCount: number; redemptions: RedemptionView[] }) {
  const { t } = useTranslation();
  const money = useMoney();
  const date = useDateFormat();
  return (
    <section aria-labelledby="usage-title" className="card mt-4 p-4 sm:p-6">
      <h2 id="usage-title" className="text-lg font-semibold text-slate-900">
        {t('discounts.admin.usage.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('discounts.admin.usage.summary', { count: usedCount })}</p>
      {redemptions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('discounts.admin.usage.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm">
          {redemptions.map((r) => (
            <li key={r.orderNumber} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <span className="min-w-0">
                <Link
                  to={`/admin/orders/${encodeURIComponent(r.orderNumber)}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {r.orderNumber}
                </Link>
                <span className="block text-xs break-all text-slate-600">
                  {r.email} · {date(r.at, true)}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <StatusBadge status={r.orderStatus} />
                <span className="font-semibold text-slate-900 tabular-nums">
                  <span className="sr-only">{t('discounts.admin.usage.amount')}: </span>
                  {`−${money(r.amountCents)}`}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
