import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, signedInShopper } from '../../tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '../../tests/setup/test-shop.ts';

/** Two shoppers: each reaches only their own orders, invoices, cart and profile. */
let t: TestShop;
let alice: Awaited<ReturnType<typeof signedInShopper>>;
let bob: Awaited<ReturnType<typeof signedInShopper>>;
let aliceOrder: string;

beforeAll(async () => {
  t = await createTestShop();
  alice = await signedInShopper(t, 'Alice');
  bob = await signedInShopper(t, 'Bob');
  const res = await alice.call('/api/checkout', 'POST', checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]));
  aliceOrder = (await res.json()).order.number;
  await alice.call('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 });
});
afterAll(() => t.close());

describe('access between shoppers', () => {
  it("reads one's own order and invoice", async () => {
    expect((await alice.call(`/api/orders/${aliceOrder}`)).status).toBe(200);
    const pdf = await alice.call(`/api/orders/${aliceOrder}/invoice`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`invoice-${aliceOrder}.pdf`);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("answers 404 for another shopper's order and invoice, as for a missing one", async () => {
    for (const url of [`/api/orders/${aliceOrder}`, `/api/orders/${aliceOrder}/invoice`, '/api/orders/GL-999999', '/api/orders/GL-999999/invoice']) {
      const res = await bob.call(url);
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Order not found.');
    }
    expect((await (await bob.call('/api/orders')).json()).orders).toEqual([]);
  });

  it('keeps carts and profiles apart', async () => {
    expect((await (await bob.call('/api/cart')).json()).lines).toEqual([]);
    expect((await (await alice.call('/api/cart')).json()).itemCount).toBe(1);
    const profile = await (await bob.call('/api/account/profile')).json();
    expect(profile.email).toBe(bob.email);
  });

  it('answers anonymous requests for private data with 401', async () => {
    for (const url of ['/api/orders', `/api/orders/${aliceOrder}`, `/api/orders/${aliceOrder}/invoice`, '/api/account/profile']) {
      expect((await t.request(url)).status).toBe(401);
    }
  });
});
