import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { PageCache } from './page-cache.ts';

/** Pages for visitors without a session or cart: cached in process, ETag and 304, fresh nonces. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
const inlineScriptNonces = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*?nonce="([^"]+)"/g)].map((m) => m[1]);
const inIstanbulHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

describe('anonymous pages', () => {
  it('are served with an ETag a CDN may keep, and every copy carries its own nonce', async () => {
    const first = await get('/products?category=Cameras');
    const second = await get('/products?category=Cameras');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toMatch(/Cookie/);

    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    const [htmlA, htmlB] = [await first.text(), await second.text()];
    expect(inlineScriptNonces(htmlB).length).toBeGreaterThan(0);
    expect(new Set(inlineScriptNonces(htmlA))).toEqual(new Set([a]));
    expect(new Set(inlineScriptNonces(htmlB))).toEqual(new Set([b]));
    expect(htmlB).not.toContain(a!);
    expect(htmlB.replaceAll(b!, 'N')).toBe(htmlA.replaceAll(a!, 'N'));
  });

  it('answers a matching If-None-Match with 304, no body and no new policy', async () => {
    const first = await get('/product/halo-smart-sensor');
    const etag = first.headers.get('etag')!;
    const again = await get('/product/halo-smart-sensor', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The browser keeps the page with its nonce: a new CSP would block that page's scripts.
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    const other = await get('/product/halo-smart-sensor', { 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it('keeps languages apart', async () => {
    const en = await get('/');
    const tr = await get('/', { cookie: 'lang=tr' });
    expect(await en.text()).toContain('<html lang="en"');
    expect(await tr.text()).toContain('<html lang="tr"');
    expect(tr.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('shows a catalogue change at once: a hidden product leaves the list and its page', async () => {
    const before = await get('/products');
    expect(await before.text()).toContain('href="/product/camera-junction-box"');
    const listed = async () =>
      (
        (await (await t.request('/api/products?category=accessories')).json()) as { products: { id: string }[] }
      ).products.map((p) => p.id);
    expect(await listed()).toContain('camera-junction-box');
    expect((await get('/product/camera-junction-box')).status).toBe(200);
    const admin = await signedInAdmin(t);
    expect((await admin.call('/api/admin/products/camera-junction-box/hide', 'POST')).status).toBe(200);
    const after = await get('/products', { 'if-none-match': before.headers.get('etag')! });
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain('href="/product/camera-junction-box"');
    expect((await get('/product/camera-junction-box')).status).toBe(404);
    expect(await listed()).not.toContain('camera-junction-box');
    expect((await admin.call('/api/admin/products/camera-junction-box/show', 'POST')).status).toBe(200);
    expect((await get('/product/camera-junction-box')).status).toBe(200);
  });

  it('shows a new deal at once', async () => {
    await get('/');
    const admin = await signedInAdmin(t);
    const set = await admin.call('/api/admin/deal', 'PUT', {
      productId: 'tp-link-8-port-poe-switch',
      dealPrice: '77.77',
      oldPrice: '129.99',
      stockCap: 4,
      endsAt: inIstanbulHours(3),
    });
    expect(set.status).toBe(200);
    expect(await (await get('/')).text()).toContain('$77.77');
  });

  it('are not shared with a visitor who has a cart, nor with a signed-in shopper', async () => {
    const jar = cookieJar();
    const add = await t.request('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'halo-smart-sensor', quantity: 2 }),
    });
    expect(add.status).toBeLessThan(300);
    jar.store(add);
    const withCart = await get('/products', { cookie: jar.header() });
    expect(withCart.headers.get('etag')).toBeNull();
    expect(withCart.headers.get('cache-control')).toBe('private, no-cache');
    expect(await withCart.text()).toContain('aria-label="Cart, 2 items"');

    const shopper = await signedInShopper(t, 'Cache Tester');
    const signedIn = await get('/products', { cookie: shopper.jar.header() });
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect(await signedIn.text()).toContain('Cache Tester');
  });
});

describe('PageCache', () => {
  const page = (body: string, nonce = 'NONCE') => ({
    status: 200,
    headers: [] as [string, string][],
    body: Buffer.from(body),
    nonce,
  });

  it('forgets entries of an older generation and entries past their time', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, now: () => now });
    cache.put('a', page('x'), 'g1');
    expect(cache.get('a', 'g1')).not.toBeNull();
    expect(cache.get('a', 'g2')).toBeNull();
    cache.put('a', page('x'), 'g2');
    now = 1000;
    expect(cache.get('a', 'g2')).toBeNull();
  });

  it('drops the least recently used pages beyond its byte budget', () => {
    const cache = new PageCache({ maxBytes: 10 });
    cache.put('a', page('12345'), 'g');
    cache.put('b', page('12345'), 'g');
    cache.get('a', 'g');
    cache.put('c', page('12345'), 'g');
    expect(cache.get('b', 'g')).toBeNull();
    expect(cache.get('a', 'g')).not.toBeNull();
    expect(cache.get('c', 'g')).not.toBeNull();
  });

  it('gives the same page the same tag whatever nonce it was rendered with', () => {
    const cache = new PageCache();
    const one = cache.put('a', page('<script nonce="AAA">1</script>', 'AAA'), 'g')!;
    const two = cache.put('b', page('<script nonce="BBB">1</script>', 'BBB'), 'g')!;
    const three = cache.put('c', page('<script nonce="CCC">2</script>', 'CCC'), 'g')!;
    expect(one.etag).toBe(two.etag);
    expect(three.etag).not.toBe(one.etag);
  });
});

describe('built files', () => {
  it('come precompressed, immutable, and do not vary by cookie', async () => {
    const { readdirSync } = await import('node:fs');
    const script = readdirSync('build/client/assets').find((f) => /^entry\.client-.*\.js$/.test(f))!;
    const res = await t.request(`/assets/${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});
