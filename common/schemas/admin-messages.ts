import { CONTACT_STATUSES, SUBSCRIBER_STATUSES, type ContactStatus, type SubscriberStatus } from '../statuses.ts';
import { listQuery, type ListQuery } from './admin-list-query.ts';

/** The back office's messages and subscribers list queries (./admin-list-query.ts). */

/** Longest admin note the back office accepts. */
export const ADMIN_NOTE_MAX = 2000;

const E = 'admin.messages.errors';
const messageList = listQuery(CONTACT_STATUSES, {
  status: `${E}.statusInvalid`,
  query: `${E}.queryTooLong`,
  page: `${E}.pageInvalid`,
});
const subscriberList = listQuery(SUBSCRIBER_STATUSES, {
  status: 'subscriptions.admin.statusInvalid',
  query: `${E}.queryTooLong`,
  page: `${E}.pageInvalid`,
});

export const messageFilterQuerySchema = messageList.filterSchema;
export const messageListQuerySchema = messageList.listSchema;
export const subscriberFilterQuerySchema = subscriberList.filterSchema;
export const subscriberListQuerySchema = subscriberList.listSchema;

export type MessageListQuery = ListQuery<ContactStatus>;
export type SubscriberListQuery = ListQuery<SubscriberStatus>;
/** The messages list's state from the URL, forgiving: a value that does not parse is left out, so a page link never fails. */
export const readMessageListQuery = messageList.read;
/** The subscribers list's state from the URL, forgiving in the same way. */
export const readSubscriberListQuery = subscriberList.read;
