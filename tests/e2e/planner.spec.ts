import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { setStock } from './helpers.ts';

/**
 * The camera-system planner (/planner): choose cameras, see the kit, add all of it to the cart in
 * one step; the cart then holds every line of the kit. With and without JavaScript, in English and
 * Turkish, at desktop and phone width. The kit's lines are read from the page, so the journey holds
 * whatever typed data the catalogue has.
 */

const TEXTS = {
  en: { plan: 'Plan my system', add: 'Add the whole kit to the cart', added: 'The kit is in your cart.' },
  tr: { plan: 'Sistemimi planla', add: 'Setin tamamını sepete ekle', added: 'Set sepetinizde.' },
} as const;

// The kit takes a junction box per dome, plugs and a crimping tool for the raw cable: in stock
// whatever the journeys before this one bought.
test.beforeAll(async ({ browser, baseURL }) => {
  for (const id of ['camera-junction-box', 'cat6-rj45-plugs-100-pack', 'rj45-ratchet-crimping-tool'])
    await setStock(browser, baseURL, id, 100);
});

async function setLang(page: Page, lang: 'en' | 'tr', baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function planTwoCameras(page: Page, lang: 'en' | 'tr') {
  await page.goto('/planner');
  const quantities = page.getByTestId('planner-form').locator('input[name^="q."]');
  await expect(quantities.first()).toBeVisible();
  await quantities.nth(0).fill('3');
  await quantities.nth(1).fill('2');
  // A week of recording fits the drives the seed's recorders take, so the kit is complete (no confirmation).
  await page.locator('input[name="days"]').fill('7');
  await page.getByRole('button', { name: TEXTS[lang].plan }).click();
  await expect(page).toHaveURL(/days=7/);
  const kit = page.getByTestId('planner-kit');
  await expect(kit.locator('li[data-role="camera"]')).toHaveCount(2);
  const ids = await kit
    .locator(':scope > li')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-product')));
  return ids.filter((id): id is string => !!id);
}

async function cartIds(page: Page) {
  const res = await page.request.get('/api/cart');
  const body = (await res.json()) as { lines: { product: { id: string } }[] };
  return body.lines.map((l) => l.product.id).sort();
}

for (const lang of ['en', 'tr'] as const) {
  for (const width of [1366, 390]) {
    test(`plans a system and adds the whole kit (${lang}, ${width} px)`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      await setLang(page, lang, baseURL);
      const ids = await planTwoCameras(page, lang);
      expect(ids.length).toBeGreaterThanOrEqual(2);
      // No horizontal overflow.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('button', { name: TEXTS[lang].add }).click();
      await expect(page.getByText(TEXTS[lang].added)).toBeVisible();
      expect(await cartIds(page)).toEqual([...new Set(ids)].sort());
    });
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the GET form plans, the POST adds the kit and opens the cart', async ({ page }) => {
    const ids = await planTwoCameras(page, 'en');
    await page.getByRole('button', { name: TEXTS.en.add }).click();
    // The cart page asks an anonymous visitor to sign in first (its cart is kept meanwhile).
    await expect(page).toHaveURL(/\/cart$|\/login\?redirectTo=%2Fcart$/);
    expect(await cartIds(page)).toEqual([...new Set(ids)].sort());
  });
});

test('the planner passes axe with a kit planned', async ({ page }) => {
  await planTwoCameras(page, 'en');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
});

const INCOMPATIBLE = {
  en: {
    wrong: 'This kit does not work as planned:',
    anyway: 'Add the kit anyway',
    tick: /I have read the .*above and want this kit anyway\./,
    fix: /instead: it takes every camera/,
    notSold: 'Also needed, not sold here',
    plugs: '12 RJ45 plugs for 6 cable runs; 1 × pack of 100.',
  },
  tr: {
    wrong: 'Bu set planlandığı gibi çalışmaz:',
    anyway: 'Seti yine de sepete ekle',
    tick: /Yukarıdaki .*okudum, seti yine de istiyorum\./,
    fix: /yerine .* seçin: tüm kameraları alır/,
    notSold: 'Ayrıca gerekenler (bunları satmıyoruz)',
    plugs: '6 kablo hattı için 12 RJ45 konnektör; 1 × 100 adetlik paket.',
  },
} as const;

for (const lang of ['en', 'tr'] as const) {
  test(`a 4-channel recorder for 6 domes: asks before adding and offers the recorder that fits (${lang})`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: lang === 'tr' ? 390 : 1366, height: 900 });
    await setLang(page, lang, baseURL);
    await page.goto('/planner?cam=hikvision-4mp-acusense-dome-camera:6&days=7&recorder=hikvision-4-channel-poe-nvr');
    const confirm = page.getByTestId('planner-confirm');
    await expect(confirm).toContainText(INCOMPATIBLE[lang].wrong);
    // A junction box for each dome, a pack of RJ45 plugs and a crimping tool for the raw cable:
    // nothing left to buy elsewhere.
    await expect(page.locator('li[data-role="junctionBox"]')).toContainText('× ');
    await expect(page.locator('li[data-role="plug"]')).toContainText(INCOMPATIBLE[lang].plugs);
    await expect(page.locator('li[data-role="crimper"]')).toContainText('1 × ');
    await expect(page.getByRole('heading', { name: INCOMPATIBLE[lang].notSold })).toHaveCount(0);
    // The button alone does not add the kit: the box must be ticked.
    await page.getByRole('button', { name: INCOMPATIBLE[lang].anyway }).click();
    await expect(page.getByRole('checkbox', { name: INCOMPATIBLE[lang].tick })).toBeVisible();
    expect(await cartIds(page)).toEqual([]);
    // The fix: the recorder that takes every camera; then the kit adds with no question.
    await confirm.getByRole('link', { name: INCOMPATIBLE[lang].fix }).click();
    await expect(page).toHaveURL(/recorder=hikvision-8-channel-poe-nvr/);
    await expect(page.getByTestId('planner-confirm')).toHaveCount(0);
    await page.getByRole('button', { name: TEXTS[lang].add }).click();
    await expect(page.getByText(TEXTS[lang].added)).toBeVisible();
    expect(await cartIds(page)).toContain('hikvision-8-channel-poe-nvr');
  });
}

test.describe('an incompatible kit without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('is added once the box is ticked', async ({ page }) => {
    await page.goto('/planner?cam=hikvision-4mp-acusense-dome-camera:6&days=7&recorder=hikvision-4-channel-poe-nvr');
    await page.getByRole('checkbox', { name: INCOMPATIBLE.en.tick }).check();
    await page.getByRole('button', { name: INCOMPATIBLE.en.anyway }).click();
    await expect(page).toHaveURL(/\/cart$|\/login\?redirectTo=%2Fcart$/);
    expect(await cartIds(page)).toContain('hikvision-4-channel-poe-nvr');
  });
});
