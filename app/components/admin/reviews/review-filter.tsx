import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ReviewListQuery } from '#common/schemas/reviews.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '#common/statuses.ts';

function hrefOf(query: { status?: ReviewStatus; page?: number }): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return `/admin/reviews${search ? `?${search}` : ''}`;
}

/** The status filter as links, each with its count; the current one marked. */
export function ReviewFilter({ query, counts }: { query: ReviewListQuery; counts: Record<ReviewStatus, number> }) {
  const { t } = useTranslation();
  const total = REVIEW_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const options: { status?: ReviewStatus; label: string }[] = [
    { label: t('reviews.admin.all', { count: total }) },
    ...REVIEW_STATUSES.map((status) => ({
      status,
      label: t(`reviews.admin.status.${status}`, { count: counts[status] }),
    })),
  ];
  return (
    <nav aria-label={t('reviews.admin.filter')} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const current = option.status === query.status;
          return (
            <li key={option.status ?? 'all'}>
              <Link
                to={hrefOf({ status: option.status })}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                  current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800'
                }`}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Previous and next page links, keeping the filter. */
export function ReviewPager({ query, pageCount }: { query: ReviewListQuery; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1 && query.page <= 1) return null;
  return (
    <nav aria-label={t('reviews.admin.pagination')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {query.page > 1 ? (
        <Link
          to={hrefOf({ ...query, page: Math.min(query.page - 1, Math.max(pageCount, 1)) })}
          rel="prev"
          className="btn-secondary"
        >
          {t('reviews.admin.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-slate-700">
        {t('reviews.admin.page', { page: query.page, pageCount: Math.max(pageCount, 1) })}
      </p>
      {query.page < pageCount ? (
        <Link to={hrefOf({ ...query, page: query.page + 1 })} rel="next" className="btn-secondary">
          {t('reviews.admin.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
