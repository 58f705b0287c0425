import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_POLICIES, isPrivatePage, referrerPolicyOf } from '#common/page-policy.ts';
import { CATALOGUE_JSON_CACHE_CONTROL } from '#server/http/catalog-json.ts';
import { SHARED_PAGE_CACHE_CONTROL } from '#server/http/page-cache.ts';
import {
  apiOperations,
  fillPath,
  MUTATING,
  pageRoutes,
  type ApiOperation,
  type PageRoute,
  type Principal,
} from '../setup/routes.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { populatedShop, PRODUCT, type World } from '../setup/world.ts';

/**
 * Security headers on every page (from the page build) and every API operation (from the
 * OpenAPI document), for an anonymous visitor, a shopper and an admin, over HTTP and HTTPS
 * (behind one trusted proxy saying so: TRUST_PROXY=1).
 */
let t: TestShop;
let world: World;
let pages: PageRoute[];
let operations: ApiOperation[];

beforeAll(async () => {
  t = await createTestShop({ withPages: true, trustProxy: 1 });
  world = await populatedShop(t);
  pages = pageRoutes(t.build!);
  operations = await apiOperations(t);
});
afterAll(() => t.close());

/** A URL for a page route: sample parameters, the catch-all as an unknown path, the confirmation with the order. */
function pageUrl(route: PageRoute): string {
  if (route.path === '/*') return '/no/such/page';
  const url = fillPath(route.path, world.samples);
  return url === '/order-confirmation' ? `${url}?order=${world.orderNumber}` : url;
}

const get = (url: string, principal: Principal, headers: Record<string, string> = {}) =>
  t.request(url, {
    headers: { accept: 'text/html', cookie: world.cookies[principal](), ...headers },
    redirect: 'manual',
  });

function nonceOf(res: Response): string {
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /script-src[^;]*'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, `a nonce in the CSP: ${csp}`).toBeTruthy();
  return nonce!;
}

/**
 * A page from a shared render (docs/decisions/008) carries no nonce: its policy allows 'self' and
 * the hashes of exactly its own inline scripts (data blocks need none), and nothing else.
 */
function expectScriptHashes(res: Response, html: string, what: string) {
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  expect(inline.length, `${what}: inline scripts`).toBeGreaterThan(0);
  expect(new Set(scriptSrc.split(' ')), `${what}: script-src`).toEqual(new Set(["'self'", ...inline]));
  expect(html, `${what}: no nonce attributes`).not.toMatch(/<script\b[^>]*\bnonce=/);
}

/** Whether a page's answer comes from the shared render (a stored page, filled in for a signed-in visitor). */
const fromSharedRender = (path: string, principal: Principal, status: number) =>
  (status === 200 || status === 404) && !isPrivatePage(path, principal !== 'anonymous');

/**
 * What every response carries, page or API, whoever asks. `framedBy`: the one response the shop
 * itself may frame (the back office's mail preview). `path`: a page whose URL holds a secret
 * (common/page-policy.ts, the reset link) sends no referrer at all.
 */
function expectCommonHeaders(
  res: Response,
  what: string,
  {
    framedBy = "'none'",
    path = '',
    document = true,
  }: { framedBy?: "'none'" | "'self'"; path?: string; document?: boolean } = {},
) {
  const h = res.headers;
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, `${what}: CSP`).toMatch(/(^|;\s*)object-src 'none'/);
  expect(csp, `${what}: CSP base-uri`).toMatch(/(^|;\s*)base-uri '(none|self)'/);
  expect(csp, `${what}: CSP frame-ancestors`).toMatch(new RegExp(`(^|;\\s*)frame-ancestors ${framedBy}(;|$)`));
  expect(h.get('x-frame-options'), what).toBe(framedBy === "'self'" ? 'SAMEORIGIN' : 'DENY');
  expect(csp, `${what}: no unsafe-inline scripts`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  // Headers that govern a document (security.ts DOCUMENT_SECURITY_HEADERS): on pages, files and
  // the mail preview; a JSON answer runs and loads nothing (its CSP is default-src 'none').
  expect(h.get('referrer-policy'), what).toBe(document ? referrerPolicyOf(path) : null);
  expect(h.get('cross-origin-opener-policy'), what).toBe(document ? 'same-origin' : null);
  expect(h.get('permissions-policy'), what).toBe(document ? 'camera=(), microphone=(), geolocation=()' : null);
  expect(h.get('x-powered-by'), what).toBeNull();
  expect(h.get('server'), what).toBeNull();
}

/** Pages for the signed-in carry names and cart counts: no shared cache may keep them. */
function expectNotShared(res: Response, what: string) {
  expect(res.headers.get('cache-control') ?? '', what).not.toMatch(/public|s-maxage/);
}

describe('pages', () => {
  it('lists every page of the build (the catch-all and the admin pages among them)', () => {
    const paths = pages.map((p) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/products', '/product/:id', '/checkout', '/admin', '/admin/orders/:number', '/*']),
    );
    expect(pages.length).toBeGreaterThanOrEqual(30);
  });

  it.each(['anonymous', 'shopper', 'admin'] as const)(
    'send the security headers and allow only the page’s own scripts (a nonce, or a shared page’s hashes), to the %s visitor, over HTTP',
    async (principal) => {
      let shared = 0;
      for (const route of pages) {
        const url = pageUrl(route);
        const res = await get(url, principal);
        const what = `${principal} ${url} (${res.status})`;
        expect(res.status, what).toBeLessThan(500);
        expectCommonHeaders(res, what, { path: route.path });
        expect(res.headers.get('strict-transport-security'), `${what}: no HSTS over plain HTTP`).toBeNull();
        const csp = res.headers.get('content-security-policy')!;
        expect(csp, what).toMatch(/(^|;\s*)default-src 'self'/);
        expect(csp, what).toMatch(/(^|;\s*)form-action 'self'/);
        const html = await res.text();
        if (fromSharedRender(new URL(url, 'http://localhost').pathname, principal, res.status)) {
          expectScriptHashes(res, html, what);
          shared++;
          continue;
        }
        const nonce = nonceOf(res);
        expect(Buffer.from(nonce, 'base64').length, `${what}: a nonce of 128 bits`).toBeGreaterThanOrEqual(16);
        if (res.status === 200 || res.status === 404) {
          const scripts = html.match(/<script\b[^>]*>/g) ?? [];
          expect(scripts.length, `${what}: scripts`).toBeGreaterThan(0);
          for (const tag of scripts) {
            // JSON-LD is a data block, never run; everything else runs only with the nonce.
            if (/type="application\/ld\+json"/.test(tag)) continue;
            expect(tag, what).toContain(`nonce="${nonce}"`);
          }
        }
        if (isPrivatePage(new URL(url, 'http://localhost').pathname, principal !== 'anonymous')) {
          expect(res.headers.get('cache-control') ?? '', `${what}: personal page`).toMatch(/(^|,\s*)no-store(,|$)/);
        }
        if (principal !== 'anonymous') expectNotShared(res, what);
      }
      expect(shared, 'pages from the shared render').toBeGreaterThanOrEqual(10);
    },
  );

  it('make a new nonce for every response of a page rendered per request; a shared page lists its own scripts every time', async () => {
    for (const url of ['/cart', '/login']) {
      for (const principal of ['anonymous', 'shopper'] as const) {
        const nonces = new Set<string>();
        for (let i = 0; i < 3; i++) nonces.add(nonceOf(await get(url, principal)));
        expect(nonces.size, `${principal} ${url}`).toBe(3);
      }
    }
    for (const url of ['/', '/products', `/product/${PRODUCT}`]) {
      for (const principal of ['anonymous', 'shopper'] as const) {
        for (let i = 0; i < 2; i++) {
          const res = await get(url, principal);
          expectScriptHashes(res, await res.text(), `${principal} ${url}`);
        }
      }
    }
  });

  it('the not-found page (an unknown product) has the headers and its scripts’ hashes too', async () => {
    const res = await get('/product/no-such-product', 'anonymous');
    expect(res.status).toBe(404);
    expectCommonHeaders(res, '404 page');
    expectScriptHashes(res, await res.text(), '404 page');
  });

  // The shop itself speaks plain HTTP: an https request target (`GET https://…`) is no proof (attack-run.test.ts).
  it('send HSTS over HTTPS: behind a proxy saying so', async () => {
    for (const route of pages) {
      const url = pageUrl(route);
      for (const principal of ['anonymous', 'admin'] as const) {
        const proxied = await get(url, principal, { 'x-forwarded-proto': 'https' });
        for (const res of [proxied]) {
          const hsts = res.headers.get('strict-transport-security') ?? '';
          expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), `${principal} ${url}: ${hsts}`).toBeGreaterThanOrEqual(
            31536000,
          );
          expectCommonHeaders(res, `https ${principal} ${url}`, { path: route.path });
        }
      }
    }
    // A proxy that says plain HTTP gets none.
    expect(
      (await get('/', 'anonymous', { 'x-forwarded-proto': 'http' })).headers.get('strict-transport-security'),
    ).toBeNull();
  });

  it('every page route has exactly one policy (common/page-policy.ts), and every policy a route', () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const path of paths) expect(PAGE_POLICIES[path], `${path}: add it to common/page-policy.ts`).toBeDefined();
    for (const path of Object.keys(PAGE_POLICIES))
      expect(paths.has(path), `${path}: a policy without a route`).toBe(true);
    // A page for a shopper or the back office is never shared.
    for (const [path, policy] of Object.entries(PAGE_POLICIES))
      if (policy.access !== 'public') expect(policy.cache, path).toBe('never');
  });

  it('private pages and their data (client navigations) are no-store for everyone, also when they redirect or refuse', async () => {
    const privatePages = pages.filter((p) => PAGE_POLICIES[p.path]?.cache === 'never');
    expect(privatePages.map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/account',
        '/profile',
        '/orders',
        '/cart',
        '/wishlist',
        '/checkout',
        '/order-confirmation',
        '/login',
        '/register',
        '/admin',
        '/admin/orders',
      ]),
    );
    for (const route of privatePages) {
      const url = new URL(pageUrl(route), 'http://localhost');
      // React Router loads a page's data for client-side navigations from `<path>.data`.
      for (const target of [url.pathname + url.search, `${url.pathname}.data${url.search}`]) {
        for (const principal of ['anonymous', 'shopper', 'admin'] as const) {
          const res = await get(target, principal);
          expect(res.headers.get('cache-control') ?? '', `${principal} ${target} (${res.status})`).toMatch(
            /(^|,\s*)no-store(,|$)/,
          );
          if (principal !== 'anonymous') expectNotShared(res, `${principal} ${target}`);
        }
      }
    }
  });

  it('public pages are served to a visitor from the page cache (shared), never no-store; a prefilled form only to visitors', async () => {
    const publicPages = pages.filter((p) => PAGE_POLICIES[p.path]?.cache !== 'never');
    expect(publicPages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/', '/products', '/product/:id', '/about', '/contact', '/faq', '/shipping']),
    );
    let shared = 0;
    for (const route of publicPages) {
      const url = pageUrl(route);
      // A first visit: no cookie, no cart, no session.
      const res = await t.request(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
      const cacheControl = res.headers.get('cache-control') ?? '';
      expect(cacheControl, `${url} (${res.status})`).not.toMatch(/no-store/);
      if (res.status === 200) {
        expect(cacheControl, `${url}: from the page cache`).toBe(SHARED_PAGE_CACHE_CONTROL);
        shared++;
      }
      const signedIn = await get(url, 'shopper');
      if (PAGE_POLICIES[route.path]!.cache === 'anonymous')
        expect(signedIn.headers.get('cache-control') ?? '', `shopper ${url}`).toMatch(/(^|,\s*)no-store(,|$)/);
      else expect(signedIn.headers.get('cache-control') ?? '', `shopper ${url}`).not.toMatch(/no-store/);
    }
    expect(shared).toBeGreaterThanOrEqual(10);
  });

  it('form posts answer with the headers too', async () => {
    const res = await t.request('/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: 'email=nope',
      redirect: 'manual',
    });
    expect(res.status).toBe(400);
    expectCommonHeaders(res, 'POST /newsletter');
    const nonce = nonceOf(res);
    for (const tag of (await res.text()).match(/<script\b[^>]*>/g)!) expect(tag).toContain(`nonce="${nonce}"`);
  });
});

const PUBLIC_READS = new Set(['GET /api/products', 'GET /api/products/{id}', 'GET /api/search/suggestions']);

describe('API and other responses', () => {
  it('every documented operation: the strict policy, nosniff, no-store (but the public catalogue reads), no x-powered-by; HSTS only over HTTPS', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const op of operations) {
      const url = fillPath(op.template, world.samples);
      // Reads as the caller who reaches the handler; changes without a body (refused or harmless).
      const principal = MUTATING.has(op.method) ? 'anonymous' : op.principal;
      for (const proto of ['http', 'https'] as const) {
        const res = await t.request(url, {
          method: op.method,
          headers: { cookie: world.cookies[principal](), 'x-forwarded-proto': proto },
        });
        const what = `${principal} ${op.method} ${url} over ${proto} (${res.status})`;
        expect(res.status, what).toBeLessThan(500);
        // The back office's mail preview alone may be framed, by the shop's own pages only.
        const preview = op.template === '/api/admin/mail/{id}/preview' && res.status === 200;
        expectCommonHeaders(res, what, { framedBy: preview ? "'self'" : "'none'", document: preview });
        expect(res.headers.get('content-security-policy') ?? '', what).toMatch(/^default-src 'none'/);
        if (preview) expect(res.headers.get('content-security-policy'), what).toMatch(/; sandbox$/);
        // The public catalogue reads alone are shared (server/http/catalog-json.ts): the same for everyone.
        if (PUBLIC_READS.has(`${op.method} ${op.template}`) && res.status === 200)
          expect(res.headers.get('cache-control'), what).toBe(CATALOGUE_JSON_CACHE_CONTROL);
        else expect(res.headers.get('cache-control') ?? '', what).toMatch(/(^|,\s*)no-store(,|$)/);
        if (proto === 'https')
          expect(res.headers.get('strict-transport-security') ?? '', what).toMatch(/max-age=31536000/);
        else expect(res.headers.get('strict-transport-security'), what).toBeNull();
        await res.arrayBuffer();
      }
    }
  });

  it('errors answered before the routes (404, 403, 413) and the OpenAPI document', async () => {
    const responses = {
      notFound: await t.request('/api/no-such-thing'),
      crossSite: await t.json(
        '/api/cart/lines',
        'POST',
        { productId: PRODUCT, quantity: 1 },
        { origin: 'https://evil.example' },
      ),
      tooLarge: await t.request('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      }),
      doc: await t.request('/api/openapi.json'),
    };
    expect([
      responses.notFound.status,
      responses.crossSite.status,
      responses.tooLarge.status,
      responses.doc.status,
    ]).toEqual([404, 403, 413, 200]);
    for (const [what, res] of Object.entries(responses)) {
      expectCommonHeaders(res, what, { document: false });
      expect(res.headers.get('content-security-policy') ?? '', what).toMatch(/^default-src 'none'/);
    }
  });

  it('files, images, robots.txt and the sitemap carry nosniff and the policy', async () => {
    const asset = /\/assets\/[^"]+\.js/.exec(await (await get('/', 'anonymous')).text())![0];
    for (const url of ['/robots.txt', '/sitemap.xml', '/favicon.svg', asset, '/uploads/999999', '/language']) {
      const res = await t.request(url, { redirect: 'manual' });
      expect(res.status, url).toBeLessThan(500);
      expectCommonHeaders(res, url);
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
    }
  });
});
