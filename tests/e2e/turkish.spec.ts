import { expect, test } from '@playwright/test';

test('the language switcher turns the shop Turkish, and back', async ({ page }) => {
  await page.goto('/products?category=network');
  await page.getByRole('button', { name: /TR/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page).toHaveURL(/\/products\?category=network/);
  await expect(page.getByRole('heading', { name: 'Ağ', exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'İçerik haritası' })).toContainText('Tüm Ürünler');
  await expect(page.getByText(/4 ürün gösteriliyor/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox')).toHaveAttribute(
    'placeholder',
    'Ürün, marka veya kategori arayın...',
  );

  await page.goto('/product/yok-boyle-bir-urun');
  await expect(page.getByRole('heading', { name: 'Ürün bulunamadı' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana Sayfaya Dön' })).toBeVisible();

  // Turkish money: a dot between thousands, a comma before the cents (HALO costs $1,999 or the
  // deal's $1,700 until another journey starts a Value of the Day of its own).
  await page.goto('/product/halo-smart-sensor');
  await expect(page.getByText(/^\$1\.(999|700),00$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByText('Ürün sepete eklendi!')).toBeVisible();

  await page.getByRole('button', { name: /EN/ }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
});

test('Accept-Language picks Turkish for a first visit', async ({ browser }) => {
  const context = await browser.newContext({
    locale: 'tr-TR',
    extraHTTPHeaders: { 'accept-language': 'tr-TR,tr;q=0.9' },
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { name: 'Öne Çıkan Kategoriler' })).toBeVisible();
  await context.close();
});
