import { createHash } from 'node:crypto';

/**
 * The in-process cache of rendered pages for visitors without a session or a cart.
 *
 * An entry belongs to one catalogue generation (products, lists and the deal): when the
 * generation moves on, every entry is stale at once. Entries also age out after `ttlMs`, because
 * pages show time (the deal's countdown) and a deal ends on its own.
 *
 * A page carries its response's CSP nonce. The body is kept split around the nonce it was
 * rendered with, so every response served from the cache gets a fresh nonce of its own.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The body split around the render's nonce. */
  parts: Buffer[];
  /** Weak: the bytes differ by nonce, the page does not. */
  etag: string;
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

  /** Stores a rendered page; returns the entry, or null when it is too large to keep. */
  put(
    key: string,
    page: { status: number; headers: [string, string][]; body: Buffer; nonce: string },
    generation: string,
  ): CachedPage | null {
    if (page.body.length > this.maxPageBytes) return null;
    const parts = page.nonce ? splitBuffer(page.body, Buffer.from(page.nonce)) : [page.body];
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part).update('\0');
    const entry: CachedPage = {
      status: page.status,
      headers: page.headers,
      parts,
      etag: `W/"${hash.digest('base64url').slice(0, 27)}"`,
      generation,
      expiresAt: this.now() + this.ttlMs,
      bytes: page.body.length,
    };
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

/** The page's body with `nonce` in every place the render's nonce was. */
export function bodyWithNonce(entry: CachedPage, nonce: string): Buffer {
  if (entry.parts.length === 1) return entry.parts[0];
  const glue = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  entry.parts.forEach((part, i) => {
    if (i > 0) pieces.push(glue);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** True when an If-None-Match header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

function splitBuffer(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** What a shared cache may do with a visitor's page: keep it briefly, always ask again first. */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=30';
/** Pages for someone with a session or a cart: their browser may keep them, nobody else. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-cache';

const UNCACHED_HEADERS = new Set(['set-cookie', 'content-length', 'cache-control', 'etag']);

export type PageRequest = {
  method: string;
  key: string;
  generation: string;
  ifNoneMatch: string | undefined;
  nonce: string;
  render: () => Promise<Response>;
};

/**
 * Serves a visitor's page from the cache, or renders and stores it. Only complete pages without
 * cookies of their own are stored; a matching If-None-Match gets 304.
 */
export async function serveCachedPage(cache: PageCache, request: PageRequest): Promise<Response> {
  const head = request.method === 'HEAD';
  const hit = cache.get(request.key, request.generation);
  if (hit) return respond(hit, request, head, bodyWithNonce(hit, request.nonce));
  const rendered = await request.render();
  if (!storable(rendered)) return rendered;
  const body = Buffer.from(await rendered.arrayBuffer());
  const headers = [...rendered.headers].filter(([name]) => !UNCACHED_HEADERS.has(name.toLowerCase()));
  const entry = cache.put(
    request.key,
    { status: rendered.status, headers, body, nonce: request.nonce },
    request.generation,
  );
  if (!entry) return new Response(head ? null : (body as Uint8Array<ArrayBuffer>), rendered);
  return respond(entry, request, head, body);
}

function storable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('cache-control')
  );
}

function respond(entry: CachedPage, request: PageRequest, head: boolean, body: Buffer): Response {
  if (matchesEtag(request.ifNoneMatch, entry.etag) && entry.status === 200) {
    // No body and no policy: the browser keeps the page and the CSP (with its nonce) it has.
    return new Response(null, {
      status: 304,
      headers: { ETag: entry.etag, 'Cache-Control': SHARED_PAGE_CACHE_CONTROL },
    });
  }
  const headers = new Headers(entry.headers);
  headers.set('ETag', entry.etag);
  headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL);
  return new Response(head ? null : (body as Uint8Array<ArrayBuffer>), { status: entry.status, headers });
}
