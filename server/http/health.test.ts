import { describe, expect, it } from 'vitest';
import { ShopFront, answerHealth, answerStarting, type Readiness } from './health.ts';

const loading: Readiness = { ready: false, loaded: 1200, total: 20000 };
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://shop.example${path}`, { method, headers });

describe('health and readiness', () => {
  it('/healthz says the process answers, whatever the catalogue does, without cookies or caching', async () => {
    const res = answerHealth(get('/healthz', { cookie: 'sid=abc; lang=tr' }), () => loading)!;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('/readyz is 503 with progress and Retry-After while loading, 200 once ready', async () => {
    const waiting = answerHealth(get('/readyz?probe=1'), () => loading)!;
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('5');
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    expect(await waiting.json()).toEqual({ status: 'loading', loaded: 1200, total: 20000 });
    const ready = answerHealth(get('/readyz'), () => ({ ready: true }))!;
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers HEAD without a body and leaves other paths and methods alone', async () => {
    const head = answerHealth(get('/healthz', {}, 'HEAD'), () => loading)!;
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(answerHealth(get('/healthz/more'), () => loading)).toBeNull();
    expect(answerHealth(get('/products'), () => loading)).toBeNull();
    expect(answerHealth(get('/healthz', {}, 'POST'), () => loading)).toBeNull();
  });

  it('while starting, the API gets JSON and pages a page that asks again, in the visitor language', async () => {
    const api = answerStarting(get('/api/products', { cookie: 'lang=tr' }), 'Guardline');
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('5');
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(await api.json()).toEqual({ message: expect.stringContaining('Mağaza açılıyor') });

    const page = answerStarting(get('/products', { accept: 'text/html', 'accept-language': 'en-GB' }), 'A <b> shop');
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('The shop is starting');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('<title>A &lt;b&gt; shop</title>');
  });

  it('ShopFront answers health first, then the shop once it serves', async () => {
    const front = new ShopFront('Guardline');
    front.loading({ readiness: () => ({ loaded: 10, total: null }) });
    expect((await front.fetch(get('/api/products'))).status).toBe(503);
    expect(await (await front.fetch(get('/readyz'))).json()).toEqual({ status: 'loading', loaded: 10, total: null });
    const seen: string[] = [];
    front.serve({
      fetch: (request) => {
        seen.push(new URL(request.url).pathname);
        return new Response('shop', { status: 200 });
      },
    });
    expect(await (await front.fetch(get('/api/products'))).text()).toBe('shop');
    expect((await front.fetch(get('/readyz'))).status).toBe(200);
    expect((await front.fetch(get('/healthz'))).status).toBe(200);
    expect(seen).toEqual(['/api/products']);
  });
});
