import { describe, expect, it } from 'vitest';
import { shopDay } from '#common/shop-time.ts';
import { formatDate } from './dates.ts';

describe('dates', () => {
  it('pages show dates on the same clock as the dashboard days', () => {
    const at = new Date('2031-03-09T21:00:00Z');
    expect(shopDay(at)).toBe('2031-03-10');
    expect(formatDate(at, 'en')).toBe('Mar 10, 2031');
  });
});
