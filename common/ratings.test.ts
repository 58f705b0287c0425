import { describe, expect, it } from 'vitest';
import { formatRating } from './ratings.ts';

describe('formatRating', () => {
  it('writes one decimal the way each language does', () => {
    expect(formatRating(4.7, 'en')).toBe('4.7');
    expect(formatRating(4.7, 'tr')).toBe('4,7');
    expect(formatRating(5, 'tr')).toBe('5,0');
  });
});
