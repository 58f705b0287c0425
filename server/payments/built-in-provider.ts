import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrand, expiryInFuture, luhnValid } from './provider.ts';
import type {
  CompleteResult,
  OperationResult,
  PaymentProvider,
  StartPayment,
  StartResult,
} from './payment-provider.ts';

/**
 * The built-in test provider: no real money moves (every page says so). It emulates what a real
 * provider does so the whole lifecycle can be tried: cards that pass, cards that need a 3-D
 * Secure challenge (a local "bank" page with Pass and Fail), a decline after the challenge,
 * declines of every kind, a provider outage, captures, voids, full and partial refunds, each
 * idempotent by its key. It keeps its ledger in memory (a restart forgets it, as a test mode may).
 */

/** Cards and what the test provider does with them (success, AMEX, declined and insufficient funds as in docs/product.md §9.7). */
export const TEST_CARDS = {
  success: '4242424242424242',
  amexSuccess: '378282246310005',
  challenge: '4000002760003184',
  challengeThenDeclined: '4000008260003178',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  outage: '4000000000000119',
} as const;

/** Card numbers the test provider always declines (like a real test mode). */
export const DECLINED_TEST_CARDS = new Set<string>([TEST_CARDS.declined]);

type Ledger = {
  amountCents: number;
  currency: string;
  capturedCents: number;
  refundedCents: number;
  state: 'challenge' | 'authorized' | 'captured' | 'voided' | 'declined';
  brand: string;
  last4: string;
  /** After a passed challenge: decline (the "decline after challenge" card). */
  declineAfterChallenge: boolean;
  returnUrl: string;
};

export class BuiltInPaymentProvider implements PaymentProvider {
  readonly id = 'test';
  readonly cardEntry = 'shop-form' as const;
  readonly testMode = true;
  /** References of live authorisations (not captured, voided or declined). */
  readonly authorized = new Set<string>();
  readonly voided = new Set<string>();
  /** Every payment this provider knows, by reference. */
  readonly ledger = new Map<string, Ledger>();
  /** Keys of operations done, with their answer: a retry with the same key gets the same answer. */
  private done = new Map<string, OperationResult>();
  /** While true, every call answers "unavailable" (a provider outage). */
  outage = false;

  constructor(
    /** Signs the challenge page's answers, so a forged return is told apart. */
    private secret: string = randomBytes(32).toString('hex'),
    /** Where the shop serves the challenge page (`/payments/test-challenge/<reference>`). */
    private challengePath = '/payments/test-challenge',
  ) {}

  async start({ card, amountCents, currency, returnUrl }: StartPayment): Promise<StartResult> {
    if (this.outage) return { kind: 'unavailable', message: 'The test provider is in an outage.' };
    if (!card) return { kind: 'declined', reason: 'invalid' };
    if (!luhnValid(card.number)) return { kind: 'declined', reason: 'invalid' };
    if (!expiryInFuture(card.expiry)) return { kind: 'declined', reason: 'expired' };
    if (card.number === TEST_CARDS.outage) return { kind: 'unavailable', message: 'The card issuer did not answer.' };
    if (DECLINED_TEST_CARDS.has(card.number)) return { kind: 'declined', reason: 'declined' };
    if (card.number === TEST_CARDS.insufficientFunds) return { kind: 'declined', reason: 'insufficientFunds' };
    const reference = `test_${randomBytes(12).toString('hex')}`;
    const challenge = card.number === TEST_CARDS.challenge || card.number === TEST_CARDS.challengeThenDeclined;
    const payment: Ledger = {
      amountCents,
      currency,
      capturedCents: 0,
      refundedCents: 0,
      state: challenge ? 'challenge' : 'authorized',
      brand: cardBrand(card.number),
      last4: card.number.slice(-4),
      declineAfterChallenge: card.number === TEST_CARDS.challengeThenDeclined,
      returnUrl,
    };
    this.ledger.set(reference, payment);
    if (challenge)
      return { kind: 'action', reference, action: { type: 'redirect', url: `${this.challengePath}/${reference}` } };
    this.authorized.add(reference);
    return { kind: 'authorized', reference, brand: payment.brand, last4: payment.last4 };
  }

  /** The challenge page's facts (the shop renders it): null for an unknown or finished one. */
  challenge(reference: string): { amountCents: number; currency: string; last4: string } | null {
    const payment = this.ledger.get(reference);
    if (!payment || payment.state !== 'challenge') return null;
    return { amountCents: payment.amountCents, currency: payment.currency, last4: payment.last4 };
  }

  /**
   * The shopper's answer on the challenge page: where to send them back, with the signed fields
   * the shop gives `complete` (as a bank's page posts back). null for an unknown reference.
   */
  answerChallenge(
    reference: string,
    outcome: 'pass' | 'fail',
  ): { returnUrl: string; fields: Record<string, string> } | null {
    const payment = this.ledger.get(reference);
    if (!payment) return null;
    return { returnUrl: payment.returnUrl, fields: { reference, outcome, signature: this.sign(reference, outcome) } };
  }

  async complete({
    reference,
    returned,
  }: {
    reference: string;
    returned: Record<string, string>;
  }): Promise<CompleteResult> {
    if (this.outage) return { kind: 'unavailable', message: 'The test provider is in an outage.' };
    const payment = this.ledger.get(reference);
    const outcome = returned.outcome;
    const signed =
      returned.reference === reference &&
      (outcome === 'pass' || outcome === 'fail') &&
      this.verify(reference, outcome, returned.signature ?? '');
    if (!payment || !signed)
      return { kind: 'declined', reason: 'authenticationFailed', message: 'forged or unknown return' };
    // A second return of the same answer gets the same result (a bank may post twice).
    if (payment.state === 'authorized' || payment.state === 'captured')
      return { kind: 'authorized', reference, brand: payment.brand, last4: payment.last4 };
    if (payment.state !== 'challenge') return { kind: 'declined', reason: 'authenticationFailed' };
    if (outcome === 'fail') {
      payment.state = 'declined';
      return { kind: 'declined', reason: 'authenticationFailed' };
    }
    if (payment.declineAfterChallenge) {
      payment.state = 'declined';
      return { kind: 'declined', reason: 'insufficientFunds' };
    }
    payment.state = 'authorized';
    this.authorized.add(reference);
    return { kind: 'authorized', reference, brand: payment.brand, last4: payment.last4 };
  }

  async capture(request: { reference: string; amountCents: number; idempotencyKey: string }): Promise<OperationResult> {
    return this.once(request.idempotencyKey, () => {
      const payment = this.ledger.get(request.reference);
      if (!payment || payment.state !== 'authorized')
        return { ok: false, reason: 'invalid', message: 'nothing authorised to capture' };
      if (request.amountCents > payment.amountCents)
        return { ok: false, reason: 'invalid', message: 'more than was authorised' };
      payment.state = 'captured';
      payment.capturedCents = request.amountCents;
      this.authorized.delete(request.reference);
      return { ok: true, reference: `cap_${randomBytes(8).toString('hex')}` };
    });
  }

  async void(request: { reference: string; idempotencyKey: string }): Promise<OperationResult> {
    return this.once(request.idempotencyKey, () => {
      const payment = this.ledger.get(request.reference);
      if (!payment || (payment.state !== 'authorized' && payment.state !== 'challenge'))
        return { ok: false, reason: 'invalid', message: 'nothing authorised to void' };
      payment.state = 'voided';
      this.authorized.delete(request.reference);
      this.voided.add(request.reference);
      return { ok: true, reference: `void_${randomBytes(8).toString('hex')}` };
    });
  }

  async refund(request: { reference: string; amountCents: number; idempotencyKey: string }): Promise<OperationResult> {
    return this.once(request.idempotencyKey, () => {
      const payment = this.ledger.get(request.reference);
      if (!payment || payment.state !== 'captured')
        return { ok: false, reason: 'invalid', message: 'nothing captured to refund' };
      if (request.amountCents <= 0 || payment.refundedCents + request.amountCents > payment.capturedCents)
        return { ok: false, reason: 'invalid', message: 'more than is left to refund' };
      payment.refundedCents += request.amountCents;
      return { ok: true, reference: `ref_${randomBytes(8).toString('hex')}` };
    });
  }

  /** Runs an operation once per key: an outage answers without doing it (and is not remembered). */
  private async once(key: string, operation: () => OperationResult): Promise<OperationResult> {
    if (this.outage) return { ok: false, reason: 'unavailable', message: 'The test provider is in an outage.' };
    const earlier = this.done.get(key);
    if (earlier) return earlier;
    const result = operation();
    if (result.ok) this.done.set(key, result);
    return result;
  }

  private sign(reference: string, outcome: string): string {
    return createHmac('sha256', this.secret).update(`${reference}|${outcome}`).digest('base64url');
  }

  private verify(reference: string, outcome: string, signature: string): boolean {
    const expected = Buffer.from(this.sign(reference, outcome));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
