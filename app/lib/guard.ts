import { data, redirect, type AppLoadContext } from 'react-router';
import { safeRedirect } from '#common/safe-redirect.ts';

/** Where sign-in returns to: only paths on this site (the one rule in common/safe-redirect.ts). */
export const safeRedirectPath = safeRedirect;

/**
 * Guarded pages (/cart, /checkout, /wishlist, /account): an anonymous visitor goes to
 * /login?redirectTo=<this path> and comes back after signing in.
 */
export function requireUser(context: AppLoadContext, request: Request) {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The back office: an anonymous visitor signs in first; a signed-in shopper gets 404, as if
 * there were nothing here.
 */
export function requireAdmin(context: AppLoadContext, request: Request) {
  const user = requireUser(context, request);
  if (user.role !== 'admin') throw data('Not Found', { status: 404, statusText: 'Not Found' });
  return user;
}
