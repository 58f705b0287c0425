import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexedWords, queryWords, scoreProduct } from '#common/search.ts';
import { CatalogIndex, type IndexedProduct } from './catalog-index.ts';

function product(id: string, position: number, title: string, description = '', extra: Partial<IndexedProduct> = {}): IndexedProduct {
  return {
    id,
    title,
    description,
    position,
    subcategory: null,
    brand: 'Acme',
    category: 'security',
    priceCents: 1000,
    oldPriceCents: null,
    discount: 0,
    rating: 4,
    stock: 10,
    isNew: false,
    isFeatured: false,
    image: null,
    ...extra,
  };
}

/** The spec's rules applied by brute force: the reference the index must agree with. */
function naiveSearch(products: IndexedProduct[], query: string, limit: number) {
  const words = queryWords(query);
  return products
    .map((p) => ({ p, score: scoreProduct(words, indexedWords(p)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.p.position - b.p.position || (a.p.id < b.p.id ? -1 : 1))
    .slice(0, limit)
    .map((x) => `${x.p.id}:${x.score}`);
}

describe('CatalogIndex', () => {
  it('ranks by matched words, then catalogue order', () => {
    const index = new CatalogIndex();
    index.upsert(product('a', 0, 'Dome Camera'));
    index.upsert(product('b', 1, 'Bullet Camera 4MP'));
    index.upsert(product('c', 2, 'PoE Switch'));
    const ids = index.search('camera 4mp', 10).hits.map((h) => `${h.product.id}:${h.score}`);
    expect(ids).toEqual(['b:2', 'a:1']);
  });

  it('finds words contained in the query and words containing it', () => {
    const index = new CatalogIndex();
    index.upsert(product('a', 0, 'IP Camera'));
    expect(index.search('cameras', 5).hits.map((h) => h.product.id)).toEqual(['a']);
    expect(index.search('cam', 5).hits.map((h) => h.product.id)).toEqual(['a']);
  });

  it('applies the filter before the limit and counts every accepted match', () => {
    const index = new CatalogIndex();
    for (let i = 0; i < 10; i++) index.upsert(product(`p${i}`, i, `Camera ${i}`, '', { category: i % 2 ? 'network' : 'security' }));
    const result = index.search('camera', 2, (p) => p.category === 'network');
    expect(result.total).toBe(5);
    expect(result.hits.map((h) => h.product.id)).toEqual(['p1', 'p3']);
  });

  it('forgets the old words of an updated product and drops removed ones', () => {
    const index = new CatalogIndex();
    index.upsert(product('a', 0, 'Dome Camera'));
    index.upsert(product('a', 0, 'Radio Handset'));
    expect(index.search('dome', 5).hits).toEqual([]);
    expect(index.search('radio', 5).hits.map((h) => h.product.id)).toEqual(['a']);
    index.remove('a');
    expect(index.search('radio', 5).hits).toEqual([]);
    expect(index.size).toBe(0);
  });

  it('agrees with the brute-force rules on random catalogues and queries', () => {
    const word = fc.constantFrom('cam', 'camera', 'dome', 'ip', 'poe', 'switch', 'radyo', 'kamera', 'kameraları', 'güvenlik', 'nvr', '4mp', 'ab', 'ca', 'era', 'x1');
    const text = fc.array(word, { minLength: 0, maxLength: 6 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(
        fc.array(fc.record({ title: text, description: text }), { minLength: 1, maxLength: 150 }),
        fc.array(fc.tuple(fc.nat(149), text), { maxLength: 10 }),
        text,
        fc.integer({ min: 1, max: 20 }),
        (items, updates, query, limit) => {
          const index = new CatalogIndex();
          let products = items.map((it, i) => product(`p${i}`, i, it.title, it.description));
          for (const p of products) index.upsert(p);
          for (const [at, title] of updates) {
            if (at >= products.length) continue;
            const changed = { ...products[at], title };
            products = products.map((p) => (p.id === changed.id ? changed : p));
            index.upsert(changed);
          }
          const got = index.search(query, limit).hits.map((h) => `${h.product.id}:${h.score}`);
          expect(got).toEqual(naiveSearch(products, query, limit));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('lists everything in catalogue order', () => {
    const index = new CatalogIndex();
    index.upsert(product('b', 2, 'B'));
    index.upsert(product('a', 1, 'A'));
    expect(index.all().map((p) => p.id)).toEqual(['a', 'b']);
  });
});
