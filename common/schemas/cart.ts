import { z } from 'zod';

/** Quantities are not capped by stock (checked at checkout); this bound only stops absurd input. */
export const MAX_LINE_QUANTITY = 999;

const productId = z
  .string({ error: 'errors.invalidProduct' })
  .trim()
  .min(1, 'errors.invalidProduct')
  .max(120, 'errors.invalidProduct');

const quantity = z.coerce
  .number({ error: 'errors.invalidQuantity' })
  .int('errors.invalidQuantity')
  .max(MAX_LINE_QUANTITY, 'errors.quantityTooLarge');

/** Add sets the line's quantity; it needs a quantity of at least 1 (spec §5). */
export const addToCartSchema = z.object({ productId, quantity: quantity.min(1, 'errors.invalidQuantity') });

/** Update: 0 or less removes the line (spec §4). */
export const updateCartLineSchema = z.object({ productId, quantity: quantity.min(-MAX_LINE_QUANTITY, 'errors.invalidQuantity') });

export const productRefSchema = z.object({ productId });
