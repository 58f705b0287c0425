import { expect, test } from '@playwright/test';

test('browse: home → navigation dropdown → filtered list → product detail', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hot Products' })).toBeVisible();

  // Tabs follow the WAI-ARIA pattern.
  const onSale = page.getByRole('tab', { name: 'On Sale' });
  await onSale.click();
  await expect(onSale).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Top Rated' })).toBeFocused();

  // Dropdown opens on click and closes on outside click.
  const walkie = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Walkie-Talkies' });
  await walkie.click();
  await expect(walkie).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { name: 'Featured Categories' }).click();
  await expect(walkie).toHaveAttribute('aria-expanded', 'false');

  await walkie.hover();
  await expect(walkie).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Motorola', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Motorola Walkie-Talkies');
  await expect(page).toHaveURL(/\/products\?category=walkie-talkie&brand=motorola/);
  await expect(page.getByText(/Showing \d+ products?/)).toBeVisible();
  const cards = page.locator('main article');
  await expect(cards.first()).toContainText('Motorola');

  // Sorting changes the URL and the order.
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);

  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Products');
  const specs = page.getByRole('tab', { name: 'Specifications' });
  await specs.click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
});

test('the deal countdown ticks toward its end', async ({ page }) => {
  await page.goto('/');
  const timer = page.getByRole('timer').first();
  await expect(timer).toBeVisible();
  const before = await timer.innerText();
  await expect(timer).not.toHaveText(before, { timeout: 4000 });
});

test('hash-style links become normal paths, unknown paths go home', async ({ page }) => {
  await page.goto('/#/faq');
  await expect(page).toHaveURL(/\/faq$/);
  await page.goto('/this/does/not/exist');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/product/');
  await expect(page).toHaveURL(/\/products$/);
});

test('an unknown product shows the not-found page', async ({ page }) => {
  const response = await page.goto('/product/not-a-real-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { name: 'Hot Products' })).toBeVisible();
});

test("the Security menu's Sensors lists the sensors, named in heading and breadcrumb", async ({ page }) => {
  await page.goto('/');
  // React has taken over the server HTML, so the click opens the menu rather than racing hydration.
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
  const security = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Security' });
  await security.click();
  await expect(security).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Sensors', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=security&subcategory=sensors/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sensors');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
    /Home\s*\/\s*All Products\s*\/\s*Security\s*\/\s*Sensors/,
  );
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(2);
  await expect(page.locator('main')).toContainText('Ajax MotionProtect');
  await expect(page.locator('main')).toContainText('HALO Smart Sensor');
});
