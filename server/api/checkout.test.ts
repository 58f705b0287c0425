import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  address,
  checkoutBody,
  declinedCard,
  goodCard,
  setStock,
  signedInShopper,
  stockOf,
} from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

describe('POST /api/checkout', () => {
  it('needs a signed-in shopper (401)', async () => {
    const res = await t.json('/api/checkout', 'POST', checkoutBody([{ id: 'halo-smart-sensor', quantity: 1 }]));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('places an order with server prices, 8 % tax, free shipping, takes stock and clears those cart lines', async () => {
    const s = await signedInShopper(t);
    await s.call('/api/cart/lines', 'POST', { productId: 'tp-link-poe-injector', quantity: 2 });
    await s.call('/api/cart/lines', 'POST', { productId: 'sandisk-high-endurance-256gb', quantity: 1 });
    const before = await stockOf(t, 'tp-link-poe-injector');
    // The client's prices are ignored; only ids and quantities count.
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([
        { id: 'tp-link-poe-injector', quantity: 2 },
        { id: 'sandisk-high-endurance-256gb', quantity: 1 },
      ]),
      cart: [
        { id: 'tp-link-poe-injector', quantity: 2, price: 0.01, title: 'forged' },
        { id: 'sandisk-high-endurance-256gb', quantity: 1, price: 0.01 },
      ],
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order.number).toMatch(/^GL-\d{6}$/);
    expect(order.status).toBe('Processing');
    expect(order.subtotalCents).toBe(2 * 5499 + 3999);
    expect(order.shippingCents).toBe(0);
    expect(order.taxCents).toBe(Math.floor(((2 * 5499 + 3999) * 8 + 50) / 100));
    expect(order.totalCents).toBe(order.subtotalCents + order.shippingCents + order.taxCents);
    expect(order.cardBrand).toBe('Visa');
    expect(order.cardLast4).toBe('4242');
    expect(order.shipping).toEqual(order.billing);
    expect(await stockOf(t, 'tp-link-poe-injector')).toBe(before - 2);
    const cart = await (await s.call('/api/cart')).json();
    expect(cart.lines).toEqual([]);
    const list = await (await s.call('/api/orders')).json();
    expect(list.orders[0].number).toBe(order.number);
  });

  it('uses the server cart when the payload has none', async () => {
    const s = await signedInShopper(t);
    await s.call('/api/cart/lines', 'POST', { productId: 'retevis-heavy-duty-headset', quantity: 1 });
    const { cart: _omit, ...body } = checkoutBody([]);
    const res = await s.call('/api/checkout', 'POST', body);
    expect(res.status).toBe(201);
    expect((await res.json()).order.lines.map((l: { productId: string }) => l.productId)).toEqual([
      'retevis-heavy-duty-headset',
    ]);
  });

  it('refuses an empty cart (400)', async () => {
    const s = await signedInShopper(t);
    const { cart: _omit, ...body } = checkoutBody([]);
    const res = await s.call('/api/checkout', 'POST', body);
    expect(res.status).toBe(400);
  });

  it('keeps a separate shipping address when not the same as billing', async () => {
    const s = await signedInShopper(t);
    const shippingInfo = { ...address, firstName: 'Can', city: 'Ankara', email: '', phone: '' };
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      shippingSameAsBilling: false,
      shippingInfo,
    });
    expect(res.status).toBe(201);
    expect((await res.json()).order.shipping).toMatchObject({ firstName: 'Can', city: 'Ankara' });
  });

  it('answers a declined card with 402 and the cart and stock stay', async () => {
    const s = await signedInShopper(t);
    await s.call('/api/cart/lines', 'POST', { productId: 'wall-mount-bracket', quantity: 1 });
    const before = await stockOf(t, 'wall-mount-bracket');
    const res = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }], declinedCard),
    );
    expect(res.status).toBe(402);
    expect((await res.json()).message).toMatch(/declined/i);
    expect(await stockOf(t, 'wall-mount-bracket')).toBe(before);
    expect((await (await s.call('/api/cart')).json()).itemCount).toBe(1);
  });

  // The answer says why the provider refused the card (its reason, as a message key and text).
  it.each([
    ['4242 4242 4242 4241', 'invalid', /card number is not valid/i],
    ['4242 4242 4242 4242', 'expired', /expired/i, '01/20'],
    ['4000 0000 0000 9995', 'insufficientFunds', /insufficient funds/i],
  ] as [string, string, RegExp, string?][])(
    'refuses card %s (%s) with 402 and the reason',
    async (cardNumber, reason, text, cardExpiry = '12/30') => {
      const s = await signedInShopper(t);
      const res = await s.call(
        '/api/checkout',
        'POST',
        checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }], { ...goodCard, cardNumber, cardExpiry }),
      );
      expect(res.status).toBe(402);
      const body = await res.json();
      expect(body.reason).toBe(reason);
      expect(body.message).toMatch(text);
    },
  );

  it('names the line that lacks stock (409)', async () => {
    const s = await signedInShopper(t);
    await setStock(t, 'hikvision-4mp-ptz-camera', 2);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: 'hikvision-4mp-ptz-camera', quantity: 5 }]));
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body).toMatchObject({ productId: 'hikvision-4mp-ptz-camera', available: 2 });
    expect(body.message).toContain('Hikvision DS-2DE4425IW-DE');
  });

  it('refuses a stale total (409 with the right total)', async () => {
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      totalAmount: 1,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).totalCents).toBe(4199 + Math.floor((4199 * 8 + 50) / 100));
  });

  describe('validation (docs/product.md §9.3, §9.4), 400 with field errors', () => {
    const cases: [string, (b: ReturnType<typeof checkoutBody>) => unknown, string, string][] = [
      [
        'first name',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, firstName: ' ' } }),
        'billingInfo.firstName',
        'First name is required',
      ],
      [
        'last name',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, lastName: '' } }),
        'billingInfo.lastName',
        'Last name is required',
      ],
      [
        'email',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, email: '' } }),
        'billingInfo.email',
        'Email is required',
      ],
      [
        'email that is a list of addresses (the order mails would go to several people)',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, email: 'ayse@example.com, other@example.com' } }),
        'billingInfo.email',
        'Enter one email address, like name@example.com',
      ],
      [
        'email with a control character (the mailer would drop it: another spelling of one mailbox)',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, email: 'ayse\u0001@example.com' } }),
        'billingInfo.email',
        'Enter one email address, like name@example.com',
      ],
      [
        'email with a display name',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, email: 'Ayse <ayse@example.com>' } }),
        'billingInfo.email',
        'Enter one email address, like name@example.com',
      ],
      [
        'shipping email that is a list',
        (b) => ({ ...b, shippingSameAsBilling: false, shippingInfo: { ...address, email: 'a@x.example;b@y.example' } }),
        'shippingInfo.email',
        'Enter one email address, like name@example.com',
      ],
      [
        'address',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, address: '' } }),
        'billingInfo.address',
        'Address is required',
      ],
      ['city', (b) => ({ ...b, billingInfo: { ...b.billingInfo, city: '' } }), 'billingInfo.city', 'City is required'],
      [
        'district',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, state: '' } }),
        'billingInfo.state',
        'District is required',
      ],
      [
        'postal code',
        (b) => ({ ...b, billingInfo: { ...b.billingInfo, zip: '' } }),
        'billingInfo.zip',
        'Postal code is required',
      ],
      [
        'shipping first name',
        (b) => ({ ...b, shippingSameAsBilling: false, shippingInfo: { ...address, firstName: '' } }),
        'shippingInfo.firstName',
        'First name is required',
      ],
      [
        'shipping district',
        (b) => ({ ...b, shippingSameAsBilling: false, shippingInfo: { ...address, state: '' } }),
        'shippingInfo.state',
        'District is required',
      ],
      [
        'name on card',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardName: '' } }),
        'paymentInfo.cardName',
        'Name on card is required',
      ],
      [
        'card number',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardNumber: '' } }),
        'paymentInfo.cardNumber',
        'Card number is required',
      ],
      [
        'short card number',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardNumber: '4242 4242 4242' } }),
        'paymentInfo.cardNumber',
        'Invalid card number',
      ],
      [
        'letters in card number',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardNumber: '4242 4242 4242 424x' } }),
        'paymentInfo.cardNumber',
        'Invalid card number',
      ],
      [
        'expiry',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardExpiry: '' } }),
        'paymentInfo.cardExpiry',
        'Expiration date is required',
      ],
      [
        'expiry format',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardExpiry: '1/30' } }),
        'paymentInfo.cardExpiry',
        'Use MM/YY format',
      ],
      [
        'cvv',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardCvv: '' } }),
        'paymentInfo.cardCvv',
        'CVV is required',
      ],
      [
        'cvv format',
        (b) => ({ ...b, paymentInfo: { ...b.paymentInfo, cardCvv: '12' } }),
        'paymentInfo.cardCvv',
        'Invalid CVV',
      ],
    ];
    let s: Awaited<ReturnType<typeof signedInShopper>>;
    beforeAll(async () => {
      s = await signedInShopper(t);
    });
    it.each(cases)('%s', async (_name, change, field, message) => {
      const res = await s.call(
        '/api/checkout',
        'POST',
        change(checkoutBody([{ id: 'camera-junction-box', quantity: 1 }])),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors[field]).toBe(message);
    });

    it('asks an address abroad only for the fields its country has, with a message per field', async () => {
      const body = (billing: object) => ({
        ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
        billingInfo: { ...address, ...billing },
      });
      const berlin = { address: 'Musterstraße 1', city: 'Berlin', state: '', zip: '10119', country: 'DE' };
      const ok = await s.call('/api/checkout', 'POST', body(berlin));
      expect(ok.status).toBe(201);
      // A district typed anyway is not kept: Germany has none.
      expect((await ok.json()).order.billing).toMatchObject({ ...berlin, state: '' });
      const refused = async (billing: object, lang = 'en') => {
        const res = await s.call('/api/checkout', 'POST', body(billing), { 'accept-language': lang });
        expect(res.status).toBe(400);
        return (await res.json()).fieldErrors;
      };
      expect(await refused({ ...berlin, zip: '1011' })).toEqual({ 'billingInfo.zip': 'Postal code must be 5 digits' });
      expect(await refused({ ...berlin, city: 'London', zip: 'SW1A', country: 'GB' })).toEqual({
        'billingInfo.zip': 'Enter a UK postcode, like SW1A 1AA',
      });
      expect(await refused({ ...berlin, city: 'Toronto', zip: 'M5V 3L9', country: 'CA' })).toEqual({
        'billingInfo.state': 'Province is required',
      });
      expect(await refused({ ...berlin, city: 'Toronto', zip: 'M5V 3L9', country: 'CA' }, 'tr')).toEqual({
        'billingInfo.state': 'Eyalet gereklidir',
      });
      expect(await refused({ city: 'İstanbul', state: '', zip: '34710', country: 'TR' }, 'tr')).toEqual({
        'billingInfo.state': 'İlçe gereklidir',
      });
    });

    it('keeps shipping email and phone and billing phone optional', async () => {
      const res = await s.call('/api/checkout', 'POST', {
        ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
        billingInfo: { ...address, phone: '' },
        shippingSameAsBilling: false,
        shippingInfo: { ...address, email: '', phone: '' },
      });
      expect(res.status).toBe(201);
    });

    it('answers malformed JSON and wrong types with 400, never 500', async () => {
      const raw = await t.app.request('/api/checkout', {
        method: 'POST',
        headers: { cookie: s.jar.header(), 'content-type': 'application/json' },
        body: '{"billingInfo":',
      });
      expect(raw.status).toBe(400);
      for (const body of [
        null,
        [],
        'x',
        { billingInfo: 5 },
        { cart: 'all', billingInfo: address, paymentInfo: goodCard },
      ]) {
        expect((await s.call('/api/checkout', 'POST', body)).status).toBe(400);
      }
    });
  });
});

describe('idempotency', () => {
  it('replays the first result for the same key, 422 for another body, and charges once', async () => {
    const s = await signedInShopper(t);
    const body = checkoutBody([{ id: 'milo-action-communicator', quantity: 1 }]);
    const headers = { 'idempotency-key': 'key-aaaaaaaa-1' };
    const first = await s.call('/api/checkout', 'POST', body, headers);
    expect(first.status).toBe(201);
    const firstOrder = (await first.json()).order;
    const stockAfter = await stockOf(t, 'milo-action-communicator');
    const again = await s.call('/api/checkout', 'POST', body, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).order.number).toBe(firstOrder.number);
    expect(await stockOf(t, 'milo-action-communicator')).toBe(stockAfter);
    const other = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([{ id: 'milo-action-communicator', quantity: 2 }]),
      headers,
    );
    expect(other.status).toBe(422);
    expect((await (await s.call('/api/orders')).json()).orders).toHaveLength(1);
  });
});
