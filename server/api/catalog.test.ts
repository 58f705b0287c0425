import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

type Card = { id: string; title: string; brand: string; category: string; priceCents: number; discount: number };
const list = async (query: string) => {
  const res = await t.request(`/api/products${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { products: Card[]; total: number };
};

describe('GET /api/products', () => {
  it('lists the seeded catalogue in catalogue order', async () => {
    const body = await list('');
    expect(body.products.length).toBeGreaterThanOrEqual(20);
    expect(body.products[0].id).toBe('halo-smart-sensor');
    expect(body.total).toBe(body.products.length);
  });

  it('normalises brands when seeding', async () => {
    const brands = new Set((await list('')).products.map((p) => p.brand));
    expect(brands.has('Hikvision')).toBe(true);
    expect(brands.has('HIKVISION')).toBe(false);
    expect(brands.has('Other')).toBe(true);
  });

  it('filters by category, brand (any case) and ids, combined', async () => {
    const security = await list('?category=security');
    expect(security.products.every((p) => p.category === 'security')).toBe(true);
    const motorola = await list('?category=walkie-talkie&brand=motorola');
    expect(motorola.products.length).toBeGreaterThan(0);
    expect(motorola.products.every((p) => p.brand === 'Motorola' && p.category === 'walkie-talkie')).toBe(true);
    const ids = await list('?id=halo-smart-sensor,tp-link-8-port-poe-switch,unknown-id');
    expect(ids.products.map((p) => p.id).sort()).toEqual(['halo-smart-sensor', 'tp-link-8-port-poe-switch']);
    const combined = await list('?id=halo-smart-sensor,tp-link-8-port-poe-switch&category=network');
    expect(combined.products.map((p) => p.id)).toEqual(['tp-link-8-port-poe-switch']);
  });

  it("filters by subcategory: the menu's Sensors and PoE Devices find the right products", async () => {
    const sensors = (await list('?category=security&subcategory=sensors')).products.map((p) => p.id);
    expect(sensors).toEqual(expect.arrayContaining(['ajax-motionprotect-sensor', 'halo-smart-sensor']));
    // The 8 MP camera mentions its image "sensor" but is no sensor.
    expect(sensors).not.toContain('hikvision-8mp-colorvu-bullet-camera');
    expect(sensors.filter((id) => id.includes('camera'))).toEqual([]);
    const poe = (await list('?category=network&subcategory=poe')).products.map((p) => p.id);
    expect(poe).toContain('tp-link-poe-injector');
    const switches = (await list('?category=network&subcategory=switches')).products.map((p) => p.id);
    expect(switches.sort()).toEqual([
      'hikvision-16-port-poe-switch',
      'tp-link-8-port-poe-switch',
      'ubiquiti-unifi-switch-lite-16-poe',
    ]);
    const cameras = (await list('?category=security&subcategory=cameras')).products.map((p) => p.id);
    expect(cameras).toContain('hikvision-8mp-colorvu-bullet-camera');
    expect(cameras).not.toContain('hikvision-8-channel-poe-nvr');
    expect((await list('?category=security&subcategory=recorders')).products.map((p) => p.id)).toEqual([
      'hikvision-8-channel-poe-nvr',
      'hikvision-4-channel-poe-nvr',
      'hikvision-16-channel-poe-nvr',
    ]);
    expect((await list('?category=accessories&subcategory=hard-drives')).products.map((p) => p.id)).toEqual([
      'wd-purple-4tb-surveillance-hdd',
      'wd-purple-8tb-surveillance-hdd',
      'seagate-skyhawk-2tb-surveillance-hdd',
    ]);
  });

  it('lists PoE switches under PoE Devices too (network products named PoE), and only switches under Switches', async () => {
    const poe = (await list('?category=network&subcategory=poe')).products.map((p) => p.id);
    expect(poe.sort()).toEqual([
      'hikvision-16-port-poe-switch',
      'tp-link-8-port-poe-switch',
      'tp-link-poe-injector',
      'ubiquiti-unifi-switch-lite-16-poe',
    ]);
    // The PoE NVR is a recorder (security), not a network PoE device.
    expect((await list('?subcategory=poe')).products.map((p) => p.id)).not.toContain('hikvision-8-channel-poe-nvr');
    const switches = (await list('?category=network&subcategory=switches')).products.map((p) => p.id);
    expect(switches).not.toContain('tp-link-poe-injector');
  });

  it('refuses an unknown subcategory with 400 and a message', async () => {
    const res = await t.request('/api/products?subcategory=flying-cars');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/subcategory/i);
  });

  it('ranks title matches before brand or category matches before description-only ones', async () => {
    // "camera": every camera has it in its title; the HALO sensor only in its description.
    const ids = (await list('?search=camera')).products.map((p) => p.id);
    expect(ids).toContain('halo-smart-sensor');
    const halo = ids.indexOf('halo-smart-sensor');
    for (const camera of [
      'hikvision-4mp-acusense-dome-camera',
      'hikvision-8mp-colorvu-bullet-camera',
      'dahua-body-worn-camera',
    ]) {
      expect(ids.indexOf(camera), camera).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(camera), camera).toBeLessThan(halo);
    }
    const suggestions = (await (await t.request('/api/search/suggestions?q=camera')).json()).results.map(
      (r: { id: string }) => r.id,
    );
    expect(suggestions).not.toContain('halo-smart-sensor');
  });

  it('searches with the spec rules, ranked by matched words', async () => {
    const body = await list('?search=hikvision%20switch');
    expect(body.products[0].id).toBe('hikvision-16-port-poe-switch');
    expect(body.products.map((p) => p.id)).toContain('tp-link-8-port-poe-switch');
  });

  it('finds Turkish text whatever the case and accents', async () => {
    const plain = await list('?search=kamera');
    const accented = await list('?search=KAMERA%C4%B0');
    expect(plain.products.length).toBeGreaterThan(0);
    expect(accented.products.map((p) => p.id)).toEqual(
      expect.arrayContaining(plain.products.slice(0, 1).map((p) => p.id)),
    );
  });

  it('finds the English-titled cameras by the Turkish "kamera", cameras first (list and suggestions)', async () => {
    const cameras = [
      'hikvision-4mp-acusense-dome-camera',
      'hikvision-8mp-colorvu-bullet-camera',
      'hikvision-4mp-ptz-camera',
      'hikvision-4mp-colorvu-turret-camera',
      'dahua-body-worn-camera',
    ];
    for (const query of ['kamera', 'kameralar', 'KAMERA']) {
      const ids = (await list(`?search=${encodeURIComponent(query)}`)).products.map((p) => p.id);
      expect(ids.slice(0, cameras.length).sort(), query).toEqual([...cameras].sort());
      // Found by "kamera" in their (Turkish) description or by "Camera" in an accessory's title: after the cameras.
      for (const other of ['cat6-utp-cable-305m', 'akuvox-e12w-sip-door-phone', 'camera-junction-box']) {
        if (query !== 'kameralar') expect(ids, `${query}: ${other}`).toContain(other);
        if (ids.includes(other))
          expect(ids.indexOf(other), `${query}: ${other}`).toBeGreaterThanOrEqual(cameras.length);
      }
    }
    const suggestions = (await (await t.request('/api/search/suggestions?q=kamera')).json()).results.map(
      (r: { id: string }) => r.id,
    );
    expect([...suggestions].sort()).toEqual([...cameras].sort());
  });

  it('finds products by their category and subcategory names in either language', async () => {
    const security = (await list('')).products.filter((p) => p.category === 'security').map((p) => p.id);
    for (const query of ['güvenlik', 'GÜVENLİK', 'security']) {
      const found = (await list(`?search=${encodeURIComponent(query)}`)).products;
      const ids = found.map((p) => p.id);
      expect(ids, query).toEqual(expect.arrayContaining(security));
      // Products matched by a category or subcategory name share one rank, in catalogue order:
      // the security accessories (camera mounts named after cameras, "Güvenlik Diskleri") may come
      // among them, nothing else does.
      const last = Math.max(...security.map((id) => ids.indexOf(id)));
      for (const p of found.slice(0, last + 1))
        expect(['security', 'accessories'], `${query}: ${p.id}`).toContain(p.category);
    }
    // A subcategory's Turkish name: "Telsizler" finds the radios (English titles).
    const radios = (await list('?search=telsiz')).products.map((p) => p.id);
    expect(radios).toEqual(
      expect.arrayContaining([
        'motorola-mototrbo-dp4400e',
        'motorola-talkabout-t82-extreme',
        'kenwood-tk-3701d',
        'milo-action-communicator',
      ]),
    );
    expect((await list('?search=hafıza%20kartı')).products[0].id).toBe('sandisk-high-endurance-256gb');
  });

  it('finds the RJ45 plugs and the crimping tool by the words a Turkish shopper types', async () => {
    const ids = async (query: string) => (await list(`?search=${encodeURIComponent(query)}`)).products.map((p) => p.id);
    for (const query of ['konnektör', 'RJ45 konnektör', 'jak', 'rj45 jak']) {
      const found = await ids(query);
      expect(found[0], query).toBe('cat6-rj45-plugs-100-pack');
      expect(found, query).toContain('rj45-ratchet-crimping-tool');
    }
    for (const query of ['pense', 'sıkma', 'sıkma pensi', 'kablo sıkma aleti', 'crimping tool'])
      expect((await ids(query))[0], query).toBe('rj45-ratchet-crimping-tool');
  });

  it('sorts by price and by name', async () => {
    const asc = (await list('?sort=price-asc')).products.map((p) => p.priceCents);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(asc[0]).toBe(2999); // the RJ45 plug pack
    const desc = (await list('?sort=price-desc')).products.map((p) => p.priceCents);
    expect(desc[0]).toBe(170000);
    const names = (await list('?sort=name-asc')).products.map((p) => p.title);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const namesDesc = (await list('?sort=name-desc')).products.map((p) => p.title);
    expect(namesDesc).toEqual([...names].reverse());
  });

  it('treats an unknown sort as the default and a one-letter search as none', async () => {
    expect((await list('?sort=bogus')).products[0].id).toBe('halo-smart-sensor');
    expect((await list('?search=a')).products.length).toBe((await list('')).products.length);
  });

  it('answers an empty list for no match', async () => {
    const body = await list('?search=zzzqqq');
    expect(body).toMatchObject({ products: [], total: 0 });
    expect((body as unknown as { facets: { brands: unknown[] } }).facets.brands).toEqual([]);
  });

  it('refuses an over-long search with 400 and a message', async () => {
    const res = await t.request(`/api/products?search=${'x'.repeat(300)}`);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toEqual(expect.any(String));
  });
});

describe('GET /api/products/{id}', () => {
  it('returns the full product', async () => {
    const res = await t.request('/api/products/halo-smart-sensor');
    expect(res.status).toBe(200);
    const p = await res.json();
    expect(p).toMatchObject({
      id: 'halo-smart-sensor',
      // The Value of the Day price, struck against its own price (charged once the deal is over).
      priceCents: 170000,
      oldPriceCents: 199900,
      discount: 15,
      stock: 10,
      brand: 'HALO',
      deal: { regularPriceCents: 199900, left: 10 },
    });
    expect(p.images.length).toBeGreaterThan(1);
    expect(p.specifications.length).toBeGreaterThan(0);
  });
  it('answers 404 with a message for an unknown id', async () => {
    const res = await t.request('/api/products/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Product not found.' });
  });
});

describe('GET /api/search/suggestions', () => {
  it('returns at most 5 suggestions with title, brand, price, image and score', async () => {
    const res = await t.request('/api/search/suggestions?q=camera');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.results.length).toBe(5);
    expect(body.results[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      brand: expect.any(String),
      priceCents: expect.any(Number),
      image: expect.any(Object),
      score: 1,
    });
  });
  it('refuses fewer than 2 characters with 400', async () => {
    const res = await t.request('/api/search/suggestions?q=%20a%20');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Search needs at least 2 characters');
    expect(body.fieldErrors.q).toBeDefined();
    const tr = await t.request('/api/search/suggestions?q=a', { headers: { 'accept-language': 'tr' } });
    expect((await tr.json()).message).toBe('Arama için en az 2 karakter girin');
  });
  it('refuses a missing query and a bad limit with 400', async () => {
    expect((await t.request('/api/search/suggestions')).status).toBe(400);
    expect((await t.request('/api/search/suggestions?q=cam&limit=0')).status).toBe(400);
    expect((await t.request('/api/search/suggestions?q=cam&limit=abc')).status).toBe(400);
  });
});

describe('GET /api/deal', () => {
  it('returns the seeded Value of the Day for the HALO sensor, cheaper than its own price after the deal', async () => {
    const body = await (await t.request('/api/deal')).json();
    expect(body.deal).toMatchObject({
      dealPriceCents: 170000,
      oldPriceCents: 199900,
      regularPriceCents: 199900,
      discount: 15,
      stock: 10,
    });
    expect(body.deal.product.id).toBe('halo-smart-sensor');
    expect(Date.parse(body.deal.endsAt)).toBeGreaterThan(Date.now());
  });
});

describe('API basics', () => {
  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/products',
        '/products/{id}',
        '/search/suggestions',
        '/cart/lines',
        '/wishlist/toggle',
        '/newsletter',
      ]),
    );
  });
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/nope');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Not found.');
  });
  it('answers messages in Turkish when asked', async () => {
    const res = await t.request('/api/products/none', { headers: { 'accept-language': 'tr-TR,tr;q=0.9' } });
    expect((await res.json()).message).toBe('Ürün bulunamadı.');
    const byCookie = await t.request('/api/products/none', { headers: { cookie: 'lang=tr', 'accept-language': 'en' } });
    expect((await byCookie.json()).message).toBe('Ürün bulunamadı.');
  });
  it('serves robots.txt and a sitemap listing the products', async () => {
    expect(await (await t.request('/robots.txt')).text()).toContain('Sitemap:');
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain('/product/halo-smart-sensor</loc>');
  });
});
