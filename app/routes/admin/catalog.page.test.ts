import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToZonedLocal } from '#common/shop-time.ts';
import { checkoutBody, setPrice, signedInShopper } from '#tests/setup/shoppers.ts';
import { TEST_ADMIN, cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { png } from '#tests/setup/images.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The back office's product and deal pages as a browser without JavaScript uses them: GETs and form posts. */
let t: TestShop;
const adminJar = cookieJar();
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminJar.store(await t.json('/api/login', 'POST', TEST_ADMIN));
});
afterAll(() => t.close());

const text = (html: string) => htmlText(html, { scripts: 'drop' });

async function page(url: string, cookie = adminJar.header(), lang = 'en') {
  const res = await t.request(url, {
    headers: { accept: 'text/html', cookie: `${cookie}; lang=${lang}` },
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

async function post(
  url: string,
  body: Record<string, string> | URLSearchParams | FormData,
  cookie = adminJar.header(),
) {
  const res = await t.request(url, {
    method: 'POST',
    headers: {
      accept: 'text/html',
      cookie: `${cookie}; lang=en`,
      ...(body instanceof FormData ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body: body instanceof FormData ? body : new URLSearchParams(body as Record<string, string>).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** The edit form as the page sends it, from the admin API's view of the product. */
async function editForm(id: string, over: Record<string, string> = {}) {
  const p = await (await t.request(`/api/admin/products/${id}`, { headers: { cookie: adminJar.header() } })).json();
  const form: Record<string, string> = {
    intent: 'save',
    title: p.title,
    description: p.description,
    price: (p.priceCents / 100).toFixed(2),
    oldPrice: p.oldPriceCents == null ? '' : (p.oldPriceCents / 100).toFixed(2),
    stock: String(p.stock),
    category: p.category,
    subcategory: p.subcategory ?? '',
    brand: p.brand,
    ...(p.isNew ? { isNew: 'on' } : {}),
    ...(p.isFeatured ? { isFeatured: 'on' } : {}),
    ...over,
  };
  return form;
}

describe('/admin/products', () => {
  it('lists products with image, id, brand, category, prices, stock, flags and an edit link', async () => {
    const { status, html, headers } = await page('/admin/products');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    const body = text(html);
    expect(body).toContain('Products');
    expect(body).toContain('hikvision-4mp-acusense-dome-camera');
    expect(body).toContain('$189.99');
    expect(body).toContain('$219.99');
    expect(html).toContain('href="/admin/products/hikvision-4mp-acusense-dome-camera"');
    expect(html).toContain('aria-label="Edit Hikvision');
    expect(html).toContain('<label for="admin-products-q"');
  });

  it('keeps the filters in the URL: search, category, brand, visibility and low stock', async () => {
    await t.request('/api/admin/products/cat6-utp-cable-305m/hide', {
      method: 'POST',
      headers: { cookie: adminJar.header() },
    });
    const hidden = text((await page('/admin/products?visibility=hidden')).html);
    expect(hidden).toContain('cat6-utp-cable-305m');
    expect(hidden).not.toContain('halo-smart-sensor');
    expect(hidden).toContain('1 product');
    const low = text((await page('/admin/products?stock=low&category=security')).html);
    expect(low).toContain('hikvision-4mp-ptz-camera');
    expect(low).not.toContain('aiphone-jos-video-intercom-kit');
    const search = await page('/admin/products?q=sandisk&brand=SanDisk');
    expect(text(search.html)).toContain('sandisk-high-endurance-256gb');
    expect(search.html).toMatch(/name="q"[^>]*value="sandisk"|value="sandisk"[^>]*name="q"/);
    expect(text((await page('/admin/products?q=zzzz-nothing')).html)).toContain('No products match these filters.');
    await t.request('/api/admin/products/cat6-utp-cable-305m/show', {
      method: 'POST',
      headers: { cookie: adminJar.header() },
    });
  });

  it('speaks Turkish', async () => {
    const body = text((await page('/admin/products', adminJar.header(), 'tr')).html);
    expect(body).toContain('Ürünler');
    expect(body).toContain('Ürün ekle');
    expect(body).toContain('Filtrele');
  });
});

describe('/admin/products/:id', () => {
  it('an admin changes a price with a plain form post and the product page shows it', async () => {
    const id = 'motorola-talkabout-t82-extreme';
    const res = await post(`/admin/products/${id}`, await editForm(id, { price: '99.49', oldPrice: '139.99' }));
    expect(res.status).toBe(200);
    expect(text(res.html)).toContain('Saved. The shop shows the change now.');
    const product = text((await page(`/product/${id}`)).html);
    expect(product).toContain('$99.49');
    expect(product).not.toContain('$119.99');
  });

  it('shows a refused save under the fields and in an alert, keeping what was typed', async () => {
    const id = 'motorola-talkabout-t82-extreme';
    const res = await post(
      `/admin/products/${id}`,
      await editForm(id, { price: '1.999', stock: '-3', title: 'Typed title' }),
    );
    expect(res.status).toBe(400);
    const body = text(res.html);
    expect(res.html).toContain('role="alert"');
    expect(body).toContain('Please correct the highlighted fields.');
    expect(body).toContain('Use at most 2 decimals, like 189.99');
    expect(body).toContain('Stock must be a whole number, 0 or more');
    expect(res.html).toContain('value="Typed title"');
    expect(res.html).toContain('aria-invalid="true"');
    expect((await (await t.request(`/api/products/${id}`)).json()).priceCents).toBe(9949);
  });

  it('offers the subcategories by category, saves one and refuses one of another category', async () => {
    const id = 'sandisk-high-endurance-256gb';
    const form = await page(`/admin/products/${id}`);
    expect(form.html).toMatch(/<select[^>]*name="subcategory"/);
    expect(form.html).toMatch(/<optgroup label="Accessories">/);
    expect(form.html).toMatch(/<option value="memory-cards" selected="">Memory Cards<\/option>/);
    const refused = await post(`/admin/products/${id}`, await editForm(id, { subcategory: 'radios' }));
    expect(refused.status).toBe(400);
    expect(text(refused.html)).toContain('This subcategory belongs to another category');
    const saved = await post(`/admin/products/${id}`, await editForm(id, { subcategory: 'mounts' }));
    expect(saved.status).toBe(200);
    expect(text((await page('/products?category=accessories&subcategory=mounts')).html)).toContain(
      'SanDisk High Endurance',
    );
    await post(`/admin/products/${id}`, await editForm(id, { subcategory: 'memory-cards' }));
  });

  it('edits alt texts, hides and shows the product', async () => {
    const id = 'hikvision-4mp-colorvu-turret-camera';
    const before = await (
      await t.request(`/api/admin/products/${id}`, { headers: { cookie: adminJar.header() } })
    ).json();
    const form = new URLSearchParams(await editForm(id));
    for (const [i, image] of before.images.entries()) {
      form.append('imagePath', image.path);
      form.append('imageAlt', i === 0 ? 'Turret camera from the front' : image.alt);
    }
    expect((await post(`/admin/products/${id}`, form)).status).toBe(200);
    expect((await (await t.request(`/api/products/${id}`)).json()).images[0].alt).toBe('Turret camera from the front');

    expect(text((await post(`/admin/products/${id}`, { intent: 'hide' })).html)).toContain('The product is hidden');
    expect((await page(`/product/${id}`)).status).toBe(404);
    expect(text((await post(`/admin/products/${id}`, { intent: 'show' })).html)).toContain(
      'The product is back in the shop.',
    );
    expect((await page(`/product/${id}`)).status).toBe(200);
  });

  it('offers Delete only for a product never ordered, after a confirmation step', async () => {
    const ordered = 'sandisk-high-endurance-256gb';
    const shopper = await signedInShopper(t);
    await shopper.call('/api/cart/lines', 'POST', { productId: ordered, quantity: 1 });
    expect((await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: ordered, quantity: 1 }]))).status).toBe(
      201,
    );
    const orderedPage = text((await page(`/admin/products/${ordered}`)).html);
    expect(orderedPage).toContain('This product has been ordered');
    expect(orderedPage).not.toContain('Delete product...');
    const refused = await post(`/admin/products/${ordered}`, { intent: 'delete' });
    expect(refused.status).toBe(409);
    expect(text(refused.html)).toContain('This product has been ordered, so it cannot be deleted: hide it instead');

    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: 'page-test-delete-me',
      title: 'Delete Me Widget',
      price: '10',
      stock: '1',
      category: 'accessories',
      brand: '',
    }))
      form.append(k, v);
    form.append('images', new File([new Uint8Array(png())], 'a.png', { type: 'image/png' }));
    expect((await post('/admin/products/new', form)).status).toBe(302);
    const fresh = await page('/admin/products/page-test-delete-me');
    expect(fresh.html).toContain('href="/admin/products/page-test-delete-me?delete=confirm"');
    const confirm = text((await page('/admin/products/page-test-delete-me?delete=confirm')).html);
    expect(confirm).toContain('Delete "Delete Me Widget" for good?');
    const deleted = await post('/admin/products/page-test-delete-me?delete=confirm', { intent: 'delete' });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/admin/products?deleted=page-test-delete-me');
    expect((await page('/admin/products/page-test-delete-me')).status).toBe(404);
    expect(text((await page('/admin/products?deleted=page-test-delete-me')).html)).toContain(
      'Product "page-test-delete-me" was deleted.',
    );
  });

  it('404 for an unknown product', async () => {
    expect((await page('/admin/products/no-such-product')).status).toBe(404);
  });
});

describe('/admin/products/new', () => {
  it('adds a product with an uploaded image (multipart post) and it is in the shop and its search', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: 'page-test-periscope',
      title: 'Periscope Doorbell Camera',
      description: 'Sees around corners.',
      price: '77.70',
      oldPrice: '',
      stock: '4',
      category: 'intercoms',
      brand: 'HIKVISION',
      isNew: 'on',
    }))
      form.append(k, v);
    form.append('images', new File([new Uint8Array(png(8, 6))], 'doorbell.png', { type: 'image/png' }));
    const res = await post('/admin/products/new', form);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/admin/products/page-test-periscope?created=1');
    expect(text((await page('/admin/products/page-test-periscope?created=1')).html)).toContain('Product added.');
    const product = await page('/product/page-test-periscope');
    expect(product.status).toBe(200);
    expect(text(product.html)).toContain('$77.70');
    expect(text(product.html)).toContain('Hikvision');
    expect(product.html).toMatch(/src="\/uploads\/[0-9a-f-]{36}"/);
    expect(text((await page('/products?search=periscope')).html)).toContain('Periscope Doorbell Camera');
  });

  it('refuses a bad id, a non-image and a taken id, keeping what was typed', async () => {
    const make = (id: string, file: File) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ id, title: 'Kept Title', price: '5', stock: '1', category: 'cables' }))
        form.append(k, v);
      form.append('images', file);
      return form;
    };
    const badId = await post(
      '/admin/products/new',
      make('Bad Id!', new File([new Uint8Array(png())], 'a.png', { type: 'image/png' })),
    );
    expect(badId.status).toBe(400);
    expect(text(badId.html)).toContain('Use lowercase letters, digits and single dashes only');
    expect(badId.html).toContain('value="Kept Title"');
    const pdf = await post(
      '/admin/products/new',
      make('page-test-pdf', new File(['%PDF-1.4'], 'x.png', { type: 'image/png' })),
    );
    expect(pdf.status).toBe(415);
    expect(text(pdf.html)).toContain('Images must be PNG, JPEG or WebP files');
    expect(text(pdf.html)).toContain('Choose the image files again before sending.');
    const taken = await post(
      '/admin/products/new',
      make('halo-smart-sensor', new File([new Uint8Array(png())], 'a.png', { type: 'image/png' })),
    );
    expect(taken.status).toBe(409);
    expect(text(taken.html)).toContain('Another product already has this id');
  });
});

describe('/admin/deal', () => {
  it('shows the current deal, and a new one shows on the home page at once', async () => {
    const before = text((await page('/admin/deal')).html);
    expect(before).toContain('Current deal');
    expect(before).toContain('HALO Smart Sensor');
    expect(before).toContain('End the deal now');

    const res = await post('/admin/deal', {
      intent: 'set',
      productId: 'hikvision-8-channel-poe-nvr',
      dealPrice: '379.00',
      oldPrice: '',
      stockCap: '3',
      endsAt: utcToZonedLocal(Date.now() + 6 * 3_600_000),
    });
    expect(res.status).toBe(200);
    expect(text(res.html)).toContain('The new deal is running.');
    const home = text((await page('/')).html);
    expect(home).toContain('$379.00');
    const valueOfDay = text((await page('/value-of-day')).html);
    expect(valueOfDay).toContain('$379.00');
    expect(valueOfDay).toContain('$429.99'); // struck: the product's regular price
  });

  // One reference: the deal is struck against the product's regular price, not its list price.
  it('a $87.99 deal on a $109.99 product listed at $129.99 reads -20 % against $109.99 on every page', async () => {
    const res = await post('/admin/deal', {
      intent: 'set',
      productId: 'tp-link-8-port-poe-switch',
      dealPrice: '87.99',
      stockCap: '3',
      endsAt: utcToZonedLocal(Date.now() + 6 * 3_600_000),
    });
    expect(res.status).toBe(200);
    const admin = text((await page('/admin/deal')).html);
    expect(admin).toContain('20% off');
    expect(admin).toContain('$109.99');
    for (const url of ['/', '/value-of-day', '/product/tp-link-8-port-poe-switch', '/products?category=network']) {
      const body = text((await page(url)).html);
      expect(body, url).toContain('$87.99');
      expect(body, url).toContain('$109.99');
      expect(body, url).toMatch(/-20\s*%/);
      expect(body, url).not.toContain('$129.99');
    }
  });

  it("says so when the product's price is lowered to the deal price: the shop then shows no deal", async () => {
    const id = 'tp-link-8-port-poe-switch';
    await setPrice(t, id, 8799, 12999);
    try {
      expect(text((await page('/admin/deal')).html)).toContain(
        "The product's price is no longer above the deal price, so the shop shows no deal",
      );
      const shop = text((await page(`/product/${id}`)).html);
      expect(shop).toContain('$87.99');
      expect(shop).not.toContain('left at this price');
      expect(shop).not.toMatch(/-20\s*%/);
    } finally {
      await setPrice(t, id, 10999, 12999);
    }
    expect(text((await page('/admin/deal')).html)).not.toContain('so the shop shows no deal');
  });

  it('shows refused input under the fields', async () => {
    const res = await post('/admin/deal', {
      intent: 'set',
      productId: '',
      dealPrice: '-1',
      oldPrice: '',
      stockCap: '0',
      endsAt: '2020-01-01T10:00',
    });
    expect(res.status).toBe(400);
    const body = text(res.html);
    expect(body).toContain('Choose a product');
    expect(body).toContain('The amount cannot be negative');
    expect(body).toContain('Stock for the deal must be a whole number, 1 or more');
    expect(body).toContain('The end time must be in the future');
  });

  it('ends the deal now', async () => {
    const res = await post('/admin/deal', { intent: 'end' });
    expect(res.status).toBe(200);
    expect(text(res.html)).toContain('No deal is running.');
    expect((await (await t.request('/api/deal')).json()).deal).toBeNull();
  });

  it('speaks Turkish', async () => {
    const body = text((await page('/admin/deal', adminJar.header(), 'tr')).html);
    expect(body).toContain('Günün Fırsatı');
    expect(body).toContain('Yeni fırsat başlat');
  });
});
