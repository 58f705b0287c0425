import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchedWordCount, queryWords, rankKey } from '#common/search.ts';
import { CatalogIndex, type IndexedProduct } from './catalog-index.ts';

function product(
  id: string,
  position: number,
  title: string,
  description = '',
  extra: Partial<IndexedProduct> = {},
): IndexedProduct {
  return {
    id,
    title,
    description,
    position,
    subcategory: null,
    subcategories: [],
    labels: '',
    attributes: {},
    reviewCount: 0,
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

/** The rules applied by brute force (#common/search rankKey): the reference the index must agree with. */
function naiveSearch(products: IndexedProduct[], query: string, limit: number) {
  const words = queryWords(query);
  return products
    .map((p) => ({ p, key: rankKey(words, p) }))
    .filter((x) => x.key > 0)
    .sort((a, b) => b.key - a.key || a.p.position - b.p.position || (a.p.id < b.p.id ? -1 : 1))
    .slice(0, limit)
    .map((x) => `${x.p.id}:${matchedWordCount(x.key, words.length)}`);
}

/** Catalogue order: position, then id. */
function catalogueOrder(products: IndexedProduct[]): string[] {
  return [...products]
    .sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((p) => p.id);
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

  it('breaks ties by where the words matched: title, then brand or category, then description', () => {
    const index = new CatalogIndex();
    index.upsert(product('desc', 0, 'Vape Sensor', 'Works where a camera is not allowed'));
    index.upsert(product('brand', 1, 'Recorder', '', { brand: 'CameraWorks' }));
    index.upsert(product('title', 2, 'Dome Camera', 'camera'));
    index.upsert(product('title2', 3, 'Cameras Bullet'));
    const ids = index.search('camera', 10).hits.map((h) => `${h.product.id}:${h.score}`);
    expect(ids).toEqual(['title:1', 'title2:1', 'brand:1', 'desc:1']);
    // More matched words still win over a better field.
    const two = index.search('camera allowed', 10).hits.map((h) => `${h.product.id}:${h.score}`);
    expect(two[0]).toBe('desc:2');
    // A word matched in the title counts once, however often it also appears elsewhere.
    index.upsert(product('both', 4, 'Camera', 'camera camera', { brand: 'Camera' }));
    expect(index.search('camera', 10).hits.map((h) => h.product.id)).toEqual([
      'title',
      'title2',
      'both',
      'brand',
      'desc',
    ]);
  });

  it('finds words contained in the query and words containing it', () => {
    const index = new CatalogIndex();
    index.upsert(product('a', 0, 'IP Camera'));
    expect(index.search('cameras', 5).hits.map((h) => h.product.id)).toEqual(['a']);
    expect(index.search('cam', 5).hits.map((h) => h.product.id)).toEqual(['a']);
  });

  it("finds a query word's counterparts in the other language, counted once, best field first", () => {
    const index = new CatalogIndex();
    const misc = { category: 'misc' };
    index.upsert(product('cable', 0, 'Cat6 Cable', 'IP kamera kurulumları için', misc));
    index.upsert(product('dome', 1, 'Dome Camera', 'kamera', misc));
    index.upsert(product('label', 2, 'HALO 3C', '', { ...misc, labels: 'Security Güvenlik Sensors Sensörler' }));
    index.upsert(product('radio', 3, 'DMR Radio', '', misc));
    const hits = (query: string) => index.search(query, 10).hits.map((h) => `${h.product.id}:${h.score}`);
    expect(hits('kamera')).toEqual(['dome:1', 'cable:1']);
    expect(hits('kameralar')).toEqual(['dome:1', 'cable:1']);
    expect(hits('camera')).toEqual(['dome:1', 'cable:1']);
    expect(hits('kamera camera')).toEqual(['dome:2', 'cable:2']);
    expect(hits('güvenlik')).toEqual(['label:1']);
    expect(hits('security')).toEqual(['label:1']);
    expect(hits('telsizler')).toEqual(['radio:1']);
  });

  it('applies the filter before the limit and counts every accepted match', () => {
    const index = new CatalogIndex();
    for (let i = 0; i < 10; i++)
      index.upsert(product(`p${i}`, i, `Camera ${i}`, '', { category: i % 2 ? 'network' : 'security' }));
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
    // Words and their counterparts (#common/search-vocabulary), stems, suffixed forms and parts of them.
    const word = fc.constantFrom(
      'cam',
      'camera',
      'cameras',
      'dome',
      'ip',
      'poe',
      'switch',
      'anahtarı',
      'radyo',
      'radio',
      'telsiz',
      'telsizler',
      'walkie',
      'kamera',
      'kameraları',
      'güvenlik',
      'security',
      'nvr',
      'kayıt',
      'recorder',
      'kablo',
      'kablosuz',
      'cable',
      'wireless',
      'ağ',
      'ag',
      'network',
      'image',
      'kart',
      'card',
      '4mp',
      'ab',
      'ca',
      'era',
      'x1',
    );
    const text = fc.array(word, { minLength: 0, maxLength: 6 }).map((w) => w.join(' '));
    const change = fc.record({
      at: fc.nat(149),
      title: text,
      position: fc.option(fc.nat(20), { nil: undefined }),
      remove: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            title: text,
            description: text,
            brand: word,
            category: fc.constantFrom('security', 'network', 'walkie-talkie'),
            labels: text,
            // Few positions: ties are broken by id.
            position: fc.nat(20),
          }),
          { minLength: 1, maxLength: 150 },
        ),
        fc.array(change, { maxLength: 10 }),
        text,
        fc.integer({ min: 1, max: 20 }),
        // Read before the changes, so they are applied to a kept catalogue order (not re-sorted).
        fc.boolean(),
        (items, changes, query, limit, readFirst) => {
          const index = new CatalogIndex();
          let products = items.map((it, i) =>
            product(`p${i}`, it.position, it.title, it.description, {
              brand: it.brand,
              category: it.category,
              labels: it.labels,
            }),
          );
          for (const p of products) index.upsert(p);
          if (readFirst) index.search(query, limit);
          for (const { at, title, position, remove } of changes) {
            if (at >= items.length) continue;
            const id = `p${at}`;
            const current = products.find((p) => p.id === id);
            if (remove) {
              products = products.filter((p) => p.id !== id);
              index.remove(id);
              continue;
            }
            const changed = { ...(current ?? product(id, 0, '')), title, position: position ?? current?.position ?? 0 };
            products = [...products.filter((p) => p.id !== id), changed];
            index.upsert(changed);
          }
          const got = index.search(query, limit).hits.map((h) => `${h.product.id}:${h.score}`);
          expect(got).toEqual(naiveSearch(products, query, limit));
          expect(index.all().map((p) => p.id)).toEqual(catalogueOrder(products));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('orders a catalogue in steps, starting again when it changes during a pause', () => {
    const index = new CatalogIndex();
    // Enough products for several sorted runs and merges; positions against insertion order, with ties.
    const products = Array.from({ length: 5000 }, (_, i) => product(`p${i}`, Math.floor((5000 - i) / 3), `P ${i}`));
    for (const p of products) index.upsert(p);
    const steps = index.settle(0);
    expect(steps.next().done).toBe(false); // paused: no time left
    const late = product('late', 0, 'Late');
    index.upsert(late);
    let pauses = 0;
    while (!steps.next().done) pauses++;
    expect(pauses).toBeGreaterThan(0);
    expect(index.all().map((p) => p.id)).toEqual(catalogueOrder([...products, late]));
  });

  it('finishes an unfinished ordering when read', () => {
    const index = new CatalogIndex();
    const products = Array.from({ length: 5000 }, (_, i) => product(`p${i}`, 5000 - i, `P ${i}`));
    for (const p of products) index.upsert(p);
    const steps = index.settle(0);
    steps.next();
    expect(index.all().map((p) => p.id)).toEqual(catalogueOrder(products));
    expect(steps.next().done).toBe(true);
  });

  it('lists everything in catalogue order', () => {
    const index = new CatalogIndex();
    index.upsert(product('b', 2, 'B'));
    index.upsert(product('a', 1, 'A'));
    expect(index.all().map((p) => p.id)).toEqual(['a', 'b']);
  });
});
