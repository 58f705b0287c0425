import { redirect, type AppLoadContext } from 'react-router';

/** Where sign-in returns to: only paths on this site. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : fallback;
}

/**
 * Guarded pages (/cart, /checkout, /wishlist, /account): an anonymous visitor goes to
 * /login?redirectTo=<this path> and comes back after signing in.
 */
export function requireUser(context: AppLoadContext, request: Request) {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}
