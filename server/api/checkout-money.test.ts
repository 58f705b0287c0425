import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { deliveryPromise } from '#common/shipping.ts';
import { addBusinessDays, dayAtMidday } from '#common/shop-time.ts';
import {
  address,
  checkoutBody,
  declinedCard,
  goodCard,
  setStock,
  signedInAdmin,
  signedInShopper,
} from '#tests/setup/shoppers.ts';
import { pdfText } from '#tests/setup/pdf-text.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * What is shown is what is charged: the Value of the Day price, the delivery method's price,
 * the cards the footer shows, the spec's country names and the invoice's own numbers.
 */
let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestShop();
  admin = await signedInAdmin(t);
  // Enough stock for every order below: these tests are about money.
  for (const id of ['camera-junction-box', 'tp-link-poe-injector']) await setStock(t, id, 10_000);
});
afterAll(() => t.close());

const AJAX = 'ajax-motionprotect-sensor'; // $69.99
const tax = (cents: number) => Math.floor((cents * 8 + 50) / 100);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function startDeal(stockCap = 5, productId = AJAX, dealPrice = '49.99') {
  const res = await admin.call('/api/admin/deal', 'PUT', {
    productId,
    dealPrice,
    oldPrice: '',
    stockCap,
    endsAt: inDays(3),
  });
  expect(res.status).toBe(200);
  return (await res.json()).deal as { id: number };
}

async function invoiceText(s: Awaited<ReturnType<typeof signedInShopper>>, number: string) {
  const res = await s.call(`/api/orders/${number}/invoice`);
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
}

describe('Value of the Day is charged', () => {
  it('shows and charges the deal price everywhere, and records the deal on the order and the invoice', async () => {
    const deal = await startDeal();
    const product = await (await t.request(`/api/products/${AJAX}`)).json();
    expect(product).toMatchObject({ priceCents: 4999, deal: { id: deal.id, regularPriceCents: 6999, left: 5 } });
    const listed = (await (await t.request(`/api/products?id=${AJAX}`)).json()).products[0];
    expect(listed.priceCents).toBe(4999);
    const suggestion = (await (await t.request('/api/search/suggestions?q=motionprotect')).json()).results.find(
      (s: { id: string }) => s.id === AJAX,
    );
    expect(suggestion.priceCents).toBe(4999);

    const s = await signedInShopper(t);
    await s.call('/api/cart/lines', 'POST', { productId: AJAX, quantity: 2 });
    const cart = await (await s.call('/api/cart')).json();
    expect(cart.lines[0]).toMatchObject({ unitPriceCents: 4999, dealApplied: true, lineTotalCents: 9998 });
    expect(cart.subtotalCents).toBe(9998);

    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: AJAX, quantity: 2 }]),
      totalAmount: (9998 + tax(9998)) / 100,
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order.lines[0]).toMatchObject({
      productId: AJAX,
      unitPriceCents: 4999,
      lineTotalCents: 9998,
      dealId: deal.id,
      regularPriceCents: 6999,
    });
    expect(order.totalCents).toBe(9998 + tax(9998));
    const [row] = await queryRows<{ deal_id: number; regular_price_cents: number; sold: number }>(
      t.shop.database.db,
      sql`select l.deal_id, l.regular_price_cents, d.sold_count as sold from order_lines l join deals d on d.id = l.deal_id join orders o on o.id = l.order_id where o.number = ${order.number}`,
    );
    expect(row).toEqual({ deal_id: deal.id, regular_price_cents: 6999, sold: 2 });
    expect((await (await s.call(`/api/orders/${order.number}`)).json()).lines[0]).toMatchObject({
      dealId: deal.id,
      regularPriceCents: 6999,
    });
    expect(await invoiceText(s, order.number)).toContain('Value of the Day: $49.99 (regular $69.99)');

    // 3 of 5 left: the product says so, and the page cache moved on.
    expect((await (await t.request(`/api/products/${AJAX}`)).json()).deal.left).toBe(3);
    expect((await (await admin.call('/api/admin/deal')).json()).deal).toMatchObject({
      stockCap: 5,
      soldCount: 2,
      stock: 3,
    });
  });

  // One reference price: while a deal applies, the struck price and the badge are measured
  // against the product's regular price (what the shopper would otherwise pay), never its list price.
  it('a $87.99 deal on a $109.99 product listed at $129.99 reads -20 % against $109.99 everywhere', async () => {
    const SWITCH = 'tp-link-8-port-poe-switch'; // $109.99, list price $129.99
    await setStock(t, SWITCH, 100);
    await startDeal(5, SWITCH, '87.99');
    const { deal } = await (await t.request('/api/deal')).json();
    expect(deal).toMatchObject({ dealPriceCents: 8799, oldPriceCents: 10999, regularPriceCents: 10999, discount: 20 });
    expect(deal.product).toMatchObject({ priceCents: 8799, oldPriceCents: 10999, discount: 20 });
    const product = await (await t.request(`/api/products/${SWITCH}`)).json();
    expect(product).toMatchObject({
      priceCents: 8799,
      oldPriceCents: 10999,
      discount: 20,
      deal: { regularPriceCents: 10999 },
    });
    const list = await (await t.request('/api/products?category=network&limit=100')).json();
    expect(list.products.find((p: { id: string }) => p.id === SWITCH)).toMatchObject({
      priceCents: 8799,
      oldPriceCents: 10999,
      discount: 20,
    });
    const adminDeal = (await (await admin.call('/api/admin/deal')).json()).deal;
    expect(adminDeal).toMatchObject({ dealPriceCents: 8799, regularPriceCents: 10999, discount: 20 });
    // A deal price not below the regular price is refused (it would be no deal).
    const refused = await admin.call('/api/admin/deal', 'PUT', {
      productId: SWITCH,
      dealPrice: '109.99',
      stockCap: 5,
      endsAt: inDays(3),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toHaveProperty('dealPrice');
  });

  it('charges the regular price once the cap is sold, and the deal says it sold out', async () => {
    await startDeal(2);
    const generation = t.shop.services.catalog.generation;
    const a = await signedInShopper(t);
    expect((await a.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 2 }]))).status).toBe(201);
    expect(t.shop.services.catalog.generation).not.toBe(generation);
    const product = await (await t.request(`/api/products/${AJAX}`)).json();
    expect(product.priceCents).toBe(6999);
    expect(product.deal).toBeUndefined();
    const { deal } = await (await t.request('/api/deal')).json();
    expect(deal).toMatchObject({ soldOut: true, stock: 0, regularPriceCents: 6999 });

    const b = await signedInShopper(t);
    const res = await b.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect((await res.json()).order.lines[0]).toMatchObject({
      unitPriceCents: 6999,
      dealId: null,
      regularPriceCents: null,
    });
  });

  it('a cancelled deal order gives its units back under the cap, and the deal price holds again', async () => {
    await startDeal(2);
    const a = await signedInShopper(t);
    const placed = await a.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 2 }]));
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    expect((await (await t.request(`/api/products/${AJAX}`)).json()).priceCents).toBe(6999);
    const cancelled = await admin.call(`/api/admin/orders/${order.number}/cancel`, 'POST', {
      reason: 'Customer changed their mind',
    });
    expect(cancelled.status).toBe(200);
    expect((await (await admin.call('/api/admin/deal')).json()).deal).toMatchObject({ stockCap: 2, soldCount: 0 });
    const product = await (await t.request(`/api/products/${AJAX}`)).json();
    expect(product).toMatchObject({ priceCents: 4999, deal: { left: 2 } });
  });

  it('a line larger than what is left of the cap is charged the regular price', async () => {
    await startDeal(2);
    const s = await signedInShopper(t);
    await s.call('/api/cart/lines', 'POST', { productId: AJAX, quantity: 3 });
    expect((await (await s.call('/api/cart')).json()).lines[0]).toMatchObject({
      unitPriceCents: 6999,
      dealApplied: false,
    });
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 3 }]));
    expect((await res.json()).order.lines[0]).toMatchObject({ unitPriceCents: 6999, dealId: null });
  });

  it('answers 409 with the new total when the cap went between page and charge', async () => {
    const deal = await startDeal(1);
    // Another process sold the last unit; this one may not have seen it yet (the database's
    // condition refuses it) or has (the total shown no longer holds): a 409 either way.
    await t.shop.database.db.execute(sql`update deals set sold_count = 1 where id = ${deal.id}`);
    const s = await signedInShopper(t);
    const shown = 4999 + 4199 + tax(4999 + 4199);
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([
        { id: AJAX, quantity: 1 },
        { id: 'camera-junction-box', quantity: 1 },
      ]),
      totalAmount: shown / 100,
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.totalCents).toBe(6999 + 4199 + tax(6999 + 4199));
    expect(body.message).toContain('$120.94');
    // Refused by the database's condition: the deal is named.
    if (body.productId) expect(body.message).toContain('Ajax MotionProtect');
    // Nothing was written and the shop now charges the regular price.
    expect((await (await s.call('/api/orders')).json()).orders).toEqual([]);
    expect((await (await t.request(`/api/products/${AJAX}`)).json()).priceCents).toBe(6999);
  });

  it('a one-line deal order whose stock is short takes no deal unit', async () => {
    const deal = await startDeal(5);
    await setStock(t, AJAX, 1);
    const s = await signedInShopper(t);
    expect((await s.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 1 }]))).status).toBe(201);
    await t.shop.database.db.execute(sql`update products set stock = 0 where id = ${AJAX}`); // unseen by the read model
    expect((await s.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 1 }]))).status).toBe(409);
    const [row] = await queryRows<{ sold: number }>(
      t.shop.database.db,
      sql`select sold_count as sold from deals where id = ${deal.id}`,
    );
    expect(row.sold).toBe(1);
    await setStock(t, AJAX, 40);
  });

  it('a deal ended elsewhere (another process, the back office) is refused at the charge, then the regular price holds', async () => {
    const deal = await startDeal(5);
    await t.shop.database.db.execute(sql`update deals set ends_at = now() - interval '1 second' where id = ${deal.id}`);
    const s = await signedInShopper(t);
    // The read model may still hold the deal; the database's condition (ends_at) refuses it.
    const refused = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: AJAX, quantity: 1 }]),
      totalAmount: (4999 + tax(4999)) / 100,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).totalCents).toBe(6999 + tax(6999));
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: AJAX, quantity: 1 }]));
    expect((await res.json()).order.lines[0]).toMatchObject({ unitPriceCents: 6999, dealId: null });
  });
});

describe('shipping: standard free, express priced by subtotal', () => {
  it.each([
    ['camera-junction-box', 1, 4199, 1599], // under $50
    ['camera-junction-box', 2, 8398, 1299], // $50–$99.99
    ['camera-junction-box', 3, 12597, 999], // $100–$199.99
    ['camera-junction-box', 5, 20995, 799], // $200 and over
  ])('%s × %i: express on %i costs %i', async (id, quantity, subtotal, express) => {
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id, quantity }]),
      shippingMethod: 'express',
      totalAmount: (subtotal + express + tax(subtotal)) / 100,
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: express,
      taxCents: tax(subtotal),
      totalCents: subtotal + express + tax(subtotal),
      shippingMethod: 'express',
    });
    const stored = await (await s.call(`/api/orders/${order.number}`)).json();
    expect(stored).toMatchObject({ shippingMethod: 'express', shippingCents: express });
    // Express: 1-2 business days from the day it leaves, as the rule promised when it was placed.
    const promise = deliveryPromise('express', 'TR', new Date(order.createdAt));
    expect(stored.deliveryEstimate).toEqual({
      earliest: dayAtMidday(promise.earliest).toISOString(),
      latest: dayAtMidday(promise.latest).toISOString(),
    });
    expect(promise.latest).toBe(addBusinessDays(promise.dispatchBy, 2));
    expect(await invoiceText(s, order.number)).toContain('Shipping (Express)');
  });

  it('standard is the default and free on every order', async () => {
    const s = await signedInShopper(t);
    const { order } = await (
      await s.call('/api/checkout', 'POST', checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]))
    ).json();
    expect(order).toMatchObject({ shippingMethod: 'standard', shippingCents: 0 });
  });

  it('refuses express abroad (international orders ship standard, 7-14 business days)', async () => {
    const s = await signedInShopper(t);
    const body = {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      billingInfo: { ...address, country: 'DE' },
    };
    const res = await s.call('/api/checkout', 'POST', { ...body, shippingMethod: 'express' });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.shippingMethod).toMatch(/Türkiye/);
    const ok = await s.call('/api/checkout', 'POST', body);
    const { order } = await ok.json();
    expect(order.shippingCents).toBe(0);
    expect(
      (Date.parse(order.deliveryEstimate.latest) - Date.parse(order.createdAt)) / 86_400_000,
    ).toBeGreaterThanOrEqual(14);
  });

  it('refuses an unknown method with 400', async () => {
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      shippingMethod: 'overnight',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.shippingMethod).toEqual(expect.any(String));
  });

  it('the method is part of the idempotency fingerprint', async () => {
    const s = await signedInShopper(t);
    const body = checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]);
    const headers = { 'idempotency-key': 'ship-method-key-1' };
    expect((await s.call('/api/checkout', 'POST', body, headers)).status).toBe(201);
    expect((await s.call('/api/checkout', 'POST', { ...body, shippingMethod: 'express' }, headers)).status).toBe(422);
  });
});

describe('cards: what the footer shows is accepted', () => {
  it('accepts a 15-digit AMEX with a 4-digit code', async () => {
    const s = await signedInShopper(t);
    const res = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([{ id: 'camera-junction-box', quantity: 1 }], {
        ...goodCard,
        cardNumber: '3782 822463 10005',
        cardCvv: '1234',
      }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).order).toMatchObject({ cardBrand: 'American Express', cardLast4: '0005' });
  });

  it.each([
    [
      'AMEX with a 3-digit code',
      { cardNumber: '3782 822463 10005', cardCvv: '123' },
      'paymentInfo.cardCvv',
      'Invalid CVV',
    ],
    [
      'AMEX with 16 digits',
      { cardNumber: '3782 8224 6310 0055', cardCvv: '1234' },
      'paymentInfo.cardNumber',
      'Invalid card number',
    ],
    [
      'Visa with 15 digits',
      { cardNumber: '4242 4242 4242 424', cardCvv: '123' },
      'paymentInfo.cardNumber',
      'Invalid card number',
    ],
  ])('refuses %s (400)', async (_name, card, field, message) => {
    const s = await signedInShopper(t);
    const res = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([{ id: 'camera-junction-box', quantity: 1 }], { ...goodCard, ...card }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[field]).toBe(message);
  });

  it('accepts Troy (16 digits)', async () => {
    const s = await signedInShopper(t);
    const res = await s.call(
      '/api/checkout',
      'POST',
      checkoutBody([{ id: 'camera-junction-box', quantity: 1 }], { ...goodCard, cardNumber: '9792 0000 0000 0003' }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).order.cardBrand).toBe('Troy');
  });
});

describe("the spec's client: country names", () => {
  // Each country's address as it writes it (common/address.ts): the name is what is under test.
  const localities: Record<string, Partial<typeof address>> = {
    GB: { city: 'London', state: '', zip: 'SW1A 2AA' },
    JP: { city: 'Chiyoda-ku', state: 'Tokyo', zip: '100-0001' },
    CA: { city: 'Toronto', state: 'ON', zip: 'M5V 3L9' },
    AU: { city: 'Sydney', state: 'NSW', zip: '2000' },
  };
  it.each([
    ['Turkey', 'TR'],
    ['türkiye', 'TR'],
    ['TURKIYE', 'TR'],
    ['Almanya', 'DE'],
    ['Birleşik Krallık', 'GB'],
    ['birlesik krallik', 'GB'],
    ['United Kingdom', 'GB'],
    ['England', 'GB'],
    ['Japonya', 'JP'],
    ['Kanada', 'CA'],
    ['Avustralya', 'AU'],
    ['Fransa', 'FR'],
    ['İtalya', 'IT'],
    ['fr', 'FR'],
  ])('%s → %s', async (country, code) => {
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      billingInfo: { ...address, ...localities[code], country },
      totalAmount: 45.35,
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order.billing.country).toBe(code);
    expect(order.shipping.country).toBe(code);
  });

  it('takes the spec prototype payload as it sends it', async () => {
    const s = await signedInShopper(t);
    const billingInfo = {
      firstName: 'Ali',
      lastName: 'Veli',
      email: 'ali@example.com',
      phone: '5321234567',
      address: 'Cad. 1',
      city: 'İstanbul',
      state: 'Kadıköy',
      zip: '34710',
      country: 'Turkey',
    };
    const res = await s.call('/api/checkout', 'POST', {
      cart: [{ id: 'camera-junction-box', title: 'Junction box', price: 41.99, quantity: 1 }],
      totalAmount: 45.35,
      billingInfo,
      shippingInfo: billingInfo,
      paymentInfo: { cardName: 'ALI VELI', cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvv: '123' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a country outside the list with the message', async () => {
    const s = await signedInShopper(t);
    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      billingInfo: { ...address, country: 'Narnia' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors['billingInfo.country']).toBe('Please choose a country from the list');
  });

  it('the profile API takes names too and answers the code', async () => {
    const s = await signedInShopper(t);
    const res = await s.call('/api/account/profile', 'PUT', {
      name: 'Ayşe Yılmaz',
      email: s.email,
      country: 'England',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).country).toBe('GB');
    const again = await s.call('/api/account/profile', 'PUT', {
      name: 'Ayşe Yılmaz',
      email: s.email,
      country: 'italya',
    });
    expect((await again.json()).country).toBe('IT');
    expect(
      (await s.call('/api/account/profile', 'PUT', { name: 'Ayşe Yılmaz', email: s.email, country: 'Atlantis' }))
        .status,
    ).toBe(400);
  });
});

describe('invoice numbers: a gap-free sequence of their own', () => {
  const invoiceNumbers = async () =>
    (
      await queryRows<{ invoice_no: number }>(
        t.shop.database.db,
        sql`select invoice_no from orders order by invoice_no`,
      )
    ).map((r) => Number(r.invoice_no));
  const expectGapFree = (numbers: number[]) => expect(numbers).toEqual(numbers.map((_, i) => i + 1));

  it('declined and out-of-stock checkouts between successful ones take no number', async () => {
    const s = await signedInShopper(t);
    const one = checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]);
    const a = (await (await s.call('/api/checkout', 'POST', one)).json()).order;
    expect(
      (await s.call('/api/checkout', 'POST', checkoutBody([{ id: 'camera-junction-box', quantity: 1 }], declinedCard)))
        .status,
    ).toBe(402);
    await setStock(t, 'wall-mount-bracket', 1);
    await t.shop.database.db.execute(sql`update products set stock = 0 where id = 'wall-mount-bracket'`); // refused by the database itself
    expect(
      (await s.call('/api/checkout', 'POST', checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }]))).status,
    ).toBe(409);
    expect(
      (
        await s.call(
          '/api/checkout',
          'POST',
          checkoutBody([
            { id: 'wall-mount-bracket', quantity: 1 },
            { id: 'camera-junction-box', quantity: 1 },
          ]),
        )
      ).status,
    ).toBe(409);
    const b = (await (await s.call('/api/checkout', 'POST', one)).json()).order;
    expect(b.invoiceNo).toBe(a.invoiceNo + 1);
    expect((await (await s.call(`/api/orders/${b.number}`)).json()).invoiceNo).toBe(b.invoiceNo);
    expect(await invoiceText(s, b.number)).toContain(`INV-${String(b.invoiceNo).padStart(6, '0')}`);
    expectGapFree(await invoiceNumbers());
  });

  it('stays gap-free under parallel checkouts with refusals among them', async () => {
    await setStock(t, 'wall-mount-bracket', 3);
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => signedInShopper(t)));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => {
        const s = shoppers[i % shoppers.length];
        if (i % 4 === 1)
          return s.call(
            '/api/checkout',
            'POST',
            checkoutBody([{ id: 'camera-junction-box', quantity: 1 }], declinedCard),
          );
        if (i % 4 === 2)
          return s.call('/api/checkout', 'POST', checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }]));
        return s.call(
          '/api/checkout',
          'POST',
          checkoutBody([
            { id: 'camera-junction-box', quantity: 1 },
            { id: 'tp-link-poe-injector', quantity: 1 },
          ]),
        );
      }),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 402)).toHaveLength(3);
    expect(statuses.every((x) => x < 500)).toBe(true);
    expectGapFree(await invoiceNumbers());
    const [counter] = await queryRows<{ value: number }>(
      t.shop.database.db,
      sql`select value from counters where name = 'invoice'`,
    );
    expect(Number(counter.value)).toBe((await invoiceNumbers()).length);
  });
});
