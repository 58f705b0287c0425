import { expect, test, type Locator, type Page } from '@playwright/test';

/** On a phone (and a desktop): feedback where the shopper looks, nothing cut off or clipped, sold-out products shown as such. */

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`Add to Cart confirms in view without moving the page (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/product/hikvision-4mp-acusense-dome-camera');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const button = page.getByRole('button', { name: 'Add to Cart' });
    await button.scrollIntoViewIfNeeded();
    const before = await box(button);
    await button.click();
    const toast = page.getByRole('status').filter({ hasText: 'Product added to cart!' });
    await expect(toast).toBeVisible();
    await expect(toast.getByRole('link', { name: 'View Cart' })).toBeVisible();
    const shown = await box(toast.getByText('Product added to cart!'));
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(viewport.height);
    expect(await box(button)).toEqual(before);
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the controls a thumb uses most are at least 32 px tall, the quantity stepper 44 px', async ({ page }) => {
    await page.goto('/product/hikvision-4mp-acusense-dome-camera');
    const header = page.locator('header');
    for (const control of [
      header.getByRole('link', { name: 'My Account' }),
      header.getByRole('link', { name: 'Wishlist', exact: true }),
      header.getByRole('button', { name: /^EN/ }).first(),
      header.getByRole('button', { name: /^TR/ }).first(),
    ])
      expect((await box(control)).height, await control.innerText()).toBeGreaterThanOrEqual(32);
    for (const control of [
      page.getByRole('button', { name: /decrease|less/i }),
      page.getByRole('button', { name: /increase|more/i }),
      page.getByRole('spinbutton'),
      page.getByRole('button', { name: 'Add to Cart' }),
    ]) {
      const b = await box(control.first());
      expect(b.height).toBeGreaterThanOrEqual(44);
      expect(b.width).toBeGreaterThanOrEqual(44);
    }
  });

  test('the Value of the Day panel holds its badge and picture', async ({ page }) => {
    await page.goto('/');
    // Whichever deal runs (another journey may have started a new one on this shop).
    const panel = page.locator('section[aria-labelledby="deal-title"] > div');
    const edge = await box(panel);
    for (const part of [panel.getByText(/^-\d+%$/), panel.locator('img').locator('..')]) {
      const b = await box(part);
      expect(b.x + b.width, 'inside the panel').toBeLessThanOrEqual(edge.x + edge.width + 0.5);
    }
  });

  test('cards show whole titles and the old price; tabs stay on one row', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('tabpanel', { name: 'Featured' }).locator('article');
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      const cut = await card.locator('h3').evaluate((h) => h.scrollHeight > h.clientHeight + 1);
      expect(cut, `title cut: ${await card.locator('h3').textContent()}`).toBe(false);
      const old = card.locator('del');
      if (await old.count()) {
        const [o, c] = [await box(old), await box(card)];
        expect(o.x + o.width, 'old price inside its card').toBeLessThanOrEqual(c.x + c.width);
      }
    }
    await page.setViewportSize({ width: 320, height: 700 });
    for (const name of ['Best Sellers', 'New Arrivals']) {
      const tops = await page
        .getByRole('tablist', { name })
        .getByRole('tab')
        .evaluateAll((tabs) => tabs.map((t) => t.getBoundingClientRect().top));
      expect(new Set(tops).size, `${name} tabs on one row`).toBe(1);
    }
  });

  test('the breadcrumb keeps one line and ends a long title with an ellipsis', async ({ page }) => {
    await page.goto('/product/hikvision-4mp-acusense-dome-camera');
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const tops = await crumb
      .getByRole('listitem')
      .evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const current = crumb.locator('[aria-current="page"]');
    expect(await current.evaluate((el) => getComputedStyle(el).textOverflow)).toBe('ellipsis');
    expect(await current.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

test('the wishlist toggle says what it did, in both languages', async ({ page, context, baseURL }) => {
  for (const [lang, add, added] of [
    ['en', 'Add to Wishlist', 'In Wishlist'],
    ['tr', 'İstek Listesine Ekle', 'İstek Listesinde'],
  ] as const) {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.goto('/product/tp-link-poe-injector');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    const toggle = page.locator('button[aria-pressed]').filter({ hasText: add });
    await toggle.click();
    const pressed = page.getByRole('button', { name: added, exact: true });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await pressed.click();
    await expect(page.getByRole('button', { name: add, exact: true })).toHaveAttribute('aria-pressed', 'false');
  }
});

async function signIn(page: Page) {
  const email = `e2e-stock-${Date.now()}@registry.example`;
  const password = 'kirmizi-kamera-2026';
  expect((await page.request.post('/api/register', { data: { name: 'Deniz Kaya', email, password } })).status()).toBe(
    201,
  );
  expect((await page.request.post('/api/login', { data: { email, password } })).status()).toBe(200);
}

test('a product out of stock shows Out of Stock and cannot be added (product page, card, wishlist)', async ({
  page,
}) => {
  const soldOut = 'aiphone-jos-video-intercom-kit';
  await page.goto(`/product/${soldOut}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await page.goto('/products?category=intercoms');
  const card = page.locator('article').filter({ has: page.locator(`a[href="/product/${soldOut}"]`) });
  await expect(card.getByText('Out of Stock')).toBeVisible();

  await signIn(page);
  expect((await page.request.post('/api/wishlist/toggle', { data: { productId: soldOut } })).ok()).toBe(true);
  await page.goto('/wishlist');
  await expect(page.getByRole('button', { name: /^Out of Stock/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
});
