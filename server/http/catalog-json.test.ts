import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { deals, products } from '#server/db/schema.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { CATALOGUE_JSON_CACHE_CONTROL, CatalogJson, catalogJsonServer } from './catalog-json.ts';

/**
 * The public catalogue JSON served from bytes made once per generation: the same answers as the
 * routes (which a second app over the same shop, without the fast path, gives), compressed once,
 * ETag and 304, and what it leaves to the routes (bad queries, unknown ids).
 */
let t: TestShop;
/** The same shop with the fast path off: what the routes alone answer. */
let routesOnly: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestShop();
  routesOnly = createApp({ services: t.shop.services, signer: t.shop.signer, store: t.shop.store, catalogJson: false });
});
afterAll(() => t.close());

const LIST_QUERIES = [
  '',
  '?search=kamera',
  '?search=KAMERA%C4%B0',
  `?search=${encodeURIComponent('hafıza kartı')}`,
  '?search=hikvision+switch',
  '?search=%20camera%20&sort=name-desc',
  '?category=security',
  '?category=walkie-talkie&brand=MOTOROLA',
  '?category=security&subcategory=sensors',
  '?sort=name-asc',
  '?sort=price-asc',
  '?sort=bogus',
  '?id=halo-smart-sensor,tp-link-8-port-poe-switch,unknown-id',
  '?unknown=1',
];
const URLS = [
  ...LIST_QUERIES.map((q) => `/api/products${q}`),
  '/api/search/suggestions?q=camera',
  '/api/search/suggestions?q=kamera&limit=3',
  `/api/search/suggestions?q=${encodeURIComponent('güvenlik')}`,
  '/api/products/halo-smart-sensor',
  '/api/products/hikvision-4mp-ptz-camera',
];
const LANGUAGES: Record<string, string>[] = [{}, { 'accept-language': 'tr-TR,tr;q=0.9' }, { cookie: 'lang=tr' }];

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the fast path', () => {
  it('answers byte for byte what the routes answer, in English and Turkish', async () => {
    for (const url of URLS) {
      for (const headers of LANGUAGES) {
        const what = `${url} ${JSON.stringify(headers)}`;
        const fast = await t.request(url, { headers });
        const route = await routesOnly.request(url, { headers });
        expect(fast.status, what).toBe(200);
        expect(route.status, what).toBe(200);
        // Only the fast path tags its answers: this one did not go through the route.
        expect(fast.headers.get('etag'), what).toMatch(/^"[\w-]{27}"$/);
        expect(route.headers.get('etag'), what).toBeNull();
        expect(fast.headers.get('content-type'), what).toBe(route.headers.get('content-type'));
        expect((await bytesOf(fast)).equals(await bytesOf(route)), what).toBe(true);
      }
    }
  });

  it('answers in the visitor language, and says so in Vary', async () => {
    const en = await t.request('/api/products?sort=name-asc');
    const tr = await t.request('/api/products?sort=name-asc', { headers: { cookie: 'lang=tr' } });
    expect(en.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    // A product's texts and the suggestions' titles are in the visitor's language too.
    const detail = await t.request('/api/products/halo-smart-sensor');
    expect(detail.headers.get('vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect((await t.request('/api/search/suggestions?q=camera')).headers.get('vary')).toBe(
      'Cookie, Accept-Language, Accept-Encoding',
    );
    const ids = async (res: Response) => ((await res.json()) as { products: { id: string }[] }).products;
    expect((await ids(tr)).map((p) => p.id).sort()).toEqual((await ids(en)).map((p) => p.id).sort());
  });

  it('sends brotli or gzip as asked, each decoding to the plain bytes, with its own strong ETag', async () => {
    for (const url of ['/api/products', '/api/products/halo-smart-sensor', '/api/search/suggestions?q=camera']) {
      const plain = await t.request(url);
      const identity = await bytesOf(plain);
      expect(plain.headers.get('content-encoding'), url).toBeNull();
      expect(plain.headers.get('content-length'), url).toBe(String(identity.length));
      const br = await t.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers.get('content-encoding'), url).toBe('br');
      expect(brotliDecompressSync(await bytesOf(br)).equals(identity), url).toBe(true);
      const gzip = await t.request(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding'), url).toBe('gzip');
      expect(gunzipSync(await bytesOf(gzip)).equals(identity), url).toBe(true);
      const tags = [plain, br, gzip].map((r) => r.headers.get('etag'));
      expect(new Set(tags).size, url).toBe(3);
    }
  });

  it('leaves a tiny answer uncompressed: a coding that saves nothing', async () => {
    // A search that finds nothing suggests nothing: a few bytes (a list answer carries its facets).
    const res = await t.request('/api/search/suggestions?q=zzzqqq', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ query: 'zzzqqq', results: [] });
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('answers If-None-Match with the current tag by 304 without a body, and a stale or other tag by 200', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await t.request('/api/products?category=network', { headers });
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"nope", ${etag}`, '*']) {
      const again = await t.request('/api/products?category=network', {
        headers: { ...headers, 'if-none-match': ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag'), ifNoneMatch).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(CATALOGUE_JSON_CACHE_CONTROL);
      expect(again.headers.get('content-encoding')).toBeNull();
      expect((await bytesOf(again)).length).toBe(0);
    }
    // The gzip copy's tag is not the brotli copy's.
    const gzip = await t.request('/api/products?category=network', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.status).toBe(200);
    const stale = await t.request('/api/products?category=network', {
      headers: { ...headers, 'if-none-match': '"x"' },
    });
    expect(stale.status).toBe(200);
  });

  it('moves to new bytes and a new ETag at once when the admin changes a price', async () => {
    const admin = await signedInAdmin(t);
    const id = 'tp-link-poe-injector';
    const urls = [`/api/products/${id}`, '/api/products?category=network', '/api/search/suggestions?q=injector'];
    const before = await Promise.all(urls.map((url) => t.request(url)));
    const tags = before.map((r) => r.headers.get('etag'));
    const product = await (await admin.call(`/api/admin/products/${id}`)).json();
    const edited = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      title: product.title,
      description: product.description,
      price: '123.45',
      oldPrice: '',
      stock: String(product.stock),
      category: product.category,
      subcategory: product.subcategory ?? '',
      brand: product.brand,
      isNew: product.isNew,
      isFeatured: product.isFeatured,
      hidden: product.hidden,
    });
    expect(edited.status).toBe(200);
    for (const [i, url] of urls.entries()) {
      const after = await t.request(url, { headers: { 'if-none-match': tags[i]! } });
      expect(after.status, url).toBe(200);
      expect(after.headers.get('etag'), url).not.toBe(tags[i]);
      expect(await after.text(), url).toContain('"priceCents":12345');
    }
  });

  it('moves to new bytes when the running deal is repriced in place (another process, or by hand in the database)', async () => {
    const id = 'sandisk-high-endurance-256gb';
    const db = t.shop.database.db;
    await db.update(products).set({ priceCents: 5000, stock: 40 }).where(eq(products.id, id));
    const [deal] = await db
      .insert(deals)
      .values({
        productId: id,
        dealPriceCents: 4500,
        oldPriceCents: 5000,
        stockCap: 10,
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning();
    await t.shop.services.catalog.refresh();
    const url = `/api/products/${id}`;
    expect((await (await t.request(url)).json()).priceCents).toBe(4500);
    await db.update(deals).set({ dealPriceCents: 4200 }).where(eq(deals.id, deal.id));
    await t.shop.services.catalog.refresh();
    expect((await (await t.request(url)).json()).priceCents).toBe(4200);
    await db
      .update(deals)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(deals.id, deal.id));
    await t.shop.services.catalog.refresh();
    expect((await (await t.request(url)).json()).priceCents).toBe(5000);
  });

  it('gives a signed-in shopper the same public answer, and sets no cookie, even for a dead session', async () => {
    const shopper = await signedInShopper(t);
    for (const url of ['/api/products?search=camera', '/api/products/halo-smart-sensor']) {
      const anonymous = await t.request(url);
      const signedIn = await shopper.call(url);
      expect(signedIn.headers.get('etag'), url).toBe(anonymous.headers.get('etag'));
      expect((await bytesOf(signedIn)).equals(await bytesOf(anonymous)), url).toBe(true);
      expect(signedIn.headers.getSetCookie(), url).toEqual([]);
      const dead = await t.request(url, { headers: { cookie: 'sid=not-a-session; vid=forged' } });
      expect(dead.status, url).toBe(200);
      expect(dead.headers.getSetCookie(), url).toEqual([]);
    }
  });

  it('answers a HEAD with the headers of the GET and no body', async () => {
    for (const encoding of ['', 'gzip, br']) {
      // One request id for both (else each answer carries its own).
      const headers: Record<string, string> = {
        'x-request-id': 'head-vs-get',
        ...(encoding ? { 'accept-encoding': encoding } : {}),
      };
      const get = await t.request('/api/products/halo-smart-sensor', { headers });
      const head = await t.request('/api/products/halo-smart-sensor', { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect((await bytesOf(head)).length).toBe(0);
      expect([...head.headers]).toEqual([...get.headers]);
      expect(Number(head.headers.get('content-length'))).toBe((await bytesOf(get)).length);
    }
  });

  it('carries the security headers of every API answer, and HSTS behind a trusted HTTPS proxy only', async () => {
    const behindProxy = createApp({
      services: t.shop.services,
      signer: t.shop.signer,
      store: t.shop.store,
      trustProxy: 1,
    });
    for (const url of ['/api/products', '/api/products/halo-smart-sensor', '/api/search/suggestions?q=camera']) {
      const res = await t.request(url, { headers: { 'x-forwarded-proto': 'https' } });
      const route = await routesOnly.request(url);
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
      ])
        expect(res.headers.get(name), `${url} ${name}`).toBe(route.headers.get(name));
      expect(res.headers.get('content-security-policy'), url).toMatch(/^default-src 'none'/);
      // The client's own X-Forwarded-Proto counts for nothing without a trusted proxy.
      expect(res.headers.get('strict-transport-security'), url).toBeNull();
      expect(res.headers.get('cache-control'), url).toBe(CATALOGUE_JSON_CACHE_CONTROL);
      const https = await behindProxy.request(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security'), url).toMatch(/max-age=31536000/);
      const notModified = await behindProxy.request(url, {
        headers: { 'x-forwarded-proto': 'https', 'if-none-match': https.headers.get('etag')! },
      });
      expect(notModified.status, url).toBe(304);
      expect(notModified.headers.get('strict-transport-security'), url).toMatch(/max-age=31536000/);
    }
  });
});

describe('what the fast path leaves to the routes', () => {
  it('refuses bad queries with the 400 of the route, in the visitor language', async () => {
    const tr = { 'accept-language': 'tr' };
    const unknown = await t.request('/api/products?subcategory=flying-cars', { headers: tr });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe('Bilinmeyen alt kategori.');
    const byCookie = await t.request('/api/products?subcategory=flying-cars', { headers: { cookie: 'lang=tr' } });
    expect((await byCookie.json()).message).toBe('Bilinmeyen alt kategori.');
    for (const url of [
      `/api/products?search=${'x'.repeat(300)}`,
      '/api/products?brand=a&brand=b',
      '/api/products?search=%00',
      '/api/products?foo=%00',
      '/api/search/suggestions?q=a',
      '/api/search/suggestions',
      '/api/search/suggestions?q=cam&limit=99',
    ]) {
      const fast = await t.request(url, { headers: tr });
      const route = await routesOnly.request(url, { headers: tr });
      expect(fast.status, url).toBe(400);
      expect(fast.headers.get('etag'), url).toBeNull();
      expect(await fast.json(), url).toEqual(await route.json());
    }
  });

  it('answers an unknown or hidden product with the route 404 in the visitor language', async () => {
    const res = await t.request('/api/products/no-such-thing', { headers: { cookie: 'lang=tr' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Ürün bulunamadı.' });
    expect((await t.request('/api/products/halo-smart-sensor/')).status).toBe(404);
    // A product answered (and stored) a moment ago, then hidden by the admin: gone at once.
    const id = 'wall-mount-bracket';
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);
    const admin = await signedInAdmin(t);
    const product = await (await admin.call(`/api/admin/products/${id}`)).json();
    const hidden = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      title: product.title,
      description: product.description,
      price: (product.priceCents / 100).toFixed(2),
      oldPrice: '',
      stock: String(product.stock),
      category: product.category,
      subcategory: product.subcategory ?? '',
      brand: product.brand,
      isNew: product.isNew,
      isFeatured: product.isFeatured,
      hidden: true,
    });
    expect(hidden.status).toBe(200);
    const gone = await t.request(`/api/products/${id}`, { headers: { cookie: 'lang=tr' } });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Ürün bulunamadı.' });
  });

  it('stays described in the OpenAPI document, 304 included', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    for (const path of ['/products', '/products/{id}', '/search/suggestions'])
      expect(Object.keys(doc.paths[path].get.responses), path).toEqual(expect.arrayContaining(['200', '304']));
  });
});

describe('memory', () => {
  it('keeps the stored answers within its byte budget, least recently used out', async () => {
    const json = new CatalogJson(t.shop.services.catalog, { maxBytes: 40_000 });
    const ask = (search: string) =>
      json.answer({ method: 'GET', target: `/api/products?search=${search}`, headers: {} });
    const searches = ['camera', 'switch', 'kamera', 'radio', 'poe', 'cable', 'sensor', 'intercom', 'motorola', 'hik'];
    for (const search of searches) expect(ask(search), search).toMatchObject({ status: 200 });
    expect(json.size).toBeGreaterThan(0);
    expect(json.size).toBeLessThan(searches.length);
    // The newest answers stayed; asking again still gives the right bytes.
    const again = (await ask('hik'))!;
    const route = await routesOnly.request('/api/products?search=hik');
    expect(again.body!.equals(await bytesOf(route))).toBe(true);
  });
});

describe('in the node request listener', () => {
  it('writes the same answers as the app, and hands everything else to it', async () => {
    const json = new CatalogJson(t.shop.services.catalog);
    const app = createApp({ services: t.shop.services, signer: t.shop.signer, store: t.shop.store, catalogJson: json });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: catalogJsonServer(json) });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const url of ['/api/products?search=kamera', '/api/products/halo-smart-sensor']) {
        const headers = { 'accept-encoding': 'gzip, br', 'accept-language': 'tr' };
        const viaNode = await fetch(base + url, { headers, method: 'HEAD' });
        const inProcess = await app.request(url, { headers, method: 'HEAD' });
        for (const name of ['etag', 'content-encoding', 'content-length', 'vary', 'cache-control', 'x-frame-options'])
          expect(viaNode.headers.get(name), `${url} ${name}`).toBe(inProcess.headers.get(name));
        const body = await fetch(base + url, { headers: { 'accept-language': 'tr' } });
        expect(body.status).toBe(200);
        const route = await routesOnly.request(url, { headers: { 'accept-language': 'tr' } });
        expect(Buffer.from(await body.arrayBuffer()).equals(await bytesOf(route))).toBe(true);
        const notModified = await fetch(base + url, {
          headers: { ...headers, 'if-none-match': viaNode.headers.get('etag')! },
        });
        expect(notModified.status).toBe(304);
      }
      const bad = await fetch(`${base}/api/products?subcategory=flying-cars`, { headers: { 'accept-language': 'tr' } });
      expect(bad.status).toBe(400);
      expect((await bad.json()).message).toBe('Bilinmeyen alt kategori.');
      const deal = await fetch(`${base}/api/deal`);
      expect(deal.status).toBe(200);
      expect(deal.headers.get('cache-control')).toBe('no-store');
      const missing = await fetch(`${base}/api/products/no-such-thing`);
      expect(missing.status).toBe(404);
      // Names an object has without owning them once ended the process from this listener.
      for (const name of ['constructor', 'CONSTRUCTOR', '__proto__', 'toString', 'hasOwnProperty']) {
        const odd = await fetch(`${base}/api/products?category=${name}`);
        expect(odd.status, name).toBe(200);
        expect((await odd.json()).products, name).toEqual([]);
      }
      expect((await fetch(`${base}/api/products?category=network`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
