import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import { ShopError } from './errors.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

const MINUTE = 60_000;

/**
 * Every throttle of the shop: at most `limit` hits per fixed window of `windowMs`, per bucket
 * (an address, an account, or both). docs/operations.md lists them with what a visitor sees.
 */
export const THROTTLES = {
  /** Sign-in guesses at one account from one address. */
  loginAccountAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-in guesses at one account from everywhere: higher, so an attacker elsewhere cannot lock the owner out early. */
  loginAccount: { limit: 100, windowMs: 15 * MINUTE },
  /** Sign-in attempts at one account from a browser holding its known-device cookie (instead of `loginAccount`). */
  loginDevice: { limit: 10, windowMs: 15 * MINUTE },
  /** Sign-in guesses from one address, whatever the account. */
  loginAddress: { limit: 100, windowMs: 15 * MINUTE },
  /** New accounts from one address. */
  register: { limit: 20, windowMs: 60 * MINUTE },
  /** Contact messages from one address. */
  contact: { limit: 5, windowMs: 10 * MINUTE },
  /** Newsletter sign-ups from one address. */
  newsletter: { limit: 10, windowMs: 10 * MINUTE },
  /** "Notify me when available" requests from one address. */
  stockAlert: { limit: 10, windowMs: 10 * MINUTE },
  /**
   * Confirmation mails (newsletter, back-in-stock alerts) to one e-mail address. Beyond it no mail
   * is queued, and the answer stays the same: a visitor learns nothing about the address.
   */
  confirmMail: { limit: 3, windowMs: 60 * MINUTE },
  /** Password changes (each checks the current password) from one address. */
  passwordChange: { limit: 10, windowMs: 15 * MINUTE },
  /** "Forgot password?" requests from one address, whatever the e-mail. */
  passwordForgotAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Reset mails to one e-mail (an account or not: the same answer either way), so nobody is flooded. */
  passwordForgotEmail: { limit: 3, windowMs: 60 * MINUTE },
  /** New passwords set through reset links from one address (each costs a slow hash). */
  passwordReset: { limit: 10, windowMs: 15 * MINUTE },
  /** Discount code look-ups (the checkout's Apply, the preview API, an order with a code) from one address: against guessing codes. */
  discountCheck: { limit: 30, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

export type Limit = { limit: number; windowMs: number };
export type ThrottleName = keyof typeof THROTTLES;
export type ThrottleLimits = Record<ThrottleName, Limit>;

/** Counted hits that can be given back (an attempt that turned out fine, or never ran). */
export type Hits = { refund: () => Promise<void> };

const PRUNE_EVERY_MS = MINUTE;

/**
 * Fixed-window counters in `rate_limit_hits`. Each hit is one atomic upsert that returns the new
 * count, so parallel requests, and several processes on one PostgreSQL, each see their own
 * number: at most `limit` of them get through, however many arrive at once. One row per
 * statement, so two requests never lock rows in opposite orders.
 */
export class Throttle {
  private lastPrune = 0;
  readonly limits: ThrottleLimits;

  constructor(
    private db: Database,
    limits: Partial<ThrottleLimits> = {},
    private clock: () => Date = () => new Date(),
    /** Told of every refused hit, by throttle name (metrics). */
    private onRefused: (name: ThrottleName) => void = () => {},
  ) {
    this.limits = { ...THROTTLES, ...limits };
  }

  /**
   * Counts one hit in every bucket; when one is over its limit, gives them all back and throws
   * 429 with `retryAfter` (seconds to that window's end).
   */
  async hit(buckets: [ThrottleName, string][], messageKey: TranslationKey = 'errors.tooManyRequests'): Promise<Hits> {
    const now = this.clock();
    await this.prune(now);
    const taken: { bucket: string; windowStart: Date }[] = [];
    const refund = async () => {
      for (const row of taken.splice(0)) {
        await this.db
          .update(rateLimitHits)
          .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
          .where(and(eq(rateLimitHits.bucket, row.bucket), eq(rateLimitHits.windowStart, row.windowStart)));
      }
    };
    for (const [name, key] of buckets) {
      const { limit, windowMs } = this.limits[name];
      const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
      const bucket = `${name}:${key}`;
      const [row] = await this.db
        .insert(rateLimitHits)
        .values({ bucket, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.bucket, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits });
      taken.push({ bucket, windowStart });
      if (row.hits > limit) {
        await refund();
        this.onRefused(name);
        const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
        throw new ShopError(429, messageKey, { retryAfter });
      }
    }
    return { refund };
  }

  /**
   * `hit` for a limit the visitor never sees: true when the hit was within the limits, false
   * (nothing counted) when one was over.
   */
  async tryHit(buckets: [ThrottleName, string][]): Promise<boolean> {
    try {
      await this.hit(buckets);
      return true;
    } catch (error) {
      if (error instanceof ShopError && error.status === 429) return false;
      throw error;
    }
  }

  /** Old windows go, at most once a minute per process (one indexed delete). */
  private async prune(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    const longest = Math.max(...Object.values(this.limits).map((l) => l.windowMs));
    await this.db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - 2 * longest)));
  }
}
