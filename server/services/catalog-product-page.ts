import { and, desc, eq } from 'drizzle-orm';
import type { ProductDetail, ShownReview } from '#common/catalog-types.ts';
import type { Lang } from '#common/languages.ts';
import type { Database } from '../db/client.ts';
import { productReviews, products } from '../db/schema.ts';
import { productDetailOf } from './catalog-cards.ts';

/** The product page's data: the whole row (texts, specifications, images) and its published reviews, read from the database. */

/** The product page's reviews: the published ones, newest first (docs/product.md §22). */
async function publishedReviews(db: Database, productId: string): Promise<ShownReview[]> {
  const rows = await db
    .select({
      id: productReviews.id,
      author: productReviews.author,
      rating: productReviews.rating,
      text: productReviews.text,
      locale: productReviews.locale,
      imported: productReviews.imported,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id));
  return rows.map(({ createdAt, ...review }) => ({ ...review, date: createdAt.toISOString() }));
}

/** A visible product's page in `lang` before any deal price; null when it is gone or hidden. */
export async function readProductPage(db: Database, id: string, lang: Lang): Promise<ProductDetail | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row || row.hidden) return null;
  return productDetailOf(row, lang, await publishedReviews(db, id));
}
