import { describe, expect, it } from 'vitest';
import { SEARCH_MAX } from './admin-list-query.ts';
import {
  readSubscriberListQuery,
  subscriberListQuerySchema,
  messageListQuerySchema,
  readMessageListQuery,
} from './admin-messages.ts';

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

  it('reads the status filter; an unknown one is dropped here and refused by the API', () => {
    expect(read('status=confirmed&q=x')).toEqual({ status: 'confirmed', q: 'x', page: 1 });
    expect(read('status=lost')).toEqual({ page: 1 });
    const refused = subscriberListQuerySchema.safeParse({ status: 'lost' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['subscriptions.admin.statusInvalid']);
  });
});

describe('readMessageListQuery (the messages page)', () => {
  it('takes a page link of plain digits only, like the page always has', () => {
    const page = (value: string) => readMessageListQuery(new URLSearchParams({ page: value })).page;
    expect(page('3')).toBe(3);
    for (const odd of ['02', '0x10', '1e2', '+2', '2.0', ' 2', '1000000']) expect(page(odd), odd).toBe(1);
  });

  it('names every refusal of the strict API with a text key', () => {
    const result = messageListQuerySchema.safeParse({ page: '0', status: 'lost', q: 'a'.repeat(SEARCH_MAX + 1) });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.message).sort()).toEqual([
      'admin.messages.errors.pageInvalid',
      'admin.messages.errors.queryTooLong',
      'admin.messages.errors.statusInvalid',
    ]);
  });
});
