import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { FACET_BRAND, OTHER_BRAND, insertFacetProducts } from '#tests/setup/facet-products.ts';
import { setStock } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** GET /api/products with the /products filters: attribute values, price range, in stock, and their counts. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
  await insertFacetProducts(t);
});
afterAll(() => t.close());

type Count<V> = { value: V; count: number };
type Listing = {
  products: { id: string; priceCents: number; stock: number }[];
  total: number;
  facets: {
    categories: Count<string>[];
    subcategories: Count<string>[];
    brands: Count<string>[];
    attributes: { key: string; values: Count<number | string | boolean>[] }[];
    price: { minCents: number | null; maxCents: number | null };
    inStock: number;
  };
};
const list = async (query: string) => {
  const res = await t.request(`/api/products?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Listing;
};
const ids = (l: Listing) => l.products.map((p) => p.id).sort();
const facet = (l: Listing, key: string) => l.facets.attributes.find((a) => a.key === key)?.values;
const ours = `subcategory=cameras&brand=${FACET_BRAND}`;

describe('GET /api/products filters', () => {
  it("counts each value of the subcategory's facets", async () => {
    const all = await list(ours);
    expect(all.total).toBe(6);
    expect(facet(all, 'resolutionMp')).toEqual([
      { value: 2, count: 1 },
      { value: 4, count: 3 },
      { value: 8, count: 1 },
    ]);
    expect(facet(all, 'formFactor')).toEqual([
      { value: 'dome', count: 2 },
      { value: 'bullet', count: 2 },
      { value: 'turret', count: 1 },
    ]);
    expect(facet(all, 'audio')).toEqual([
      { value: true, count: 2 },
      { value: false, count: 1 },
    ]);
    expect(all.facets.attributes.map((a) => a.key)).toContain('ipRating');
    expect(all.facets.price).toEqual({ minCents: 5000, maxCents: 40000 });
    expect(all.facets.inStock).toBe(5);
  });

  it("one value narrows the list and every other facet's counts, not its own", async () => {
    const four = await list(`${ours}&resolutionMp=4`);
    expect(ids(four)).toEqual(['tl-cam-4mp-bullet', 'tl-cam-4mp-dome', 'tl-cam-4mp-turret']);
    expect(four.total).toBe(3);
    expect(facet(four, 'resolutionMp')).toEqual(facet(await list(ours), 'resolutionMp'));
    expect(facet(four, 'formFactor')).toEqual([
      { value: 'dome', count: 1 },
      { value: 'bullet', count: 1 },
      { value: 'turret', count: 1 },
    ]);
    // The brand list applies the resolution and the subcategory, not the brand.
    expect(four.facets.brands).toEqual(
      expect.arrayContaining([
        { value: FACET_BRAND, count: 3 },
        { value: OTHER_BRAND, count: 1 },
      ]),
    );
  });

  it('a repeated key is any of its values; different attributes all apply', async () => {
    expect(ids(await list(`${ours}&resolutionMp=4&resolutionMp=8`))).toEqual([
      'tl-cam-4mp-bullet',
      'tl-cam-4mp-dome',
      'tl-cam-4mp-turret',
      'tl-cam-8mp-bullet',
    ]);
    const both = await list(`${ours}&resolutionMp=4&poeStandard=af`);
    expect(ids(both)).toEqual(['tl-cam-4mp-dome', 'tl-cam-4mp-turret']);
    expect(facet(both, 'poeStandard')).toEqual([
      { value: 'af', count: 2 },
      { value: 'at', count: 1 },
    ]);
  });

  it('filters by price in dollars (inclusive) and by stock, each counted without its own filter', async () => {
    const priced = await list(`${ours}&priceMin=100&priceMax=150.00`);
    expect(ids(priced)).toEqual(['tl-cam-4mp-bullet', 'tl-cam-4mp-dome']);
    expect(priced.facets.price).toEqual({ minCents: 5000, maxCents: 40000 });
    expect(priced.facets.inStock).toBe(1);
    const stocked = await list(`${ours}&inStock=1`);
    expect(stocked.products.every((p) => p.stock > 0)).toBe(true);
    expect(stocked.total).toBe(5);
    expect(facet(stocked, 'resolutionMp')).toEqual([
      { value: 2, count: 1 },
      { value: 4, count: 2 },
      { value: 8, count: 1 },
    ]);
    expect(ids(await list(`${ours}&priceMin=99,5&priceMax=120`))).toEqual(['tl-cam-4mp-dome']);
  });

  it('narrows the brand list to the category and offers the facets the category shares', async () => {
    const network = await list('category=network');
    expect(network.facets.brands).toContainEqual({ value: FACET_BRAND, count: 1 });
    expect(network.facets.brands.map((b) => b.value)).not.toContain(OTHER_BRAND);
    expect(network.facets.attributes.map((a) => a.key)).toEqual(['poePorts', 'poeBudgetW', 'poeStandard']);
    // With no place chosen, only category, brand, price and stock.
    expect((await list('')).facets.attributes).toEqual([]);
    // Categories are counted without the category or subcategory (choosing one leaves both).
    const categories = (await list(`${ours}`)).facets.categories;
    expect(categories).toContainEqual({ value: 'network', count: 1 });
  });

  it('ignores unknown keys and attributes outside the view', async () => {
    expect((await list(`${ours}&colour=red`)).total).toBe(6);
    // Ports belong to switches: with cameras in view they filter nothing.
    expect((await list(`${ours}&ports=8`)).total).toBe(6);
  });

  it('refuses a value that is not one of the filter’s with a 400 in the visitor’s language', async () => {
    for (const bad of [
      'resolutionMp=abc',
      'resolutionMp=999',
      'poeStandard=poe-plus',
      'audio=maybe',
      'priceMin=ten',
      'inStock=yes-please',
    ]) {
      const res = await t.request(`/api/products?${ours}&${bad}`);
      expect(res.status, bad).toBe(400);
    }
    const tr = await t.request(`/api/products?${ours}&resolutionMp=abc`, { headers: { 'accept-language': 'tr' } });
    expect(((await tr.json()) as { message: string }).message).toBe('Seçtiğiniz filtrelerden biri bu listede yok.');
  });

  it('answers the same query in any value order with the same bytes, and another query with others', async () => {
    const a = await t.request(`/api/products?${ours}&resolutionMp=8&resolutionMp=4`);
    const b = await t.request(`/api/products?resolutionMp=4&${ours}&resolutionMp=8`);
    const c = await t.request(`/api/products?${ours}&resolutionMp=4`);
    expect(a.headers.get('etag')).toBeTruthy();
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
    expect(c.headers.get('etag')).not.toBe(a.headers.get('etag'));
    expect(((await a.json()) as Listing).total).toBe(4);
    expect(((await c.json()) as Listing).total).toBe(3);
  });
});

describe('the counts follow the catalogue', () => {
  const query = { subcategory: 'cameras', brand: FACET_BRAND };
  const restock = async (stock: number) => {
    // As a checkout writes stock: one conditional update, applied from what it returned (no pull).
    const [written] = await t.shop.database.db
      .update(products)
      .set({ stock, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, 'tl-cam-4mp-dome'))
      .returning({ id: products.id, stock: products.stock, revision: products.revision });
    t.shop.services.catalog.applyStock([written]);
  };

  it('a stock change moves the counts, the ones kept for a filter included', async () => {
    const catalog = t.shop.services.catalog;
    const before = catalog.listProductsWithFacets(query);
    expect(before.facets.inStock).toBe(5);
    // Kept for this catalogue version: the same counts for the same filter, however spelt.
    expect(catalog.listProductsWithFacets({ ...query, brand: FACET_BRAND.toUpperCase() }).facets).toBe(before.facets);
    try {
      await setStock(t, 'tl-cam-4mp-dome', 2);
      expect((await list(ours)).facets.inStock).toBe(6);
      const stocked = await list(`${ours}&inStock=1`);
      expect(stocked.total).toBe(6);
      expect(facet(stocked, 'resolutionMp')).toContainEqual({ value: 4, count: 3 });

      await restock(0);
      expect(catalog.listProductsWithFacets(query).facets.inStock).toBe(5);
      expect((await list(`${ours}&inStock=1`)).total).toBe(5);
    } finally {
      await setStock(t, 'tl-cam-4mp-dome', 0);
    }
  });

  it('lists the same products without counting them for a caller that does not show the counts', () => {
    const catalog = t.shop.services.catalog;
    for (const filter of [{}, query, { ...query, inStock: true }, { search: 'testline', subcategory: 'cameras' }]) {
      const { facets, ...listed } = catalog.listProductsWithFacets(filter);
      expect(facets).toBeDefined();
      expect(catalog.listProducts(filter)).toEqual(listed);
    }
  });
});
