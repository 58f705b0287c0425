import { expect, test, type Page } from '@playwright/test';
import { registerAndSignIn } from './helpers.ts';

/**
 * A signed-in shopper with a cart and a wish gets the shared pages (rendered once for everyone)
 * with their own parts filled in by the server (docs/decisions/008): the header's badges, their
 * accessible names and the sign-out button, the product's wishlist button. The page must show
 * them in its first HTML, hydrate over it without a mismatch and without moving, and work
 * without JavaScript.
 */
const PRODUCT = 'halo-smart-sensor';

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

/** Where the header and the start of the page's content are, and what the header's own parts say. */
async function headerState(page: Page) {
  const banner = page.getByRole('banner');
  const box = async (selector: string) => {
    const b = await page.locator(selector).first().boundingBox();
    return b && [b.x, b.y, b.width, b.height].map(Math.round);
  };
  return {
    header: await box('header'),
    main: await box('main'),
    cartLink: await box('header a[href="/cart"]'),
    cart: await banner.getByRole('link', { name: /^Cart, / }).textContent(),
    signOut: await banner.getByRole('button', { name: 'Log Out' }).count(),
  };
}

test('signed in with a cart and a wish: the shared pages show the shopper’s own parts, hydrate without a mismatch or a shift, and work without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await registerAndSignIn(page, 'Pelin Personal');
  const banner = page.getByRole('banner');
  await page.goto(`/product/${PRODUCT}`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Product added to cart!')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Wishlist' }).click();
  await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  await expect(banner.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));

  for (const url of ['/', '/products', `/product/${PRODUCT}`]) {
    const release = await holdScripts(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    // The server's HTML, before any script: the shopper's own parts are already there.
    const before = await headerState(page);
    await expect(banner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    expect(before.signOut, url).toBe(1);
    if (url.startsWith('/product/'))
      await expect(page.getByRole('main').getByRole('button', { name: 'In Wishlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    // Hydrated over the same markup: the same parts, in the same places.
    expect(await headerState(page), url).toEqual(before);
    if (url.startsWith('/product/'))
      await expect(page.getByRole('main').getByRole('button', { name: 'In Wishlist' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await page.unrouteAll({ behavior: 'wait' });
  }
  expect(errors, 'no hydration errors').toEqual([]);

  // Hydrated from the page's own state, the wishlist toggle still works and the header follows.
  await page.getByRole('main').getByRole('button', { name: 'In Wishlist' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(banner.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();

  // Without JavaScript: the same parts from the server, and the plain sign-out form.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noJs.newPage();
  await plain.goto(`/product/${PRODUCT}`);
  const plainBanner = plain.getByRole('banner');
  await expect(plainBanner.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(plainBanner.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  await expect(plain.getByRole('main').getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await plainBanner.getByRole('button', { name: 'Log Out' }).click();
  await expect(plain).toHaveURL(/\/$/);
  await expect(plainBanner.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await noJs.close();

  // Signed out elsewhere: this browser's next page is the anonymous one, and its sign-out is gone too.
  await page.goto('/');
  await expect(banner.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
});

test('the sign-out button in the header signs out with a full page load', async ({ page }) => {
  await registerAndSignIn(page, 'Sena Signout');
  await page.goto('/products');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
});
