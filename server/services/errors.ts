import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** An expected failure with an HTTP status and a message key (translated at the edge). */
export class ShopError extends Error {
  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429,
    readonly messageKey: TranslationKey,
    readonly details: Record<string, unknown> & { fieldErrors?: Record<string, TranslationKey> } = {},
  ) {
    super(messageKey);
  }
}
