import { Form, Link, useSubmit } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { SubscriberListQuery } from '#common/schemas/admin-messages.ts';
import { SUBSCRIBER_STATUSES } from '#common/statuses.ts';
import { filledParams } from '#app/lib/filled-params.ts';

/** The subscribers list's filter: status (pending, confirmed, unsubscribed) and part of the address. */
export function SubscriberFilter({ query }: { query: SubscriberListQuery }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const filtered = Boolean(query.status || query.q);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('admin.messages.subscribers.filterLabel')}
      className="card mt-5 flex flex-wrap items-end gap-3 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit(filledParams(event.currentTarget), { method: 'get', action: '/admin/subscribers' });
      }}
    >
      <div className="w-full sm:w-52">
        <label htmlFor="subscribers-status" className="label">
          {t('subscriptions.admin.statusLabel')}
        </label>
        <select
          id="subscribers-status"
          name="status"
          defaultValue={query.status ?? ''}
          key={query.status ?? ''}
          className="input"
        >
          <option value="">{t('subscriptions.admin.allStatuses')}</option>
          {SUBSCRIBER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`subscriptions.admin.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
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
        {filtered ? (
          <Link to="/admin/subscribers" className="btn-secondary">
            {t('admin.messages.subscribers.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
