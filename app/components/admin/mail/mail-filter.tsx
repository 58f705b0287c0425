import { useTranslation } from '#app/i18n/use-translation.ts';
import { FilterSearch, FilterSelect, ListFilter } from '#app/components/admin/list-filter.tsx';
import { SEARCH_MAX } from '#common/schemas/admin-list-query.ts';
import type { MailListQuery } from '#common/schemas/admin-mail.ts';
import { MAIL_STATUSES } from '#common/statuses.ts';

/** The status filter and recipient search. */
export function MailFilter({ query }: { query: MailListQuery }) {
  const { t } = useTranslation();
  return (
    <ListFilter
      label={t('adminMail.filterLabel')}
      path="/admin/mail"
      filtered={Boolean(query.status || query.q)}
      apply={t('adminMail.apply')}
      clear={t('adminMail.clear')}
      compactUrl
    >
      <FilterSelect
        id="mail-status"
        name="status"
        label={t('adminMail.statusLabel')}
        value={query.status}
        className="w-full sm:w-44"
      >
        <option value="">{t('adminMail.allStatuses')}</option>
        {MAIL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`adminMail.status.${status}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSearch
        id="mail-q"
        label={t('adminMail.searchLabel')}
        value={query.q}
        maxLength={SEARCH_MAX}
        placeholder={t('adminMail.searchPlaceholder')}
      />
    </ListFilter>
  );
}
