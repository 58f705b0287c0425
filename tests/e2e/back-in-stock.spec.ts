import { expect, test } from '@playwright/test';
import { registerAndSignIn, unsubscribeLink } from './helpers.ts';

/** Sold out in the seed. */
const SOLD_OUT = '/product/aiphone-jos-video-intercom-kit';

test('a sold-out product offers "Notify me when available": checked in the page, answered in place', async ({
  page,
}) => {
  await page.goto(SOLD_OUT);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  const notify = page.getByRole('region', { name: 'Notify me when available' });
  const email = notify.getByRole('textbox', { name: 'Email address' });
  await email.fill('not-an-address');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // By keyboard: type the address, Enter submits.
  await email.fill('waiting-reader@customer.example');
  await email.press('Enter');
  await expect(notify.getByRole('status')).toHaveText(
    'Almost done: confirm the link we sent to your e-mail, and we will tell you when it is back.',
  );
  await expect(notify.getByRole('alert')).toHaveCount(0);
  // A product in stock has no such form.
  await page.goto('/product/halo-smart-sensor');
  await expect(page.getByRole('region', { name: 'Notify me when available' })).toHaveCount(0);
});

test('the form is filled in for a signed-in shopper, and speaks Turkish', async ({ page }) => {
  const { email } = await registerAndSignIn(page, 'Bekleyen Alıcı');
  await page.context().addCookies([{ name: 'lang', value: 'tr', url: page.url() }]);
  await page.goto(SOLD_OUT);
  const notify = page.getByRole('region', { name: 'Stoğa girince haber ver' });
  await expect(notify.getByRole('textbox', { name: 'E-posta adresi' })).toHaveValue(email);
  await notify.getByRole('button', { name: 'Haber ver' }).click();
  await expect(notify.getByRole('status')).toContainText('e-postanıza gönderdiğimiz bağlantıyı onaylayın');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the notify form posts as a page and shows its answer', async ({ page }) => {
    await page.goto(SOLD_OUT);
    const notify = page.getByRole('region', { name: 'Notify me when available' });
    await notify.getByRole('textbox', { name: 'Email address' }).fill('no-script@customer.example');
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('region', { name: 'Notify me when available' }).getByRole('status')).toHaveText(
      /^Almost done: confirm the link/,
    );
  });

  test('the unsubscribe link: the address masked, one button, no sign-in', async ({ page }) => {
    const address = 'leaving-reader@customer.example';
    expect((await page.request.post('/api/newsletter', { data: { email: address } })).status()).toBe(201);
    await page.goto(await unsubscribeLink(address));
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Stop our newsletter and back-in-stock e-mails to l••••@customer.example?',
    );
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /^You are unsubscribed\. l••••@customer\.example/,
    );
  });
});

test('the unsubscribe link with JavaScript, and a forged one refused with a message', async ({ page }) => {
  const address = 'leaving-too@customer.example';
  expect((await page.request.post('/api/newsletter', { data: { email: address } })).status()).toBe(201);
  await page.goto(await unsubscribeLink(address));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^You are unsubscribed\./);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  const forged = (await unsubscribeLink(address)).replace(/t=[^&]+/, 't=forged-signature');
  const response = await page.goto(forged);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This unsubscribe link is not valid. Use the link from the most recent e-mail.',
  );
});
