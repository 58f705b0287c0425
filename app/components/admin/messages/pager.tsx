import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { listSearchOf } from '#common/schemas/admin-list-query.ts';
import type { MessageListQuery, SubscriberListQuery } from '#common/schemas/admin-messages.ts';

/** Previous and next links for a back office list at `path` (messages, subscribers), keeping its filters. */
export function Pager({
  path,
  query,
  pageCount,
}: {
  path: '/admin/messages' | '/admin/subscribers';
  query: MessageListQuery | SubscriberListQuery;
  pageCount: number;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1 && query.page <= 1) return null;
  const link = 'btn-secondary';
  const off =
    'inline-flex items-center justify-center rounded-md border border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-400';
  return (
    <nav
      aria-label={t('admin.messages.pager.label')}
      className="mt-6 flex flex-wrap items-center justify-between gap-3"
    >
      {query.page > 1 ? (
        <Link
          to={`${path}${listSearchOf({ ...query, page: Math.min(query.page - 1, Math.max(pageCount, 1)) })}`}
          rel="prev"
          className={link}
        >
          {t('admin.messages.pager.previous')}
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          {t('admin.messages.pager.previous')}
        </span>
      )}
      <p className="text-sm text-slate-700">
        {t('admin.messages.pager.position', { page: query.page, pages: Math.max(pageCount, 1) })}
      </p>
      {query.page < pageCount ? (
        <Link to={`${path}${listSearchOf({ ...query, page: query.page + 1 })}`} rel="next" className={link}>
          {t('admin.messages.pager.next')}
        </Link>
      ) : (
        <span className={off} aria-hidden="true">
          {t('admin.messages.pager.next')}
        </span>
      )}
    </nav>
  );
}
