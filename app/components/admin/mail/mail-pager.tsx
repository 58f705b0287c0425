import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { listSearchOf } from '#common/schemas/admin-list-query.ts';
import type { MailListQuery } from '#common/schemas/admin-mail.ts';

/** Previous and next links for /admin/mail, keeping its filters. */
export function MailPager({ query, pageCount }: { query: MailListQuery; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1 && query.page <= 1) return null;
  const off =
    'inline-flex items-center justify-center rounded-md border border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-600';
  const href = (page: number) => `/admin/mail${listSearchOf({ ...query, page })}`;
  return (
    <nav aria-label={t('adminMail.pager.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {query.page > 1 ? (
        <Link to={href(Math.min(query.page - 1, Math.max(pageCount, 1)))} rel="prev" className="btn-secondary">
          {t('adminMail.pager.previous')}
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          {t('adminMail.pager.previous')}
        </span>
      )}
      <p className="text-sm text-slate-700">
        {t('adminMail.pager.position', { page: query.page, pages: Math.max(pageCount, 1) })}
      </p>
      {query.page < pageCount ? (
        <Link to={href(query.page + 1)} rel="next" className="btn-secondary">
          {t('adminMail.pager.next')}
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          {t('adminMail.pager.next')}
        </span>
      )}
    </nav>
  );
}
