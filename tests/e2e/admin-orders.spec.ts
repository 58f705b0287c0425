import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHECKOUT_ADDRESS as address, CHECKOUT_CARD as card } from './helpers.ts';

/** The back office's order journey: a shopper orders, the admin ships it; a cancellation request is approved and the stock comes back. */

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const PRODUCT = 'wall-mount-bracket';

/** A new shopper, registered and signed in through the API (the cookies land in the page's context). */
async function apiShopper(request: APIRequestContext) {
  const email = `e2e-admin-orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kirmizi-kamera-2026';
  expect((await request.post('/api/register', { data: { name: 'Deniz Kaya', email, password } })).status()).toBe(201);
  expect((await request.post('/api/login', { data: { email, password } })).status()).toBe(200);
  return { email };
}

/**
 * A request that survives the server closing an idle keep-alive connection just as it is reused
 * (the admin's steps leave the shopper's connection idle for seconds). Only used for requests
 * that are safe to repeat: GETs, adding to the cart, and a checkout with an idempotency key.
 */
async function retrying<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!/socket hang up|ECONNRESET|EPIPE/i.test(String(error))) throw error;
    return call();
  }
}

async function placeOrder(request: APIRequestContext, quantity: number): Promise<string> {
  expect((await retrying(() => request.post('/api/cart/lines', { data: { productId: PRODUCT, quantity } }))).ok()).toBe(
    true,
  );
  const key = `e2e-admin-orders-${Date.now()}-${quantity}`;
  const res = await retrying(() =>
    request.post('/api/checkout', {
      headers: { 'Idempotency-Key': key },
      data: { cart: [{ id: PRODUCT, quantity }], billingInfo: address, shippingSameAsBilling: true, paymentInfo: card },
    }),
  );
  expect(res.status()).toBe(201);
  return (await res.json()).order.number;
}

const stock = async (request: APIRequestContext) =>
  (await (await retrying(() => request.get(`/api/products/${PRODUCT}`))).json()).stock as number;

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(ADMIN.email);
  await main.getByLabel('Password').fill(ADMIN.password);
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
}

test('the admin ships an order and approves a cancellation request; the shopper sees both', async ({
  browser,
  baseURL,
}) => {
  const shopperContext = await browser.newContext({ baseURL });
  const adminContext = await browser.newContext({ baseURL });
  const shopper = await shopperContext.newPage();
  const admin = await adminContext.newPage();

  // The shopper orders through the API.
  await apiShopper(shopper.request);
  const shipped = await placeOrder(shopper.request, 1);

  // The admin signs in through the page and finds the order in the list.
  await signInAsAdmin(admin);
  await admin.goto('/admin/orders');
  await admin.getByRole('main').getByLabel('Search').fill(shipped);
  await admin.getByRole('button', { name: 'Show Orders' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders\\?q=${shipped}`));
  await admin.getByRole('link', { name: shipped }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${shipped}` })).toBeVisible();

  // Ship it with a tracking number.
  const main = admin.getByRole('main');
  await main.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(main.getByText('Tracking number is required')).toBeVisible();
  await main.getByLabel('Tracking number').fill('YK-2026-0042');
  await main.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'The order is marked as Shipped.' })).toBeVisible();
  await expect(main.getByText('YK-2026-0042')).toBeVisible();
  await expect(main.getByText('by Administrator')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

  // The shopper sees Shipped with the tracking number.
  await shopper.goto('/orders');
  const card = shopper.getByRole('button', { name: new RegExp(`Order ${shipped}`) });
  await expect(card).toContainText('Shipped');
  await expect(shopper.getByText('Tracking number: YK-2026-0042')).toBeVisible();

  // A second order, then a cancellation request from the contact page.
  const before = await stock(shopper.request);
  const cancelled = await placeOrder(shopper.request, 2);
  expect(await stock(shopper.request)).toBe(before - 2);
  await shopper.goto(`/contact?orderId=${cancelled}`);
  const form = shopper.getByRole('main');
  await expect(form.getByLabel('Subject')).toHaveValue(`Cancellation request for order ${cancelled}`);
  await form.getByRole('textbox', { name: 'Message' }).fill('Please cancel this order, I ordered the wrong bracket.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(shopper.getByText('Thank You!')).toBeVisible();

  // The dashboard lists the open request; the admin approves it on the order page.
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByRole('img', { name: 'Daily revenue, last 30 days' })).toBeVisible();
  await admin.getByRole('main').getByRole('link', { name: cancelled }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order ${cancelled}` })).toBeVisible();
  const requests = admin.getByRole('region', { name: 'Cancellation requests' });
  await expect(requests).toContainText('Please cancel this order, I ordered the wrong bracket.');
  await requests.getByLabel('Note (optional)').fill('Refunded to the card');
  await requests.getByRole('button', { name: 'Approve and Cancel Order' }).click();
  await expect(requests.getByRole('status').filter({ hasText: 'Request approved' })).toBeVisible();
  await expect(requests).toContainText('Approved');
  await expect(admin.getByRole('main').getByText('Refunded to the card').first()).toBeVisible();

  // The stock is back, on the product page's data too, and the shopper sees Cancelled.
  expect(await stock(shopper.request)).toBe(before);
  await shopper.goto('/orders');
  await expect(shopper.getByRole('button', { name: new RegExp(`Order ${cancelled}`) })).toContainText('Cancelled');

  await shopperContext.close();
  await adminContext.close();
});

test('the back office is hidden from shoppers and asks visitors to sign in', async ({ page }) => {
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Forders/);
  await apiShopper(page.request);
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(404);
});
