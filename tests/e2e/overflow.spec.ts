import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { png } from '../setup/images.ts';

/**
 * No page is wider than a phone's screen: every route at 320 and 360 px, in English and Turkish,
 * signed in as a shopper with a long e-mail address, with a long-titled product in the cart, the
 * wishlist and an order. A failure names the elements that stick out. The widths are the layout's
 * narrowest breakpoints (max-[359px], min-[360px]); the next is min-[400px], and a fluid page that
 * fits 360 px fits 390 px under the same rules, so 390 px adds nothing here.
 */

const ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-e2e' };
const SHOPPER = {
  name: 'Bartholomew Montgomery-Featherstonehaugh',
  email: 'a.very.long.name.for.testing.overflow@subdomain.registry.example',
  password: 'kirmizi-kamera-2026',
};
const LONG_ID = 'overflow-long-title-camera';
/** The longest code the back office takes (32 characters). */
const DISCOUNT_CODE = 'OVERFLOW-LONGEST-CODE-32-CHARS-X';
const LONG_TITLE =
  'Guardline ProVision DS-2CD2387G2P-LSU/SL-XR9000 ColorVu 8 MP Panoramic Turret Network Camera with AcuSense Deep Learning, Strobe Light and Two-Way Audio Alarm';
const address = {
  firstName: 'Bartholomew',
  lastName: 'Montgomery-Featherstonehaugh',
  email: SHOPPER.email,
  phone: '+90 532 123 45 67',
  address: 'Bağdat Caddesi Kızıltoprak Mahallesi No: 512/14',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34724',
  country: 'TR',
};
const card = {
  cardName: 'BARTHOLOMEW MONTGOMERY',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvv: '123',
};

type Setup = {
  shopper: Awaited<ReturnType<BrowserContext['storageState']>>;
  admin: Awaited<ReturnType<BrowserContext['storageState']>>;
  orderNumber: string;
  discountId: number;
};
let setup: Setup;

test.beforeAll(async ({ browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const created = await admin.request.post('/api/admin/products', {
    multipart: {
      id: LONG_ID,
      title: LONG_TITLE,
      description: 'A camera whose title is as long as the ones real shops list. '.repeat(4),
      price: '1249.99',
      oldPrice: '1899.99',
      stock: '25',
      category: 'security',
      brand: 'Hikvision',
      isNew: 'true',
      isFeatured: 'true',
      images: { name: 'camera.png', mimeType: 'image/png', buffer: png(16) },
    },
  });
  // A test that failed restarts the worker, and this runs again on the same shop.
  expect([201, 409], await created.text()).toContain(created.status());
  // A discount code as long as codes get, on every category, used by the shopper's order.
  const made = await admin.request.post('/api/admin/discounts', {
    data: {
      code: DISCOUNT_CODE,
      kind: 'fixed',
      value: '125.50',
      minOrder: '1000',
      maxUses: 100_000,
      maxUsesPerCustomer: 100_000,
      categories: ['security', 'walkie-talkie', 'network', 'cables', 'intercoms', 'accessories'],
      endsAt: '2099-12-31T23:59',
    },
  });
  expect([201, 409], await made.text()).toContain(made.status());
  const listed = await (await admin.request.get(`/api/admin/discounts?q=${DISCOUNT_CODE}`)).json();
  const discountId = listed.items[0].id as number;

  const shopper = await browser.newContext({ baseURL });
  const api = shopper.request;
  const registered = await api.post('/api/register', {
    data: { name: SHOPPER.name, email: SHOPPER.email, password: SHOPPER.password },
  });
  expect([201, 409]).toContain(registered.status());
  expect((await api.post('/api/login', { data: { email: SHOPPER.email, password: SHOPPER.password } })).status()).toBe(
    200,
  );
  expect((await api.post('/api/cart/lines', { data: { productId: LONG_ID, quantity: 2 } })).ok()).toBe(true);
  const order = await api.post('/api/checkout', {
    headers: { 'Idempotency-Key': `overflow-${Date.now()}` },
    data: {
      cart: [{ id: LONG_ID, quantity: 2 }],
      billingInfo: address,
      shippingSameAsBilling: true,
      paymentInfo: card,
      discountCode: DISCOUNT_CODE,
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const orderNumber = (await order.json()).order.number as string;
  // After the order: a full cart and wishlist for the pages that list them.
  expect((await api.post('/api/cart/lines', { data: { productId: LONG_ID, quantity: 3 } })).ok()).toBe(true);
  expect((await api.post('/api/cart/lines', { data: { productId: 'wall-mount-bracket', quantity: 1 } })).ok()).toBe(
    true,
  );
  expect((await api.post('/api/wishlist/toggle', { data: { productId: LONG_ID } })).ok()).toBe(true);
  expect((await api.post('/api/wishlist/toggle', { data: { productId: 'wall-mount-bracket' } })).ok()).toBe(true);
  setup = { shopper: await shopper.storageState(), admin: await admin.storageState(), orderNumber, discountId };
  await shopper.close();
  await admin.close();
});

/** In the page: is the document wider than the window, and which elements stick out past its right edge? */
function measure() {
  const width = window.innerWidth;
  const scrollWidth = document.documentElement.scrollWidth;
  // A clipping parent keeps the page narrow but hides what sticks out: every breadcrumb link
  // must be on screen, or a shopper cannot go back up (the deepest /products trail once was).
  const hiddenCrumbs = [
    ...document.querySelectorAll('nav[aria-label="Breadcrumb"] a, nav[aria-label="İçerik haritası"] a'),
  ].filter((a) => a.getBoundingClientRect().right > width + 0.5);
  if (hiddenCrumbs.length)
    return {
      scrollWidth,
      offenders: hiddenCrumbs.map(
        (a) => `breadcrumb link "${a.textContent}" ends at ${Math.round(a.getBoundingClientRect().right)}px`,
      ),
    };
  if (scrollWidth <= width) return null;
  const clippedBy = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.documentElement; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX !== 'visible' && p.getBoundingClientRect().right <= width + 0.5) return true;
    }
    return false;
  };
  const sticksOut = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.right > width + 0.5 && !clippedBy(el);
  };
  const describe = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className
        ? `.${el.className.trim().split(/\s+/).slice(0, 6).join('.')}`
        : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}> right=${Math.round(el.getBoundingClientRect().right)} "${text}"`;
  };
  // The outermost offenders: they stick out while their parent does not.
  const offenders = [...document.body.querySelectorAll('*')].filter(
    (el) => sticksOut(el) && !(el.parentElement && sticksOut(el.parentElement)),
  );
  return { scrollWidth, offenders: offenders.slice(0, 5).map(describe) };
}

async function check(page: Page, path: string, failures: string[]) {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const result = await page.evaluate(measure);
  if (result)
    failures.push(`${path}: page is ${result.scrollWidth}px wide\n      ${result.offenders.join('\n      ')}`);
}

async function contextFor(
  browser: Browser,
  baseURL: string,
  width: number,
  lang: string,
  storageState?: Setup['shopper'],
) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 800 }, hasTouch: true, storageState });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  return context;
}

for (const lang of ['en', 'tr']) {
  for (const width of [320, 360]) {
    test(`no page is wider than a ${width} px screen (${lang})`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const failures: string[] = [];
      const { orderNumber } = setup;

      const anonymous = await contextFor(browser, baseURL!, width, lang);
      const anonymousPage = await anonymous.newPage();
      for (const path of [
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password?token=no-such-link',
        '/profile',
        '/orders',
      ])
        await check(anonymousPage, path, failures);
      await anonymous.close();

      const shopper = await contextFor(browser, baseURL!, width, lang, setup.shopper);
      const page = await shopper.newPage();
      const shopperPages = [
        '/',
        '/products',
        // The deepest breadcrumb: category, subcategory and brand after Home and All Products.
        '/products?category=security&subcategory=cameras&brand=hikvision',
        `/products?search=${encodeURIComponent('ColorVu panoramic')}`,
        `/product/${LONG_ID}`,
        '/product/wall-mount-bracket',
        '/product/no-such-product',
        '/value-of-day',
        '/new-arrivals',
        '/planner?cam=hikvision-4mp-acusense-dome-camera:6&cam=hikvision-4mp-ptz-camera:2&days=14',
        '/about',
        '/shipping',
        '/privacy-policy',
        '/terms',
        '/returns',
        '/faq',
        '/newsletter',
        '/cart',
        '/wishlist',
        '/checkout',
        '/orders',
        `/order-confirmation?order=${orderNumber}`,
        '/account',
        '/profile',
        '/contact',
        `/contact?orderId=${orderNumber}`,
      ];
      for (const path of shopperPages) await check(page, path, failures);
      await shopper.close();

      const admin = await contextFor(browser, baseURL!, width, lang, setup.admin);
      const adminPage = await admin.newPage();
      const adminPages = [
        '/admin',
        '/admin/orders',
        `/admin/orders/${orderNumber}`,
        '/admin/products',
        '/admin/products/new',
        `/admin/products/${LONG_ID}`,
        '/admin/deal',
        '/admin/messages',
        '/admin/subscribers',
        '/admin/mail',
        '/admin/mail/1',
        '/admin/discounts',
        '/admin/discounts/new',
        `/admin/discounts/${setup.discountId}`,
      ];
      for (const path of adminPages) await check(adminPage, path, failures);
      await admin.close();

      expect(failures, `pages wider than ${width} px (${lang}):\n  ${failures.join('\n  ')}`).toEqual([]);
    });
  }
}

// The /shipping rates table fits a 320 px screen in both languages: no clipped cell, nothing to scroll.
for (const lang of ['en', 'tr'] as const) {
  test(`the /shipping rates table fits 320 px (${lang})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/shipping');
    const region = page.getByRole('region', {
      name: lang === 'tr' ? 'Sipariş ara toplamına göre kargo ücretleri' : 'Shipping costs by order subtotal',
    });
    await expect(region).toBeVisible();
    const size = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(size.scroll, `${lang}: table ${size.scroll} px in a ${size.client} px frame`).toBeLessThanOrEqual(
      size.client,
    );
    // Every shown cell lies inside the frame.
    const clipped = await region.evaluate((el) => {
      const frame = el.getBoundingClientRect();
      return [...el.querySelectorAll('th, td')]
        .filter((cell) => cell.getBoundingClientRect().right > frame.right + 0.5)
        .map((cell) => cell.textContent);
    });
    expect(clipped).toEqual([]);
  });
}
