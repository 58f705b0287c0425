import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { forwardedClient, isSecureRequest, requestOrigin } from './request.ts';

describe('forwardedClient', () => {
  it('is the socket without a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(forwardedClient('6.6.6.6', '10.0.0.2', 0)).toBe('10.0.0.2');
  });
  it('is the entry the trusted proxies added, counted from the right', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.5', '10.0.0.2', 1)).toBe('203.0.113.5');
    expect(forwardedClient('6.6.6.6, 203.0.113.5, 10.0.0.9', '10.0.0.2', 2)).toBe('203.0.113.5');
    expect(forwardedClient(' 203.0.113.5 ', '10.0.0.2', 1)).toBe('203.0.113.5');
    expect(forwardedClient('203.0.113.5', '10.0.0.2', 3)).toBe('203.0.113.5');
    expect(forwardedClient(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('X-Forwarded-Proto and -Host', () => {
  const request = new Request('http://shop.local/', {
    headers: { host: 'shop.local', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
  });
  it("are the client's own words without TRUST_PROXY", () => {
    expect(isSecureRequest(request)).toBe(false);
    expect(requestOrigin(request)).toBe('http://shop.local');
  });
  it('count behind a trusted proxy', () => {
    expect(isSecureRequest(request, 1)).toBe(true);
    expect(requestOrigin(request, 1)).toBe('https://evil.example');
  });
});

describe('a shop without TRUST_PROXY, and one with PUBLIC_URL', () => {
  let plain: TestShop;
  let published: TestShop;
  beforeAll(async () => {
    plain = await createTestShop({ withPages: true });
    published = await createTestShop({ withPages: true, trustProxy: 1, publicUrl: 'https://shop.example' });
  });
  afterAll(async () => {
    await plain.close();
    await published.close();
  });
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', host: 'shop.local' };

  it('ignores forwarded headers: no HSTS, no Secure cookie, links on the real host', async () => {
    const page = await plain.request('http://shop.local/about', { headers: forged });
    expect(page.headers.get('strict-transport-security')).toBeNull();
    const html = await page.text();
    expect(html).not.toContain('evil.example');
    expect(html).toContain('http://shop.local/about');
    const cart = await plain.request('http://shop.local/api/cart/lines', {
      method: 'POST',
      headers: { ...forged, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'halo-smart-sensor', quantity: 1 }),
    });
    expect(cart.headers.getSetCookie().join()).not.toMatch(/Secure/i);
    expect(await (await plain.request('http://shop.local/robots.txt', { headers: forged })).text()).toContain(
      'Sitemap: http://shop.local/sitemap.xml',
    );
  });

  it('over plain HTTP with an https PUBLIC_URL (a TLS terminator not declared as a proxy): HSTS and Secure cookies', async () => {
    const https = await createTestShop({ publicUrl: 'https://shop.example' });
    try {
      const cart = await https.request('http://shop.local/api/cart/lines', {
        method: 'POST',
        headers: { host: 'shop.local', origin: 'https://shop.example', 'content-type': 'application/json' },
        body: JSON.stringify({ productId: 'halo-smart-sensor', quantity: 1 }),
      });
      expect(cart.status).toBeLessThan(300);
      expect(cart.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(cart.headers.getSetCookie().join()).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });

  it('uses PUBLIC_URL for canonical links, sitemap and robots, whatever the host headers say', async () => {
    const html = await (await published.request('http://shop.local/about', { headers: forged })).text();
    expect(html).toContain('https://shop.example/about');
    expect(html).not.toContain('evil.example');
    expect(await (await published.request('http://shop.local/robots.txt', { headers: forged })).text()).toContain(
      'Sitemap: https://shop.example/sitemap.xml',
    );
    const sitemap = await (await published.request('http://shop.local/sitemap.xml', { headers: forged })).text();
    expect(sitemap).toContain('<loc>https://shop.example/about</loc>');
    expect(sitemap).not.toContain('evil.example');
  });
});
