import { describe, expect, it } from 'vitest';
import { SEARCH_MAX, readSubscriberListQuery, subscriberListQuerySchema } from './admin-messages.ts';

const read = (search: string) => readSubscriberListQuery(new URLSearchParams(search));

describe('readSubscriberListQuery (the subscribers page)', () => {
  it('reads the search words and the page', () => {
    expect(read('q=%20reader%20&page=3')).toEqual({ q: 'reader', page: 3 });
    expect(read('')).toEqual({ page: 1 });
  });

  it('is forgiving where the API is strict: a bad page is page 1, a blank search is none, a long one is cut', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '2000000']) {
      expect(read(`page=${page}`)).toEqual({ page: 1 });
      expect(subscriberListQuerySchema.safeParse({ page }).success).toBe(false);
    }
    expect(read('q=%20%20')).toEqual({ page: 1 });
    expect(read(`q=${'a'.repeat(SEARCH_MAX + 50)}`)).toEqual({ q: 'a'.repeat(SEARCH_MAX), page: 1 });
    expect(subscriberListQuerySchema.safeParse({ q: 'a'.repeat(SEARCH_MAX + 1) }).success).toBe(false);
  });
});
