import { describe, expect, it } from 'vitest';
import { productSubcategories, subcategoriesOf } from './subcategories.ts';

describe('productSubcategories', () => {
  it('lists a network product named PoE under PoE Devices as well as where it is filed', () => {
    expect(
      productSubcategories({
        category: 'network',
        subcategory: 'switches',
        title: 'TP-Link 8-Port Gigabit PoE+ Switch',
      }),
    ).toEqual(['switches', 'poe']);
    expect(productSubcategories({ category: 'network', subcategory: 'poe', title: 'PoE++ Injector' })).toEqual(['poe']);
    expect(
      productSubcategories({ category: 'network', subcategory: 'switches', title: '8-Port Gigabit Switch' }),
    ).toEqual(['switches']);
  });

  it('keeps other categories and words merely containing "poe" out', () => {
    expect(
      productSubcategories({ category: 'security', subcategory: 'recorders', title: '8-Channel 4K PoE NVR' }),
    ).toEqual(['recorders']);
    expect(productSubcategories({ category: 'network', subcategory: null, title: 'Poems Router' })).toEqual([]);
    expect(productSubcategories({ category: 'network', subcategory: 'flying-cars', title: 'Switch' })).toEqual([]);
  });
});

describe('subcategoriesOf', () => {
  it("lists a category's own subcategories and nothing for names every object has", () => {
    expect(subcategoriesOf('network')).toContain('switches');
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(subcategoriesOf(name), name).toEqual([]);
  });
});
