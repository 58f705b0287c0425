import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * What the page shows is what happened, where the shopper looks: the whole shop name on a 320 px
 * phone; after a filter applies on a phone, the count and a jump to the results in view (with and
 * without JavaScript); the compare button's state before and after adding; the newsletter's
 * answer naming the confirmation mail. In English and Turkish.
 */

const box = async (locator: Locator) => (await locator.boundingBox())!;

async function setLang(page: Page, lang: 'en' | 'tr', baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

for (const lang of ['en', 'tr'] as const) {
  test(`the whole shop name shows beside the header's icons at 320 px (${lang})`, async ({ page, baseURL }) => {
    await setLang(page, lang, baseURL);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const logo = page.locator('header a[href="/"]').first();
    const name = logo.locator('span');
    await expect(name).toHaveText('Guardline');
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the name is not cut').toBe(true);
    const search = page.locator('header button[aria-controls="mobile-search"]');
    expect((await box(name)).x + (await box(name)).width).toBeLessThanOrEqual((await box(search)).x);
  });
}

for (const [lang, says] of [
  ['en', 'First confirm your address with the link we e-mail you; your code follows once you confirm.'],
  ['tr', 'Önce e-postayla gönderdiğimiz bağlantıyla adresinizi onaylayın; kodunuz onayınızın ardından gelir.'],
] as const) {
  test(`the newsletter's answer says the first mail is a confirmation (${lang})`, async ({ page, baseURL }) => {
    await setLang(page, lang, baseURL);
    await page.goto('/');
    await waitForHydration(page);
    const form = page.locator('main form[action="/newsletter"]');
    await form.getByRole('textbox').fill(`shown-${lang}-${Date.now()}@customer.example`);
    await form.getByRole('button').click();
    await expect(form.getByRole('status')).toContainText(says);
  });
}

const PHONE = { width: 390, height: 844 };
const FILTER_TEXTS = {
  en: { show: 'Show Filters', jump: /^Show \d+ products?$/ },
  tr: { show: 'Filtreleri Göster', jump: /^\d+ ürünü göster$/ },
} as const;

/** Whether the element's box lies within the phone's screen as it is scrolled now. */
async function inView(locator: Locator) {
  const b = await box(locator);
  return b.y >= 0 && b.y + b.height <= PHONE.height;
}

for (const lang of ['en', 'tr'] as const) {
  test(`on a phone, a ticked filter shows the count with a jump to the results in view (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await setLang(page, lang, baseURL);
    await page.setViewportSize(PHONE);
    await page.goto('/products?category=security');
    await waitForHydration(page);
    await page.getByRole('button', { name: FILTER_TEXTS[lang].show }).click();
    const inStock = page.locator('#facet-in-stock');
    await inStock.scrollIntoViewIfNeeded();
    await inStock.check();
    await expect(page).toHaveURL(/inStock=1/);
    const jump = page.getByRole('link', { name: FILTER_TEXTS[lang].jump });
    await expect(jump).toBeVisible();
    expect(await inView(jump), 'the jump to the results is on screen').toBe(true);
    // The ticked box keeps the focus (the form is drawn again for the new URL).
    await expect(page.locator('#facet-in-stock')).toBeFocused();
    await jump.click();
    const total = page.getByTestId('filter-total');
    await expect(total).toBeFocused();
    expect(await inView(total), 'the count is on screen').toBe(true);
    expect((await box(page.locator('main article').first())).y).toBeLessThan(PHONE.height);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('on a phone the filters are there, and after Apply the count and the jump are in view', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/products?category=security');
    const inStock = page.locator('#facet-in-stock');
    await expect(inStock).toBeVisible();
    await inStock.check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/inStock=1/);
    const jump = page.getByRole('link', { name: FILTER_TEXTS.en.jump });
    expect(await inView(jump), 'the jump to the results is on screen').toBe(true);
    await jump.click();
    await expect(page).toHaveURL(/#product-results$/);
    expect(await inView(page.getByTestId('filter-total')), 'the count is on screen').toBe(true);
    expect((await box(page.locator('main article').first())).y).toBeLessThan(PHONE.height);
  });
});

const COMPARED = 'hikvision-4mp-acusense-dome-camera';
const COMPARE_TEXTS = {
  en: { add: 'Add to compare', added: 'In comparison' },
  tr: { add: 'Karşılaştırmaya ekle', added: 'Karşılaştırmada' },
} as const;

const compareButtonOf = (page: Page, id: string) =>
  page.locator(`main form[action="/compare"]:has(input[name="id"][value="${id}"]) button[type="submit"]`).first();
const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);

for (const lang of ['en', 'tr'] as const) {
  test(`the compare button shows whether the product is in the comparison, on cards and the product page (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const text = COMPARE_TEXTS[lang];
    await setLang(page, lang, baseURL);
    await page.goto('/products?category=security');
    await waitForHydration(page);
    const card = compareButtonOf(page, COMPARED);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    const before = await background(card);
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(await background(card), 'it looks different once added').not.toBe(before);

    // The product page knows, on a fresh load too.
    await page.goto(`/product/${COMPARED}`);
    await waitForHydration(page);
    const full = compareButtonOf(page, COMPARED);
    await expect(full).toHaveAttribute('aria-pressed', 'true');
    await expect(full).toContainText(text.added);
    await full.click();
    await expect(full).toHaveAttribute('aria-pressed', 'false');
    await expect(full).toContainText(text.add);
    await page.goto('/products?category=security');
    await waitForHydration(page);
    await expect(compareButtonOf(page, COMPARED)).toHaveAttribute('aria-pressed', 'false');
  });
}
