import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributesOf, type ProductAttributes } from './attributes.ts';
import {
  MAX_COMPARED,
  addToCompare,
  compareUrl,
  parseCompareIds,
  removeFromCompare,
  serializeCompareIds,
} from './compare-list.ts';
import { compareRows, type CompareFormatters, type ComparedProduct } from './compare.ts';

const id = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,12}$/);
const ids = fc.uniqueArray(id, { maxLength: MAX_COMPARED });

const formatters: CompareFormatters = {
  price: (cents) => (cents == null ? 'n/a' : `$${cents / 100}`),
  rating: (rating) => rating.toFixed(1),
  stock: (stock) => (stock > 0 ? 'In stock' : 'Out of stock'),
  attribute: (_definition, value) => String(value),
  missing: '—',
};

const product = (
  subcategory: string | null,
  attributes: ProductAttributes,
  card: Partial<ComparedProduct['card']> = {},
): ComparedProduct => ({
  card: { brand: 'Hikvision', priceCents: 10000, rating: 4.5, stock: 3, ...card },
  subcategory,
  attributes,
});

describe('the list', () => {
  it('never holds more than 4, nor an id twice, and keeps the order given', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(id, fc.string())), (parts) => {
        const text = parts.join(',');
        const list = parseCompareIds(text);
        const tokens = text.split(',').map((p) => p.trim());
        expect(list.length).toBeLessThanOrEqual(MAX_COMPARED);
        expect(new Set(list).size).toBe(list.length);
        // Order kept: each id's position follows its first appearance in the text.
        const firsts = list.map((x) => tokens.indexOf(x));
        expect(firsts).toEqual([...firsts].sort((a, b) => a - b));
      }),
    );
  });

  it('reads back what it writes, in the URL as in the cookie', () => {
    fc.assert(
      fc.property(ids, (list) => {
        expect(parseCompareIds(serializeCompareIds(list))).toEqual(list);
        const url = new URL(compareUrl(list), 'https://shop.example');
        expect(parseCompareIds(url.searchParams.get('ids'))).toEqual(list);
      }),
    );
  });

  it('drops what is no id: commas, spaces, markup, empty parts', () => {
    expect(parseCompareIds(' a-1 ,,b<script>, a-1,c.d ')).toEqual(['a-1', 'c.d']);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('a,b,c,d,e,f')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds at the end, refuses a fifth unchanged, keeps one already listed in its place', () => {
    fc.assert(
      fc.property(ids, id, (list, added) => {
        const result = addToCompare(list, added);
        expect(result.ids.length).toBeLessThanOrEqual(MAX_COMPARED);
        expect(new Set(result.ids).size).toBe(result.ids.length);
        if (list.includes(added)) expect(result).toEqual({ ok: true, ids: list, already: true });
        else if (list.length === MAX_COMPARED) expect(result).toEqual({ ok: false, reason: 'full', ids: list });
        else expect(result).toEqual({ ok: true, ids: [...list, added], already: false });
      }),
    );
  });

  it('removes one and keeps the others in order', () => {
    fc.assert(
      fc.property(ids, id, (list, removed) => {
        const left = removeFromCompare(list, removed);
        expect(left).toEqual(list.filter((x) => x !== removed));
        expect(left).not.toContain(removed);
      }),
    );
  });

  it('writes the page notes and the differences switch into the URL', () => {
    expect(compareUrl([])).toBe('/compare');
    expect(compareUrl(['a', 'b'], { diff: true, refused: 'c' })).toBe('/compare?ids=a,b&diff=1&refused=c');
  });
});

describe('the rows', () => {
  it('starts with price, brand, rating and stock, then the attributes in their set order', () => {
    const rows = compareRows(
      [
        product('cameras', { resolutionMp: 4, lensMm: 2.8, ipRating: 'IP67' }),
        product('cameras', { resolutionMp: 8, ipRating: 'IP67' }),
      ],
      formatters,
    );
    expect(rows.map((r) => r.key)).toEqual(['price', 'brand', 'rating', 'stock', 'resolutionMp', 'lensMm', 'ipRating']);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey.resolutionMp.differs).toBe(true);
    expect(byKey.ipRating.differs).toBe(false);
    expect(byKey.price.differs).toBe(false);
    expect(byKey.lensMm.cells).toEqual([
      { text: '2.8', missing: false },
      { text: '—', missing: true },
    ]);
    expect(byKey.lensMm.differs).toBe(true);
    expect(byKey.lensMm.nameKey).toBe('specs.names.lensMm');
  });

  it('compares products of different kinds: the union of their attributes, the first kind first', () => {
    const rows = compareRows(
      [product('switches', { ports: 8, managed: false }), product('recorders', { channels: 8, poePorts: 8 })],
      formatters,
    );
    expect(rows.slice(4).map((r) => r.key)).toEqual(['ports', 'poePorts', 'managed', 'channels']);
    const poePorts = rows.find((r) => r.key === 'poePorts')!;
    expect(poePorts.cells.map((c) => c.missing)).toEqual([true, false]);
  });

  it('marks a row as differing exactly when its shown values are not all equal', () => {
    const subcategory = fc.constantFrom('cameras', 'switches', 'radios', 'hard-drives', null);
    const compared = subcategory.chain((sub) =>
      fc
        .record({
          attributes: fc.dictionary(
            fc.constantFrom(...attributesOf(sub).map((d) => d.key), 'x'),
            fc.oneof(fc.integer({ min: 0, max: 3 }), fc.boolean(), fc.constantFrom('IP67', 'IP68')),
          ),
          price: fc.option(fc.integer({ min: 0, max: 3 })),
          stock: fc.integer({ min: 0, max: 2 }),
          brand: fc.constantFrom('Hikvision', 'Dahua'),
        })
        .map(({ attributes, price, stock, brand }) =>
          product(sub, attributes, { priceCents: price, stock, brand, rating: 4 }),
        ),
    );
    fc.assert(
      fc.property(fc.array(compared, { minLength: 1, maxLength: MAX_COMPARED }), (products) => {
        const rows = compareRows(products, formatters);
        for (const row of rows) {
          expect(row.cells).toHaveLength(products.length);
          expect(row.differs).toBe(new Set(row.cells.map((c) => c.text)).size > 1);
          // A row is shown only when some product states it.
          expect(row.cells.some((c) => !c.missing)).toBe(true);
        }
        expect(rows.slice(0, 4).map((r) => r.key)).toEqual(['price', 'brand', 'rating', 'stock']);
        expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
      }),
    );
  });
});
