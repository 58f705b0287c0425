import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, setStock, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** The back office's discount code API (docs/product.md §17.8): guard, validation, CRUD and usage. */
let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestShop();
  await setStock(t, 'camera-junction-box', 1000);
  admin = await signedInAdmin(t);
});
afterAll(() => t?.close());

describe('/api/admin/discounts', () => {
  it('is for admins only: 401 anonymous, 404 for a shopper', async () => {
    expect((await t.request('/api/admin/discounts')).status).toBe(401);
    const shopper = await signedInShopper(t);
    expect((await shopper.call('/api/admin/discounts')).status).toBe(404);
    expect(
      (await shopper.call('/api/admin/discounts', 'POST', { code: 'HACK', kind: 'percent', value: 100 })).status,
    ).toBe(404);
  });

  it('refuses bad terms field by field, in the page’s language', async () => {
    const res = await admin.call('/api/admin/discounts', 'POST', {
      code: 'no spaces!',
      kind: 'percent',
      value: 150,
      startsAt: '2030-01-02T00:00',
      endsAt: '2030-01-01T00:00',
      maxUses: 0,
      categories: ['toasters'],
    });
    expect(res.status).toBe(400);
    const { fieldErrors } = await res.json();
    expect(fieldErrors).toMatchObject({
      code: 'Use 3 to 32 letters (A–Z), digits, - or _',
      maxUses: 'Enter a whole number of at least 1',
      categories: 'Unknown category',
    });
    const fixed = await admin.call(
      '/api/admin/discounts',
      'POST',
      { code: 'FINE-CODE', kind: 'fixed', value: '0', startsAt: '2030-01-02T00:00', endsAt: '2030-01-01T00:00' },
      { 'accept-language': 'tr' },
    );
    expect((await fixed.json()).fieldErrors).toEqual({
      value: '$0,00 üzerinde, en fazla 2 ondalıklı bir tutar girin',
      endsAt: 'Bitiş, başlangıçtan sonra olmalıdır',
    });
    const percent = await admin.call('/api/admin/discounts', 'POST', {
      code: 'FINE-CODE',
      kind: 'percent',
      value: 101,
    });
    expect((await percent.json()).fieldErrors).toEqual({ value: 'Enter a whole percentage from 1 to 100' });
    const products = await admin.call('/api/admin/discounts', 'POST', {
      code: 'FINE-CODE',
      kind: 'percent',
      value: 5,
      productIds: ['camera-junction-box', 'no-such-thing'],
    });
    expect(products.status).toBe(400);
    expect((await products.json()).message).toBe('These product ids are not in the catalogue: no-such-thing');
  });

  it('creates, reads, edits, deactivates, lists and deletes a code; a duplicate is 409', async () => {
    const created = await admin.call('/api/admin/discounts', 'POST', {
      code: 'summer-15',
      kind: 'percent',
      value: 15,
      minOrder: '50',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      categories: ['security'],
      endsAt: '2099-09-01T00:00:00Z',
    });
    expect(created.status).toBe(201);
    const code = await created.json();
    expect(code).toMatchObject({
      code: 'SUMMER-15',
      kind: 'percent',
      value: 15,
      minOrderCents: 5000,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      usedCount: 0,
      categories: ['security'],
      productIds: [],
      active: true,
      state: 'active',
      endsAt: '2099-09-01T00:00:00.000Z',
      redemptions: [],
      deletable: true,
    });
    const duplicate = await admin.call('/api/admin/discounts', 'POST', { code: 'Summer-15', kind: 'fixed', value: 5 });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).message).toBe('Another discount code already uses this code');

    const edited = await admin.call(`/api/admin/discounts/${code.id}`, 'PUT', {
      code: 'SUMMER-15',
      kind: 'fixed',
      value: '7.5',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      kind: 'fixed',
      value: 750,
      minOrderCents: 0,
      maxUses: null,
      categories: [],
    });
    const off = await admin.call(`/api/admin/discounts/${code.id}/deactivate`, 'POST');
    expect(await off.json()).toMatchObject({ active: false, state: 'inactive' });
    const list = await (await admin.call('/api/admin/discounts?q=summer')).json();
    expect(list.items.map((c: { code: string }) => c.code)).toEqual(['SUMMER-15']);

    const removed = await admin.call(`/api/admin/discounts/${code.id}`, 'DELETE');
    expect(removed.status).toBe(200);
    expect((await removed.json()).message).toBe('Code SUMMER-15 was deleted.');
    expect((await admin.call(`/api/admin/discounts/${code.id}`)).status).toBe(404);
    expect((await admin.call('/api/admin/discounts/abc')).status).toBe(400);
  });

  it('shows a code’s usage; a used code cannot be deleted (409), only deactivated', async () => {
    const created = await (
      await admin.call('/api/admin/discounts', 'POST', { code: 'USED-ONCE', kind: 'percent', value: 5 })
    ).json();
    const shopper = await signedInShopper(t);
    const placed = await shopper.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      discountCode: 'used-once',
    });
    expect(placed.status).toBe(201);
    const { order } = await placed.json();
    const detail = await (await admin.call(`/api/admin/discounts/${created.id}`)).json();
    expect(detail).toMatchObject({ usedCount: 1, deletable: false });
    expect(detail.redemptions).toEqual([
      {
        orderNumber: order.number,
        orderStatus: 'Processing',
        email: 'ayse@example.com',
        amountCents: order.discountCents,
        at: expect.any(String),
      },
    ]);
    const refused = await admin.call(`/api/admin/discounts/${created.id}`, 'DELETE', undefined, {
      'accept-language': 'tr',
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Bu kod bir siparişte kullanıldı: silinemez, yalnızca devre dışı bırakılabilir.',
    );
    // The order page in the back office shows the discount too.
    const adminOrder = await (await admin.call(`/api/admin/orders/${order.number}`)).json();
    expect(adminOrder).toMatchObject({ discountCode: 'USED-ONCE', discountCents: order.discountCents });
  });
});
