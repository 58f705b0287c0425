import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { CHECKOUT_ADDRESS as address, CHECKOUT_CARD as card, unsubscribeLink } from './helpers.ts';

/**
 * axe (WCAG 2.0/2.1 A and AA) on every page of app/routes.ts, in English and Turkish, at desktop
 * width (project "desktop"), including the states a visitor opens: menus, search suggestions,
 * filters, a FAQ answer, an expanded order, form errors. At phone width (project "phone", Pixel 7)
 * the pages whose layout changes there (`phone: true`: the hamburger menu and mobile search, the
 * filter drawer, tables that become cards, the checkout's stacked form), in Turkish: the markup is
 * the language's own only in its texts, which the desktop scans read in both languages, and
 * Turkish's longer words are the harder case for the narrow layout. The other pages are the same
 * markup in one column (docs/decisions/016-ci-budget.md).
 * Zero violations is the bar.
 */

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const PASSWORD = 'kirmizi-kamera-2026';
export const LANGS = ['en', 'tr'] as const;
type Who = 'anonymous' | 'shopper' | 'empty' | 'admin';
type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Session cookies per visitor, and the order the shopper placed; made once per worker and project. */
let sessions: Record<Exclude<Who, 'anonymous'>, Cookies>;
let orderNumber: string;
let unsubscribeLinkPath: string;
let discountId: number;

/** The visitors, their order, mail link and discount code: once per spec file (its beforeAll). */
export async function prepareVisitors(baseURL: string | undefined): Promise<void> {
  const signIn = async (email: string, password: string, register: boolean) => {
    const api = await playwrightRequest.newContext({ baseURL });
    if (register)
      expect((await api.post('/api/register', { data: { name: 'Deniz Kaya', email, password } })).status()).toBe(201);
    expect((await api.post('/api/login', { data: { email, password } })).status()).toBe(200);
    return api;
  };
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  // A shopper with an order (and a cancellation request about it), then a cart and a wishlist.
  const shopper = await signIn(`a11y-shopper-${unique}@example.com`, PASSWORD, true);
  expect(
    (await shopper.post('/api/cart/lines', { data: { productId: 'sandisk-high-endurance-256gb', quantity: 1 } })).ok(),
  ).toBe(true);
  const checkout = await shopper.post('/api/checkout', {
    headers: { 'Idempotency-Key': `a11y-${unique}` },
    data: {
      cart: [{ id: 'sandisk-high-endurance-256gb', quantity: 1 }],
      billingInfo: address,
      shippingSameAsBilling: true,
      paymentInfo: card,
    },
  });
  expect(checkout.status()).toBe(201);
  orderNumber = (await checkout.json()).order.number;
  const message = {
    name: 'Deniz Kaya',
    email: 'deniz@example.com',
    subject: `Cancellation request for order ${orderNumber}`,
    message: 'Please cancel this order, I ordered the wrong card.',
    orderNumber,
  };
  expect((await shopper.post('/api/contact', { data: message })).status()).toBe(201);
  expect(
    (await shopper.post('/api/newsletter', { data: { email: `a11y-${unique}@example.com`, source: 'home' } })).status(),
  ).toBe(201);
  for (const productId of ['halo-smart-sensor', 'tp-link-poe-injector']) {
    expect((await shopper.post('/api/cart/lines', { data: { productId, quantity: 1 } })).ok()).toBe(true);
    expect((await shopper.post('/api/wishlist/toggle', { data: { productId } })).ok()).toBe(true);
  }

  unsubscribeLinkPath = await unsubscribeLink(`a11y-${unique}@example.com`);
  const empty = await signIn(`a11y-empty-${unique}@example.com`, PASSWORD, true);
  const admin = await signIn(ADMIN.email, ADMIN.password, false);
  // A discount code (its page, and the checkout's field with a refusal under it).
  const code = await admin.post('/api/admin/discounts', {
    data: { code: `A11Y-${unique}`.slice(0, 32), kind: 'percent', value: 10, minOrder: '20', maxUses: 50 },
  });
  expect(code.status()).toBe(201);
  discountId = (await code.json()).id;
  sessions = {
    shopper: (await shopper.storageState()).cookies,
    empty: (await empty.storageState()).cookies,
    admin: (await admin.storageState()).cookies,
  };
  await Promise.all([shopper.dispose(), empty.dispose(), admin.dispose()]);
}

/** React has taken over the server HTML (hydrateRoot marks its container), so clicks do what they say. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
}

async function expectNoViolations(page: Page, testInfo: TestInfo, state: string) {
  // Legacy mode runs axe.run in the page itself (the shop has no cross-origin frames) instead of
  // finishing in a second, blank page; details are computed for violations only. Both save time.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true)
    .analyze();
  const report = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary?.replace(/\s+/g, ' ') })),
  }));
  if (report.length)
    await testInfo.attach(`axe ${state}`, { body: JSON.stringify(report, null, 2), contentType: 'application/json' });
  expect.soft(report, `axe violations on ${page.url()} (${state})`).toEqual([]);
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

type Step = { name: string; run: (page: Page, testInfo: TestInfo) => Promise<'skip' | void> };
/** `phone`: scanned at phone width too, because the layout there is not the desktop's in one column. */
export type Case = { name: string; who: Who; path: () => string; steps?: Step[]; phone?: boolean };

/** Header states: a dropdown of the blue bar (desktop), the hamburger menu (phone), search suggestions. */
const headerSteps: Step[] = [
  {
    name: 'header dropdown open',
    run: async (page, testInfo) => {
      if (isPhone(testInfo)) return 'skip';
      const button = page.locator('header nav button[aria-expanded]').first();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'hamburger menu open',
    run: async (page, testInfo) => {
      if (!isPhone(testInfo)) return 'skip';
      await page.locator('button[aria-controls="mobile-menu"]').click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      const group = menu.locator('button[aria-controls^="mobile-group-"]').first();
      await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
    },
  },
  {
    name: 'search suggestions open',
    run: async (page, testInfo) => {
      if (isPhone(testInfo)) {
        await page.keyboard.press('Escape');
        await page.locator('button[aria-controls="mobile-search"]').click();
      }
      await page
        .locator(isPhone(testInfo) ? '#mobile-search' : 'header')
        .getByRole('combobox')
        .first()
        .fill('camera');
      await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
    },
  },
];

/** Sends the page's (last) form empty, so its field errors show. */
const errorsShown: Step = {
  name: 'errors shown',
  run: async (page) => {
    await page.getByRole('main').locator('button[type="submit"]').last().click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible();
  },
};

/** Every page of app/routes.ts (/product, /logout and unknown paths only redirect), in the states that matter. */
export const CASES: Case[] = [
  { name: 'home', who: 'anonymous', path: () => '/', steps: headerSteps, phone: true },
  { name: 'products', who: 'anonymous', path: () => '/products' },
  {
    name: 'products searched and filtered',
    phone: true,
    who: 'anonymous',
    path: () => '/products?search=camera&category=security&sort=price-asc',
    steps: [
      {
        name: 'filters shown',
        run: async (page, testInfo) => {
          if (!isPhone(testInfo)) return 'skip';
          await page.locator('button[aria-controls="product-filters"]').click();
          await expect(page.locator('#product-filters')).toBeVisible();
        },
      },
    ],
  },
  { name: 'product', who: 'shopper', path: () => '/product/halo-smart-sensor', phone: true },
  {
    name: 'product sold out',
    who: 'anonymous',
    path: () => '/product/aiphone-jos-video-intercom-kit',
    steps: [
      {
        name: 'notify error shown',
        run: async (page) => {
          const form = page.getByRole('main').locator('form:has(input[name="intent"][value="notify"])');
          await form.locator('button[type="submit"]').click();
          await expect(form.locator('[aria-invalid="true"]')).toBeVisible();
        },
      },
    ],
  },
  { name: 'product not found', who: 'anonymous', path: () => '/product/no-such-product' },
  { name: 'value of the day', who: 'anonymous', path: () => '/value-of-day' },
  { name: 'new arrivals', who: 'anonymous', path: () => '/new-arrivals' },
  {
    name: 'camera system planner',
    phone: true,
    who: 'anonymous',
    path: () => '/planner?cam=hikvision-4mp-acusense-dome-camera:6&cam=hikvision-4mp-ptz-camera:2&days=14',
  },
  { name: 'about', who: 'anonymous', path: () => '/about' },
  { name: 'shipping', who: 'anonymous', path: () => '/shipping' },
  { name: 'privacy policy', who: 'anonymous', path: () => '/privacy-policy' },
  { name: 'terms', who: 'anonymous', path: () => '/terms' },
  { name: 'returns', who: 'anonymous', path: () => '/returns' },
  {
    name: 'faq',
    who: 'anonymous',
    path: () => '/faq',
    steps: [
      {
        name: 'an answer open',
        run: async (page) => {
          const question = page.locator('#main button[aria-controls$="-panel"]').first();
          await question.click();
          await expect(question).toHaveAttribute('aria-expanded', 'true');
        },
      },
    ],
  },
  { name: 'contact', who: 'anonymous', path: () => '/contact', steps: [errorsShown] },
  { name: 'newsletter', who: 'anonymous', path: () => '/newsletter' },
  { name: 'newsletter confirm link broken', who: 'anonymous', path: () => '/newsletter/confirm?token=none' },
  { name: 'stock alert confirm link broken', who: 'anonymous', path: () => '/stock-alerts/confirm' },
  { name: 'unsubscribe link', who: 'anonymous', path: () => unsubscribeLinkPath },
  { name: 'unsubscribe link forged', who: 'anonymous', path: () => '/unsubscribe?e=eA&t=forged' },
  {
    name: 'sign-in from the guard',
    who: 'anonymous',
    path: () => '/login?redirectTo=%2Fcheckout',
    steps: [errorsShown],
  },
  { name: 'register', who: 'anonymous', path: () => '/register', steps: [errorsShown] },
  { name: 'forgot password', who: 'anonymous', path: () => '/forgot-password', steps: [errorsShown] },
  // The form a working link opens is walked in password-reset.spec.ts (its link comes by mail).
  { name: 'reset link refused', who: 'anonymous', path: () => '/reset-password?token=no-such-link' },
  { name: 'orders signed out', who: 'anonymous', path: () => '/orders' },
  { name: 'profile signed out', who: 'anonymous', path: () => '/profile' },
  { name: 'cart empty', who: 'empty', path: () => '/cart' },
  { name: 'cart with items', who: 'shopper', path: () => '/cart', phone: true },
  { name: 'wishlist empty', who: 'empty', path: () => '/wishlist' },
  { name: 'wishlist with items', who: 'shopper', path: () => '/wishlist', phone: true },
  { name: 'compare empty', who: 'anonymous', path: () => '/compare' },
  {
    name: 'compare three products',
    phone: true,
    who: 'anonymous',
    path: () => '/compare?ids=hikvision-4mp-acusense-dome-camera,hikvision-8-channel-poe-nvr,hikvision-4mp-ptz-camera',
  },
  {
    name: 'checkout',
    phone: true,
    who: 'shopper',
    path: () => '/checkout',
    steps: [
      errorsShown,
      {
        name: 'discount code refused',
        run: async (page) => {
          await page.getByRole('main').locator('input[name="discountCode"]').fill('NO-SUCH-CODE');
          await page.getByRole('main').locator('button[value="applyDiscount"]').click();
          await expect(page.getByRole('main').locator('[role="alert"]').last()).toBeVisible();
        },
      },
    ],
  },
  { name: 'order confirmation', who: 'shopper', path: () => `/order-confirmation?order=${orderNumber}` },
  {
    name: 'orders',
    phone: true,
    who: 'shopper',
    path: () => '/orders',
    steps: [
      {
        name: 'an order expanded',
        run: async (page) => {
          const toggle = page.locator('#main button[aria-expanded]').first();
          if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
          await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        },
      },
    ],
  },
  { name: 'orders none', who: 'empty', path: () => '/orders' },
  { name: 'account', who: 'shopper', path: () => '/account', phone: true },
  { name: 'profile editing', who: 'shopper', path: () => '/profile?edit=profile' },
  {
    name: 'profile',
    who: 'shopper',
    path: () => '/profile',
    steps: [{ ...errorsShown, name: 'password errors shown' }],
  },
  { name: 'back office for a shopper (404)', who: 'shopper', path: () => '/admin' },
  { name: 'admin dashboard', who: 'admin', path: () => '/admin', phone: true },
  { name: 'admin orders', who: 'admin', path: () => '/admin/orders', phone: true },
  { name: 'admin order', who: 'admin', path: () => `/admin/orders/${orderNumber}`, phone: true },
  { name: 'admin products', who: 'admin', path: () => '/admin/products', phone: true },
  { name: 'admin product edit', who: 'admin', path: () => '/admin/products/halo-smart-sensor' },
  { name: 'admin product new', who: 'admin', path: () => '/admin/products/new', steps: [errorsShown] },
  { name: 'admin deal', who: 'admin', path: () => '/admin/deal' },
  { name: 'admin messages', who: 'admin', path: () => '/admin/messages' },
  { name: 'admin subscribers', who: 'admin', path: () => '/admin/subscribers' },
  { name: 'admin mail', who: 'admin', path: () => '/admin/mail' },
  // The first mail: the setup's first order queued it.
  { name: 'admin mail detail', who: 'admin', path: () => '/admin/mail/1' },
  { name: 'admin discount codes', who: 'admin', path: () => '/admin/discounts' },
  { name: 'admin discount code new', who: 'admin', path: () => '/admin/discounts/new', steps: [errorsShown] },
  { name: 'admin discount code', who: 'admin', path: () => `/admin/discounts/${discountId}` },
];

/** One page state list: loaded, then each of its steps, scanned with axe; zero violations is the bar. */
export async function scanCase(
  c: Case,
  lang: (typeof LANGS)[number],
  { page, context, baseURL }: { page: Page; context: BrowserContext; baseURL: string | undefined },
  testInfo: TestInfo,
): Promise<void> {
  await context.addCookies([
    { name: 'lang', value: lang, url: baseURL! },
    ...(c.who === 'anonymous' ? [] : sessions[c.who]),
  ]);
  await page.goto(c.path());
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expectNoViolations(page, testInfo, 'as loaded');
  if (c.steps) await waitForHydration(page);
  for (const step of c.steps ?? []) {
    if ((await step.run(page, testInfo)) === 'skip') continue;
    await expectNoViolations(page, testInfo, step.name);
  }
}
