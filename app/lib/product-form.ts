import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** The product page's posts: add to cart, the wishlist toggle and "Notify me". */
export type ProductActionResult =
  | { intent: 'add'; ok: true; quantity: number }
  | { intent: 'wish'; ok: true; wished: boolean }
  | { intent: 'notify'; ok: true }
  | { intent: 'notify'; ok: false; messageKey: TranslationKey }
  | { ok: false; messageKey: TranslationKey };
