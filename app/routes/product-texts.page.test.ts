import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlText } from '#tests/setup/html-text.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { ENGLISH, TRANSLATED_ID, TURKISH, addTranslatedProduct, textsOf } from '#tests/setup/translated-product.ts';

/**
 * docs/product.md 18.4: a page in English shows none of a product's Turkish texts and a page in Turkish none
 * of its English ones (the brand and model are the same in both); the Specifications tab shows
 * the typed data first, formatted the page's way.
 */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  await addTranslatedProduct(t);
});
afterAll(() => t.close());

async function page(url: string, lang: 'en' | 'tr'): Promise<string> {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie: `lang=${lang}` } });
  expect(res.status, url).toBe(200);
  // Entities decoded, tags kept: attributes (alt, meta, JSON-LD) and hydration data count too.
  return (await res.text())
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('product texts on pages', () => {
  it('the product page: every Turkish text in Turkish, none of the English ones; and the other way round', async () => {
    const tr = await page(`/product/${TRANSLATED_ID}`, 'tr');
    const trText = htmlText(tr, { scripts: 'drop' });
    for (const text of [TURKISH.title, TURKISH.description, ...TURKISH.useCases, ...TURKISH.includedItems])
      expect(trText, text).toContain(text);
    // The gallery's main image (its thumbnails are buttons named "Show image n").
    expect(tr).toContain(`alt="${TURKISH.imageAlts[0]}"`);
    for (const text of textsOf(ENGLISH)) expect(tr, text).not.toContain(text);
    expect(tr).toContain(`<title>${TURKISH.title}`);
    // The structured data names it in the page's language too.
    expect(tr).toContain(`"name":"${TURKISH.title}","description":"${TURKISH.description}"`);

    const en = await page(`/product/${TRANSLATED_ID}`, 'en');
    const enText = htmlText(en, { scripts: 'drop' });
    for (const text of [ENGLISH.title, ENGLISH.description, ...ENGLISH.useCases, ...ENGLISH.includedItems])
      expect(enText, text).toContain(text);
    expect(en).toContain(`alt="${ENGLISH.imageAlts[0]}"`);
    for (const text of textsOf(TURKISH)) expect(en, text).not.toContain(text);
  });

  it('/products: the card in the page language only', async () => {
    const tr = await page('/products?category=security', 'tr');
    expect(htmlText(tr, { scripts: 'drop' })).toContain(TURKISH.title);
    expect(tr).toContain(`alt="${TURKISH.imageAlts[0]}"`);
    for (const text of textsOf(ENGLISH)) expect(tr, text).not.toContain(text);
    const en = await page('/products?category=security', 'en');
    expect(htmlText(en, { scripts: 'drop' })).toContain(ENGLISH.title);
    for (const text of textsOf(TURKISH)) expect(en, text).not.toContain(text);
  });

  it('the Specifications tab: the typed data first, formatted the page way, then the product groups', async () => {
    const tr = htmlText(await page(`/product/${TRANSLATED_ID}`, 'tr'), { scripts: 'drop' });
    expect(tr).toContain('Temel özellikler Çözünürlük 4 MP Lens odak uzaklığı 2,8 mm');
    expect(tr).toContain('Dış ortam koruması IP67');
    expect(tr.indexOf('Temel özellikler')).toBeLessThan(tr.indexOf('Optik Görüş alanı Geniş açı'));
    const en = htmlText(await page(`/product/${TRANSLATED_ID}`, 'en'), { scripts: 'drop' });
    expect(en).toContain('Key specifications Resolution 4 MP Lens focal length 2.8 mm');
    expect(en.indexOf('Key specifications')).toBeLessThan(en.indexOf('Optics Field of view Wide angle'));
  });
});
