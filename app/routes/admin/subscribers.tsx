import { Form, Link, useSubmit } from 'react-router';
import { Pager } from '#app/components/admin/messages/pager.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { searchOf } from '#app/lib/admin-messages-query.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import type { Route } from './+types/subscribers';
import { pageMeta } from '#app/lib/seo.ts';
import { readSubscriberListQuery } from '#common/schemas/admin-messages.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
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

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { query, items, total, pageCount } = loaderData;
  const submit = useSubmit();
  const csvHref = `/api/admin/subscribers.csv${searchOf({ q: query.q })}`;
  const cell = 'px-4 py-2.5 whitespace-nowrap';

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

      <Form
        method="get"
        role="search"
        aria-label={t('admin.messages.subscribers.filterLabel')}
        className="card mt-5 flex flex-wrap items-end gap-3 p-4"
        onSubmit={(event) => {
          // A blank search stays out of the URL.
          event.preventDefault();
          const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          submit(q ? { q } : {}, { method: 'get', action: '/admin/subscribers' });
        }}
      >
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="subscribers-q" className="label">
            {t('admin.messages.subscribers.searchLabel')}
          </label>
          <input
            id="subscribers-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            key={query.q ?? ''}
            maxLength={200}
            className="input"
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            {t('admin.messages.subscribers.search')}
          </button>
          {query.q ? (
            <Link to="/admin/subscribers" className="btn-secondary">
              {t('admin.messages.subscribers.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

      <p className="mt-5 text-sm text-slate-600" role="status">
        {t('admin.messages.subscribers.count', { count: total })}
      </p>

      {items.length === 0 ? (
        <div className="card mt-3 px-6 py-10 text-center text-slate-700">
          {total > 0 ? (
            <>
              <p>{t('admin.messages.pastLastPage')}</p>
              <Link to={`/admin/subscribers${searchOf({ q: query.q })}`} className="btn-secondary mt-4">
                {t('admin.messages.firstPage')}
              </Link>
            </>
          ) : (
            <p>
              {query.q
                ? t('admin.messages.subscribers.noMatch', { query: query.q })
                : t('admin.messages.subscribers.empty')}
            </p>
          )}
        </div>
      ) : (
        // On a narrow screen the table scrolls sideways; the region can take focus to scroll by keyboard.
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
      )}

      <Pager path="/admin/subscribers" query={query} pageCount={pageCount} />
    </div>
  );
}
