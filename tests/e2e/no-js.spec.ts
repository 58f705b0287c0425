import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('without JavaScript: browse, search and add to cart still work', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('main').getByRole('combobox', { name: 'Search products' }).fill('hikvision');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=hikvision/);
  await page.locator('main article').first().getByRole('link').click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
});
