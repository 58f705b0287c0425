import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.ts';

const big = 'Hikvision camera '.repeat(200);
const app = new Hono();
app.use('*', compression());
app.get('/page', (c) => c.html(`<p>${big}</p>`));
app.get('/small', (c) => c.text('tiny', 200, { 'content-length': '4' }));
app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/png' }));
app.get('/raw', (c) => c.html(big, 200, { 'cache-control': 'no-transform' }));
app.get('/json', (c) => c.json({ text: big }, 201));
app.get('/json-small', (c) => c.json({ message: 'Only 2 left' }, 409));

describe('compression', () => {
  it('gzips pages for clients that accept it, and says so in Vary', async () => {
    const res = await app.request('/page', { headers: { 'accept-encoding': 'br, gzip;q=0.8' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(big.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(`<p>${big}</p>`);
  });

  it('leaves the body alone without gzip in Accept-Encoding, for images, bodies of known small size and no-transform', async () => {
    for (const [path, encoding] of [
      ['/page', ''],
      ['/page', 'gzip;q=0'],
      ['/png', 'gzip'],
      ['/small', 'gzip'],
      ['/raw', 'gzip'],
    ]) {
      const res = await app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });
      expect(res.headers.get('content-encoding'), `${path} ${encoding}`).toBeNull();
    }
    const plain = await app.request('/page');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(`<p>${big}</p>`);
  });

  it('gzips a large JSON answer whole, with its length, and leaves a small one as it is', async () => {
    const res = await app.request('/json', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual({ text: big });

    const small = await app.request('/json-small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.status).toBe(409);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await small.json()).toEqual({ message: 'Only 2 left' });
  });

  it('answers HEAD with the headers a GET gets (RFC 9110 §9.3.2), and no body', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const head = await app.request('/page', { method: 'HEAD', headers });
    const get = await app.request('/page', { headers });
    for (const name of ['content-encoding', 'vary', 'content-type'])
      expect(head.headers.get(name), name).toBe(get.headers.get(name));
    expect(await head.text()).toBe('');
  });
});
