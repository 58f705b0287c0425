import { describe, expect, it } from 'vitest';
import { ANONYMOUS_STATE, parseSlotKey, personalJson, slotKey, slotValue, type PersonalState } from './personal.ts';

describe('personalJson', () => {
  it('cannot end its script or start markup, and reads back as the same state', () => {
    const state: PersonalState = {
      ...ANONYMOUS_STATE,
      user: { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029', role: 'customer' },
      alertEmail: 'a&b@shop.example',
    };
    const json = personalJson(state);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(state);
  });
});

describe('slot keys', () => {
  it('carry their argument, and unknown kinds are not slots', () => {
    expect(slotKey('wish', 'halo-smart-sensor')).toBe('wish:halo-smart-sensor');
    expect(parseSlotKey('wish:halo-smart-sensor')).toEqual({ kind: 'wish', arg: 'halo-smart-sensor' });
    expect(parseSlotKey('cart')).toEqual({ kind: 'cart', arg: '' });
    expect(parseSlotKey('basket')).toBeNull();
  });

  it('read their value from the state', () => {
    const state: PersonalState = {
      user: { name: 'Ada', role: 'customer' },
      counts: { cart: 2, wishlist: 5 },
      wished: ['a'],
      alertEmail: 'ada@shop.example',
    };
    expect(slotValue('cart', '', state)).toBe(2);
    expect(slotValue('wishlist', '', state)).toBe(5);
    expect(slotValue('account', '', state)).toBe(true);
    expect(slotValue('account', '', ANONYMOUS_STATE)).toBe(false);
    expect(slotValue('wish', 'a', state)).toBe(true);
    expect(slotValue('wish', 'b', state)).toBe(false);
    expect(slotValue('alert-email', '', state)).toBe('ada@shop.example');
  });
});
