import { z } from 'zod';

/** Quantities are not capped by stock (checked at checkout); this bound only stops absurd input. */
export const MAX_LINE_QUANTITY = 999;

const productId = z
  .string({ error: 'errors.invalidProduct' })
  .trim()
  .min(1, 'errors.invalidProduct')
  .max(120, 'errors.invalidProduct');

/**
 * A quantity as clients send it: a JSON integer, or a form's string of decimal digits (a minus
 * where `min` is below 0). Nothing else: no "0x10", "1e2", "2.5", true or "" that a plain
 * number conversion would let through.
 */
export function quantityInput(
  min: number,
  max: number,
  messages: { invalid: string; tooLarge: string } = {
    invalid: 'errors.invalidQuantity',
    tooLarge: 'errors.quantityTooLarge',
  },
) {
  const digits = min < 0 ? /^-?\d{1,9}$/ : /^\d{1,9}$/;
  return z
    .union([z.number(), z.string().regex(digits).transform(Number)], { error: messages.invalid })
    .pipe(z.number().int(messages.invalid).min(min, messages.invalid).max(max, messages.tooLarge));
}

/** Add sets the line's quantity; it needs a quantity of at least 1 (docs/product.md §6.2). */
export const addToCartSchema = z.object({ productId, quantity: quantityInput(1, MAX_LINE_QUANTITY) });

/** Update: 0 or less removes the line (docs/product.md §6.2). */
export const updateCartLineSchema = z.object({
  productId,
  quantity: quantityInput(-MAX_LINE_QUANTITY, MAX_LINE_QUANTITY),
});

export const productRefSchema = z.object({ productId });
