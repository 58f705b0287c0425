import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductImage, ProductTexts } from './catalog-types.ts';
import { cardTextsIn, imagesIn, productTexts, type LocalTexts } from './product-texts.ts';
import { FIELD_TITLE, fieldWords, matchWeight, rankKey } from './search.ts';

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim().length > 0);
const nameValue = fc.record({ name: text, value: text });
const image = fc.record({ path: text, alt: text, width: fc.nat(), height: fc.nat() });
const english: fc.Arbitrary<LocalTexts> = fc.record({
  title: text,
  description: text,
  specifications: fc.array(fc.record({ group: text, items: fc.array(nameValue, { maxLength: 3 }) }), { maxLength: 3 }),
  features: fc.array(nameValue, { maxLength: 3 }),
  useCases: fc.array(text, { maxLength: 3 }),
  includedItems: fc.array(text, { maxLength: 3 }),
  images: fc.array(image, { maxLength: 4 }),
});
const turkish: fc.Arbitrary<ProductTexts> = fc.record(
  {
    title: text,
    description: text,
    specifications: fc.array(fc.record({ group: text, items: fc.array(nameValue, { maxLength: 3 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    features: fc.array(nameValue, { minLength: 1, maxLength: 3 }),
    useCases: fc.array(text, { minLength: 1, maxLength: 3 }),
    includedItems: fc.array(text, { minLength: 1, maxLength: 3 }),
    imageAlts: fc.array(text, { maxLength: 5 }),
  },
  { requiredKeys: [] },
);

const FIELDS = ['title', 'description', 'specifications', 'features', 'useCases', 'includedItems'] as const;

describe('productTexts', () => {
  it('takes each text the language has and the English one for each it lacks, field by field', () => {
    fc.assert(
      fc.property(english, turkish, (en, tr) => {
        const shown = productTexts(en, { tr }, 'tr');
        for (const field of FIELDS) expect(shown[field]).toEqual(tr[field] ?? en[field]);
      }),
    );
  });

  it('replaces lists whole: never a mix of English and translated items', () => {
    fc.assert(
      fc.property(english, turkish, (en, tr) => {
        const shown = productTexts(en, { tr }, 'tr');
        for (const field of ['specifications', 'features', 'useCases', 'includedItems'] as const)
          expect(shown[field] === en[field] || shown[field] === tr[field]).toBe(true);
      }),
    );
  });

  it('matches image texts by position: the translated one where there is one, else the English', () => {
    fc.assert(
      fc.property(english, turkish, (en, tr) => {
        const shown = productTexts(en, { tr }, 'tr');
        expect(shown.images).toHaveLength(en.images.length);
        shown.images.forEach((img, i) => {
          expect(img.path).toBe(en.images[i].path);
          expect(img.alt).toBe(tr.imageAlts?.[i] ?? en.images[i].alt);
        });
      }),
    );
  });

  it('shows English as it is for English, and for a language the product has no texts in', () => {
    fc.assert(
      fc.property(english, turkish, (en, tr) => {
        expect(productTexts(en, { tr }, 'en')).toBe(en);
        expect(productTexts(en, {}, 'tr')).toBe(en);
        expect(productTexts(en, null, 'tr')).toBe(en);
      }),
    );
  });

  it('treats a blank text or an empty list as missing', () => {
    const en: LocalTexts = {
      title: 'Dome Camera',
      description: 'A camera.',
      specifications: [{ group: 'Video', items: [{ name: 'Lens', value: '2.8 mm' }] }],
      features: [],
      useCases: ['Shops'],
      includedItems: [],
      images: [],
    };
    const shown = productTexts(en, { tr: { title: '  ', specifications: [], useCases: ['Mağazalar'] } }, 'tr');
    expect(shown.title).toBe('Dome Camera');
    expect(shown.specifications).toBe(en.specifications);
    expect(shown.useCases).toEqual(['Mağazalar']);
  });
});

describe('cardTextsIn', () => {
  const img: ProductImage = { path: '/a.webp', alt: 'Dome camera on a ceiling', width: 1, height: 1 };
  const card = { id: 'x', title: 'Dome Camera', image: img };

  it("takes the language's title and first image text, keeping the English where it has none", () => {
    expect(cardTextsIn(card, { title: 'Dome Kamera', alt: 'Tavanda dome kamera' })).toEqual({
      ...card,
      title: 'Dome Kamera',
      image: { ...img, alt: 'Tavanda dome kamera' },
    });
    expect(cardTextsIn(card, { title: 'Dome Kamera' }).image).toBe(img);
    expect(cardTextsIn(card, {})).toBe(card);
    expect(cardTextsIn(card, undefined)).toBe(card);
    expect(cardTextsIn({ ...card, image: null }, { alt: 'Tavanda' }).image).toBeNull();
  });

  it('imagesIn leaves images without a text of their own as they are', () => {
    expect(imagesIn([img, img], ['Kamera'])).toEqual([{ ...img, alt: 'Kamera' }, img]);
  });
});

describe('searching by a title in another language (#common/search)', () => {
  const product = {
    title: 'Hikvision 16 Port PoE Switch with Gigabit Uplinks',
    otherTitles: 'Hikvision 16 Port PoE Switch, Gigabit Uplink’li ve Kamera ile Kullanım için',
    description: '',
    brand: 'Hikvision',
    category: 'network',
  };

  it('finds it by the translated title words, in the title field', () => {
    expect(rankKey(['kamera'], product)).toBe(matchWeight(FIELD_TITLE, 1));
    expect(rankKey(['kullanim'], product)).toBe(matchWeight(FIELD_TITLE, 1));
  });

  it('leaves out its two-letter pieces and joining words, found inside unrelated query words', () => {
    // "güvenlik" holds "li" and "ve"; "mobile" holds "ile"; "ticin" holds "için".
    for (const word of ['guvenlik', 'mobile', 'ticin']) expect(rankKey([word], product), word).toBe(0);
    expect([...fieldWords(product)[0]]).not.toEqual(expect.arrayContaining(['li']));
  });
});
