import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** The admin product API's typed data, descriptive texts and Turkish texts (decision 012). */

let t: TestShop;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let shopper: Awaited<ReturnType<typeof signedInShopper>>;
beforeAll(async () => {
  t = await createTestShop();
  admin = await signedInAdmin(t);
  shopper = await signedInShopper(t);
});
afterAll(() => t.close());

const CAMERA = 'hikvision-4mp-acusense-dome-camera';

/** The product the way PUT takes it: the fields a full replace needs. */
async function base(id: string) {
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

const revisionOf = async (id: string) =>
  (await t.shop.database.db.select({ r: products.revision }).from(products).where(eq(products.id, id)))[0].r;

describe('PUT /api/admin/products/{id}: typed data and texts', () => {
  it('saves typed data, English lists and Turkish texts, bumps the revision, and answers them back', async () => {
    const before = await revisionOf(CAMERA);
    const res = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      attributes: { resolutionMp: 8, lensType: 'varifocal', audio: false, colorNight: null },
      specifications: [{ group: 'Image', items: [{ name: 'Sensor', value: '1/1.8" CMOS' }] }],
      features: [{ name: 'AcuSense', value: 'Tells people and vehicles apart.' }],
      useCases: ['Shop floors'],
      includedItems: ['Camera', 'Screw kit'],
      translations: {
        tr: {
          title: 'Hikvision 4MP AcuSense Dome Kamera',
          useCases: ['Mağaza alanları'],
          specifications: '[Görüntü]\nSensör: 1/1.8" CMOS',
        },
      },
    });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.attributes).toEqual({ resolutionMp: 8, lensType: 'varifocal', audio: false });
    expect(saved.specifications).toEqual([{ group: 'Image', items: [{ name: 'Sensor', value: '1/1.8" CMOS' }] }]);
    expect(saved.includedItems).toEqual(['Camera', 'Screw kit']);
    expect(saved.translations.tr).toEqual({
      title: 'Hikvision 4MP AcuSense Dome Kamera',
      useCases: ['Mağaza alanları'],
      specifications: [{ group: 'Görüntü', items: [{ name: 'Sensör', value: '1/1.8" CMOS' }] }],
    });
    expect(saved.missingTranslations.tr).toEqual(expect.arrayContaining(['description', 'features', 'includedItems']));
    expect(saved.missingTranslations.tr).not.toContain('title');
    expect(await revisionOf(CAMERA)).toBeGreaterThan(before);

    // The read model took the write: the shop's card of the product has the new typed data.
    expect(t.shop.services.catalog.getProduct(CAMERA)).toBeTruthy();
    const again = await (await admin.call(`/api/admin/products/${CAMERA}`)).json();
    expect(again.attributes.resolutionMp).toBe(8);
    const list = await (await admin.call(`/api/admin/products?q=${CAMERA}`)).json();
    expect(list.products[0].specs).toEqual({ filled: 3, total: 11 });
    expect(list.products[0].translationsMissing.tr).toBe(again.missingTranslations.tr.length);
  });

  it('keeps typed data and texts an edit leaves out', async () => {
    await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      attributes: { resolutionMp: 4 },
      translations: { tr: { title: 'Dome kamera' } },
    });
    const res = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', { ...(await base(CAMERA)), stock: 9 });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.attributes).toEqual({ resolutionMp: 4 });
    expect(saved.translations.tr.title).toBe('Dome kamera');
  });

  it('refuses an attribute the subcategory does not declare, naming it', async () => {
    const res = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      attributes: { resolutionMp: 4, channels: 16 },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toContain('channels');
    expect(body.fieldErrors['attributes.channels']).toMatch(/not a typed specification/i);
    expect((await (await admin.call(`/api/admin/products/${CAMERA}`)).json()).attributes).not.toHaveProperty(
      'channels',
    );
  });

  it.each([
    [{ resolutionMp: '4' }, 'resolutionMp', /number/i],
    [{ resolutionMp: 400 }, 'resolutionMp', /range/i],
    [{ resolutionMp: 4.25 }, 'resolutionMp', /decimal/i],
    [{ lensType: 'fisheye-ish' }, 'lensType', /listed values/i],
    [{ audio: 'yes' }, 'audio', /yes, no/i],
  ])('refuses a wrong value %j with a 400 for that attribute', async (attributes, key, message) => {
    const res = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', { ...(await base(CAMERA)), attributes });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fieldErrors[`attributes.${key}`]).toMatch(message);
  });

  it('checks typed data against the kept subcategory when the edit leaves it out', async () => {
    const { subcategory: _left, ...rest } = await base(CAMERA);
    const res = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', { ...rest, attributes: { ports: 8 } });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toHaveProperty(['attributes.ports']);
  });

  it('refuses too long texts, too many entries and unknown languages, in the admin language', async () => {
    const long = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      useCases: ['x'.repeat(201)],
    });
    expect(long.status).toBe(400);
    expect((await long.json()).fieldErrors.useCases).toMatch(/too long/i);
    const many = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      features: Array.from({ length: 21 }, (_, i) => ({ name: `F${i}`, value: 'text' })),
    });
    expect(many.status).toBe(400);
    const language = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      translations: { de: { title: 'Kamera' } },
    });
    expect(language.status).toBe(400);
    const turkish = await admin.call(
      `/api/admin/products/${CAMERA}`,
      'PUT',
      { ...(await base(CAMERA)), translations: { tr: { title: 'x'.repeat(201) } } },
      { 'accept-language': 'tr' },
    );
    expect(turkish.status).toBe(400);
    expect(Object.values((await turkish.json()).fieldErrors)[0]).toMatch(/çok uzun/);
  });

  it('refuses a shopper (the back office does not exist for them) and a visitor', async () => {
    const body = { ...(await base(CAMERA)), attributes: { resolutionMp: 12 } };
    expect((await shopper.call(`/api/admin/products/${CAMERA}`, 'PUT', body)).status).toBe(404);
    expect((await t.json(`/api/admin/products/${CAMERA}`, 'PUT', body)).status).toBe(401);
    expect((await (await admin.call(`/api/admin/products/${CAMERA}`)).json()).attributes.resolutionMp).not.toBe(12);
  });

  it('drops the typed data a new subcategory does not declare', async () => {
    await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      attributes: { resolutionMp: 4, ipRating: 'IP67' },
    });
    const res = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      subcategory: 'body-cameras',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).attributes).toEqual({ resolutionMp: 4, ipRating: 'IP67' });
    const mounts = await admin.call(`/api/admin/products/${CAMERA}`, 'PUT', {
      ...(await base(CAMERA)),
      category: 'accessories',
      subcategory: 'mounts',
    });
    expect((await mounts.json()).attributes).toEqual({ ipRating: 'IP67' });
  });
});

describe('OpenAPI', () => {
  it('documents the new fields of the product API', async () => {
    const doc = await (await t.request('/api/openapi.json')).json();
    const put = doc.paths['/admin/products/{id}'].put;
    const schema = put.requestBody.content['application/json'].schema;
    const props = schema.properties ?? doc.components?.schemas?.[schema.$ref?.split('/').pop()]?.properties;
    for (const field of ['attributes', 'specifications', 'features', 'useCases', 'includedItems', 'translations'])
      expect(props).toHaveProperty(field);
    const post = doc.paths['/admin/products'].post.requestBody.content['multipart/form-data'].schema;
    expect(post.properties).toHaveProperty('specifications');
  });
});

describe('POST /api/admin/products (multipart): typed data and texts as the form sends them', () => {
  it('creates a product with its typed data, spec groups and Turkish title, and refuses a bad value', async () => {
    const { png } = await import('#tests/setup/images.ts');
    const form = (over: Record<string, string>) => {
      const body = new FormData();
      const fields = {
        id: `spec-camera-${Math.random().toString(36).slice(2, 8)}`,
        title: 'Spec Camera',
        price: '99.00',
        stock: '3',
        category: 'security',
        subcategory: 'cameras',
        brand: 'Hikvision',
        attributesFor: 'cameras',
        'attributes.resolutionMp': '4',
        'attributes.audio': 'yes',
        specifications: '[Image]\nSensor: CMOS',
        'translations.tr.title': 'Spec Kamera',
        ...over,
      };
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
      body.append('images', new File([Buffer.from(png())], 'camera.png', { type: 'image/png' }));
      return body;
    };
    const created = await t.app.request('/api/admin/products', {
      method: 'POST',
      headers: { cookie: admin.jar.header() },
      body: form({}),
    });
    expect(created.status).toBe(201);
    const product = await created.json();
    expect(product.attributes).toEqual({ resolutionMp: 4, audio: true });
    expect(product.specifications).toEqual([{ group: 'Image', items: [{ name: 'Sensor', value: 'CMOS' }] }]);
    expect(product.translations).toEqual({ tr: { title: 'Spec Kamera' } });

    const refused = await t.app.request('/api/admin/products', {
      method: 'POST',
      headers: { cookie: admin.jar.header() },
      body: form({ 'attributes.resolutionMp': '0.1' }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/^resolutionMp: /);
  });
});
