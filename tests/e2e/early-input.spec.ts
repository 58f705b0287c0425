import { expect, test, type Page } from '@playwright/test';

/**
 * What a shopper types or taps before the page's JavaScript has run is not lost. Each test holds
 * the app's scripts back, acts on the server's HTML, then lets the scripts through and checks the
 * outcome is the one the same action gets on a running page.
 */

/** Holds every built script until `release()`; the page shows its server HTML meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The app's router exists once the scripts ran; the assertions after it wait for the outcome. */
const hydrated = (page: Page) => page.waitForFunction(() => '__reactRouterDataRouter' in window);

test('text typed into the search box before the scripts run gets suggestions once they do', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
  await box.fill('hikvision');
  release();
  await hydrated(page);
  await expect(box).toHaveValue('hikvision');
  await expect(page.getByRole('main').getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('option').first()).toContainText(/hikvision/i);
});

test('a tab tapped before the scripts run is the selected one once they do (home and product page)', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const onSale = page.getByRole('tablist', { name: 'Best Sellers' }).getByRole('tab', { name: 'On Sale' });
  await onSale.click();
  release();
  await hydrated(page);
  await expect(onSale).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('tablist', { name: 'Best Sellers' }).getByRole('tab', { name: 'Featured' }),
  ).toHaveAttribute('aria-selected', 'false');

  const again = await holdScripts(page);
  await page.goto('/product/hikvision-4mp-acusense-dome-camera', { waitUntil: 'commit' });
  const specs = page.getByRole('tab', { name: 'Specifications' });
  await specs.click();
  again();
  await hydrated(page);
  await expect(specs).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Specifications' })).toBeVisible();
});

test('an FAQ question tapped before the scripts run is open once they do, the others closed', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/faq', { waitUntil: 'commit' });
  const questions = page.getByRole('main').getByRole('button', { expanded: true });
  await expect(questions.first()).toBeVisible();
  const second = page.getByRole('main').locator('button[aria-expanded]').nth(1);
  const name = (await second.textContent())!.trim();
  await second.click();
  release();
  await hydrated(page);
  // The server shows every answer; the running page collapses them. Wait for that first.
  await expect(page.getByRole('main').locator('button[aria-expanded]').first()).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('main').getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('the navigation dropdown opened before the scripts run is open once they do', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const security = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Security' });
  await security.click();
  release();
  await hydrated(page);
  await expect(security).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Security Cameras' }),
  ).toBeVisible();
});

test('on a phone, the menu tapped open before the scripts run opens once they do', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await holdScripts(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Mobile' })).toBeVisible();
});

test('the newsletter form sent before the scripts run answers on the page, as it does once they run', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const form = page.getByRole('main').getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await form.getByRole('textbox', { name: 'Email address' }).fill(`early-${Date.now()}@registry.example`);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  release();
  await hydrated(page);
  await expect(form.getByRole('status')).toContainText('Success! Check your email for your 10% discount code.');
  await expect(page).toHaveURL(/\/$/);
});

test('a search sent before the scripts run keeps the 2-character rule and still searches', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByRole('main').getByRole('combobox', { name: 'Search products' });
  await hero.fill(' a ');
  await hero.press('Enter');
  release();
  // Set by the replay itself, just before it sends what was held.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
  await expect(hero).toHaveValue(' a ');
  // The held submit was replayed on the running page, which refuses one character: the next
  // search is the first step away from home (had ' a ' been sent, Back would land on its results).
  await hero.fill('poe');
  await hero.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=poe/);
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

  const again = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await hero.fill('poe');
  await hero.press('Enter');
  again();
  await expect(page).toHaveURL(/\/products\?search=poe/);
  await expect(page.getByText(/Showing \d+ products?/)).toBeVisible();
});

test('two taps on "+" before the scripts run make a quantity of 3, as on a running page', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/product/tp-link-poe-injector', { waitUntil: 'commit' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  release();
  await hydrated(page);
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
});

test('"+" tapped twice and "Add to Cart" before the scripts run put 3 in the cart', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/product/tp-link-poe-injector', { waitUntil: 'commit' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await increase.click();
  await increase.click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: 'Product added to cart!' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
});

test('a filter box ticked before the scripts run applies once they do, as a tick on a running page does', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/products?category=security&subcategory=cameras', { waitUntil: 'commit' });
  const inStock = page.getByRole('group', { name: 'Availability' }).getByRole('checkbox');
  await inStock.check();
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]inStock=1/);
  await expect(page.getByRole('group', { name: 'Availability' }).getByRole('checkbox')).toBeChecked();
});

test('a sort chosen before the scripts run applies once they do', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/products?category=security&subcategory=cameras', { waitUntil: 'commit' });
  await page.getByLabel('Sort by').selectOption('price-desc');
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
});
