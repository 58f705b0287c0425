import { sql } from 'drizzle-orm';
import { normalizeBrand } from '#common/brand.ts';
import { seedDeal, seedProductLists, seedProducts } from './catalog/products.ts';
import type { Database } from './client.ts';
import { deals, productLists, products } from './schema.ts';

/** Seeds the catalogue on first start (an empty products table); later starts leave data alone. */
export async function seedCatalog(db: Database, now = new Date()): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (count > 0) return false;
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
  });
  return true;
}
