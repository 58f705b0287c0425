import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import { getQueryParams } from 'hono/utils/url';
import type { z } from 'zod';
import { negotiateLang, type Lang } from '#common/languages.ts';
import { listFilterOf } from '#common/product-query.ts';
import type { ProductQuery } from '#common/product-query.ts';
import { productQuerySchema, suggestQuerySchema } from '#common/schemas/catalog.ts';
import type { CatalogService } from '../services/catalog.server.ts';
import { encodeOnce, pickEncoding, type Encoding } from './encodings.ts';
import { containsNul } from './input.ts';
import { matchesEtag } from './page-cache.ts';
import { isSecureForwarded } from './request.ts';
import { answeredRequest, recordedRequest, REQUEST_ID_HEADER, withRequestIdHeader } from './request-log.ts';
import { API_CSP, FIXED_SECURITY_HEADERS, HSTS } from './security.ts';
import { LANG_COOKIE } from './shop-context.ts';

/**
 * The public catalogue JSON (`GET /api/products`, `/api/products/{id}`, `/api/search/suggestions`)
 * as bytes made once per catalogue generation, language and normalised query: identity, gzip
 * and brotli, a strong ETag per coding and the whole header list. Served ahead of the session,
 * cart, nonce and validation layers (which these answers do not need), from the node request
 * listener (`catalogJsonServer`) or as the app's first middleware. Whatever it does not answer
 * (a bad query, an unknown id, another path) goes on to the routes of server/api/catalog.ts,
 * which stay the one home of the 4xx answers and of the OpenAPI description.
 * Why and what it costs: docs/decisions/009-catalogue-json.md.
 */

/** What the answers contain: shared with the routes, so both write the same bytes. */
export const catalogueValues = {
  list: (catalog: CatalogService, q: ProductQuery, lang: Lang) =>
    catalog.listProductsWithFacets({ ...listFilterOf(q), lang }),
  suggestions: (catalog: CatalogService, { q, limit }: z.infer<typeof suggestQuerySchema>, lang: Lang) => ({
    query: q,
    results: catalog.suggest(q, limit, lang),
  }),
  detail: (catalog: CatalogService, id: string, lang: Lang) => catalog.getProduct(id, lang),
};

/**
 * Browsers revalidate every time (a 304 costs a few header bytes); a shared cache may keep an
 * answer as long as a page (docs/decisions/004): stock and deal prices move with the catalogue.
 */
export const CATALOGUE_JSON_CACHE_CONTROL = 'public, max-age=0, s-maxage=15, stale-while-revalidate=30';

const LIST_PATH = '/api/products';
const DETAIL_PREFIX = '/api/products/';
const SUGGEST_PATH = '/api/search/suggestions';
/** Product ids as they appear unencoded in a path; anything else takes the route (which decodes). */
const PLAIN_ID = /^[A-Za-z0-9._~-]{1,120}$/;
/** Refused by the input guard (400) on the normal route: left to it. */
const NUL_IN_QUERY = /%00|\0/i;
/** Raw query strings longer than this are parsed each time rather than remembered. */
const MAX_MEMO_QUERY = 1024;
/** What an entry holds beside its bodies (twelve header lists, the key), counted against the budget. */
const ENTRY_OVERHEAD = 4096;

/** Request headers by lower-case name, as node's `req.headers` holds them. */
export type HeaderBag = Record<string, string | string[] | undefined>;

export type CatalogJsonRequest = {
  method: string;
  /** The request target as sent: path and query (`/api/products?search=kamera`). */
  target: string;
  headers: HeaderBag;
};

/** The request headers the answers depend on (the Hono adapter copies only these). */
const READ_HEADERS = ['accept-encoding', 'accept-language', 'cookie', 'if-none-match', 'x-forwarded-proto'];

/** `headers` is flat (name, value, name, value…), as node's writeHead takes it. */
export type CatalogJsonAnswer = { status: 200 | 304; headers: string[]; body: Buffer | null };

type Variant = {
  etag: string;
  body: Buffer;
  /** [plain HTTP, HTTPS] */
  ok: [string[], string[]];
  notModified: [string[], string[]];
};
type Entry = { generation: string; bytes: number; variants: Record<Encoding, Variant> };
type Parsed<T> = { key: string; value: T } | null;

export type CatalogJsonOptions = {
  trustProxy?: number;
  publicUrl?: string;
  /** Upper bound on stored bytes (all three codings); the least recently used answers go first. */
  maxBytes?: number;
  /** How many distinct raw query strings keep their validated form. */
  maxQueries?: number;
  /** Told of every answer written from node's listener (metrics): method, route pattern, status, seconds. */
  onAnswered?: (method: string, route: string, status: number, seconds: number) => void;
};

export class CatalogJson {
  private entries = new RecentMap<Entry>();
  private storedBytes = 0;
  private building = new Map<string, Promise<Entry | null>>();
  private queries = new RecentMap<Parsed<unknown>>();
  /** Negotiations by header value: browsers send a handful of distinct ones. */
  private encodings = new SmallMemo<Encoding>((acceptEncoding) => pickEncoding(acceptEncoding));
  /** By `lang cookie \n Accept-Language`. */
  private languages = new SmallMemo<Lang>((both) => {
    const at = both.indexOf('\n');
    return negotiateLang(both.slice(0, at) || undefined, both.slice(at + 1));
  });
  private readonly maxBytes: number;
  private readonly maxQueries: number;

  constructor(
    private readonly catalog: CatalogService,
    private readonly options: CatalogJsonOptions = {},
  ) {
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.maxQueries = options.maxQueries ?? 2000;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The answer, or null when the normal route must answer (then nothing was written). */
  answer(request: CatalogJsonRequest): CatalogJsonAnswer | Promise<CatalogJsonAnswer | null> | null {
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const { target } = request;
    if (!target.startsWith('/api/') || target.includes('#')) return null;
    const at = target.indexOf('?');
    const path = at === -1 ? target : target.slice(0, at);
    const search = at === -1 ? '' : target.slice(at + 1);
    if (NUL_IN_QUERY.test(search)) return null;

    const catalog = this.catalog;
    const generation = catalog.generation;
    // Each branch looks its answer up first and makes a builder only on a miss: a hit allocates
    // next to nothing (this runs for every catalogue request).
    if (path === LIST_PATH) {
      const query = this.parse('list', search, productQuerySchema);
      if (!query) return null;
      const lang = this.langOf(request.headers);
      const key = `list ${lang} ${query.key}`;
      const hit = this.fresh(key, generation);
      if (hit) return this.respond(request, hit);
      return this.miss(request, key, generation, () =>
        this.make(generation, catalogueValues.list(catalog, query.value, lang)),
      );
    }
    if (path === SUGGEST_PATH) {
      const query = this.parse('suggest', search, suggestQuerySchema);
      if (!query) return null;
      const lang = this.langOf(request.headers);
      const key = `suggest ${lang} ${query.key}`;
      const hit = this.fresh(key, generation);
      if (hit) return this.respond(request, hit);
      return this.miss(request, key, generation, () =>
        this.make(generation, catalogueValues.suggestions(catalog, query.value, lang)),
      );
    }
    if (path.startsWith(DETAIL_PREFIX)) {
      const id = path.slice(DETAIL_PREFIX.length);
      if (!PLAIN_ID.test(id)) return null;
      const lang = this.langOf(request.headers);
      const key = `detail ${lang} ${id}`;
      // A stored answer proves the product is there (removing one moves the generation); on a
      // miss, unknown ids get their 404 (in the visitor's language) from the route.
      const hit = this.fresh(key, generation);
      if (hit) return this.respond(request, hit);
      return this.miss(request, key, generation, () =>
        catalog.getCard(id)
          ? catalogueValues.detail(catalog, id, lang).then((product) => product && this.make(generation, product))
          : null,
      );
    }
    return null;
  }

  /** A Hono middleware answering what it can before every other layer (in-process requests, tests). */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const url = c.req.url;
      const read: HeaderBag = {};
      for (const name of READ_HEADERS) read[name] = c.req.header(name);
      const answer = await this.answer({
        method: c.req.method,
        target: url.slice(url.indexOf('/', url.indexOf('//') + 2)),
        headers: read,
      });
      if (!answer) return next();
      const headers = new Headers();
      for (let i = 0; i < answer.headers.length; i += 2) headers.append(answer.headers[i], answer.headers[i + 1]);
      return new Response(answer.body as Uint8Array<ArrayBuffer> | null, { status: answer.status, headers });
    };
  }

  /** Answers from node's request listener, before @hono/node-server makes a Request; else `next`. */
  handleNode(req: IncomingMessage, res: ServerResponse, next: RequestListener): void {
    const url = req.url ?? '';
    const started = this.options.onAnswered ? performance.now() : 0;
    let answer: ReturnType<CatalogJson['answer']> = null;
    try {
      if (url.startsWith('/api/') && (req.method === 'GET' || req.method === 'HEAD'))
        answer = this.answer({ method: req.method, target: url, headers: req.headers });
    } catch {
      // Nothing here may throw past node's listener (that ends the process): the route answers
      // instead, and its error handler logs what went wrong.
      answer = null;
    }
    if (!answer) return void next(req, res);
    if (!(answer instanceof Promise)) return this.write(req, res, answer, started);
    answer.then(
      (ready) => (ready ? this.write(req, res, ready, started) : next(req, res)),
      // A failed build (the database away): the route answers, and the app logs it.
      () => next(req, res),
    );
  }

  private write(req: IncomingMessage, res: ServerResponse, answer: CatalogJsonAnswer, started: number): void {
    const record = recordedRequest(req);
    // The request id goes with the other headers: one writeHead, no header-by-header merge.
    res.writeHead(answer.status, record ? [...answer.headers, REQUEST_ID_HEADER, record.id] : answer.headers);
    res.end(answer.body ?? undefined);
    const route = routeOf(req.url!);
    if (record) answeredRequest(req, route, answer.status);
    this.options.onAnswered?.(req.method!, route, answer.status, (performance.now() - started) / 1000);
  }

  /** The validated form of a raw query string, memoised per string; null when the route must refuse it. */
  private parse<S extends z.ZodType>(kind: string, search: string, schema: S): Parsed<z.infer<S>> {
    const memoKey = `${kind}?${search}`;
    const known = this.queries.get(memoKey);
    if (known !== undefined) return known as Parsed<z.infer<S>>;
    // Exactly what the route's validator gets: Hono's query parsing, a repeated key as an array.
    const params = getQueryParams(`http://query.invalid/?${search}`) as Record<string, string[]>;
    const values = Object.fromEntries(Object.entries(params).map(([k, v]) => (v.length === 1 ? [k, v[0]] : [k, v])));
    const result = schema.safeParse(values);
    const parsed =
      result.success && !containsNul(result.data) ? { key: JSON.stringify(result.data), value: result.data } : null;
    if (memoKey.length <= MAX_MEMO_QUERY) {
      this.queries.set(memoKey, parsed);
      if (this.queries.size > this.maxQueries) this.queries.delete(this.queries.oldest()![0]);
    }
    return parsed;
  }

  /** The stored answer for this key in this generation, if any. */
  private fresh(key: string, generation: string): Entry | undefined {
    const hit = this.entries.get(key);
    return hit?.generation === generation ? hit : undefined;
  }

  private miss(
    request: CatalogJsonRequest,
    key: string,
    generation: string,
    build: () => Entry | null | Promise<Entry | null>,
  ): CatalogJsonAnswer | Promise<CatalogJsonAnswer | null> | null {
    const built = this.buildOnce(key, generation, build);
    if (!(built instanceof Promise)) return built && this.respond(request, built);
    return built.then((entry) => entry && this.respond(request, entry));
  }

  /** Builds and stores an entry; concurrent misses for the same answer share one build. */
  private buildOnce(
    key: string,
    generation: string,
    build: () => Entry | null | Promise<Entry | null>,
  ): Entry | null | Promise<Entry | null> {
    const flightKey = `${generation} ${key}`;
    const running = this.building.get(flightKey);
    if (running) return running;
    const made = build();
    if (!(made instanceof Promise)) return made && this.store(key, made);
    const stored = made.then((entry) => entry && this.store(key, entry)).finally(() => this.building.delete(flightKey));
    this.building.set(flightKey, stored);
    return stored;
  }

  private store(key: string, entry: Entry): Entry {
    const old = this.entries.delete(key);
    if (old) this.storedBytes -= old.bytes;
    // An answer larger than the whole budget is served, not kept.
    if (entry.bytes > this.maxBytes) return entry;
    this.entries.set(key, entry);
    this.storedBytes += entry.bytes;
    while (this.storedBytes > this.maxBytes) {
      const [oldest, { bytes }] = this.entries.oldest()!;
      this.entries.delete(oldest);
      this.storedBytes -= bytes;
    }
    return entry;
  }

  private respond(request: CatalogJsonRequest, entry: Entry): CatalogJsonAnswer {
    const { headers } = request;
    const variant = entry.variants[this.encodings.get(headerOf(headers, 'accept-encoding') ?? '')];
    const trustedHops = this.options.trustProxy ?? 0;
    const forwardedProto = trustedHops > 0 ? headerOf(headers, 'x-forwarded-proto') : undefined;
    const secure = isSecureForwarded(forwardedProto, trustedHops, this.options.publicUrl) ? 1 : 0;
    if (matchesEtag(headerOf(headers, 'if-none-match'), variant.etag))
      return { status: 304, headers: variant.notModified[secure], body: null };
    // HEAD: the GET's headers (its Content-Length included), no body.
    return { status: 200, headers: variant.ok[secure], body: request.method === 'HEAD' ? null : variant.body };
  }

  /** The visitor's language as shopContext negotiates it (the cookie first, then Accept-Language). */
  private langOf(headers: HeaderBag): Lang {
    const cookies = headerOf(headers, 'cookie');
    // Sessions make every cookie header different: only one that names a language is parsed.
    const cookie = cookies?.includes(`${LANG_COOKIE}=`) ? parseCookies(cookies, LANG_COOKIE)[LANG_COOKIE] : undefined;
    return this.languages.get(`${cookie ?? ''}\n${headerOf(headers, 'accept-language') ?? ''}`);
  }

  /** The bytes and headers of one answer, compressed once. */
  private make(generation: string, value: unknown): Entry {
    const identity = Buffer.from(JSON.stringify(value));
    const encoded = encodeOnce(identity);
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    // Product texts are in the visitor's language (cookie or Accept-Language), and lists are ordered by it.
    const vary = 'Cookie, Accept-Language, Accept-Encoding';
    const common = [
      'Cache-Control',
      CATALOGUE_JSON_CACHE_CONTROL,
      'Vary',
      vary,
      'Content-Security-Policy',
      API_CSP,
      ...Object.entries(FIXED_SECURITY_HEADERS).flat(),
      'X-Frame-Options',
      'DENY',
    ];
    const variant = (encoding: Encoding): Variant => {
      // A coding that saves nothing (a tiny answer) is not worth the client's decoding.
      const body = encoded[encoding];
      if (encoding !== 'identity' && body.length >= identity.length) return variant('identity');
      // Strong tags differ per coding (RFC 9110 §8.8.3): each is a different byte sequence.
      const etag = encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
      const notModified = ['ETag', etag, ...common];
      const ok = [
        'Content-Type',
        'application/json',
        'Content-Length',
        String(body.length),
        ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
        ...notModified,
      ];
      return {
        etag,
        body,
        ok: [ok, [...ok, 'Strict-Transport-Security', HSTS]],
        notModified: [notModified, [...notModified, 'Strict-Transport-Security', HSTS]],
      };
    };
    return {
      generation,
      bytes: identity.length + encoded.gzip.length + encoded.br.length + ENTRY_OVERHEAD,
      variants: { identity: variant('identity'), gzip: variant('gzip'), br: variant('br') },
    };
  }
}

/**
 * A Map in least-recently-used order, kept cheaply: a hit moves its key to the back only once it
 * has drifted into the older half, so most hits cost one lookup and eviction still takes the
 * entries nobody asked for lately.
 */
class RecentMap<V> {
  private slots = new Map<string, { value: V; at: number }>();
  private inserts = 0;

  get size(): number {
    return this.slots.size;
  }

  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    if (this.inserts - slot.at > this.slots.size >> 1) {
      this.slots.delete(key);
      slot.at = ++this.inserts;
      this.slots.set(key, slot);
    }
    return slot.value;
  }

  set(key: string, value: V): void {
    this.slots.delete(key);
    this.slots.set(key, { value, at: ++this.inserts });
  }

  /** Removes the key; returns what it held. */
  delete(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (slot) this.slots.delete(key);
    return slot?.value;
  }

  oldest(): [string, V] | undefined {
    for (const [key, slot] of this.slots) return [key, slot.value];
    return undefined;
  }
}

/** Results by input for a few distinct inputs; forgets them all if a client sends too many. */
class SmallMemo<V> {
  private known = new Map<string, V>();
  constructor(private readonly make: (input: string) => V) {}

  get(input: string): V {
    let value = this.known.get(input);
    if (value === undefined) {
      if (this.known.size >= 256) this.known.clear();
      value = this.make(input);
      this.known.set(input, value);
    }
    return value;
  }
}

/** The route pattern of a path this class answers, as the routes of server/api/catalog.ts name it. */
function routeOf(url: string): string {
  if (url.startsWith(DETAIL_PREFIX)) return '/api/products/:id';
  return url.startsWith(SUGGEST_PATH) ? SUGGEST_PATH : LIST_PATH;
}

function headerOf(headers: HeaderBag, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * For `serve({ createServer })` of @hono/node-server: a node:http server whose listener answers
 * the catalogue JSON itself and hands every other request to the app. `json` may be a getter:
 * the server listens before the shop has started (server/main.ts answers /healthz at once), and
 * until there is a catalogue every request goes to the listener's app. `wrap` goes around the
 * whole listener, fast path included (server/http/request-log.ts: request ids and log lines).
 */
export function catalogJsonServer(
  json: CatalogJson | (() => CatalogJson | null),
  wrap: (listener: RequestListener) => RequestListener = (listener) => listener,
): typeof createServer {
  const current = typeof json === 'function' ? json : () => json;
  return ((options: Parameters<typeof createServer>[0], listener: RequestListener) => {
    const app = withRequestIdHeader(listener);
    return createServer(
      options ?? {},
      wrap((req, res) => {
        const catalogJson = current();
        if (catalogJson) catalogJson.handleNode(req, res, app);
        else app(req, res);
      }),
    );
  }) as typeof createServer;
}
