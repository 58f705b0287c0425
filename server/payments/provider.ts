/** What the shop needs from a card payment provider. Card data passes through, never stored. */
export type CardDetails = { number: string; expiry: string; cvv: string; name: string };

export type Authorization =
  { ok: true; reference: string; brand: string; last4: string } | { ok: false; reason: DeclineReason };

/** Why a provider refused a card (each has its message, checkout.errors.payment.<reason>). */
export type DeclineReason = 'declined' | 'expired' | 'invalid' | 'insufficientFunds';

export interface PaymentProvider {
  /** Reserves the amount on the card. */
  authorize(request: {
    amountCents: number;
    currency: 'USD';
    card: CardDetails;
    orderReference: string;
  }): Promise<Authorization>;
  /** Releases an authorization that will not be captured (the order could not be placed). */
  void(reference: string): Promise<void>;
}

/** Card brand from the number's prefix (one rule with the checkout's card check). */
export { cardBrand } from '#common/cards.ts';

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY, valid through the last day of that month. */
export function expiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(match[2]);
  return new Date(Date.UTC(year, month, 1)) > now;
}
