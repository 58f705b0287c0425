import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { negotiateLang, type Lang } from '#app/i18n/instance.ts';
import { getI18n } from '#app/i18n/instance.ts';
import '#app/i18n/catalogues.server.ts';
import type { Services, StoreInfo } from '../context.ts';
import { newVisitorId, type Signer } from '../services/identity.server.ts';
import { isSecureRequest, requestOrigin, SAFE_METHODS } from './request.ts';

export const VISITOR_COOKIE = 'vid';
export const LANG_COOKIE = 'lang';
const VISITOR_MAX_AGE = 60 * 60 * 24 * 90;

export type RequestShop = {
  lang: Lang;
  owner: string | null;
  ensureOwner: () => string;
  t: (key: string, options?: Record<string, unknown>) => string;
};

export type AppEnv = { Variables: { nonce: string; shop: RequestShop } };

export type AppDeps = { services: Services; signer: Signer; store: StoreInfo; publicUrl?: string };

/** Refuses state-changing requests sent from another site (403). */
export function sameOriginOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    // Browsers send Origin on unsafe requests; without it, Fetch Metadata tells the same.
    const crossSite = origin ? origin === 'null' || origin !== requestOrigin(c.req.raw) : site === 'cross-site';
    if (crossSite) {
      const t = getI18n(negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'))).t;
      return c.json({ message: t('errors.crossSite') }, 403);
    }
    return next();
  };
}

/** Language and the visitor's cart owner key for this request; sets the visitor cookie when one is made. */
export function shopContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const lang = negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
    const visitor = deps.signer.unsign(getCookie(c, VISITOR_COOKIE));
    let owner: string | null = visitor ? `v:${visitor}` : null;
    let created: string | null = null;
    c.set('shop', {
      lang,
      get owner() {
        return owner;
      },
      ensureOwner() {
        if (owner) return owner;
        created = newVisitorId();
        owner = `v:${created}`;
        return owner;
      },
      t: (key, options) => getI18n(lang).t(key, options ?? {}) as string,
    });
    await next();
    if (created) appendCookie(c, visitorCookie(deps.signer.sign(created), isSecureRequest(c.req.raw)));
    // The page differs by language and cookie; caches must know.
    appendHeader(c, 'Vary', 'Cookie, Accept-Language');
  };
}

export function visitorCookie(value: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${value}; Path=/; Max-Age=${VISITOR_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function appendCookie(c: Context, cookie: string) {
  appendHeader(c, 'Set-Cookie', cookie);
}

function appendHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.append(name, value);
  } catch {
    // Some responses carry immutable headers: copy once, then append.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append(name, value);
  }
}
