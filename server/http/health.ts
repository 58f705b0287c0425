import '#common/i18n/all-languages.ts';
import { getI18n } from '#common/i18n/instance.ts';
import { negotiateLang } from '#common/languages.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { LiveChecks } from './readiness.ts';
import { LANG_COOKIE } from './shop-context.ts';

/**
 * Liveness and readiness, answered in front of the shop (server/main.ts), before the session,
 * language and cart middleware: no cookies, never cached. `/healthz` says the process answers;
 * `/readyz` says the shop can serve: the database answers and has every migration, the
 * catalogue is loaded and the mail worker runs (server/http/readiness.ts).
 */

/** `pending`: not checked yet (the shop is still starting). */
export type Checks = {
  database: LiveChecks['database'] | 'pending';
  migrations: LiveChecks['migrations'] | 'pending';
  catalogue: 'ok' | 'loading';
  mail: LiveChecks['mail'] | 'pending';
};

export type Readiness = { checks: Checks; loaded?: number; total?: number | null };

/** The one rule: a failed check makes the shop unavailable; one not done yet, loading. */
export function statusOf(checks: Checks): 'ready' | 'loading' | 'unavailable' {
  if (checks.database === 'unreachable' || checks.migrations === 'missing' || checks.mail === 'stopped') {
    return 'unavailable';
  }
  return Object.values(checks).some((check) => check === 'pending' || check === 'loading') ? 'loading' : 'ready';
}

/** Seconds a client waits before asking again while the shop starts (a catalogue loads in seconds). */
export const STARTING_RETRY_AFTER_S = 5;

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** The path of an absolute request URL, without building a URL object: this runs for every request. */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.indexOf('?', start);
  return end < 0 ? url.slice(start) : url.slice(start, end);
}

function json(request: Request, status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(request.method === 'HEAD' ? null : JSON.stringify(body), {
    status,
    headers: { ...NO_STORE, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The answer to GET/HEAD /healthz or /readyz; null for every other request. */
export function answerHealth(
  request: Request,
  readiness: () => Readiness | Promise<Readiness>,
): Response | Promise<Response> | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const path = pathOf(request.url);
  if (path === '/healthz') return json(request, 200, { status: 'ok' });
  if (path !== '/readyz') return null;
  return Promise.resolve(readiness()).then(({ checks, loaded, total }) => {
    const status = statusOf(checks);
    if (status === 'ready') return json(request, 200, { status, checks });
    // The catalogue's progress while it loads, as before the checks came.
    const progress = checks.catalogue === 'loading' ? { loaded: loaded ?? 0, total: total ?? null } : {};
    return json(request, 503, { status, ...progress, checks }, { 'Retry-After': String(STARTING_RETRY_AFTER_S) });
  });
}

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Every other request while the shop starts: 503 with Retry-After and a message in the
 * visitor's language; a page asks again by itself (refresh), the API gets JSON.
 */
export function answerStarting(request: Request, storeName: string): Response {
  return answerUnavailable(request, storeName, 'errors.starting', STARTING_RETRY_AFTER_S);
}

/**
 * 503 with `Retry-After: retryAfterS` and `messageKey` in the visitor's language: a page (a
 * browser asking for HTML outside /api/) that asks again by itself, else JSON `{message}`.
 * While the shop starts, and when its database cannot serve a request (server/app.ts).
 */
export function answerUnavailable(
  request: Request,
  storeName: string,
  messageKey: TranslationKey,
  retryAfterS: number,
): Response {
  const lang = negotiateLang(cookie(request, LANG_COOKIE), request.headers.get('accept-language'));
  const message = getI18n(lang).t(messageKey);
  const headers = { 'Retry-After': String(retryAfterS), 'Content-Language': lang };
  const wantsPage =
    !pathOf(request.url).startsWith('/api/') && (request.headers.get('accept') ?? '').includes('text/html');
  if (!wantsPage) return json(request, 503, { message }, headers);
  const page =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta http-equiv="refresh" content="${retryAfterS}">` +
    `<title>${escapeHtml(storeName)}</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
  return new Response(request.method === 'HEAD' ? null : page, {
    status: 503,
    headers: {
      ...NO_STORE,
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      // Nothing to load or run: the strictest policy there is.
      'Content-Security-Policy': "default-src 'none'",
    },
  });
}

type Fetch = (request: Request, bindings?: unknown) => Response | Promise<Response>;

/**
 * What the process serves (server/main.ts): health first, then the shop once it has started,
 * and `answerStarting` until then. `loading` gives it the catalogue to report progress from.
 */
export class ShopFront {
  private app: { fetch: Fetch } | null = null;
  private probe: { check(): Promise<LiveChecks> } | null = null;
  private catalog: { readiness(): { loaded: number; total: number | null } } | null = null;

  constructor(private storeName: string) {}

  loading(catalog: { readiness(): { loaded: number; total: number | null } }): void {
    this.catalog = catalog;
  }

  /** The shop serves (its catalogue is loaded); `probe` checks its database and mail worker (ReadinessProbe). */
  serve(app: { fetch: Fetch }, probe: { check(): Promise<LiveChecks> }): void {
    this.app = app;
    this.probe = probe;
  }

  readiness = async (): Promise<Readiness> => {
    if (this.app && this.probe) return { checks: { ...(await this.probe.check()), catalogue: 'ok' } };
    const progress = this.catalog?.readiness() ?? { loaded: 0, total: null };
    return {
      checks: { database: 'pending', migrations: 'pending', catalogue: 'loading', mail: 'pending' },
      ...progress,
    };
  };

  fetch = (request: Request, bindings?: unknown): Response | Promise<Response> =>
    answerHealth(request, this.readiness) ??
    (this.app ? this.app.fetch(request, bindings) : answerStarting(request, this.storeName));
}
