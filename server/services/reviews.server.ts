import { and, count, desc, eq, sql } from 'drizzle-orm';
import { REVIEWS_PAGE_SIZE, reviewAuthorOf, reviewLocaleOf } from '#common/reviews.ts';
import type { ReviewBody, ReviewDecision } from '#common/schemas/reviews.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '#common/statuses.ts';
import type { Database } from '../db/client.ts';
import { nextProductRevision, orderLines, orders, productReviews, products } from '../db/schema.ts';
import type { CatalogService } from './catalog.server.ts';
import { ShopError } from './errors.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A shopper's own review as their review form shows it. */
export type OwnReview = { id: number; rating: number; text: string; status: ReviewStatus; updatedAt: Date };

/** What a signed-in shopper may do with a product's review. */
export type ReviewStanding = { eligible: boolean; review: OwnReview | null };

/** A review as the back office lists it. */
export type AdminReview = {
  id: number;
  productId: string;
  productTitle: string;
  author: string;
  rating: number;
  text: string;
  locale: string;
  status: ReviewStatus;
  imported: boolean;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type AdminReviewPage = {
  items: AdminReview[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Reviews per status, whatever the filter (the filter's labels show them). */
  counts: Record<ReviewStatus, number>;
};

const ownSelection = {
  id: productReviews.id,
  rating: productReviews.rating,
  text: productReviews.text,
  status: productReviews.status,
  updatedAt: productReviews.updatedAt,
};

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
}

/**
 * Locks the product's row for the rest of the transaction: every change to a product's reviews
 * takes it first, so two changes at once run one after the other and the second recomputes from
 * what the first committed (never a count from a stale snapshot).
 */
async function lockProduct(tx: Tx, productId: string): Promise<boolean> {
  const locked = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  return locked.length > 0;
}

/**
 * The product's rating and review count from its published reviews (recomputed from the table,
 * never incremented), with a new revision so the catalogue read model picks them up.
 */
export async function recomputeProductRating(tx: Tx | Database, productId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE ${products} SET
      review_count = s.n,
      rating = s.average,
      revision = ${nextProductRevision}
    FROM (
      SELECT count(*)::int AS n, COALESCE(round(avg(${productReviews.rating}), 1), 0)::real AS average
      FROM ${productReviews}
      WHERE ${productReviews.productId} = ${productId} AND ${productReviews.status} = 'published'
    ) s
    WHERE ${products.id} = ${productId}`);
}

/**
 * Reviews from real buyers (docs/product.md §22): a shopper reviews a product once an order with
 * it was Delivered, one review per product, editable (an edit waits for approval again); the owner
 * publishes or rejects; the product's rating and count are its published reviews'.
 */
export class ReviewService {
  constructor(
    private db: Database,
    private catalog: CatalogService,
  ) {}

  /** Whether the shopper has received the product: an order of theirs with it is Delivered. */
  async hasReceived(userId: number, productId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ one: sql<number>`1` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orders.status, 'Delivered')))
      .limit(1);
    return row !== undefined;
  }

  /** The shopper's own review of the product (any status), or null. */
  async ownReview(userId: number, productId: string): Promise<OwnReview | null> {
    const [row] = await this.db
      .select(ownSelection)
      .from(productReviews)
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  /** May the shopper write (or edit) a review of the product, and their review so far. */
  async standing(userId: number, productId: string): Promise<ReviewStanding> {
    const [eligible, review] = await Promise.all([
      this.hasReceived(userId, productId),
      this.ownReview(userId, productId),
    ]);
    return { eligible, review };
  }

  /**
   * Writes the shopper's review of the product, or changes theirs: it then waits for approval
   * again (a published one leaves the rating until the owner publishes it again). Sending the
   * same rating and text changes nothing. 404 for an unknown product, 403 before delivery.
   */
  async saveOwn(
    user: { id: number; name: string },
    productId: string,
    input: ReviewBody,
  ): Promise<{ review: OwnReview; changed: boolean }> {
    if (!this.catalog.getCard(productId)) throw new ShopError(404, 'errors.productNotFound');
    if (!(await this.hasReceived(user.id, productId))) throw new ShopError(403, 'reviews.errors.notDelivered');
    const text = input.text.trim();
    const result = await this.db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) throw new ShopError(404, 'errors.productNotFound');
      const [existing] = await tx
        .select(ownSelection)
        .from(productReviews)
        .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, user.id)));
      if (existing && existing.rating === input.rating && existing.text === text) {
        return { review: existing, changed: false, wasPublished: false };
      }
      const now = new Date();
      const fields = {
        rating: input.rating,
        text,
        locale: reviewLocaleOf(text),
        author: reviewAuthorOf(user.name),
        status: 'pending' as const,
        updatedAt: now,
      };
      const [review] = existing
        ? await tx.update(productReviews).set(fields).where(eq(productReviews.id, existing.id)).returning(ownSelection)
        : await tx
            .insert(productReviews)
            .values({ ...fields, productId, userId: user.id, imported: false, createdAt: now })
            .returning(ownSelection);
      const wasPublished = existing?.status === 'published';
      if (wasPublished) await recomputeProductRating(tx, productId);
      return { review, changed: true, wasPublished };
    });
    if (result.wasPublished) await this.catalog.refresh();
    return { review: result.review, changed: result.changed };
  }

  /** The owner publishes or rejects a review; the product's rating and count follow in the same transaction. */
  async decide(id: number, status: ReviewDecision): Promise<AdminReview> {
    if (!validId(id)) throw new ShopError(404, 'reviews.errors.notFound');
    const [found] = await this.db
      .select({ productId: productReviews.productId })
      .from(productReviews)
      .where(eq(productReviews.id, id));
    if (!found) throw new ShopError(404, 'reviews.errors.notFound');
    const moved = await this.db.transaction(async (tx) => {
      await lockProduct(tx, found.productId);
      const [before] = await tx
        .select({ status: productReviews.status })
        .from(productReviews)
        .where(eq(productReviews.id, id));
      if (!before) throw new ShopError(404, 'reviews.errors.notFound');
      if (before.status === status) return false;
      await tx.update(productReviews).set({ status }).where(eq(productReviews.id, id));
      // Only a change into or out of "published" moves the product's figures.
      if (before.status === 'published' || status === 'published') {
        await recomputeProductRating(tx, found.productId);
        return true;
      }
      return false;
    });
    if (moved) await this.catalog.refresh();
    return (await this.getForAdmin(id))!;
  }

  async getForAdmin(id: number): Promise<AdminReview | null> {
    if (!validId(id)) return null;
    const [row] = await this.adminQuery().where(eq(productReviews.id, id));
    return row ? toAdmin(row) : null;
  }

  /** Back office: newest first, 25 a page, optionally one status; with the count of each status. */
  async listForAdmin(options: { status?: ReviewStatus; page?: number }): Promise<AdminReviewPage> {
    const page = Number.isSafeInteger(options.page) && (options.page as number) >= 1 ? (options.page as number) : 1;
    const where = options.status ? eq(productReviews.status, options.status) : undefined;
    const [rows, byStatus] = await Promise.all([
      this.adminQuery()
        .where(where)
        .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
        .limit(REVIEWS_PAGE_SIZE)
        .offset((page - 1) * REVIEWS_PAGE_SIZE),
      this.db.select({ status: productReviews.status, n: count() }).from(productReviews).groupBy(productReviews.status),
    ]);
    const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
    for (const { status, n } of byStatus) counts[status] = n;
    const total = options.status ? counts[options.status] : byStatus.reduce((sum, s) => sum + s.n, 0);
    return {
      items: rows.map(toAdmin),
      total,
      page,
      pageSize: REVIEWS_PAGE_SIZE,
      pageCount: Math.ceil(total / REVIEWS_PAGE_SIZE),
      counts,
    };
  }

  private adminQuery() {
    return this.db
      .select({
        id: productReviews.id,
        productId: productReviews.productId,
        productTitle: products.title,
        author: productReviews.author,
        rating: productReviews.rating,
        text: productReviews.text,
        locale: productReviews.locale,
        status: productReviews.status,
        imported: productReviews.imported,
        userId: productReviews.userId,
        createdAt: productReviews.createdAt,
        updatedAt: productReviews.updatedAt,
      })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .$dynamic();
  }
}

function toAdmin(row: Omit<AdminReview, 'verified'> & { userId: number | null }): AdminReview {
  const { userId, ...rest } = row;
  return { ...rest, verified: !row.imported && userId !== null };
}
