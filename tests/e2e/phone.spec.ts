import { expect, test } from '@playwright/test';

test('phone: hamburger menu with accordions, search toggle, filter toggle', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Mobile' });
  await expect(menu).toBeVisible();
  const security = menu.getByRole('button', { name: 'Security' });
  await expect(security).toHaveAttribute('aria-expanded', 'false');
  await security.click();
  await expect(security).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: 'Security Cameras' }).click();
  await expect(page).toHaveURL(/\/products\?category=security&subcategory=cameras/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Cameras');
  await expect(menu).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Show search' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const box = page.locator('#mobile-search').getByRole('combobox');
  await expect(box).toBeVisible();
  await box.fill('radio');
  await expect(page.locator('#mobile-search').getByRole('option').first()).toBeVisible();

  await page.goto('/products');
  const filters = page.getByRole('button', { name: 'Show Filters' });
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
  await filters.click();
  await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
});
