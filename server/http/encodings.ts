import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The content codings the shop sends, best first. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * Bytes compressed once, when they are made (a cached page, a catalogue answer), so serving them
 * again costs no compression. Brotli at a middle quality: nearly its best ratio at a fraction of
 * quality 11's time, which matters because a new catalogue generation recompresses every entry
 * on first use.
 */
export type EncodedBytes = { identity: Buffer; gzip: Buffer; br: Buffer };

export function encodeOnce(identity: Buffer): EncodedBytes {
  return {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  };
}

/** The q-value the Accept-Encoding header gives a coding (`*` counts for any not named), or 0. */
function qualityOf(header: string, coding: string): number {
  let wildcard = -1;
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const name = rawName.trim();
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    const quality = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0;
    if (name === coding) return quality;
    wildcard = quality;
  }
  return Math.max(wildcard, 0);
}

/** True when the client takes gzip (explicitly or through `*`) with a non-zero q-value. */
export function acceptsGzip(header: string | undefined): boolean {
  return !!header && qualityOf(header, 'gzip') > 0;
}

/**
 * The coding to answer with: brotli when the client takes it at least as gladly as gzip, then
 * gzip, else the plain bytes (identity is always acceptable to us: RFC 9110 §12.5.3 lets a server
 * send it unless the client refused it explicitly, and we have nothing better to offer then).
 */
export function pickEncoding(header: string | undefined, available: readonly Encoding[] = ['br', 'gzip']): Encoding {
  if (!header) return 'identity';
  const br = available.includes('br') ? qualityOf(header, 'br') : 0;
  const gzip = available.includes('gzip') ? qualityOf(header, 'gzip') : 0;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

/** The bytes for a chosen coding, and the Content-Encoding header to send with them (none for identity). */
export function bytesFor(encoded: EncodedBytes, encoding: Encoding): { body: Buffer; contentEncoding?: string } {
  if (encoding === 'identity') return { body: encoded.identity };
  return { body: encoded[encoding], contentEncoding: encoding };
}
