import { Link } from 'react-router';
import { FilterSearch, FilterSelect, ListFilter } from '#app/components/admin/list-filter.tsx';
import { CodeList } from '#app/components/admin/discounts/code-list.tsx';
import { CodePager } from '#app/components/admin/discounts/code-pager.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { discountListQuerySchema } from '#common/schemas/discounts.ts';
import type { Route } from './+types/discounts';

/** /admin/discounts: every code with its discount, window, uses and status (docs/product.md §17.8). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = discountListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await context.services.discounts.list(query);
  // After a delete (the edit page redirects here) the page says which code went.
  const deleted = url.searchParams.get('deleted')?.slice(0, 64) ?? null;
  return { query: { ...query, page: list.page }, list, deleted };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'discounts.admin.metaTitle',
    description: 'discounts.admin.metaDescription',
    path: '/admin/discounts',
    noindex: true,
  });

const SOURCES = ['all', 'admin', 'newsletter'] as const;

export default function AdminDiscounts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list, deleted } = loaderData;
  const filtered = Boolean(query.q || query.source);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900">{t('discounts.admin.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('discounts.admin.intro')}</p>
        </div>
        <Link to="/admin/discounts/new" className="btn-primary">
          {t('discounts.admin.newCode')}
        </Link>
      </div>
      {deleted ? (
        <div className="mt-4">
          <Alert tone="success">{t('discounts.admin.deleted', { code: deleted })}</Alert>
        </div>
      ) : null}

      <ListFilter
        label={t('discounts.admin.filterLabel')}
        path="/admin/discounts"
        filtered={filtered}
        apply={t('discounts.admin.filter')}
        clear={t('discounts.admin.clear')}
      >
        <FilterSearch
          id="discounts-q"
          label={t('discounts.admin.searchLabel')}
          value={query.q}
          maxLength={32}
          placeholder={t('discounts.admin.searchPlaceholder')}
          type="text"
          className="min-w-0 flex-1 basis-48"
          inputClassName="input uppercase"
        />
        <FilterSelect
          id="discounts-source"
          name="source"
          label={t('discounts.admin.sourceLabel')}
          value={query.source ?? 'all'}
          className="w-full sm:w-52"
        >
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`discounts.admin.sources.${s}`)}
            </option>
          ))}
        </FilterSelect>
      </ListFilter>

      <p className="mt-5 text-sm text-slate-700" aria-live="polite">
        {t('discounts.admin.count', { count: list.total })}
      </p>
      {list.items.length ? (
        <CodeList codes={list.items} />
      ) : (
        <p className="card mt-3 p-6 text-center text-slate-600">
          {filtered ? t('discounts.admin.noMatch') : t('discounts.admin.empty')}
        </p>
      )}
      <CodePager query={query} page={list.page} pageCount={list.pageCount} />
    </div>
  );
}
