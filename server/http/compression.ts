import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsGzip } from './encodings.ts';

const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|x-javascript|ld\+json|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
/** JSON answers are made whole in memory (c.json), never streamed. */
const JSON_TYPE = /^\s*application\/json/i;

/**
 * gzip for what the server makes per request (pages, JSON). Files on disk come precompressed
 * (see scripts/precompress-plugin.ts). Unlike hono/compress, it leaves a response it does not
 * compress untouched, which keeps @hono/node-server on its fast path for cached pages.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    const headers = res.headers;
    if (headers.has('content-encoding') || !COMPRESSIBLE.test(headers.get('content-type') ?? '')) return;
    if (/\bno-transform\b/i.test(headers.get('cache-control') ?? '')) return;
    appendVary(headers, 'Accept-Encoding');
    if (!acceptsGzip(c.req.header('accept-encoding'))) return;
    const length = headers.get('content-length');
    if (length !== null && Number(length) < MIN_BYTES) return;
    if (JSON_TYPE.test(headers.get('content-type') ?? '')) {
      // One call on the whole answer: for the small JSON of the API (an order, a refusal) a
      // compression stream's set-up costs far more than the compression, and under MIN_BYTES
      // the answer stays as it is.
      const bytes = Buffer.from(await res.arrayBuffer());
      const gzip = bytes.length >= MIN_BYTES;
      const body = gzip ? gzipSync(bytes) : bytes;
      headers.set('content-length', String(body.length));
      if (gzip) headers.set('content-encoding', 'gzip');
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const body = res.body;
    if (!body) return;
    const compressed = new Response(body.pipeThrough(new CompressionStream('gzip')), { status: res.status, headers });
    compressed.headers.delete('content-length');
    compressed.headers.set('content-encoding', 'gzip');
    c.res = undefined; // replace rather than merge: the headers are already the new response's
    c.res = compressed;
  };
}

function appendVary(headers: Headers, name: string) {
  const current = headers.get('vary');
  if (
    current === '*' ||
    current
      ?.toLowerCase()
      .split(',')
      .some((v) => v.trim() === name.toLowerCase())
  )
    return;
  headers.set('vary', current ? `${current}, ${name}` : name);
}
