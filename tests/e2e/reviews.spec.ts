import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { CHECKOUT_ADDRESS as address, CHECKOUT_CARD as card } from './helpers.ts';

/**
 * Reviews from real buyers (docs/product.md §22): a shopper whose order was delivered writes a
 * review, the admin publishes it, the product page shows it with the new count. In English on a
 * desktop and in Turkish on a 390 px phone; axe checks the review form and /admin/reviews.
 */

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, testInfo: TestInfo, state: string) {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  const report = results.violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')),
  }));
  if (report.length)
    await testInfo.attach(`axe ${state}`, { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
  expect(report, `axe violations on ${page.url()} (${state})`).toEqual([]);
}

/** A shopper (signed in through the API: the cookies land in the page's context) with a delivered order of the product. */
async function shopperWithDeliveredOrder(shopper: APIRequestContext, admin: APIRequestContext, productId: string) {
  const email = `e2e-reviews-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'kirmizi-kamera-2026';
  expect((await shopper.post('/api/register', { data: { name: 'Deniz Kaya', email, password } })).status()).toBe(201);
  expect((await shopper.post('/api/login', { data: { email, password } })).status()).toBe(200);
  expect((await shopper.post('/api/cart/lines', { data: { productId, quantity: 1 } })).ok()).toBe(true);
  const order = await shopper.post('/api/checkout', {
    headers: { 'Idempotency-Key': `e2e-reviews-${email}` },
    data: {
      cart: [{ id: productId, quantity: 1 }],
      billingInfo: address,
      shippingSameAsBilling: true,
      paymentInfo: card,
    },
  });
  expect(order.status()).toBe(201);
  const number = (await order.json()).order.number as string;
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  expect(
    (await admin.post(`/api/admin/orders/${number}/ship`, { data: { trackingNumber: 'TRK123456' } })).status(),
  ).toBe(200);
  expect((await admin.post(`/api/admin/orders/${number}/deliver`, { data: {} })).status()).toBe(200);
}

type Texts = {
  lang: 'en' | 'tr';
  writeLink: string;
  fiveStars: string;
  text: string;
  send: string;
  saved: string;
  publish: string;
  published: string;
  verified: string;
  reviews: (count: number) => string;
};

const TEXTS: Record<'en' | 'tr', Texts> = {
  en: {
    lang: 'en',
    writeLink: 'Write or edit your review',
    fiveStars: '5 stars',
    text: 'Your review',
    send: 'Send review',
    saved: 'Thank you! Your review is waiting for approval.',
    publish: 'Publish',
    published: 'The review is published.',
    verified: 'Verified purchase',
    reviews: (n) => `${n} review${n === 1 ? '' : 's'}`,
  },
  tr: {
    lang: 'tr',
    writeLink: 'Yorumunuzu yazın ya da düzenleyin',
    fiveStars: '5 yıldız',
    text: 'Yorumunuz',
    send: 'Yorumu gönder',
    saved: 'Teşekkürler! Yorumunuz onay bekliyor.',
    publish: 'Yayınla',
    published: 'Yorum yayınlandı.',
    verified: 'Doğrulanmış satın alma',
    reviews: (n) => `${n} yorum`,
  },
};

async function journey(
  browser: Browser,
  baseURL: string | undefined,
  testInfo: TestInfo,
  texts: Texts,
  productId: string,
  viewport: { width: number; height: number },
) {
  const cookies = [{ name: 'lang', value: texts.lang, url: baseURL! }];
  const shopperContext = await browser.newContext({ baseURL, viewport });
  const adminContext = await browser.newContext({ baseURL, viewport });
  await shopperContext.addCookies(cookies);
  await adminContext.addCookies(cookies);
  const shopper = await shopperContext.newPage();
  const admin = await adminContext.newPage();
  await shopperWithDeliveredOrder(shopper.request, admin.request, productId);
  const reviewText =
    texts.lang === 'tr'
      ? `Kurulumu kolay, ses çok net. ${Date.now()}`
      : `Easy to fit and the sound is clear. ${Date.now()}`;

  // The product page: the count before, the way to the form.
  await shopper.goto(`/product/${productId}`);
  const before = (await (await shopper.request.get(`/api/products/${productId}`)).json()).reviewCount as number;
  const reviews = shopper.locator('#reviews');
  await expect(reviews).toContainText(texts.reviews(before));
  await reviews.getByRole('link', { name: texts.writeLink }).click();
  await expect(shopper).toHaveURL(new RegExp(`/product/${productId}/review$`));

  // The form: stars as labelled radio buttons, the text.
  await shopper.getByRole('radio', { name: texts.fiveStars }).check();
  await shopper.getByLabel(texts.text, { exact: true }).fill(reviewText);
  await expectNoViolations(shopper, testInfo, `review form ${texts.lang}`);
  await shopper.getByRole('button', { name: texts.send }).click();
  await expect(shopper.getByText(texts.saved)).toBeVisible();
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Not on the product page yet.
  await shopper.goto(`/product/${productId}`);
  await expect(shopper.locator('#reviews')).not.toContainText(reviewText);

  // The admin publishes it.
  await admin.goto('/admin/reviews?status=pending');
  const item = admin.getByTestId('admin-review').filter({ hasText: reviewText });
  await expect(item).toBeVisible();
  await expect(item).toContainText(texts.verified);
  await expectNoViolations(admin, testInfo, `admin reviews ${texts.lang}`);
  await item.getByRole('button', { name: texts.publish }).click();
  await expect(admin.getByText(texts.published)).toBeVisible();
  await expect(admin.getByTestId('admin-review').filter({ hasText: reviewText })).toHaveCount(0);

  // The product page shows it, verified, in its language, with the new count.
  await shopper.goto(`/product/${productId}`);
  const shown = shopper.locator('#reviews li').filter({ hasText: reviewText });
  await expect(shown).toContainText(texts.verified);
  await expect(shown).toHaveAttribute('lang', texts.lang);
  await expect(shopper.locator('#reviews')).toContainText(texts.reviews(before + 1));
  expect(await shopper.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await Promise.all([shopperContext.close(), adminContext.close()]);
}

test('English, desktop: a buyer reviews a delivered product, the admin publishes it, the product shows it', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await journey(browser, baseURL, testInfo, TEXTS.en, 'camera-junction-box', { width: 1280, height: 900 });
});

test('Turkish, 390 px phone: the same journey', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  await journey(browser, baseURL, testInfo, TEXTS.tr, 'retevis-heavy-duty-headset', { width: 390, height: 844 });
});
