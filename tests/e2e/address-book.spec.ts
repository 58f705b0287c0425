import { expect, test } from '@playwright/test';
import { fillCard, registerAndSignIn } from './helpers.ts';

/** Addresses abroad and the address book on a 390 px phone, in English and Turkish. */
test('a phone orders to Berlin without a district, finds the address on /account, and picks it next time', async ({
  page,
}) => {
  // Two orders and two checkouts on a machine shared with other suites.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAndSignIn(page, 'Anna Schmidt');
  const addToCart = async () =>
    expect(
      (
        await page.request.post('/api/cart/lines', { data: { productId: 'camera-junction-box', quantity: 1 } })
      ).status(),
    ).toBe(200);
  await addToCart();
  await page.goto('/checkout');
  const billing = page.getByRole('group', { name: 'Billing Information' });
  await expect(billing.getByLabel('District', { exact: true })).toBeVisible();
  await billing.getByLabel('Country').selectOption('DE');
  // Germany has no district: the field goes, postal code comes before the city.
  await expect(billing.getByLabel('District', { exact: true })).toHaveCount(0);
  await billing.getByLabel('Email').fill('anna@example.com');
  await billing.getByLabel('Address', { exact: true }).fill('Musterstraße 1');
  await billing.getByLabel('Postal Code').fill('10119');
  await billing.getByLabel('City').fill('Berlin');
  await expect(billing.getByLabel('Save to my address book as my default address')).toBeChecked();
  await fillCard(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByRole('main')).toContainText('10119 Berlin');
  await expect(page.getByRole('main')).not.toContainText('Berlin, Berlin');

  await page.goto('/account');
  const profile = page.locator('#profile');
  // "Default address", then the address as Germany writes it (it said "Not set").
  await expect(profile).toContainText('Default addressMusterstraße 110119 BerlinGermany');

  await addToCart();
  await page.goto('/checkout');
  const saved = billing.getByRole('radio', { name: /Musterstraße 1, 10119 Berlin, Germany/ });
  await expect(saved).toBeChecked();
  await expect(billing.getByLabel('Address', { exact: true })).toHaveValue('Musterstraße 1');
  await billing.getByRole('radio', { name: 'A new address' }).check();
  await expect(billing.getByLabel('Address', { exact: true })).toHaveValue('');
  await saved.check();
  await expect(billing.getByLabel('City')).toHaveValue('Berlin');
  await fillCard(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
  await expect(page.getByRole('main')).toContainText('10119 Berlin');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('in Turkish, the address book form follows the country and the new address becomes the default', async ({
  page,
}) => {
  // Two orders and two checkouts on a machine shared with other suites.
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await registerAndSignIn(page, 'Ayşe Yılmaz');
  await page.context().addCookies([{ name: 'lang', value: 'tr', url: page.url() }]);
  await page.goto('/account');
  const book = page.locator('#addresses');
  await expect(book).toContainText('Henüz kayıtlı adresiniz yok.');
  await book.getByRole('link', { name: 'Adres Ekle' }).click();
  const form = page.locator('#address-form');
  await expect(form.getByLabel('İlçe')).toBeVisible();
  await form.getByRole('button', { name: 'Adresi Kaydet' }).click();
  await expect(form).toContainText('İlçe gereklidir');
  await form.getByLabel('Ülke').selectOption('DE');
  await expect(form.getByLabel('İlçe')).toHaveCount(0);
  await form.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await form.getByLabel('Soyad').fill('Yılmaz');
  await form.getByLabel('Adres', { exact: true }).fill('Musterstraße 1');
  await form.getByLabel('Posta Kodu').fill('10119');
  await form.getByLabel('Şehir').fill('Berlin');
  await form.getByRole('button', { name: 'Adresi Kaydet' }).click();
  await expect(book).toContainText('Adres, adres defterinize kaydedildi.');
  await expect(book).toContainText('Varsayılan');
  await expect(page.locator('#profile')).toContainText('10119 Berlin');
  await expect(page.locator('#profile')).toContainText('Almanya');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
