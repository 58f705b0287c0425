import { describe, expect, it } from 'vitest';
import { addressLines, addressProblems, addressRuleFor, autocompleteOf, cityLine, oneLineAddress } from './address.ts';
import { COUNTRIES } from './countries.ts';

describe('the one address formatter', () => {
  it('prints a country stored as free text (an older order, a name no rule knows) as it was written', () => {
    const name = (code: string) => (code === 'DE' ? 'Germany' : `code ${code}`);
    expect(addressLines({ address: 'Castle 1', city: 'Cair', state: '', zip: '', country: 'Narnia' }, name)).toEqual([
      'Castle 1',
      'Cair',
      'Narnia',
    ]);
    expect(addressLines({ address: 'Str. 1', city: 'Berlin', state: '', zip: '10119', country: 'de' }, name)).toContain(
      'Germany',
    );
  });

  const istanbul = { address: 'Moda Cad. No: 5', city: 'İstanbul', state: 'Kadıköy', zip: '34710', country: 'TR' };

  it('writes a Turkish city line as postal code, district/city', () => {
    expect(cityLine(istanbul)).toBe('34710 Kadıköy/İstanbul');
    expect(cityLine({ ...istanbul, country: 'Turkey' })).toBe('34710 Kadıköy/İstanbul');
    expect(cityLine({ ...istanbul, state: '' })).toBe('34710 İstanbul');
  });

  it('writes other countries as city, state and postal code', () => {
    expect(cityLine({ address: '500 Fifth Avenue', city: 'New York', state: 'NY', zip: '10110', country: 'US' })).toBe(
      'New York, NY 10110',
    );
  });

  it('gives street, city line and the country name', () => {
    expect(addressLines(istanbul, (c) => (c === 'TR' ? 'Türkiye' : c))).toEqual([
      'Moda Cad. No: 5',
      '34710 Kadıköy/İstanbul',
      'Türkiye',
    ]);
  });
});

describe('address fields follow the country', () => {
  const name = (c: string) => ({ DE: 'Germany', GB: 'United Kingdom', US: 'United States', TR: 'Türkiye' })[c] ?? c;

  it('Germany has no district: postcode before city, and Berlin needs nothing more', () => {
    const rule = addressRuleFor('DE');
    expect(rule.need.state).toBe('absent');
    expect(rule.order).toEqual(['zip', 'city']);
    expect(addressProblems({ city: 'Berlin', state: '', zip: '10119', country: 'DE' })).toEqual({});
    expect(
      oneLineAddress({ address: 'Musterstraße 1', city: 'Berlin', state: '', zip: '10119', country: 'DE' }, name),
    ).toBe('Musterstraße 1, 10119 Berlin, Germany');
    // A district typed anyway is not printed ("Berlin, Berlin 10119" was).
    expect(cityLine({ address: 'x', city: 'Berlin', state: 'Berlin', zip: '10119', country: 'DE' })).toBe(
      '10119 Berlin',
    );
  });

  it('Türkiye needs il, ilçe and a 5-digit postcode', () => {
    expect(addressProblems({ city: '', state: '', zip: '', country: 'TR' })).toEqual({
      city: 'checkout.errors.cityRequired',
      state: 'checkout.errors.stateRequired',
      zip: 'checkout.errors.zipRequired',
    });
    expect(addressProblems({ city: 'İstanbul', state: 'Kadıköy', zip: '3471', country: 'TR' })).toEqual({
      zip: 'addresses.errors.zipFiveDigits',
    });
  });

  it('the US needs a state and a ZIP code; the UK a postcode and no county', () => {
    expect(addressProblems({ city: 'New York', state: '', zip: '', country: 'US' })).toEqual({
      state: 'addresses.errors.stateRequired',
      zip: 'addresses.errors.zipCodeRequired',
    });
    expect(addressRuleFor('GB').need.state).toBe('absent');
    expect(addressProblems({ city: 'London', state: '', zip: 'nope', country: 'GB' })).toEqual({
      zip: 'addresses.errors.postcodeGb',
    });
    expect(
      addressLines({ address: '10 Downing Street', city: 'London', state: '', zip: 'sw1a 2aa', country: 'GB' }, name),
    ).toEqual(['10 Downing Street', 'London', 'SW1A 2AA', 'United Kingdom']);
  });

  it('another country gets city required, region and postal code optional', () => {
    expect(addressProblems({ city: 'Oslo', state: '', zip: '', country: 'NO' })).toEqual({});
    expect(addressProblems({ city: '', state: '', zip: '', country: 'NO' })).toEqual({
      city: 'checkout.errors.cityRequired',
    });
  });

  it('has a label for every field of every country in both languages', async () => {
    const { default: en } = await import('./i18n/en/index.ts');
    const { default: tr } = await import('./i18n/tr/index.ts');
    const read = (texts: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    for (const code of [...COUNTRIES, 'US', 'NO']) {
      const rule = addressRuleFor(code);
      for (const part of rule.order) {
        for (const texts of [en, tr]) {
          expect(typeof read(texts, rule.labels[part]), `${code} ${part}`).toBe('string');
          if (rule.need[part] === 'required') expect(typeof read(texts, rule.required[part])).toBe('string');
        }
      }
    }
  });
});

describe('autofill names of the address parts', () => {
  it('Türkiye: il (city) is the first level, ilçe (district) the second; elsewhere the state is the first', () => {
    expect([autocompleteOf('city', 'TR'), autocompleteOf('state', 'TR')]).toEqual(['address-level1', 'address-level2']);
    expect([autocompleteOf('city', 'US'), autocompleteOf('state', 'US')]).toEqual(['address-level2', 'address-level1']);
    expect(autocompleteOf('zip', 'DE')).toBe('postal-code');
  });
});
