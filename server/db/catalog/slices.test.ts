import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductTranslations } from '#common/catalog-types.ts';
import { insertBulkProducts } from '#tests/setup/bulk-catalogue.ts';
import { createFreshDatabase } from '#tests/setup/test-shop.ts';
import { CatalogIndex, type IndexedProduct } from '../../services/catalog-index.ts';
import { CatalogService } from '../../services/catalog.server.ts';
import { cardOfRow } from '../../services/catalog-cards.ts';
import { listingFields, toIndexed } from '../../services/catalog-entries.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../client.ts';
import { products } from '../schema.ts';
import { seedCatalog } from '../seed.ts';
import { FEED_START, readCatalogueSlice, visibleProductIds, type CatalogueRow } from './slices.ts';

/** The seed catalogue and 3,000 more products (some hidden, some without image or subcategory). */
let handle: DatabaseHandle;
let drop = async () => {};
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const database = await createFreshDatabase(process.env.TEST_DATABASE_URL);
    drop = database.drop;
    handle = await openDatabase({ databaseUrl: database.url });
  } else {
    handle = await openDatabase({ inMemory: true });
  }
  await seedCatalog(handle.db);
  await insertBulkProducts(handle.db, 3000);
  // Texts in Turkish: whole, title only, image texts only, no card text at all.
  const translated: [string, ProductTranslations][] = [
    ['halo-smart-sensor', { tr: { title: 'Halo Akıllı Sensör', imageAlts: ['Tavanda sensör', 'Yandan'] } }],
    ['tp-link-8-port-poe-switch', { tr: { title: '8 Portlu PoE Anahtar' } }],
    ['hikvision-4mp-ptz-camera', { tr: { imageAlts: ['Direkte PTZ kamera'] } }],
    ['camera-junction-box', { tr: { description: 'Kameralar için bağlantı kutusu.' } }],
  ];
  for (const [id, translations] of translated)
    await handle.db
      .update(products)
      .set({ translations, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, id));
}, 120_000);
afterAll(async () => {
  await handle.close();
  await drop();
});

/** The read model as the service built it before slices: every column of every row in one query. */
async function wholeTableLoad(): Promise<IndexedProduct[]> {
  const rows = await handle.db.select().from(products).orderBy(asc(products.revision));
  return rows
    .filter((row) => !row.hidden)
    .map((row) => ({
      ...cardOfRow(row),
      description: row.description,
      subcategory: row.subcategory,
      attributes: row.attributes,
      // What the slice's jsonb expression selects: each language's title and first image text.
      cardTexts:
        Object.keys(row.translations).length === 0
          ? null
          : Object.fromEntries(
              Object.entries(row.translations).map(([lang, texts]) => [
                lang,
                {
                  ...(texts?.title !== undefined && { title: texts.title }),
                  ...(texts?.imageAlts?.[0] !== undefined && { alt: texts.imageAlts[0] }),
                },
              ]),
            ),
      otherTitles: row.translations.tr?.title,
      ...(row.translations.tr?.description && { otherDescriptions: row.translations.tr.description }),
      reviewCount: row.reviewCount,
      position: row.position,
      ...listingFields(row),
    }));
}

async function allSlices(rows: number): Promise<CatalogueRow[]> {
  const found: CatalogueRow[] = [];
  for (let after = FEED_START; ;) {
    const slice = await readCatalogueSlice(handle.db, after, rows);
    found.push(...slice);
    if (slice.length < rows) return found;
    const last = slice[slice.length - 1];
    after = { changedXid: last.changedXid, id: last.id };
  }
}

describe('catalogue slices', () => {
  it('read every row once, in feed order, and give the same read model as the whole-table load', async () => {
    const sliced = await allSlices(100);
    const [{ count }] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from products`);
    expect(sliced).toHaveLength(count);
    expect(new Set(sliced.map((row) => row.id)).size).toBe(count);
    const key = (row: CatalogueRow) => [BigInt(row.changedXid), row.id] as const;
    expect(
      sliced.every((row, i) => {
        if (i === 0) return true;
        const [x, id] = key(row);
        const [px, pid] = key(sliced[i - 1]);
        return x > px || (x === px && id > pid);
      }),
    ).toBe(true);
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const model = sliced
      .filter((row) => !row.hidden)
      .map(toIndexed)
      .sort(byId);
    expect(model).toEqual((await wholeTableLoad()).sort(byId));
    // The cases the bulk rows were written for are in it.
    expect(sliced.some((row) => row.hidden)).toBe(true);
    expect(model.some((p) => p.image === null)).toBe(true);
    expect(model.some((p) => p.subcategory === null)).toBe(true);
  });

  it('loaded through CatalogService, make the catalogue a whole-table index makes', async () => {
    const service = new CatalogService(handle.db, { sliceRows: 100 });
    await service.start();
    const reference = new CatalogIndex();
    for (const product of await wholeTableLoad()) reference.upsert(product);
    expect(service.readiness()).toMatchObject({ ready: true, loaded: reference.size });
    expect(service.all().map((p) => p.id)).toEqual(reference.all().map((p) => p.id));
    for (const query of ['dome camera', 'kamera 12', 'hikvision', 'telsiz']) {
      expect(service.suggest(query, 20).map((s) => s.id)).toEqual(
        reference.search(query, 20).hits.map((h) => h.product.id),
      );
    }
    await service.stop();
  });

  it("drop a product another process deleted, found on the poll's sweep", async () => {
    const service = new CatalogService(handle.db, { sliceRows: 100 });
    await service.start(20);
    try {
      expect(service.getCard('bulk-00003')).not.toBeNull();
      // Deleted behind the service's back (no revision left to read): only the sweep sees it.
      await handle.db.delete(products).where(eq(products.id, 'bulk-00003'));
      while (service.getCard('bulk-00003')) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(service.productCount).toBe((await wholeTableLoad()).length);
    } finally {
      await service.stop();
    }
  });

  it('list the visible ids by id, in slices', async () => {
    const ids: string[] = [];
    for await (const slice of visibleProductIds(handle.db, 250)) ids.push(...slice);
    const expected = (await wholeTableLoad()).map((p) => p.id).sort();
    expect([...ids].sort()).toEqual(expected);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
