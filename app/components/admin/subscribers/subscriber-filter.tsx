import { useTranslation } from '#app/i18n/use-translation.ts';
import { FilterSearch, FilterSelect, ListFilter } from '#app/components/admin/list-filter.tsx';
import type { SubscriberListQuery } from '#common/schemas/admin-messages.ts';
import { SUBSCRIBER_STATUSES } from '#common/statuses.ts';

/** The subscribers list's filter: status (pending, confirmed, unsubscribed) and part of the address. */
export function SubscriberFilter({ query }: { query: SubscriberListQuery }) {
  const { t } = useTranslation();
  return (
    <ListFilter
      label={t('admin.messages.subscribers.filterLabel')}
      path="/admin/subscribers"
      filtered={Boolean(query.status || query.q)}
      apply={t('admin.messages.subscribers.search')}
      clear={t('admin.messages.subscribers.clear')}
      compactUrl
    >
      <FilterSelect
        id="subscribers-status"
        name="status"
        label={t('subscriptions.admin.statusLabel')}
        value={query.status}
        className="w-full sm:w-52"
      >
        <option value="">{t('subscriptions.admin.allStatuses')}</option>
        {SUBSCRIBER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`subscriptions.admin.status.${status}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSearch
        id="subscribers-q"
        label={t('admin.messages.subscribers.searchLabel')}
        value={query.q}
        maxLength={200}
      />
    </ListFilter>
  );
}
