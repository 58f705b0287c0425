import type { ProductCard } from '#common/catalog-types.ts';
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
    position: number;
  };

/** `postings` hold (slot << 2 | field): the best field the product has the term in. */
type Slot = { product: IndexedProduct; terms: number[]; codes: number[]; alive: boolean };

export type SearchHit = { product: IndexedProduct; score: number };

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
export class CatalogIndex {
  private slots: Slot[] = [];
  private slotById = new Map<string, number>();
  private vocabulary = new Map<string, number>();
  private terms: string[] = [];
  private postings: number[][] = [];
  private bigrams = new Map<string, number[]>();
  /** Alive slots in catalogue order; rebuilt lazily after a change of order. */
  private ordered: number[] | null = null;
  private rankOf = new Int32Array(0);
  /** Rank keys of the current search (#common/search matchWeight sums). */
  private scores = new Float64Array(0);
  /** The best field the current query word has matched in, per slot. */
  private bestField = new Uint8Array(0);
  private stamps = new Int32Array(0);
  private stampCounter = 0;
  private termCache = new Map<string, number[]>();

  get size(): number {
    return this.slotById.size;
  }

  get(id: string): IndexedProduct | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.slots[slot].product;
  }

  /** Adds or replaces a product; `null` removes it (hidden or deleted). */
  upsert(product: IndexedProduct): void {
    const existing = this.slotById.get(product.id);
    // A product that keeps its place (a price or stock change) keeps its rank: no re-sort.
    let keptRank = -1;
    if (existing !== undefined) {
      if (this.ordered && this.slots[existing].product.position === product.position) keptRank = this.rankOf[existing];
      this.detach(existing);
    }
    const slot = this.slots.length;
    // Each word once, with the best field it appears in (fields come best first).
    const seen = new Set<string>();
    const terms: number[] = [];
    const codes: number[] = [];
    fieldWords(product).forEach((words, field) => {
      for (const word of words) {
        if (seen.has(word)) continue;
        seen.add(word);
        const term = this.termId(word);
        const code = (slot << 2) | field;
        terms.push(term);
        codes.push(code);
        this.postings[term].push(code);
      }
    });
    this.slots.push({ product, terms, codes, alive: true });
    this.slotById.set(product.id, slot);
    if (!this.ordered) return;
    this.ensureCapacity();
    if (keptRank >= 0) {
      this.ordered[keptRank] = slot;
      this.rankOf[slot] = keptRank;
    } else if (existing === undefined && this.comesLast(product)) {
      this.rankOf[slot] = this.ordered.length;
      this.ordered.push(slot);
    } else {
      this.ordered = null;
    }
  }

  private comesLast(product: IndexedProduct): boolean {
    const ordered = this.ordered!;
    if (ordered.length === 0) return true;
    const last = this.slots[ordered[ordered.length - 1]].product;
    return product.position > last.position || (product.position === last.position && product.id > last.id);
  }

  private ensureCapacity(): void {
    if (this.rankOf.length >= this.slots.length) return;
    const capacity = Math.max(this.slots.length, this.rankOf.length * 2, 64);
    const grow = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.rankOf = grow(this.rankOf, (n) => new Int32Array(n));
    this.scores = grow(this.scores, (n) => new Float64Array(n));
    this.bestField = grow(this.bestField, (n) => new Uint8Array(n));
    this.stamps = grow(this.stamps, (n) => new Int32Array(n));
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.detach(slot);
    this.slotById.delete(id);
    this.ordered = null;
  }

  /** All products in catalogue order. */
  all(): IndexedProduct[] {
    return this.order().map((slot) => this.slots[slot].product);
  }

  /**
   * Ranked matches of a query. `accept` filters (category, brand, ids) before the limit;
   * `total` counts every accepted match.
   */
  search(query: string, limit: number, accept?: (p: IndexedProduct) => boolean): { hits: SearchHit[]; total: number } {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], total: 0 };
    this.order();
    const searchStamp = ++this.stampCounter;
    const weights = [0, 1, 2].map((field) => matchWeight(field as MatchField, words.length));
    const touched: number[] = [];
    for (const word of words) {
      const wordStamp = ++this.stampCounter;
      for (const term of this.termsMatching(word)) {
        for (const code of this.postings[term]) {
          const slot = code >>> 2;
          const field = code & 3;
          if (this.stamps[slot] === wordStamp) {
            // Matched this word already: count its best field only.
            if (field < this.bestField[slot]) {
              this.scores[slot] += weights[field] - weights[this.bestField[slot]];
              this.bestField[slot] = field;
            }
            continue;
          }
          if (this.stamps[slot] < searchStamp) {
            this.scores[slot] = 0;
            touched.push(slot);
          }
          this.stamps[slot] = wordStamp;
          this.bestField[slot] = field;
          this.scores[slot] += weights[field];
        }
      }
    }
    return this.rank(touched, searchStamp, words.length, limit, accept);
  }

  private rank(
    touched: number[],
    searchStamp: number,
    wordCount: number,
    limit: number,
    accept?: (p: IndexedProduct) => boolean,
  ): { hits: SearchHit[]; total: number } {
    // One bucket per rank key, filled in catalogue order, each at most `limit` long. Keys are
    // small for short queries (an array); a very long query's keys go to a map.
    const maxKey = matchWeight(0, wordCount) * wordCount;
    const dense: (number[] | undefined)[] | null = maxKey <= 1 << 16 ? new Array(maxKey + 1) : null;
    const sparse = new Map<number, number[]>();
    const keys: number[] = [];
    let total = 0;
    const take = (slot: number) => {
      if (accept && !accept(this.slots[slot].product)) return;
      total++;
      const key = this.scores[slot];
      let bucket = dense ? dense[key] : sparse.get(key);
      if (!bucket) {
        bucket = [];
        if (dense) dense[key] = bucket;
        else sparse.set(key, bucket);
        keys.push(key);
      }
      if (bucket.length < limit) bucket.push(slot);
    };
    if (touched.length > 64 && touched.length * 8 > this.slotById.size) {
      // Many matches: one pass in catalogue order beats sorting them.
      for (const slot of this.ordered!) if (this.stamps[slot] > searchStamp) take(slot);
    } else {
      touched.sort((a, b) => this.rankOf[a] - this.rankOf[b]);
      for (const slot of touched) take(slot);
    }
    const hits: SearchHit[] = [];
    for (const key of keys.sort((a, b) => b - a)) {
      const score = matchedWordCount(key, wordCount);
      for (const slot of (dense ? dense[key] : sparse.get(key))!) {
        if (hits.length >= limit) break;
        hits.push({ product: this.slots[slot].product, score });
      }
      if (hits.length >= limit) break;
    }
    return { hits, total };
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
    for (const term of candidates ?? []) if (this.terms[term].includes(word)) found.add(term);
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
    entry.alive = false;
    entry.terms.forEach((term, i) => {
      const list = this.postings[term];
      const at = list.indexOf(entry.codes[i]);
      if (at >= 0) list.splice(at, 1);
    });
    entry.terms = [];
    entry.codes = [];
  }

  private order(): number[] {
    if (this.ordered) return this.ordered;
    const alive: number[] = [];
    for (let slot = 0; slot < this.slots.length; slot++) if (this.slots[slot].alive) alive.push(slot);
    alive.sort((a, b) => {
      const pa = this.slots[a].product;
      const pb = this.slots[b].product;
      return pa.position - pb.position || (pa.id < pb.id ? -1 : pa.id > pb.id ? 1 : 0);
    });
    this.ensureCapacity();
    alive.forEach((slot, rank) => (this.rankOf[slot] = rank));
    this.ordered = alive;
    return alive;
  }
}
