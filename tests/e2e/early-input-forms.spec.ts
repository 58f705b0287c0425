import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';
import { CHECKOUT_ADDRESS as address, CHECKOUT_CARD as card, fillAddress, fillCard } from './helpers.ts';
import { E2E_SMTP_PORT } from './ports.ts';

/**
 * Every form keeps what a shopper typed or chose while the page was still loading its scripts,
 * and its submit then gives the same answer as on a running page. Each journey holds the app's
 * scripts back, fills the server's HTML, lets the scripts through, waits for the app to run and
 * checks the values are still there, and that the form does what it does on a running page.
 */

/** Holds every built script until `release()`; the page shows its server HTML meanwhile. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Set by the app once it has hydrated and replayed what the early-input script held. */
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 30_000 });

/** Opens `path` with the scripts held, runs `early` on the server's HTML, then lets the app start. */
async function beforeHydration(page: Page, path: string, early: () => Promise<void>) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await early();
  release();
  await hydrated(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}

// Each journey signs in, fills a whole form and waits for the app: room for a busy machine.
test.describe.configure({ timeout: 120_000 });

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const PASSWORD = 'kirmizi-kamera-2026';
let counter = 0;
const freshEmail = (what: string) => `e2e-early-${what}-${Date.now()}-${++counter}@example.com`;

/** An account made and signed in through the API (the cookies land in the page's context). */
async function signedIn(request: APIRequestContext) {
  const email = freshEmail('account');
  expect(
    (await request.post('/api/register', { data: { name: 'Deniz Kaya', email, password: PASSWORD } })).status(),
  ).toBe(201);
  expect((await request.post('/api/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  return email;
}

async function addToCart(request: APIRequestContext, productId: string, quantity = 1) {
  expect((await request.post('/api/cart/lines', { data: { productId, quantity } })).ok()).toBe(true);
}

const cartLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });

test('sign-in: the address and password typed before the scripts run sign in once they do', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext();
  const email = await signedIn(other.request);
  await other.close();
  const main = page.getByRole('main');
  await beforeHydration(page, '/login', async () => {
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password').fill(PASSWORD);
  });
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await expect(main.getByLabel('Password')).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test('register: the fields typed before the scripts run register once they do', async ({ page }) => {
  const email = freshEmail('register');
  const main = page.getByRole('main');
  await beforeHydration(page, '/register', async () => {
    await main.getByLabel('Full Name').fill('Deniz Kaya');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await main.getByLabel('Confirm Password').fill(PASSWORD);
  });
  await expect(main.getByLabel('Full Name')).toHaveValue('Deniz Kaya');
  await expect(main.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
});

test('forgot password: the address typed before the scripts run is kept and sends the link', async ({ page }) => {
  const main = page.getByRole('main');
  await beforeHydration(page, '/forgot-password', async () => {
    await main.getByLabel('Email').fill('someone@example.com');
  });
  await expect(main.getByLabel('Email')).toHaveValue('someone@example.com');
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email is required')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for this address' })).toBeVisible();
});

test('forgot password: sent before the scripts run, the same answer', async ({ page }) => {
  const main = page.getByRole('main');
  await beforeHydration(page, '/forgot-password', async () => {
    await main.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
  });
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for this address' })).toBeVisible();
  await expect(page.getByText('Email is required')).toHaveCount(0);
});

test.describe('reset password', () => {
  let smtp: TestSmtp;
  test.beforeAll(async () => {
    smtp = await startTestSmtp(E2E_SMTP_PORT);
  });
  test.afterAll(async () => {
    await smtp?.stop();
  });

  test('the new password typed before the scripts run is kept and set', async ({ page, browser }) => {
    const other = await browser.newContext();
    const email = await signedIn(other.request);
    await other.close();
    expect((await page.request.post('/forgot-password', { form: { email } })).ok()).toBe(true);
    const mail = await smtp.waitFor((m) => m.to.includes(email), 20_000);
    const link = /http:\/\/127\.0\.0\.1:\d+(\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeTruthy();
    const fresh = 'a-whole-new-password-7';
    await beforeHydration(page, link!, async () => {
      await page.getByLabel('New Password', { exact: true }).fill(fresh);
      await page.getByLabel('Confirm New Password').fill(fresh);
    });
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue(fresh);
    await expect(page.getByLabel('Confirm New Password')).toHaveValue(fresh);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page).toHaveURL(/\/login\?reset=done$/);
  });
});

test('contact: the message typed before the scripts run is kept and sent', async ({ page }) => {
  const main = page.getByRole('main');
  const message = `A question typed early about PoE budgets. ${Date.now()}`;
  await beforeHydration(page, '/contact', async () => {
    await main.getByLabel('Name').fill('Deniz Kaya');
    await main.getByLabel('Email').fill('deniz@example.com');
    await main.getByLabel('Subject').fill('PoE budget');
    await main.getByRole('textbox', { name: 'Message' }).fill(message);
  });
  await expect(main.getByLabel('Name')).toHaveValue('Deniz Kaya');
  await expect(main.getByLabel('Subject')).toHaveValue('PoE budget');
  await expect(main.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  await main.getByRole('button', { name: 'Send Message' }).click();
  await expect(main.getByText('Send Another Message')).toBeVisible();
});

test('newsletter (footer): the address typed before the scripts run is kept and subscribes on the page', async ({
  page,
}) => {
  const footer = page.getByRole('contentinfo');
  const email = freshEmail('news');
  await beforeHydration(page, '/about', async () => {
    await footer.getByRole('textbox', { name: 'Email address' }).fill(email);
  });
  await expect(footer.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).not.toHaveText('');
  await expect(footer.getByRole('status')).not.toHaveText(/valid email/i);
  await expect(page).toHaveURL(/\/about$/);
});

test('checkout: the address, card and express delivery chosen before the scripts run are kept and order', async ({
  page,
}) => {
  await signedIn(page.request);
  await addToCart(page.request, 'tp-link-poe-injector');
  const main = page.getByRole('main');
  await beforeHydration(page, '/checkout', async () => {
    await fillAddress(page);
    await fillCard(page);
    await main.getByRole('radio', { name: /Express/ }).check();
  });
  const billing = page.getByRole('group', { name: 'Billing Information' });
  await expect(billing.getByLabel('First Name', { exact: true })).toHaveValue(address.firstName);
  await expect(billing.getByLabel('City')).toHaveValue(address.city);
  await expect(main.getByLabel('Card Number')).toHaveValue(card.cardNumber);
  await expect(main.getByRole('radio', { name: /Express/ })).toBeChecked();
  // The summary charges what was chosen, as it does when Express is ticked on a running page.
  await expect(main.getByText('Shipping (Express)')).toBeVisible();
  await main.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation/);
});

test('checkout: a country abroad chosen before the scripts run offers international delivery once they do', async ({
  page,
}) => {
  await signedIn(page.request);
  await addToCart(page.request, 'tp-link-poe-injector');
  const main = page.getByRole('main');
  const billing = page.getByRole('group', { name: 'Billing Information' });
  await beforeHydration(page, '/checkout', async () => {
    await billing.getByLabel('Country').selectOption('DE');
  });
  await expect(billing.getByLabel('Country')).toHaveValue('DE');
  await expect(main.getByRole('radio', { name: /Express/ })).toBeDisabled();
  await expect(main.getByText('Shipping (International)')).toBeVisible();
});

test('profile: the changes typed before the scripts run are kept and saved', async ({ page }) => {
  await signedIn(page.request);
  const main = page.getByRole('main');
  await beforeHydration(page, '/profile?edit=profile', async () => {
    await main.getByLabel('Name').fill('Deniz Yıldız');
    await main.getByLabel('Phone').fill('+90 532 765 43 21');
  });
  await expect(main.getByLabel('Name')).toHaveValue('Deniz Yıldız');
  await expect(main.getByLabel('Phone')).toHaveValue('+90 532 765 43 21');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'Your profile has been updated.' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: 'Deniz Yıldız' })).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: '+90 532 765 43 21' })).toBeVisible();
});

test('review: the stars and text chosen before the scripts run are kept and sent', async ({ page, browser }) => {
  const productId = 'tp-link-poe-injector';
  await signedIn(page.request);
  await addToCart(page.request, productId);
  const order = await page.request.post('/api/checkout', {
    headers: { 'Idempotency-Key': `e2e-early-review-${Date.now()}` },
    data: {
      cart: [{ id: productId, quantity: 1 }],
      billingInfo: address,
      shippingSameAsBilling: true,
      paymentInfo: card,
    },
  });
  expect(order.status()).toBe(201);
  const number = (await order.json()).order.number as string;
  const admin = await browser.newContext();
  expect((await admin.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  expect(
    (await admin.request.post(`/api/admin/orders/${number}/ship`, { data: { trackingNumber: 'TRK123456' } })).status(),
  ).toBe(200);
  expect((await admin.request.post(`/api/admin/orders/${number}/deliver`, { data: {} })).status()).toBe(200);
  await admin.close();

  const text = `Easy to fit, powers the camera fine. ${Date.now()}`;
  await beforeHydration(page, `/product/${productId}/review`, async () => {
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel('Your review', { exact: true }).fill(text);
  });
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByLabel('Your review', { exact: true })).toHaveValue(text);
  await page.getByRole('button', { name: 'Send review' }).click();
  await expect(page.getByText('Thank you! Your review is waiting for approval.')).toBeVisible();
});

test('planner: the cameras and days entered before the scripts run are kept and planned', async ({ page }) => {
  const form = page.getByTestId('planner-form');
  await beforeHydration(page, '/planner', async () => {
    await form.getByRole('spinbutton').first().fill('3');
    await form.getByLabel(/days/i).fill('14');
  });
  await expect(form.getByRole('spinbutton').first()).toHaveValue('3');
  await expect(form.getByLabel(/days/i)).toHaveValue('14');
  await form.getByRole('button').last().click();
  await expect(page).toHaveURL(/[?&]days=14/);
  await expect(page).toHaveURL(/[?&]q\.[^=]+=3/);
});

test('cart: a quantity chosen before the scripts run is saved once they do, as on a running page', async ({ page }) => {
  await signedIn(page.request);
  await addToCart(page.request, 'tp-link-poe-injector');
  const quantity = page.getByRole('main').getByRole('combobox', { name: /^Quantity for/ });
  await beforeHydration(page, '/cart', async () => {
    await quantity.selectOption('3');
  });
  await expect(quantity).toHaveValue('3');
  await expect(cartLink(page, 3)).toBeVisible();
  await page.reload();
  await expect(quantity).toHaveValue('3');
});

test('cart: "Custom..." chosen before the scripts run opens the number field once they do', async ({ page }) => {
  await signedIn(page.request);
  await addToCart(page.request, 'tp-link-poe-injector');
  const main = page.getByRole('main');
  await beforeHydration(page, '/cart', async () => {
    await main.getByRole('combobox', { name: /^Quantity for/ }).selectOption('custom');
  });
  const field = main.getByRole('spinbutton', { name: /^Custom quantity for/ });
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill('12');
  await main.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(cartLink(page, 12)).toBeVisible();
});

test('cart: a custom quantity typed before the scripts run is the one Update saves', async ({ page }) => {
  await signedIn(page.request);
  await addToCart(page.request, 'tp-link-poe-injector', 12);
  const main = page.getByRole('main');
  const field = main.getByRole('spinbutton', { name: /^Custom quantity for/ });
  await beforeHydration(page, '/cart', async () => {
    await field.fill('15');
  });
  await expect(field).toHaveValue('15');
  await main.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(cartLink(page, 15)).toBeVisible();
  await expect(field).toHaveValue('15');
});

test('product page: a quantity typed before the scripts run is the one "+" counts from', async ({ page }) => {
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  await beforeHydration(page, '/product/tp-link-poe-injector', async () => {
    await quantity.fill('4');
  });
  await expect(quantity).toHaveValue('4');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveValue('5');
});
