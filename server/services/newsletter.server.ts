import { randomInt } from 'node:crypto';
import { and, eq, gt, ne } from 'drizzle-orm';
import type { Lang } from '#common/languages.ts';
import { mailboxOf } from '#common/mailbox.ts';
import type { Database } from '../db/client.ts';
import { discountCodes, newsletterSubscribers } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { newsletterConfirm } from '../mail/templates/newsletter-confirm.tsx';
import { newsletterWelcome } from '../mail/templates/newsletter-welcome.tsx';
import { unsubscribeAddress } from '../mail/unsubscribe.ts';
import { ShopError } from './errors.ts';
import type { Signer } from './identity.server.ts';
import { hashLinkToken, newLinkToken, type LinkState } from './link-tokens.server.ts';
import { langOf, stopStockAlerts, type Tx } from './stock-alerts.server.ts';
import type { Throttle } from './throttle.server.ts';

/** The welcome code's percent (docs/product.md §16.4: "your 10% discount code"). */
export const WELCOME_PERCENT = 10;
/** Letters and digits nobody misreads: no 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A personal welcome code, e.g. WELCOME-7KQ2MX. */
export function newWelcomeCode(): string {
  let code = 'WELCOME-';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** An address as the unsubscribe page shows it: enough to recognise, not to harvest (a••••@customer.example). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '••••';
  return `${email[0]}••••${email.slice(at)}`;
}

export type Confirmation = { already: boolean; code: string | null };

/** The newsletter with double opt-in (docs/product.md §16): sign-up, confirmation and its welcome code, unsubscribing. */
export class NewsletterService {
  constructor(
    private db: Database,
    private throttle: Throttle | undefined,
    private signer: Signer,
  ) {}

  /**
   * Stores the address `pending` with a new confirmation link and queues the link's mail, in one
   * transaction. Signing up again while pending (or after unsubscribing) sends a new link, at most
   * `confirmMail` per address and hour; a confirmed address gets nothing. The caller answers the
   * same in every case, so nobody learns whether an address is on the list. Throttled per client
   * `address`.
   */
  async subscribe(email: string, locale: Lang, source: string, address?: string, now = new Date()): Promise<void> {
    if (this.throttle && address !== undefined) await this.throttle.hit([['newsletter', address]]);
    const to = email.trim().toLowerCase();
    const [existing] = await this.db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, to));
    if (existing?.status === 'confirmed') return;
    const mail = !this.throttle || (await this.throttle.tryHit([['confirmMail', to]]));
    const link = mail ? newLinkToken(now, 'newsletter-confirm', (value) => this.signer.mac(value)) : null;
    await this.db.transaction(async (tx) => {
      const fresh = {
        locale,
        status: 'pending' as const,
        confirmTokenHash: link?.hash ?? null,
        confirmExpiresAt: link?.expiresAt ?? null,
      };
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email: to, source, ...fresh, createdAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          // Over the mail limit, a pending address keeps the link it was last sent.
          set: link ? fresh : { locale },
          setWhere: ne(newsletterSubscribers.status, 'confirmed'),
        })
        .returning({ email: newsletterSubscribers.email });
      if (row && link) await enqueueMail(tx, newsletterConfirm, { to, lang: locale, payload: { key: link.key } });
    });
  }

  /** What the confirmation link's page shows; changes nothing. */
  async linkState(token: string, now = new Date()): Promise<LinkState> {
    const [row] = await this.db
      .select({ status: newsletterSubscribers.status, expiresAt: newsletterSubscribers.confirmExpiresAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.confirmTokenHash, hashLinkToken(token)));
    return stateOf(row, now);
  }

  /**
   * Confirms the address, and in the same transaction makes its personal single-use 10% code and
   * queues the welcome mail with it. A mailbox gets one welcome code ever: an address that comes
   * back after unsubscribing, or another +tag of the same mailbox, is welcomed without a new one. A link already used answers `already`;
   * an unknown one is 404, an expired one 410.
   */
  async confirm(token: string, now = new Date()): Promise<Confirmation> {
    const hash = hashLinkToken(token);
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: now })
        .where(
          and(
            eq(newsletterSubscribers.confirmTokenHash, hash),
            eq(newsletterSubscribers.status, 'pending'),
            gt(newsletterSubscribers.confirmExpiresAt, now),
          ),
        )
        .returning({ email: newsletterSubscribers.email, locale: newsletterSubscribers.locale });
      if (!row) {
        const [found] = await tx
          .select({ status: newsletterSubscribers.status, expiresAt: newsletterSubscribers.confirmExpiresAt })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.confirmTokenHash, hash));
        const state = stateOf(found, now);
        if (state === 'done') return { already: true, code: null };
        throw state === 'expired'
          ? new ShopError(410, 'subscriptions.confirm.expired')
          : new ShopError(404, 'subscriptions.confirm.invalid');
      }
      const code = await this.welcomeCode(tx, row.email);
      await enqueueMail(tx, newsletterWelcome, { to: row.email, lang: langOf(row.locale), payload: { code } });
      return { already: false, code };
    });
  }

  /** The address an unsubscribe link is for, masked for the page; null for a link this shop did not make. */
  unsubscribeTarget(e: string, t: string): string | null {
    const email = unsubscribeAddress(this.signer, e, t);
    return email ? maskEmail(email) : null;
  }

  /**
   * Unsubscribes the signed link's address, no sign-in needed: the newsletter row becomes
   * `unsubscribed` and its waiting back-in-stock alerts stop. Doing it twice is no error; a
   * forged or broken link is 404 (no link of ours). Returns the masked address.
   */
  async unsubscribe(e: string, t: string, now = new Date()): Promise<string> {
    const email = unsubscribeAddress(this.signer, e, t);
    if (!email) throw new ShopError(404, 'subscriptions.unsubscribe.invalid');
    await this.db.transaction(async (tx) => {
      await tx
        .update(newsletterSubscribers)
        .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, confirmExpiresAt: null })
        .where(and(eq(newsletterSubscribers.email, email), ne(newsletterSubscribers.status, 'unsubscribed')));
      await stopStockAlerts(tx, email);
    });
    return maskEmail(email);
  }

  /**
   * A new personal code, unless the address's mailbox had its welcome code before (then null): one
   * per mailbox (common/mailbox.ts), so the +tags of one address (a+1@, a+2@ …) get one code
   * between them. The unique `welcome_mailbox` settles two confirmations at once: the later insert
   * finds the other's row and makes nothing.
   */
  private async welcomeCode(tx: Tx, email: string): Promise<string | null> {
    const mailbox = mailboxOf(email);
    const had = async () => {
      const [row] = await tx
        .select({ id: discountCodes.id })
        .from(discountCodes)
        .where(eq(discountCodes.welcomeMailbox, mailbox))
        .limit(1);
      return row !== undefined;
    };
    if (await had()) return null;
    // A clash with an existing code (about 1 in a billion per code) just draws again.
    for (let attempt = 0; attempt < 10; attempt++) {
      const [made] = await tx
        .insert(discountCodes)
        .values({
          code: newWelcomeCode(),
          kind: 'percent',
          value: WELCOME_PERCENT,
          maxUses: 1,
          maxUsesPerCustomer: 1,
          source: 'newsletter',
          issuedTo: email,
          welcomeMailbox: mailbox,
        })
        .onConflictDoNothing()
        .returning({ code: discountCodes.code });
      if (made) return made.code;
      if (await had()) return null;
    }
    throw new Error('No free welcome code after 10 draws');
  }
}

function stateOf(row: { status: string; expiresAt: Date | null } | undefined, now: Date): LinkState {
  if (!row) return 'invalid';
  if (row.status === 'confirmed') return 'done';
  if (row.status !== 'pending') return 'invalid';
  return row.expiresAt && row.expiresAt > now ? 'ready' : 'expired';
}
