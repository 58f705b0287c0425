import { expect, test } from '@playwright/test';
import { fillAddress, fillCard, registerAndSignIn } from './helpers.ts';

test('register → sign in → add → cart → checkout → confirmation → orders → invoice', async ({ page }) => {
  await registerAndSignIn(page);

  await page.goto('/product/sandisk-high-endurance-256gb');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText('SanDisk High Endurance');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Same as billing' })).toBeChecked();
  await fillAddress(page);
  await fillCard(page);
  // Order Summary: 2 × $39.99, shipping $0.00, tax 8 %.
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('$79.98');
  await expect(summary).toContainText('$0.00');
  await expect(summary).toContainText('$6.40');
  await expect(summary).toContainText('$86.38');
  // The dates checkout promises are the order's from then on (docs/product.md §11.7).
  const promised = (
    await page.locator('label', { has: page.getByRole('radio', { name: /Standard delivery/ }) }).innerText()
  ).match(/Estimated delivery: .+/)![0];
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=GL-/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  const number = (await page.getByTestId('order-number').innerText()).trim();
  await expect(page.getByRole('main')).toContainText('$86.38');
  await expect(page.getByRole('main')).toContainText('Moda Cad. No: 5');
  await expect(page.getByRole('main')).toContainText(promised);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  const toggle = page.getByRole('button', { name: new RegExp(`Order ${number}`) });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Processing').first()).toBeVisible();
  await expect(page.getByText(/Leaves our warehouse by/)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(promised);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^invoice-INV-\\d{6}-${number}\\.pdf$`));
  const path = await file.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path!).subarray(0, 5).toString()).toBe('%PDF-');

  await expect(page.getByRole('link', { name: 'Request Cancellation' })).toHaveAttribute(
    'href',
    `/contact?orderId=${number}`,
  );
});

test('the guard sends an anonymous visitor to sign in and back', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout/);
  for (const path of ['/cart', '/wishlist', '/account']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(path)}`));
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.goto('/orders');
  await expect(page.getByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();

  // Sign in from the guard and come back to the page asked for.
  const { email, password } = await registerAndSignIn(page, 'Guard Test');
  const logOut = page.getByRole('banner').getByRole('button', { name: 'Log Out' });
  await logOut.click();
  // The sign-out must have happened before the next page is asked for.
  await expect(logOut).toBeHidden();
  await page.goto('/wishlist');
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
});

test('a declined card says it was declined and why (not the service error), and the cart stays', async ({ page }) => {
  await registerAndSignIn(page, 'Declined Card');
  await page.goto('/product/camera-junction-box');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.goto('/checkout');
  await fillAddress(page);
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment not completed');
  await expect(alert).toContainText('Your card was declined');
  await expect(alert).not.toContainText('A service error occurred');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  // A good card then goes through.
  await page.getByRole('main').getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByRole('main').getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
});

test('checkout validation in Turkish, errors clearing as fields are edited', async ({ page, context }) => {
  await registerAndSignIn(page, 'Türkçe Test');
  await context.addCookies([{ name: 'lang', value: 'tr', url: page.url() }]);
  await page.goto('/product/camera-junction-box');
  await page.getByRole('button', { name: 'Sepete Ekle' }).click();
  await expect(page.getByText('Ürün sepete eklendi!')).toBeVisible();
  await page.goto('/checkout');
  const billing = page.getByRole('group', { name: 'Fatura Bilgileri' });
  await billing.getByLabel('Ad', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(billing.getByText('Ad gereklidir')).toBeVisible();
  await expect(page.getByText('Kart numarası gereklidir')).toBeVisible();
  await page.getByRole('main').getByLabel('Kart Numarası').fill('1234');
  await expect(page.getByText('Kart numarası gereklidir')).toBeHidden();
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page.getByText('Geçersiz kart numarası')).toBeVisible();
  await page.getByRole('main').getByLabel('Son Kullanma Tarihi (AA/YY)').fill('1230');
  await page.getByRole('button', { name: 'Siparişi Tamamla' }).click();
  await expect(page.getByText('AA/YY biçimini kullanın')).toBeVisible();
});
