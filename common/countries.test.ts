import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryCode, countryName } from './countries.ts';

describe('countryCode: codes and names in both languages, case- and accent-insensitive', () => {
  it.each([
    ['TR', 'TR'],
    ['tr', 'TR'],
    ['Turkey', 'TR'],
    ['Türkiye', 'TR'],
    ['TÜRKİYE', 'TR'],
    ['turkiye', 'TR'],
    ['England', 'GB'],
    ['İngiltere', 'GB'],
    ['Birleşik Krallık', 'GB'],
    ['united kingdom', 'GB'],
    ['Almanya', 'DE'],
    ['Germany', 'DE'],
    ['Fransa', 'FR'],
    ['Japonya', 'JP'],
    ['Kanada', 'CA'],
    ['Avustralya', 'AU'],
    ['İtalya', 'IT'],
    ['ITALYA', 'IT'],
    ['  Italy ', 'IT'],
  ])('%s → %s', (input, code) => {
    expect(countryCode(input)).toBe(code);
  });

  it.each(['', 'US', 'Narnia', 'Turkeyy', 'X'])('refuses %j', (input) => {
    expect(countryCode(input)).toBeNull();
  });

  it("every listed country's displayed name reads back as its code", () => {
    for (const code of COUNTRIES)
      for (const lang of ['en', 'tr'] as const) expect(countryCode(countryName(code, lang))).toBe(code);
  });
});
