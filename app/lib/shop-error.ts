import type { TranslationKey } from '#common/i18n/ui-texts.ts';
/**
 * Recognises the server's expected failures (server/services/errors.ts ShopError) without
 * importing server code into app/: same shape, checked structurally.
 */
export type ShopErrorShape = {
  status: number;
  messageKey: TranslationKey;
  details: Record<string, unknown> & { retryAfter?: number; fieldErrors?: Record<string, TranslationKey> };
};

export const ShopErrorLike = {
  is(error: unknown): error is ShopErrorShape {
    return (
      typeof error === 'object' &&
      error !== null &&
      'messageKey' in error &&
      'status' in error &&
      typeof (error as ShopErrorShape).status === 'number'
    );
  },
};

/** The `headers` export of a page whose action can be throttled: the action's Retry-After reaches the response. */
export function retryAfterHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : {};
}
