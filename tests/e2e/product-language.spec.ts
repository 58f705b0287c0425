import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { serve } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { ENGLISH, TRANSLATED_ID, TURKISH, addTranslatedProduct } from '../setup/translated-product.ts';

/**
 * Switching language on a product page changes the product's own texts (docs/product.md 18.4), not only the
 * shop's. The seed catalogue's texts are another part's work: this journey runs its own shop
 * (the built pages, an embedded database) with a product that has texts in both languages.
 */
let t: TestShop;
let server: ReturnType<typeof serve>;
let base = '';

test.beforeAll(async () => {
  // A shop of its own: migrations, the seed and the page build take a while on a busy machine.
  test.setTimeout(120_000);
  t = await createTestShop({ withPages: true });
  await addTranslatedProduct(t);
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await t?.close();
});

test('switching language on a product page turns its title, texts and specifications', async ({ page }) => {
  await page.goto(`${base}/product/${TRANSLATED_ID}`);
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH.title);
  await expect(main.getByText(ENGLISH.description).first()).toBeVisible();
  await expect(main.getByRole('img', { name: ENGLISH.imageAlts[0] })).toBeVisible();
  await page.getByRole('tab', { name: 'Specifications' }).click();
  await expect(page.getByRole('table', { name: 'Key specifications' })).toContainText('2.8 mm');
  await expect(page.getByRole('table', { name: 'Optics' })).toBeVisible();

  await page.getByRole('button', { name: /TR/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TURKISH.title);
  await expect(main.getByText(TURKISH.description).first()).toBeVisible();
  await expect(main.getByRole('img', { name: TURKISH.imageAlts[0] })).toBeVisible();
  await expect(main).not.toContainText(ENGLISH.description);
  await page.getByRole('tab', { name: 'Teknik Özellikler' }).click();
  await expect(page.getByRole('table', { name: 'Temel özellikler' })).toContainText('2,8 mm');
  await expect(page.getByRole('table', { name: 'Optik' })).toContainText(TURKISH.specifications[0].items[0].value);

  // The search box finds it by a Turkish title word, and names it in Turkish.
  const search = page.getByRole('banner').getByRole('combobox');
  await search.fill('yıldız');
  await expect(page.getByRole('option', { name: new RegExp(TURKISH.title) })).toBeVisible();

  await page.getByRole('button', { name: /EN/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH.title);
  await expect(main).not.toContainText(TURKISH.description);
});

test('the Specifications tab passes axe and fits a 320 px phone, in both languages', async ({ browser }) => {
  for (const [lang, tab] of [
    ['en', 'Specifications'],
    ['tr', 'Teknik Özellikler'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
    await context.addCookies([{ name: 'lang', value: lang, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/product/${TRANSLATED_ID}`);
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, lang).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .include('section[aria-labelledby="product-details-title"]')
      .analyze();
    expect(
      violations.map((v) => v.id),
      lang,
    ).toEqual([]);
    await context.close();
  }
});
