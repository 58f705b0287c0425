import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isSecureRequest } from './request.ts';

/** JSON and files run no scripts: the strictest policy, and no nonce to make. */
const API_CSP = "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Per-page CSP nonce and the security headers every response carries. */
export function securityHeaders(trustedHops = 0, publicUrl?: string): MiddlewareHandler {
  return async (c, next) => {
    const isApi = c.req.path.startsWith('/api/');
    const nonce = isApi ? '' : randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    // A 304 updates the browser's stored headers: a new nonce would no longer match its page.
    if (c.res.status !== 304)
      h.set(
        'Content-Security-Policy',
        isApi
          ? API_CSP
          : [
              "default-src 'self'",
              `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
              "style-src 'self' 'unsafe-inline'",
              "img-src 'self' data:",
              "font-src 'self'",
              "connect-src 'self'",
              "object-src 'none'",
              "base-uri 'self'",
              "form-action 'self'",
              "frame-ancestors 'none'",
            ].join('; '),
      );
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    if (isSecureRequest(c.req.raw, trustedHops, publicUrl))
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    h.delete('X-Powered-By');
  };
}
