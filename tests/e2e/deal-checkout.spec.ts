import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../setup/pdf-text.ts';
import { fillAddress, fillCard, registerAndSignIn } from './helpers.ts';

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };

/**
 * What is shown is what is charged: a Value of the Day deal whose price differs from the regular
 * one, from the pages that show it to the order and the invoice; express delivery chosen at
 * checkout; a declined card says so.
 */
test('a deal at $49.99 instead of $69.99: shown, charged, recorded on the order and the invoice', async ({ page }) => {
  // The owner sets the deal (back-office API), then signs out.
  expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const endsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const set = await page.request.put('/api/admin/deal', {
    data: { productId: 'ajax-motionprotect-sensor', dealPrice: '49.99', oldPrice: '', stockCap: 5, endsAt },
  });
  expect(set.status()).toBe(200);
  await page.request.post('/api/logout');

  await registerAndSignIn(page);

  await page.goto('/value-of-day');
  await expect(page.getByRole('main')).toContainText('$49.99');
  await page.goto('/');
  await expect(page.getByRole('region', { name: /Ajax MotionProtect/ })).toContainText('$49.99');

  await page.goto('/product/ajax-motionprotect-sensor');
  const main = page.getByRole('main');
  await expect(main.getByText('$49.99').first()).toBeVisible();
  await expect(page.getByTestId('product-deal')).toContainText('Only 5 left at this price');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main')).toContainText('Value of the Day: $49.99 (regular $69.99)');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();

  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary).toContainText('Value of the Day: $49.99 (regular $69.99)');
  await expect(page.getByTestId('summary-total')).toHaveText('$53.99'); // 49.99 + free standard + 4.00 tax
  // Express for a subtotal under $50: $15.99; the summary follows the choice.
  const delivery = page.getByRole('group', { name: 'Delivery' });
  await expect(delivery.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  await delivery.getByRole('radio', { name: /Express delivery/ }).check();
  await expect(page.getByTestId('summary-shipping')).toHaveText('$15.99');
  await expect(page.getByTestId('summary-total')).toHaveText('$69.98');

  await fillAddress(page);
  // A declined card says so (not the service-error banner), and nothing is ordered.
  await fillCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Payment not completed' });
  await expect(alert).toContainText('Your card was declined');
  await expect(page.getByText('A service error occurred')).toHaveCount(0);

  // An American Express card (15 digits, 4-digit code) goes through.
  await page.getByRole('main').getByLabel('Card Number').fill('3782 822463 10005');
  await page.getByRole('main').getByLabel('CVV').fill('1234');
  await expect(page.getByTestId('summary-total')).toHaveText('$69.98');
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?order=GL-/);
  const confirmation = page.getByRole('main');
  await expect(confirmation).toContainText('Value of the Day: $49.99 (regular $69.99)');
  await expect(confirmation).toContainText('Express delivery');
  await expect(confirmation).toContainText('Shipping (Express)');
  await expect(confirmation).toContainText('$69.98');
  await expect(confirmation).toContainText('American Express ending in 0005');
  const invoiceNo = (await page.getByTestId('invoice-number').innerText()).trim();
  expect(invoiceNo).toMatch(/^INV-\d{6}$/);
  const number = (await page.getByTestId('order-number').innerText()).trim();

  await page.getByRole('link', { name: 'View My Orders' }).click();
  await expect(page.getByRole('main')).toContainText('Value of the Day: $49.99 (regular $69.99)');
  await expect(page.getByRole('main')).toContainText(`Invoice number: ${invoiceNo}`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${invoiceNo}-${number}.pdf`);
  const text = pdfText(readFileSync((await file.path())!));
  expect(text).toContain('Value of the Day: $49.99 (regular $69.99)');
  expect(text).toContain(invoiceNo);
  expect(text).toContain(number);
  expect(text).toContain('Shipping (Express)');
  expect(text).toContain('$69.98');

  // The deal now has 4 left, on the product page too.
  await page.goto('/product/ajax-motionprotect-sensor');
  await expect(page.getByTestId('product-deal')).toContainText('Only 4 left at this price');
});
