import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lt, lte, not, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { Database } from '../db/client.ts';
import { processAlive } from '../db/process-session.ts';
import { mailOutbox } from '../db/schema.ts';
import { databaseUnavailable } from '../db/unavailable.ts';
import type { Logger } from '../http/log.ts';
import type { MailRenderer, RenderedMail } from './render.ts';

/** How the worker paces itself; every field can be changed through StartOptions (tests shorten them). */
export type MailWorkerOptions = {
  /** Tries per mail before it is `failed` (docs/product.md §21.3). */
  maxAttempts: number;
  /** The wait after the first failed try; it doubles with every further one. */
  backoffMs: number;
  /** The longest wait between two tries. */
  maxBackoffMs: number;
  /** How often the outbox is looked at when nothing nudges the worker. */
  pollMs: number;
  /** How long a claim holds: a process that dies mid-send lets the mail go after this. */
  leaseMs: number;
  /** Mails claimed at once. */
  batchSize: number;
  /**
   * How long this worker must have reached the database without a failure before it takes over
   * another worker's claim that ran out. After an outage longer than the lease, the worker that
   * sent a mail but could not mark it sent records the mark within a poll or two of the
   * database's return; the others wait this long, so they do not send it a second time.
   */
  takeoverGraceMs: number;
  /**
   * A claim of a process that is gone (its liveness lock released: killed, or its database
   * session dropped) and at least this old is taken over before its lease ends. Sending takes far
   * less; a process whose session merely blipped has taken its lock again within a second or two.
   */
  deadClaimAfterMs: number;
  /** At stop, how long the worker keeps trying to record sent mails whose mark the database did not take. */
  stopMarkMs: number;
  /** The clock of the grace period (tests move it). */
  now: () => number;
};

/**
 * 8 tries over about 21 hours (10 min, 20 min, 40 min … 10 h 40 min apart), so a mail server
 * that is down for a night still gets its mails.
 */
export const MAIL_WORKER_DEFAULTS: MailWorkerOptions = {
  maxAttempts: 8,
  backoffMs: 10 * 60_000,
  maxBackoffMs: 12 * 3600_000,
  pollMs: 1000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  takeoverGraceMs: 15_000,
  deadClaimAfterMs: 30_000,
  stopMarkMs: 5000,
  now: Date.now,
};

/** What the worker hands a mail to: nodemailer's SMTP transport in the shop. */
export type MailTransport = {
  sendMail: (message: SendMailOptions) => Promise<unknown>;
  close: () => void;
};

/** nodemailer's SMTP transport for SMTP_URL, with timeouts well inside the claim's lease. */
export function smtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/** MAIL_FROM, else "STORE_NAME" <STORE_EMAIL> (nodemailer quotes and encodes the name). */
export function mailFrom(mailFromSetting: string | undefined, store: { name: string; email: string }) {
  return mailFromSetting ?? { name: store.name, address: store.email };
}

/** The wait before try `attempt + 1` after `attempt` tries failed. */
export function backoffAfter(attempt: number, options: Pick<MailWorkerOptions, 'backoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.backoffMs * 2 ** Math.max(0, attempt - 1), options.maxBackoffMs);
}

type ClaimedMail = typeof mailOutbox.$inferSelect;

/** A drain that makes no progress for longer than SMTP's worst case (nodemailer's timeouts above) is stuck. */
const STALLED_AFTER_MS = 3 * 60_000;

/** A mail the SMTP server accepted, whose 'sent' mark is still to be written. */
type UnrecordedMail = { mail: ClaimedMail; sentAt: Date };

/**
 * Delivers the outbox (server/mail/outbox.ts) over SMTP. Every process of the shop runs one; on
 * one PostgreSQL they share the work: a mail is claimed by exactly one of them with
 * `FOR UPDATE SKIP LOCKED` and a lease, so a process that dies mid-send lets it go again. Each
 * mail keeps one Message-ID (`<outbox-ID@host>`) across tries, so a resend after a crash is
 * recognisable as the same mail.
 *
 * A database that goes away between a send and its 'sent' mark must not make the mail go out
 * twice: the worker keeps such a mail in memory and writes its mark first at every drain (and
 * for a while at stop), sending nothing else meanwhile; and no worker takes over another's
 * claim that ran out until it has reached the database for `takeoverGraceMs` without a failure,
 * which gives the sender the time to record its marks once the database is back.
 */
export class MailWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly options: MailWorkerOptions;
  private readonly messageHost: string;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** A poll is scheduled (the worker waits for it). */
  private waiting = false;
  /** When the running drain last started or finished a mail. */
  private progressAt = 0;
  /** Sent mails whose 'sent' mark the database has not taken yet, by outbox id. */
  private readonly unrecorded = new Map<number, UnrecordedMail>();
  /** Since when (this.options.now) every database call of this worker has succeeded; null after a failure. */
  private reachedSince: number | null = null;

  constructor(
    private db: Database,
    private renderer: MailRenderer,
    private transport: MailTransport,
    private from: SendMailOptions['from'],
    private log: Logger,
    options: Partial<MailWorkerOptions> = {},
    /** Told of every failed try (metrics): `retry` when it will be tried again, `failed` when it gave up. */
    private onFailure: (outcome: 'retry' | 'failed') => void = () => {},
    /** This process's id (server/db/process-session.ts); null: its claims run out only by their lease. */
    private processId: number | null = null,
  ) {
    this.options = { ...MAIL_WORKER_DEFAULTS, ...options };
    this.messageHost = new URL(renderer.origin).hostname;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.nudge();
  }

  /** Looks at the outbox now (a mail was just queued, or an admin asked for a retry). */
  nudge() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.waiting = false;
    this.progressAt = Date.now();
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.stopped) return;
      if (this.again) {
        this.again = false;
        this.nudge();
      } else {
        this.timer = setTimeout(() => this.nudge(), this.options.pollMs);
        this.timer.unref();
        this.waiting = true;
      }
    });
  }

  /**
   * For /readyz: the worker is started and either waits for its next poll or is draining and
   * made progress lately (not hung on a mail server that never answers).
   */
  alive(now = Date.now()): boolean {
    if (this.stopped) return false;
    return this.running ? now - this.progressAt < STALLED_AFTER_MS : this.waiting;
  }

  /**
   * Stops polling, finishes the mail being sent, hands back any it had claimed but not begun,
   * and tries for up to `stopMarkMs` to record the sent mails whose mark is still pending.
   */
  async stop() {
    this.stopped = true;
    this.waiting = false;
    clearTimeout(this.timer);
    await this.running;
    const until = Date.now() + this.options.stopMarkMs;
    while (this.unrecorded.size > 0 && Date.now() < until) {
      const left = until - Date.now();
      const done = await Promise.race([
        this.recordSent().then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), left).unref()),
      ]);
      if (!done) await new Promise((resolve) => setTimeout(resolve, Math.min(this.options.pollMs, left)));
    }
    if (this.unrecorded.size > 0) {
      this.log.error(
        `[mail] stopped with ${this.unrecorded.size} sent mail(s) not marked sent (${this.unrecordedIds()}): ` +
          'another process may send them again, with the same Message-ID, once their claim runs out',
      );
    }
    this.transport.close();
  }

  /** Outbox ids of the sent mails whose mark is pending (for the log). */
  private unrecordedIds(): string {
    return [...this.unrecorded.keys()].map((id) => `#${id}`).join(', ');
  }

  /** Writes the pending 'sent' marks, oldest first; throws (keeping the rest) when the database is away. */
  private async recordSent() {
    for (const [id, { mail, sentAt }] of this.unrecorded) {
      await this.finish(mail, { status: 'sent', sentAt, lastError: null, lockedBy: this.id });
      this.unrecorded.delete(id);
      this.log.warn(`[mail] #${id} (${mail.kind}) marked sent now that the database answers again`);
    }
  }

  /** A database call of this worker succeeded: the grace period runs from the first of a row. */
  private reached() {
    this.reachedSince ??= this.options.now();
  }

  /** True once this worker has reached the database for the grace period without a failure. */
  private mayTakeOver(): boolean {
    return this.reachedSince !== null && this.options.now() - this.reachedSince >= this.options.takeoverGraceMs;
  }

  /** Sends every due mail, a batch at a time, until none is due (or the worker stops). */
  private async drain() {
    try {
      // Nothing else is sent while a sent mail is not marked: its mark comes first.
      await this.recordSent();
      for (;;) {
        const batch = await this.claim();
        this.reached();
        for (const [i, mail] of batch.entries()) {
          if (this.stopped) {
            await this.release(batch.slice(i));
            return;
          }
          await this.deliver(mail);
          this.progressAt = Date.now();
        }
        if (batch.length < this.options.batchSize || this.stopped) return;
      }
    } catch (error) {
      // The database is away (restart, failover): the next poll tries again.
      this.reachedSince = null;
      const pending =
        this.unrecorded.size > 0 ? ` (${this.unrecorded.size} sent, to be marked: ${this.unrecordedIds()})` : '';
      this.log.error(`[mail] outbox not reachable${pending}: ${describe(error)}`);
    }
  }

  /**
   * Claims up to batchSize due mails for this process: pending and due, its own earlier claims,
   * or another's claim that ran out or whose process is gone (only after the grace period, see
   * takeoverGraceMs).
   */
  private claim(): Promise<ClaimedMail[]> {
    const { leaseMs, deadClaimAfterMs } = this.options;
    const expired = and(
      eq(mailOutbox.status, 'sending'),
      or(
        lt(mailOutbox.lockedUntil, sql`now()`),
        // Claimed at least deadClaimAfterMs ago by a process that is gone.
        and(
          lt(mailOutbox.lockedUntil, sql`now() + ${leaseMs - deadClaimAfterMs} * interval '1 millisecond'`),
          isNotNull(mailOutbox.lockedByProcess),
          not(processAlive(sql`${mailOutbox.lockedByProcess}`)),
        ),
      ),
    );
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          this.mayTakeOver() ? expired : and(expired, eq(mailOutbox.lockedBy, this.id)),
          // Its own claims left by a drain the database cut short: none is being sent now (one
          // drain at a time, and sent ones awaiting their mark are recorded before any claim).
          and(eq(mailOutbox.status, 'sending'), eq(mailOutbox.lockedBy, this.id)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(this.options.batchSize)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: sql`now() + ${this.options.leaseMs} * interval '1 millisecond'`,
        lockedBy: this.id,
        lockedByProcess: this.processId,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  }

  private async deliver(mail: ClaimedMail) {
    let rendered: RenderedMail;
    try {
      rendered = await this.renderer.render(mail);
    } catch (error) {
      // A database that is away is no fault of the mail: it stays claimed and is tried again.
      if (databaseUnavailable(error)) throw error;
      // Another try renders the same row the same way: it fails now, and the back office shows why.
      await this.finish(mail, { status: 'failed', lastError: `Cannot render: ${describe(error)}` });
      this.onFailure('failed');
      this.log.error(`[mail] #${mail.id} (${mail.kind}) cannot be rendered: ${describe(error)}`);
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.from,
        to: rendered.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        headers: rendered.headers,
        attachments: rendered.attachments,
        messageId: messageIdOf(mail.id, this.messageHost),
      });
    } catch (error) {
      await this.failed(mail, error);
      return;
    }
    const sentAt = new Date();
    try {
      // locked_by stays on a sent mail: which process sent it (its claim itself ends).
      await this.finish(mail, { status: 'sent', sentAt, lastError: null, lockedBy: this.id });
    } catch (error) {
      // Sent, but not marked: kept, so that it is marked (and not sent again) once the database answers.
      this.unrecorded.set(mail.id, { mail, sentAt });
      this.log.error(`[mail] #${mail.id} (${mail.kind}) was sent, but could not be marked sent: kept to mark it later`);
      throw error;
    }
  }

  private async failed(mail: ClaimedMail, error: unknown) {
    const reason = describe(error);
    if (mail.attempts >= this.options.maxAttempts) {
      await this.finish(mail, { status: 'failed', lastError: reason });
      this.onFailure('failed');
      this.log.error(`[mail] #${mail.id} (${mail.kind}) failed after ${mail.attempts} tries: ${reason}`);
      return;
    }
    const waitMs = backoffAfter(mail.attempts, this.options);
    await this.finish(mail, {
      status: 'pending',
      lastError: reason,
      nextAttemptAt: sql`now() + ${waitMs} * interval '1 millisecond'`,
    });
    this.onFailure('retry');
    this.log.error(
      `[mail] #${mail.id} (${mail.kind}) try ${mail.attempts} of ${this.options.maxAttempts} failed, next in ${Math.round(waitMs / 1000)} s: ${reason}`,
    );
  }

  /** Records the outcome, unless the claim ran out and another process holds the mail now. */
  private async finish(mail: ClaimedMail, changes: Partial<Record<keyof ClaimedMail, unknown>>) {
    await this.db
      .update(mailOutbox)
      .set({ lockedBy: null, ...changes, lockedUntil: null } as Partial<ClaimedMail>)
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.lockedBy, this.id), eq(mailOutbox.status, 'sending')));
  }

  /** Mails claimed but not begun when the worker stops: due again at once, this claim not counted. */
  private async release(mails: ClaimedMail[]) {
    if (mails.length === 0) return;
    await this.db
      .update(mailOutbox)
      .set({ status: 'pending', lockedUntil: null, lockedBy: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        and(
          inArray(
            mailOutbox.id,
            mails.map((m) => m.id),
          ),
          eq(mailOutbox.lockedBy, this.id),
          eq(mailOutbox.status, 'sending'),
        ),
      );
  }
}

/** The Message-ID a mail keeps across all its tries. */
export function messageIdOf(id: number, host: string): string {
  return `<outbox-${id}@${host}>`;
}

/**
 * The error as the back office and the log show it: the SMTP server's answer (e.g. "550 5.1.1
 * mailbox unknown") or the network error, on one line, never the SMTP_URL with its password.
 */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text
    .replace(/smtps?:\/\/[^\s]*/gi, 'SMTP_URL')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 500);
}
