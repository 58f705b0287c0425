import { expect, test, type Page } from '@playwright/test';
import { png } from '../setup/images.ts';

/** The back office's catalogue journey: change a price, add a product with an image, start a new Value of the Day. */

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };

async function signInAsAdmin(page: Page, to = '/admin/products') {
  await page.goto(`/login?redirectTo=${encodeURIComponent(to)}`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ADMIN.email);
  await main.getByLabel('Password').fill(ADMIN.password);
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
}

test('the admin changes a price and the shop shows it', async ({ page }) => {
  await signInAsAdmin(page);
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search' }).fill('retevis');
  await main.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=retevis/);
  await expect(main.getByText('1 product', { exact: true })).toBeVisible();
  await main.getByRole('link', { name: /^Edit Retevis/ }).click();
  await expect(page).toHaveURL(/\/admin\/products\/retevis-heavy-duty-headset$/);

  // A price with three decimals is refused on the page, under the field and in an alert.
  const price = main.getByLabel('Price (USD)', { exact: true });
  await price.fill('64.499');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Use at most 2 decimals, like 189.99')).toBeVisible();
  await expect(main.getByRole('alert')).toContainText('Please correct the highlighted fields.');
  await expect(price).toBeFocused();

  await price.fill('64.50');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('Saved. The shop shows the change now.')).toBeVisible();

  await main.getByRole('link', { name: 'View in shop' }).click();
  await expect(page).toHaveURL(/\/product\/retevis-heavy-duty-headset$/);
  await expect(page.getByRole('main')).toContainText('$64.50');
});

test('the admin adds a product with an uploaded image and it shows up in search', async ({ page }) => {
  await signInAsAdmin(page);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/new$/);
  const id = `nebula-doorbell-${Date.now().toString(36)}`;
  await main.getByLabel('Product id').fill(id);
  await main.getByLabel('Title', { exact: true }).fill('Nebula Periscope Doorbell');
  await main
    .getByLabel('Description', { exact: true })
    .fill('A doorbell with a periscope lens that sees around corners.');
  await main.getByLabel('Price (USD)', { exact: true }).fill('129.90');
  await main.getByLabel('Old price (USD)').fill('149.90');
  await main.getByLabel('Stock', { exact: true }).fill('12');
  await main.getByLabel('Category', { exact: true }).selectOption('intercoms');
  await main.getByLabel('Brand', { exact: true }).fill('nebula');
  await main.getByLabel('New', { exact: true }).check();
  await main.getByLabel('Images').setInputFiles({ name: 'doorbell.png', mimeType: 'image/png', buffer: png(16) });
  await main.getByRole('button', { name: 'Add product' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/products/${id}\\?created=1$`));
  await expect(main.getByText('Product added.')).toBeVisible();
  const alt = main.getByLabel('Alt text of image 1', { exact: true });
  await expect(alt).toHaveValue('Nebula Periscope Doorbell');
  const thumbnail = main.locator('img[src^="/uploads/"]').first();
  await thumbnail.scrollIntoViewIfNeeded();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);

  // The header search finds it at once.
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.fill('nebula periscope');
  await page.getByRole('banner').getByRole('link', { name: 'View all results' }).click();
  await expect(page).toHaveURL(/\/products\?search=nebula/);
  const card = page.getByRole('main').locator('article', { hasText: 'Nebula Periscope Doorbell' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('$129.90');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Nebula Periscope Doorbell');
});

test('the admin starts a new Value of the Day and the home page shows it', async ({ page }) => {
  await signInAsAdmin(page, '/admin/deal');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Current deal' })).toBeVisible();

  await main.getByLabel('Product', { exact: true }).selectOption('tp-link-8-port-poe-switch');
  await main.getByLabel('Deal price (USD)').fill('89.00');
  // No old-price field: a deal is struck against the product's regular price ($109.99).
  await expect(main.getByLabel('Old price (USD)')).toHaveCount(0);
  await main.getByLabel('Stock for the deal').fill('3');
  // The end time defaults to 24 hours from now on the shop's clock.
  await expect(main.getByLabel('Ends at')).not.toHaveValue('');
  await main.getByRole('button', { name: 'Start deal' }).click();
  await expect(main.getByText('The new deal is running.')).toBeVisible();
  const current = main.getByRole('region', { name: 'Current deal' });
  await expect(current).toContainText('TP-Link');
  await expect(current).toContainText('$89.00');
  await expect(current.getByRole('timer')).toBeVisible();

  await page.goto('/');
  const promo = page.getByRole('region', { name: /TP-Link/ });
  await expect(promo).toContainText('$89.00');
  await expect(promo).toContainText('$109.99');
  await expect(promo).not.toContainText('$129.99');
  await expect(promo.getByRole('timer')).toBeVisible();
  await page.goto('/value-of-day');
  await expect(page.getByRole('main')).toContainText('$89.00');
});
