import { expect, test, type Page } from '@playwright/test';
import { fillAddress, fillCard, registerAndSignIn } from './helpers.ts';

/**
 * The discount code journey (docs/product.md §9.13, §17.8): the admin creates a code in the back
 * office; a shopper applies it at checkout (on a desktop and at 320 px), sees the discount and the
 * new tax and total in the summary, places the order and finds the discount on the confirmation
 * and in the order history. Unknown and expired codes say so under the field without moving it.
 */
const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const CAMERA = 'camera-junction-box'; // $41.99

async function signInAsAdmin(page: Page) {
  await page.goto('/login?redirectTo=%2Fadmin');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ADMIN.email);
  await main.getByLabel('Password').fill(ADMIN.password);
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** Creates a code through the back office's pages. */
async function createCode(page: Page, code: string, fields: { value: string; endsAt?: string }) {
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discount codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await page.getByRole('link', { name: 'New code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByLabel('Code', { exact: true }).fill(code);
  await main.getByLabel('Percentage off').check();
  await main.getByLabel('Value', { exact: true }).fill(fields.value);
  if (fields.endsAt) await main.getByLabel('Ends').fill(fields.endsAt);
  await main.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByText(`Code ${code.toUpperCase()} was created.`)).toBeVisible();
}

async function checkoutWithCart(page: Page, quantity: number) {
  expect((await page.request.post('/api/cart/lines', { data: { productId: CAMERA, quantity } })).status()).toBe(200);
  await page.goto('/checkout');
  await page.waitForSelector('html[data-hydrated]');
}

/** The discount line as an order summary reads it: "Discount (CODE) −$12.60". */
const line = (code: string, amount: string) =>
  new RegExp(`Discount \\(${code}\\)\\s*−\\$${amount.replace('.', '\\.')}`);
const summary = (page: Page) => page.getByRole('complementary', { name: 'Order Summary' });

test('the admin creates a code; a shopper applies it at checkout and sees it on the order', async ({
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const code = `e2e-save15-${Date.now() % 100000}`;
  await createCode(admin, code, { value: '15' });
  const old = `E2E-OLD-${Date.now() % 100000}`;
  await createCode(admin, old, { value: '10', endsAt: '2020-01-01T00:00' });
  await adminContext.close();

  const shopperContext = await browser.newContext({ baseURL });
  const page = await shopperContext.newPage();
  await registerAndSignIn(page);
  await checkoutWithCart(page, 2);
  const field = page.getByLabel('Discount code');
  const apply = summary(page).getByRole('button', { name: 'Apply' });
  const complete = page.getByRole('button', { name: 'Complete Order' });

  // Unknown, then expired: the reason under the field; nothing below it moves.
  const before = await complete.boundingBox();
  await field.fill('NO-SUCH-CODE');
  await apply.click();
  await expect(summary(page).getByRole('alert')).toHaveText(
    'This discount code does not exist. Please check it and try again.',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect((await complete.boundingBox())?.y).toBe(before?.y);
  await field.fill(old);
  await field.press('Enter');
  await expect(summary(page).getByRole('alert')).toHaveText('This discount code has expired.');
  await expect(page).toHaveURL(/\/checkout$/);

  // The real code, typed in lower case: $83.98 − $12.60 = $71.38 of goods, tax $5.71, total $77.09.
  await field.fill(code);
  await apply.click();
  const upper = code.toUpperCase();
  await expect(summary(page).getByText(`Code ${upper} applied: $12.60 off.`)).toBeVisible();
  await expect(summary(page).getByText(`Discount (${upper})`)).toBeVisible();
  await expect(page.getByTestId('summary-discount')).toHaveText('−$12.60');
  await expect(page.getByTestId('summary-total')).toHaveText('$77.09');
  await expect(summary(page).getByRole('alert')).toHaveCount(0);

  await fillAddress(page);
  await fillCard(page);
  await complete.click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=GL-\d+$/);
  const confirmation = page.getByRole('main');
  await expect(confirmation).toContainText(line(upper, '12.60'));
  await expect(confirmation).toContainText(/Total\s*\$77\.09/);
  const number = new URL(page.url()).searchParams.get('order')!;

  await page.goto('/orders');
  const toggle = page.getByRole('button', { name: new RegExp(number) });
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.locator(`#order-${number}`)).toContainText(line(upper, '12.60'));
  await shopperContext.close();
});

test('at 320 px the code field fits, applies and orders', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const code = `PHONE-${Date.now() % 100000}`;
  await createCode(admin, code, { value: '10' });
  await adminContext.close();

  const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 }, isMobile: true });
  const page = await context.newPage();
  await registerAndSignIn(page);
  await checkoutWithCart(page, 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const field = page.getByLabel('Discount code');
  await field.scrollIntoViewIfNeeded();
  await field.fill(code);
  await summary(page).getByRole('button', { name: 'Apply' }).click();
  // $41.99 − $4.20 = $37.79, tax $3.02: $40.81.
  await expect(page.getByTestId('summary-discount')).toHaveText('−$4.20');
  await expect(page.getByTestId('summary-total')).toHaveText('$40.81');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const box = await summary(page).getByRole('button', { name: 'Apply' }).boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);

  await fillAddress(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=GL-\d+$/);
  await expect(page.getByRole('main')).toContainText(line(code, '4.20'));
  await context.close();
});
