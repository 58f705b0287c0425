import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import { negotiateLang, type Lang } from '#common/languages.ts';
import type { Services } from '../context.ts';
import { SESSION_ABSOLUTE_MS, type SessionUser } from '../services/auth.server.ts';
import type { StoreInfo } from '../store.ts';
import {
  KNOWN_DEVICE_MAX_AGE_S,
  knownDeviceFor,
  knownDeviceToken,
  newVisitorId,
  type Signer,
} from '../services/identity.server.ts';
import { forwardedClient, isSecureRequest, requestOrigin, SAFE_METHODS } from './request.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

export const VISITOR_COOKIE = 'vid';
export const SESSION_COOKIE = 'sid';
export const LANG_COOKIE = 'lang';
/** The known-device cookie of the last account signed in from this browser (identity.server.ts). */
export const DEVICE_COOKIE = 'device';
const VISITOR_MAX_AGE = 60 * 60 * 24 * 90;

/** Everything the handlers of one request know about who is asking. */
export type RequestShop = {
  lang: Lang;
  user: SessionUser | null;
  /** Cart/wishlist owner: the account when signed in, else the anonymous visitor (if any). */
  owner: string | null;
  ensureOwner: () => string;
  /** Signs in: new session, session cookie, the anonymous cart and wishlist merged into the account. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** Ends the session on the server and clears the cookie. */
  signOut: () => Promise<void>;
  /** The current session token (for "end my other sessions"). */
  sessionToken: string | null;
  /** The client's address (the socket's, or the trusted proxies' X-Forwarded-For): throttles count per address. */
  address: string;
  t: (key: TranslationKey, options?: Record<string, unknown>) => string;
};

/** `requestId`: this request's id (request-log.ts), quoted in error answers. */
export type AppEnv = { Variables: { nonce: string; shop: RequestShop; requestId: string } };

export type AppDeps = {
  services: Services;
  signer: Signer;
  store: StoreInfo;
  /** PUBLIC_URL: the shop's own origin for links, and an accepted Origin of its forms. */
  publicUrl?: string;
  /** TRUST_PROXY: how many reverse proxies in front are trusted (0 = none, X-Forwarded-* ignored). */
  trustProxy?: number;
};

/** Refuses state-changing requests sent from another site (403). */
export function sameOriginOnly(trustedHops = 0, publicUrl?: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = publicUrl ? new URL(publicUrl).origin : null;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    // Browsers send Origin on unsafe requests; without it, Fetch Metadata tells the same.
    const crossSite = origin
      ? origin === 'null' || (origin !== requestOrigin(c.req.raw, trustedHops, publicUrl) && origin !== publicOrigin)
      : site === 'cross-site';
    if (crossSite) {
      const t = getI18n(negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'))).t;
      return c.json({ message: t('errors.crossSite') }, 403);
    }
    return next();
  };
}

/** The client's address for throttles: the socket's, or the one the trusted proxies saw. */
export function clientAddress(c: Context, trustedHops: number): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // in-process requests (tests) have no socket
  }
  return forwardedClient(c.req.header('x-forwarded-for'), socket, trustedHops);
}

/** Language, session and cart owner for this request; writes the cookies the request changed. */
export function shopContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { auth, cart } = deps.services;
  return async (c, next) => {
    const lang = negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
    const secure = isSecureRequest(c.req.raw, deps.trustProxy ?? 0, deps.publicUrl);
    // One Set-Cookie per name: a later one (a sign-in after a dead session was cleared) replaces the earlier.
    const cookies = new Map<string, string>();
    const setCookie = (line: string) => cookies.set(line.slice(0, line.indexOf('=')), line);
    const visitor = deps.signer.unsign(getCookie(c, VISITOR_COOKIE));
    let sessionToken = getCookie(c, SESSION_COOKIE) ?? null;
    // The account's language follows the shop's language it is used in (its mails are written in it).
    let user = sessionToken ? await auth.getSessionUser(sessionToken, new Date(), lang) : null;
    if (sessionToken && !user) {
      sessionToken = null;
      setCookie(clearCookie(SESSION_COOKIE, secure));
    }
    let visitorOwner: string | null = visitor ? `v:${visitor}` : null;

    const shop: RequestShop = {
      lang,
      get user() {
        return user;
      },
      get owner() {
        return user ? `u:${user.id}` : visitorOwner;
      },
      get sessionToken() {
        return sessionToken;
      },
      get address() {
        return clientAddress(c, deps.trustProxy ?? 0);
      },
      ensureOwner() {
        if (user) return `u:${user.id}`;
        if (visitorOwner) return visitorOwner;
        const created = newVisitorId();
        visitorOwner = `v:${created}`;
        setCookie(
          `${VISITOR_COOKIE}=${deps.signer.sign(created)}; Path=/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
        );
        return visitorOwner;
      },
      async signIn(email, password) {
        const device = knownDeviceFor(deps.signer, getCookie(c, DEVICE_COOKIE), email);
        const result = await auth.login({ email, password }, shop.address, new Date(), device, lang);
        if (sessionToken) await auth.logout(sessionToken);
        if (visitorOwner) await cart.merge(visitorOwner, `u:${result.user.id}`);
        user = result.user;
        sessionToken = result.token;
        setCookie(
          `${SESSION_COOKIE}=${result.token}; Path=/; Max-Age=${SESSION_ABSOLUTE_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
        );
        // Kept after sign-out: it vouches for this browser at the next sign-in, nothing more.
        setCookie(
          `${DEVICE_COOKIE}=${knownDeviceToken(deps.signer, result.user.email)}; Path=/; Max-Age=${KNOWN_DEVICE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
        );
        return result.user;
      },
      async signOut() {
        if (sessionToken) await auth.logout(sessionToken);
        sessionToken = null;
        user = null;
        setCookie(clearCookie(SESSION_COOKIE, secure));
      },
      t: (key, options) => getI18n(lang).t(key, options ?? {}) as string,
    };
    c.set('shop', shop);
    await next();
    // A visitor made for a request that then failed (an unknown product…) owns nothing: no cookie.
    if (c.res.status >= 400 && !visitor) cookies.delete(VISITOR_COOKIE);
    for (const cookie of cookies.values()) appendHeader(c, 'Set-Cookie', cookie);
    // An answer that sets a cookie (a dead session's cookie cleared on a cached page) is this
    // visitor's alone: a shared cache must not keep it and hand the cookie to others.
    if (cookies.size > 0 && SHARED_CACHEABLE.test(c.res.headers.get('Cache-Control') ?? ''))
      setHeader(c, 'Cache-Control', 'private, no-cache');
    // Pages differ by language and cookies; shared caches must know.
    appendHeader(c, 'Vary', 'Cookie, Accept-Language');
  };
}

function clearCookie(name: string, secure: boolean): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const SHARED_CACHEABLE = /(^|,)\s*(public|s-maxage)\b/i;

function appendHeader(c: Context, name: string, value: string) {
  editHeaders(c, (headers) => headers.append(name, value));
}

function setHeader(c: Context, name: string, value: string) {
  editHeaders(c, (headers) => headers.set(name, value));
}

function editHeaders(c: Context, edit: (headers: Headers) => void) {
  try {
    edit(c.res.headers);
  } catch {
    // Some responses carry immutable headers: copy once, then change.
    c.res = new Response(c.res.body, c.res);
    edit(c.res.headers);
  }
}
