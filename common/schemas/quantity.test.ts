import { describe, expect, it } from 'vitest';
import { addToCartSchema, updateCartLineSchema } from './cart.ts';
import { checkoutSchema } from './checkout.ts';

/** Quantities are plain integers: a JSON integer, or a form's decimal digits. */
describe('quantity fields', () => {
  const odd = ['0x10', '1e2', true, false, '', ' ', '2.5', 2.5, '+3', '٣', null, [], {}, '1_0', 'Infinity', Number.NaN];

  it('accept JSON integers and strings of decimal digits', () => {
    expect(addToCartSchema.parse({ productId: 'p', quantity: 3 }).quantity).toBe(3);
    expect(addToCartSchema.parse({ productId: 'p', quantity: '12' }).quantity).toBe(12);
    expect(updateCartLineSchema.parse({ productId: 'p', quantity: 0 }).quantity).toBe(0);
    expect(updateCartLineSchema.parse({ productId: 'p', quantity: '-1' }).quantity).toBe(-1);
  });

  it('refuse hex, exponents, booleans and everything else that is no plain integer', () => {
    for (const quantity of odd) {
      expect(addToCartSchema.safeParse({ productId: 'p', quantity }).success, JSON.stringify(quantity)).toBe(false);
      expect(updateCartLineSchema.safeParse({ productId: 'p', quantity }).success, JSON.stringify(quantity)).toBe(
        false,
      );
    }
  });

  it('refuse them in the checkout cart too', () => {
    // Only the quantity's own verdict counts (the rest of the body is another test's business).
    const cartLine = (quantity: unknown) => {
      const result = checkoutSchema.safeParse({ cart: [{ id: 'p', quantity }] });
      return !result.error?.issues.some((issue) => issue.path.join('.') === 'cart.0.quantity');
    };
    expect(cartLine(2)).toBe(true);
    expect(cartLine('2')).toBe(true);
    for (const quantity of odd) expect(cartLine(quantity), JSON.stringify(quantity)).toBe(false);
  });
});
