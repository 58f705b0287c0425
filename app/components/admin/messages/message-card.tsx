import { useState, type ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { Alert } from '#app/components/ui/form.tsx';
import { ChevronDownIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ContactStatus as Status } from '#common/statuses.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminMessage as Message, CloseResult } from './admin-messages.types.ts';

const STATUS_STYLES: Record<Status, string> = {
  open: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  approved: 'bg-green-100 text-green-900 ring-green-600/30',
  rejected: 'bg-red-100 text-red-900 ring-red-600/30',
  closed: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

function MessageStatus({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_STYLES[status]}`}
    >
      {t(`admin.messages.status.${status}`)}
    </span>
  );
}

function CloseForm({ message, result }: { message: Message; result: CloseResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const closing =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'close' &&
    navigation.formData.get('id') === String(message.id);
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

export function MessageCard({
  message,
  initiallyOpen,
  result,
}: {
  message: Message;
  initiallyOpen: boolean;
  result: CloseResult | undefined;
}) {
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
          <ChevronDownIcon
            className={`mt-1 h-5 w-5 flex-none text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
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
              <a
                href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
                className="text-brand-700 underline hover:text-brand-800"
              >
                {message.phone}
              </a>
            ) : (
              notGiven
            ),
          )}
          {row(
            t('admin.messages.fields.language'),
            t(`admin.messages.languages.${message.locale}`, { defaultValue: message.locale }),
          )}
          {row(
            t('admin.messages.fields.order'),
            message.orderNumber ? (
              <Link
                to={`/admin/orders/${encodeURIComponent(message.orderNumber)}`}
                className="text-brand-700 underline hover:text-brand-800"
              >
                {message.orderNumber}
              </Link>
            ) : (
              notGiven
            ),
          )}
          {row(t('admin.messages.fields.status'), <MessageStatus status={message.status} />)}
          {row(t('admin.messages.fields.received'), date(message.createdAt, true))}
          {row(
            t('admin.messages.fields.adminNote'),
            message.adminNote ? <span className="whitespace-pre-wrap">{message.adminNote}</span> : notGiven,
          )}
        </dl>
        <h3 className="mt-5 font-semibold text-slate-900">{t('admin.messages.fields.message')}</h3>
        <p className="mt-1 max-w-prose text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800">
          {message.message}
        </p>
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
