import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DOLLAR_CENTS, formatDollars, parseDollars, readDollars } from './money-input.ts';

describe('parseDollars', () => {
  it.each([
    ['189.99', 18999],
    ['189.9', 18990],
    ['189', 18900],
    ['189.', 18900],
    ['.5', 50],
    ['0', 0],
    ['0.01', 1],
    ['0.29', 29],
    ['1.10', 110],
    ['  42.50 ', 4250],
    ['$1,700.00', 170000],
    ['1,234.50', 123450],
    ['999,999.99', 99999999],
    ['189,99', 18999],
    ['007.05', 705],
    ['1000000', MAX_DOLLAR_CENTS],
  ])('%s → %i cents', (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });

  it('accepts numbers by their decimal text', () => {
    expect(parseDollars(189.99)).toBe(18999);
    expect(parseDollars(0.1 + 0.2)).toBeNull(); // 0.30000000000000004: more than 2 decimals
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'negative'],
    ['-0.01', 'negative'],
    ['$-3', 'negative'],
    ['1.999', 'decimals'],
    ['189.999', 'decimals'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['1.2.3', 'invalid'],
    ['1e3', 'invalid'],
    ['Infinity', 'invalid'],
    ['1,23,4', 'invalid'],
    ['1000000.01', 'tooLarge'],
    ['99999999999', 'tooLarge'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(readDollars(input)).toEqual({ ok: false, problem });
    expect(parseDollars(input)).toBeNull();
  });

  it('refuses null and undefined', () => {
    expect(parseDollars(null)).toBeNull();
    expect(parseDollars(undefined)).toBeNull();
  });
});

describe('formatDollars', () => {
  it.each([
    [18999, '189.99'],
    [5, '0.05'],
    [0, '0.00'],
    [170000, '1700.00'],
    [-250, '-2.50'],
  ])('%i → %s', (cents, text) => {
    expect(formatDollars(cents)).toBe(text);
  });

  it('shows nothing for no amount', () => {
    expect(formatDollars(null)).toBe('');
    expect(formatDollars(undefined)).toBe('');
  });

  it('round-trips every amount in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_DOLLAR_CENTS }),
        (cents) => parseDollars(formatDollars(cents)) === cents,
      ),
    );
  });
});
