import { Form, Link, useSubmit } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { MAIL_SEARCH_MAX, type MailListQuery } from '#common/schemas/admin-mail.ts';
import { MAIL_STATUSES } from '#common/statuses.ts';
import { filledParams } from '#app/lib/filled-params.ts';

/** The status filter and recipient search: a GET form, so it works without JavaScript. */
export function MailFilter({ query }: { query: MailListQuery }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const filtered = Boolean(query.status || query.q);
  return (
    <Form
      method="get"
      role="search"
      aria-label={t('adminMail.filterLabel')}
      className="card mt-5 flex flex-wrap items-end gap-3 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit(filledParams(event.currentTarget), { method: 'get', action: '/admin/mail' });
      }}
    >
      <div className="w-full sm:w-44">
        <label htmlFor="mail-status" className="label">
          {t('adminMail.statusLabel')}
        </label>
        <select
          id="mail-status"
          name="status"
          defaultValue={query.status ?? ''}
          key={query.status ?? ''}
          className="input"
        >
          <option value="">{t('adminMail.allStatuses')}</option>
          {MAIL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`adminMail.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="mail-q" className="label">
          {t('adminMail.searchLabel')}
        </label>
        <input
          id="mail-q"
          name="q"
          type="search"
          defaultValue={query.q ?? ''}
          key={query.q ?? ''}
          maxLength={MAIL_SEARCH_MAX}
          placeholder={t('adminMail.searchPlaceholder')}
          className="input"
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="btn-primary">
          {t('adminMail.apply')}
        </button>
        {filtered ? (
          <Link to="/admin/mail" className="btn-secondary">
            {t('adminMail.clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
