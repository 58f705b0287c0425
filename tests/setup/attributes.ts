import { eq, sql } from 'drizzle-orm';
import type { ProductAttributes } from '#common/attributes.ts';
import { products } from '#server/db/schema.ts';
import type { TestShop } from './test-shop.ts';

/** Gives seed products typed data (as the back office would) and brings the read model up to date. */
export async function setAttributes(t: TestShop, values: Record<string, ProductAttributes>) {
  for (const [id, attributes] of Object.entries(values)) {
    await t.shop.database.db
      .update(products)
      .set({ attributes, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, id));
  }
  await t.shop.services.catalog.refresh();
}
