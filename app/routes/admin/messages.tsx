import { useEffect, useRef } from 'react';
import { Form, Link, data, useSubmit } from 'react-router';
import { MessageCard } from '#app/components/admin/messages/message-card.tsx';
import { Pager } from '#app/components/admin/messages/pager.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { searchOf } from '#app/lib/admin-messages-query.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { readMessageListQuery } from '#common/schemas/admin-messages.ts';
import { CONTACT_STATUSES } from '#common/statuses.ts';
import type { Route } from './+types/messages';
import { filledParams } from '#app/lib/filled-params.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const query = readMessageListQuery(params);
  const result = await context.services.adminMessages.listMessages(query);
  // Without JavaScript a message opens through the URL (?open=<id>).
  const open = Number(params.get('open'));
  return { query, openId: Number.isSafeInteger(open) && open > 0 ? open : null, ...result };
}

export type CloseResult = { ok: true; id: number; name: string } | { ok: false; id: number; error: TranslationKey };

/** Closes an ordinary message (a plain form post, so it works without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context, request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  if (form.get('intent') !== 'close') return data<CloseResult>({ ok: false, id, error: 'errors.badRequest' }, 400);
  const note = form.get('note');
  try {
    const message = await context.services.adminMessages.closeMessage(id, typeof note === 'string' ? note : undefined);
    return data<CloseResult>({ ok: true, id, name: message.name });
  } catch (error) {
    return refusal<CloseResult>(error, (refused) => ({ ok: false, id, error: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'admin.messages.metaTitle',
    description: 'admin.messages.metaDescription',
    path: '/admin/messages',
    noindex: true,
  });

export type AdminMessage = Route.ComponentProps['loaderData']['items'][number];

export default function AdminMessages({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, openId, items, total, pageCount } = loaderData;
  const submit = useSubmit();
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
  const csvHref = `/api/admin/messages.csv${searchOf({ status: query.status, q: query.q })}`;

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

      <Form
        method="get"
        role="search"
        aria-label={t('admin.messages.filterLabel')}
        className="card mt-5 flex flex-wrap items-end gap-3 p-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit(filledParams(event.currentTarget), { method: 'get', action: '/admin/messages' });
        }}
      >
        <div className="w-full sm:w-44">
          <label htmlFor="messages-status" className="label">
            {t('admin.messages.statusLabel')}
          </label>
          <select
            id="messages-status"
            name="status"
            defaultValue={query.status ?? ''}
            key={query.status ?? ''}
            className="input"
          >
            <option value="">{t('admin.messages.allStatuses')}</option>
            {CONTACT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.messages.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor="messages-q" className="label">
            {t('admin.messages.searchLabel')}
          </label>
          <input
            id="messages-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            key={query.q ?? ''}
            maxLength={200}
            placeholder={t('admin.messages.searchPlaceholder')}
            className="input"
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            {t('admin.messages.apply')}
          </button>
          {filtered ? (
            <Link to="/admin/messages" className="btn-secondary">
              {t('admin.messages.clear')}
            </Link>
          ) : null}
        </div>
      </Form>

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
                to={`/admin/messages${searchOf({ status: query.status, q: query.q })}`}
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
