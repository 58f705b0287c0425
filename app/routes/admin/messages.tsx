import { useEffect, useRef } from 'react';
import { Link, data } from 'react-router';
import { FilterSearch, FilterSelect, ListFilter } from '#app/components/admin/list-filter.tsx';
import type { CloseResult } from '#app/components/admin/messages/admin-messages.types.ts';
import { MessageCard } from '#app/components/admin/messages/message-card.tsx';
import { Pager } from '#app/components/admin/messages/pager.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { listSearchOf } from '#common/schemas/admin-list-query.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { readMessageListQuery } from '#common/schemas/admin-messages.ts';
import { CONTACT_STATUSES } from '#common/statuses.ts';
import type { Route } from './+types/messages';

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readMessageListQuery(params);
  const result = await context.services.adminMessages.listMessages(query);
  // Without JavaScript a message opens through the URL (?open=<id>).
  const open = Number(params.get('open'));
  return { query, openId: Number.isSafeInteger(open) && open > 0 ? open : null, ...result };
}

/** Closes an ordinary message (a plain form post, so it works without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'close') return data<CloseResult>({ ok: false, id, error: 'errors.badRequest' }, 400);
  const note = form.get('note');
  try {
    const message = await context.services.adminMessages.closeMessage(id, typeof note === 'string' ? note : undefined);
    return data<CloseResult>({ ok: true, id, name: message.name });
  } catch (error) {
    return answerRefusal<CloseResult>(error, (refused) => ({ ok: false, id, error: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.messages.metaTitle',
    description: 'admin.messages.metaDescription',
    path: '/admin/messages',
    noindex: true,
  });

export default function AdminMessages({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, openId, items, total, pageCount } = loaderData;
  const done = useRef<HTMLDivElement>(null);
  // A failure shows beside its close form when that form is on the page, else at the top.
  const errorAtTop =
    result && !result.ok && !items.some((m) => m.id === result.id && m.status === 'open' && m.orderId == null)
      ? result.error
      : null;
  useEffect(() => {
    if (result?.ok || errorAtTop) done.current?.focus();
  }, [result, errorAtTop]);
  const filtered = Boolean(query.status || query.q);
  const csvHref = `/api/admin/messages.csv${listSearchOf({ status: query.status, q: query.q })}`;

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.messages.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('admin.messages.intro')}</p>
        </div>
        <a href={csvHref} download className="btn-secondary">
          {t('admin.messages.exportCsv')}
        </a>
      </div>

      <ListFilter
        label={t('admin.messages.filterLabel')}
        path="/admin/messages"
        filtered={filtered}
        apply={t('admin.messages.apply')}
        clear={t('admin.messages.clear')}
        compactUrl
      >
        <FilterSelect
          id="messages-status"
          name="status"
          label={t('admin.messages.statusLabel')}
          value={query.status}
          className="w-full sm:w-44"
        >
          <option value="">{t('admin.messages.allStatuses')}</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.messages.status.${status}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSearch
          id="messages-q"
          label={t('admin.messages.searchLabel')}
          value={query.q}
          maxLength={200}
          placeholder={t('admin.messages.searchPlaceholder')}
        />
      </ListFilter>

      {/* The state a message toggle keeps when it reloads the page (no JavaScript). */}
      <form id="message-view" method="get" hidden>
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        {query.page > 1 ? <input type="hidden" name="page" value={query.page} /> : null}
      </form>

      {result?.ok || errorAtTop ? (
        <div ref={done} tabIndex={-1} className="mt-5 outline-none">
          {result?.ok ? (
            <Alert tone="success">{t('admin.messages.close.done', { name: result.name })}</Alert>
          ) : (
            <Alert tone="error">{t(errorAtTop!)}</Alert>
          )}
        </div>
      ) : null}

      <p className="mt-5 text-sm text-slate-600" role="status">
        {t('admin.messages.count', { count: total })}
      </p>

      {items.length === 0 ? (
        <div className="card mt-3 px-6 py-10 text-center text-slate-700">
          {total > 0 ? (
            <>
              <p>{t('admin.messages.pastLastPage')}</p>
              <Link
                to={`/admin/messages${listSearchOf({ status: query.status, q: query.q })}`}
                className="btn-secondary mt-4"
              >
                {t('admin.messages.firstPage')}
              </Link>
            </>
          ) : (
            <p>{filtered ? t('admin.messages.noMatch') : t('admin.messages.empty')}</p>
          )}
        </div>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((message) => (
            <MessageCard key={message.id} message={message} initiallyOpen={openId === message.id} result={result} />
          ))}
        </ul>
      )}

      <Pager path="/admin/messages" query={query} pageCount={pageCount} />
    </div>
  );
}
