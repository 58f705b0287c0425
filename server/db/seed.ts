import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeBrand } from '#common/brand.ts';
import { type FormerEnglishTexts, formerTurkishInEnglish } from './catalog/former-texts.ts';
import { seedProductTextsTr } from './catalog/products-tr.ts';
import { type SeedProduct, seedDeal, seedProductLists, seedProducts } from './catalog/products.ts';
import type { Database } from './client.ts';
import { reviewLocaleOf } from '#common/reviews.ts';
import type { ProductTexts, ProductTranslations } from '#common/catalog-types.ts';
import { counters, deals, nextProductRevision, productLists, productReviews, products } from './schema.ts';

/**
 * Marks a database whose seed products got their subcategories (at the first seed, or once on an
 * install seeded before subcategories existed). After that the back office owns the field: a
 * subcategory an admin cleared is not put back at the next start.
 */
const SUBCATEGORIES_FILLED = 'seed-subcategories';

/**
 * Marks a database whose seed products got their typed data and Turkish texts, and the products
 * the seed brought with them (at the first seed, or once on an install seeded before). After
 * that the back office owns them: an admin's cleared attributes or deleted product stay so.
 */
const TYPED_DATA_FILLED = 'seed-typed-data';

/**
 * Marks a database whose seed products have English in their English fields: at the first seed, or
 * once on an install seeded when five of them carried Turkish there (catalog/former-texts.ts).
 */
const ENGLISH_TEXTS_FIXED = 'seed-english-texts';

/**
 * Marks a database that has the seed products added for raw cable's plugs and crimping tool (at the
 * first seed, or once on an install seeded before them). After that the back office owns them: a
 * product an admin deleted is not put back.
 */
const CABLE_TOOLS_ADDED = 'seed-cable-tools';

/** Seed products added with the typed data (recorders and drives for the kit planner), in order. */
const ADDED_WITH_TYPED_DATA = [
  'hikvision-4-channel-poe-nvr',
  'hikvision-16-channel-poe-nvr',
  'wd-purple-4tb-surveillance-hdd',
  'wd-purple-8tb-surveillance-hdd',
  'seagate-skyhawk-2tb-surveillance-hdd',
];

/** Seed products added for the kit planner's raw cable: RJ45 plugs and a crimping tool, in order. */
const ADDED_WITH_CABLE_TOOLS = ['cat6-rj45-plugs-100-pack', 'rj45-ratchet-crimping-tool'];

/** The header's NVR list as the seed gave it before the added recorders (replaced only if unchanged). */
const FORMER_NVR_LIST = ['hikvision-8-channel-poe-nvr'];

/** Seed products an older catalogue file put in another category (the PoE injector was an accessory). */
const FORMER_CATEGORY: Record<string, string> = { 'tp-link-poe-injector': 'accessories' };

/** Seeds the catalogue on first start (an empty products table); later starts leave data alone. */
export async function seedCatalog(db: Database, now = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Several processes may start together on an empty PostgreSQL: one seeds, the others wait
    // for its transaction here and then find the catalogue there (they once failed on its keys).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(products);
    if (count > 0) return false;
    await tx.insert(products).values(seedProducts.map((p, position) => seedRow(p, position)));
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
    await tx
      .insert(counters)
      .values([
        { name: SUBCATEGORIES_FILLED, value: 1 },
        { name: TYPED_DATA_FILLED, value: 1 },
        { name: ENGLISH_TEXTS_FIXED, value: 1 },
        { name: CABLE_TOOLS_ADDED, value: 1 },
      ])
      .onConflictDoNothing();
    return true;
  });
  if (seeded) return true;
  await fillSubcategories(db);
  await fillTypedData(db);
  await fixEnglishTexts(db);
  await addCableTools(db);
  return false;
}

/** The advisory lock the first seed is made under (any number no other lock of the shop uses). */
const SEED_LOCK = 7_411_301;

/** The seed catalogue's texts in languages other than English, by language code (a language adds its file here). */
const SEED_TEXTS: Readonly<Record<string, Readonly<Record<string, ProductTexts>>>> = { tr: seedProductTextsTr };

/** A seed product's translations: each language's texts it has. */
function seedTranslations(id: string): ProductTranslations {
  return Object.fromEntries(
    Object.entries(SEED_TEXTS).flatMap(([lang, texts]) => (Object.hasOwn(texts, id) ? [[lang, texts[id]]] : [])),
  );
}

/** A seed product as its row, at a catalogue position. */
function seedRow(p: SeedProduct, position: number): typeof products.$inferInsert {
  return {
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
    attributes: p.attributes,
    translations: seedTranslations(p.id),
    position,
  };
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

/**
 * An install seeded before typed data and translations: once, give its seed products (matched by
 * id) their attributes and translated texts where they are still empty (an admin's own stay), and
 * add the seed products that came with them if their id is absent, after the current last
 * position. Several processes starting on one PostgreSQL: the marker row lets exactly one do it.
 */
async function fillTypedData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(counters)
      .values({ name: TYPED_DATA_FILLED, value: 1 })
      .onConflictDoNothing()
      .returning({ name: counters.name });
    if (!claimed.length) return;
    const rows = seedProducts.map(
      (p) =>
        sql`(${p.id}, ${p.subcategory}, ${JSON.stringify(p.attributes)}::jsonb, ${JSON.stringify(seedTranslations(p.id))}::jsonb)`,
    );
    // Typed data only where the product is still in the seed's subcategory: values of another
    // kind of product would not fit the one an admin moved it to.
    const fillAttributes = sql`(${products.attributes} = '{}'::jsonb and ${products.subcategory} = seed.subcategory)`;
    const fillTranslations = sql`${products.translations} = '{}'::jsonb`;
    await tx.execute(sql`
      update ${products} set
        attributes = case when ${fillAttributes} then seed.attributes else ${products.attributes} end,
        translations = case when ${fillTranslations} then seed.translations else ${products.translations} end,
        revision = ${nextProductRevision},
        updated_at = now()
      from (values ${sql.join(rows, sql`, `)}) as seed(id, subcategory, attributes, translations)
      where ${products.id} = seed.id
        and ((${fillAttributes} and seed.attributes <> '{}'::jsonb)
          or (${fillTranslations} and seed.translations <> '{}'::jsonb))`);

    await insertMissing(tx, ADDED_WITH_TYPED_DATA);
    await tx
      .update(productLists)
      .set({ productIds: seedProductLists.nvr })
      .where(
        and(eq(productLists.slug, 'nvr'), sql`${productLists.productIds} = ${JSON.stringify(FORMER_NVR_LIST)}::jsonb`),
      );
  });
}

/** The seed products of `ids` whose id is absent, added in seed order after the current last position. */
async function insertMissing(tx: Tx, ids: readonly string[]): Promise<void> {
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${products.position}), -1)::int` })
    .from(products);
  const present = new Set(
    (
      await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, [...ids]))
    ).map((r) => r.id),
  );
  const missing = seedProducts.filter((p) => ids.includes(p.id) && !present.has(p.id));
  if (missing.length)
    await tx
      .insert(products)
      .values(missing.map((p, i) => seedRow(p, last + 1 + i)))
      .onConflictDoNothing({ target: products.id });
}

/**
 * An install seeded before the shop sold RJ45 plugs and a crimping tool: once, add those seed
 * products if their id is absent, after the current last position. Several processes starting on
 * one PostgreSQL: the marker row lets exactly one do it.
 */
async function addCableTools(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(counters)
      .values({ name: CABLE_TOOLS_ADDED, value: 1 })
      .onConflictDoNothing()
      .returning({ name: counters.name });
    if (claimed.length) await insertMissing(tx, ADDED_WITH_CABLE_TOOLS);
  });
}

/** Each English column the fix may replace, by its field in catalog/former-texts.ts. */
const ENGLISH_COLUMNS: Record<keyof FormerEnglishTexts, string> = {
  description: 'description',
  specifications: 'specifications',
  features: 'features',
  useCases: 'use_cases',
  includedItems: 'included_items',
};

/**
 * An install seeded when five seed products had Turkish in their English fields: once, give each of
 * them the seed's English, field by field, only where the field still holds exactly the old seed
 * words (an owner's own edit stays). Several processes starting on one PostgreSQL: the marker row
 * lets exactly one do it.
 */
async function fixEnglishTexts(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(counters)
      .values({ name: ENGLISH_TEXTS_FIXED, value: 1 })
      .onConflictDoNothing()
      .returning({ name: counters.name });
    if (!claimed.length) return;
    for (const [id, former] of Object.entries(formerTurkishInEnglish)) {
      const seed = seedProducts.find((p) => p.id === id);
      if (!seed) continue;
      const fields = (Object.keys(former) as (keyof FormerEnglishTexts)[]).map((field) => {
        const column = sql.identifier(ENGLISH_COLUMNS[field]);
        const old = former[field];
        const [was, now] =
          field === 'description'
            ? [sql`${old}`, sql`${seed[field]}`]
            : [sql`${JSON.stringify(old)}::jsonb`, sql`${JSON.stringify(seed[field])}::jsonb`];
        return { column, unchanged: sql`${column} = ${was}`, now };
      });
      await tx.execute(sql`
        update ${products} set
          ${sql.join(
            fields.map((f) => sql`${f.column} = case when ${f.unchanged} then ${f.now} else ${f.column} end`),
            sql`, `,
          )},
          revision = ${nextProductRevision},
          updated_at = now()
        where ${products.id} = ${id} and (${sql.join(
          fields.map((f) => f.unchanged),
          sql` or `,
        )})`);
    }
  });
}
