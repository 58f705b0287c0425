import { ReadinessProbe } from './readiness.ts';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { createApp } from '../app.ts';
import { CatalogJson, catalogJsonServer } from './catalog-json.ts';
import { ShopFront } from './health.ts';
import { createLogger } from './log.ts';
import { RouteNames } from '../observability/routes.ts';
import { requestIdOf, requestLogListener, UserRefs, writeRequestLine } from './request-log.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('writeRequestLine', () => {
  it('writes byte for byte the line pino writes for the same fields (time aside), at the level pino would', () => {
    const made: string[] = [];
    const byPino: string[] = [];
    const handMade = createLogger({ level: 'info', destination: { write: (l) => void made.push(l) } });
    const reference = createLogger({ level: 'info', destination: { write: (l) => void byPino.push(l) } });
    const lines = [
      { reqId: 'abc-1', method: 'GET', route: '/api/products', status: 200, ms: 0.37, user: '0123456789abcdef' },
      { reqId: 'abc-2', method: 'M"\\X', route: '/product/:id', status: 499, ms: 12 },
      { reqId: 'probe', method: 'GET', route: '/healthz', status: 200, ms: 0.01 },
      { reqId: 'probe-fail', method: 'GET', route: '/readyz', status: 503, ms: 1.5 },
    ];
    for (const line of lines) {
      writeRequestLine(handMade, line);
      if (line.route === '/healthz') reference.debug(line, 'request');
      else reference.info(line, 'request');
    }
    const timeless = (l: string) => l.replace(/"time":\d+/, '"time":0');
    // The health probe's success is a debug line: not written at info.
    expect(made).toHaveLength(3);
    expect(made.map(timeless)).toEqual(byPino.map(timeless));
    for (const l of made) expect(l.endsWith('}\n')).toBe(true);
  });
});

describe('requestIdOf', () => {
  it('keeps a short, safe id and replaces anything else with a new one', () => {
    expect(requestIdOf('abc-123_X.y')).toBe('abc-123_X.y');
    expect(requestIdOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const unsafe of [
      'a'.repeat(65),
      'has space',
      'semi;colon',
      'quote"',
      'ümlaut',
      '',
      undefined,
      null,
      ['a', 'b'],
    ])
      expect(requestIdOf(unsafe), String(unsafe)).toMatch(UUID);
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

describe('RouteNames', () => {
  const names = new RouteNames(
    () => ['/api/products/:id', '/api/*', '/*'],
    ['/', '/products', '/product/:id', '/product/:id/review'],
  );
  it('names a path by its most specific pattern, never by the path itself', () => {
    expect(names.ofPath('/products')).toBe('/products');
    expect(names.ofPath('/product/cam-1')).toBe('/product/:id');
    expect(names.ofPath('/product/cam-1/review')).toBe('/product/:id/review');
    // A page's data request counts as its page.
    expect(names.ofPath('/product/cam-1.data')).toBe('/product/:id');
    expect(names.ofPath('/_root.data')).toBe('/');
    expect(names.ofPath('/')).toBe('/');
    expect(names.ofPath('/api/products/x')).toBe('/api/products/:id');
    expect(names.ofPath('/healthz')).toBe('/healthz');
    // Catch-alls name nothing: what they answer shares one name.
    expect(names.ofPath('/api/x/y')).toBe('(unmatched)');
    expect(names.ofPath('/someone@example.com')).toBe('(unmatched)');
  });
});

describe('UserRefs', () => {
  it('is a keyed hash: stable per visitor, different per visitor and per key, never the id', () => {
    const keyed = (key: string) => new UserRefs((v) => createHmac('sha256', key).update(v).digest('base64url'));
    const [a, b] = [keyed('k1'), keyed('k2')];
    expect(a.of('u:42')).toBe(a.of('u:42'));
    expect(a.of('u:42')).not.toBe(a.of('u:43'));
    expect(a.of('u:42')).not.toBe(b.of('u:42'));
    expect(a.of('u:42')).toHaveLength(16);
    expect(a.of('u:42')).not.toContain('42');
    expect(a.of(null)).toBeUndefined();
  });
});

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ logLevel: 'info' });
});
afterAll(() => t.close());

describe('X-Request-Id in process', () => {
  it('echoes a safe incoming id and replaces an unsafe one, on the API and the catalogue JSON', async () => {
    for (const url of ['/api/cart', '/api/products', '/api/products/no-such-product', '/api/nothing-here']) {
      const kept = await t.request(url, { headers: { 'x-request-id': 'lb-7f3a.9_Z' } });
      expect(kept.headers.get('x-request-id'), url).toBe('lb-7f3a.9_Z');
      const replaced = await t.request(url, { headers: { 'x-request-id': 'x'.repeat(65) } });
      expect(replaced.headers.get('x-request-id'), url).toMatch(UUID);
      const injected = await t.request(url, { headers: { 'x-request-id': 'id</script>' } });
      expect(injected.headers.get('x-request-id'), url).toMatch(UUID);
    }
    const lines = t.logs.map((l) => JSON.parse(l) as { reqId: string; route: string });
    expect(lines.filter((l) => l.reqId === 'lb-7f3a.9_Z').map((l) => l.route)).toEqual([
      '/api/cart',
      '/api/products',
      '/api/products/:id',
      '(unmatched)',
    ]);
  });
});

describe('under node, as server/main.ts serves', () => {
  it('gives every answer an id and one line, also health and the catalogue JSON fast path', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ level: 'debug', destination: { write: (l) => void lines.push(JSON.parse(l)) } });
    const app = createApp({ services: t.shop.services, signer: t.shop.signer, store: t.shop.store, logger });
    const names = new RouteNames(() => app.routes.map((r) => r.path));
    const front = new ShopFront('Test');
    front.serve(app, new ReadinessProbe(t.shop.database, null));
    const catalogJson = new CatalogJson(t.shop.services.catalog);
    const createServer = catalogJsonServer(catalogJson, (listener) =>
      requestLogListener(listener, { logger, names: () => names }),
    );
    let listening!: (port: number) => void;
    const started = new Promise<number>((resolve) => (listening = resolve));
    const server = serve({ fetch: front.fetch, port: 0, hostname: '127.0.0.1', createServer }, (info: AddressInfo) =>
      listening(info.port),
    );
    const port = await started;
    try {
      const asked = [
        ['/healthz', '/healthz', 200],
        ['/readyz?token=secret-in-query', '/readyz', 200],
        ['/api/products?search=camera', '/api/products', 200],
        ['/api/products', '/api/products', 200],
        ['/api/cart', '/api/cart', 200],
        ['/api/products/no-such-product', '/api/products/:id', 404],
      ] as const;
      const ids: string[] = [];
      for (const [i, [path, , status]] of asked.entries()) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-request-id': `probe-${i}` } });
        await res.arrayBuffer();
        expect(res.status, path).toBe(status);
        ids.push(res.headers.get('x-request-id')!);
      }
      expect(ids).toEqual(asked.map((_, i) => `probe-${i}`));
      const bad = await fetch(`http://127.0.0.1:${port}/api/products`, { headers: { 'x-request-id': 'bad id!' } });
      await bad.arrayBuffer();
      expect(bad.headers.get('x-request-id')).toMatch(UUID);
      // Lines are written when each response is done: wait for all of them.
      await vi.waitFor(() => expect(lines).toHaveLength(asked.length + 1));
      for (const [i, [path, route, status]] of asked.entries()) {
        const mine = lines.filter((l) => l.reqId === `probe-${i}`);
        expect(mine, path).toHaveLength(1);
        expect(mine[0], path).toMatchObject({ method: 'GET', route, status, msg: 'request' });
        expect(typeof mine[0].ms).toBe('number');
      }
      // A successful probe is a debug line, everything else info.
      expect(lines.find((l) => l.reqId === 'probe-0')!.level).toBe(20);
      expect(lines.find((l) => l.reqId === 'probe-2')!.level).toBe(30);
      expect(JSON.stringify(lines)).not.toMatch(/secret-in-query|search=/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
