import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { OrderView } from './orders.server.ts';
import type { DiscountRefused } from './discounts.server.ts';

/** What a checkout answers: an HTTP status and a body whose `messageKey` the edge translates. */
export type CheckoutOutcome =
  | { status: 201; body: { order: OrderView } }
  | { status: 400 | 402 | 409 | 422; body: { messageKey: TranslationKey } & Record<string, unknown> };

/** The code does not apply (or no longer): 409 with the reason, the code and, below a minimum, the minimum. */
export function codeRefused(refused: DiscountRefused): CheckoutOutcome {
  return { status: 409, body: { messageKey: refused.messageKey, ...refused.details } };
}

export function outOfStock(detail: { productId: string; title: string; available: number }): CheckoutOutcome {
  return { status: 409, body: { messageKey: 'checkout.errors.outOfStock', ...detail } };
}
