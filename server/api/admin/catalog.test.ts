import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToZonedLocal } from '#common/shop-time.ts';
import { checkoutBody, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { png } from '#tests/setup/images.ts';

/** The back office's catalogue API: every action and every refusal. */

let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;
beforeAll(async () => {
  t = await createTestShop();
  admin = await signedInAdmin(t);
  shopper = await signedInShopper(t);
});
afterAll(() => t.close());

const newProduct = (over: Record<string, string> = {}) => ({
  id: `test-camera-${Math.random().toString(36).slice(2, 8)}`,
  title: 'Zebrafish Panoramic Camera',
  description: 'A panoramic camera for wide rooms.',
  price: '249.50',
  oldPrice: '299.00',
  stock: '7',
  category: 'security',
  brand: 'hikvision',
  isNew: 'on',
  ...over,
});

function multipart(fields: Record<string, string>, files: { name: string; type: string; bytes: Uint8Array }[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append('images', new File([Buffer.from(f.bytes)], f.name, { type: f.type }));
  return form;
}

async function send(url: string, method: string, body: FormData, cookie = admin.jar.header()) {
  return t.app.request(url, { method, headers: cookie ? { cookie } : {}, body });
}

const pngFile = (name = 'photo.png', bytes: Uint8Array = png()) => ({ name, type: 'image/png', bytes });

/** A product the way PUT /products/{id} takes it, from the admin API's view of it. */
async function editable(id: string) {
  const p = await (await admin.call(`/api/admin/products/${id}`)).json();
  return {
    title: p.title,
    description: p.description,
    price: (p.priceCents / 100).toFixed(2),
    oldPrice: p.oldPriceCents == null ? '' : (p.oldPriceCents / 100).toFixed(2),
    stock: p.stock,
    category: p.category,
    subcategory: p.subcategory ?? '',
    brand: p.brand,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    hidden: p.hidden,
  };
}

describe('GET /api/admin/products', () => {
  it('lists every product in catalogue order, with the brands for the filter', async () => {
    const res = await admin.call('/api/admin/products');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.products[0]).toMatchObject({
      id: 'halo-smart-sensor',
      // Its own price, with no struck price of its own: the seeded deal is what makes it cheaper.
      priceCents: 199900,
      oldPriceCents: null,
      hidden: false,
      image: expect.objectContaining({ path: expect.any(String) }),
    });
    expect(body.brands).toContain('Hikvision');
    expect(body).toMatchObject({ page: 1, pageSize: 50, pages: 1 });
  });

  it('searches title, id and brand, word by word', async () => {
    const byTitle = await (await admin.call('/api/admin/products?q=ColorVu')).json();
    expect(byTitle.products.map((p: { id: string }) => p.id).sort()).toEqual([
      'hikvision-4mp-colorvu-turret-camera',
      'hikvision-8mp-colorvu-bullet-camera',
    ]);
    const byId = await (await admin.call('/api/admin/products?q=tp-link-poe')).json();
    expect(byId.products.map((p: { id: string }) => p.id)).toEqual(['tp-link-poe-injector']);
    const byBrandAndWord = await (await admin.call('/api/admin/products?q=motorola%20talkabout')).json();
    expect(byBrandAndWord.products.map((p: { id: string }) => p.id)).toEqual(['motorola-talkabout-t82-extreme']);
    const literal = await (await admin.call('/api/admin/products?q=%25')).json();
    expect(literal.total).toBe(0);
  });

  it('filters by category, brand, low stock and visibility, combined', async () => {
    const network = await (await admin.call('/api/admin/products?category=network&brand=hikvision')).json();
    expect(network.products.map((p: { id: string }) => p.id)).toEqual(['hikvision-16-port-poe-switch']);
    const low = await (await admin.call('/api/admin/products?stock=low')).json();
    expect(low.products.length).toBeGreaterThan(0);
    expect(low.products.every((p: { stock: number }) => p.stock <= 5)).toBe(true);
    expect(low.products.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining(['hikvision-4mp-ptz-camera', 'aiphone-jos-video-intercom-kit']),
    );
    // Unknown values are ignored rather than failing.
    const odd = await admin.call('/api/admin/products?category=shoes&visibility=maybe&stock=lots&page=abc');
    expect(odd.status).toBe(200);
  });

  it('includes hidden products, and filters them', async () => {
    expect((await admin.call('/api/admin/products/cat6-patch-cable-5-pack/hide', 'POST')).status).toBe(200);
    const hidden = await (await admin.call('/api/admin/products?visibility=hidden')).json();
    expect(hidden.products.map((p: { id: string }) => p.id)).toContain('cat6-patch-cable-5-pack');
    expect(hidden.products.every((p: { hidden: boolean }) => p.hidden)).toBe(true);
    const visible = await (await admin.call('/api/admin/products?visibility=visible')).json();
    expect(visible.products.map((p: { id: string }) => p.id)).not.toContain('cat6-patch-cable-5-pack');
    await admin.call('/api/admin/products/cat6-patch-cable-5-pack/show', 'POST');
  });
});

describe('GET /api/admin/products/{id}', () => {
  it('shows a product with all its images and whether it was ordered', async () => {
    const res = await admin.call('/api/admin/products/hikvision-4mp-acusense-dome-camera');
    expect(res.status).toBe(200);
    const p = await res.json();
    expect(p).toMatchObject({
      id: 'hikvision-4mp-acusense-dome-camera',
      priceCents: 18999,
      ordered: false,
      hidden: false,
    });
    expect(p.images.length).toBeGreaterThan(1);
  });

  it('404 for an unknown id', async () => {
    const res = await admin.call('/api/admin/products/no-such-thing');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe('Product not found.');
  });
});

describe('PUT /api/admin/products/{id}', () => {
  it('saves, and the shop and its search show it at once', async () => {
    const id = 'kenwood-tk-3701d';
    expect((await (await t.request('/api/products?search=qwzxv')).json()).products).toEqual([]);
    const res = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      ...(await editable(id)),
      title: 'Kenwood TK-3701D Qwzxv Radio',
      price: '189.99',
      oldPrice: '210',
      stock: '3',
      brand: 'KENWOOD corp',
      isFeatured: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'Kenwood TK-3701D Qwzxv Radio',
      priceCents: 18999,
      oldPriceCents: 21000,
      stock: 3,
      brand: 'Kenwood',
      isFeatured: true,
    });

    const search = await (await t.request('/api/products?search=qwzxv')).json();
    expect(search.products.map((p: { id: string }) => p.id)).toEqual([id]);
    const detail = await (await t.request(`/api/products/${id}`)).json();
    expect(detail).toMatchObject({ priceCents: 18999, oldPriceCents: 21000, discount: 10, stock: 3 });
    const suggestions = await (await t.request('/api/search/suggestions?q=qwzx')).json();
    expect(suggestions.results[0].id).toBe(id);
  });

  it('clears the old price when empty', async () => {
    const id = 'akuvox-e12w-sip-door-phone';
    const res = await admin.call(`/api/admin/products/${id}`, 'PUT', { ...(await editable(id)), oldPrice: '' });
    expect((await res.json()).oldPriceCents).toBeNull();
    expect((await (await t.request(`/api/products/${id}`)).json()).discount).toBe(0);
  });

  it('changes alt texts (and order) of the current images; unknown paths are ignored', async () => {
    const id = 'hikvision-8mp-colorvu-bullet-camera';
    const before = await (await admin.call(`/api/admin/products/${id}`)).json();
    const [first, second] = before.images;
    const res = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      ...(await editable(id)),
      images: [
        { path: second.path, alt: 'Side view of the bullet camera' },
        { path: '/uploads/forged', alt: 'not ours' },
      ],
    });
    expect(res.status).toBe(200);
    const after = await res.json();
    expect(after.images).toHaveLength(before.images.length);
    expect(after.images[0]).toEqual({ ...second, alt: 'Side view of the bullet camera' });
    expect(after.images[1]).toEqual(first);
    expect((await (await t.request(`/api/products/${id}`)).json()).images[0].alt).toBe(
      'Side view of the bullet camera',
    );
  });

  it.each([
    ['price "abc"', { price: 'abc' }, 'price', 'Enter an amount in dollars, like 189.99'],
    ['price "1.999"', { price: '1.999' }, 'price', 'Use at most 2 decimals, like 189.99'],
    ['a negative price', { price: '-5' }, 'price', 'The amount cannot be negative'],
    ['a zero price', { price: '0' }, 'price', 'Price must be above $0.00'],
    ['no price', { price: '' }, 'price', 'Price is required'],
    ['negative stock', { stock: -1 }, 'stock', 'Stock must be a whole number, 0 or more'],
    ['fractional stock', { stock: '2.5' }, 'stock', 'Stock must be a whole number, 0 or more'],
    [
      'old price equal to price',
      { price: '50', oldPrice: '50.00' },
      'oldPrice',
      'Old price must be above the price, or empty',
    ],
    [
      'old price below price',
      { price: '50', oldPrice: '40' },
      'oldPrice',
      'Old price must be above the price, or empty',
    ],
    ['an unknown category', { category: 'shoes' }, 'category', 'Choose one of the categories'],
    ['an empty title', { title: '   ' }, 'title', 'Title is required'],
  ])("refuses %s with 400 and the field's message", async (_label, change, field, message) => {
    const id = 'milo-action-communicator';
    const res = await admin.call(`/api/admin/products/${id}`, 'PUT', { ...(await editable(id)), ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors[field]).toBe(message);
    expect(body.message).toEqual(expect.any(String));
    expect((await (await t.request(`/api/products/${id}`)).json()).priceCents).toBe(14999);
  });

  it('sets the subcategory from the list, within the category; the shop menu filters show it at once', async () => {
    const id = 'wall-mount-bracket';
    const bad = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      ...(await editable(id)),
      subcategory: 'sensors',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors.subcategory).toBe('This subcategory belongs to another category');
    const unknown = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      ...(await editable(id)),
      subcategory: 'flying-cars',
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).fieldErrors.subcategory).toBe('Choose one of the subcategories');

    const moved = await admin.call(`/api/admin/products/${id}`, 'PUT', {
      ...(await editable(id)),
      category: 'security',
      subcategory: 'sensors',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ category: 'security', subcategory: 'sensors' });
    const sensors = await (await t.request('/api/products?category=security&subcategory=sensors')).json();
    expect(sensors.products.map((p: { id: string }) => p.id)).toContain(id);

    // Left out, it stays (when it fits the category); empty clears it.
    const { subcategory: _kept, ...withoutSubcategory } = await editable(id);
    expect(
      await (await admin.call(`/api/admin/products/${id}`, 'PUT', { ...withoutSubcategory, stock: '9' })).json(),
    ).toMatchObject({ subcategory: 'sensors', stock: 9 });
    expect(
      await (
        await admin.call(`/api/admin/products/${id}`, 'PUT', { ...withoutSubcategory, category: 'accessories' })
      ).json(),
    ).toMatchObject({ subcategory: null });
    expect(
      await (
        await admin.call(`/api/admin/products/${id}`, 'PUT', { ...(await editable(id)), subcategory: 'mounts' })
      ).json(),
    ).toMatchObject({ subcategory: 'mounts' });
    expect(
      await (await admin.call(`/api/admin/products/${id}`, 'PUT', { ...(await editable(id)), subcategory: '' })).json(),
    ).toMatchObject({ subcategory: null });
  });

  it('answers in Turkish for a Turkish admin', async () => {
    const res = await admin.call(
      '/api/admin/products/milo-action-communicator',
      'PUT',
      { ...(await editable('milo-action-communicator')), price: '1.999' },
      { cookie: `${admin.jar.header()}; lang=tr` },
    );
    expect((await res.json()).fieldErrors.price).toBe('En fazla 2 ondalık basamak kullanın, ör. 189.99');
  });

  it('404 for an unknown product', async () => {
    const res = await admin.call(
      '/api/admin/products/no-such-thing',
      'PUT',
      await editable('milo-action-communicator'),
    );
    expect(res.status).toBe(404);
  });
});

describe('POST /api/admin/products (multipart)', () => {
  it('adds a product at the end of the catalogue with its uploaded image, in the shop and search at once', async () => {
    const fields = newProduct({ title: 'Zebrafish Panoramic Camera' });
    const bytes = png(3, 2);
    const res = await send('/api/admin/products', 'POST', multipart(fields, [pngFile('pano.png', bytes)]));
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      id: fields.id,
      priceCents: 24950,
      oldPriceCents: 29900,
      stock: 7,
      brand: 'Hikvision',
      isNew: true,
      isFeatured: false,
      hidden: false,
      ordered: false,
    });
    expect(created.images).toEqual([
      {
        path: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}$/),
        alt: 'Zebrafish Panoramic Camera',
        width: 3,
        height: 2,
      },
    ]);

    const all = await (await t.request('/api/products')).json();
    expect(all.products.at(-1).id).toBe(fields.id);
    const search = await (await t.request('/api/products?search=zebrafish')).json();
    expect(search.products.map((p: { id: string }) => p.id)).toEqual([fields.id]);

    const image = await t.request(created.images[0].path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await image.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('files a new product in the subcategory chosen', async () => {
    const fields = newProduct({ subcategory: 'cameras' });
    const res = await send('/api/admin/products', 'POST', multipart(fields, [pngFile()]));
    expect(res.status).toBe(201);
    expect((await res.json()).subcategory).toBe('cameras');
    const cameras = await (await t.request('/api/products?category=security&subcategory=cameras')).json();
    expect(cameras.products.map((p: { id: string }) => p.id)).toContain(fields.id);
    const wrong = await send(
      '/api/admin/products',
      'POST',
      multipart(newProduct({ subcategory: 'switches' }), [pngFile()]),
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).fieldErrors.subcategory).toBe('This subcategory belongs to another category');
  });

  it('409 for an id already taken', async () => {
    const res = await send(
      '/api/admin/products',
      'POST',
      multipart(newProduct({ id: 'halo-smart-sensor' }), [pngFile()]),
    );
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.fieldErrors.id).toBe('Another product already has this id');
    expect((await (await t.request('/api/products/halo-smart-sensor')).json()).title).toContain('HALO');
  });

  it.each(['Bad Slug', 'UPPER', 'under_score', '-leading', 'double--dash', 'trailing-', 'ürün'])(
    '400 for the id %j',
    async (id) => {
      const res = await send('/api/admin/products', 'POST', multipart(newProduct({ id }), [pngFile()]));
      expect(res.status).toBe(400);
      expect((await res.json()).fieldErrors.id).toBe(
        'Use lowercase letters, digits and single dashes only, e.g. hikvision-dome-4mp',
      );
    },
  );

  it('400 for bad fields, as for an edit', async () => {
    const res = await send(
      '/api/admin/products',
      'POST',
      multipart(newProduct({ price: 'abc', stock: '-2', category: 'shoes' }), [pngFile()]),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).fieldErrors).sort()).toEqual(['category', 'price', 'stock']);
  });

  it('400 without an image, and for a JSON body', async () => {
    const none = await send('/api/admin/products', 'POST', multipart(newProduct()));
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe('Add at least one image');
    const json = await admin.call('/api/admin/products', 'POST', newProduct());
    expect(json.status).toBe(400);
  });

  it('415 for a PDF, and for a text file named .png', async () => {
    const fields = newProduct();
    const pdf = await send(
      '/api/admin/products',
      'POST',
      multipart(fields, [
        {
          name: 'leaflet.pdf',
          type: 'application/pdf',
          bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
        },
      ]),
    );
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).message).toBe('Images must be PNG, JPEG or WebP files (SVG and other files are refused)');
    const fake = await send(
      '/api/admin/products',
      'POST',
      multipart(fields, [{ name: 'photo.png', type: 'image/png', bytes: Buffer.from('I am not a picture') }]),
    );
    expect(fake.status).toBe(415);
    const svg = await send(
      '/api/admin/products',
      'POST',
      multipart(fields, [
        { name: 'logo.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      ]),
    );
    expect(svg.status).toBe(415);
    // Nothing was created.
    expect((await admin.call(`/api/admin/products/${fields.id}`)).status).toBe(404);
  });

  it('413 for a file that is too large', async () => {
    const fields = newProduct();
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const res = await send('/api/admin/products', 'POST', multipart(fields, [pngFile('big.png', big)]));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toEqual(expect.any(String));
    expect((await admin.call(`/api/admin/products/${fields.id}`)).status).toBe(404);
  });
});

describe('images of a product', () => {
  let id: string;
  beforeAll(async () => {
    const fields = newProduct({ title: 'Image Test Camera' });
    id = fields.id;
    expect((await send('/api/admin/products', 'POST', multipart(fields, [pngFile()]))).status).toBe(201);
  });

  it('adds uploads after the current images, up to 5 in all', async () => {
    const res = await send(
      `/api/admin/products/${id}/images`,
      'POST',
      multipart({}, [pngFile('a.png', png(4, 4)), pngFile('b.png', png(5, 5))]),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.images.map((i: { width: number }) => i.width)).toEqual([2, 4, 5]);
    const tooMany = await send(
      `/api/admin/products/${id}/images`,
      'POST',
      multipart({}, [pngFile(), pngFile(), pngFile()]),
    );
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe('A product can have at most 5 images');
  });

  it('refuses other files (415) and no file (400)', async () => {
    expect(
      (
        await send(
          `/api/admin/products/${id}/images`,
          'POST',
          multipart({}, [{ name: 'x.png', type: 'image/png', bytes: Buffer.from('GIF89a....') }]),
        )
      ).status,
    ).toBe(415);
    expect((await send(`/api/admin/products/${id}/images`, 'POST', multipart({}))).status).toBe(400);
    expect((await send('/api/admin/products/no-such-thing/images', 'POST', multipart({}, [pngFile()]))).status).toBe(
      404,
    );
  });

  it('removes one image and its upload; never the last one', async () => {
    const before = await (await admin.call(`/api/admin/products/${id}`)).json();
    const gone = before.images[1].path;
    const res = await admin.call(`/api/admin/products/${id}/images`, 'DELETE', { path: gone });
    expect(res.status).toBe(200);
    expect((await res.json()).images.map((i: { path: string }) => i.path)).not.toContain(gone);
    expect((await t.request(gone)).status).toBe(404);

    expect((await admin.call(`/api/admin/products/${id}/images`, 'DELETE', { path: '/uploads/unknown' })).status).toBe(
      404,
    );
    let images = (await (await admin.call(`/api/admin/products/${id}`)).json()).images;
    while (images.length > 1)
      images = (
        await (await admin.call(`/api/admin/products/${id}/images`, 'DELETE', { path: images.at(-1).path })).json()
      ).images;
    const last = await admin.call(`/api/admin/products/${id}/images`, 'DELETE', { path: images[0].path });
    expect(last.status).toBe(400);
    expect((await last.json()).message).toBe(
      'A product needs at least one image: add another before removing this one',
    );
  });

  it('404 for an unknown upload', async () => {
    expect((await t.request(`/uploads/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await t.request('/uploads/not-an-id')).status).toBe(404);
  });
});

describe('hide and show', () => {
  it('a hidden product leaves the list, search, detail, sitemap and carts; shown again it is back', async () => {
    const id = 'dahua-body-worn-camera';
    const menu = () => t.shop.services.catalog.listIds('cameras');
    expect(menu()).toContain(id);
    await shopper.call('/api/cart/lines', 'POST', { productId: id, quantity: 1 });
    const res = await admin.call(`/api/admin/products/${id}/hide`, 'POST');
    expect(res.status).toBe(200);
    expect((await res.json()).hidden).toBe(true);

    const list = await (await t.request('/api/products')).json();
    expect(list.products.map((p: { id: string }) => p.id)).not.toContain(id);
    expect(
      (await (await t.request('/api/products?search=dahua')).json()).products.map((p: { id: string }) => p.id),
    ).not.toContain(id);
    expect((await t.request(`/api/products/${id}`)).status).toBe(404);
    expect(await (await t.request('/sitemap.xml')).text()).not.toContain(id);
    // Nor named by the header's Cameras menu on every page.
    expect(menu()).not.toContain(id);
    const cart = await (await shopper.call('/api/cart')).json();
    expect(cart.lines.map((l: { product: { id: string } }) => l.product.id)).not.toContain(id);
    // Still in the back office.
    expect((await (await admin.call(`/api/admin/products/${id}`)).json()).hidden).toBe(true);

    expect((await admin.call(`/api/admin/products/${id}/show`, 'POST')).status).toBe(200);
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);
    expect(
      (await (await t.request('/api/products?search=dahua')).json()).products.map((p: { id: string }) => p.id),
    ).toContain(id);
    expect(menu()).toContain(id);
  });

  it('404 for an unknown product', async () => {
    expect((await admin.call('/api/admin/products/no-such-thing/hide', 'POST')).status).toBe(404);
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('deletes a product never ordered, with its cart lines and wishlist entries', async () => {
    const fields = newProduct({ title: 'Disposable Doorbell' });
    expect((await send('/api/admin/products', 'POST', multipart(fields, [pngFile()]))).status).toBe(201);
    const image = (await (await admin.call(`/api/admin/products/${fields.id}`)).json()).images[0].path;
    expect((await shopper.call('/api/cart/lines', 'POST', { productId: fields.id, quantity: 2 })).status).toBeLessThan(
      300,
    );
    expect((await shopper.call('/api/wishlist/toggle', 'POST', { productId: fields.id })).status).toBeLessThan(300);

    const res = await admin.call(`/api/admin/products/${fields.id}`, 'DELETE');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('The product was deleted.');
    expect((await admin.call(`/api/admin/products/${fields.id}`)).status).toBe(404);
    expect((await t.request(`/api/products/${fields.id}`)).status).toBe(404);
    expect(
      (await (await t.request('/api/products?search=disposable')).json()).products.map((p: { id: string }) => p.id),
    ).not.toContain(fields.id);
    expect((await t.request(image)).status).toBe(404);
    const cart = await (await shopper.call('/api/cart')).json();
    expect(cart.lines.map((l: { product: { id: string } }) => l.product.id)).not.toContain(fields.id);
    const wishlist = await (await shopper.call('/api/wishlist')).json();
    expect(wishlist.items.map((p: { id: string }) => p.id)).not.toContain(fields.id);
    expect((await admin.call(`/api/admin/products/${fields.id}`, 'DELETE')).status).toBe(404);
  });

  it('409 for a product that has been ordered: it stays, and can be hidden instead', async () => {
    const id = 'camera-junction-box';
    const buyer = await signedInShopper(t);
    await buyer.call('/api/cart/lines', 'POST', { productId: id, quantity: 1 });
    expect((await buyer.call('/api/checkout', 'POST', checkoutBody([{ id, quantity: 1 }]))).status).toBe(201);

    expect((await (await admin.call(`/api/admin/products/${id}`)).json()).ordered).toBe(true);
    const res = await admin.call(`/api/admin/products/${id}`, 'DELETE');
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('This product has been ordered, so it cannot be deleted: hide it instead');
    expect((await t.request(`/api/products/${id}`)).status).toBe(200);
    expect((await admin.call(`/api/admin/products/${id}/hide`, 'POST')).status).toBe(200);
    // The order still shows it.
    const orders = await (await buyer.call('/api/orders')).json();
    expect(orders.orders[0].lines[0].productId).toBe(id);
    await admin.call(`/api/admin/products/${id}/show`, 'POST');
  });
});

describe('Value of the Day', () => {
  const inHours = (h: number) => utcToZonedLocal(Date.now() + h * 3_600_000);

  it('shows the running deal and the products a new one can be for', async () => {
    const res = await admin.call('/api/admin/deal');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.deal).toMatchObject({
      productId: 'halo-smart-sensor',
      dealPriceCents: 170000,
      regularPriceCents: 199900,
      discount: 15,
      stockCap: 10,
      shownInShop: true,
    });
    expect(body.products.length).toBeGreaterThan(10);
    expect(body.products[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      priceCents: expect.any(Number),
      oldPriceCents: expect.toBeOneOf([null, expect.any(Number)]),
      stock: expect.any(Number),
    });
  });

  it("a new deal is current at once (end time read on the shop's clock)", async () => {
    const endsAt = inHours(5);
    const res = await admin.call('/api/admin/deal', 'PUT', {
      productId: 'tp-link-8-port-poe-switch',
      dealPrice: '89.99',
      stockCap: 4,
      endsAt,
    });
    expect(res.status).toBe(200);
    const { deal } = await res.json();
    expect(deal).toMatchObject({
      productId: 'tp-link-8-port-poe-switch',
      productTitle: expect.any(String),
      dealPriceCents: 8999,
      regularPriceCents: 10999,
      discount: 18,
      stockCap: 4,
      stock: 4,
    });
    expect(utcToZonedLocal(deal.endsAt)).toBe(endsAt);
    // Istanbul is UTC+3: the instant is 3 hours before the same digits in UTC.
    expect(Date.parse(deal.endsAt)).toBe(Date.parse(`${endsAt}:00Z`) - 3 * 3_600_000);

    const shop = await (await t.request('/api/deal')).json();
    expect(shop.deal).toMatchObject({
      product: { id: 'tp-link-8-port-poe-switch' },
      dealPriceCents: 8999,
      oldPriceCents: 10999,
      discount: 18,
      stock: 4,
      endsAt: deal.endsAt,
    });
  });

  it("measures the deal against the product's regular price, never its list price (an old price sent is ignored)", async () => {
    const listed = await (
      await admin.call('/api/admin/deal', 'PUT', {
        productId: 'hikvision-16-port-poe-switch',
        dealPrice: '250',
        oldPrice: '319.99',
        stockCap: '2',
        endsAt: inHours(2),
      })
    ).json();
    expect(listed.deal).toMatchObject({ regularPriceCents: 27999, discount: 11 });
    expect((await (await t.request('/api/deal')).json()).deal).toMatchObject({ oldPriceCents: 27999, discount: 11 });
  });

  it.each([
    ['an unknown product', { productId: 'no-such-thing' }, 'productId', 'Choose a product that is in the shop'],
    ['no product', { productId: '' }, 'productId', 'Choose a product'],
    ['a deal price "abc"', { dealPrice: 'abc' }, 'dealPrice', 'Enter an amount in dollars, like 189.99'],
    ['a deal price with 3 decimals', { dealPrice: '10.001' }, 'dealPrice', 'Use at most 2 decimals, like 189.99'],
    ['a zero deal price', { dealPrice: '0.00' }, 'dealPrice', 'Deal price must be above $0.00'],
    [
      'a deal price equal to the regular price',
      { dealPrice: '54.99' },
      'dealPrice',
      "Deal price must be below the product's regular price",
    ],
    [
      'a deal price above the regular price',
      { dealPrice: '200' },
      'dealPrice',
      "Deal price must be below the product's regular price",
    ],
    ['a stock cap of 0', { stockCap: 0 }, 'stockCap', 'Stock for the deal must be a whole number, 1 or more'],
    ['an end in the past', { endsAt: '2020-01-01T10:00' }, 'endsAt', 'The end time must be in the future'],
    ['an impossible date', { endsAt: '2030-02-30T10:00' }, 'endsAt', 'Enter a date and time, like 2026-05-01 18:00'],
    ['an end years away', { endsAt: '2090-01-01T10:00' }, 'endsAt', 'The deal must end within a year'],
  ])('400 for %s', async (_label, change, field, message) => {
    const before = await (await t.request('/api/deal')).json();
    const res = await admin.call('/api/admin/deal', 'PUT', {
      productId: 'tp-link-poe-injector',
      dealPrice: '49.99',
      stockCap: 3,
      endsAt: inHours(3),
      ...change,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[field]).toBe(message);
    expect(await (await t.request('/api/deal')).json()).toEqual(before);
  });

  it('refuses a deal price not below the regular price in Turkish too, and nothing changes', async () => {
    const before = await (await t.request('/api/deal')).json();
    const res = await admin.call(
      '/api/admin/deal',
      'PUT',
      { productId: 'tp-link-poe-injector', dealPrice: '54.99', stockCap: 3, endsAt: inHours(3) },
      { cookie: `${admin.jar.header()}; lang=tr` },
    );
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors.dealPrice).toBe('Fırsat fiyatı, ürünün normal fiyatından düşük olmalı');
    expect(await (await t.request('/api/deal')).json()).toEqual(before);
  });

  it('a price lowered to the deal price or below ends the deal in the shop: no countdown, no "left at this price"', async () => {
    const id = 'tp-link-poe-injector';
    const product = await editable(id);
    expect(
      (
        await admin.call('/api/admin/deal', 'PUT', {
          productId: id,
          dealPrice: '49.99',
          stockCap: 3,
          endsAt: inHours(3),
        })
      ).status,
    ).toBe(200);
    expect((await (await t.request('/api/deal')).json()).deal).toMatchObject({ dealPriceCents: 4999, discount: 9 });
    try {
      for (const price of ['49.99', '45.00']) {
        expect((await admin.call(`/api/admin/products/${id}`, 'PUT', { ...product, price, oldPrice: '' })).status).toBe(
          200,
        );
        // The shop: no deal on the home's API, the card at its own price with no deal on it.
        expect((await (await t.request('/api/deal')).json()).deal).toBeNull();
        const card = await (await t.request(`/api/products/${id}`)).json();
        expect(card.priceCents).toBe(Math.round(Number(price) * 100));
        expect(card.deal).toBeUndefined();
        expect(card.discount).toBe(0);
        // The back office still lists it, and says the shop does not show it.
        expect((await (await admin.call('/api/admin/deal')).json()).deal).toMatchObject({
          productId: id,
          dealPriceCents: 4999,
          shownInShop: false,
        });
        // The cart charges the product's own price, never the higher deal price.
        await shopper.call('/api/cart/lines', 'POST', { productId: id, quantity: 1 });
        const cart = await (await shopper.call('/api/cart')).json();
        const line = cart.lines.find((l: { product: { id: string } }) => l.product.id === id);
        expect(line).toMatchObject({ unitPriceCents: Math.round(Number(price) * 100), dealApplied: false });
      }
      // The checkout takes the product's own price too (the database's rule is the same).
      const order = await shopper.call('/api/checkout', 'POST', checkoutBody([{ id, quantity: 1 }]));
      expect(order.status).toBe(201);
      expect((await order.json()).order.lines[0]).toMatchObject({ unitPriceCents: 4500, dealId: null });
    } finally {
      await admin.call(`/api/admin/products/${id}`, 'PUT', product);
      await admin.call('/api/admin/deal/end', 'POST');
    }
  });

  it('400 for a hidden product', async () => {
    await admin.call('/api/admin/products/wall-mount-bracket/hide', 'POST');
    const res = await admin.call('/api/admin/deal', 'PUT', {
      productId: 'wall-mount-bracket',
      dealPrice: '1',
      stockCap: 1,
      endsAt: inHours(1),
    });
    expect(res.status).toBe(400);
    await admin.call('/api/admin/products/wall-mount-bracket/show', 'POST');
  });

  it('ends the deal now: the shop shows none; a second end is 404', async () => {
    await admin.call('/api/admin/deal', 'PUT', {
      productId: 'tp-link-poe-injector',
      dealPrice: '49.99',
      stockCap: 3,
      endsAt: inHours(3),
    });
    const res = await admin.call('/api/admin/deal/end', 'POST');
    expect(res.status).toBe(200);
    expect((await (await t.request('/api/deal')).json()).deal).toBeNull();
    expect((await (await admin.call('/api/admin/deal')).json()).deal).toBeNull();
    const again = await admin.call('/api/admin/deal/end', 'POST');
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe('No deal is running');
  });
});

describe('documentation', () => {
  it('the OpenAPI document lists the admin catalogue routes', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    for (const path of [
      '/admin/products',
      '/admin/products/{id}',
      '/admin/products/{id}/images',
      '/admin/products/{id}/hide',
      '/admin/deal',
      '/admin/deal/end',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
