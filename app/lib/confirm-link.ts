import { data } from 'react-router';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { confirmTokenSchema } from '#common/schemas/subscriptions.ts';
import { answerRefusal } from './action-result.ts';

/*
 * A mail's confirm link (the newsletter's, a stock alert's): the page shows what the link will
 * do, and only its button's POST does it, so a mail scanner that follows links confirms nothing.
 */

/** The link page's HTTP status by the link's state: a dead link is no success (docs/product.md §16.4). */
export const LINK_STATUS = { ready: 200, done: 200, expired: 410, invalid: 404 } as const;
export type LinkState = keyof typeof LINK_STATUS;
/** What the page says in each state. */
export type LinkTexts = Record<LinkState, TranslationKey>;

/** The link's token when it has a token's shape, else null. */
export function linkTokenOf(value: unknown): string | null {
  const parsed = confirmTokenSchema.safeParse({ token: value });
  return parsed.success ? parsed.data.token : null;
}

/** The confirm button's answer: done (with what to say, and what else the page shows), or why not. */
export type ConfirmResult<Done extends object = object> =
  ({ ok: true; messageKey: TranslationKey } & Done) | { ok: false; messageKey: TranslationKey };

/**
 * The confirm button's post (a plain form post: it works without JavaScript). The token is the
 * form's, else the link's own; `confirm` does it and says what to show.
 */
export async function confirmLinkAction<Done extends object>(
  request: Request,
  texts: LinkTexts,
  confirm: (token: string) => Promise<{ messageKey: TranslationKey } & Done>,
) {
  const form = await request.formData();
  const token = linkTokenOf(form.get('token') ?? new URL(request.url).searchParams.get('token'));
  if (!token) return data<ConfirmResult<Done>>({ ok: false, messageKey: texts.invalid }, 404);
  try {
    return data<ConfirmResult<Done>>({ ok: true, ...(await confirm(token)) });
  } catch (error) {
    return answerRefusal<ConfirmResult<Done>>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
  }
}
