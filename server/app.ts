import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { getI18n } from '#common/i18n/instance.ts';
import { LANGS, negotiateLang } from '#common/languages.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { cartApi } from './api/cart.ts';
import { plannerApi } from './api/planner.ts';
import { catalogApi } from './api/catalog.ts';
import { accountApi } from './api/account.ts';
import { adminCatalogApi } from './api/admin/catalog.ts';
import { adminOnly } from './api/admin/guard.ts';
import { adminMailApi } from './api/admin/mail.ts';
import { adminMessagesApi } from './api/admin/messages.ts';
import { adminReviewsApi } from './api/admin/reviews.ts';
import { reviewsApi } from './api/reviews.ts';
import { adminOrdersApi } from './api/admin/orders.ts';
import { authApi } from './api/auth.ts';
import { checkoutApi } from './api/checkout.ts';
import { contactApi } from './api/contact.ts';
import { discountsApi } from './api/discounts.ts';
import { adminDiscountsApi } from './api/admin/discounts.ts';
import { newsletterApi } from './api/newsletter.ts';
import { stockAlertsApi } from './api/stock-alerts.ts';
import { invoiceApi, ordersApi } from './api/orders.ts';
import { recoveryApi } from './api/recovery.ts';
import { apiRouter } from './api/openapi.ts';
import type { ShopLoadContext } from './context.ts';
import { getCookie } from 'hono/cookie';
import { isPrivatePage } from '#common/page-policy.ts';
import { safeRedirect } from '#common/safe-redirect.ts';
import { isSecureRequest, requestOrigin } from './http/request.ts';
import { answerUnavailable } from './http/health.ts';
import { DATABASE_RETRY_AFTER_S, databaseUnavailable, type Unavailable } from './db/unavailable.ts';
import { CatalogJson } from './http/catalog-json.ts';
import { compression } from './http/compression.ts';
import { inputGuard } from './http/input.ts';
import { silentLogger, type Logger } from './http/log.ts';
import { PageCache, PERSONAL_PAGE_CACHE_CONTROL, serveCachedPage } from './http/page-cache.ts';
import { withPagePolicy } from './http/page-access.ts';
import { SlotFiller } from './http/personal-slots.ts';
import { requestLog, UserRefs } from './http/request-log.ts';
import { pagePatterns, RouteNames, routeLabel } from './observability/routes.ts';
import { securityHeaders } from './http/security.ts';
import {
  LANG_COOKIE,
  sameOriginOnly,
  shopContext,
  type AppDeps,
  type AppEnv,
  type RequestShop,
} from './http/shop-context.ts';
import { renderRobots, renderSitemap } from './http/seo.ts';
import { ShopError } from './services/errors.ts';
import type { ShopMetrics } from './observability/metrics.ts';
import { metricsRoute, requestMetrics } from './observability/http.ts';

/** Our message for one of Hono's HTTPExceptions: its JSON parser's 400, its validator's content type check (415). */
function httpExceptionMessage(error: HTTPException): TranslationKey {
  if (error.status === 400 && /\bJSON\b/.test(error.message)) return 'errors.malformedJson';
  if (error.status === 413) return 'errors.payloadTooLarge';
  if (error.status === 415) return 'errors.jsonExpected';
  return 'errors.badRequest';
}
export type AppOptions = AppDeps & {
  /** The React Router server build; without it only the API is served (API tests). */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  clientDir?: string;
  mode?: 'production' | 'development';
  /** Request lines and failures (server/http/log.ts); default: silent. */
  logger?: Logger;
  /** Shared renders of the pages everyone may see (one per process by default; docs/decisions/008). */
  pageCache?: PageCache;
  /**
   * The public catalogue JSON made once per generation (one per process by default; main.ts
   * shares it with the node listener); `false` leaves those reads to the routes.
   */
  catalogJson?: CatalogJson | false;
  /** Times every request by route (server/observability/); without it nothing is recorded. */
  metrics?: ShopMetrics;
  /** METRICS_TOKEN: `/metrics` on this port needs it as a bearer token; unset, it answers 404. */
  metricsToken?: string;
};

const API_BODY_LIMIT = 1024 * 1024;
const SAFE_BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);
const UPLOAD_BODY_LIMIT = 11 * 1024 * 1024;
const UPLOAD_PATHS = /^\/api\/admin\/products(\/[^/]+\/images)?$/;

export function createApp(options: AppOptions) {
  const { services, store } = options;
  const trustedHops = options.trustProxy ?? 0;
  const logger = options.logger ?? silentLogger;
  const origin = (request: Request) => originOf(request, options.publicUrl, trustedHops);
  const app = new Hono<AppEnv>();

  /**
   * The database could not serve this request (no pool connection in time, PostgreSQL full or
   * away): 503 with Retry-After, a page or JSON, never a 500. Logged as a warning, not an
   * error: the cause is load or an outage, which the metrics and /readyz show.
   */
  const unavailableAnswer = (c: Context<AppEnv>, why: Unavailable) =>
    answerUnavailable(
      c.req.raw,
      store.name,
      why === 'busy' ? 'errors.busy' : 'errors.unavailable',
      DATABASE_RETRY_AFTER_S,
    );
  const warnUnavailable = (c: Context<AppEnv>, error: unknown, why: Unavailable) =>
    logger.warn(
      { err: error, reqId: c.get('requestId'), method: c.req.method, route: routeLabel(c, names) },
      why === 'busy' ? 'database busy' : 'database unavailable',
    );

  app.onError((error, c) => {
    // Before the session layer answered (the database away), the language still can be told.
    const t = c.get('shop')?.t ?? getI18n(negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'))).t;
    if (error instanceof ShopError) {
      const { retryAfter, fieldErrors, ...rest } = error.details as {
        retryAfter?: number;
        fieldErrors?: Record<string, TranslationKey>;
      };
      if (retryAfter) c.header('Retry-After', String(retryAfter));
      const translated = fieldErrors
        ? Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, t(v)]))
        : undefined;
      return c.json(
        // The details fill the message's placeholders ("These product ids are not in the catalogue: {{ids}}").
        { message: t(error.messageKey, rest), ...rest, ...(translated ? { fieldErrors: translated } : {}) },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      // Hono's own refusals (a body that is not JSON, another content type) speak English: the
      // caller gets ours, in their language.
      const status = error.status >= 400 && error.status < 500 ? error.status : 400;
      return c.json({ message: t(httpExceptionMessage(error)) }, status);
    }
    const unavailable = c.req.raw.signal.aborted ? null : databaseUnavailable(error);
    if (unavailable) {
      warnUnavailable(c, error, unavailable);
      return unavailableAnswer(c, unavailable);
    }
    // The client hung up mid-body: nobody reads the answer, and it is no fault of ours to log.
    if (clientGone(error, c.req.raw)) return c.json({ message: t('errors.badRequest') }, 400);
    const requestId = c.get('requestId');
    logger.error({ err: error, reqId: requestId, method: c.req.method, route: routeLabel(c, names) }, 'request failed');
    // The id lets a shopper quote this failure and an operator find its line.
    return c.json({ message: t('errors.generic'), requestId }, 500);
  });

  // Outermost: every answer gets its request id and (in process) its log line.
  const pages = typeof options.build === 'object' ? options.build : undefined;
  const names = new RouteNames(() => app.routes.map((r) => r.path), pages ? pagePatterns(pages) : []);
  app.use('*', requestLog({ logger, names, refs: new UserRefs((value) => options.signer.mac(value)) }));
  // Times every answer, the catalogue JSON's too.
  if (options.metrics) app.use('*', requestMetrics(options.metrics, names));

  // First: the public catalogue JSON needs no session, nonce or compression per response.
  const catalogJson =
    options.catalogJson ?? new CatalogJson(services.catalog, { trustProxy: trustedHops, publicUrl: options.publicUrl });
  if (catalogJson) app.use('*', catalogJson.middleware());
  // Outermost: a HEAD is answered exactly as a GET (same headers, same cache entry), without the body.
  app.use('*', headAsGet());
  // Then, so it sees the final response; files on disk come precompressed instead.
  app.use('*', compression());
  app.use('*', securityHeaders(trustedHops, options.publicUrl));
  // Before files, sessions, carts and the page cache: an operator's scrape touches none of them.
  app.get('/metrics', metricsRoute(options.metrics, options.metricsToken));
  // Built files first: they need no session, language or cart, and must not vary by cookie.
  if (options.build) {
    const clientDir = options.clientDir ?? 'build/client';
    app.use('/assets/*', builtFiles(clientDir, 'public, max-age=31536000, immutable'));
    // Only the public folders touch the disk; pages go straight to the renderer.
    const publicFiles = builtFiles(clientDir, 'public, max-age=86400');
    app.use('/images/*', publicFiles);
    app.use('/favicon.svg', publicFiles);
  }
  app.use('*', sameOriginOnly(trustedHops, options.publicUrl));
  // Uploaded images are the same for everyone: served before the session and language are
  // looked at, so they vary by neither. Only the (rare) not-found message has a language.
  app.get('/uploads/:id', async (c) => {
    const file = await services.adminCatalog.getUpload(c.req.param('id'));
    if (!file) {
      const lang = negotiateLang(getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
      return c.json({ message: getI18n(lang).t('errors.notFound') }, 404, { Vary: 'Cookie, Accept-Language' });
    }
    return c.body(new Uint8Array(file.bytes), 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.use('*', shopContext(options));
  app.use('*', inputGuard());

  // JSON API
  const api = apiRouter();
  // Only requests with a body pay for the limit check (it wraps the request stream).
  const tooLarge = (c: Context<AppEnv>) => c.json({ message: c.get('shop').t('errors.payloadTooLarge') }, 413);
  const limitBody = bodyLimit({ maxSize: API_BODY_LIMIT, onError: tooLarge });
  // Image uploads (up to 5 files of 2 MB each) get room for their multipart body.
  const limitUpload = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
  api.use('*', (c, next) => {
    if (SAFE_BODYLESS.has(c.req.method)) return next();
    return UPLOAD_PATHS.test(c.req.path) ? limitUpload(c, next) : limitBody(c, next);
  });
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  api.route('/', authApi(services));
  api.route('/', recoveryApi(services));
  api.route('/', accountApi(services));
  api.route('/', catalogApi(services));
  api.route('/', cartApi(services));
  api.route('/', plannerApi(services));
  api.route('/', newsletterApi(services));
  api.route('/', stockAlertsApi(services));
  api.route('/', checkoutApi(services));
  api.route('/', discountsApi(services));
  api.route('/', ordersApi(services));
  api.route('/', invoiceApi(services, store));
  api.route('/', contactApi(services));
  api.route('/', reviewsApi(services));
  api.use('/admin/*', adminOnly());
  api.route('/admin', adminOrdersApi(services));
  api.route('/admin', adminCatalogApi(services));
  api.route('/admin', adminMessagesApi(services));
  api.route('/admin', adminMailApi(services));
  api.route('/admin', adminDiscountsApi(services));
  api.route('/admin', adminReviewsApi(services));
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${store.name} shop API`,
      version: '1.0.0',
      description: 'Every error is JSON {message, ...} with a 4xx status.',
    },
  });
  app.route('/api', api);
  app.all('/api/*', (c) => c.json({ message: c.get('shop').t('errors.notFound') }, 404));

  // The language switcher: a plain form, so it works without JavaScript.
  app.post('/language', async (c) => {
    const form = await c.req.parseBody();
    const lang = LANGS.find((l) => l === form.lang);
    if (!lang) return c.json({ message: c.get('shop').t('errors.badRequest') }, 400);
    const back = safeRedirect(form.redirectTo, '/');
    const secure = isSecureRequest(c.req.raw, trustedHops, options.publicUrl) ? '; Secure' : '';
    c.header('Set-Cookie', `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`);
    return c.redirect(back, 303);
  });

  // Their links name the shop's origin: without PUBLIC_URL that is the request's Host, which a
  // shared cache must not hand to anyone else.
  const seoCache = options.publicUrl ? 'public, max-age=3600' : 'no-store';
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', seoCache);
    return c.text(renderRobots(origin(c.req.raw)));
  });
  app.get('/sitemap.xml', (c) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', seoCache);
    return c.body(
      renderSitemap(
        origin(c.req.raw),
        services.catalog.all().map((p) => p.id),
      ),
    );
  });

  if (options.build) {
    // Each page's access, as common/page-policy.ts declares it, is checked before its loader or action.
    const build = options.build;
    const handle = createRequestHandler(
      typeof build === 'function' ? async () => withPagePolicy(await build()) : withPagePolicy(build),
      options.mode ?? 'production',
    );
    const pages = options.pageCache ?? new PageCache();
    const slots = new SlotFiller(options.build);
    app.all('*', async (c) => {
      const shop = c.get('shop');
      const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
      // A loader or action that failed because the database could not serve (React Router
      // renders its error page with a 500): the answer becomes the 503 below.
      let unavailable: Unavailable | null = null;
      const render = async (context: ShopLoadContext) => {
        const response = await handle(c.req.raw, context);
        if (!unavailable || response.status < 500) return response;
        await response.body?.cancel().catch(() => {});
        return unavailableAnswer(c, unavailable);
      };
      // A GET changes nothing, so the header's badge counts are read once per request.
      let counts: ReturnType<typeof services.cart.counts> | undefined;
      const countsOnce = () =>
        readOnly ? (counts ??= services.cart.counts(shop.owner)) : services.cart.counts(shop.owner);
      // A shared render (docs/decisions/008) sees an anonymous visitor whoever asks, and no nonce:
      // the page is everyone's, and its CSP lists its scripts' hashes.
      const contextFor = (shared: boolean): ShopLoadContext => ({
        lang: shop.lang,
        nonce: shared ? '' : c.get('nonce'),
        shared,
        store,
        origin: origin(c.req.raw),
        services,
        get owner() {
          return shared ? null : shop.owner;
        },
        ensureOwner: shop.ensureOwner,
        counts: shared ? async () => ({ cart: 0, wishlist: 0 }) : countsOnce,
        get user() {
          return shared ? null : shop.user;
        },
        get sessionToken() {
          return shared ? null : shop.sessionToken;
        },
        get address() {
          return shop.address;
        },
        signIn: shop.signIn,
        signOut: shop.signOut,
        requestId: c.get('requestId'),
        logError: (error) => {
          const why = databaseUnavailable(error);
          if (why) {
            unavailable ??= why;
            warnUnavailable(c, error, why);
          } else logger.error({ err: error, reqId: c.get('requestId'), route: routeLabel(c, names) }, 'page failed');
        },
      });
      const alone = async () => {
        const response = await plainRefusals(await render(contextFor(false)), shop);
        return response.headers.has('Cache-Control')
          ? response
          : withCacheControl(response, PERSONAL_PAGE_CACHE_CONTROL);
      };
      // Personal pages (common/page-policy.ts) must never be stored by a browser or a shared cache.
      if (isPrivatePage(c.req.path, !!shop.user))
        return withCacheControl(await plainRefusals(await render(contextFor(false)), shop), 'private, no-store');
      if (!readOnly) return alone();
      const url = new URL(c.req.url);
      const personal = !!shop.user || !(await isEmpty(countsOnce()));
      // A client navigation's data carries the visitor's own state as it is: only documents are
      // shared with (and filled for) visitors with a session or a cart. A visitor who owns a cart
      // or wishlist, even an empty one, gets data of their own too: it is rendered with their
      // state, which a write racing the counts above may already have changed (a heart).
      const document = !url.pathname.endsWith('.data');
      if ((personal || shop.owner) && !document) return alone();
      const served = await serveCachedPage(pages, {
        key: `${shop.lang} ${origin(c.req.raw)}${url.pathname}${url.search}`,
        generation: services.catalog.generation,
        ifNoneMatch: c.req.header('if-none-match'),
        acceptEncoding: c.req.header('accept-encoding'),
        render: () => render(contextFor(document)),
        fill: personal
          ? (keys) =>
              slots.fill(keys, {
                lang: shop.lang,
                user: shop.user,
                owner: shop.owner,
                counts: countsOnce,
                isWished: (owner, id) => services.cart.isWished(owner, id),
              })
          : null,
        renderAlone: alone,
        allowScripts: (hashes) => c.set('scriptHashes', hashes),
      });
      return personal && !served.headers.has('Cache-Control')
        ? withCacheControl(served, PERSONAL_PAGE_CACHE_CONTROL)
        : served;
    });
  }
  return app;
}

/** Files of the client build, precompressed where a .br/.gz sits beside them, with a caching policy. */
function builtFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    let missing = false;
    const found = await serve(c, async () => {
      missing = true;
      await next();
    });
    // serveStatic's onFound runs after the response exists, too late for a header: set it here.
    if (!missing && found) found.headers.set('Cache-Control', cacheControl);
    return found;
  };
}

/**
 * A HEAD is a GET without the body (RFC 9110 §9.3.2). Hono routes a HEAD as a GET and drops the
 * body; here the request itself says GET, so every layer (the page cache, compression, React
 * Router) does what it does for a GET: one cache entry, identical headers. The unread body is
 * cancelled so a page render does not wait for a reader that never comes.
 */
function headAsGet(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    c.req.raw = new Request(c.req.raw, { method: 'GET' });
    await next();
    c.res.body?.cancel().catch(() => {});
  };
}

/**
 * React Router answers a post to a page without an action with a 405 error page naming the
 * route module: a plain message instead (its log line is dropped in entry.server's handleError).
 */
async function plainRefusals(response: Response, shop: Pick<RequestShop, 't'>): Promise<Response> {
  if (response.status !== 405) return response;
  await response.body?.cancel().catch(() => {});
  return Response.json(
    { message: shop.t('errors.methodNotAllowed') },
    { status: 405, headers: { Allow: 'GET, HEAD' } },
  );
}

/** A request body that broke off because the client went away (Node: `aborted` / ECONNRESET). */
function clientGone(error: unknown, request: Request): boolean {
  if (request.signal.aborted) return true;
  return (
    error instanceof Error && (error.message === 'aborted' || (error as NodeJS.ErrnoException).code === 'ECONNRESET')
  );
}

async function isEmpty(counts: Promise<{ cart: number; wishlist: number }>): Promise<boolean> {
  const { cart, wishlist } = await counts;
  return cart === 0 && wishlist === 0;
}

function withCacheControl(response: Response, value: string): Response {
  const copy = new Response(response.body, response);
  copy.headers.set('Cache-Control', value);
  return copy;
}

/** PUBLIC_URL when set (canonical links, sitemap, robots, page cache keys), else what the request says. */
function originOf(request: Request, publicUrl: string | undefined, trustedHops: number): string {
  return publicUrl ? publicUrl.replace(/\/$/, '') : requestOrigin(request, trustedHops);
}
