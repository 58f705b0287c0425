import { eq } from 'drizzle-orm';
import { DEFAULT_LANG, isLang, type Lang } from '#common/languages.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { MailTemplate } from '../mail/template.ts';

type OrderTx = Pick<Database, 'select' | 'insert'>;

/** The language the account uses the shop in now (users.locale follows it: auth.server.ts). */
export async function accountLang(db: Pick<Database, 'select'>, userId: number): Promise<Lang> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row && isLang(row.locale) ? row.locale : DEFAULT_LANG;
}

/**
 * Queues a mail about an order with `tx`, the transaction of the change it tells about (so a
 * refused or rolled-back change queues nothing), in the language of the order's account at the
 * time of the event.
 */
export async function queueOrderMail<P>(
  tx: OrderTx,
  order: { userId: number; email: string },
  template: MailTemplate<P>,
  payload: P,
  to: string = order.email,
): Promise<void> {
  await enqueueMail(tx, template, { to, lang: await accountLang(tx, order.userId), payload });
}

/**
 * The carrier's tracking link: TRACKING_URL with `{tracking}` replaced by the (URL-encoded)
 * number; null when no TRACKING_URL is configured (the mail then links to the order in the shop).
 */
export function trackingLink(pattern: string | undefined, trackingNumber: string): string | null {
  return pattern ? pattern.replaceAll('{tracking}', encodeURIComponent(trackingNumber)) : null;
}
