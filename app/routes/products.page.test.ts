import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACET_BRAND, insertFacetProducts } from '#tests/setup/facet-products.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** /products with filters as a browser without JavaScript gets it: facets with counts, ticked boxes, chips. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  await insertFacetProducts(t);
});
afterAll(() => t.close());

const page = async (query: string, cookie = '') => {
  const res = await t.request(`/products?${query}`, { headers: { accept: 'text/html', cookie } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, text: htmlText(html, { scripts: 'drop' }) };
};
/** The checkbox of one attribute value, as rendered. */
const box = (html: string, name: string, value: string) =>
  html.match(new RegExp(`<input[^>]*type="checkbox"[^>]*name="${name}"[^>]*value="${value}"[^>]*>`))?.[0] ?? '';
const ours = `category=security&subcategory=cameras&brand=${FACET_BRAND}`;

describe('/products filters (server-rendered)', () => {
  it('lists each facet as a fieldset with its values and counts, the URL’s values ticked', async () => {
    const { html, text } = await page(`${ours}&resolutionMp=4`);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Resolution<\/legend>/);
    expect(text).toContain('2 MP (1)');
    expect(text).toContain('4 MP (3)');
    expect(text).toContain('8 MP (1)');
    // The form factors apply the resolution: one dome of 4 MP among ours.
    expect(text).toContain('Dome (1)');
    expect(box(html, 'resolutionMp', '4')).toContain('checked');
    expect(box(html, 'resolutionMp', '2')).not.toContain('checked');
    expect(text).toContain('3 products match');
    // A GET form with its own Apply button: works without JavaScript.
    const form = html.match(/<form[^>]*aria-labelledby="filter-facets"[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/products"');
    expect(text).toContain('Apply filters');
    // The chosen filter as a chip that removes it, and Clear all.
    expect(html).toContain('aria-label="Remove filter: Resolution: 4 MP"');
    const chip = html.match(/<a[^>]*aria-label="Remove filter: Resolution: 4 MP"[^>]*>/)?.[0] ?? '';
    expect(chip).toContain('href="/products?category=security&amp;subcategory=cameras&amp;brand=Testline"');
    expect(text).toContain('Clear all filters');
    expect(text).toContain('In stock only');
  });

  it('ticks every value of a repeated key and keeps the price and stock in their fields', async () => {
    const { html, text } = await page(`${ours}&resolutionMp=4&resolutionMp=8&priceMin=100&inStock=1`);
    expect(box(html, 'resolutionMp', '4')).toContain('checked');
    expect(box(html, 'resolutionMp', '8')).toContain('checked');
    expect(html).toMatch(/<input[^>]*name="priceMin"[^>]*value="100"/);
    expect(box(html, 'inStock', '1')).toContain('checked');
    // 4 MP bullet (150), 4 MP turret (200), 8 MP bullet (400): the 4 MP dome has none in stock.
    expect(text).toContain('3 products match');
  });

  it('hides values with no product unless chosen', async () => {
    const { text } = await page(`${ours}&formFactor=turret`);
    expect(text).toContain('4 MP (1)');
    expect(text).not.toContain('2 MP (');
    expect(text).toContain('Turret (1)');
  });

  it('leaves out a bad value rather than failing the page', async () => {
    const { text } = await page(`${ours}&resolutionMp=lots&priceMax=cheap`);
    expect(text).toContain('6 products match');
  });

  it('names the filters in Turkish on a Turkish page', async () => {
    const { html, text } = await page(`${ours}&resolutionMp=4`, 'lang=tr');
    expect(html).toMatch(/<legend[^>]*>Çözünürlük<\/legend>/);
    expect(text).toContain('4 MP (3)');
    expect(text).toContain('Yalnızca stokta olanlar');
    expect(text).toContain('Tüm filtreleri temizle');
    expect(text).toContain('3 ürün eşleşiyor');
  });
});
