import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A shared page cut at its holes, prepared so a visitor's copy is joined into gzip without
 * compressing anything per response (docs/decisions/008).
 *
 * The holes are, in page order: the visitor's state script (just before `</head>`), then the
 * content of each `<gl-slot data-k="…">` (the tags themselves stay). Each static segment is
 * deflated once as its own raw stream ending in a sync flush: byte aligned and not final, so the
 * segments and the holes' bytes (as stored blocks) can follow each other in one deflate stream.
 */
export type SplicedPage = {
  /** The slots' keys, in page order (the state script's hole comes before them). */
  slots: string[];
  /** The static bytes: one more than the holes. */
  segments: Buffer[];
  deflated: Buffer[];
  crcs: number[];
  /** Bytes held (segments are views into the page; the deflated copies are not). */
  bytes: number;
};

const HEAD_END = Buffer.from('</head>');
const SLOT_OPEN = Buffer.from('<gl-slot data-k="');
const SLOT_CLOSE = Buffer.from('</gl-slot>');
const ATTRIBUTE_END = Buffer.from('">');

/**
 * Cuts a rendered page at its holes; null for a body that is not an HTML document. Page text
 * cannot fake a slot: React escapes `<` in text and attributes, and inline JSON escapes it too.
 */
export function splitPage(body: Buffer): { slots: string[]; segments: Buffer[]; anonymous: string[] } | null {
  const head = body.indexOf(HEAD_END);
  if (head === -1) return null;
  const segments = [body.subarray(0, head)];
  const slots: string[] = [];
  const anonymous: string[] = [];
  let from = head;
  for (let at = body.indexOf(SLOT_OPEN, from); at !== -1; at = body.indexOf(SLOT_OPEN, from)) {
    const keyEnd = body.indexOf(ATTRIBUTE_END, at + SLOT_OPEN.length);
    const close = keyEnd === -1 ? -1 : body.indexOf(SLOT_CLOSE, keyEnd);
    if (close === -1) break;
    const start = keyEnd + ATTRIBUTE_END.length;
    segments.push(body.subarray(from, start));
    slots.push(unescapeAttribute(body.toString('utf8', at + SLOT_OPEN.length, keyEnd)));
    anonymous.push(body.toString('utf8', start, close));
    from = close;
  }
  segments.push(body.subarray(from));
  return { slots, segments, anonymous };
}

export function prepareSplice(body: Buffer): SplicedPage | null {
  const page = splitPage(body);
  if (!page) return null;
  const deflated = page.segments.map((segment) =>
    deflateRawSync(segment, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
  );
  return {
    slots: page.slots,
    segments: page.segments,
    deflated,
    crcs: page.segments.map((segment) => crc32(segment)),
    bytes: deflated.reduce((sum, part) => sum + part.length, 0),
  };
}

/** gzip: deflate, no mtime, no flags, "unknown" OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed codes: BFINAL=1, BTYPE=01, end-of-block (RFC 1951 §3.2.6). */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED = 0xffff;

/** The page as gzip with `holes` (the state script, then each slot's content) put in: no compression work. */
export function spliceGzip(page: SplicedPage, holes: Buffer[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  page.segments.forEach((segment, i) => {
    parts.push(page.deflated[i]);
    crc = crc32Combine(crc, page.crcs[i], segment.length);
    size += segment.length;
    const hole = holes[i];
    if (!hole?.length) return;
    for (let at = 0; at < hole.length; at += MAX_STORED) {
      const block = hole.subarray(at, at + MAX_STORED);
      // A stored block: 3 header bits (not final, type 00) padded to the byte, LEN, NLEN.
      parts.push(
        Buffer.from([0, block.length & 0xff, block.length >> 8, ~block.length & 0xff, (~block.length >> 8) & 0xff]),
      );
      parts.push(block);
    }
    crc = crc32(hole, crc);
    size += hole.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The page's plain bytes with `holes` put in (for the rare client that takes no gzip). */
export function spliceIdentity(page: SplicedPage, holes: Buffer[]): Buffer {
  const parts: Buffer[] = [];
  page.segments.forEach((segment, i) => {
    parts.push(segment);
    if (holes[i]) parts.push(holes[i]);
  });
  return Buffer.concat(parts);
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
function unescapeAttribute(text: string): string {
  return text.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);
}

// CRC-32 of two pieces joined, from their CRCs and the second's length (zlib's crc32_combine):
// the static segments' CRCs are computed once, so a response only runs CRC over its own bytes.
const POLY = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial, in the reflected bit order CRC-32 uses; `a` must not be 0. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++, p = multModP(p, p)) X2N.push(p);

/** x^(n·2^k) modulo the polynomial. */
function x2nModP(n: number, k: number): number {
  let p = 0x80000000;
  while (n) {
    if (n & 1) p = multModP(X2N[k & 31], p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

export function crc32Combine(crc1: number, crc2: number, length2: number): number {
  return (multModP(x2nModP(length2, 3), crc1) ^ crc2) >>> 0;
}
