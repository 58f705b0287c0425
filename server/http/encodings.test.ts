import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, bytesFor, encodeOnce, pickEncoding } from './encodings.ts';

describe('encodings', () => {
  it('compresses once into gzip and brotli that decode to the same bytes', () => {
    const page = Buffer.from('<p>Hikvision 4MP dome camera</p>'.repeat(300));
    const encoded = encodeOnce(page);
    expect(gunzipSync(encoded.gzip).equals(page)).toBe(true);
    expect(brotliDecompressSync(encoded.br).equals(page)).toBe(true);
    expect(encoded.br.length).toBeLessThan(page.length / 10);
    expect(bytesFor(encoded, 'identity')).toEqual({ body: page });
    expect(bytesFor(encoded, 'br').contentEncoding).toBe('br');
  });

  it('picks brotli, then gzip, honouring q-values and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(pickEncoding('BR;Q=1')).toBe('br');
    expect(pickEncoding('br;q=abc, gzip')).toBe('gzip');
  });

  it('knows when gzip is acceptable', () => {
    expect(acceptsGzip('br, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
