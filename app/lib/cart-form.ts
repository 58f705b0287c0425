import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { MAX_LINE_QUANTITY } from '#common/schemas/cart.ts';

/** docs/product.md §2.7.2: the quantity list offers 1 to 10, then "Custom...". */
export const LIST_MAX = 10;
export const QUANTITY_OPTIONS = Array.from({ length: LIST_MAX }, (_, i) => i + 1);
export const CUSTOM = 'custom';

export type CartActionResult =
  | { ok: true; intent: 'update'; productId: string; title: string; quantity: number }
  | { ok: true; intent: 'remove'; productId: string; title: string }
  | { ok: true; intent: 'clear' }
  /** Without JavaScript: "Custom..." + Update opens the number field for that line; Back returns to the list. */
  | { ok: true; intent: 'custom' | 'list'; productId: string }
  /** `custom`: the rejected value came from the number field (shown again without JavaScript). */
  | { ok: false; productId?: string; messageKey: TranslationKey; custom?: { value: string } };

/** Client check of a typed quantity: whole numbers from 1 (docs/product.md §2.7.2), within the cart's bound. */
export function parseCustomQuantity(value: string): { quantity: number } | { errorKey: TranslationKey } {
  const text = value.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1) return { errorKey: 'cartPage.customInvalid' };
  if (Number(text) > MAX_LINE_QUANTITY) return { errorKey: 'errors.quantityTooLarge' };
  return { quantity: Number(text) };
}

/** Without JavaScript, the line whose number field was just used (or left) opens in that mode. */
export function startModeFor(result: CartActionResult | undefined, productId: string): 'custom' | 'list' | undefined {
  if (!result || !('productId' in result) || result.productId !== productId) return undefined;
  if (result.ok) return result.intent === 'custom' || result.intent === 'list' ? result.intent : undefined;
  return result.custom ? 'custom' : undefined;
}
