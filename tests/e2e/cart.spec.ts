import { expect, test } from '@playwright/test';

test('detail: quantity, add to cart with a 3-second banner, badge, wishlist toggle', async ({ page }) => {
  await page.goto('/product/tp-link-poe-injector');
  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 0 items');

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Decrease quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'Product added to cart!' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');
  await expect(banner).toBeHidden({ timeout: 6000 });

  // Adding again sets the quantity rather than adding up.
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('5');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartLink).toHaveAccessibleName('Cart, 5 items');

  // The quantity never goes below 1.
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
  await page.getByRole('spinbutton', { name: 'Quantity' }).blur();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

  const wish = page.getByRole('button', { name: 'Add to Wishlist' });
  await expect(wish).toHaveAttribute('aria-pressed', 'false');
  await wish.click();
  // Pressed, the toggle says so.
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  // The server keeps it: a reload shows the same state in the first HTML.
  await page.reload();
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cartLink).toHaveAccessibleName('Cart, 5 items');
});

test('newsletter: validation message, then success', async ({ page }) => {
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
  await section.getByPlaceholder('Enter your email').fill('not-an-email');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByText('Please enter a valid email address')).toBeVisible();
  await section.getByPlaceholder('Enter your email').fill('shopper@example.com');
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(section.getByText('Success! Check your email for your 10% discount code.')).toBeVisible();
});
