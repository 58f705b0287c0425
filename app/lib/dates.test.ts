import { describe, expect, it } from 'vitest';
import { SHOP_TIME_ZONE } from '#common/schemas/admin-orders.ts';
import { STORE_TIME_ZONE } from './dates.ts';

describe('dates', () => {
  it('use the same time zone as the back office days', () => {
    expect(STORE_TIME_ZONE).toBe(SHOP_TIME_ZONE);
  });
});
