import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, newsletterSubscribers, stockAlerts } from '#server/db/schema.ts';
import type { TestShop } from './test-shop.ts';

/**
 * The mails and rows of the newsletter and back-in-stock alerts (docs/product.md §16), for page
 * tests that act as the recipient: open the link a queued mail holds, see what changed.
 */

/** The newest queued mail of `kind` to `to`, rendered as the recipient gets it. */
export async function queuedMail(t: TestShop, kind: string, to: string) {
  const [row] = await t.shop.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, to)))
    .orderBy(desc(mailOutbox.id));
  if (!row) throw new Error(`No ${kind} mail to ${to}`);
  return { row, mail: await t.shop.mailRenderer.render(row) };
}

/** The shop link (path and query) to `path` in the newest `kind` mail to `to`, as its HTML has it. */
export async function mailLink(t: TestShop, kind: string, to: string, path: string): Promise<string> {
  const { mail } = await queuedMail(t, kind, to);
  for (const [, href] of mail.html.matchAll(/href="([^"]+)"/g)) {
    const url = new URL(href.replace(/&amp;/g, '&'));
    if (url.pathname === path) return url.pathname + url.search;
  }
  throw new Error(`No link to ${path} in the ${kind} mail to ${to}`);
}

export async function subscriberOf(t: TestShop, email: string) {
  const [row] = await t.shop.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

export async function stockAlertOf(t: TestShop, email: string) {
  const [row] = await t.shop.database.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
  return row;
}

/** Makes the address's newsletter confirmation link one that has run out. */
export async function expireNewsletterLink(t: TestShop, email: string) {
  await t.shop.database.db
    .update(newsletterSubscribers)
    .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(newsletterSubscribers.email, email));
}
