import { MAIL_STATUSES, type MailStatus } from '../statuses.ts';
import { listQuery, type ListQuery } from './admin-list-query.ts';

/** The back office's mail list query (./admin-list-query.ts). */
const mailList = listQuery(MAIL_STATUSES, {
  status: 'adminMail.errors.statusInvalid',
  query: 'adminMail.errors.queryTooLong',
  page: 'adminMail.errors.pageInvalid',
});

export const mailListQuerySchema = mailList.listSchema;
export type MailListQuery = ListQuery<MailStatus>;
export const readMailListQuery = mailList.read;
