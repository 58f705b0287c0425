import { createHash } from 'node:crypto';
import { and, eq, lt, not, or, sql } from 'drizzle-orm';
import type { CheckoutInput } from '#common/schemas/checkout.ts';
import type { Database } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { processAlive } from '../db/process-session.ts';
import type { CheckoutOutcome } from './checkout-outcome.ts';

/**
 * Idempotency keys of the checkout (docs/decisions/003): a request claims its key with a token
 * of its own, a retry of a finished request replays its answer, a key left pending by a dead
 * process (or for longer than any checkout takes) is taken over, and a failed request gives its
 * key back. The order statement (./checkout-order-write.server.ts) writes only while the
 * request's token still holds the key, and stores the 201 answer on it.
 */

/** A key still "pending" after this long belongs to a request that died; a retry may take it over. */
const ABANDONED_AFTER_MS = 2 * 60_000;
/** A failed release of a key is tried again after this, doubling up to RELEASE_RETRY_MAX_MS. */
const RELEASE_RETRY_MS = 500;
const RELEASE_RETRY_MAX_MS = 10_000;

/** An idempotency key as one request holds it: `token` is that request's own. */
export type KeyClaim = { userId: number; key: string; token: string };

/** The key's row while `claim` still holds it. */
function heldBy(claim: KeyClaim) {
  return and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.claimToken, claim.token),
    eq(idempotencyKeys.state, 'pending'),
  );
}

export class IdempotencyKeys {
  /** Keys of failed checkouts whose release could not be written yet (see release). */
  private unreleased = new Map<string, KeyClaim>();

  constructor(
    private db: Database,
    /** This process's id (server/db/process-session.ts): the keys it claims name it. */
    private processId: number,
  ) {}

  /** Stores a result other than success on the key (success stored its result with the order), while the key is this request's. */
  async store(claim: KeyClaim, outcome: CheckoutOutcome): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ state: 'done', responseStatus: outcome.status, responseBody: outcome.body })
      .where(heldBy(claim));
  }

  /**
   * A checkout that failed (the database went away, say) gives its key back, so the shopper's
   * retry is taken instead of "already being processed". Only while the key is still this
   * request's and pending: an order that committed marked its key done in its own statement, and
   * a retry replays it. When the database cannot be reached, the release is tried again until it can.
   */
  release(claim: KeyClaim, attempt = 0): void {
    const id = `${claim.userId}|${claim.key}`;
    this.unreleased.set(id, claim);
    void this.db
      .delete(idempotencyKeys)
      .where(heldBy(claim))
      .then(
        () => {
          if (this.unreleased.get(id) === claim) this.unreleased.delete(id);
        },
        () => {
          const timer = setTimeout(
            () => {
              if (this.unreleased.get(id) === claim) this.release(claim, attempt + 1);
            },
            Math.min(RELEASE_RETRY_MS * 2 ** attempt, RELEASE_RETRY_MAX_MS),
          );
          timer.unref();
        },
      );
  }

  /**
   * null when this request holds the key now; otherwise the answer to give instead. A new key
   * is claimed; a key left pending by a request whose process died (its liveness lock is gone,
   * server/db/process-session.ts), or pending for longer than any checkout takes, is taken over.
   */
  async claim(claim: KeyClaim, fingerprint: string): Promise<(CheckoutOutcome & { replayed?: boolean }) | null> {
    const { userId, key } = claim;
    // The shopper's retry of a checkout that failed here before its key could be given back.
    const unreleased = this.unreleased.get(`${userId}|${key}`);
    if (unreleased) {
      await this.db.delete(idempotencyKeys).where(heldBy(unreleased));
      this.unreleased.delete(`${userId}|${key}`);
    }
    const holder = { claimedBy: this.processId, claimToken: claim.token };
    const claimed = await this.db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash: fingerprint, ...holder })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: {
          requestHash: fingerprint,
          state: 'pending',
          responseStatus: null,
          responseBody: null,
          createdAt: new Date(),
          ...holder,
        },
        setWhere: and(
          eq(idempotencyKeys.state, 'pending'),
          or(
            lt(idempotencyKeys.createdAt, new Date(Date.now() - ABANDONED_AFTER_MS)),
            not(processAlive(sql`${idempotencyKeys.claimedBy}`)),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) return null;
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    if (row.requestHash !== fingerprint) return { status: 422, body: { messageKey: 'checkout.errors.keyReused' } };
    if (row.state === 'pending') return { status: 409, body: { messageKey: 'checkout.errors.inProgress' } };
    return { status: row.responseStatus, body: row.responseBody, replayed: true } as CheckoutOutcome & {
      replayed: true;
    };
  }
}

/** What makes two checkout requests "the same" — never the card number or CVV themselves. */
export function requestFingerprint(input: CheckoutInput): string {
  const { cardNumber, cardExpiry, cardName } = input.paymentInfo;
  const material = JSON.stringify({
    cart: input.cart?.map((i) => [i.id, i.quantity]) ?? null,
    totalAmount: input.totalAmount ?? null,
    shippingMethod: input.shippingMethod,
    // Only when there is one: a request without a code keeps the fingerprint it always had.
    ...(input.discountCode ? { discountCode: input.discountCode } : {}),
    billing: input.billingInfo,
    shipping: input.shippingInfo,
    card: [cardName, cardNumber.slice(-4), cardExpiry],
  });
  return createHash('sha256').update(material).digest('base64url');
}
