import { describe, expect, it } from 'vitest';
import { brandLabel, isUnknownBrand, normalizeBrand, UNKNOWN_BRAND } from './brand.ts';

describe('normalizeBrand (docs/product.md §3.4)', () => {
  it.each([
    ['HIKVISION', 'Hikvision'],
    ['Hikvision Digital Technology', 'Hikvision'],
    ['motorola solutions', 'Motorola'],
    ['kenwood', 'Kenwood'],
    ['MILO', 'Milo'],
    ['HALO Smart Sensor', 'HALO'],
    ['apple inc', 'Apple'],
    ['SAMSUNG', 'Samsung'],
  ])('matches the known brand in %s by containment', (raw, expected) => {
    expect(normalizeBrand(raw)).toBe(expected);
  });
  it('capitalises the first letter of other brands', () => {
    expect(normalizeBrand('ajax')).toBe('Ajax');
    expect(normalizeBrand('tP-Link')).toBe('TP-Link');
  });
  it('stores a missing brand as the language-neutral "no brand", whichever word the owner typed for it', () => {
    expect(UNKNOWN_BRAND).toBe('Other');
    for (const raw of ['', '   ', null, undefined, 'Diğer', 'DİĞER', 'diger', 'other', ' OTHER '])
      expect(normalizeBrand(raw), String(raw)).toBe(UNKNOWN_BRAND);
    expect(isUnknownBrand('Others')).toBe(false);
  });
  it('shows "no brand" in the page language and any other brand as it is', () => {
    expect(brandLabel(UNKNOWN_BRAND, 'Diğer')).toBe('Diğer');
    expect(brandLabel(UNKNOWN_BRAND, 'Other')).toBe('Other');
    expect(brandLabel('Diğer', 'Other')).toBe('Other');
    expect(brandLabel('Hikvision', 'Diğer')).toBe('Hikvision');
  });
});
