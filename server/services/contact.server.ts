import { and, eq } from 'drizzle-orm';
import type { ContactInput } from '#common/schemas/contact.ts';
import type { ContactStatus } from '#common/statuses.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, orders, users } from '../db/schema.ts';
import type { Throttle } from './throttle.server.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { cancellationRequestReceived } from '../mail/templates/cancellation-request-received.tsx';
import { contactReceived } from '../mail/templates/contact-received.tsx';
import { DEFAULT_LANG, isLang } from '#common/languages.ts';
import { sameMailbox } from '#common/mailbox.ts';

/** A stored contact message, with the number of the order it is linked to (if any). */
export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
  orderId: number | null;
  orderNumber: string | null;
  userId: number | null;
  status: ContactStatus;
  adminNote: string | null;
  locale: string;
  createdAt: Date;
};

/** Who sends: `address` (the client's) counts against the contact throttle. */
export type ContactSender = { userId: number | null; lang: string; address?: string };

/** The columns of a message plus its linked order's number (shared with the back office). */
export const contactMessageSelection = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  phone: contactMessages.phone,
  message: contactMessages.message,
  orderId: contactMessages.orderId,
  orderNumber: orders.number,
  userId: contactMessages.userId,
  status: contactMessages.status,
  adminNote: contactMessages.adminNote,
  locale: contactMessages.locale,
  createdAt: contactMessages.createdAt,
};

/** Messages from the contact form (cancellation requests among them), for the back office to answer. */
export class ContactService {
  constructor(
    private db: Database,
    private throttle?: Throttle,
  ) {}

  /**
   * Stores a message (already validated by contactSchema) as `open`. It is linked to the order
   * named by `orderNumber` only when the signed-in sender owns that order; otherwise it is stored
   * unlinked, and the caller learns nothing about whether someone else's order exists.
   *
   * The receipt goes to the address typed, which the shop has not verified: it quotes the
   * sender's name, subject and text only when a signed-in sender writes from their account's own
   * address (docs/product.md §15.5). Anyone else's receipt says only that a message arrived and
   * when the shop answers, so the form cannot make the shop mail someone words of the sender's.
   */
  async submit(input: ContactInput, sender: ContactSender): Promise<{ id: number }> {
    if (this.throttle && sender.address !== undefined) await this.throttle.hit([['contact', sender.address]]);
    const orderId =
      input.orderNumber && sender.userId != null ? await this.ownedOrderId(sender.userId, input.orderNumber) : null;
    const ownAddress = sender.userId != null && (await this.isAccountAddress(sender.userId, input.email));
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          phone: input.phone ?? '',
          message: input.message,
          orderId,
          userId: sender.userId,
          status: 'open',
          locale: sender.lang,
        })
        .returning({ id: contactMessages.id });
      // The sender's receipt, queued with the message itself: a message linked to an order is a
      // cancellation request (docs/product.md §13.6) and says so, to the account's own address.
      const to = input.email;
      const lang = isLang(sender.lang) ? sender.lang : DEFAULT_LANG;
      if (ownAddress && orderId != null && input.orderNumber) {
        const payload = { id: row.id, orderNumber: input.orderNumber, name: input.name, message: input.message };
        await enqueueMail(tx, cancellationRequestReceived, { to, lang, payload });
      } else {
        const quote = ownAddress ? { name: input.name, subject: input.subject, message: input.message } : undefined;
        await enqueueMail(tx, contactReceived, { to, lang, payload: { id: row.id, quote } });
      }
      return { id: row.id };
    });
  }

  async get(id: number): Promise<ContactMessage | null> {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
    const [row] = await this.db
      .select(contactMessageSelection)
      .from(contactMessages)
      .leftJoin(orders, eq(orders.id, contactMessages.orderId))
      .where(eq(contactMessages.id, id));
    return row ?? null;
  }

  /** Whether `email` reaches the mailbox of the account's own e-mail address. */
  private async isAccountAddress(userId: number, email: string): Promise<boolean> {
    const [row] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    return row !== undefined && sameMailbox(row.email, email);
  }

  private async ownedOrderId(userId: number, orderNumber: string): Promise<number | null> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.number, orderNumber), eq(orders.userId, userId)));
    return row?.id ?? null;
  }
}
