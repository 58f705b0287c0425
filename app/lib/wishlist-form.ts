import type { TranslationKey } from '#common/i18n/ui-texts.ts';

export type WishlistActionResult =
  | { ok: true; intent: 'add-to-cart' | 'remove'; productId: string; title: string }
  | { ok: true; intent: 'clear' }
  | { ok: false; productId?: string; messageKey: TranslationKey };

/** A confirmation in the page's toast; `viewCart` adds the link to the cart. */
export type WishlistMessage = { text: string; viewCart?: boolean };
