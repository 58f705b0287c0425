import { describe, expect, it } from 'vitest';
import { MAX_COMPARED } from '#common/compare-list.ts';
import en from './en/index.ts';
import tr from './tr/index.ts';

/**
 * Every number the shop states about itself must be true of its own data. The catalogue is a few
 * dozen products, the shop keeps no count of customers and no founding date: so no text may boast
 * of a size ("over a million gadgets", "10,000 products"), a customer count or years in business.
 */

/** Every text of a catalogue with its key path. */
function texts(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => texts(child, prefix ? `${prefix}.${key}` : key));
}

/** Boasts the shop's data cannot back, in either language. */
const UNBACKED: RegExp[] = [
  // Magnitudes: "a million", "thousands of", "bir milyon", "binlerce", "10 bin".
  /\b(millions?|thousands|hundreds of)\b/i,
  /(?<![\p{L}])(milyon|milyar|binlerce|yüzlerce)|(?<![\p{L}])bin(?![\p{L}])/iu,
  // A boastful count of products, gadgets, customers or brands: "10,000 products", "500+ müşteri",
  // "over 200 brands" (a limit such as "at most 100 product ids" is no boast).
  /(\d{1,3}(?:[.,]\d{3})+|\d+\s*\+)\s*(products|items|gadgets|devices|customers|orders|brands)\b/i,
  /\b(over|more than)\s+[\d.,]+\s+(products|items|gadgets|devices|customers|orders|brands)\b/i,
  /(\d{1,3}(?:[.,]\d{3})+|\d+\s*\+)\s*(ürün|cihaz|müşteri|sipariş|marka)/iu,
  /\d[\d.,]*['’]?\p{L}*\s+(fazla|aşkın)\s+(ürün|cihaz|müşteri|sipariş|marka)/iu,
  // Years in business: "since 2010", "20 years of experience", "2010'dan beri", "20 yıldır".
  /\b(since|founded in|established in)\s+\d{4}\b/i,
  /\d+\s+years?\s+(of experience|in business)/i,
  /\d{4}['’]?(den|dan|ten|tan) beri/iu,
  /\d+\s*yıl(dır|lık (deneyim|tecrübe))/iu,
  // Ratings and satisfaction figures about the shop itself: "4.9 stars", "%98 memnuniyet".
  /\d[.,]\d\s*(stars|yıldız)/iu,
  /\d+\s*%\s*(satisf|memnun)/iu,
  /%\s*\d+\s*(memnun|müşteri)/iu,
];

describe('what the shop says about itself', () => {
  it('the patterns catch the boasts they are meant for', () => {
    const caught = (text: string) => UNBACKED.some((re) => re.test(text));
    for (const boast of [
      'Over a million gadgets, one trusted shop',
      'Bir milyondan fazla cihaz, tek güvenilir mağaza',
      'Choose from 10,000 products',
      'Over 500 brands to choose from',
      '500’den fazla markadan seçin',
      '5.000+ müşteri bize güveniyor',
      'Thousands of happy customers',
      'Serving you since 2010',
      '2010’dan beri hizmetinizdeyiz',
      '20 yıldır sektördeyiz',
      'Rated 4.9 stars by our customers',
      '%98 müşteri memnuniyeti',
    ])
      expect(caught(boast), boast).toBe(true);
    // Policies and the catalogue's own figures are no boast.
    for (const fact of [
      '2-year warranty',
      '2 yıl garanti',
      '30-Day Money Back',
      '{{count}} ürün',
      '5 üzerinden 4,8',
      'Enter at most 100 product ids',
      'En fazla 100 ürün kimliği girin',
    ])
      expect(caught(fact), fact).toBe(false);
  });

  it.each([
    ['English', en],
    ['Turkish', tr],
  ])('the %s catalogue claims no size, customer count or age the data does not back', (_, catalogue) => {
    const boasts = texts(catalogue)
      .filter(([, text]) => UNBACKED.some((re) => re.test(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(boasts).toEqual([]);
  });

  it('says "up to four" products compare, as the comparison allows', () => {
    expect(MAX_COMPARED).toBe(4);
    expect(en.compare.metaDescription).toMatch(/up to four /);
    expect(tr.compare.metaDescription).toMatch(/En fazla dört /);
  });
});
