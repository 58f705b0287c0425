import { z } from 'zod';
import { isCompareId } from '../compare-list.ts';

const productId = z.string({ error: 'errors.invalidProduct' }).trim().refine(isCompareId, 'errors.invalidProduct');

/**
 * A post to /compare: add a product, remove one, clear the list, or put one in the cart (quantity
 * 1). `ids` is the list the comparison page shows (its forms send it, so the page's own list is the
 * one changed, even one opened from a shared link); without it, the shopper's cookie list.
 * `respond: 'data'`: a script sent it and wants the result, not a redirect.
 */
export const compareActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('add'), id: productId }),
    z.object({ intent: z.literal('remove'), id: productId }),
    z.object({ intent: z.literal('cart'), id: productId }),
    z.object({ intent: z.literal('clear') }),
  ],
  { error: 'compare.errors.badRequest' },
);
export type CompareAction = z.infer<typeof compareActionSchema>;
