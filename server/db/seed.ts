import { sql } from 'drizzle-orm';
import { normalizeBrand } from '#common/brand.ts';
import { seedDeal, seedProductLists, seedProducts } from './catalog/products.ts';
import type { Database } from './client.ts';
import { reviewLocaleOf } from '#common/reviews.ts';
import { counters, deals, nextProductRevision, productLists, productReviews, products } from './schema.ts';

/**
 * Marks a database whose seed products got their subcategories (at the first seed, or once on an
 * install seeded before subcategories existed). After that the back office owns the field: a
 * subcategory an admin cleared is not put back at the next start.
 */
const SUBCATEGORIES_FILLED = 'seed-subcategories';

/** Seed products an older catalogue file put in another category (the PoE injector was an accessory). */
const FORMER_CATEGORY: Record<string, string> = { 'tp-link-poe-injector': 'accessories' };

/** Seeds the catalogue on first start (an empty products table); later starts leave data alone. */
export async function seedCatalog(db: Database, now = new Date()): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count > 0) {
    await fillSubcategories(db);
    return false;
  }
  await db.transaction(async (tx) => {
    await tx.insert(products).values(
      seedProducts.map((p, position) => ({
        id: p.id,
        title: p.title,
        description: p.description,
        priceCents: p.priceCents,
        oldPriceCents: p.oldPriceCents ?? null,
        brand: normalizeBrand(p.brand),
        category: p.category,
        subcategory: p.subcategory,
        rating: p.rating,
        stock: p.stock ?? 10,
        isNew: p.isNew,
        isFeatured: p.isFeatured,
        images: p.images,
        specifications: p.specifications,
        features: p.features,
        useCases: p.useCases,
        includedItems: p.includedItems,
        reviews: p.reviews,
        position,
      })),
    );
    await seedReviews(tx, now);
    await tx
      .insert(productLists)
      .values(Object.entries(seedProductLists).map(([slug, productIds]) => ({ slug, productIds })));
    await tx.insert(deals).values({
      productId: seedDeal.productId,
      dealPriceCents: seedDeal.dealPriceCents,
      oldPriceCents: seedDeal.oldPriceCents,
      stockCap: seedDeal.stockCap,
      endsAt: new Date(now.getTime() + seedDeal.durationHours * 3600_000),
    });
    await tx.insert(counters).values({ name: SUBCATEGORIES_FILLED, value: 1 }).onConflictDoNothing();
  });
  return true;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The seed catalogue's reviews as imported, published reviews (as migration 0005 moves an older
 * install's): the language from the text, the date the seed gives (else the seeding time). Each
 * product's rating and review count are then those reviews' average and count, not the seed's
 * own rating figure (docs/product.md §22).
 */
async function seedReviews(tx: Tx, now: Date): Promise<void> {
  const rows = seedProducts.flatMap((p) =>
    p.reviews.map((r) => {
      const date = r.date ? new Date(`${r.date.slice(0, 10)}T00:00:00Z`) : now;
      const at = Number.isNaN(date.getTime()) ? now : date;
      return {
        productId: p.id,
        author: r.author,
        rating: Math.min(5, Math.max(1, Math.round(r.rating))),
        text: r.text,
        locale: reviewLocaleOf(r.text),
        status: 'published' as const,
        imported: true,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  if (rows.length) await tx.insert(productReviews).values(rows);
  await tx.execute(sql`
    UPDATE ${products} p SET
      review_count = COALESCE(s.n, 0),
      rating = COALESCE(s.average, 0)
    FROM ${products} q LEFT JOIN (
      SELECT product_id, count(*)::int AS n, round(avg(rating), 1)::real AS average
      FROM ${productReviews} WHERE status = 'published' GROUP BY product_id
    ) s ON s.product_id = q.id
    WHERE q.id = p.id`);
}

/**
 * An install seeded before subcategories: give its seed products (matched by id) their
 * subcategory, once. Only products without one, still in the seed's category (or the one an
 * older seed gave them), so an admin's own choice stays. Several processes starting on one
 * PostgreSQL: the marker row lets exactly one of them do it.
 */
async function fillSubcategories(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(counters)
      .values({ name: SUBCATEGORIES_FILLED, value: 1 })
      .onConflictDoNothing()
      .returning({ name: counters.name });
    if (!claimed.length) return;
    const rows = seedProducts.map(
      (p) => sql`(${p.id}, ${p.category}, ${FORMER_CATEGORY[p.id] ?? p.category}, ${p.subcategory})`,
    );
    await tx.execute(sql`
      update ${products} set
        subcategory = seed.subcategory,
        category = seed.category,
        revision = ${nextProductRevision},
        updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as seed(id, category, former, subcategory)
      where ${products.id} = seed.id and ${products.subcategory} is null
        and ${products.category} in (seed.category, seed.former)`);
  });
}
