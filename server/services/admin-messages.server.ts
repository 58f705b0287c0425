import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contactMessageSelection } from './contact.server.ts';
import { contactMessages, newsletterSubscribers, orders } from '../db/schema.ts';
import { SEARCH_MAX } from '#common/schemas/admin-list-query.ts';
import { ADMIN_NOTE_MAX } from '#common/schemas/admin-messages.ts';
import type { ContactStatus, SubscriberStatus } from '#common/statuses.ts';
import type { ContactMessage } from './contact.server.ts';
import { toCsv } from './csv.ts';
import { ShopError } from './errors.ts';

export const MESSAGES_PAGE_SIZE = 25;
export const SUBSCRIBERS_PAGE_SIZE = 50;

export type MessageFilter = { status?: ContactStatus; q?: string };
export type SubscriberFilter = { status?: SubscriberStatus; q?: string };
export type Subscriber = {
  email: string;
  locale: string;
  source: string;
  status: SubscriberStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
};

/** One page of a list; `page` is 1-based and may lie past the last page (then `items` is empty). */
export type ListPage<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

/** Same shape as ContactService's: the message with its linked order's number. */
const messageSelection = contactMessageSelection;

const subscriberSelection = {
  email: newsletterSubscribers.email,
  locale: newsletterSubscribers.locale,
  source: newsletterSubscribers.source,
  status: newsletterSubscribers.status,
  createdAt: newsletterSubscribers.createdAt,
  confirmedAt: newsletterSubscribers.confirmedAt,
  unsubscribedAt: newsletterSubscribers.unsubscribedAt,
};

export const MESSAGE_CSV_HEADER = [
  'id',
  'received_at',
  'status',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'order_number',
  'language',
  'admin_note',
] as const;
export const SUBSCRIBER_CSV_HEADER = [
  'email',
  'language',
  'source',
  'subscribed_at',
  'status',
  'confirmed_at',
  'unsubscribed_at',
] as const;

/** `%text%` for (I)LIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function searchText(q: string | undefined): string | null {
  const text = q?.trim().slice(0, SEARCH_MAX);
  return text ? text : null;
}

function pageNumber(page: number | undefined): number {
  return Number.isSafeInteger(page) && (page as number) >= 1 ? (page as number) : 1;
}

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/** Back office: contact messages and newsletter subscribers, with CSV export. */
export class AdminMessageService {
  constructor(protected db: Database) {}

  /** Newest first, 25 a page; `q` finds text in the name, e-mail, subject or linked order number. */
  async listMessages(options: MessageFilter & { page?: number }): Promise<ListPage<ContactMessage>> {
    const page = pageNumber(options.page);
    const where = this.messageWhere(options);
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select(messageSelection)
        .from(contactMessages)
        .leftJoin(orders, eq(orders.id, contactMessages.orderId))
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(MESSAGES_PAGE_SIZE)
        .offset((page - 1) * MESSAGES_PAGE_SIZE),
      this.db
        .select({ total: count() })
        .from(contactMessages)
        .leftJoin(orders, eq(orders.id, contactMessages.orderId))
        .where(where),
    ]);
    return { items, total, page, pageSize: MESSAGES_PAGE_SIZE, pageCount: Math.ceil(total / MESSAGES_PAGE_SIZE) };
  }

  async getMessage(id: number): Promise<ContactMessage | null> {
    if (!validId(id)) return null;
    const [row] = await this.db
      .select(messageSelection)
      .from(contactMessages)
      .leftJoin(orders, eq(orders.id, contactMessages.orderId))
      .where(eq(contactMessages.id, id));
    return row ?? null;
  }

  /**
   * Closes an open ordinary message, keeping the note (if any) as its admin note. A cancellation
   * request (linked to an order) is answered on the order page instead: 409, as is a message that
   * is no longer open; an unknown id is 404.
   */
  async closeMessage(id: number, note?: string | null): Promise<ContactMessage> {
    const text = note?.trim() ?? '';
    if (text.length > ADMIN_NOTE_MAX)
      throw new ShopError(400, 'admin.messages.errors.noteTooLong', {
        fieldErrors: { note: 'admin.messages.errors.noteTooLong' },
      });
    if (!validId(id)) throw new ShopError(404, 'admin.messages.errors.notFound');
    // One conditional update: two admins closing at once cannot both succeed or overwrite a decision.
    const [row] = await this.db
      .update(contactMessages)
      .set({ status: 'closed', ...(text ? { adminNote: text } : {}) })
      .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'open'), isNull(contactMessages.orderId)))
      .returning({ id: contactMessages.id });
    const message = await this.getMessage(id);
    if (!message) throw new ShopError(404, 'admin.messages.errors.notFound');
    if (!row)
      throw new ShopError(
        409,
        message.orderId != null ? 'admin.messages.errors.orderRequest' : 'admin.messages.errors.notOpen',
      );
    return message;
  }

  /** Newest first, 50 a page; `status` (pending, confirmed, unsubscribed) and `q` (text in the address) filter. */
  async listSubscribers(options: SubscriberFilter & { page?: number }): Promise<ListPage<Subscriber>> {
    const page = pageNumber(options.page);
    const where = this.subscriberWhere(options);
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select(subscriberSelection)
        .from(newsletterSubscribers)
        .where(where)
        .orderBy(desc(newsletterSubscribers.createdAt), newsletterSubscribers.email)
        .limit(SUBSCRIBERS_PAGE_SIZE)
        .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE),
      this.db.select({ total: count() }).from(newsletterSubscribers).where(where),
    ]);
    return { items, total, page, pageSize: SUBSCRIBERS_PAGE_SIZE, pageCount: Math.ceil(total / SUBSCRIBERS_PAGE_SIZE) };
  }

  /** Every message the filter matches (no paging), newest first, as a CSV file. */
  async messagesCsv(filter: MessageFilter = {}): Promise<string> {
    const rows = await this.db
      .select(messageSelection)
      .from(contactMessages)
      .leftJoin(orders, eq(orders.id, contactMessages.orderId))
      .where(this.messageWhere(filter))
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
    return toCsv(
      MESSAGE_CSV_HEADER,
      rows.map((m) => [
        m.id,
        m.createdAt,
        m.status,
        m.name,
        m.email,
        m.phone,
        m.subject,
        m.message,
        m.orderNumber,
        m.locale,
        m.adminNote,
      ]),
    );
  }

  /** Every subscriber (or those the filter finds), newest first, as a CSV file. */
  async subscribersCsv(filter: SubscriberFilter = {}): Promise<string> {
    const rows = await this.db
      .select(subscriberSelection)
      .from(newsletterSubscribers)
      .where(this.subscriberWhere(filter))
      .orderBy(desc(newsletterSubscribers.createdAt), newsletterSubscribers.email);
    return toCsv(
      SUBSCRIBER_CSV_HEADER,
      rows.map((s) => [s.email, s.locale, s.source, s.createdAt, s.status, s.confirmedAt, s.unsubscribedAt]),
    );
  }

  private messageWhere(filter: MessageFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(contactMessages.status, filter.status));
    const q = searchText(filter.q);
    if (q) {
      const pattern = containsPattern(q);
      conditions.push(
        or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(orders.number, pattern),
        ) as SQL,
      );
    }
    return conditions.length ? and(...conditions) : undefined;
  }

  private subscriberWhere(filter: SubscriberFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(newsletterSubscribers.status, filter.status));
    const q = searchText(filter.q);
    if (q) conditions.push(ilike(newsletterSubscribers.email, containsPattern(q)));
    return conditions.length ? and(...conditions) : undefined;
  }
}
