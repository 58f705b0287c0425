import { expect, test } from '@playwright/test';
import { registerAndSignIn } from './helpers.ts';

/** /checkout on phones: nothing wider than the screen at 320, 360 and 390 px, in both languages. */
test('the checkout fits 320, 360 and 390 px wide screens in English and Turkish', async ({ page }) => {
  await registerAndSignIn(page, 'Telefon Alıcı');
  for (const id of ['hikvision-4mp-ptz-camera', 'camera-junction-box']) {
    expect((await page.request.post('/api/cart/lines', { data: { productId: id, quantity: 1 } })).status()).toBe(200);
  }
  for (const lang of ['en', 'tr']) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: page.url() }]);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} at ${width}px`).toBeLessThanOrEqual(width);
      // Every input, select and radio lies within the screen.
      const overflow = await page.evaluate((w) =>
        [...document.querySelectorAll('main input:not([type=hidden]), main select, main button')]
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .filter((el) => el.getBoundingClientRect().right > w + 0.5)
          .map((el) => (el as HTMLInputElement).name || el.textContent),
        width,
      );
      expect(overflow, `${lang} at ${width}px`).toEqual([]);
    }
  }
});
