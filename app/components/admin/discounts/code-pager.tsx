import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { DiscountListQuery } from '#common/schemas/discounts.ts';

/** The code list's state back into a URL search (search, source, page). */
export function discountSearchOf(query: Partial<DiscountListQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.source) params.set('source', query.source);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Previous and next page links that keep the filters. */
export function CodePager({ query, page, pageCount }: { query: DiscountListQuery; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const to = (n: number) => `/admin/discounts${discountSearchOf({ ...query, page: n })}`;
  return (
    <nav aria-label={t('discounts.admin.pager.label')} className="mt-6 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className="btn-secondary">
          {t('discounts.admin.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('discounts.admin.pager.position', { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link to={to(page + 1)} rel="next" className="btn-secondary">
          {t('discounts.admin.pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
