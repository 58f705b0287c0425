import { describe, expect, it } from 'vitest';
import { addressLines, cityLine } from './address.ts';

describe('the one address formatter', () => {
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
