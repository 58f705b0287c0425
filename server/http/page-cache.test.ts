import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { PageCache, serveCachedPage, type PageRequest } from './page-cache.ts';

/**
 * Shared renders (docs/decisions/004, 008): one render per page and generation, compressed once,
 * with script hashes for its CSP; visitors with a session or a cart get it with their own parts
 * joined in.
 */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const PRODUCT = 'halo-smart-sensor';
const SOLD_OUT = 'aiphone-jos-video-intercom-kit';

const get = (url: string, headers: Record<string, string> = {}) =>
  t.request(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
const post = (url: string, form: Record<string, string>, cookie: string) =>
  t.request(url, {
    method: 'POST',
    headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });

/** The page's text, whatever content coding it came in. */
async function textOf(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  if (coding === 'gzip') return gunzipSync(bytes).toString('utf8');
  if (coding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  expect(coding).toBeNull();
  return bytes.toString('utf8');
}

const slotsOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<gl-slot data-k="([^"]*)">([\s\S]*?)<\/gl-slot>/g)].map((m) => [m[1], m[2]]));
const STATE_SCRIPT = /<script type="application\/json" id="gl-personal">([\s\S]*?)<\/script>/;
const stateOf = (html: string) => JSON.parse(STATE_SCRIPT.exec(html)?.[1] ?? 'null');
/** The page without anybody's parts: no state script, empty slots. */
const unfilled = (html: string) =>
  html.replace(STATE_SCRIPT, '').replace(/(<gl-slot data-k="[^"]*">)[\s\S]*?(<\/gl-slot>)/g, '$1$2');

const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
const scriptSrcOf = (res: Response) => /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

const inIstanbulHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

async function withCart(quantity: number) {
  const jar = cookieJar();
  const add = await t.json('/api/cart/lines', 'POST', { productId: PRODUCT, quantity });
  expect(add.status).toBeLessThan(300);
  jar.store(add);
  return jar;
}

describe('anonymous pages', () => {
  it('are one stored render: an ETag a CDN may keep, no nonce, a CSP listing the hashes of exactly its inline scripts', async () => {
    const first = await get('/products?category=Cameras');
    const second = await get('/products?category=Cameras');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(second.headers.get('etag')).toBe(etag);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=15, stale-while-revalidate=30');
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);

    const [htmlA, htmlB] = [await textOf(first), await textOf(second)];
    expect(htmlB).toBe(htmlA);
    expect(htmlA).not.toMatch(/\snonce="/);
    expect(htmlA).not.toMatch(STATE_SCRIPT);
    const listed = scriptSrcOf(first)!.split(' ');
    const hashes = inlineScriptHashes(htmlA);
    expect(hashes.length).toBeGreaterThan(3);
    expect(new Set(listed)).toEqual(new Set(["'self'", ...hashes]));
    expect(scriptSrcOf(second)).toBe(scriptSrcOf(first));
  });

  it('come in brotli or gzip as the browser asks, decoding to the same page', async () => {
    const plain = await textOf(await get('/'));
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await textOf(br)).toBe(plain);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await textOf(gzip)).toBe(plain);
  });

  it('answers a matching If-None-Match with 304, no body and no new policy', async () => {
    const first = await get(`/product/${PRODUCT}`);
    const etag = first.headers.get('etag')!;
    const again = await get(`/product/${PRODUCT}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // The browser keeps the page with its policy: nothing in a 304 replaces it.
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    const other = await get(`/product/${PRODUCT}`, { 'if-none-match': 'W/"something-else"' });
    expect(other.status).toBe(200);
  });

  it('keeps languages apart', async () => {
    const en = await get('/');
    const tr = await get('/', { cookie: 'lang=tr' });
    expect(await textOf(en)).toContain('<html lang="en"');
    expect(await textOf(tr)).toContain('<html lang="tr"');
    expect(tr.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('shows a catalogue change at once: a hidden product leaves the list and its page', async () => {
    const before = await get('/products');
    expect(await textOf(before)).toContain('href="/product/camera-junction-box"');
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
    expect(await textOf(after)).not.toContain('href="/product/camera-junction-box"');
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
    expect(await textOf(await get('/'))).toContain('$77.77');
  });
});

describe('visitors with a session or a cart', () => {
  it('get the shared page with their own parts joined into gzip: the anonymous page, their state, their slots', async () => {
    const anonymous = await textOf(await get('/products'));
    const jar = await withCart(2);
    const res = await get('/products', { cookie: jar.header(), 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    // Brotli streams cannot be joined: a visitor's copy is gzip.
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const html = await textOf(res);
    expect(unfilled(html)).toBe(unfilled(anonymous));
    expect(html).not.toBe(anonymous);
    expect(stateOf(html)).toEqual({ user: null, counts: { cart: 2, wishlist: 0 }, wished: [], alertEmail: '' });
    expect(slotsOf(html).cart).toContain('<span class="sr-only">Cart, 2 items</span>');
    expect(slotsOf(html).account).toBe('');
    // The same page, so the same scripts and the same policy.
    expect(scriptSrcOf(res)).toBe(scriptSrcOf(await get('/products')));
  });

  it('see their own values, never another shopper’s, on one cached page; the anonymous page shows nobody’s', async () => {
    const ada = await signedInShopper(t, 'Ada Personal');
    const bob = await signedInShopper(t, 'Bob Personal');
    await ada.call('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 1 });
    await ada.call('/api/wishlist/toggle', 'POST', { productId: PRODUCT });
    await bob.call('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 3 });
    for (let round = 0; round < 2; round++) {
      for (const [who, other, cart, wished] of [
        [ada, bob, 1, true],
        [bob, ada, 3, false],
      ] as const) {
        const html = await textOf(
          await get(`/product/${PRODUCT}`, { cookie: who.jar.header(), 'accept-encoding': 'gzip' }),
        );
        const state = stateOf(html);
        expect(state.user.name).toBe(who === ada ? 'Ada Personal' : 'Bob Personal');
        expect(state.counts.cart).toBe(cart);
        expect(state.wished).toEqual(wished ? [PRODUCT] : []);
        expect(slotsOf(html)[`wish:${PRODUCT}`]).toContain(`aria-pressed="${wished}"`);
        expect(slotsOf(html).cart).toContain(`Cart, ${cart} ${cart === 1 ? 'item' : 'items'}`);
        expect(slotsOf(html).account).toContain('action="/logout"');
        expect(html).not.toContain(other === ada ? 'Ada Personal' : 'Bob Personal');
        expect(html).not.toContain(other.email);
      }
    }
    const anonymous = await textOf(await get(`/product/${PRODUCT}`));
    for (const personal of ['Ada Personal', 'Bob Personal', ada.email, bob.email, 'gl-personal', 'action="/logout"'])
      expect(anonymous).not.toContain(personal);
    expect(slotsOf(anonymous)[`wish:${PRODUCT}`]).toContain('aria-pressed="false"');
    expect(slotsOf(anonymous).cart).toContain('Cart, 0 items');
  });

  it('see a cart change at once, and revalidate with a 304 while nothing changed', async () => {
    const jar = await withCart(1);
    const first = await get('/', { cookie: jar.header() });
    const etag = first.headers.get('etag')!;
    expect(etag).not.toBe((await get('/')).headers.get('etag'));
    const same = await get('/', { cookie: jar.header(), 'if-none-match': etag });
    expect(same.status).toBe(304);
    expect(same.headers.get('cache-control')).toBe('private, no-cache');
    expect(same.headers.get('content-security-policy')).toBeNull();
    const add = await t.json('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 4 }, { cookie: jar.header() });
    expect(add.status).toBeLessThan(300);
    const changed = await get('/', { cookie: jar.header(), 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(slotsOf(await textOf(changed)).cart).toContain('Cart, 4 items');
  });

  it('get plain bytes when they take no gzip, and a HEAD answers with the GET headers', async () => {
    const jar = await withCart(2);
    const cookie = jar.header();
    const plain = await get('/products', { cookie, 'accept-encoding': 'br' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const gzip = await get('/products', { cookie, 'accept-encoding': 'gzip' });
    expect(await textOf(plain)).toBe(await textOf(gzip));
    // One request id for both (else each answer carries its own).
    const same = { cookie, 'accept-encoding': 'gzip', 'x-request-id': 'head-vs-get' };
    const head = await t.request('/products', { method: 'HEAD', headers: same });
    const again = await get('/products', same);
    const headersOf = (res: Response) => [...res.headers].filter(([name]) => name !== 'content-security-policy');
    expect(headersOf(head)).toEqual(headersOf(again));
    expect(head.headers.get('content-security-policy')).toBe(again.headers.get('content-security-policy'));
    expect(await head.text()).toBe('');
  });
});

/**
 * A slot's markup as the server renders it alone must be exactly the full page's for the same
 * state, or React would hydrate over different markup. Pages rendered for the visitor alone: the
 * cart (private) for the header, a form post (no JavaScript) for the product page's slots.
 */
describe('slot markup', () => {
  const filled = async (url: string, cookie: string) =>
    slotsOf(await textOf(await get(url, { cookie, 'accept-encoding': 'gzip' })));

  it.each(['en', 'tr'])('is the full render’s for every header slot and state (%s)', async (lang) => {
    const cartOnly = await withCart(3);
    const wishOnly = cookieJar();
    wishOnly.store(await t.json('/api/wishlist/toggle', 'POST', { productId: PRODUCT }));
    const shopper = await signedInShopper(t, 'Slot Person');
    await shopper.call('/api/cart/lines', 'POST', { productId: PRODUCT, quantity: 2 });
    await shopper.call('/api/wishlist/toggle', 'POST', { productId: SOLD_OUT });
    // Rendered alone: the sign-in page for a visitor, the cart for a shopper (private pages).
    for (const [cookie, alonePage] of [
      [cartOnly.header(), '/login'],
      [wishOnly.header(), '/login'],
      [shopper.jar.header(), '/cart'],
    ]) {
      const withLang = `${cookie}; lang=${lang}`;
      const alone = slotsOf(await textOf(await get(alonePage, { cookie: withLang })));
      expect(Object.keys(alone)).toEqual(expect.arrayContaining(['cart', 'wishlist', 'account']));
      for (const url of ['/', '/products', `/product/${PRODUCT}`]) {
        const slots = await filled(url, withLang);
        for (const key of ['cart', 'wishlist', 'account']) expect(slots[key], `${url} ${key}`).toBe(alone[key]);
      }
    }
    // And the anonymous page's own slots are the filler's for the anonymous state.
    const anonymous = slotsOf(await textOf(await get('/', { cookie: `lang=${lang}` })));
    expect(anonymous.account).toBe('');
    const login = slotsOf(await textOf(await get('/login', { cookie: `lang=${lang}` })));
    for (const key of ['cart', 'wishlist', 'account']) expect(anonymous[key], key).toBe(login[key]);
  });

  it.each(['en', 'tr'])(
    'is the full render’s for the wishlist button, both states, and the back-in-stock address (%s)',
    async (lang) => {
      const shopper = await signedInShopper(t, 'Wish Person');
      const cookie = () => `${shopper.jar.header()}; lang=${lang}`;
      for (const wished of [true, false]) {
        // Without JavaScript the toggle posts the page: its answer is rendered for this visitor alone.
        const toggled = await post(`/product/${PRODUCT}`, { intent: 'wish' }, cookie());
        const alone = slotsOf(await textOf(toggled))[`wish:${PRODUCT}`];
        expect(alone).toContain(`aria-pressed="${wished}"`);
        expect((await filled(`/product/${PRODUCT}`, cookie()))[`wish:${PRODUCT}`]).toBe(alone);
      }
      const notified = await post(`/product/${SOLD_OUT}`, { intent: 'notify', email: shopper.email }, cookie());
      const alone = slotsOf(await textOf(notified))['alert-email'];
      expect(alone).toContain(`value="${shopper.email}"`);
      const page = await textOf(await get(`/product/${SOLD_OUT}`, { cookie: cookie(), 'accept-encoding': 'gzip' }));
      expect(slotsOf(page)['alert-email']).toBe(alone);
      expect(stateOf(page).alertEmail).toBe(shopper.email);
      // Nobody's address on the shared page, nor on a page without the form.
      expect(slotsOf(await textOf(await get(`/product/${SOLD_OUT}`)))['alert-email']).toContain('value=""');
      expect(stateOf(await textOf(await get(`/product/${PRODUCT}`, { cookie: cookie() }))).alertEmail).toBe('');
    },
  );

  it('cannot be made by a page’s text: a product description with slot markup stays text', async () => {
    const id = 'tp-link-poe-injector';
    const admin = await signedInAdmin(t);
    const p = await (await admin.call(`/api/admin/products/${id}`)).json();
    const before = Object.keys(slotsOf(await textOf(await get(`/product/${id}`))));
    expect(before).toContain(`wish:${id}`);
    const saved = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      title: p.title,
      description: `${p.description} <gl-slot data-k="cart">fake</gl-slot>`,
      price: (p.priceCents / 100).toFixed(2),
      oldPrice: p.oldPriceCents == null ? '' : (p.oldPriceCents / 100).toFixed(2),
      stock: p.stock,
      category: p.category,
      subcategory: p.subcategory ?? '',
      brand: p.brand,
      isNew: p.isNew,
      isFeatured: p.isFeatured,
      hidden: p.hidden,
    });
    expect(saved.status).toBe(200);
    const jar = await withCart(1);
    for (const cookie of ['', jar.header()]) {
      const html = await textOf(await get(`/product/${id}`, { cookie, 'accept-encoding': 'gzip' }));
      expect(html).toContain('&lt;gl-slot data-k=&quot;cart&quot;&gt;fake');
      expect(Object.keys(slotsOf(html))).toEqual(before);
    }
  });
});

describe('serveCachedPage', () => {
  const request = (cache: PageCache, acceptEncoding: string | undefined, renders: { count: number }) =>
    serveCachedPage(cache, {
      key: 'k',
      generation: 'g',
      ifNoneMatch: undefined,
      acceptEncoding,
      render: async () => {
        renders.count++;
        return new Response('<html><head></head><body><p>' + 'page '.repeat(500) + '</p></body></html>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
      fill: null,
      renderAlone: () => Promise.reject(new Error('not for a shareable page')),
      allowScripts: () => {},
    } satisfies PageRequest);

  it('renders once and then hands out the bytes compressed at put time, never compressing again', async () => {
    const cache = new PageCache();
    const renders = { count: 0 };
    await request(cache, undefined, renders);
    const entry = cache.get('k', 'g')!;
    for (const [accept, stored] of [
      ['gzip, deflate, br', entry.encoded.br],
      ['gzip', entry.encoded.gzip],
      [undefined, entry.encoded.identity],
    ] as const) {
      const res = await request(cache, accept, renders);
      expect(Buffer.from(await res.arrayBuffer()).equals(stored)).toBe(true);
    }
    expect(renders.count).toBe(1);
  });
});

describe('PageCache', () => {
  const page = (body: string) => ({
    status: 200,
    headers: [['content-type', 'text/html']] as [string, string][],
    body: Buffer.from(body),
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
    const entryBytes = new PageCache().put('x', page('12345'), 'g').bytes;
    const cache = new PageCache({ maxBytes: entryBytes * 2 });
    cache.put('a', page('12345'), 'g');
    cache.put('b', page('12345'), 'g');
    cache.get('a', 'g');
    cache.put('c', page('12345'), 'g');
    expect(cache.get('b', 'g')).toBeNull();
    expect(cache.get('a', 'g')).not.toBeNull();
    expect(cache.get('c', 'g')).not.toBeNull();
  });

  it('tags a page by its bytes, and keeps the hashes of its inline scripts but not of data blocks', () => {
    const cache = new PageCache();
    const one = cache.put('a', page('<head><script>1</script></head>'), 'g');
    const two = cache.put('b', page('<head><script>1</script></head>'), 'g');
    const three = cache.put(
      'c',
      page('<head><script>2</script><script type="application/json">{}</script></head>'),
      'g',
    );
    expect(one.etag).toBe(two.etag);
    expect(three.etag).not.toBe(one.etag);
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(three.scriptHashes).toEqual([sha('2')]);
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
