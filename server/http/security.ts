import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { referrerPolicyOf } from '#common/page-policy.ts';
import { isSecureRequest } from './request.ts';

/** JSON and files run no scripts: the strictest policy, and no nonce to make. */
export const API_CSP =
  "default-src 'none'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The back office's mail preview (/api/admin/mail/{id}/preview): mail HTML from our templates
 * with customers' words in it, shown in a sandboxed iframe on /admin/mail/:id. No scripts, no
 * forms, inline styles only (mails have no others), and only the shop's own pages may frame it.
 */
export const MAIL_PREVIEW_CSP = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');
const MAIL_PREVIEW_PATH = /^\/api\/admin\/mail\/\d+\/preview$/;

/** Sent on every answer whatever it is (catalog-json.ts writes the same without this middleware). */
export const FIXED_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
} as const;
/**
 * Only on what a browser shows as a document (pages, files, the back office's mail preview), with
 * Referrer-Policy: they govern a document's window (COOP), its features (Permissions-Policy) and
 * the requests it makes (Referrer-Policy). A JSON answer runs and loads nothing (its CSP is
 * `default-src 'none'`), so on the API they were only bytes on every answer (decision 009).
 */
export const DOCUMENT_SECURITY_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const;
/** Only over HTTPS (isSecureRequest): a browser would pin plain-HTTP development hosts otherwise. */
export const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'hono' {
  interface ContextVariableMap {
    /**
     * Set for a page from a shared render (docs/decisions/008): the hashes of its inline scripts,
     * which its policy allows instead of this response's nonce.
     */
    scriptHashes: string[];
  }
}

/**
 * A page's policy. Pages rendered per response allow the scripts carrying this response's nonce
 * (and, through 'strict-dynamic', what they load). A shared page is rendered once for everyone and
 * cannot carry a fresh nonce: its policy lists the hashes of its own inline scripts, and 'self'
 * for the bundles they import. The same protection: only the page's own inline scripts run, and
 * markup injected into the page cannot add one. No 'strict-dynamic' there: it would drop 'self',
 * and with it the modulepreload links.
 */
export function pagePolicy(scripts: { nonce: string } | { hashes: readonly string[] }): string {
  const scriptSrc =
    'nonce' in scripts
      ? `script-src 'self' 'nonce-${scripts.nonce}' 'strict-dynamic'`
      : ["script-src 'self'", ...scripts.hashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/**
 * The CSP hash sources (`sha256-…`) of a page's inline scripts, once per page. Data blocks (JSON,
 * JSON-LD) run nothing and need none; scripts with `src` are allowed by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/i.test(attributes)) continue;
    const type = /\stype="([^"]*)"/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** Per-page CSP (a nonce, or a shared page's script hashes) and the security headers every response carries. */
export function securityHeaders(trustedHops = 0, publicUrl?: string): MiddlewareHandler {
  return async (c, next) => {
    const isApi = c.req.path.startsWith('/api/');
    const nonce = isApi ? '' : randomBytes(16).toString('base64');
    c.set('nonce', nonce);
    await next();
    const h = c.res.headers;
    // Only the preview itself (not its 401/404 answers) may be framed, and only by the shop.
    const preview =
      isApi && MAIL_PREVIEW_PATH.test(c.req.path) && h.get('Content-Security-Policy') === MAIL_PREVIEW_CSP;
    const hashes = c.get('scriptHashes') as string[] | undefined;
    // A 304 updates the browser's stored headers: a new nonce would no longer match its page.
    if (c.res.status !== 304 && !preview)
      h.set('Content-Security-Policy', isApi ? API_CSP : pagePolicy(hashes ? { hashes } : { nonce }));
    for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) h.set(name, value);
    if (!isApi || preview) {
      for (const [name, value] of Object.entries(DOCUMENT_SECURITY_HEADERS)) h.set(name, value);
      h.set('Referrer-Policy', referrerPolicyOf(c.req.path));
    }
    h.set('X-Frame-Options', preview ? 'SAMEORIGIN' : 'DENY');
    if (isSecureRequest(c.req.raw, trustedHops, publicUrl)) h.set('Strict-Transport-Security', HSTS);
    h.delete('X-Powered-By');
  };
}
