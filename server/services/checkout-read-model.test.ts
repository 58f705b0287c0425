import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, setStock, signedInShopper, stockOf } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

// The catalogue's read model learns a checkout's stock from the order's own statement (no pull):
// it must still agree with the database, move the generation on, and never go back to older stock.
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const shownStock = (id: string) => t.shop.services.catalog.getCard(id)?.stock;

describe('the catalogue after a checkout', () => {
  it('shows the stock the order left, as the database has it, in a new generation', async () => {
    await setStock(t, 'tp-link-poe-injector', 40);
    const s = await signedInShopper(t);
    const before = t.shop.services.catalog.generation;
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: 'tp-link-poe-injector', quantity: 3 }]));
    expect(res.status).toBe(201);
    expect(await stockOf(t, 'tp-link-poe-injector')).toBe(37);
    expect(shownStock('tp-link-poe-injector')).toBe(37);
    expect(t.shop.services.catalog.generation).not.toBe(before);
    const listed = await (await t.request('/api/products/tp-link-poe-injector')).json();
    expect(listed.stock).toBe(37);
  });

  it('shows every line of a several-line order', async () => {
    await setStock(t, 'tp-link-poe-injector', 20);
    await setStock(t, 'sandisk-high-endurance-256gb', 10);
    const s = await signedInShopper(t);
    const res = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([
        { id: 'tp-link-poe-injector', quantity: 2 },
        { id: 'sandisk-high-endurance-256gb', quantity: 4 },
      ]),
    );
    expect(res.status).toBe(201);
    expect(shownStock('tp-link-poe-injector')).toBe(18);
    expect(shownStock('sandisk-high-endurance-256gb')).toBe(6);
  });

  it('keeps the newer stock when an older change arrives late, and takes later writes from a pull', async () => {
    await setStock(t, 'tp-link-poe-injector', 10);
    const s = await signedInShopper(t);
    expect(
      (await s.call('/api/checkout', 'POST', checkoutBody([{ id: 'tp-link-poe-injector', quantity: 1 }]))).status,
    ).toBe(201);
    expect(shownStock('tp-link-poe-injector')).toBe(9);
    // A change of a revision the read model has already passed (a slower order's answer, say).
    t.shop.services.catalog.applyStock([{ id: 'tp-link-poe-injector', stock: 10, revision: 1 }]);
    expect(shownStock('tp-link-poe-injector')).toBe(9);
    // The back office (or another process) writes afterwards: the next pull brings it in.
    await setStock(t, 'tp-link-poe-injector', 25);
    expect(shownStock('tp-link-poe-injector')).toBe(25);
    await t.shop.services.catalog.refresh();
    expect(shownStock('tp-link-poe-injector')).toBe(25);
  });

  it('refuses the next order once the read model learnt the last unit went (409, none left)', async () => {
    await setStock(t, 'tp-link-poe-injector', 1);
    const a = await signedInShopper(t);
    const b = await signedInShopper(t);
    expect(
      (await a.call('/api/checkout', 'POST', checkoutBody([{ id: 'tp-link-poe-injector', quantity: 1 }]))).status,
    ).toBe(201);
    const refused = await b.call('/api/checkout', 'POST', checkoutBody([{ id: 'tp-link-poe-injector', quantity: 1 }]));
    expect(refused.status).toBe(409);
    expect((await refused.json()).available).toBe(0);
    expect(await stockOf(t, 'tp-link-poe-injector')).toBe(0);
  });
});
