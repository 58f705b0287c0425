import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { SubscriberStatus } from '#common/statuses.ts';

export type SubscriberRow = {
  email: string;
  locale: string;
  source: string;
  status: SubscriberStatus;
  createdAt: Date | string;
};

const STATUS_TONE: Record<SubscriberStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  unsubscribed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** One page of subscribers; on a narrow screen the table scrolls sideways (the region takes focus to scroll by keyboard). */
export function SubscriberTable({ items }: { items: SubscriberRow[] }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const cell = 'px-4 py-2.5 whitespace-nowrap';
  return (
    <div role="region" aria-labelledby="subscribers-caption" tabIndex={0} className="card mt-3 overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption id="subscribers-caption" className="sr-only">
          {t('admin.messages.subscribers.caption')}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={cell}>
              {t('admin.messages.subscribers.columns.email')}
            </th>
            <th scope="col" className={cell}>
              {t('subscriptions.admin.statusLabel')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.messages.subscribers.columns.language')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.messages.subscribers.columns.source')}
            </th>
            <th scope="col" className={cell}>
              {t('admin.messages.subscribers.columns.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {items.map((subscriber) => (
            <tr key={subscriber.email}>
              <th scope="row" className="min-w-48 px-4 py-2.5 font-medium break-all text-slate-900">
                {subscriber.email}
              </th>
              <td className={cell}>
                <span
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_TONE[subscriber.status]}`}
                >
                  {t(`subscriptions.admin.status.${subscriber.status}`)}
                </span>
              </td>
              <td className={cell}>
                {t(`admin.messages.languages.${subscriber.locale}`, { defaultValue: subscriber.locale })}
              </td>
              <td className={cell}>
                {t(`admin.messages.subscribers.sources.${subscriber.source}`, { defaultValue: subscriber.source })}
              </td>
              <td className={cell}>{date(subscriber.createdAt, true)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
