import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { Lang } from '#common/languages.ts';
import type { Database } from '../db/client.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';
import { outboxRow } from '../mail/outbox.ts';
import { passwordReset } from '../mail/templates/password-reset.tsx';
import { forgetAccountSessions, type SessionsMemo } from './auth.server.ts';
import { ShopError } from './errors.ts';
import type { Signer } from './identity.server.ts';
import {
  ClientBusyError,
  HASHES_PER_CLIENT,
  PRODUCTION_HASH_COST,
  hashPassword,
  type HashCost,
} from './passwords.server.ts';
import { RESET_LINK_TTL_MS, resetToken, resetTokenHash } from './reset-token.ts';
import type { Throttle } from './throttle.server.ts';

/** What a reset link's token is worth right now. */
export type ResetLinkState = 'valid' | 'expired' | 'used' | 'invalid';

const REFUSALS = {
  invalid: 'recovery.errors.linkInvalid',
  expired: 'recovery.errors.linkExpired',
  used: 'recovery.errors.linkUsed',
} as const;

const refusedAs = (state: ResetLinkState) => (state === 'valid' ? 'used' : state);

/** Reset rows are kept a day past their end (a late click still reads "expired"), then dropped. */
const KEEP_ENDED_MS = 24 * 3600_000;

/**
 * "Forgot password?" (docs/product.md §7.11): a single-use link by mail, valid for 30 minutes,
 * that sets a new password and ends every session of the account.
 */
export class RecoveryService {
  private clock: () => Date;
  private hashesPerClient: number;
  private hashCost: HashCost;
  private sessions: SessionsMemo | null;

  constructor(
    private db: Database,
    private throttle: Throttle,
    private signer: Signer,
    options: {
      clock?: () => Date;
      hashesPerClient?: number;
      sessions?: SessionsMemo | null;
      /** scrypt's cost for new hashes (production's unless a test shop asks for less). */
      hashCost?: HashCost;
    } = {},
  ) {
    this.hashCost = options.hashCost ?? PRODUCTION_HASH_COST;
    this.sessions = options.sessions ?? null;
    this.clock = options.clock ?? (() => new Date());
    this.hashesPerClient = options.hashesPerClient ?? HASHES_PER_CLIENT;
  }

  /**
   * Queues the reset mail when `email` belongs to an account; the caller answers the same either
   * way. Both cases run the same statements (each inserts from `users` where the e-mail matches,
   * so only the number of rows differs), and the per-e-mail throttle leaves a prober too few
   * tries to measure what is left. The link row and its mail are written in one transaction.
   */
  async requestReset(input: { email: string }, lang: Lang, address: string): Promise<void> {
    const email = input.email.trim().toLowerCase();
    await this.throttle.hit(
      [
        ['passwordForgotAddress', address],
        ['passwordForgotEmail', email],
      ],
      'recovery.errors.tooManyRequests',
    );
    const now = this.clock();
    const key = randomBytes(32).toString('base64url');
    const tokenHash = resetTokenHash(resetToken((value) => this.signer.mac(value), key));
    const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
    const mail = outboxRow(passwordReset, { to: email, lang, payload: { key } });
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into password_resets (token_hash, user_id, expires_at, created_at)
        select ${tokenHash}, id, ${expiresAt.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
        from users where email = ${email}`);
      // To the address the account holds (the same, lower-cased), in the language of the request.
      await tx.execute(sql`
        insert into mail_outbox (kind, recipient, lang, payload)
        select ${mail.kind}, email, ${mail.lang}, ${JSON.stringify(mail.payload)}::jsonb
        from users where email = ${email}`);
    });
  }

  /** The state of a link (the reset page shows a refusal before anything is typed). Reads only. */
  async linkState(token: string): Promise<ResetLinkState> {
    const [row] = await this.db
      .select({ expiresAt: passwordResets.expiresAt, usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, resetTokenHash(token)))
      .limit(1);
    if (!row) return 'invalid';
    if (row.usedAt) return 'used';
    return row.expiresAt.getTime() <= this.clock().getTime() ? 'expired' : 'valid';
  }

  /** Why a link is refused (its message key), or null while it works. */
  async linkRefusal(token: string): Promise<TranslationKey | null> {
    const state = await this.linkState(token);
    return state === 'valid' ? null : REFUSALS[state];
  }

  /**
   * Sets a new password through a link: the link is taken with a conditional update (of two
   * parallel uses exactly one succeeds), and in the same transaction the password changes, every
   * session of the account ends and the account's other links die. Throttled per address (each
   * try costs a slow hash). Refused links: 400 with the reason (invalid, expired, used).
   */
  async resetPassword(input: { token: string; password: string }, address: string): Promise<void> {
    const hits = await this.throttle.hit([['passwordReset', address]]);
    const tokenHash = resetTokenHash(input.token);
    try {
      const before = await this.linkState(input.token);
      if (before !== 'valid') throw new ShopError(400, REFUSALS[refusedAs(before)]);
      const passwordHash = await hashPassword(
        input.password,
        { address, perClient: this.hashesPerClient },
        this.hashCost,
      );
      const now = this.clock();
      const resetFor = await this.db.transaction(async (tx) => {
        const [taken] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResets.tokenHash, tokenHash),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!taken) return null;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, taken.userId));
        await tx.delete(sessions).where(eq(sessions.userId, taken.userId));
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, taken.userId), isNull(passwordResets.usedAt)));
        return taken.userId;
      });
      // Used by a parallel request, or ended while the password was hashed.
      if (resetFor === null) throw new ShopError(400, REFUSALS[refusedAs(await this.linkState(input.token))]);
      forgetAccountSessions(this.sessions, resetFor);
    } catch (error) {
      // Refused before hashing because the shared queue was full of others: give the try back.
      if (error instanceof ShopError && error.status === 429 && !(error instanceof ClientBusyError))
        await hits.refund();
      throw error;
    }
  }

  /** Housekeeping: drops links ended more than a day ago. */
  async prune(): Promise<void> {
    await this.db
      .delete(passwordResets)
      .where(lt(passwordResets.expiresAt, new Date(this.clock().getTime() - KEEP_ENDED_MS)));
  }
}
