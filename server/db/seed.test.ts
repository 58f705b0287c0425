import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { seedProducts } from './catalog/products.ts';
import { seedCatalog } from './seed.ts';
import { counters, products } from './schema.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const subcategories = async () =>
  Object.fromEntries(
    (
      await t.shop.database.db
        .select({ id: products.id, category: products.category, subcategory: products.subcategory })
        .from(products)
    ).map((r) => [r.id, `${r.category}/${r.subcategory}`]),
  );

describe('seedCatalog', () => {
  it('gives every seed product its subcategory on a fresh database', async () => {
    const stored = await subcategories();
    for (const p of seedProducts) expect(stored[p.id], p.id).toBe(`${p.category}/${p.subcategory}`);
  });

  it('fills the subcategories of an install seeded before they existed, once, keeping admin choices', async () => {
    const db = t.shop.database.db;
    // What an older install looks like: no subcategories, the injector still an accessory, no marker.
    await db.update(products).set({ subcategory: null });
    await db.update(products).set({ category: 'accessories' }).where(eq(products.id, 'tp-link-poe-injector'));
    await db.update(products).set({ category: 'cables' }).where(eq(products.id, 'dahua-body-worn-camera')); // an admin's move
    await db.delete(counters).where(eq(counters.name, 'seed-subcategories'));

    expect(await seedCatalog(db)).toBe(false);
    const stored = await subcategories();
    expect(stored['ajax-motionprotect-sensor']).toBe('security/sensors');
    expect(stored['halo-smart-sensor']).toBe('security/sensors');
    expect(stored['tp-link-poe-injector']).toBe('network/poe');
    expect(stored['dahua-body-worn-camera']).toBe('cables/null');
    const filled = seedProducts.filter((p) => p.id !== 'dahua-body-worn-camera');
    for (const p of filled) expect(stored[p.id], p.id).toBe(`${p.category}/${p.subcategory}`);

    // Later starts leave the field to the back office.
    await db.update(products).set({ subcategory: null }).where(eq(products.id, 'halo-smart-sensor'));
    await seedCatalog(db);
    expect((await subcategories())['halo-smart-sensor']).toBe('security/null');
    const [{ marks }] = await db
      .select({ marks: sql<number>`count(*)::int` })
      .from(counters)
      .where(eq(counters.name, 'seed-subcategories'));
    expect(marks).toBe(1);
  });
});
