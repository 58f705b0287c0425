import { createHash } from 'node:crypto';
import { PERSONAL_SCRIPT_ID } from '#common/personal.ts';
import { bytesFor, encodeOnce, pickEncoding, type EncodedBytes } from './encodings.ts';
import { prepareSplice, spliceGzip, spliceIdentity, type SplicedPage } from './personal-splice.ts';
import type { Filling } from './personal-slots.ts';
import { inlineScriptHashes } from './security.ts';

/**
 * The in-process cache of shared renders (docs/decisions/004, 008): each page rendered once per
 * key and catalogue generation as the anonymous page, stored with its gzip and brotli bytes, the
 * hashes of its inline scripts (its CSP) and its static parts cut at the visitor's slots.
 *
 * An entry belongs to one catalogue generation (products, lists and the deal): when the
 * generation moves on, every entry is stale at once. Entries also age out after `ttlMs`, because
 * pages show time (the deal's countdown) and a deal ends on its own.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The anonymous page, compressed once. */
  encoded: EncodedBytes;
  /** Weak (one tag for every content coding); a hash of the page's bytes. */
  etag: string;
  /** The CSP hash sources of its inline scripts. */
  scriptHashes: string[];
  /** Cut at its holes for a visitor's copy; null for what is not an HTML document (`.data`). */
  splice: SplicedPage | null;
  generation: string;
  expiresAt: number;
  bytes: number;
};

export type PageCacheOptions = {
  /** Upper bound on stored bytes; the least recently used pages go first. */
  maxBytes?: number;
  ttlMs?: number;
  /** Pages larger than this are served but not stored. */
  maxPageBytes?: number;
  now?: () => number;
};

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private storedBytes = 0;
  private readonly maxBytes: number;
  private readonly ttlMs: number;
  private readonly maxPageBytes: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.ttlMs = options.ttlMs ?? 15_000;
    this.maxPageBytes = options.maxPageBytes ?? 2 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh entry for this key in this generation, or null. */
  get(key: string, generation: string): CachedPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.generation !== generation || entry.expiresAt <= this.now()) {
      this.delete(key);
      return null;
    }
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Prepares a rendered page (compressed, hashed, cut at its slots) and stores it; a page larger
   * than `maxPageBytes` is prepared for this response but not kept.
   */
  put(
    key: string,
    page: { status: number; headers: [string, string][]; body: Buffer },
    generation: string,
  ): CachedPage {
    const encoded = encodeOnce(page.body);
    const html = /^text\/html\b/i.test(page.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '');
    const splice = html ? prepareSplice(page.body) : null;
    const entry: CachedPage = {
      status: page.status,
      headers: page.headers,
      encoded,
      etag: `W/"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`,
      scriptHashes: html ? inlineScriptHashes(page.body.toString('utf8')) : [],
      splice,
      generation,
      expiresAt: this.now() + this.ttlMs,
      bytes: encoded.identity.length + encoded.gzip.length + encoded.br.length + (splice?.bytes ?? 0),
    };
    if (page.body.length > this.maxPageBytes) return entry;
    this.delete(key);
    this.entries.set(key, entry);
    this.storedBytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.storedBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    return entry;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.storedBytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** What a shared cache may do with a visitor's page: keep it briefly, always ask again first. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=30';
/** Pages for someone with a session or a cart: their browser may keep them, nobody else. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';

const UNCACHED_HEADERS = new Set(['set-cookie', 'content-length', 'cache-control', 'etag', 'content-encoding']);

export type PageRequest = {
  key: string;
  generation: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
  /** The shared render: the page as an anonymous visitor sees it, for everyone (no nonce, no session). */
  render: () => Promise<Response>;
  /**
   * For a visitor with a session or a cart: their state and slots (null when the page has a slot
   * nobody can fill). Null for an anonymous visitor, who gets the stored bytes.
   */
  fill: ((slots: readonly string[]) => Promise<Filling | null>) | null;
  /** The page rendered for this visitor alone (with a nonce), when the shared render cannot serve. */
  renderAlone: () => Promise<Response>;
  /** Receives the hashes of the inline scripts of the page served from a shared render (its CSP). */
  allowScripts: (hashes: string[]) => void;
};

/**
 * Serves a page from its shared render, rendering and storing it first if needed: the stored bytes
 * to an anonymous visitor, a copy with their own parts joined in (gzip, no compression) to anyone
 * else. Only complete pages without cookies of their own are shared; a matching If-None-Match
 * gets 304.
 */
export async function serveCachedPage(cache: PageCache, request: PageRequest): Promise<Response> {
  let entry = cache.get(request.key, request.generation);
  if (!entry) {
    const rendered = await request.render();
    if (!shareable(rendered)) {
      // A redirect shows nobody anything; any other answer is rendered again for this visitor.
      if (rendered.status >= 300 && rendered.status < 400) return rendered;
      await rendered.body?.cancel().catch(() => {});
      return request.renderAlone();
    }
    const body = Buffer.from(await rendered.arrayBuffer());
    const headers = [...rendered.headers].filter(([name]) => !UNCACHED_HEADERS.has(name.toLowerCase()));
    entry = cache.put(request.key, { status: rendered.status, headers, body }, request.generation);
  }
  return request.fill ? servePersonal(entry, request, request.fill) : serveAnonymous(entry, request);
}

function shareable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

function serveAnonymous(entry: CachedPage, request: PageRequest): Response {
  if (matchesEtag(request.ifNoneMatch, entry.etag) && entry.status === 200) return notModified(entry.etag, true);
  const { body, contentEncoding } = bytesFor(entry.encoded, pickEncoding(request.acceptEncoding));
  request.allowScripts(entry.scriptHashes);
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: entry.status,
    headers: headersOf(entry, entry.etag, SHARED_PAGE_CACHE_CONTROL, contentEncoding),
  });
}

/**
 * A visitor's copy: the state script and each slot's markup put into the stored page's holes.
 * Brotli streams cannot be joined like this, so the copy is gzip (or plain for a client without
 * it): stored deflate blocks between the segments deflated at put time.
 */
async function servePersonal(
  entry: CachedPage,
  request: PageRequest,
  fill: NonNullable<PageRequest['fill']>,
): Promise<Response> {
  const filling = entry.splice ? await fill(entry.splice.slots) : null;
  if (!entry.splice || !filling) return request.renderAlone();
  const etag = `${entry.etag.slice(0, -1)}.${createHash('sha256').update(filling.json).digest('base64url').slice(0, 16)}"`;
  if (matchesEtag(request.ifNoneMatch, etag) && entry.status === 200) return notModified(etag, false);
  const holes = [
    Buffer.from(`<script type="application/json" id="${PERSONAL_SCRIPT_ID}">${filling.json}</script>`),
    ...filling.contents,
  ];
  const gzip = pickEncoding(request.acceptEncoding, ['gzip']) === 'gzip';
  const body = gzip ? spliceGzip(entry.splice, holes) : spliceIdentity(entry.splice, holes);
  request.allowScripts(entry.scriptHashes);
  return new Response(body as Uint8Array<ArrayBuffer>, {
    status: entry.status,
    headers: headersOf(entry, etag, PERSONAL_PAGE_CACHE_CONTROL, gzip ? 'gzip' : undefined),
  });
}

function headersOf(entry: CachedPage, etag: string, cacheControl: string, contentEncoding?: string): Headers {
  const headers = new Headers(entry.headers);
  headers.set('ETag', etag);
  headers.set('Cache-Control', cacheControl);
  headers.append('Vary', 'Accept-Encoding');
  if (contentEncoding) headers.set('Content-Encoding', contentEncoding);
  return headers;
}

/** No body and no policy: the browser keeps the page and the CSP it has. */
function notModified(etag: string, shared: boolean): Response {
  return new Response(null, {
    status: 304,
    headers: {
      ETag: etag,
      'Cache-Control': shared ? SHARED_PAGE_CACHE_CONTROL : PERSONAL_PAGE_CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    },
  });
}
