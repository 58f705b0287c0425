import { expect, type Browser, type Page } from '@playwright/test';

let counter = 0;

/** The checkout form's values the journeys that place an order fill in (an address in Türkiye, a card the test provider accepts). */
export const CHECKOUT_ADDRESS = {
  firstName: 'Deniz',
  lastName: 'Kaya',
  email: 'deniz@example.com',
  phone: '+90 532 123 45 67',
  address: 'Moda Cad. No: 5',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
};
export const CHECKOUT_CARD = {
  cardName: 'DENIZ KAYA',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvv: '123',
};

/** Registers through the page and signs in; returns the credentials. */
export async function registerAndSignIn(page: Page, name = 'Deniz Kaya') {
  const email = `e2e-${Date.now()}-${++counter}@example.com`;
  const password = 'kirmizi-kamera-2026';
  await page.goto('/register');
  await page.getByRole('main').getByLabel('Full Name').fill(name);
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  // The page moves on to /login by itself after 3 seconds.
  await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });
  await page.getByRole('main').getByLabel('Email').fill(email);
  await page.getByRole('main').getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/account$/);
  return { email, password };
}

export async function fillAddress(
  page: Page,
  prefix: 'Billing Information' | 'Fatura Bilgileri' = 'Billing Information',
) {
  const section = page.getByRole('group', { name: prefix });
  const tr = prefix !== 'Billing Information';
  await section.getByLabel(tr ? 'Ad' : 'First Name', { exact: true }).fill('Deniz');
  await section.getByLabel(tr ? 'Soyad' : 'Last Name').fill('Kaya');
  await section.getByLabel(tr ? 'E-posta' : 'Email').fill('deniz@example.com');
  await section.getByLabel(tr ? 'Adres' : 'Address', { exact: true }).fill('Moda Cad. No: 5');
  await section.getByLabel(tr ? 'Şehir' : 'City').fill('İstanbul');
  await section.getByLabel(tr ? 'İlçe' : 'District').fill('Kadıköy');
  await section.getByLabel(tr ? 'Posta Kodu' : 'Postal Code').fill('34710');
}

export async function fillCard(page: Page, number = '4242 4242 4242 4242') {
  await page.getByRole('main').getByLabel('Name on Card').fill('DENIZ KAYA');
  await page.getByRole('main').getByLabel('Card Number').fill(number);
  await page.getByRole('main').getByLabel('Expiration Date (MM/YY)').fill('12/30');
  await page.getByRole('main').getByLabel('CVV').fill('123');
}

/** The SESSION_SECRET scripts/e2e-server.mjs starts the shop with: it signs unsubscribe links. */
const E2E_SECRET = 'e2e-secret-that-is-long-enough-0123456789';

/** The unsubscribe link a marketing mail to `email` carries (path and query). */
export async function unsubscribeLink(email: string): Promise<string> {
  const { Signer } = await import('../../server/services/identity.server.ts');
  const { unsubscribeParams } = await import('../../server/mail/unsubscribe.ts');
  return `/unsubscribe?${new URLSearchParams(unsubscribeParams(new Signer(E2E_SECRET), email))}`;
}

const ADMIN_SIGN_IN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };

/**
 * Sets a product's stock through the back office's API, its other fields as they are. A journey
 * whose page depends on stock calls it first: the journeys share one shop, and those that order
 * spend the seed's stock (the junction box has 10) in whatever order the halves run them.
 */
export async function setStock(browser: Browser, baseURL: string | undefined, id: string, stock: number) {
  const admin = await browser.newContext({ baseURL });
  try {
    expect((await admin.request.post('/api/login', { data: ADMIN_SIGN_IN })).status()).toBe(200);
    const product = await (await admin.request.get(`/api/admin/products/${id}`)).json();
    const saved = await admin.request.put(`/api/admin/products/${id}`, {
      data: {
        title: product.title,
        description: product.description,
        price: (product.priceCents / 100).toFixed(2),
        oldPrice: product.oldPriceCents == null ? '' : (product.oldPriceCents / 100).toFixed(2),
        stock,
        category: product.category,
        subcategory: product.subcategory ?? '',
        brand: product.brand,
        isNew: product.isNew,
        isFeatured: product.isFeatured,
        hidden: product.hidden,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await admin.close();
  }
}
