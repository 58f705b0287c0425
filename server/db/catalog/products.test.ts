import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { attributesSchemaFor } from '#common/schemas/attributes.ts';
import { CATEGORIES } from '#common/categories.ts';
import { SUBCATEGORY_IDS, subcategoriesOf } from '#common/subcategories.ts';
import { seedProductTextsTr } from './products-tr.ts';
import { seedDeal, seedProductLists, seedProducts } from './products.ts';

const publicDir = new URL('../../../public', import.meta.url);
/** '/images/x.svg' → absolute path of public/images/x.svg. */
const onDisk = (webPath: string) => fileURLToPath(new URL(`.${webPath}`, `${publicDir.href}/`));

const byId = new Map(seedProducts.map((p) => [p.id, p]));
/** The products the catalogue started with (they bring reviews); later additions follow them. */
const ORIGINAL_COUNT = 24;
const original = seedProducts.slice(0, ORIGINAL_COUNT);
const added = seedProducts.slice(ORIGINAL_COUNT);

describe('seed catalogue', () => {
  it('has the 24 first products and the 7 the kit planner added, with unique slug ids', () => {
    expect(seedProducts.length).toBe(31);
    expect(added.map((p) => p.id)).toEqual([
      'hikvision-4-channel-poe-nvr',
      'hikvision-16-channel-poe-nvr',
      'wd-purple-4tb-surveillance-hdd',
      'wd-purple-8tb-surveillance-hdd',
      'seagate-skyhawk-2tb-surveillance-hdd',
      'cat6-rj45-plugs-100-pack',
      'rj45-ratchet-crimping-tool',
    ]);
    expect(byId.size).toBe(seedProducts.length);
    for (const p of seedProducts) expect(p.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('uses every one of the six categories and nothing else', () => {
    const used = new Set(seedProducts.map((p) => p.category));
    expect([...used].sort()).toEqual([...CATEGORIES].sort());
  });

  it('puts every product in one subcategory of its own category, and fills every subcategory', () => {
    for (const p of seedProducts) expect(subcategoriesOf(p.category), p.id).toContain(p.subcategory);
    expect(new Set(seedProducts.map((p) => p.subcategory))).toEqual(new Set(SUBCATEGORY_IDS));
    const ids = (sub: string) => seedProducts.filter((p) => p.subcategory === sub).map((p) => p.id);
    expect(ids('sensors').sort()).toEqual(['ajax-motionprotect-sensor', 'halo-smart-sensor']);
    expect(ids('poe')).toEqual(['tp-link-poe-injector']);
    expect(ids('cameras').every((id) => byId.get(id)!.title.includes('Camera'))).toBe(true);
  });

  it('has filled-in text fields and list sizes', () => {
    for (const p of seedProducts) {
      expect(p.title.trim(), p.id).not.toBe('');
      expect(p.description.length, p.id).toBeGreaterThan(80);
      expect(p.description.toLowerCase(), p.id).not.toContain('lorem');
      expect(p.specifications.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.specifications.length, p.id).toBeLessThanOrEqual(4);
      for (const g of p.specifications) expect(g.items.length, `${p.id} ${g.group}`).toBeGreaterThan(0);
      expect(p.features.length, p.id).toBeGreaterThanOrEqual(3);
      expect(p.features.length, p.id).toBeLessThanOrEqual(6);
      expect(p.useCases.length, p.id).toBeGreaterThanOrEqual(2);
      expect(p.useCases.length, p.id).toBeLessThanOrEqual(4);
      expect(p.includedItems.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.includedItems.length, p.id).toBeLessThanOrEqual(6);
    }
    for (const p of original) {
      expect(p.reviews.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.reviews.length, p.id).toBeLessThanOrEqual(4);
    }
    // Added products bring no reviews (and so no rating): shoppers write them.
    for (const p of added) {
      expect(p.reviews, p.id).toEqual([]);
      expect(p.rating, p.id).toBe(0);
    }
  });

  it('references image files that exist, with width and height set', () => {
    for (const p of seedProducts) {
      expect(p.images.length, p.id).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.id).toBeLessThanOrEqual(5);
      for (const img of p.images) {
        expect(img.path, p.id).toMatch(new RegExp(`^/images/products/${p.id}/\\d\\.svg$`));
        expect(existsSync(onDisk(img.path)), img.path).toBe(true);
        expect(img.width, img.path).toBeGreaterThan(0);
        expect(img.height, img.path).toBeGreaterThan(0);
        expect(img.alt.trim(), img.path).not.toBe('');
      }
    }
    expect(seedProducts.filter((p) => p.images.length >= 2).length).toBeGreaterThan(seedProducts.length / 2);
  });

  it('ships the placeholder and one default image per category', () => {
    expect(existsSync(onDisk('/images/placeholder.svg'))).toBe(true);
    for (const c of CATEGORIES) expect(existsSync(onDisk(`/images/categories/${c}.svg`)), c).toBe(true);
  });

  it('keeps image files small, self-contained SVGs', () => {
    const files = [
      '/images/placeholder.svg',
      ...CATEGORIES.map((c) => `/images/categories/${c}.svg`),
      ...seedProducts.flatMap((p) => p.images.map((i) => i.path)),
    ];
    for (const f of files) {
      const svg = readFileSync(onDisk(f), 'utf8');
      expect(svg.startsWith('<svg'), f).toBe(true);
      expect(svg, f).toContain('viewBox="0 0 800 800"');
      expect(svg.length, f).toBeLessThanOrEqual(6 * 1024);
      expect(svg, f).not.toMatch(/<image|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });

  it('prices are integer cents from 2999 (the plug pack) to 199900, with min and max hit exactly', () => {
    const prices = seedProducts.map((p) => p.priceCents);
    for (const p of seedProducts) {
      expect(Number.isInteger(p.priceCents), p.id).toBe(true);
      expect(p.priceCents, p.id).toBeGreaterThanOrEqual(2999);
      expect(p.priceCents, p.id).toBeLessThanOrEqual(199900);
    }
    expect(Math.min(...prices)).toBe(2999);
    expect(Math.max(...prices)).toBe(199900);
  });

  it('old prices are above the price, on about half the products', () => {
    const withOld = seedProducts.filter((p) => p.oldPriceCents !== undefined);
    for (const p of withOld) {
      expect(Number.isInteger(p.oldPriceCents), p.id).toBe(true);
      expect(p.oldPriceCents!, p.id).toBeGreaterThan(p.priceCents);
    }
    const share = withOld.length / seedProducts.length;
    expect(share).toBeGreaterThanOrEqual(0.35);
    expect(share).toBeLessThanOrEqual(0.65);
  });

  it('ratings, stock and flags are in range', () => {
    for (const p of original) {
      expect(p.rating, p.id).toBeGreaterThanOrEqual(3.5);
      expect(p.rating, p.id).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10, p.id).toBe(p.rating);
    }
    for (const p of seedProducts) {
      if (p.stock !== undefined) {
        expect(Number.isInteger(p.stock), p.id).toBe(true);
        expect(p.stock, p.id).toBeGreaterThanOrEqual(0);
      }
    }
    const noStock = seedProducts.filter((p) => p.stock === undefined).length;
    expect(noStock).toBeGreaterThanOrEqual(3);
    expect(noStock).toBeLessThanOrEqual(4);
    expect(seedProducts.some((p) => p.stock === 0)).toBe(true);
    expect(seedProducts.some((p) => p.stock === 2)).toBe(true);
    expect(seedProducts.filter((p) => p.isFeatured).length).toBeGreaterThanOrEqual(6);
    const fresh = seedProducts.filter((p) => p.isNew);
    expect(fresh.length).toBeGreaterThanOrEqual(8);
    for (const c of ['security', 'walkie-talkie', 'network'])
      expect(
        fresh.some((p) => p.category === c),
        c,
      ).toBe(true);
  });

  it('reviews have integer ratings from 1 to 5 and ISO dates', () => {
    for (const p of seedProducts)
      for (const r of p.reviews) {
        expect(Number.isInteger(r.rating), p.id).toBe(true);
        expect(r.rating, p.id).toBeGreaterThanOrEqual(1);
        expect(r.rating, p.id).toBeLessThanOrEqual(5);
        expect(r.author.trim(), p.id).not.toBe('');
        expect(r.text.trim(), p.id).not.toBe('');
        if (r.date !== undefined) expect(r.date, p.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
  });

  it('has the brand mix the header and brand normalisation rely on', () => {
    const count = (re: RegExp) => seedProducts.filter((p) => re.test(p.brand)).length;
    expect(count(/hikvision/i)).toBe(8);
    expect(count(/motorola/i)).toBeGreaterThanOrEqual(2);
    expect(count(/kenwood/i)).toBeGreaterThanOrEqual(1);
    expect(count(/kenwood/i)).toBeLessThanOrEqual(2);
    expect(count(/milo/i)).toBeGreaterThanOrEqual(1);
    expect(count(/milo/i)).toBeLessThanOrEqual(2);
    expect(seedProducts.filter((p) => p.brand === '').length).toBe(1);
    // Raw supplier spellings are kept, so not every Hikvision brand string is identical.
    expect(new Set(seedProducts.filter((p) => /hikvision/i.test(p.brand)).map((p) => p.brand)).size).toBeGreaterThan(1);
    for (const p of seedProducts.filter((p) => /motorola|kenwood|milo/i.test(p.brand)))
      expect(p.category, p.id).toBe('walkie-talkie');
  });

  it('has the HALO smart sensor with its fixed facts', () => {
    const halo = byId.get('halo-smart-sensor');
    expect(halo).toBeDefined();
    expect(halo!.priceCents).toBe(199900);
    expect(halo!.oldPriceCents).toBeUndefined();
    expect(halo!.stock).toBe(10);
    expect(halo!.category).toBe('security');
    expect(halo!.isFeatured).toBe(true);
    expect(halo!.brand).toMatch(/halo/i);
    expect(seedDeal.productId).toBe('halo-smart-sensor');
    // The seeded deal really saves: below the price charged once it is over, which it keeps as its reference.
    expect(seedDeal.dealPriceCents).toBe(170000);
    expect(seedDeal.dealPriceCents).toBeLessThan(halo!.priceCents);
    expect(seedDeal.oldPriceCents).toBe(halo!.priceCents);
  });

  it('header id lists point at existing products of the right kind', () => {
    const expected: Record<keyof typeof seedProductLists, string> = {
      cameras: 'security',
      'walkie-talkies': 'walkie-talkie',
      nvr: 'security',
      switches: 'network',
    };
    for (const [list, ids] of Object.entries(seedProductLists) as [keyof typeof seedProductLists, string[]][]) {
      expect(ids.length, list).toBeGreaterThan(0);
      expect(new Set(ids).size, list).toBe(ids.length);
      for (const id of ids) {
        expect(byId.has(id), `${list}: ${id}`).toBe(true);
        expect(byId.get(id)!.category, `${list}: ${id}`).toBe(expected[list]);
      }
    }
    const radios = seedProducts.filter((p) => p.category === 'walkie-talkie').map((p) => p.id);
    expect([...seedProductLists['walkie-talkies']].sort()).toEqual(radios.sort());
  });

  it('gives every product typed data its subcategory accepts', () => {
    for (const p of seedProducts) {
      const parsed = attributesSchemaFor(p.subcategory).safeParse(p.attributes);
      expect(parsed.success, `${p.id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(Object.keys(p.attributes).length, p.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives cameras, recorders, switches, drives, plugs and crimpers what the kit planner reads', () => {
    const needs: Partial<Record<string, string[]>> = {
      cameras: ['resolutionMp', 'maxBitrateMbps', 'poeStandard', 'powerW'],
      recorders: ['channels', 'incomingBandwidthMbps', 'maxCameraResolutionMp', 'driveBays', 'maxDriveTb'],
      switches: ['poePorts', 'poeBudgetW', 'poeStandard'],
      'hard-drives': ['capacityTb'],
      'installation-cables': ['lengthM', 'cableCategory'],
      connectors: ['connectorType', 'cableCategory', 'pieces'],
      tools: ['crimpsRj45'],
    };
    for (const [sub, keys] of Object.entries(needs)) {
      const products = seedProducts.filter((p) => p.subcategory === sub);
      expect(products.length, sub).toBeGreaterThan(0);
      for (const p of products) for (const key of keys!) expect(p.attributes, `${p.id} ${key}`).toHaveProperty(key);
    }
    // Recorders of several sizes and drives of several capacities to choose from.
    const channels = seedProducts.filter((p) => p.subcategory === 'recorders').map((p) => p.attributes.channels);
    expect(channels.sort((a, b) => Number(a) - Number(b))).toEqual([4, 8, 16]);
    expect(seedProducts.filter((p) => p.subcategory === 'hard-drives').length).toBe(3);
    // Plugs that fit the seed's raw cable, and a tool that crimps them.
    const cable = byId.get('cat6-utp-cable-305m')!.attributes;
    const plugs = byId.get('cat6-rj45-plugs-100-pack')!.attributes;
    expect(plugs).toMatchObject({ connectorType: 'rj45', cableCategory: cable.cableCategory });
    expect(byId.get('rj45-ratchet-crimping-tool')!.attributes.crimpsRj45).toBe(true);
  });

  it('has complete Turkish texts for every product, list for list', () => {
    expect(Object.keys(seedProductTextsTr).sort()).toEqual(seedProducts.map((p) => p.id).sort());
    for (const p of seedProducts) {
      const tr = seedProductTextsTr[p.id];
      expect(tr.title.trim(), p.id).not.toBe('');
      expect(tr.description.length, p.id).toBeGreaterThan(80);
      expect(tr.description, p.id).not.toBe(p.description);
      expect(
        tr.specifications.map((g) => g.items.length),
        p.id,
      ).toEqual(p.specifications.map((g) => g.items.length));
      for (const g of tr.specifications) {
        expect(g.group.trim(), p.id).not.toBe('');
        for (const item of g.items) {
          expect(item.name.trim(), `${p.id} ${g.group}`).not.toBe('');
          expect(item.value.trim(), `${p.id} ${g.group}`).not.toBe('');
        }
      }
      expect(tr.features.length, p.id).toBe(p.features.length);
      for (const f of tr.features) expect(f.name.trim() && f.value.trim(), p.id).toBeTruthy();
      expect(tr.useCases.length, p.id).toBe(p.useCases.length);
      expect(tr.includedItems.length, p.id).toBe(p.includedItems.length);
      expect(tr.imageAlts.length, p.id).toBe(p.images.length);
      for (const text of [...tr.useCases, ...tr.includedItems, ...tr.imageAlts]) expect(text.trim(), p.id).not.toBe('');
    }
  });

  it('writes the Turkish texts in Turkish, not copies of the English ones', () => {
    for (const p of seedProducts) {
      const tr = seedProductTextsTr[p.id];
      const texts = [tr.description, ...tr.features.map((f) => f.value), ...tr.useCases, ...tr.imageAlts];
      for (const text of texts) expect(text, p.id).not.toBe(p.description);
      // Every description and most sentences carry Turkish letters or words.
      expect(tr.description, p.id).toMatch(/[çğıöşüÇĞİÖŞÜ]/);
    }
    // Titles keep brand and model: a branded product's Turkish title starts with the English one's first word.
    for (const p of seedProducts.filter((p) => p.brand !== ''))
      expect(seedProductTextsTr[p.id].title.split(' ')[0], p.id).toBe(p.title.split(' ')[0]);
    // Where the English columns hold English (most products), the Turkish lists differ from them.
    const englishFeatures = seedProducts.filter((p) => !/[çğıöşü]/.test(p.features.map((f) => f.value).join(' ')));
    expect(englishFeatures.length).toBeGreaterThan(20);
    for (const p of englishFeatures)
      expect(
        seedProductTextsTr[p.id].features.map((f) => f.value),
        p.id,
      ).not.toEqual(p.features.map((f) => f.value));
  });
});
