import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { deferBootstrap, firstScreenFirst, firstScreenStream } from './first-screen-scripts.ts';

/** A document shaped like React Router's (attributes in React's order, its bootstrap verbatim). */
const NONCE = 'bm9uY2U=';
const doc = (bootstrap: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><title>Güvenlik — ürünler</title>` +
  `<link rel="modulepreload" href="/assets/manifest-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/chunk-B.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-C.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/home-D.js" nonce="${NONCE}"/>` +
  `<script nonce="${NONCE}">(function(){})();</script></head><body><main><h1>Şimdi İndirimde</h1>` +
  `<img src="/images/a.svg" fetchpriority="high"/></main>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${bootstrap}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.enqueue("[1]");</script></body></html>`;
const BOOTSTRAP = [
  ';',
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-C.js";',
  'import * as route1_clientAction from "/assets/home-client-action-E.js";',
  'import * as route1_main from "/assets/home-D.js";',
  'const route1 = {...route1_clientAction,...route1_main};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-A.js");',
].join('\n');

const bootstrapOf = (html: string) => /<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('firstScreenFirst', () => {
  const html = firstScreenFirst(doc(BOOTSTRAP));

  it('takes the module preloads out of the document', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toContain('<title>Güvenlik — ürünler</title>');
    expect(html).toContain('<h1>Şimdi İndirimde</h1>');
  });

  it('defers the bootstrap: no static import, the same modules awaited in the same order, the entry last', () => {
    const code = bootstrapOf(html);
    expect(code).not.toMatch(/(^|[;\n])\s*import\s*["*]/);
    const order = [...code.matchAll(/await import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(order).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-C.js',
      '/assets/home-client-action-E.js',
      '/assets/home-D.js',
    ]);
    expect(code).toContain('const route1_clientAction = await import("/assets/home-client-action-E.js");');
    expect(code).toContain('const route1 = {...route1_clientAction,...route1_main};');
    expect(code.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    // It waits for the first screen before asking for anything.
    expect(code.indexOf('requestAnimationFrame')).toBeLessThan(code.indexOf('modulepreload'));
    expect(code.indexOf('modulepreload')).toBeLessThan(code.indexOf('await import('));
  });

  it('asks for every module that was preloaded, once the first screen is painted', () => {
    const list = JSON.parse(/\(document,(\[[^\]]*\])\);/.exec(bootstrapOf(html))![1]) as string[];
    expect(list).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-A.js',
      '/assets/chunk-B.js',
      '/assets/root-C.js',
      '/assets/home-D.js',
    ]);
  });

  it('is valid JavaScript (a module body: top-level await)', () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    expect(() => new AsyncFunction(bootstrapOf(html))).not.toThrow();
  });

  it('keeps the nonce on the bootstrap and every other script', () => {
    expect(html.match(/<script nonce="bm9uY2U="/g)).toHaveLength(4);
  });

  it.each([
    ['an import from another host', BOOTSTRAP.replace('"/assets/root-C.js"', '"https://cdn.example/root.js"')],
    ['no dynamic entry import at the end', BOOTSTRAP.replace('import("/assets/entry.client-A.js");', '')],
    ['no static import at all', 'import("/assets/entry.client-A.js");'],
  ])('leaves the document as it was when the bootstrap is not the expected shape (%s)', (_name, bootstrap) => {
    expect(firstScreenFirst(doc(bootstrap))).toBe(doc(bootstrap));
  });

  it('leaves a document without a bootstrap as it was', () => {
    const plain = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(firstScreenFirst(plain)).toBe(plain);
    expect(deferBootstrap('console.log(1)', [])).toBeNull();
  });
});

describe('firstScreenStream', () => {
  it('gives the same bytes as rewriting the whole document, however the chunks fall', async () => {
    const whole = Buffer.from(doc(BOOTSTRAP), 'utf8');
    const expected = firstScreenFirst(doc(BOOTSTRAP));
    // Chunk sizes that cut through the markers and through multi-byte characters.
    for (const size of [1, 3, 7, 64, 2048, whole.length]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < whole.length; i += size) chunks.push(whole.subarray(i, i + size));
      const out = await text(Readable.from(chunks).pipe(firstScreenStream()));
      expect(out, `chunks of ${size}`).toBe(expected);
    }
  });

  it('passes a document without a bootstrap through unchanged', async () => {
    const plain = '<!DOCTYPE html><html><body>ç</body></html>';
    expect(await text(Readable.from([Buffer.from(plain)]).pipe(firstScreenStream()))).toBe(plain);
  });
});

describe('pages as served', () => {
  let t: TestShop;
  beforeAll(async () => {
    t = await createTestShop({ withPages: true });
  });
  afterAll(() => t.close());

  it.each(['/', '/products', '/product/halo-smart-sensor'])(
    '%s: no module preload before the first paint; the deferred bootstrap names built modules',
    async (url) => {
      const res = await t.request(url, { headers: { accept: 'text/html' } });
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).not.toMatch(/<link rel="modulepreload"/);
      const code = bootstrapOf(html);
      expect(code).toContain('requestAnimationFrame');
      expect(code).not.toMatch(/(^|[;\n])\s*import\s*["*]/);
      const urls = [...code.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
      expect(urls.some((u) => u.includes('/entry.client-'))).toBe(true);
      expect(urls.some((u) => u.includes('/root-'))).toBe(true);
      for (const u of urls) expect(existsSync(path.join('build/client', u)), u).toBe(true);
    },
  );
});
