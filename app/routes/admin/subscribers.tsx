import { Link } from 'react-router';
import { Pager } from '#app/components/admin/messages/pager.tsx';
import { SubscriberFilter } from '#app/components/admin/subscribers/subscriber-filter.tsx';
import { SubscriberTable } from '#app/components/admin/subscribers/subscriber-table.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { listSearchOf } from '#common/schemas/admin-list-query.ts';
import type { Route } from './+types/subscribers';
import { pageMeta } from '#app/lib/seo.ts';
import { readSubscriberListQuery } from '#common/schemas/admin-messages.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSubscriberListQuery(new URL(request.url).searchParams);
  return { query, ...(await context.services.adminMessages.listSubscribers(query)) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.messages.subscribers.metaTitle',
    description: 'admin.messages.subscribers.metaDescription',
    path: '/admin/subscribers',
    noindex: true,
  });

/** Newsletter addresses with their status (docs/product.md §16: pending until confirmed), filter and CSV. */
export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, items, total, pageCount } = loaderData;
  const filter = { status: query.status, q: query.q };
  const csvHref = `/api/admin/subscribers.csv${listSearchOf(filter)}`;

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.messages.subscribers.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.messages.subscribers.intro')}</p>
        </div>
        <a href={csvHref} download className="btn-secondary">
          {t('admin.messages.subscribers.exportCsv')}
        </a>
      </div>

      <SubscriberFilter query={query} />

      <p className="mt-5 text-sm text-slate-600" role="status">
        {t('admin.messages.subscribers.count', { count: total })}
      </p>

      {items.length === 0 ? (
        <div className="card mt-3 px-6 py-10 text-center text-slate-700">
          {total > 0 ? (
            <>
              <p>{t('admin.messages.pastLastPage')}</p>
              <Link to={`/admin/subscribers${listSearchOf(filter)}`} className="btn-secondary mt-4">
                {t('admin.messages.firstPage')}
              </Link>
            </>
          ) : (
            <p>
              {query.status
                ? t('subscriptions.admin.noMatch')
                : query.q
                  ? t('admin.messages.subscribers.noMatch', { query: query.q })
                  : t('admin.messages.subscribers.empty')}
            </p>
          )}
        </div>
      ) : (
        <SubscriberTable items={items} />
      )}

      <Pager path="/admin/subscribers" query={query} pageCount={pageCount} />
    </div>
  );
}
