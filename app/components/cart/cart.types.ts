import type { ServiceResult } from '#app/lib/service-types.ts';

/** The shopper's cart as /cart shows it. */
export type Cart = ServiceResult<'cart', 'getCart'>;
export type CartLine = Cart['lines'][number];
