import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '#common/catalog-types.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { notEnglish, notTurkish, type Texts, textsOf } from '#tests/setup/language-checks.ts';
import { TEST_ADMIN, cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * The whole seeded catalogue as the shop serves it (docs/product.md 18.4): every product's texts
 * in English are English and in Turkish are Turkish, none empty, and a product without a brand
 * reads "Other" in English and "Diğer" in Turkish wherever its brand is shown.
 */
let t: TestShop;
const adminJar = cookieJar();
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminJar.store(await t.json('/api/login', 'POST', TEST_ADMIN));
});
afterAll(() => t.close());

const NO_BRAND = 'camera-junction-box';

const textsOfDetail = (p: ProductDetail): Texts => ({ ...p, images: p.images.map((i) => i.alt) });

async function page(url: string, lang: 'en' | 'tr', cookie = ''): Promise<string> {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie: `${cookie}; lang=${lang}` } });
  expect(res.status, url).toBe(200);
  return htmlText((await res.text()).replace(/<style[\s\S]*?<\/style>/g, ' '), { scripts: 'drop' });
}

describe('the seeded catalogue in each language', () => {
  it('every product answers in English with English texts and in Turkish with Turkish ones, none empty', async () => {
    const ids = t.shop.services.catalog.all('en').map((card) => card.id);
    expect(ids.length).toBeGreaterThanOrEqual(29);
    const problems: string[] = [];
    for (const id of ids) {
      const en = (await t.shop.services.catalog.getProduct(id, 'en'))!;
      const tr = (await t.shop.services.catalog.getProduct(id, 'tr'))!;
      for (const [lang, p] of [
        ['en', en],
        ['tr', tr],
      ] as const) {
        for (const list of ['images', 'specifications', 'features', 'useCases', 'includedItems'] as const)
          if (p[list].length === 0) problems.push(`${id} ${lang} ${list}: empty`);
        if (!p.brand.trim()) problems.push(`${id} ${lang} brand: empty`);
      }
      const english = new Map(textsOf(textsOfDetail(en)));
      for (const [where, text] of english) {
        const why = text?.trim() ? notEnglish(text) : 'empty';
        if (why) problems.push(`${id} en ${where}: ${why} in "${text}"`);
      }
      for (const [where, text] of textsOf(textsOfDetail(tr))) {
        const why = text?.trim() ? notTurkish(text, english.get(where) ?? '') : 'empty';
        if (why) problems.push(`${id} tr ${where}: ${why} in "${text}"`);
      }
      if (notEnglish(en.brand)) problems.push(`${id} en brand: ${notEnglish(en.brand)} in "${en.brand}"`);
    }
    expect(problems).toEqual([]);
  });

  it('a product without a brand: "Other" on English pages, "Diğer" on Turkish ones', async () => {
    const en = (await t.shop.services.catalog.getProduct(NO_BRAND, 'en'))!.title;
    const tr = (await t.shop.services.catalog.getProduct(NO_BRAND, 'tr'))!.title;
    // The brand stands just before the title on the product page, a card and the compare table.
    for (const url of [`/product/${NO_BRAND}`, '/products?category=accessories', `/compare?ids=${NO_BRAND}`]) {
      const english = await page(url, 'en');
      expect(english.includes(`Other ${en}`), `${url}: "Other ${en}"`).toBe(true);
      expect(english.includes('Diğer'), `${url}: no "Diğer"`).toBe(false);
      expect((await page(url, 'tr')).includes(`Diğer ${tr}`), `${url}: "Diğer ${tr}"`).toBe(true);
    }
    // The brand filter lists it by the page's word, and its chip and heading name it so.
    const filtered = '/products?category=accessories&brand=Other';
    const english = await page(filtered, 'en');
    expect(english).toContain(`Other ${en}`);
    expect(english.includes('Diğer'), 'filter: no "Diğer"').toBe(false);
    expect(await page(filtered, 'tr')).toContain(`Diğer ${tr}`);
    // A link from before, with the Turkish word, still finds it.
    expect(await page('/products?category=accessories&brand=Di%C4%9Fer', 'en')).toContain(`Other ${en}`);
    // The back office's list.
    const admin = await page(`/admin/products?q=${NO_BRAND}`, 'en', adminJar.header());
    expect(admin.includes('Diğer'), 'admin: no "Diğer"').toBe(false);
    expect(await page(`/admin/products?q=${NO_BRAND}`, 'tr', adminJar.header())).toContain('Diğer');
    // Its edit form leaves the brand empty, which its hint explains ("empty means …"), in either language.
    for (const lang of ['en', 'tr'] as const) {
      const res = await t.request(`/admin/products/${NO_BRAND}`, {
        headers: { accept: 'text/html', cookie: `${adminJar.header()}; lang=${lang}` },
      });
      const input = (await res.text()).match(/<input[^>]*name="brand"[^>]*>/)?.[0] ?? '';
      expect(input, lang).toMatch(/value=""/);
    }
  });
});
