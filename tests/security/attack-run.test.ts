import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, TEST_ADMIN, type TestShop } from '../setup/test-shop.ts';
import { uploadForm } from '../setup/world.ts';

/**
 * What an attacker run against the merged shop found (each case failed before its fix): HEAD
 * poisoning the page cache, an absolute request target counting as HTTPS, host-derived
 * robots/sitemap without a caching policy, registering the ADMIN_EMAIL address, 405s that leak
 * route names and flood the log, hang-ups logged as errors, and loose path ids.
 */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

const html = { accept: 'text/html' };

describe('HEAD', () => {
  it('does not leave an empty page in the cache for the GETs after it', async () => {
    for (const url of ['/faq', '/product/halo-smart-sensor', '/products.data', '/product/no-such-product']) {
      const head = await t.request(url, { method: 'HEAD', headers: html });
      expect(await head.text(), url).toBe('');
      for (const headers of [html, { ...html, 'accept-encoding': 'gzip' }]) {
        const get = await t.request(url, { headers });
        expect(get.status, url).toBe(head.status);
        expect((await get.arrayBuffer()).byteLength, `${url} ${JSON.stringify(headers)}`).toBeGreaterThan(100);
      }
      // Its ETag is the full page's: If-None-Match with it is a 304 only for that page.
      const again = await t.request(url, { headers: html });
      if (head.headers.get('etag')) expect(again.headers.get('etag')).toBe(head.headers.get('etag'));
    }
  });

  it('answers with the headers a GET gets', async () => {
    for (const encoding of ['', 'gzip']) {
      const headers = { ...html, ...(encoding ? { 'accept-encoding': encoding } : {}) };
      const head = await t.request('/shipping', { method: 'HEAD', headers });
      const get = await t.request('/shipping', { headers });
      for (const name of ['vary', 'content-type', 'cache-control', 'content-encoding', 'etag']) {
        expect(head.headers.get(name), `${name} (${encoding || 'identity'})`).toBe(get.headers.get(name));
      }
      expect(head.headers.get('vary')).toMatch(/Accept-Encoding/);
    }
  });
});

describe('an absolute request target over plain HTTP', () => {
  // `GET https://evil.example/faq HTTP/1.1` with `Host: shop.local`: what the server sees.
  const absolute = (path: string, init: RequestInit = {}) =>
    t.request(`https://evil.example${path}`, {
      ...init,
      headers: { host: 'shop.local', ...html, ...(init.headers as Record<string, string>) },
      redirect: 'manual',
    });

  it('is not HTTPS: no HSTS, no Secure cookie, links on the Host', async () => {
    const page = await absolute('/faq');
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const body = await page.text();
    expect(body).not.toContain('evil.example');
    expect(body).not.toContain('https://shop.local');
    const cart = await absolute('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://shop.local' },
      body: JSON.stringify({ productId: 'halo-smart-sensor', quantity: 1 }),
    });
    expect(cart.status).toBeLessThan(300);
    expect(cart.headers.getSetCookie().join()).not.toMatch(/Secure/i);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('without PUBLIC_URL, come from the Host header: never stored by a shared cache', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.request(url, { headers: { host: 'shop.local' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('with PUBLIC_URL, may be kept for an hour', async () => {
    const published = await createTestShop({ publicUrl: 'https://shop.example', withPages: true });
    try {
      for (const url of ['/robots.txt', '/sitemap.xml']) {
        const res = await published.request(url, { headers: { host: 'evil.example' } });
        expect(res.headers.get('cache-control'), url).toBe('public, max-age=3600');
        expect(await res.text()).not.toContain('evil.example');
      }
    } finally {
      await published.close();
    }
  }, 90_000); // a second shop of its own: slow to start on a loaded machine
});

describe('a post to a page without a form', () => {
  it('is a plain 405 that names no route module, and nothing is logged', async () => {
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      for (const url of ['/', '/products', '/orders', '/admin', '/products.data', '/faq.data']) {
        const res = await t.request(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'a=1',
          redirect: 'manual',
        });
        const body = await res.text();
        expect(res.status, url).toBe(405);
        expect(body, url).not.toMatch(/routes\/|did not provide|action/);
        expect(res.headers.get('allow'), url).toBe('GET, HEAD');
      }
    } finally {
      console.error = original;
    }
    expect(logged).toEqual([]);
    expect(t.logs).toEqual([]);
  });
});

describe('a client that hangs up mid-body', () => {
  it('is no server error and is not logged as one', async () => {
    for (const url of ['/contact', '/api/contact']) {
      const body = new ReadableStream({
        pull(controller) {
          controller.enqueue(new TextEncoder().encode('name=Ali&email=a%40example.com&'));
          controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        },
      });
      const type = url.startsWith('/api') ? 'application/json' : 'application/x-www-form-urlencoded';
      const res = await t.request(url, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status, url).toBe(400);
    }
    expect(t.logs).toEqual([]);
  });
});

describe('small things', () => {
  it('path ids are decimal digits only', async () => {
    const admin = await signedInAdmin(t);
    for (const id of ['0x10', '1e1', '+1', '1.0', '0b1', '0o7']) {
      const encoded = encodeURIComponent(id);
      for (const [path, method, body] of [
        [`/api/admin/messages/${encoded}`, 'GET', undefined],
        [`/api/admin/messages/${encoded}/close`, 'POST', {}],
        [`/api/admin/cancellation-requests/${encoded}/approve`, 'POST', {}],
      ] as const) {
        const res = await admin.call(path, method, body);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect((await res.json()).message).toEqual(expect.any(String));
      }
    }
  });

  it('/contact for a signed-in shopper is private, no-store (its form carries their name and e-mail)', async () => {
    const shopper = await signedInShopper(t);
    const res = await t.request('/contact', { headers: { ...html, cookie: shopper.jar.header() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('uploads vary by nothing: not by cookie, not by language', async () => {
    const admin = await signedInAdmin(t);
    const added = await t.request('/api/admin/products', {
      method: 'POST',
      headers: { cookie: admin.jar.header() },
      body: uploadForm(),
    });
    expect(added.status, await added.clone().text()).toBeLessThan(300);
    const images: { path: string }[] = (await added.json()).images ?? [];
    const upload = images.map((image) => image.path).find((src) => src.startsWith('/uploads/'));
    expect(upload).toBeTruthy();
    const res = await t.request(upload!);
    expect(res.status).toBe(200);
    expect(res.headers.get('vary')).toBeNull();
  });
});

// Last: the admin account leaves ADMIN_EMAIL for good here.
describe('ADMIN_EMAIL', () => {
  it('cannot be registered, also after the admin account moved away from it', async () => {
    const admin = await signedInAdmin(t);
    const moved = await admin.call('/api/account/profile', 'PUT', {
      name: 'Administrator',
      email: 'owner-moved@guardline.test',
    });
    expect(moved.status).toBe(200);
    for (const email of [TEST_ADMIN.email, TEST_ADMIN.email.toUpperCase()]) {
      const res = await t.json('/api/register', 'POST', { name: 'Mallory', email, password: 'a-long-password-1' });
      expect(res.status, email).toBe(409);
      expect((await res.json()).message).toMatch(/already/i);
    }
    const taken = await t.json('/api/register', 'POST', {
      name: 'Mallory',
      email: 'owner-moved@guardline.test',
      password: 'a-long-password-1',
    });
    expect(taken.status).toBe(409);
  });
});
