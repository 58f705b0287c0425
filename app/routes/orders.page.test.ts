import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** /orders as the order mails link to it: `?order=<number>` opens that order, without JavaScript. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

describe('/orders?order=', () => {
  it('opens the order the link names, else the newest', async () => {
    const s = await signedInShopper(t);
    const numbers: string[] = [];
    for (const id of ['wall-mount-bracket', 'camera-junction-box']) {
      const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id, quantity: 1 }]));
      expect(res.status).toBe(201);
      numbers.push((await res.json()).order.number);
    }
    const [older, newest] = numbers;
    const openPanels = async (url: string) => {
      const res = await s.call(url, 'GET', undefined, { accept: 'text/html' });
      expect(res.status).toBe(200);
      const html = await res.text();
      return numbers.filter((n) => new RegExp(`<div id="order-${n}"(?![^>]*hidden)`).test(html));
    };
    expect(await openPanels('/orders')).toEqual([newest]);
    expect(await openPanels(`/orders?order=${older}`)).toEqual([older]);
    expect(await openPanels('/orders?order=GL-999999')).toEqual([newest]);
  });
});
