import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { MailStatus } from '#common/statuses.ts';
import type { MailDetail, MailListPage, MailSummary } from '#common/views/mail.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailRenderer } from '../mail/render.ts';
import { ShopError } from './errors.ts';

export const MAIL_PAGE_SIZE = 25;

const summary = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  lang: mailOutbox.lang,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
};

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Back office → Mail: the outbox, newest first, each mail previewed as it is sent, and a retry
 * for a mail that failed (docs/product.md §21.5).
 */
export class AdminMailService {
  constructor(
    private db: Database,
    private renderer: MailRenderer,
    private delivery: { delivering: boolean; nudge: () => void },
  ) {}

  /** False without SMTP_URL: mails are kept in the outbox and not sent. */
  get delivering(): boolean {
    return this.delivery.delivering;
  }

  async list(options: { status?: MailStatus; q?: string; page?: number }): Promise<MailListPage> {
    const page = Number.isSafeInteger(options.page) && options.page! >= 1 ? options.page! : 1;
    const conditions: SQL[] = [];
    if (options.status) conditions.push(eq(mailOutbox.status, options.status));
    const q = options.q?.trim();
    if (q) conditions.push(ilike(mailOutbox.recipient, containsPattern(q)));
    const where = conditions.length ? and(...conditions) : undefined;
    const [items, [{ total }]] = await Promise.all([
      this.db
        .select(summary)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(MAIL_PAGE_SIZE)
        .offset((page - 1) * MAIL_PAGE_SIZE),
      this.db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { items, total, page, pageSize: MAIL_PAGE_SIZE, pageCount: Math.ceil(total / MAIL_PAGE_SIZE) };
  }

  async get(id: number): Promise<MailDetail | null> {
    if (!validId(id)) return null;
    const [row] = await this.db
      .select({ ...summary, payload: mailOutbox.payload })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    if (!row) return null;
    const { payload, ...mail } = row;
    try {
      const rendered = await this.renderer.render({ ...mail, payload }, { preview: true });
      return {
        ...mail,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        attachments: rendered.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
        })),
        renderError: null,
      };
    } catch (error) {
      const renderError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      return { ...mail, subject: '', html: '', text: '', attachments: [], renderError };
    }
  }

  /**
   * Sends a failed mail again: due now, with a fresh set of tries (its last error stays until it
   * is sent). Only a failed mail: one that is waiting or sent is 409, an unknown id 404.
   */
  async retry(id: number): Promise<MailSummary> {
    if (!validId(id)) throw new ShopError(404, 'adminMail.errors.notFound');
    // One conditional update: two admins retrying at once queue the mail once.
    const [row] = await this.db
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lockedBy: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning(summary);
    if (row) {
      this.delivery.nudge();
      return row;
    }
    const [exists] = await this.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
    throw new ShopError(exists ? 409 : 404, exists ? 'adminMail.errors.notFailed' : 'adminMail.errors.notFound');
  }
}
