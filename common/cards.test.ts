import { describe, expect, it } from 'vitest';
import { paymentSchema } from './schemas/checkout.ts';
import { cardBrand } from './cards.ts';

const card = (cardNumber: string, cardCvv: string) =>
  paymentSchema.safeParse({ cardName: 'A B', cardNumber, cardExpiry: '12/30', cardCvv });

describe('cards the footer shows are accepted (page and server share this rule)', () => {
  it.each([
    ['Visa', '4242 4242 4242 4242', '123'],
    ['Visa, 4-digit CVV (spec: 3 or 4)', '4242424242424242', '1234'],
    ['Mastercard', '5555 5555 5555 4444', '123'],
    ['Troy', '9792 0000 0000 0003', '123'],
    ['AMEX 15 digits, 4-digit code', '3782 822463 10005', '1234'],
    ['AMEX with dashes', '3714-496353-98431', '1234'],
  ])('accepts %s', (_name, number, cvv) => {
    expect(card(number, cvv).success).toBe(true);
  });

  it.each([
    ['AMEX, 3-digit code', '3782 822463 10005', '123', 'cardCvv'],
    ['AMEX, 16 digits', '3782 8224 6310 0055', '1234', 'cardNumber'],
    ['Visa, 15 digits', '4242 4242 4242 424', '123', 'cardNumber'],
    ['Visa, 2-digit code', '4242 4242 4242 4242', '12', 'cardCvv'],
  ])('refuses %s', (_name, number, cvv, field) => {
    const result = card(number, cvv);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([field]);
  });

  it('knows the brands', () => {
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('9792000000000003')).toBe('Troy');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
  });
});
