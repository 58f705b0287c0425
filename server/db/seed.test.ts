import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { type FormerEnglishTexts, formerTurkishInEnglish } from './catalog/former-texts.ts';
import { seedProductTextsTr } from './catalog/products-tr.ts';
import { seedProductLists, seedProducts } from './catalog/products.ts';
import { seedCatalog } from './seed.ts';
import { counters, productLists, products } from './schema.ts';

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

  it('stores every seed product with its typed data and Turkish texts, in file order', async () => {
    const rows = await t.shop.database.db
      .select({
        id: products.id,
        attributes: products.attributes,
        translations: products.translations,
        position: products.position,
      })
      .from(products)
      .orderBy(products.position);
    expect(rows.map((r) => r.id)).toEqual(seedProducts.map((p) => p.id));
    for (const [i, p] of seedProducts.entries()) {
      expect(rows[i].attributes, p.id).toEqual(p.attributes);
      expect(rows[i].translations, p.id).toEqual({ tr: seedProductTextsTr[p.id] });
    }
    const [nvr] = await t.shop.database.db.select().from(productLists).where(eq(productLists.slug, 'nvr'));
    expect(nvr.productIds).toEqual(seedProductLists.nvr);
  });
});

describe('seedCatalog on an install seeded before typed data', () => {
  let old: TestShop;
  beforeAll(async () => {
    old = await createTestShop();
  });
  afterAll(() => old.close());

  type Row = typeof products.$inferSelect;
  const snapshot = async () =>
    new Map(
      (await old.shop.database.db.select().from(products)).map((r) => [r.id, r] as const satisfies [string, Row]),
    );
  const ADDED = ['hikvision-16-channel-poe-nvr', 'wd-purple-8tb-surveillance-hdd'];

  it('fills empty attributes and texts and adds the missing new products, once, keeping admin data', async () => {
    const db = old.shop.database.db;
    // What an install seeded before this change looks like: no typed data, no translations, no
    // marker, the added products absent, the header's NVR list as the seed once made it.
    await db.update(products).set({ attributes: {}, translations: {} });
    await db.delete(products).where(sql`${products.id} in ${ADDED}`);
    await db.delete(counters).where(eq(counters.name, 'seed-typed-data'));
    await db
      .update(productLists)
      .set({ productIds: ['hikvision-8-channel-poe-nvr'] })
      .where(eq(productLists.slug, 'nvr'));
    // An admin's own data: typed values and a Turkish title of their own on the dome camera.
    const adminAttributes = { resolutionMp: 5, formFactor: 'dome' };
    const adminTexts = { tr: { title: 'Yöneticinin başlığı' } };
    await db
      .update(products)
      .set({ attributes: adminAttributes, translations: adminTexts })
      .where(eq(products.id, 'hikvision-4mp-acusense-dome-camera'));
    // An admin filed the bullet camera elsewhere: camera values would not fit there.
    await db
      .update(products)
      .set({ category: 'accessories', subcategory: 'mounts' })
      .where(eq(products.id, 'hikvision-8mp-colorvu-bullet-camera'));
    // An admin moved a product to the end: the added products come after it.
    await db.update(products).set({ position: 500 }).where(eq(products.id, 'halo-smart-sensor'));
    const before = await snapshot();

    expect(await seedCatalog(db)).toBe(false);
    const after = await snapshot();
    for (const p of seedProducts) {
      const row = after.get(p.id)!;
      expect(row, p.id).toBeDefined();
      if (p.id === 'hikvision-4mp-acusense-dome-camera') continue;
      expect(row.translations, p.id).toEqual({ tr: seedProductTextsTr[p.id] });
      if (p.id === 'hikvision-8mp-colorvu-bullet-camera') {
        expect(row.attributes, p.id).toEqual({});
        continue;
      }
      expect(row.attributes, p.id).toEqual(p.attributes);
    }
    const dome = after.get('hikvision-4mp-acusense-dome-camera')!;
    expect(dome.attributes).toEqual(adminAttributes);
    expect(dome.translations).toEqual(adminTexts);
    expect(dome.revision).toBe(before.get('hikvision-4mp-acusense-dome-camera')!.revision);
    // Filled rows get a new revision, so the in-memory catalogue picks them up.
    expect(after.get('kenwood-tk-3701d')!.revision).toBeGreaterThan(before.get('kenwood-tk-3701d')!.revision);
    // The missing products are back, after the current last position, in seed order.
    expect(after.get(ADDED[0])!.position).toBe(501);
    expect(after.get(ADDED[1])!.position).toBe(502);
    expect(after.get(ADDED[1])!.title).toBe(seedProducts.find((p) => p.id === ADDED[1])!.title);
    // Products already there are not inserted again nor moved.
    expect(after.get('hikvision-4-channel-poe-nvr')!.position).toBe(
      before.get('hikvision-4-channel-poe-nvr')!.position,
    );
    expect(after.size).toBe(seedProducts.length);
    const [nvr] = await db.select().from(productLists).where(eq(productLists.slug, 'nvr'));
    expect(nvr.productIds).toEqual(seedProductLists.nvr);

    // Later starts leave it all to the back office: a cleared product and a deleted one stay so.
    await db.update(products).set({ attributes: {}, translations: {} }).where(eq(products.id, 'kenwood-tk-3701d'));
    await db.delete(products).where(eq(products.id, 'seagate-skyhawk-2tb-surveillance-hdd'));
    await db
      .update(productLists)
      .set({ productIds: ['hikvision-8-channel-poe-nvr'] })
      .where(eq(productLists.slug, 'nvr'));
    const settled = await snapshot();
    expect(await seedCatalog(db)).toBe(false);
    expect(await snapshot()).toEqual(settled);
    const [again] = await db.select().from(productLists).where(eq(productLists.slug, 'nvr'));
    expect(again.productIds).toEqual(['hikvision-8-channel-poe-nvr']);
    const [{ marks }] = await db
      .select({ marks: sql<number>`count(*)::int` })
      .from(counters)
      .where(eq(counters.name, 'seed-typed-data'));
    expect(marks).toBe(1);
  });

  it('leaves a header NVR list an admin changed', async () => {
    const db = old.shop.database.db;
    await db.delete(counters).where(eq(counters.name, 'seed-typed-data'));
    await db
      .update(productLists)
      .set({ productIds: ['hikvision-8-channel-poe-nvr', 'hikvision-4mp-ptz-camera'] })
      .where(eq(productLists.slug, 'nvr'));
    await seedCatalog(db);
    const [nvr] = await db.select().from(productLists).where(eq(productLists.slug, 'nvr'));
    expect(nvr.productIds).toEqual(['hikvision-8-channel-poe-nvr', 'hikvision-4mp-ptz-camera']);
  });
});

describe('seedCatalog on an install seeded before the RJ45 plugs and the crimping tool', () => {
  let old: TestShop;
  beforeAll(async () => {
    old = await createTestShop();
  });
  afterAll(() => old.close());

  const TOOLS = ['cat6-rj45-plugs-100-pack', 'rj45-ratchet-crimping-tool'];
  type Row = typeof products.$inferSelect;
  const snapshot = async () =>
    new Map(
      (await old.shop.database.db.select().from(products)).map((r) => [r.id, r] as const satisfies [string, Row]),
    );
  const marks = async () =>
    (
      await old.shop.database.db
        .select({ marks: sql<number>`count(*)::int` })
        .from(counters)
        .where(eq(counters.name, 'seed-cable-tools'))
    )[0].marks;

  it('a fresh seed has them and the marker', async () => {
    expect(await marks()).toBe(1);
    const rows = await snapshot();
    for (const id of TOOLS) expect(rows.get(id)?.subcategory, id).toBeDefined();
  });

  it('adds them once, after the last product, with their typed data and Turkish texts; a deleted one stays deleted', async () => {
    const db = old.shop.database.db;
    // What an install seeded before them looks like: neither product, no marker, every other marker there.
    await db.delete(products).where(sql`${products.id} in ${TOOLS}`);
    await db.delete(counters).where(eq(counters.name, 'seed-cable-tools'));
    await db.update(products).set({ position: 700 }).where(eq(products.id, 'halo-smart-sensor'));
    const before = await snapshot();

    expect(await seedCatalog(db)).toBe(false);
    const after = await snapshot();
    expect(after.size).toBe(seedProducts.length);
    for (const [i, id] of TOOLS.entries()) {
      const seed = seedProducts.find((p) => p.id === id)!;
      const row = after.get(id)!;
      expect(row.position, id).toBe(701 + i);
      expect(row.title, id).toBe(seed.title);
      expect(row.category, id).toBe(seed.category);
      expect(row.subcategory, id).toBe(seed.subcategory);
      expect(row.attributes, id).toEqual(seed.attributes);
      expect(row.translations, id).toEqual({ tr: seedProductTextsTr[id] });
      expect(row.stock, id).toBe(seed.stock);
    }
    // Every other product is left as it was.
    for (const [id, row] of before) expect(after.get(id), id).toEqual(row);
    expect(await marks()).toBe(1);

    // Once only: the owner deletes one, and the next start does not bring it back.
    await db.delete(products).where(eq(products.id, 'rj45-ratchet-crimping-tool'));
    const settled = await snapshot();
    expect(await seedCatalog(db)).toBe(false);
    expect(await snapshot()).toEqual(settled);
    expect(await marks()).toBe(1);
  });
});

describe("seedCatalog on an install seeded with Turkish in five products' English fields", () => {
  let old: TestShop;
  beforeAll(async () => {
    old = await createTestShop();
  });
  afterAll(() => old.close());

  type Row = typeof products.$inferSelect;
  const snapshot = async () =>
    new Map(
      (await old.shop.database.db.select().from(products)).map((r) => [r.id, r] as const satisfies [string, Row]),
    );
  const marks = async () =>
    (
      await old.shop.database.db
        .select({ marks: sql<number>`count(*)::int` })
        .from(counters)
        .where(eq(counters.name, 'seed-english-texts'))
    )[0].marks;
  const seedOf = (id: string) => seedProducts.find((p) => p.id === id)!;
  const OWN_DESCRIPTION = 'Our own words about this radio, written in the back office.';
  const OWN_FEATURES = [{ name: 'Sturdy', value: 'An owner wrote this feature.' }];

  it('a fresh seed has the English texts and the marker, so the fix never runs there', async () => {
    expect(await marks()).toBe(1);
    const rows = await snapshot();
    for (const id of Object.keys(formerTurkishInEnglish)) {
      expect(rows.get(id)!.description, id).toBe(seedOf(id).description);
      expect(rows.get(id)!.features, id).toEqual(seedOf(id).features);
    }
  });

  it('replaces the old seed texts once, field by field, keeping what an owner wrote', async () => {
    const db = old.shop.database.db;
    // An install seeded before the fix: the former words in the five products' English columns, no marker.
    for (const [id, former] of Object.entries(formerTurkishInEnglish))
      await db.update(products).set(former).where(eq(products.id, id));
    await db.delete(counters).where(eq(counters.name, 'seed-english-texts'));
    // An owner already rewrote two fields: those stay theirs.
    await db.update(products).set({ description: OWN_DESCRIPTION }).where(eq(products.id, 'kenwood-tk-3701d'));
    await db.update(products).set({ features: OWN_FEATURES }).where(eq(products.id, 'camera-junction-box'));
    const before = await snapshot();

    expect(await seedCatalog(db)).toBe(false);
    const after = await snapshot();
    const own: Record<string, Partial<Record<keyof FormerEnglishTexts, unknown>>> = {
      'kenwood-tk-3701d': { description: OWN_DESCRIPTION },
      'camera-junction-box': { features: OWN_FEATURES },
    };
    for (const [id, former] of Object.entries(formerTurkishInEnglish)) {
      const row = after.get(id)!;
      for (const field of Object.keys(former) as (keyof FormerEnglishTexts)[]) {
        const expected = own[id]?.[field] ?? seedOf(id)[field];
        expect(row[field], `${id} ${field}`).toEqual(expected);
      }
      // A new revision, so the in-memory catalogue and the other processes pick the texts up.
      expect(row.revision, id).toBeGreaterThan(before.get(id)!.revision);
    }
    // Every other product is left as it was.
    for (const [id, row] of after) if (!(id in formerTurkishInEnglish)) expect(row, id).toEqual(before.get(id));
    expect(await marks()).toBe(1);

    // Once only: a field set back to the old words later (an owner's choice) stays so.
    const ajax = formerTurkishInEnglish['ajax-motionprotect-sensor'];
    await db.update(products).set({ useCases: ajax.useCases }).where(eq(products.id, 'ajax-motionprotect-sensor'));
    const settled = await snapshot();
    expect(await seedCatalog(db)).toBe(false);
    expect(await snapshot()).toEqual(settled);
    expect(await marks()).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('several processes starting together on an empty PostgreSQL', () => {
  it('migrate and seed one after the other: every start succeeds, the catalogue is there once', async () => {
    const fresh = await createFreshDatabase(process.env.TEST_DATABASE_URL!);
    const handles: DatabaseHandle[] = [];
    try {
      // Three "processes": each its own pool, migrating and seeding at the same moment.
      const starts = await Promise.all(
        [1, 2, 3].map(async () => {
          const handle = await openDatabase({ databaseUrl: fresh.url });
          handles.push(handle);
          return seedCatalog(handle.db);
        }),
      );
      expect(starts.filter(Boolean)).toHaveLength(1);
      const [{ count }] = await handles[0].db.select({ count: sql<number>`count(*)::int` }).from(products);
      expect(count).toBe(seedProducts.length);
    } finally {
      for (const handle of handles) await handle.close();
      await fresh.drop();
    }
  });
});
