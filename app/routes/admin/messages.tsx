import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Link, data, useActionData, useLoaderData, useNavigation, useSubmit, type MetaFunction } from 'react-router';
import { Alert } from '#app/components/ui/form.tsx';
import { ChevronDownIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import type { ActionArgs, LoaderArgs } from '#app/lib/route-args.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { refusal } from '#app/lib/action-result.ts';

const STATUSES = ['open', 'approved', 'rejected', 'closed'] as const;
type Status = (typeof STATUSES)[number];
type Query = { status?: Status; q?: string; page: number };

/** The list's state from the URL, forgiving: anything that does not parse is left out. */
function readQuery(params: URLSearchParams): Query {
  const status = STATUSES.find((s) => s === params.get('status'));
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const page = params.get('page') ?? '';
  return { ...(status ? { status } : {}), ...(q ? { q } : {}), page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1 };
}

function searchOf(query: Partial<Query>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function loader({ context, request }: LoaderArgs) {
  requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const query = readQuery(params);
  const result = await context.services.adminMessages.listMessages(query);
  // Without JavaScript a message opens through the URL (?open=<id>).
  const open = Number(params.get('open'));
  return { query, openId: Number.isSafeInteger(open) && open > 0 ? open : null, ...result };
}

export type CloseResult = { ok: true; id: number; name: string } | { ok: false; id: number; error: string };

/** Closes an ordinary message (a plain form post, so it works without JavaScript). */
export async function action({ context, request }: ActionArgs) {
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

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'admin.messages.metaTitle', description: 'admin.messages.metaDescription', path: '/admin/messages', noindex: true });

type Message = Awaited<ReturnType<typeof loader>>['items'][number];

const STATUS_STYLES: Record<Status, string> = {
  open: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  approved: 'bg-green-100 text-green-900 ring-green-600/30',
  rejected: 'bg-red-100 text-red-900 ring-red-600/30',
  closed: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

function MessageStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status]}`}>
      {t(`admin.messages.status.${status}`)}
    </span>
  );
}

function CloseForm({ message, result }: { message: Message; result: CloseResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const closing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'close' && navigation.formData.get('id') === String(message.id);
  const error = result && !result.ok && result.id === message.id ? result.error : null;
  const noteId = `close-note-${message.id}`;
  return (
    <Form method="post" className="mt-5 border-t border-slate-200 pt-4" aria-labelledby={`close-title-${message.id}`}>
      <h3 id={`close-title-${message.id}`} className="font-semibold text-slate-900">
        {t('admin.messages.close.title')}
      </h3>
      <input type="hidden" name="intent" value="close" />
      <input type="hidden" name="id" value={message.id} />
      {error ? (
        <div className="mt-3">
          <Alert tone="error">{t(error)}</Alert>
        </div>
      ) : null}
      <label htmlFor={noteId} className="label mt-3">
        {t('admin.messages.close.noteLabel')}
      </label>
      <textarea
        id={noteId}
        name="note"
        rows={2}
        maxLength={2000}
        className={`input max-w-xl ${error === 'admin.messages.errors.noteTooLong' ? 'border-red-600' : ''}`}
        aria-describedby={`${noteId}-hint`}
      />
      <p id={`${noteId}-hint`} className="mt-1 text-xs text-slate-600">
        {t('admin.messages.close.noteHint')}
      </p>
      <button type="submit" className="btn-primary mt-3" disabled={closing}>
        {closing ? t('admin.messages.close.closing') : t('admin.messages.close.submit')}
      </button>
    </Form>
  );
}

function MessageCard({ message, initiallyOpen, result }: { message: Message; initiallyOpen: boolean; result: CloseResult | undefined }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = `message-${message.id}`;
  const notGiven = <span className="text-slate-500">{t('admin.messages.notGiven')}</span>;
  const row = (label: string, value: ReactNode) => (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{value}</dd>
    </div>
  );
  return (
    <li className="card overflow-hidden">
      <h2>
        {/* Without JavaScript the button asks the server for the page with this message open. */}
        <button
          type="submit"
          form="message-view"
          name="open"
          value={open ? '' : String(message.id)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={(event) => {
            event.preventDefault();
            setOpen((v) => !v);
          }}
          className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 sm:px-5"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold break-words text-slate-900">{message.subject}</span>
            <span className="mt-0.5 block text-sm break-words text-slate-600">
              {t('admin.messages.from', { name: message.name })} · {message.email}
            </span>
            <span className="mt-1.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
              <MessageStatus status={message.status} />
              {message.orderNumber ? (
                <span className="inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-600/20 ring-inset">
                  {t('admin.messages.cancellationRequest', { number: message.orderNumber })}
                </span>
              ) : null}
              <span>{date(message.createdAt, true)}</span>
            </span>
          </span>
          <ChevronDownIcon className={`mt-1 h-5 w-5 flex-none text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 py-4 sm:px-5">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-4">
          {row(t('admin.messages.fields.name'), message.name)}
          {row(
            t('admin.messages.fields.email'),
            <a href={`mailto:${message.email}`} className="text-brand-700 underline hover:text-brand-800">
              {message.email}
            </a>,
          )}
          {row(
            t('admin.messages.fields.phone'),
            message.phone ? (
              <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline hover:text-brand-800">
                {message.phone}
              </a>
            ) : (
              notGiven
            ),
          )}
          {row(t('admin.messages.fields.language'), t(`admin.messages.languages.${message.locale}`, { defaultValue: message.locale }))}
          {row(
            t('admin.messages.fields.order'),
            message.orderNumber ? (
              <Link to={`/admin/orders/${encodeURIComponent(message.orderNumber)}`} className="text-brand-700 underline hover:text-brand-800">
                {message.orderNumber}
              </Link>
            ) : (
              notGiven
            ),
          )}
          {row(t('admin.messages.fields.status'), <MessageStatus status={message.status} />)}
          {row(t('admin.messages.fields.received'), date(message.createdAt, true))}
          {row(t('admin.messages.fields.adminNote'), message.adminNote ? <span className="whitespace-pre-wrap">{message.adminNote}</span> : notGiven)}
        </dl>
        <h3 className="mt-5 font-semibold text-slate-900">{t('admin.messages.fields.message')}</h3>
        <p className="mt-1 max-w-prose text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
        {message.status === 'open' && message.orderId != null ? (
          <div className="mt-5 border-t border-slate-200 pt-4">
            <p className="text-sm text-slate-700">{t('admin.messages.orderRequestHint')}</p>
            {message.orderNumber ? (
              <Link to={`/admin/orders/${encodeURIComponent(message.orderNumber)}`} className="btn-secondary mt-3">
                {t('admin.messages.openOrder', { number: message.orderNumber })}
              </Link>
            ) : null}
          </div>
        ) : message.status === 'open' ? (
          <CloseForm message={message} result={result} />
        ) : null}
      </div>
    </li>
  );
}

function Pager({ query, pageCount }: { query: Query; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1 && query.page <= 1) return null;
  const link = 'btn-secondary';
  const off = 'inline-flex items-center justify-center rounded-md border border-slate-200 px-4 py-2.5 text-sm font-semibold text-slate-400';
  return (
    <nav aria-label={t('admin.messages.pager.label')} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {query.page > 1 ? (
        <Link to={`/admin/messages${searchOf({ ...query, page: Math.min(query.page - 1, Math.max(pageCount, 1)) })}`} rel="prev" className={link}>
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
        <Link to={`/admin/messages${searchOf({ ...query, page: query.page + 1 })}`} rel="next" className={link}>
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

export default function AdminMessages() {
  const { t } = useTranslation();
  const { query, openId, items, total, pageCount } = useLoaderData<typeof loader>();
  const result = useActionData<CloseResult>();
  const submit = useSubmit();
  const done = useRef<HTMLDivElement>(null);
  // A failure shows beside its close form when that form is on the page, else at the top.
  const errorAtTop = result && !result.ok && !items.some((m) => m.id === result.id && m.status === 'open' && m.orderId == null) ? result.error : null;
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
          // Blank fields stay out of the URL.
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value.trim()) params.set(key, value.trim());
          submit(params, { method: 'get', action: '/admin/messages' });
        }}
      >
        <div className="w-full sm:w-44">
          <label htmlFor="messages-status" className="label">
            {t('admin.messages.statusLabel')}
          </label>
          <select id="messages-status" name="status" defaultValue={query.status ?? ''} key={query.status ?? ''} className="input">
            <option value="">{t('admin.messages.allStatuses')}</option>
            {STATUSES.map((status) => (
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
          <input id="messages-q" name="q" type="search" defaultValue={query.q ?? ''} key={query.q ?? ''} maxLength={200} placeholder={t('admin.messages.searchPlaceholder')} className="input" />
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
          {result?.ok ? <Alert tone="success">{t('admin.messages.close.done', { name: result.name })}</Alert> : <Alert tone="error">{t(errorAtTop ?? '')}</Alert>}
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
              <Link to={`/admin/messages${searchOf({ status: query.status, q: query.q })}`} className="btn-secondary mt-4">
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

      <Pager query={query} pageCount={pageCount} />
    </div>
  );
}
