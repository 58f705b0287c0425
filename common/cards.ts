/**
 * The card rule shared by the checkout page, the server's schema and the payment provider:
 * the cards the footer shows are the cards accepted. American Express (34…, 37…) has 15 digits
 * and a 4-digit security code; Visa, Mastercard and Troy have the spec's 16 digits and a CVV of
 * 3 or 4 digits (docs/product.md §9.4).
 */
export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Troy' | 'Discover' | 'Card';

/** Card brand from the number's prefix. */
export function cardBrand(number: string): CardBrand {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^9792/.test(number)) return 'Troy';
  if (/^6(011|5)/.test(number)) return 'Discover';
  return 'Card';
}

const isAmex = (digits: string) => /^3[47]/.test(digits);

/** A card number once spaces and dashes are removed: 15 digits for AMEX, 16 for the others. */
export function validCardNumber(digits: string): boolean {
  return isAmex(digits) ? /^\d{15}$/.test(digits) : /^\d{16}$/.test(digits);
}

/** The security code for that card: AMEX 4 digits, the others 3 or 4 (docs/product.md §9.4). */
export function validCvv(cvv: string, digits: string): boolean {
  return isAmex(digits) ? /^\d{4}$/.test(cvv) : /^\d{3,4}$/.test(cvv);
}
