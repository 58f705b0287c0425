import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutBody, setStock, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The back office's discount code pages as a browser without JavaScript gets them (docs/product.md §17.8). */
let t: TestShop;
let adminCookie: string;

const page = async (url: string, lang = 'en') => {
  const res = await t.request(url, {
    headers: { accept: 'text/html', cookie: `${adminCookie}; lang=${lang}` },
    redirect: 'manual',
  });
  const html = await res.text();
  return { status: res.status, html, text: htmlText(html, { scripts: 'drop' }) };
};
const post = async (url: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const value of [v].flat()) body.append(k, value);
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie: adminCookie },
    body: body.toString(),
    redirect: 'manual',
  });
  const html = await res.text();
  return { status: res.status, location: res.headers.get('location'), html, text: htmlText(html, { scripts: 'drop' }) };
};

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminCookie = (await signedInAdmin(t)).jar.header();
  await setStock(t, 'camera-junction-box', 100);
});
afterAll(() => t.close());

describe('/admin/discounts', () => {
  it('creates a code from the form and opens it; the list shows it with its terms, in both languages', async () => {
    const created = await post('/admin/discounts/new', {
      intent: 'save',
      code: 'spring-20',
      kind: 'percent',
      value: '20',
      minOrder: '50',
      maxUses: '100',
      maxUsesPerCustomer: '1',
      categories: ['security', 'network'],
      endsAt: '2099-06-30T23:59',
      active: 'on',
    });
    expect(created.status).toBe(302);
    expect(created.location).toMatch(/^\/admin\/discounts\/\d+\?created=1$/);
    const opened = await page(created.location!);
    expect(opened.text).toContain('Code SPRING-20 was created.');
    expect(opened.text).toContain('20% off · orders from $50 · selected products only');
    expect(opened.text).toContain('No order has used this code yet.');

    const list = await page('/admin/discounts');
    expect(list.text).toContain('Discount codes');
    expect(list.text).toMatch(
      /SPRING-20 .*20% off · orders from \$50 · selected products only .*Until .*2099.* 0 of 100 · 1 per customer Active/,
    );
    const turkish = await page('/admin/discounts', 'tr');
    expect(turkish.text).toContain('İndirim kodları');
    expect(turkish.text).toMatch(/%20 indirim · \$50 ve üzeri siparişlerde · yalnızca seçili ürünlerde/);
    expect(turkish.text).toContain('Etkin');
  });

  it('a refused form comes back with what was typed and each field’s message', async () => {
    const res = await post('/admin/discounts/new', {
      intent: 'save',
      code: 'x',
      kind: 'fixed',
      value: '-5',
      startsAt: '2030-02-01T10:00',
      endsAt: '2030-01-01T10:00',
      productIds: 'camera-junction-box',
      active: 'on',
    });
    expect(res.status).toBe(400);
    expect(res.text).toContain('Use 3 to 32 letters (A–Z), digits, - or _');
    expect(res.html).toMatch(/name="productIds"[^>]*>camera-junction-box<\/textarea>/);
    expect(res.html).toMatch(/name="code"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="code"/);
    const unknown = await post('/admin/discounts/new', {
      intent: 'save',
      code: 'GOOD-CODE',
      kind: 'fixed',
      value: '5',
      productIds: 'no-such-product',
      active: 'on',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('These product ids are not in the catalogue: no-such-product');
    expect(unknown.html).toContain('value="GOOD-CODE"');
  });

  it('shows usage; a used code is deactivated, not deleted; an unused one is deleted', async () => {
    const made = await post('/admin/discounts/new', {
      intent: 'save',
      code: 'USED-PAGE',
      kind: 'fixed',
      value: '5',
      active: 'on',
    });
    const url = made.location!.split('?')[0];
    const shopper = await signedInShopper(t);
    const order = await shopper.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      discountCode: 'USED-PAGE',
    });
    expect(order.status).toBe(201);
    const number = (await order.json()).order.number as string;
    const used = await page(url);
    expect(used.text).toContain('Used by 1 order');
    expect(used.text).toContain(number);
    expect(used.text).toContain('−$5.00');
    expect(used.text).toContain('Only a code no order has used can be deleted.');
    expect(used.html).not.toContain('value="delete"');
    const refused = await post(url, { intent: 'delete' });
    expect(refused.status).toBe(409);
    expect(refused.text).toContain('An order has used this code: it can be deactivated but not deleted.');
    const off = await post(url, { intent: 'deactivate' });
    expect(off.status).toBe(200);
    expect(off.text).toContain('The code was deactivated: shoppers can no longer use it.');
    expect(off.text).toContain('Inactive');

    const spare = await post('/admin/discounts/new', {
      intent: 'save',
      code: 'SPARE-1',
      kind: 'percent',
      value: '5',
      active: 'on',
    });
    const deleted = await post(spare.location!.split('?')[0], { intent: 'delete' });
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe('/admin/discounts?deleted=SPARE-1');
    expect((await page(deleted.location!)).text).toContain('Code SPARE-1 was deleted.');
  });

  it('edits a code; an unknown code is 404; shoppers never see these pages', async () => {
    const made = await post('/admin/discounts/new', {
      intent: 'save',
      code: 'EDIT-ME',
      kind: 'percent',
      value: '5',
      active: 'on',
    });
    const url = made.location!.split('?')[0];
    const saved = await post(url, { intent: 'save', code: 'EDIT-ME', kind: 'fixed', value: '7.50', active: 'on' });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain('Changes saved.');
    expect(saved.text).toContain('$7.50 off');
    expect((await page('/admin/discounts/999999')).status).toBe(404);
    const shopper = await signedInShopper(t);
    const res = await t.request('/admin/discounts', {
      headers: { accept: 'text/html', cookie: shopper.jar.header() },
      redirect: 'manual',
    });
    expect(res.status).toBe(404);
  });
});
