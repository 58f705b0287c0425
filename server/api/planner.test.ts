import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setHidden, setStock, stockOf } from '#tests/setup/shoppers.ts';
import { givePlannerAttributes, giveSeedAttributes } from '#tests/setup/planner-products.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { products } from '#server/db/schema.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
  await givePlannerAttributes(t.shop.database.db);
  await t.shop.services.catalog.refresh();
});
afterAll(() => t.close());

function visitor() {
  const jar = cookieJar();
  return async (url: string, method = 'GET', body?: unknown, lang = 'en') => {
    const res = await t.app.request(url, {
      method,
      headers: {
        cookie: jar.header(),
        'accept-language': lang,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    jar.store(res);
    return { status: res.status, body: await res.json() };
  };
}

type Line = { role: string; product: { id: string }; quantity: number };
const DOME = 'hikvision-4mp-acusense-dome-camera';
const PLUGS = 'cat6-rj45-plugs-100-pack';
const CRIMPER = 'rj45-ratchet-crimping-tool';
const BULLET = 'hikvision-8mp-colorvu-bullet-camera';
const PTZ = 'hikvision-4mp-ptz-camera';
type Issue = { key: string; productId?: string; values: Record<string, string | number> };

describe('planner API', () => {
  it('plans 6 domes for 14 days: the 8-channel NVR powers them, one 8 TB drive, one cable box', async () => {
    const call = visitor();
    const res = await call('/api/planner/plan', 'POST', {
      cameras: [{ productId: DOME, quantity: 6 }],
      days: 14,
      runM: 30,
    });
    expect(res.status).toBe(200);
    expect(res.body.requirements).toMatchObject({ channels: 6, bitrateMbps: 36, poePorts: 6, poePowerW: 46.8 });
    expect(res.body.issues).toEqual([]);
    const lines = res.body.lines.map((l: Line) => [l.role, l.product.id, l.quantity]);
    expect(lines).toEqual([
      ['camera', DOME, 6],
      ['recorder', 'hikvision-8-channel-poe-nvr', 1],
      ['drive', 'test-purple-8tb', 1], // 36 Mbps × 14 days = 5.45 TB
      ['cable', 'cat6-utp-cable-305m', 1],
      ['plug', PLUGS, 1], // 12 plugs from a pack of 100
      ['crimper', CRIMPER, 1],
    ]);
    expect(res.body.notes).toEqual([]);
    expect(res.body.totalCents).toBe(6 * 18999 + 42999 + 18999 + 16999 + 2999 + 4499);
    expect(res.body.lines[1].reasons[0]).toMatchObject({ key: 'recorder', values: { cameras: 6, channels: 8 } });
  });

  it("the tester's case: 4 domes + 2 PTZ for 30 days need more than the recorder holds; the drives are still in the kit, with the days they cover", async () => {
    // The seed's figures (dome 8 Mbps, PTZ 16 Mbps at), as on the running shop.
    await giveSeedAttributes(t.shop.database.db, [DOME, PTZ]);
    await t.shop.services.catalog.refresh();
    try {
      const call = visitor();
      const plan = {
        cameras: [
          { productId: DOME, quantity: 4 },
          { productId: PTZ, quantity: 2 },
        ],
        days: 30,
      };
      const res = await call('/api/planner/plan', 'POST', plan);
      expect(res.status).toBe(200);
      expect(res.body.requirements).toMatchObject({ bitrateMbps: 64, storageTb: 20.74 });
      const byRole = Object.fromEntries(res.body.lines.map((l: Line) => [l.role, l]));
      expect(byRole.recorder.product.id).toBe('hikvision-8-channel-poe-nvr');
      // Both bays filled with the largest drive we sell (8 TB), not the recorder's 10 TB maximum.
      expect(byRole.drive.quantity).toBe(2);
      expect(byRole.drive.product.attributes.capacityTb).toBe(8);
      // The PTZ the recorder's budget cannot carry goes on a switch, never on the one-port injector.
      expect(byRole.switch.product.id).not.toBe('tp-link-poe-injector');
      expect(byRole.switch.product.attributes.poePorts).toBeGreaterThanOrEqual(2);
      const issues: Issue[] = res.body.issues;
      expect(issues.map((i) => i.key)).toEqual(['storageShort', 'storageFewerDays', 'storageNoLargerRecorder']);
      // 16 TB / (64 Mbps × 86 400 s / 8 / 1e6 = 0.6912 TB a day) = 23.1 days.
      expect(issues[0]).toMatchObject({ values: { covered: 23, days: 30, has: 16, need: 20.74 } });
      expect(issues[1].values).toEqual({ covered: 23 });

      // 23 days fit: the same cameras then plan without a storage issue.
      const fewer = await call('/api/planner/plan', 'POST', { ...plan, days: 23 });
      expect(fewer.body.issues).toEqual([]);

      // The whole kit, drives included, goes into the cart once the shopper confirms the shortfall.
      const added = await call('/api/cart/kit', 'POST', { ...plan, confirm: true });
      expect(added.status).toBe(200);
      const cart = await call('/api/cart');
      const drive = cart.body.lines.find((l: Line) => l.product.id === byRole.drive.product.id);
      expect(drive?.quantity).toBe(2);

      // The injector is not a PoE switch a shopper can pick.
      const injector = await call('/api/planner/plan', 'POST', { ...plan, switchId: 'tp-link-poe-injector' });
      expect(injector.status).toBe(400);
    } finally {
      await givePlannerAttributes(t.shop.database.db);
      await t.shop.services.catalog.refresh();
    }
  });

  it('flags what does not fit: 10 cameras on the 8-channel recorder, 17 on any recorder', async () => {
    const call = visitor();
    const res = await call('/api/planner/plan', 'POST', {
      cameras: [{ productId: BULLET, quantity: 10 }],
      days: 30,
      recorderId: 'hikvision-8-channel-poe-nvr',
    });
    const keys = res.body.issues.map((i: { key: string }) => i.key);
    expect(keys).toContain('channelsExceeded');
    expect(keys).toContain('bandwidthExceeded'); // 10 × 16 Mbps > 80 Mbps
    // The largest recorder takes 16 channels.
    const proposed = await call('/api/planner/plan', 'POST', { cameras: [{ productId: BULLET, quantity: 17 }] });
    expect(proposed.body.issues.map((i: { key: string }) => i.key)).toContain('noRecorder');
  });

  it('answers 400 on bad input and 404 on an unknown product, in the visitor’s language', async () => {
    const call = visitor();
    const bad = [
      { cameras: [] },
      { cameras: [{ productId: DOME, quantity: 0 }] },
      { cameras: [{ productId: DOME, quantity: -2 }] },
      { cameras: [{ productId: DOME, quantity: 100000 }] },
      { cameras: [{ productId: DOME, quantity: 2 }], days: 0 },
      { cameras: [{ productId: DOME, quantity: 2 }], days: 366 },
      { cameras: [{ productId: DOME, quantity: 2 }], runM: 'far' },
      { cameras: [{ productId: 'hikvision-8-channel-poe-nvr', quantity: 2 }] },
      { cameras: [{ productId: DOME, quantity: 2 }], recorderId: DOME },
    ];
    for (const body of bad) {
      const res = await call('/api/planner/plan', 'POST', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/\w/);
    }
    const days = await call(
      '/api/planner/plan',
      'POST',
      { cameras: [{ productId: DOME, quantity: 2 }], days: 0 },
      'tr',
    );
    expect(days.body.message).toBe('Kayıt süresi 1 ile 365 arasında bir tam sayı olmalıdır.');
    const unknown = await call('/api/planner/plan', 'POST', {
      cameras: [{ productId: 'no-such-camera', quantity: 1 }],
    });
    expect(unknown.status).toBe(404);
  });

  it('adds the whole kit in one step', async () => {
    const call = visitor();
    const plan = { cameras: [{ productId: DOME, quantity: 4 }], days: 14 };
    const res = await call('/api/cart/kit', 'POST', plan);
    expect(res.status).toBe(200);
    const cart = await call('/api/cart');
    const inCart = Object.fromEntries(
      cart.body.lines.map((l: { product: { id: string }; quantity: number }) => [l.product.id, l.quantity]),
    );
    expect(inCart).toEqual(Object.fromEntries(res.body.plan.lines.map((l: Line) => [l.product.id, l.quantity])));
    // Cameras, recorder, drive, cable, plugs and the crimping tool.
    expect(Object.keys(inCart)).toHaveLength(6);
  });

  it('adds an incompatible kit only when the shopper confirms it: a 4-channel recorder for 6 cameras', async () => {
    const call = visitor();
    const plan = { cameras: [{ productId: DOME, quantity: 6 }], days: 7, recorderId: 'hikvision-4-channel-poe-nvr' };
    const planned = await call('/api/planner/plan', 'POST', plan);
    expect(planned.body.fixes).toEqual([
      { role: 'recorder', productId: 'hikvision-8-channel-poe-nvr', title: expect.stringContaining('8-Channel') },
    ]);
    const refused = await call('/api/cart/kit', 'POST', plan);
    expect(refused.status).toBe(409);
    expect(refused.body.issues).toContain('channelsExceeded');
    expect(refused.body.message).toContain('this kit does not work as planned');
    const tr = await call('/api/cart/kit', 'POST', plan, 'tr');
    expect(tr.body.message).toContain('planlandığı gibi çalışmaz');
    expect((await call('/api/cart')).body.lines).toEqual([]);
    const bad = await call('/api/cart/kit', 'POST', { ...plan, confirm: 'yes' });
    expect(bad.status).toBe(400);
    const confirmed = await call('/api/cart/kit', 'POST', { ...plan, confirm: true });
    expect(confirmed.status).toBe(200);
    const ids = (await call('/api/cart')).body.lines.map((l: { product: { id: string } }) => l.product.id);
    expect(ids).toContain('hikvision-4-channel-poe-nvr');
  });

  it('puts a pack of Cat6 RJ45 plugs and the crimping tool in a kit with raw cable, in both languages', async () => {
    const db = t.shop.database.db;
    // Cheaper plugs for another cable category: not for the seed's Cat6 cable.
    await db
      .insert(products)
      .values({
        id: 'test-cat5e-plugs',
        title: 'Cat5e RJ45 Plugs, 100-Pack',
        priceCents: 999,
        brand: 'Test',
        category: 'cables',
        subcategory: 'connectors',
        stock: 100,
        attributes: { connectorType: 'rj45', cableCategory: 'cat5e', pieces: 100 },
        position: 950,
      })
      .onConflictDoNothing();
    await t.shop.services.catalog.refresh();
    try {
      const call = visitor();
      const plan = { cameras: [{ productId: DOME, quantity: 3 }], days: 7 };
      for (const lang of ['en', 'tr']) {
        const res = await call('/api/planner/plan', 'POST', plan, lang);
        const byRole = Object.fromEntries(res.body.lines.map((l: Line) => [l.role, l]));
        expect(byRole.cable.product.id).toBe('cat6-utp-cable-305m');
        expect(byRole.plug).toMatchObject({ product: { id: PLUGS }, quantity: 1, unitPriceCents: 2999 });
        expect(byRole.plug.reasons).toEqual([{ key: 'plug', values: { runs: 3, plugs: 6, count: 1, pieces: 100 } }]);
        expect(byRole.crimper).toMatchObject({ product: { id: CRIMPER }, quantity: 1, unitPriceCents: 4499 });
        expect(byRole.crimper.reasons).toEqual([{ key: 'crimper', values: { runs: 3 } }]);
        expect(byRole.plug.product.title).toBe(
          lang === 'en'
            ? 'UGREEN Cat6 RJ45 Connectors, Unshielded, 100-Pack'
            : 'UGREEN Cat6 RJ45 Konnektör, Ekransız, 100’lü Paket',
        );
        expect(byRole.crimper.product.title).toContain(lang === 'en' ? 'Ratcheting Crimper' : 'Sıkma Pensesi');
        expect(res.body.notes).toEqual([]);
        // Raw cable only: the patch cables are never part of a kit.
        expect(res.body.lines.map((l: Line) => l.product.id)).not.toContain('cat6-patch-cable-5-pack');
      }
      // Into the cart with the rest of the kit.
      const added = await call('/api/cart/kit', 'POST', plan);
      expect(added.status).toBe(200);
      const cart = await call('/api/cart');
      const inCart = Object.fromEntries(cart.body.lines.map((l: Line) => [l.product.id, l.quantity]));
      expect(inCart).toMatchObject({ [PLUGS]: 1, [CRIMPER]: 1 });
      expect(inCart).not.toHaveProperty('test-cat5e-plugs');
    } finally {
      await db.delete(products).where(eq(products.id, 'test-cat5e-plugs'));
      await t.shop.services.catalog.refresh();
    }
  });

  it('says plainly what it needs when neither plugs nor a crimping tool is on sale', async () => {
    await setHidden(t, PLUGS, true);
    await setHidden(t, CRIMPER, true);
    try {
      const call = visitor();
      const res = await call('/api/planner/plan', 'POST', { cameras: [{ productId: DOME, quantity: 3 }], days: 7 });
      expect(res.body.lines.some((l: Line) => l.role === 'cable')).toBe(true);
      expect(res.body.lines.some((l: Line) => l.role === 'plug' || l.role === 'crimper')).toBe(false);
      expect(res.body.notes).toEqual([
        { key: 'plugsNotSold', values: { runs: 3, plugs: 6 } },
        { key: 'crimperNotSold', values: {} },
      ]);
      // Not an incompatibility: the kit is added without a confirmation.
      expect(res.body.issues).toEqual([]);
      expect(
        (await call('/api/cart/kit', 'POST', { cameras: [{ productId: DOME, quantity: 3 }], days: 7 })).status,
      ).toBe(200);
    } finally {
      await setHidden(t, PLUGS, false);
      await setHidden(t, CRIMPER, false);
    }
  });

  it('plugs and a crimping tool we sell but lack are out of stock, not "not sold"; the rest of the kit still adds', async () => {
    const [plugs, crimper] = [await stockOf(t, PLUGS), await stockOf(t, CRIMPER)];
    await setStock(t, PLUGS, 0);
    await setStock(t, CRIMPER, 0);
    try {
      const call = visitor();
      const body = { cameras: [{ productId: DOME, quantity: 3 }], days: 7 };
      const res = await call('/api/planner/plan', 'POST', body);
      expect(res.body.notes).toEqual([]);
      expect(res.body.issues.map((i: { key: string; productId: string }) => [i.key, i.productId])).toEqual([
        ['outOfStock', PLUGS],
        ['outOfStock', CRIMPER],
      ]);
      // Short stock is no incompatibility (as for a junction box): no confirmation, and what is lacking is not added.
      expect((await call('/api/cart/kit', 'POST', body)).status).toBe(200);
      const cart = await call('/api/cart');
      const ids = cart.body.lines.map((l: Line) => l.product.id);
      expect(ids).toContain('cat6-utp-cable-305m');
      expect(ids).not.toContain(PLUGS);
      expect(ids).not.toContain(CRIMPER);
    } finally {
      await setStock(t, PLUGS, plugs);
      await setStock(t, CRIMPER, crimper);
    }
  });

  it('proposes neither plugs nor a crimping tool when the kit has no raw cable', async () => {
    const stock = await stockOf(t, 'cat6-utp-cable-305m');
    await setStock(t, 'cat6-utp-cable-305m', 0);
    try {
      const res = await visitor()('/api/planner/plan', 'POST', {
        cameras: [{ productId: DOME, quantity: 3 }],
        days: 7,
      });
      expect(res.body.issues.map((i: Issue) => i.key)).toContain('noCable');
      expect(res.body.lines.some((l: Line) => ['cable', 'plug', 'crimper'].includes(l.role))).toBe(false);
      expect(res.body.notes).toEqual([]);
    } finally {
      await setStock(t, 'cat6-utp-cable-305m', stock);
    }
  });

  it('adds nothing when a line lacks stock, and says which', async () => {
    const call = visitor();
    await call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
    const before = await stockOf(t, 'hikvision-8-channel-poe-nvr');
    await setStock(t, DOME, 3);
    try {
      const res = await call('/api/cart/kit', 'POST', { cameras: [{ productId: DOME, quantity: 5 }], days: 7 });
      expect(res.status).toBe(409);
      expect(res.body.refused).toEqual([DOME]);
      expect(res.body.message).toContain('Hikvision');
      // In Turkish, the product's Turkish title too (not the English one inside a Turkish sentence).
      const tr = await call('/api/cart/kit', 'POST', { cameras: [{ productId: DOME, quantity: 5 }], days: 7 }, 'tr');
      expect(tr.status).toBe(409);
      expect(tr.body.message).toContain('Hiçbir şey eklenmedi: Hikvision DS-2CD2143G2-I 4 MP AcuSense Dome Kamera');
      const cart = await call('/api/cart');
      expect(cart.body.lines.map((l: { product: { id: string } }) => l.product.id)).toEqual(['halo-smart-sensor']);
    } finally {
      await setStock(t, DOME, 24);
    }
    expect(await stockOf(t, 'hikvision-8-channel-poe-nvr')).toBe(before);
  });
});
