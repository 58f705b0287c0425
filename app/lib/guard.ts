import type { AppLoadContext } from 'react-router';
import { safeRedirect } from '#common/safe-redirect.ts';

/** Where sign-in returns to: only paths on this site (the one rule in common/safe-redirect.ts). */
export const safeRedirectPath = safeRedirect;

/**
 * The signed-in user of a page that needs one. Who may open a page is declared in
 * common/page-policy.ts alone, and the server checks it before the page's loader or action runs
 * (server/http/page-access.ts): an anonymous visitor never gets here.
 */
export function signedInUser(context: AppLoadContext): NonNullable<AppLoadContext['user']> {
  if (!context.user) throw new Error('A signed-in page ran without a user: is it signed-in in common/page-policy.ts?');
  return context.user;
}
