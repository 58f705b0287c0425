import type { ProductAttributes } from '#common/attributes.ts';
import type { ProductCard } from '#common/catalog-types.ts';
import type { CardTexts } from '#common/product-texts.ts';
import {
  fieldWords,
  matchWeight,
  matchedWordCount,
  queryTerms,
  queryWords,
  type IndexableProduct,
  type MatchField,
} from '#common/search.ts';
import type { Subcategory } from '#common/subcategories.ts';

/**
 * `subcategory` is the one the product is filed under, `subcategories` every one it is listed
 * under (#common/subcategories productSubcategories); `labels` their names and the category's,
 * in both languages, searched like brand and category.
 */
export type IndexedProduct = ProductCard &
  IndexableProduct & {
    labels: string;
    subcategory: string | null;
    subcategories: readonly Subcategory[];
    /** Typed data (#common/attributes); not part of the card. */
    attributes: ProductAttributes;
    /** The card's title and image text per language other than English (#common/product-texts); not part of the card. */
    cardTexts?: Partial<Record<string, CardTexts>> | null;
    /** Published reviews (the rating is their average); not part of the card. */
    reviewCount: number;
    position: number;
  };

/**
 * `postings` hold (slot << 2 | field): the best field the product has the term in. A replaced or
 * removed product's slot is dead: it keeps no product, terms or postings.
 */
type Slot = { product: IndexedProduct | null; terms: Int32Array; fields: Uint8Array };

const NO_TERMS = new Int32Array(0);
const NO_FIELDS = new Uint8Array(0);

/** Products sorted natively in one piece before merging, and merged between two looks at the clock. */
const SORT_RUN = 2048;
/** Calls `visit` with each set bit of `mask`, lowest first. */
function forEachBit(mask: number, visit: (bit: number) => void): void {
  while (mask !== 0) {
    const low = mask & -mask;
    visit(31 - Math.clz32(low));
    mask ^= low;
  }
}

export type SearchHit = { product: IndexedProduct; score: number };
/** A search's filter: a match and its place in catalogue order (its index in `all()`). */
export type Accept = (p: IndexedProduct, rank: number) => boolean;
export type SearchResult = { hits: SearchHit[]; total: number };

/**
 * What CatalogService needs from the catalogue's read model: the visible products by id and in
 * catalogue order (position, then id), kept in step by upsert/remove, and ranked search by the
 * shop's rules (#common/search). `CatalogIndex` below is the one implementation, in memory.
 *
 * This is the seam for an external search engine (docs/operations.md, "Large catalogues"): an
 * implementation that keeps the cards here and sends `search` to PostgreSQL full-text or a
 * search server. Everything here is synchronous because the in-memory index answers in
 * microseconds to milliseconds; an engine behind the network makes `search` return a Promise
 * (and CatalogService's `listProducts`/`suggest` async, three call sites awaiting them).
 */
export interface CatalogReadModel {
  readonly size: number;
  /** Moves on with every upsert and remove: what was read from the model at one version holds until it moves. */
  readonly version: number;
  get(id: string): IndexedProduct | undefined;
  /** Every visible product in catalogue order. */
  all(): IndexedProduct[];
  /** Adds or replaces a product (a hidden one is `remove`d instead). */
  upsert(product: IndexedProduct): void;
  remove(id: string): void;
  /**
   * Ranked matches; `accept` filters before the limit; `total` counts every accepted match.
   * `accept` gets each match with its place in `all()`, so a caller holding data in that order
   * finds it without a lookup.
   */
  search(query: string, limit: number, accept?: Accept): SearchResult;
  /**
   * Many changes follow (a load): stop keeping catalogue order until `settle` (or a read)
   * restores it, instead of keeping it after each one.
   */
  deferOrder(): void;
  /**
   * Does the work changes left (catalogue order after `deferOrder`) in steps of about `budgetMs`,
   * yielding between them, so a caller can give the event loop back. A read before the end
   * finishes it at once.
   */
  settle(budgetMs: number): Generator<void, void, void>;
}

/**
 * The catalogue's in-memory read model and search index (docs/product.md §4 rules from #common/search).
 *
 * Words are kept once in a vocabulary with posting lists of product slots. A query word finds
 * the indexed words it contains by looking up each of its substrings, and the indexed words
 * containing it through a bigram index over the vocabulary; so a search costs the matches, not
 * a scan of every product; a query word's counterparts in the other language (#common/search
 * queryTerms) are a few more such look-ups. Ranking (#common/search rankKey): matched query words, descending;
 * then where they matched (title, brand/category, description); ties in catalogue order.
 */
export class CatalogIndex implements CatalogReadModel {
  private slots: Slot[] = [];
  private slotById = new Map<string, number>();
  private vocabulary = new Map<string, number>();
  private terms: string[] = [];
  private postings: number[][] = [];
  private bigrams = new Map<string, number[]>();
  /**
   * Alive slots in catalogue order, kept through changes; null while deferred (an index starts
   * so: filled first, then ordered once by `settle` or the first read).
   */
  private ordered: number[] | null = null;
  private rankOf = new Int32Array(0);
  /** Moves on with every change, so a `settle` in steps knows when its work went stale. */
  private changes = 0;
  /**
   * A search's working memory, reused. Per query word, one bitset per field (title, brand and
   * category, description) over slots, `stride` words apart: a posting sets one bit, in a few
   * kilobytes that stay in the processor's cache (a per-slot array did not). `matched` is every
   * slot some query word matched; `scores` their rank keys (#common/search matchWeight sums).
   */
  private fieldBits = new Uint32Array(0);
  private matched = new Uint32Array(0);
  private scores = new Int32Array(0);
  private stride = 0;
  private termCache = new Map<string, number[]>();

  get size(): number {
    return this.slotById.size;
  }

  get version(): number {
    return this.changes;
  }

  get(id: string): IndexedProduct | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : (this.slots[slot].product ?? undefined);
  }

  /** Adds or replaces a product. */
  upsert(product: IndexedProduct): void {
    const existing = this.slotById.get(product.id);
    const before = existing === undefined ? null : this.slots[existing].product;
    const ordered = this.ordered;
    const oldRank = ordered && existing !== undefined ? this.rankOf[existing] : -1;
    if (existing !== undefined) this.detach(existing);
    const slot = this.slots.length;
    // Each word once, with the best field it appears in (fields come best first).
    const seen = new Set<string>();
    const terms: number[] = [];
    const fields: number[] = [];
    fieldWords(product).forEach((words, field) => {
      for (const word of words) {
        if (seen.has(word)) continue;
        seen.add(word);
        const term = this.termId(word);
        const code = (slot << 2) | field;
        terms.push(term);
        fields.push(field);
        this.postings[term].push(code);
      }
    });
    // Typed arrays of the exact size: a few hundred bytes less per product than growing arrays.
    this.slots.push({ product, terms: Int32Array.from(terms), fields: Uint8Array.from(fields) });
    this.slotById.set(product.id, slot);
    this.changes++;
    if (!ordered) return;
    this.ensureCapacity();
    if (oldRank >= 0 && before?.position === product.position) {
      // Same place (a price or stock change): same rank.
      ordered[oldRank] = slot;
      this.rankOf[slot] = oldRank;
      return;
    }
    if (oldRank >= 0) this.unrank(oldRank);
    this.rankAt(slot, this.rankFor(product));
  }

  /** Where a product goes in catalogue order (position, then id). */
  private rankFor(product: IndexedProduct): number {
    const ordered = this.ordered!;
    let lo = 0;
    let hi = ordered.length;
    // Products mostly arrive last (new positions): check that first.
    if (hi > 0 && compareProducts(this.slots[ordered[hi - 1]].product!, product) < 0) return hi;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareProducts(this.slots[ordered[mid]].product!, product) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Takes the slot at `rank` out of the order (ranks after it move up by one). */
  private unrank(rank: number): void {
    const ordered = this.ordered!;
    ordered.splice(rank, 1);
    for (let r = rank; r < ordered.length; r++) this.rankOf[ordered[r]] = r;
  }

  /** Puts a slot into the order at `rank` (ranks from there move down by one). */
  private rankAt(slot: number, rank: number): void {
    const ordered = this.ordered!;
    if (rank === ordered.length) ordered.push(slot);
    else ordered.splice(rank, 0, slot);
    for (let r = rank; r < ordered.length; r++) this.rankOf[ordered[r]] = r;
  }

  private ensureCapacity(): void {
    if (this.rankOf.length >= this.slots.length) return;
    const capacity = Math.max(this.slots.length, this.rankOf.length * 2, 64);
    const grow = (old: Int32Array, size: number) => {
      const next = new Int32Array(size);
      next.set(old);
      return next;
    };
    this.rankOf = grow(this.rankOf, capacity);
    // Working memory only: nothing in it outlives a search.
    this.scores = new Int32Array(capacity);
    this.stride = Math.ceil(capacity / 32);
    this.fieldBits = new Uint32Array(3 * this.stride);
    this.matched = new Uint32Array(this.stride);
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    if (this.ordered) this.unrank(this.rankOf[slot]);
    this.detach(slot);
    this.slotById.delete(id);
    this.changes++;
  }

  deferOrder(): void {
    this.ordered = null;
  }

  /** All products in catalogue order. */
  all(): IndexedProduct[] {
    return this.order().map((slot) => this.slots[slot].product!);
  }

  /**
   * Ranked matches of a query. `accept` filters (category, brand, ids) before the limit;
   * `total` counts every accepted match.
   */
  search(query: string, limit: number, accept?: Accept): SearchResult {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], total: 0 };
    this.order();
    this.ensureCapacity();
    const { postings, fieldBits, matched, scores, stride } = this;
    const blocks = Math.ceil(this.slots.length / 32);
    const weights = [0, 1, 2].map((field) => matchWeight(field as MatchField, words.length));
    matched.fill(0, 0, blocks);
    for (const word of words) {
      fieldBits.fill(0);
      // The hot loop: once per posting (hundreds of thousands for a two-letter word at 100k).
      for (const term of this.termsMatching(word)) {
        const list = postings[term];
        for (let i = 0; i < list.length; i++) {
          const code = list[i];
          fieldBits[(code & 3) * stride + (code >>> 7)] |= 1 << ((code >>> 2) & 31);
        }
      }
      // Each matched slot counts this word once, in the best field it matched.
      for (let block = 0; block < blocks; block++) {
        const title = fieldBits[block];
        const brand = fieldBits[stride + block] & ~title;
        const description = fieldBits[2 * stride + block] & ~(title | brand);
        const any = title | brand | description;
        if (any === 0) continue;
        const fresh = ~matched[block];
        matched[block] |= any;
        // Set bits lowest first, written out (a callback per bit costs a third of the search).
        for (let bits = any; bits !== 0;) {
          const low = bits & -bits;
          bits ^= low;
          const slot = (block << 5) + 31 - Math.clz32(low);
          const weight = title & low ? weights[0] : brand & low ? weights[1] : weights[2];
          scores[slot] = (fresh & low ? 0 : scores[slot]) + weight;
        }
      }
    }
    return this.rank(blocks, words.length, limit, accept);
  }

  /** Calls `visit` for every matched slot, in slot order. */
  private eachMatched(blocks: number, visit: (slot: number) => void): void {
    const matched = this.matched;
    for (let block = 0; block < blocks; block++) {
      const base = block << 5;
      forEachBit(matched[block], (bit) => visit(base + bit));
    }
  }

  /**
   * The first `limit` matches by rank key (descending), ties in catalogue order, without sorting
   * every match: a count per key finds the lowest key that still makes the list; only the matches
   * above it (fewer than `limit`) are sorted, and the first ones at it are found in catalogue order.
   */
  private rank(blocks: number, wordCount: number, limit: number, accept?: Accept): SearchResult {
    const { matched, scores } = this;
    if (accept) {
      this.eachMatched(blocks, (slot) => {
        if (!accept(this.slots[slot].product!, this.rankOf[slot])) matched[slot >>> 5] &= ~(1 << (slot & 31));
      });
    }
    // Keys are small for short queries (an array); a very long query's keys go to a map.
    const maxKey = matchWeight(0, wordCount) * wordCount;
    const dense = maxKey <= 4096 ? new Int32Array(maxKey + 1) : null;
    const sparse = new Map<number, number>();
    let total = 0;
    for (let block = 0; block < blocks; block++) {
      for (let bits = matched[block]; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const key = scores[(block << 5) + 31 - Math.clz32(low)];
        total++;
        if (dense) dense[key]++;
        else sparse.set(key, (sparse.get(key) ?? 0) + 1);
      }
    }
    if (total === 0 || limit <= 0) return { hits: [], total };
    const countOf = (key: number) => (dense ? dense[key] : (sparse.get(key) ?? 0));
    const keys = dense ? [...dense.keys()].filter((key) => dense[key] > 0) : [...sparse.keys()];
    keys.sort((x, y) => y - x);
    // `threshold`: the lowest key in the list; every match above it is in (`above` of them).
    let above = 0;
    let k = 0;
    while (k < keys.length - 1 && above + countOf(keys[k]) < limit) above += countOf(keys[k++]);
    const threshold = keys[k];
    const need = Math.min(limit - above, countOf(threshold));
    const higher: number[] = [];
    for (let block = 0; above > 0 && block < blocks; block++) {
      for (let bits = matched[block]; bits !== 0;) {
        const low = bits & -bits;
        bits ^= low;
        const slot = (block << 5) + 31 - Math.clz32(low);
        if (scores[slot] > threshold) higher.push(slot);
      }
    }
    higher.sort((x, y) => scores[y] - scores[x] || this.rankOf[x] - this.rankOf[y]);
    const hits = higher.map((slot) => this.hit(slot, wordCount));
    for (const slot of this.firstAt(blocks, threshold, countOf(threshold), need)) hits.push(this.hit(slot, wordCount));
    return { hits, total };
  }

  /** The first `need` of the `count` matched slots with rank key `key`, in catalogue order. */
  private firstAt(blocks: number, key: number, count: number, need: number): number[] {
    const { matched, scores } = this;
    const ordered = this.ordered!;
    // Walking the catalogue stops after about need × size / count products; sorting costs
    // about count × log(count). Walk when that is shorter.
    if (need * ordered.length <= count * count * Math.log2(count + 1)) {
      const found: number[] = [];
      for (let rank = 0; rank < ordered.length && found.length < need; rank++) {
        const slot = ordered[rank];
        if (matched[slot >>> 5] & (1 << (slot & 31)) && scores[slot] === key) found.push(slot);
      }
      return found;
    }
    const ranks = new Int32Array(count);
    let i = 0;
    this.eachMatched(blocks, (slot) => {
      if (scores[slot] === key) ranks[i++] = this.rankOf[slot];
    });
    // A typed array sorts numerically, natively.
    return [...ranks.sort().subarray(0, need)].map((rank) => ordered[rank]);
  }

  private hit(slot: number, wordCount: number): SearchHit {
    return { product: this.slots[slot].product!, score: matchedWordCount(this.scores[slot], wordCount) };
  }

  /** The indexed words a query word matches, itself or through a counterpart (#common/search queryTerms). */
  private termsMatching(word: string): number[] {
    const cached = this.termCache.get(word);
    if (cached) return cached;
    const found = new Set<number>();
    for (const term of queryTerms(word)) this.addTermsMatching(term, found);
    const result = [...found];
    if (this.termCache.size > 5000) this.termCache.clear();
    this.termCache.set(word, result);
    return result;
  }

  private addTermsMatching(word: string, found: Set<number>): void {
    // Indexed words contained in the query word: each of its substrings.
    for (let start = 0; start < word.length; start++) {
      for (let end = start + 1; end <= word.length; end++) {
        const term = this.vocabulary.get(word.slice(start, end));
        if (term !== undefined) found.add(term);
      }
    }
    // Indexed words containing the query word: candidates from its rarest bigram.
    let candidates: number[] | undefined;
    for (let i = 0; i + 2 <= word.length; i++) {
      const list = this.bigrams.get(word.slice(i, i + 2)) ?? [];
      if (!candidates || list.length < candidates.length) candidates = list;
    }
    // A two-letter word's bigram list is exactly the words containing it.
    if (word.length === 2) for (const term of candidates ?? []) found.add(term);
    else for (const term of candidates ?? []) if (this.terms[term].includes(word)) found.add(term);
  }

  private termId(word: string): number {
    let id = this.vocabulary.get(word);
    if (id !== undefined) return id;
    id = this.terms.length;
    this.vocabulary.set(word, id);
    this.terms.push(word);
    this.postings.push([]);
    const seen = new Set<string>();
    for (let i = 0; i + 2 <= word.length; i++) {
      const bigram = word.slice(i, i + 2);
      if (seen.has(bigram)) continue;
      seen.add(bigram);
      let list = this.bigrams.get(bigram);
      if (!list) this.bigrams.set(bigram, (list = []));
      list.push(id);
    }
    // A new word can extend the matches of cached query words.
    this.termCache.clear();
    return id;
  }

  private detach(slot: number): void {
    const entry = this.slots[slot];
    entry.terms.forEach((term, i) => {
      // Postings are in slot order (a new slot is always the highest): find the code by halving.
      const list = this.postings[term];
      const code = (slot << 2) | entry.fields[i];
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid] < code) lo = mid + 1;
        else hi = mid;
      }
      if (list[lo] === code) list.splice(lo, 1);
    });
    entry.product = null;
    entry.terms = NO_TERMS;
    entry.fields = NO_FIELDS;
  }

  private order(): number[] {
    if (!this.ordered) for (const _ of this.settle(Infinity)); // no budget: never yields
    return this.ordered!;
  }

  *settle(budgetMs: number): Generator<void, void, void> {
    while (!this.ordered) {
      const version = this.changes;
      const sorted = yield* this.sortAlive(budgetMs);
      if (sorted && this.changes === version && !this.ordered) this.adopt(sorted);
    }
  }

  private adopt(sorted: Int32Array): void {
    this.ensureCapacity();
    const ordered: number[] = [];
    for (let rank = 0; rank < sorted.length; rank++) {
      ordered.push(sorted[rank]);
      this.rankOf[sorted[rank]] = rank;
    }
    this.ordered = ordered;
  }

  /**
   * The alive slots in catalogue order: runs sorted natively, then merged pairwise, pausing when
   * `budgetMs` is used up. Null when the index changed (or a read sorted it) during a pause.
   */
  private *sortAlive(budgetMs: number): Generator<void, Int32Array | null, void> {
    const version = this.changes;
    const slots = this.slots;
    let started = performance.now();
    const stale = () => this.ordered !== null || this.changes !== version;
    // Items are indexes into `alive`; comparing reads `positions`, side by side in memory (reading
    // each product's position from its object instead makes the sort several times slower).
    const n = this.slotById.size;
    const alive = new Int32Array(n);
    const positions = new Float64Array(n);
    let count = 0;
    for (let slot = 0; slot < slots.length; slot++) {
      const product = slots[slot].product;
      if (!product) continue;
      alive[count] = slot;
      positions[count++] = product.position;
    }
    const compare = (x: number, y: number) =>
      positions[x] - positions[y] || compareIds(slots[alive[x]].product!.id, slots[alive[y]].product!.id);
    let source = new Int32Array(n);
    for (let i = 0; i < n; i++) source[i] = i;
    for (let lo = 0; lo < n; lo += SORT_RUN) {
      source.subarray(lo, Math.min(lo + SORT_RUN, n)).sort(compare);
      if (performance.now() - started >= budgetMs) {
        yield;
        if (stale()) return null;
        started = performance.now();
      }
    }
    let target = new Int32Array(n);
    for (let width = SORT_RUN; width < n; width *= 2) {
      for (let lo = 0; lo < n; lo += 2 * width) {
        const mid = Math.min(lo + width, n);
        const hi = Math.min(lo + 2 * width, n);
        let i = lo;
        let j = mid;
        let out = lo;
        while (out < hi) {
          const stop = Math.min(hi, out + SORT_RUN);
          while (out < stop)
            target[out++] = j >= hi || (i < mid && compare(source[i], source[j]) <= 0) ? source[i++] : source[j++];
          if (performance.now() - started >= budgetMs) {
            yield;
            if (stale()) return null;
            started = performance.now();
          }
        }
      }
      [source, target] = [target, source];
    }
    for (let i = 0; i < n; i++) source[i] = alive[source[i]];
    return source;
  }
}

/** Catalogue order: position, then id. */
function compareProducts(a: IndexedProduct, b: IndexedProduct): number {
  return a.position - b.position || compareIds(a.id, b.id);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
