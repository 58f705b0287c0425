import type { Lang } from '#common/languages.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailTemplate } from './template.ts';

/** The database or a transaction: a mail is queued in the same transaction as its event. */
export type MailWriter = Pick<Database, 'insert'>;

export type QueuedMail<P> = {
  to: string;
  lang: Lang;
  payload: P;
  /** Queues the mail only once for this key (a second enqueue with it is ignored). */
  dedupeKey?: string;
};

/** The outbox row for a mail (also for statements that insert it themselves, see checkout). */
export function outboxRow<P>(template: MailTemplate<P>, mail: QueuedMail<P>) {
  return {
    kind: template.kind,
    recipient: mail.to,
    lang: mail.lang,
    payload: template.payload.parse(mail.payload) as Record<string, unknown>,
    dedupeKey: mail.dedupeKey ?? null,
  };
}

/**
 * Writes mails to the outbox with `db` — pass the transaction of the event that causes them, so
 * the mail exists exactly when the event does. Delivery happens later (server/mail/worker.ts).
 */
export async function enqueueMail<P>(db: MailWriter, template: MailTemplate<P>, ...mails: QueuedMail<P>[]) {
  if (mails.length === 0) return;
  await db
    .insert(mailOutbox)
    .values(mails.map((mail) => outboxRow(template, mail)))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
