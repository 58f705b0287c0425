import { describe, expect, it } from 'vitest';
import { ShopFront, answerHealth, answerStarting, statusOf, type Checks, type Readiness } from './health.ts';

const PENDING: Checks = { database: 'pending', migrations: 'pending', catalogue: 'loading', mail: 'pending' };
const READY: Checks = { database: 'ok', migrations: 'ok', catalogue: 'ok', mail: 'ok' };
const loading: Readiness = { checks: PENDING, loaded: 1200, total: 20000 };
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`http://shop.example${path}`, { method, headers });

describe('health and readiness', () => {
  it('/healthz says the process answers, whatever the catalogue does, without cookies or caching', async () => {
    const res = (await answerHealth(get('/healthz', { cookie: 'sid=abc; lang=tr' }), () => loading))!;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('/readyz is 503 with progress and Retry-After while loading, 200 once ready', async () => {
    const waiting = (await answerHealth(get('/readyz?probe=1'), () => loading))!;
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('5');
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    expect(await waiting.json()).toEqual({ status: 'loading', loaded: 1200, total: 20000, checks: PENDING });
    const ready = (await answerHealth(get('/readyz'), () => ({ checks: READY })))!;
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(ready.headers.get('retry-after')).toBeNull();
    expect(await ready.json()).toEqual({ status: 'ready', checks: READY });
  });

  it('a failed check makes the shop unavailable, one not done yet loading; no mail worker is no failure', () => {
    expect(statusOf(READY)).toBe('ready');
    expect(statusOf({ ...READY, mail: 'off' })).toBe('ready');
    expect(statusOf(PENDING)).toBe('loading');
    expect(statusOf({ ...READY, catalogue: 'loading' })).toBe('loading');
    expect(statusOf({ ...READY, database: 'unreachable', migrations: 'unknown' })).toBe('unavailable');
    expect(statusOf({ ...READY, migrations: 'missing' })).toBe('unavailable');
    expect(statusOf({ ...READY, mail: 'stopped' })).toBe('unavailable');
    expect(statusOf({ ...READY, catalogue: 'loading', mail: 'stopped' })).toBe('unavailable');
  });

  it('answers HEAD without a body and leaves other paths and methods alone', async () => {
    const head = (await answerHealth(get('/healthz', {}, 'HEAD'), () => loading))!;
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const readyHead = (await answerHealth(get('/readyz', {}, 'HEAD'), () => loading))!;
    expect(readyHead.status).toBe(503);
    expect(readyHead.headers.get('retry-after')).toBe('5');
    expect(await readyHead.text()).toBe('');
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

  it('ShopFront answers health first, then the shop once it serves, with its live checks', async () => {
    const front = new ShopFront('Guardline');
    front.loading({ readiness: () => ({ loaded: 10, total: null }) });
    expect((await front.fetch(get('/api/products'))).status).toBe(503);
    expect(await (await front.fetch(get('/readyz'))).json()).toEqual({
      status: 'loading',
      loaded: 10,
      total: null,
      checks: PENDING,
    });
    const seen: string[] = [];
    const live = { database: 'ok', migrations: 'ok', mail: 'off' } as const;
    front.serve(
      {
        fetch: (request) => {
          seen.push(new URL(request.url).pathname);
          return new Response('shop', { status: 200 });
        },
      },
      { check: async () => live },
    );
    expect(await (await front.fetch(get('/api/products'))).text()).toBe('shop');
    const ready = await front.fetch(get('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { ...live, catalogue: 'ok' } });
    expect((await front.fetch(get('/healthz'))).status).toBe(200);
    expect(seen).toEqual(['/api/products']);
  });
});
