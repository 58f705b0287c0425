import type { MessageListQuery, SubscriberListQuery } from '#common/schemas/admin-messages.ts';

/** The back office message or subscriber list's state back into a URL search (status filter, search words, page). */
export function searchOf(query: Partial<MessageListQuery> | Partial<SubscriberListQuery>): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
