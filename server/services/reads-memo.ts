/**
 * A bounded, versioned memo of database reads that every personal page repeats (whose session a
 * cookie is, an owner's badge counts and wishlist). On the embedded database each query runs on
 * the Node thread, and these few reads were most of a signed-in visitor's page (decision 011).
 *
 * Only sound where this process is the database's only writer (the embedded database: one process
 * per data directory, `shop.lock`); on PostgreSQL several processes may write, so the services get
 * no memo there and read every time. Every service write that changes a memoised read forgets its
 * key; a read that was in flight across such a write is not stored (the version check), so a
 * forgotten value cannot come back. Entries also age out after `ttlMs`, so a change made outside
 * the services (an operator's SQL) shows within that time.
 */
export class ReadsMemo<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();
  /** Bumped by every forget: a load that started before it does not store what it read. */
  private version = 0;

  constructor(
    private readonly limit: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The memoised value, or the loader's: stored unless a forget happened meanwhile, and unless it
   * is `undefined` (nothing found: e.g. an unknown session token, which anyone can make up).
   */
  async get<L extends V | undefined>(key: K, load: () => Promise<L>): Promise<V | L> {
    const found = this.peek(key);
    if (found !== undefined) return found;
    const started = this.version;
    const value = await load();
    if (value !== undefined && started === this.version) this.set(key, value as V);
    return value;
  }

  peek(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Replaces a value this process just wrote itself (keeps its age). */
  update(key: K, change: (value: V) => V): void {
    const entry = this.entries.get(key);
    if (entry) entry.value = change(entry.value);
  }

  forget(key: K): void {
    this.version++;
    this.entries.delete(key);
  }

  /** Forgets every entry whose value matches (e.g. every session of one account). */
  forgetWhere(matches: (value: V, key: K) => boolean): void {
    this.version++;
    for (const [key, entry] of this.entries) if (matches(entry.value, key)) this.entries.delete(key);
  }

  clear(): void {
    this.version++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private set(key: K, value: V): void {
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.limit && !this.entries.has(key))
      this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, at: this.now() });
  }
}
