import { useTranslation } from '#app/i18n/use-translation.ts';
import type { MailStatus } from '#common/statuses.ts';

const STATUS_STYLES: Record<MailStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  sending: 'bg-blue-100 text-blue-900 ring-blue-600/30',
  sent: 'bg-green-100 text-green-900 ring-green-600/30',
  failed: 'bg-red-100 text-red-900 ring-red-600/30',
};

/** A mail's status as a coloured label (the word says it; the colour only helps). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {t(`adminMail.status.${status}`)}
    </span>
  );
}

/** A mail kind's translated name; a kind this build does not know shows as it is stored. */
export function useMailKindName() {
  const { t } = useTranslation();
  return (kind: string) => t(`adminMail.kinds.${kind}`, { defaultValue: kind });
}

/** Without SMTP_URL: why nothing leaves the outbox, on every mail page. */
export function NotDeliveringBanner() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="mt-5 rounded-md border border-yellow-300 bg-yellow-50 px-4 py-3 text-sm text-yellow-900"
    >
      <p className="font-semibold">{t('adminMail.notDelivering.title')}</p>
      <p className="mt-1">{t('adminMail.notDelivering.body')}</p>
    </div>
  );
}
