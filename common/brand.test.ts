import { describe, expect, it } from 'vitest';
import { normalizeBrand, UNKNOWN_BRAND } from './brand.ts';

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
  it('names a missing brand Diğer', () => {
    expect(normalizeBrand('')).toBe(UNKNOWN_BRAND);
    expect(normalizeBrand('   ')).toBe('Diğer');
    expect(normalizeBrand(null)).toBe('Diğer');
    expect(normalizeBrand(undefined)).toBe('Diğer');
  });
});
