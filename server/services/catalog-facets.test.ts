import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_SETS, type AttributeDefinition, type AttributeValue } from '#common/attributes.ts';
import { categoryOfSubcategory, type Subcategory } from '#common/subcategories.ts';
import {
  FacetColumns,
  FacetCounter,
  FacetStore,
  facetAttributesFor,
  facetQueryOf,
  type CatalogFacets,
  type FacetFilter,
} from './catalog-facets.ts';
import { CatalogIndex, type IndexedProduct } from './catalog-index.ts';

const SUBS = ['cameras', 'body-cameras', 'recorders', 'switches', 'poe'] as const satisfies readonly Subcategory[];
const BRANDS = ['Hikvision', 'Dahua', 'TP-Link', 'Ubiquiti'];

/** A few values of an attribute, enough for collisions. */
function poolOf(d: AttributeDefinition): AttributeValue[] {
  if (d.kind === 'number') return [d.min, Math.min(d.max, d.min + 1), Math.min(d.max, d.min + 3)];
  if (d.kind === 'choice') return d.values.slice(0, 3);
  return [true, false];
}

const product = fc
  .record({
    sub: fc.constantFrom(...SUBS),
    brand: fc.constantFrom(...BRANDS),
    price: fc.option(fc.integer({ min: 0, max: 50 }).map((n) => n * 1000)),
    stock: fc.integer({ min: 0, max: 3 }),
    seeds: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 12, maxLength: 12 }),
  })
  .map(({ sub, brand, price, stock, seeds }) => {
    const attributes: Record<string, AttributeValue> = {};
    (ATTRIBUTE_SETS[sub] as readonly AttributeDefinition[]).forEach((d, i) => {
      const pool = poolOf(d);
      const pick = seeds[i % seeds.length];
      if (pick < pool.length) attributes[d.key] = pool[pick]; // otherwise not known
    });
    // A PoE switch is also listed under PoE Devices.
    const subcategories: Subcategory[] = sub === 'switches' && seeds[0] === 0 ? ['switches', 'poe'] : [sub];
    return {
      id: '',
      category: categoryOfSubcategory(sub)!,
      subcategory: sub,
      subcategories,
      brand,
      priceCents: price,
      stock,
      attributes,
    } as unknown as IndexedProduct;
  });

const filterArb = fc
  .record({
    place: fc.constantFrom<[string | undefined, Subcategory | undefined]>(
      [undefined, undefined],
      ['security', undefined],
      ['network', undefined],
      ['security', 'cameras'],
      ['security', 'body-cameras'],
      ['network', 'switches'],
      ['network', 'poe'],
      [undefined, 'cameras'],
    ),
    brand: fc.option(fc.constantFrom('hikvision', 'TP-LINK', 'Nobody'), { nil: undefined }),
    min: fc.option(
      fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
      { nil: undefined },
    ),
    max: fc.option(
      fc.integer({ min: 0, max: 50 }).map((n) => n * 1000),
      { nil: undefined },
    ),
    inStock: fc.option(fc.boolean(), { nil: undefined }),
    picks: fc.array(fc.subarray([0, 1, 2]), { minLength: 12, maxLength: 12 }),
  })
  .map(({ place: [category, subcategory], brand, min, max, inStock, picks }): FacetFilter => {
    const attributes: Record<string, AttributeValue[]> = {};
    facetAttributesFor(category, subcategory).forEach((d, i) => {
      const pool = poolOf(d);
      const chosen = picks[i].filter((k) => k < pool.length).map((k) => pool[k]);
      if (chosen.length) attributes[d.key] = chosen;
    });
    return { category, subcategory, brand, priceMinCents: min, priceMaxCents: max, inStock, attributes };
  });

type Dimension = 'category' | 'subcategory' | 'brand' | 'price' | 'stock' | `attr:${string}`;

/** Whether a product passes one filter, written plainly. */
function passes(p: IndexedProduct, f: FacetFilter, dim: Dimension): boolean {
  switch (dim) {
    case 'category':
      return !f.category || p.category.toLowerCase() === f.category.toLowerCase();
    case 'subcategory':
      return !f.subcategory || (p.subcategories as readonly string[]).includes(f.subcategory);
    case 'brand':
      return !f.brand || p.brand.toLowerCase() === f.brand.toLowerCase();
    case 'price':
      if (f.priceMinCents === undefined && f.priceMaxCents === undefined) return true;
      return (
        p.priceCents != null &&
        (f.priceMinCents === undefined || p.priceCents >= f.priceMinCents) &&
        (f.priceMaxCents === undefined || p.priceCents <= f.priceMaxCents)
      );
    case 'stock':
      return !f.inStock || p.stock > 0;
    default: {
      const key = dim.slice(5);
      const values = f.attributes?.[key];
      return !values?.length || values.includes(p.attributes[key]);
    }
  }
}

function dimensionsOf(f: FacetFilter): Dimension[] {
  return [
    'category',
    'subcategory',
    'brand',
    'price',
    'stock',
    ...facetAttributesFor(f.category, f.subcategory).map((d) => `attr:${d.key}` as const),
  ];
}

/** Products passing every filter but the ignored ones. */
const passingBut = (list: IndexedProduct[], f: FacetFilter, ignored: Dimension[]) =>
  list.filter((p) => dimensionsOf(f).every((d) => ignored.includes(d) || passes(p, f, d)));

function tally<V>(list: IndexedProduct[], valuesOf: (p: IndexedProduct) => readonly V[]): Map<V, number> {
  const counts = new Map<V, number>();
  for (const p of list) for (const v of valuesOf(p)) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

const asMap = <V>(list: { value: V; count: number }[]) => new Map(list.map(({ value, count }) => [value, count]));

/** The counts a straightforward reference makes (each facet: the products passing every other filter). */
function expectReferenceCounts(products: IndexedProduct[], filter: FacetFilter, facets: CatalogFacets): void {
  expect(asMap(facets.categories)).toEqual(
    tally(passingBut(products, filter, ['category', 'subcategory']), (p) => [p.category]),
  );
  expect(asMap(facets.subcategories)).toEqual(
    tally(passingBut(products, filter, ['subcategory']), (p) => p.subcategories),
  );
  expect(asMap(facets.brands)).toEqual(tally(passingBut(products, filter, ['brand']), (p) => [p.brand]));
  expect(facets.inStock).toBe(passingBut(products, filter, ['stock']).filter((p) => p.stock > 0).length);
  const prices = passingBut(products, filter, ['price'])
    .map((p) => p.priceCents)
    .filter((c): c is number => c != null);
  expect(facets.price).toEqual(
    prices.length
      ? { minCents: Math.min(...prices), maxCents: Math.max(...prices) }
      : { minCents: null, maxCents: null },
  );
  const definitions = facetAttributesFor(filter.category, filter.subcategory);
  expect(facets.attributes.map((a) => a.key)).toEqual(definitions.map((d) => d.key));
  for (const { key, values } of facets.attributes) {
    const expected = tally(passingBut(products, filter, [`attr:${key}`]), (p) =>
      p.attributes[key] === undefined ? [] : [p.attributes[key]],
    );
    expect(asMap(values)).toEqual(expected);
    expect(values.every((v) => v.count > 0)).toBe(true);
  }
}

describe('facet counting', () => {
  it("each facet value's count is the products passing every other filter; the listed ones pass every filter", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 60 }), filterArb, (products, filter) => {
        const counter = new FacetCounter(filter);
        const listed = products.filter(counter.test);
        expect(listed).toEqual(passingBut(products, filter, []));
        expectReferenceCounts(
          products,
          filter,
          counter.result((a, b) => a.localeCompare(b)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('lists values in a stable order: numbers ascending, choices as declared, brands alphabetically', () => {
    const make = (brand: string, resolutionMp: number, formFactor: string) =>
      ({
        id: brand,
        category: 'security',
        subcategory: 'cameras',
        subcategories: ['cameras'],
        brand,
        priceCents: 1000,
        stock: 1,
        attributes: { resolutionMp, formFactor },
      }) as unknown as IndexedProduct;
    const counter = new FacetCounter({ subcategory: 'cameras' });
    [make('Uniview', 8, 'ptz'), make('Dahua', 2, 'dome'), make('Axis', 4, 'bullet'), make('Dahua', 4, 'dome')].forEach(
      counter.test,
    );
    const facets = counter.result((a, b) => a.localeCompare(b));
    expect(facets.brands).toEqual([
      { value: 'Axis', count: 1 },
      { value: 'Dahua', count: 2 },
      { value: 'Uniview', count: 1 },
    ]);
    const of = (key: string) => facets.attributes.find((a) => a.key === key)!.values;
    expect(of('resolutionMp')).toEqual([
      { value: 2, count: 1 },
      { value: 4, count: 2 },
      { value: 8, count: 1 },
    ]);
    expect(of('formFactor').map((v) => v.value)).toEqual(['dome', 'bullet', 'ptz']);
  });

  it('offers the subcategory facets, the ones a category shares, or none', () => {
    expect(facetAttributesFor(undefined, 'cameras').map((d) => d.key)).toContain('resolutionMp');
    expect(facetAttributesFor('network').map((d) => d.key)).toEqual(['poePorts', 'poeBudgetW', 'poeStandard']);
    // Cables, patch cords and plugs share only the cable category (plugs have no length or conductor).
    expect(facetAttributesFor('cables').map((d) => d.key)).toEqual(['cableCategory']);
    expect(facetAttributesFor('cables', 'installation-cables').map((d) => d.key)).toEqual([
      'lengthM',
      'cableCategory',
      'conductor',
    ]);
    expect(facetAttributesFor()).toEqual([]);
    expect(facetAttributesFor('nowhere')).toEqual([]);
  });
});

type Edit =
  | { kind: 'restock'; at: number; stock: number }
  | { kind: 'replace'; at: number; product: IndexedProduct }
  | { kind: 'insert'; at: number; product: IndexedProduct }
  | { kind: 'remove'; at: number };
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('restock' as const), at: fc.nat(), stock: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), product }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), product }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
);

/** The catalogue after an edit, as the read model lists it: a changed product is a new object. */
function edited(list: IndexedProduct[], edit: Edit): IndexedProduct[] {
  const next = [...list];
  const at = list.length ? edit.at % (list.length + (edit.kind === 'insert' ? 1 : 0)) : 0;
  if (edit.kind === 'insert') next.splice(at, 0, edit.product);
  else if (!list.length) return next;
  else if (edit.kind === 'remove') next.splice(at, 1);
  else if (edit.kind === 'replace') next[at] = edit.product;
  else next[at] = { ...list[at], stock: edit.stock };
  return next;
}

const compareText = (a: string, b: string) => a.localeCompare(b);

describe('FacetColumns', () => {
  it('after any edits, counting over the patched columns is the reference: a scan of the catalogue and a search’s candidates', () => {
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 40 }),
        filterArb,
        fc.array(editArb, { maxLength: 8 }),
        filterArb,
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.nat()),
        (initial, before, edits, filter, limit, picks) => {
          const columns = FacetColumns.of(initial);
          // Columns and the row lookup made before the edits, so the edits have them to patch.
          const warm = new FacetCounter(before, columns);
          warm.scan(10);
          initial.slice(0, 3).forEach(warm.test);

          const catalogue = edits.reduce(edited, initial);
          const changed = columns.sync(catalogue);
          expect(changed).toBe(catalogue.filter((p, row) => initial[row] !== p).length);
          expect(columns.length).toBe(catalogue.length);

          const counter = new FacetCounter(filter, columns);
          const { found, total } = counter.scan(limit);
          const listed = passingBut(catalogue, filter, []);
          expect(found).toEqual(listed.slice(0, limit));
          expect(total).toBe(listed.length);
          expectReferenceCounts(catalogue, filter, counter.result(compareText));

          // A search's matches: some of the products, in any order, each looked up by object.
          const candidates = [...new Set(picks.map((i) => catalogue[i % Math.max(1, catalogue.length)]))].filter(
            (p) => p !== undefined,
          );
          const searched = new FacetCounter(filter, columns);
          expect(candidates.filter(searched.test)).toEqual(passingBut(candidates, filter, []));
          expectReferenceCounts(candidates, filter, searched.result(compareText));
          // Each with its row, as the read model's search gives it, or a wrong one (then looked up).
          const placed = new FacetCounter(filter, columns);
          const rowOf = (p: IndexedProduct, i: number) => (i % 3 === 2 ? i : catalogue.indexOf(p));
          expect(candidates.filter((p, i) => placed.testAt(p, rowOf(p, i)))).toEqual(
            passingBut(candidates, filter, []),
          );
          expectReferenceCounts(candidates, filter, placed.result(compareText));

          // Without counting, the same list and nothing counted.
          const plain = new FacetCounter(filter, columns, { count: false });
          expect(plain.scan(limit)).toEqual({ found, total });
          expect(plain.result(compareText).brands).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('codes more than 65 535 distinct values of one attribute', () => {
    const cable = (i: number) =>
      ({
        id: `c${i}`,
        category: 'cables',
        subcategory: 'patch-cables',
        subcategories: ['patch-cables'],
        brand: 'Cableline',
        priceCents: 100,
        stock: 1,
        attributes: { lengthM: i / 10 },
      }) as unknown as IndexedProduct;
    const columns = FacetColumns.of(Array.from({ length: 70_000 }, (_, i) => cable(i)));
    const counter = new FacetCounter({ subcategory: 'patch-cables', attributes: { lengthM: [6999.9] } }, columns);
    expect(counter.scan(10).found.map((p) => p.id)).toEqual(['c69999']);
    expect(counter.result(compareText).attributes.find((a) => a.key === 'lengthM')!.values).toHaveLength(70_000);
  });

  it('a product not in the columns is not listed', () => {
    const [a, b] = fc.sample(product, 2);
    const counter = new FacetCounter({}, FacetColumns.of([a]));
    expect(counter.test(b)).toBe(false);
    expect(counter.test(a)).toBe(true);
  });

  it('names a filter the same way however it is spelt, and tells when none applies', () => {
    expect(facetQueryOf({}).filters).toBe(false);
    // Attributes outside the view filter nothing.
    expect(facetQueryOf({ attributes: { resolutionMp: [4] } })).toEqual(facetQueryOf({}));
    expect(
      facetQueryOf({ category: 'Security', subcategory: 'cameras', attributes: { resolutionMp: [8, 4] } }),
    ).toEqual(facetQueryOf({ category: 'security', subcategory: 'cameras', attributes: { resolutionMp: [4, 8] } }));
    expect(facetQueryOf({ inStock: true }).key).not.toBe(facetQueryOf({}).key);
    expect(facetQueryOf({ priceMinCents: 0 }).filters).toBe(true);
    expect(facetQueryOf({ subcategory: 'cameras', attributes: { resolutionMp: [4] } }).key).not.toBe(
      facetQueryOf({ subcategory: 'cameras', attributes: { resolutionMp: ['4'] } }).key,
    );
  });
});

describe('FacetStore', () => {
  const indexed = (id: string, position: number, stock: number): IndexedProduct => ({
    ...fc.sample(product, { numRuns: 1, seed: position })[0],
    id,
    title: `Camera ${id}`,
    description: '',
    labels: '',
    category: 'security',
    subcategory: 'cameras',
    subcategories: ['cameras'],
    brand: 'Hikvision',
    priceCents: 1000,
    stock,
    position,
  });

  it('keeps counts until the read model changes, and has the change in its columns', () => {
    const index = new CatalogIndex();
    index.upsert(indexed('a', 1, 0));
    index.upsert(indexed('b', 2, 2));
    const store = new FacetStore(index);
    const { key } = facetQueryOf({ category: 'security' });
    const count = () => {
      const counter = new FacetCounter({ category: 'security' }, store.columns());
      counter.scan(10);
      return counter.result(compareText);
    };
    const first = count();
    expect(first.inStock).toBe(1);
    store.keep(key, first);
    expect(store.counted(key)).toBe(first);

    index.upsert({ ...index.get('a')!, stock: 5 });
    expect(store.counted(key)).toBeUndefined();
    expect(count().inStock).toBe(2);
    index.remove('b');
    expect(store.columns().products.map((p) => p.id)).toEqual(['a']);
    expect(count().inStock).toBe(1);
  });

  it('makes every facet attribute’s column ahead of the first request, a step at a time', () => {
    const index = new CatalogIndex();
    index.upsert(indexed('a', 1, 0));
    const store = new FacetStore(index);
    let steps = 0;
    for (const _ of store.warm()) steps++;
    const keys = store.columns().attributeKeys;
    expect(keys).toEqual(expect.arrayContaining(['resolutionMp', 'poeStandard', 'channels', 'licence']));
    expect(steps).toBe(keys.length);
  });
});
