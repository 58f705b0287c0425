import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN, cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { htmlText } from '#tests/setup/html-text.ts';

/** The product form's typed data, texts and Turkish texts without JavaScript: GETs and form posts (decision 012). */
let t: TestShop;
const adminJar = cookieJar();
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminJar.store(await t.json('/api/login', 'POST', TEST_ADMIN));
});
afterAll(() => t.close());

const text = (html: string) => htmlText(html, { scripts: 'drop' });
const CAMERA = 'hikvision-8mp-colorvu-bullet-camera';

async function page(url: string, lang = 'en') {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie: `${adminJar.header()}; lang=${lang}` } });
  return { status: res.status, html: await res.text() };
}

async function post(url: string, body: [string, string][]) {
  const res = await t.request(url, {
    method: 'POST',
    headers: {
      accept: 'text/html',
      cookie: `${adminJar.header()}; lang=en`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(body).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
}

const api = async (id: string) =>
  (await t.request(`/api/admin/products/${id}`, { headers: { cookie: adminJar.header() } })).json();

/** The edit form as a browser posts it: the stored fields plus typed data and texts, with changes. */
async function editForm(id: string, over: Record<string, string> = {}): Promise<[string, string][]> {
  const p = await api(id);
  const fields: Record<string, string> = {
    intent: 'save',
    title: p.title,
    description: p.description,
    price: (p.priceCents / 100).toFixed(2),
    oldPrice: p.oldPriceCents == null ? '' : (p.oldPriceCents / 100).toFixed(2),
    stock: String(p.stock),
    category: p.category,
    subcategory: p.subcategory ?? '',
    brand: p.brand,
    attributesFor: p.subcategory ?? '',
    ...over,
  };
  return Object.entries(fields);
}

/** The value an input or select shows, by its name. */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  if (input) return /value="([^"]*)"/.exec(input)?.[1];
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1];
  return select ? /<option[^>]*value="([^"]*)"[^>]*selected/.exec(select)?.[1] : undefined;
}

describe('/admin/products/:id: typed specifications', () => {
  it("shows one field per attribute of the product's subcategory, with units, choices and yes/no/not stated", async () => {
    const { status, html } = await page(`/admin/products/${CAMERA}`);
    expect(status).toBe(200);
    const body = text(html);
    expect(body).toContain('Specifications (typed)');
    expect(body).toContain('Resolution (MP)');
    expect(body).toContain('From 0.3 to 50 MP, up to 1 decimal places');
    const resolution = /<input[^>]*name="attributes.resolutionMp"[^>]*>/.exec(html)?.[0] ?? '';
    expect(resolution).toContain('type="number"');
    expect(resolution).toContain('step="0.1"');
    expect(html).toMatch(/<select[^>]*name="attributes.audio"/);
    expect(html).toMatch(/<select[^>]*name="attributes.audio"[^>]*>[\s\S]*?Not stated[\s\S]*?Yes[\s\S]*?No/);
    expect(html).not.toContain('name="attributes.channels"'); // a recorder's
    expect(html).toContain('name="attributesFor" value="cameras"');
  });

  it('saves typed data with a plain post and shows the values kept', async () => {
    const res = await post(
      `/admin/products/${CAMERA}`,
      await editForm(CAMERA, {
        'attributes.resolutionMp': '12,5',
        'attributes.lensType': 'varifocal',
        'attributes.audio': 'no',
        'attributes.colorNight': '',
      }),
    );
    expect(res.status).toBe(200);
    expect(text(res.html)).toContain('Saved.');
    const stored = await api(CAMERA);
    expect(stored.attributes).toMatchObject({ resolutionMp: 12.5, lensType: 'varifocal', audio: false });
    expect(stored.attributes).not.toHaveProperty('colorNight');
    const { html } = await page(`/admin/products/${CAMERA}`);
    expect(fieldValue(html, 'attributes.resolutionMp')).toBe('12.5');
    expect(fieldValue(html, 'attributes.lensType')).toBe('varifocal');
    expect(fieldValue(html, 'attributes.audio')).toBe('no');
  });

  it('shows an error beside the field and keeps what was typed', async () => {
    const before = (await api(CAMERA)).attributes;
    const res = await post(
      `/admin/products/${CAMERA}`,
      await editForm(CAMERA, { 'attributes.resolutionMp': '400', 'attributes.irRangeM': 'far' }),
    );
    expect(res.status).toBe(400);
    const body = text(res.html);
    expect(body).toContain('This value is outside the allowed range.');
    expect(body).toContain('Enter a number.');
    expect(res.html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="attributes.resolutionMp"/);
    expect(fieldValue(res.html, 'attributes.resolutionMp')).toBe('400');
    expect((await api(CAMERA)).attributes).toEqual(before);
  });

  it("draws the new subcategory's fields after a change of subcategory saved without JavaScript", async () => {
    const id = 'hikvision-4mp-ptz-camera';
    const res = await post(
      `/admin/products/${id}`,
      await editForm(id, { subcategory: 'body-cameras', 'attributes.resolutionMp': '4', 'attributes.lensMm': '2.8' }),
    );
    expect(res.status).toBe(200);
    expect((await api(id)).attributes).toEqual({ resolutionMp: 4 });
    const { html } = await page(`/admin/products/${id}`);
    expect(html).toContain('name="attributes.storageGb"');
    expect(html).not.toContain('name="attributes.lensMm"');
  });
});

describe('/admin/products/:id: texts and Turkish', () => {
  it('saves spec groups, features, use cases, package contents and Turkish texts from their line formats', async () => {
    const res = await post(
      `/admin/products/${CAMERA}`,
      await editForm(CAMERA, {
        specifications: '[Image]\nSensor: 1/1.2" CMOS\nResolution: 8 MP\n\n[Power]\nPoE: 802.3af',
        features: 'ColorVu: Colour images at night.',
        useCases: 'Car parks\nWarehouses',
        includedItems: 'Camera\nScrew kit',
        'translations.tr.title': 'Hikvision 8MP ColorVu Bullet Kamera',
        'translations.tr.useCases': 'Otoparklar\nDepolar',
      }),
    );
    expect(res.status).toBe(200);
    const stored = await api(CAMERA);
    expect(stored.specifications).toEqual([
      {
        group: 'Image',
        items: [
          { name: 'Sensor', value: '1/1.2" CMOS' },
          { name: 'Resolution', value: '8 MP' },
        ],
      },
      { group: 'Power', items: [{ name: 'PoE', value: '802.3af' }] },
    ]);
    expect(stored.features).toEqual([{ name: 'ColorVu', value: 'Colour images at night.' }]);
    expect(stored.useCases).toEqual(['Car parks', 'Warehouses']);
    expect(stored.translations.tr).toEqual({
      title: 'Hikvision 8MP ColorVu Bullet Kamera',
      useCases: ['Otoparklar', 'Depolar'],
    });
    const { html } = await page(`/admin/products/${CAMERA}`);
    expect(fieldValue(html, 'translations.tr.title')).toBe('Hikvision 8MP ColorVu Bullet Kamera');
    expect(html).toMatch(
      /<input[^>]*name="translations.tr.title"[^>]*lang="tr"|lang="tr"[^>]*name="translations.tr.title"/,
    );
    const body = text(html);
    // Missing: description, spec groups, features, package contents and each image's alt text.
    expect(body).toMatch(/\d+ Turkish texts missing/);
    expect(body).toContain('Missing, English shows');
  });

  it('refuses a spec line out of format, beside the field, keeping the text', async () => {
    const res = await post(
      `/admin/products/${CAMERA}`,
      await editForm(CAMERA, { 'translations.tr.specifications': 'Sensör 1/1.2" CMOS' }),
    );
    expect(res.status).toBe(400);
    expect(text(res.html)).toContain('Every line must be a group “[Group name]”');
    expect(res.html).toMatch(
      /<textarea[^>]*name="translations.tr.specifications"[^>]*aria-invalid="true"|<textarea[^>]*aria-invalid="true"[^>]*name="translations.tr.specifications"/,
    );
    expect(res.html).toContain('Sensör 1/1.2&quot; CMOS');
  });

  it('the product list shows typed specs stated and Turkish texts missing', async () => {
    const body = text((await page(`/admin/products?q=${CAMERA}`)).html);
    expect(body).toMatch(/Specs \d+\/11/);
    expect(body).toMatch(/TR: \d+ missing/);
    const tr = text((await page(`/admin/products?q=${CAMERA}`, 'tr')).html);
    expect(tr).toMatch(/TR: \d+ eksik/);
  });

  it('speaks Turkish to a Turkish admin', async () => {
    const body = text((await page(`/admin/products/${CAMERA}`, 'tr')).html);
    expect(body).toContain('Teknik özellikler (tipli)');
    expect(body).toContain('Türkçe metinler');
    expect(body).toContain('Belirtilmemiş');
  });
});
