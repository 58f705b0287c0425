import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { RECOMMENDATION_LIMIT, recommendFor } from './recommendations.server.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const catalog = () => t.shop.services.catalog;
const ids = (list: { id: string }[]) => list.map((p) => p.id);

describe('recommendFor ("You Might Also Like")', () => {
  it('recommends nothing for an empty cart or unknown products', () => {
    expect(recommendFor(catalog(), [])).toEqual([]);
    expect(recommendFor(catalog(), ['no-such-product'])).toEqual([]);
  });

  it('picks up to 4 other products of the same category, in catalogue order', () => {
    const found = recommendFor(catalog(), ['halo-smart-sensor']);
    expect(found).toHaveLength(RECOMMENDATION_LIMIT);
    expect(found.every((p) => p.category === 'security')).toBe(true);
    expect(ids(found)).not.toContain('halo-smart-sensor');
    const expected = catalog()
      .all()
      .filter((p) => p.category === 'security' && p.id !== 'halo-smart-sensor' && p.stock > 0)
      .slice(0, 4);
    expect(ids(found)).toEqual(ids(expected));
  });

  it('never recommends what is already in the cart, and mixes the cart categories', () => {
    const cart = ['motorola-mototrbo-dp4400e', 'akuvox-e12w-sip-door-phone'];
    const found = recommendFor(catalog(), cart, 10);
    for (const id of cart) expect(ids(found)).not.toContain(id);
    expect(new Set(found.map((p) => p.category))).toEqual(new Set(['walkie-talkie', 'intercoms']));
  });

  it('lets the cart categories take turns, in the order the cart names them', () => {
    const inStock = (category: string, not: string[]) =>
      catalog()
        .all()
        .filter((p) => p.category === category && !not.includes(p.id) && p.stock > 0);
    const cart = ['halo-smart-sensor', 'aiphone-jos-video-intercom-kit'];
    const security = inStock('security', cart);
    const intercoms = inStock('intercoms', cart);
    expect(intercoms).toHaveLength(1);
    expect(ids(recommendFor(catalog(), cart))).toEqual([
      security[0].id,
      intercoms[0].id,
      security[1].id,
      security[2].id,
    ]);
    // The other order starts with the other category.
    expect(ids(recommendFor(catalog(), [...cart].reverse())).slice(0, 2)).toEqual([intercoms[0].id, security[0].id]);
  });

  it('puts products in stock before sold-out ones', () => {
    const found = recommendFor(catalog(), ['akuvox-e12w-sip-door-phone', 'motorola-mototrbo-dp4400e'], 10);
    const firstSoldOut = found.findIndex((p) => p.stock <= 0);
    expect(firstSoldOut).toBeGreaterThan(-1);
    expect(found.slice(firstSoldOut).every((p) => p.stock <= 0)).toBe(true);
    expect(ids(found).at(-1)).toBe('aiphone-jos-video-intercom-kit');
  });

  it('returns fewer when the categories hold fewer products, and honours the limit', () => {
    const network = catalog()
      .all()
      .filter((p) => p.category === 'network');
    const found = recommendFor(catalog(), [network[0].id]);
    expect(ids(found)).toEqual(ids(network.slice(1)).slice(0, 4));
    expect(recommendFor(catalog(), ['halo-smart-sensor'], 2)).toHaveLength(2);
    expect(recommendFor(catalog(), ['halo-smart-sensor'], 0)).toEqual([]);
  });

  it('is deterministic', () => {
    const cart = ['hikvision-4mp-ptz-camera', 'tp-link-poe-injector'];
    expect(ids(recommendFor(catalog(), cart))).toEqual(ids(recommendFor(catalog(), cart)));
  });
});
