import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The comparison: add products from the cards and a product page, open the comparison, show only
 * the differences, remove one; in English and Turkish, at desktop and phone widths, by keyboard
 * alone, without JavaScript; axe on a three-product comparison; the page never wider than 320 px.
 */

const DOME = 'hikvision-4mp-acusense-dome-camera';
const BULLET = 'hikvision-8mp-colorvu-bullet-camera';
const PTZ = 'hikvision-4mp-ptz-camera';
const TURRET = 'hikvision-4mp-colorvu-turret-camera';
const NVR = 'hikvision-8-channel-poe-nvr';

const TEXTS = {
  en: {
    added: (n: number) => `Added to comparison (${n} of 4)`,
    view: 'View comparison',
    only: 'Show only differences',
    all: 'Show all rows',
    full: 'You can compare up to 4 products.',
    differs: '(differs)',
  },
  tr: {
    added: (n: number) => `Karşılaştırmaya eklendi (${n}/4)`,
    view: 'Karşılaştırmayı gör',
    only: 'Yalnızca farkları göster',
    all: 'Tüm satırları göster',
    full: 'En fazla 4 ürün karşılaştırabilirsiniz.',
    differs: '(farklı)',
  },
} as const;
type Lang = keyof typeof TEXTS;

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

async function setLang(page: Page, lang: Lang, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
}

/** The "Add to compare" button of a product's form (the same form on cards, product pages and the wishlist). */
const compareButton = (page: Page, id: string) =>
  page.locator(`main form[action="/compare"]:has(input[name="id"][value="${id}"]) button[type="submit"]`).first();

const toast = (page: Page) => page.locator('[data-toast]');

/** The table's columns (one per product) and its rows marked as differing. */
const columns = (page: Page) => page.locator('main table thead th[scope="col"]');
const rows = (page: Page) => page.locator('main table tbody tr');

async function pageFitsScreen(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'the page is no wider than the screen').toBeLessThanOrEqual(width);
}

for (const lang of ['en', 'tr'] as const) {
  for (const width of [1280, 390]) {
    test(`adds from cards and a product page, compares, shows differences, removes (${lang}, ${width} px)`, async ({
      page,
      baseURL,
    }) => {
      const text = TEXTS[lang];
      await page.setViewportSize({ width, height: 900 });
      await setLang(page, lang, baseURL);
      await page.goto('/products?category=security');
      await waitForHydration(page);
      await compareButton(page, DOME).click();
      await expect(toast(page)).toContainText(text.added(1));
      // A product page's button.
      await page.goto(`/product/${BULLET}`);
      await waitForHydration(page);
      await compareButton(page, BULLET).click();
      await expect(toast(page)).toContainText(text.added(2));
      await toast(page).getByRole('link', { name: text.view }).click();
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${DOME},${BULLET}$`));
      await expect(columns(page)).toHaveCount(2);
      await expect(page.getByRole('row', { name: new RegExp(lang === 'en' ? '^Price' : '^Fiyat') })).toBeVisible();
      await pageFitsScreen(page);

      const all = await rows(page).count();
      await page.getByRole('link', { name: text.only }).click();
      await expect(page).toHaveURL(/diff=1/);
      await expect(page.getByRole('link', { name: text.all })).toBeVisible();
      const differing = await rows(page).count();
      expect(differing).toBeGreaterThan(0);
      expect(differing).toBeLessThan(all);
      // Every row shown says in words that it differs.
      for (const header of await page.locator('main tbody th[scope="row"]').all())
        await expect(header).toContainText(text.differs);

      await page
        .locator(`main form:has(input[name="intent"][value="remove"]):has(input[value="${BULLET}"]) button`)
        .click();
      await expect(columns(page)).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${DOME}&diff=1$`));
    });
  }
}

test('a fifth product is refused with the limit said, nothing replaced', async ({ page }) => {
  await page.goto('/products?category=security');
  await waitForHydration(page);
  for (const [index, id] of [DOME, BULLET, PTZ, TURRET].entries()) {
    await compareButton(page, id).click();
    await expect(toast(page).last()).toContainText(TEXTS.en.added(index + 1));
  }
  await compareButton(page, NVR).click();
  await expect(page.locator('[data-toast]', { hasText: TEXTS.en.full })).toBeVisible();
  await page.goto('/compare');
  await expect(page).toHaveURL(new RegExp(`ids=${DOME},${BULLET},${PTZ},${TURRET}$`));
  await expect(columns(page)).toHaveCount(4);
});

test('works by keyboard alone', async ({ page }) => {
  await page.goto(`/product/${DOME}`);
  await waitForHydration(page);
  await compareButton(page, DOME).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText(TEXTS.en.added(1));
  await page.goto(`/compare?ids=${DOME},${BULLET},${PTZ}`);
  await waitForHydration(page);
  const only = page.getByRole('link', { name: TEXTS.en.only });
  // Tab from the page's heading to the differences switch.
  await page.locator('h1').click();
  for (let i = 0; i < 20 && !(await only.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(only).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/diff=1/);
  // The table's scroll box takes the focus (a keyboard user scrolls it with the arrows).
  const region = page.getByRole('region', { name: /Comparison of/ });
  await region.focus();
  await expect(region).toBeFocused();
  const remove = page.getByRole('button', { name: /Remove .* from the comparison/ }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(columns(page)).toHaveCount(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a card’s button lands on the comparison; the switch and removal are links and forms', async ({ page }) => {
    await page.goto('/products?category=security');
    await compareButton(page, DOME).click();
    await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${DOME}&added=${DOME}$`));
    await expect(page.getByRole('status').filter({ hasText: TEXTS.en.added(1) })).toBeVisible();
    await page.goto('/products?category=security');
    await compareButton(page, PTZ).click();
    await expect(columns(page)).toHaveCount(2);
    await page.getByRole('link', { name: TEXTS.en.only }).click();
    await expect(page).toHaveURL(/diff=1/);
    await page
      .getByRole('button', { name: /Remove .* from the comparison/ })
      .first()
      .click();
    await expect(columns(page)).toHaveCount(1);
  });
});

test('three products pass axe and fit a 320 px phone, in both languages (screenshots)', async ({
  page,
  baseURL,
}, testInfo) => {
  for (const lang of ['en', 'tr'] as const) {
    await setLang(page, lang, baseURL);
    for (const width of [1366, 320]) {
      await page.setViewportSize({ width, height: width === 320 ? 640 : 900 });
      await page.goto(`/compare?ids=${DOME},${NVR},${BULLET}`);
      await waitForHydration(page);
      await expect(columns(page)).toHaveCount(3);
      await pageFitsScreen(page);
      if (width === 320) {
        // The table scrolls inside its own box, the feature column kept in view.
        const box = page.locator('main .compare-scroll');
        expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await box.evaluate((el) => el.scrollBy(200, 0));
        const header = page.locator('main tbody th[scope="row"]').first();
        expect((await header.boundingBox())!.x).toBeLessThan(40);
      }
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `axe on ${lang} ${width}`,
      ).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`compare-${lang}-${width}.png`), fullPage: true });
    }
  }
});
