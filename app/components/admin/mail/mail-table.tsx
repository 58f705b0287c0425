import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { MailSummary } from '#common/views/mail.ts';
import { MailStatusBadge, useMailKindName } from './mail-status.tsx';

/** The outbox as a table; on a narrow screen it scrolls sideways in a focusable region. */
export function MailTable({ items }: { items: MailSummary[] }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const kindName = useMailKindName();
  const cell = 'px-4 py-2.5 whitespace-nowrap';
  return (
    <div role="region" aria-labelledby="mail-caption" tabIndex={0} className="card mt-3 overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption id="mail-caption" className="sr-only">
          {t('adminMail.caption')}
        </caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            <th scope="col" className={cell}>
              {t('adminMail.columns.recipient')}
            </th>
            <th scope="col" className={cell}>
              {t('adminMail.columns.kind')}
            </th>
            <th scope="col" className={cell}>
              {t('adminMail.columns.created')}
            </th>
            <th scope="col" className={cell}>
              {t('adminMail.columns.status')}
            </th>
            <th scope="col" className={cell}>
              {t('adminMail.columns.attempts')}
            </th>
            <th scope="col" className={cell}>
              {t('adminMail.columns.lastError')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {items.map((mail) => (
            <tr key={mail.id}>
              <th scope="row" className="min-w-48 px-4 py-2.5 font-medium break-all">
                <Link to={`/admin/mail/${mail.id}`} className="text-brand-700 underline hover:text-brand-800">
                  {mail.recipient}
                </Link>
              </th>
              <td className={cell}>{kindName(mail.kind)}</td>
              <td className={cell}>{date(mail.createdAt, true)}</td>
              <td className={cell}>
                <MailStatusBadge status={mail.status} />
              </td>
              <td className={`${cell} tabular-nums`}>{mail.attempts}</td>
              <td className="max-w-xs min-w-48 px-4 py-2.5 break-words text-slate-700">{mail.lastError ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
