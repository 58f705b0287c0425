import { asc, eq, gt, sql } from 'drizzle-orm';
import type { ProductAttributes } from '#common/attributes.ts';
import type { ProductImage } from '#common/catalog-types.ts';
import type { CardTexts } from '#common/product-texts.ts';
import { queryRows, type Database } from '../client.ts';
import { products } from '../schema.ts';

/**
 * The catalogue read model is loaded from the database in slices: PGlite runs each query on the
 * Node thread, so one query over 100k rows would stall every request for seconds. A slice is a
 * keyset page on `(products.changed_xid, products.id)` (indexed), so each query reads at most
 * `rows` index entries, however large the table.
 *
 * The change feed (docs/decisions/015): a product row records the transaction that wrote it last
 * (`changed_xid`, set by a trigger). A transaction becomes visible at its commit, not when it
 * wrote, so "rows newer than the newest I have read" can skip a transaction that wrote early and
 * committed late. Instead each read starts from a horizon: the oldest transaction still running
 * when the previous read began (`feedHorizon`). Every transaction that commits after that moment
 * was running then or started later, so its id is at or above the horizon and the next read
 * cannot miss it. Rows of transactions that ended meanwhile are read again (harmless: the read
 * model keeps the newest revision of each product).
 */

/**
 * Rows per slice. Measured on this machine (2 cores) on an on-disk PGlite, CPU per slice of 200:
 * 6-7 ms once the pages are in PGlite's buffers, 8 ms median and ~40 ms p95 right after a bulk
 * import (the first read of a row writes its hint bits). 500 rows: 14 / 18 / 64 ms.
 */
export const CATALOGUE_SLICE_ROWS = 200;

/**
 * What the read model keeps of a product: card fields, what search and filters read, and the
 * first image (the card's), not the detail page's galleries, specifications and reviews.
 */
export type CatalogueRow = {
  id: string;
  title: string;
  description: string;
  priceCents: number | null;
  oldPriceCents: number | null;
  brand: string;
  category: string;
  subcategory: string | null;
  rating: number;
  /** Published reviews (Top Rated leaves out products without any). */
  reviewCount: number;
  stock: number;
  isNew: boolean;
  isFeatured: boolean;
  hidden: boolean;
  image: ProductImage | null;
  /** Typed data (#common/attributes): the /products filters, the comparison and the kit planner read it. */
  attributes: ProductAttributes;
  /**
   * Per language other than English, the card's title and first image text
   * (#common/product-texts): not the whole translations, which only the detail page reads.
   */
  cardTexts: Partial<Record<string, CardTexts>> | null;
  /** The descriptions in every language other than English, one after another, for search; null when there are none. */
  otherDescriptions: string | null;
  position: number;
  revision: number;
  /** The transaction that wrote the row last (xid8, as text): the feed's keyset with `id`. */
  changedXid: string;
};

/** Where a read of the feed goes on from: rows after (changedXid, id). */
export type FeedCursor = { changedXid: string; id: string };

/** From the start: every row (ids are never empty). */
export const FEED_START: FeedCursor = { changedXid: '0', id: '' };

const columns = {
  id: products.id,
  title: products.title,
  description: products.description,
  priceCents: products.priceCents,
  oldPriceCents: products.oldPriceCents,
  brand: products.brand,
  category: products.category,
  subcategory: products.subcategory,
  rating: products.rating,
  reviewCount: products.reviewCount,
  stock: products.stock,
  isNew: products.isNew,
  isFeatured: products.isFeatured,
  hidden: products.hidden,
  // Sent as text and parsed here: the same on PGlite and node-postgres, and null for no image.
  image: sql<string | null>`(${products.images} -> 0)::text`,
  attributes: products.attributes,
  // Only each language's title and first image text; null when the product has no translations.
  cardTexts: sql<string | null>`case when ${products.translations} = '{}'::jsonb then null else (
    select jsonb_strip_nulls(jsonb_object_agg(key, jsonb_build_object('title', value -> 'title', 'alt', value -> 'imageAlts' -> 0)))
    from jsonb_each(${products.translations})) end::text`,
  otherDescriptions: sql<string | null>`(select string_agg(value ->> 'description', ' ' order by key)
    from jsonb_each(${products.translations}) where value ->> 'description' <> '')`,
  position: products.position,
  revision: products.revision,
  changedXid: sql<string>`${products.changedXid}::text`,
};

/**
 * The oldest transaction running now (or the next one to start when none runs): every
 * transaction that commits from now on has an id at or above it. A feed read started after this
 * call that begins at the returned horizon misses no commit made after the call.
 */
export async function feedHorizon(db: Pick<Database, 'execute'>): Promise<string> {
  const [row] = await queryRows<{ horizon: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  );
  return row.horizon;
}

/** The products after `after` in feed order (hidden ones too: the caller drops them), at most `rows`. */
export async function readCatalogueSlice(
  db: Database,
  after: FeedCursor,
  rows = CATALOGUE_SLICE_ROWS,
): Promise<CatalogueRow[]> {
  const found = await db
    .select(columns)
    .from(products)
    .where(sql`(${products.changedXid}, ${products.id}) > (${after.changedXid}::xid8, ${after.id}::text)`)
    .orderBy(asc(products.changedXid), asc(products.id))
    .limit(rows);
  return found.map((row) => ({
    ...row,
    image: row.image ? (JSON.parse(row.image) as ProductImage) : null,
    cardTexts: row.cardTexts ? (JSON.parse(row.cardTexts) as Partial<Record<string, CardTexts>>) : null,
  }));
}

/** How many products are visible (not hidden): what a complete read model holds. */
export async function countVisibleProducts(db: Database): Promise<number> {
  const [{ visible }] = await db
    .select({ visible: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.hidden, false));
  return visible;
}

/** The ids of the visible products, in slices by id (the primary key), for finding deleted ones. */
export async function* visibleProductIds(db: Database, rows = CATALOGUE_SLICE_ROWS * 20): AsyncGenerator<string[]> {
  let after = '';
  for (;;) {
    const found = await db
      .select({ id: products.id, hidden: products.hidden })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(rows);
    if (found.length === 0) return;
    yield found.filter((row) => !row.hidden).map((row) => row.id);
    if (found.length < rows) return;
    after = found[found.length - 1].id;
  }
}
