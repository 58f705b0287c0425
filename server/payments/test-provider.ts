import { randomBytes } from 'node:crypto';
import { cardBrand, expiryInFuture, luhnValid, type Authorization, type PaymentProvider } from './provider.ts';

/** Card numbers the test provider always declines (like a real test mode). */
export const DECLINED_TEST_CARDS = new Set(['4000000000000002']);
/** A card the test provider refuses for insufficient funds. */
export const INSUFFICIENT_FUNDS_TEST_CARD = '4000000000009995';

/**
 * The built-in provider: accepts Luhn-valid numbers with a future expiry; 4242 4242 4242 4242
 * succeeds, 4000 0000 0000 0002 is declined,
 * 4000 0000 0000 9995 lacks funds. Keeps only references of its authorizations.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly authorized = new Set<string>();
  readonly voided = new Set<string>();

  async authorize({ card }: Parameters<PaymentProvider['authorize']>[0]): Promise<Authorization> {
    if (!luhnValid(card.number)) return { ok: false, reason: 'invalid' };
    if (!expiryInFuture(card.expiry)) return { ok: false, reason: 'expired' };
    if (DECLINED_TEST_CARDS.has(card.number)) return { ok: false, reason: 'declined' };
    if (card.number === INSUFFICIENT_FUNDS_TEST_CARD) return { ok: false, reason: 'insufficientFunds' };
    const reference = `test_${randomBytes(12).toString('hex')}`;
    this.authorized.add(reference);
    return { ok: true, reference, brand: cardBrand(card.number), last4: card.number.slice(-4) };
  }

  async void(reference: string): Promise<void> {
    this.authorized.delete(reference);
    this.voided.add(reference);
  }
}
