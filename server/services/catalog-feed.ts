import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  FEED_START,
  countVisibleProducts,
  feedHorizon,
  readCatalogueSlice,
  visibleProductIds,
  type CatalogueRow,
  type FeedCursor,
} from '../db/catalog/slices.ts';
import { toIndexed } from './catalog-entries.ts';
import type { FacetStore } from './catalog-facets.ts';
import type { CatalogReadModel } from './catalog-index.ts';

/** Work done between two turns of the event loop while loading (requests are answered in between). */
const LOAD_STEP_MS = 8;

/** Pulls started by other processes' change notices are at least this far apart (a burst of orders is one pull). */
const NOTICE_GAP_MS = 50;

export type CatalogueReadiness = {
  ready: boolean;
  /** Products in the read model so far. */
  loaded: number;
  /** The planner's estimate of the rows to read (hidden ones too); null without statistics (a fresh embedded database). */
  total: number | null;
};

/**
 * Keeps the read model in step with the database by its change feed (server/db/catalog/
 * slices.ts: no commit is skipped): the first load, pulls after this process's writes, other
 * processes' change notices and the poll, and the stock this process's checkouts wrote.
 * Loading reads slices of a few hundred rows and gives the event loop back between them and
 * every few milliseconds of indexing, so a large catalogue loads while the process answers.
 */
export class CatalogFeedFollower {
  /** The newest product revision read (metrics). */
  private revision = 0;
  /** Where the next pull starts: the feed's horizon taken before the last complete pull (slices.ts). */
  private since = FEED_START.changedXid;
  /** Changes applied to the read model (part of the catalogue's generation: any applied change makes a new one). */
  private changes = 0;
  /** A pull asked for by a change notice, waiting for NOTICE_GAP_MS since the last one. */
  private noticeTimer: NodeJS.Timeout | null = null;
  private lastPullAt = 0;
  private loadedOnce = false;
  private total: number | null = null;
  /** Set by `stop`: a load in progress ends at its next slice. */
  private stopped = false;
  /** The next pull also looks for products deleted by another process (the poll sets it). */
  private sweepDue = false;
  private refreshing: Promise<void> | null = null;
  /** The refresh asked for while one was running; it starts when that one ends. */
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /**
   * The revision of what the read model holds, per product changed since the first load (by a
   * pull or by `applyStock`): an older state arriving later is not applied over a newer one.
   */
  private applied = new Map<string, number>();
  private loaded = false;

  constructor(
    private db: Database,
    private index: CatalogReadModel,
    private facetStore: FacetStore,
    private sliceRows: number,
    /** What else each pull reads again after the products (the home lists, the running deal). */
    private alsoPulled: (db: Database) => Promise<void>,
  ) {}

  /**
   * Loads everything (in slices, see the class comment); with `pollMs`, other processes' writes
   * are picked up that often. Resolves early, not ready, when `stop` is called meanwhile.
   */
  async start(pollMs?: number): Promise<void> {
    this.total = await this.estimateRows();
    await this.refresh();
    if (this.stopped) return;
    // The facet columns before the first /products request, which would otherwise stall on them.
    for (const _ of this.facetStore.warm()) await nextTurn();
    this.loadedOnce = true;
    if (pollMs) {
      this.timer = setInterval(() => {
        if (!this.timer) return;
        this.sweepDue = true;
        void this.refresh().catch(() => {});
      }, pollMs);
      this.timer.unref();
    }
  }

  /** Loaded, or how far the load is: for /readyz (server/http/health.ts). */
  readiness(): CatalogueReadiness {
    return { ready: this.loadedOnce, loaded: this.index.size, total: this.total };
  }

  /** Stops polling (and a load in progress) and waits for a refresh in flight, so the database can close under it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.noticeTimer) clearTimeout(this.noticeTimer);
    this.noticeTimer = null;
    await this.refreshing?.catch(() => {});
    await this.queued?.catch(() => {});
  }

  /**
   * Counting the rows exactly would read the whole table before the load does (on PGlite, in
   * this thread): the planner's statistics are enough for a progress figure.
   */
  private async estimateRows(): Promise<number | null> {
    const [row] = await this.db
      .select({ rows: sql<number>`reltuples::float8` })
      .from(sql`pg_class`)
      .where(sql`oid = 'products'::regclass`);
    return row && row.rows >= 0 ? Math.round(row.rows) : null;
  }

  /**
   * Applies every product written since the last pull began. A pull already running may
   * have read before the caller's write, so the caller gets the next one instead, started when
   * the running one ends (callers meanwhile share it).
   */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.queued ??= this.refreshing
        .catch(() => {})
        .then(() => {
          this.queued = null;
          return this.refresh();
        });
      return this.queued;
    }
    this.refreshing = this.pull().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /**
   * Another process committed a catalogue change (PostgreSQL's NOTIFY, server/db/catalog/
   * change-notices.ts): pull soon. Notices close together share one pull.
   */
  changed(): void {
    if (this.noticeTimer || this.stopped || !this.loadedOnce) return;
    const wait = Math.max(0, this.lastPullAt + NOTICE_GAP_MS - Date.now());
    this.noticeTimer = setTimeout(() => {
      this.noticeTimer = null;
      void this.refresh().catch(() => {});
    }, wait);
    this.noticeTimer.unref();
  }

  private async pull(): Promise<void> {
    this.lastPullAt = Date.now();
    const sweep = this.sweepDue;
    this.sweepDue = false;
    // Taken before reading: what commits from now on is at or above it (slices.ts).
    const horizon = await feedHorizon(this.db);
    let cursor: FeedCursor = { changedXid: this.since, id: FEED_START.id };
    let bulk = false;
    for (;;) {
      if (this.stopped) return;
      const rows = await readCatalogueSlice(this.db, cursor, this.sliceRows);
      const full = rows.length === this.sliceRows;
      // Many rows (a load, an import elsewhere): order the catalogue once at the end instead of after each.
      if (full && !bulk) {
        bulk = true;
        this.index.deferOrder();
      }
      await this.apply(rows);
      if (!full) break;
      const last = rows[rows.length - 1];
      cursor = { changedXid: last.changedXid, id: last.id };
    }
    // Only a complete pull moves the start: one cut short by an error is read again.
    this.since = horizon;
    if (bulk) await this.settle();
    // A deleted product leaves no newer revision behind. This process hides a product before
    // deleting it (admin-catalog), so only another process's deletes need looking for: on the
    // poll, when the counts disagree.
    if (sweep && (await countVisibleProducts(this.db)) !== this.index.size) await this.dropDeleted();
    await this.alsoPulled(this.db);
    this.loaded = true;
  }

  /** Applies rows to the read model, giving the event loop back every LOAD_STEP_MS. */
  private async apply(rows: CatalogueRow[]): Promise<void> {
    let started = performance.now();
    for (const row of rows) {
      this.revision = Math.max(this.revision, row.revision);
      // Held already (read again from the feed's horizon), or a checkout of this process applied
      // a newer stock while this read was under way.
      if ((this.applied.get(row.id) ?? 0) >= row.revision) continue;
      if (this.loaded) this.applied.set(row.id, row.revision);
      this.changes++;
      if (row.hidden) this.index.remove(row.id);
      else this.index.upsert(toIndexed(row));
      if (performance.now() - started >= LOAD_STEP_MS) {
        await nextTurn();
        started = performance.now();
      }
    }
    await nextTurn();
  }

  /** Orders the catalogue after a bulk of changes, in steps. */
  private async settle(): Promise<void> {
    for (const _ of this.index.settle(LOAD_STEP_MS)) await nextTurn();
  }

  private async dropDeleted(): Promise<void> {
    const present = new Set<string>();
    for await (const ids of visibleProductIds(this.db)) for (const id of ids) present.add(id);
    for (const product of this.index.all())
      if (!present.has(product.id)) {
        this.index.remove(product.id);
        this.changes++;
      }
  }

  /**
   * A stock change this process wrote (a checkout's conditional update), applied from what the
   * statement returned instead of pulling the row again: the stock and the revision written.
   * A change older than what the read model holds of the product is ignored; the pulled
   * revision does not move, so a later pull may read the row again (and keeps the newer state).
   */
  applyStock(changes: readonly { id: string; stock: number; revision: number }[]): void {
    for (const { id, stock, revision } of changes) {
      const product = this.index.get(id);
      if (!product || revision <= (this.applied.get(id) ?? 0)) continue;
      this.applied.set(id, revision);
      this.index.upsert({ ...product, stock });
      this.changes++;
    }
  }

  /** Changes applied to the read model so far. */
  get appliedChanges(): number {
    return this.changes;
  }

  /** The newest product revision pulled from the database (metrics: processes should agree). */
  get pulledRevision(): number {
    return this.revision;
  }
}
