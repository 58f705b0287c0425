import { useTranslation } from '#app/i18n/use-translation.ts';

const STYLES: Record<string, string> = {
  Delivered: 'bg-green-100 text-green-900 ring-green-600/30',
  Shipped: 'bg-blue-100 text-blue-900 ring-blue-600/30',
  Processing: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  Cancelled: 'bg-red-100 text-red-900 ring-red-600/30',
};

/** docs/product.md §2.10.2: green Delivered, blue Shipped, yellow Processing, red Cancelled, grey otherwise. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status] ?? 'bg-slate-100 text-slate-800 ring-slate-500/30'}`}
    >
      {t(`orders.status.${status}`, { defaultValue: status })}
    </span>
  );
}
