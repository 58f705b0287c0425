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
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${lang} at ${width}px`,
      ).toBeLessThanOrEqual(width);
      // Every input, select and radio lies within the screen.
      const overflow = await page.evaluate(
        (w) =>
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

/** Whether an element lies (at least partly) inside the visible screen. */
async function onScreen(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'body', inView: false };
    const box = el.getBoundingClientRect();
    return {
      tag: el.getAttribute('name') ?? el.getAttribute('role') ?? el.tagName,
      inView: box.bottom > 0 && box.top < window.innerHeight,
    };
  });
}

test('at 320 px in Turkish, form errors and a declined card take the shopper to what went wrong', async ({ page }) => {
  await registerAndSignIn(page, 'Telefon Alıcı');
  expect(
    (await page.request.post('/api/cart/lines', { data: { productId: 'camera-junction-box', quantity: 1 } })).status(),
  ).toBe(200);
  await page.context().addCookies([{ name: 'lang', value: 'tr', url: page.url() }]);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ödeme');

  // Nothing filled in but the prefilled name and e-mail: the first invalid field gets the focus, on screen.
  const submit = page.getByRole('button', { name: 'Siparişi Tamamla' });
  await submit.click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
  expect(await onScreen(page)).toEqual({ tag: 'billingInfo.address', inView: true });

  // A declined card: the banner with the reason gets the focus and is scrolled into view.
  const section = page.getByRole('group', { name: 'Fatura Bilgileri' });
  await section.getByLabel('Adres', { exact: true }).fill('Moda Cad. No: 5');
  await section.getByLabel('Şehir').fill('İstanbul');
  await section.getByLabel('İlçe').fill('Kadıköy');
  await section.getByLabel('Posta Kodu').fill('34710');
  await page.getByRole('main').getByLabel('Kart Üzerindeki İsim').fill('TELEFON ALICI');
  await page.getByRole('main').getByLabel('Kart Numarası').fill('4000 0000 0000 0002');
  await page.getByRole('main').getByLabel('Son Kullanma Tarihi (AA/YY)').fill('12/30');
  await page.getByRole('main').getByLabel('CVV').fill('123');
  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Ödeme tamamlanamadı' });
  await expect(alert).toContainText('Kartınız reddedildi');
  // The focused element is the banner's frame (so a screen reader reads the reason too).
  await expect(page.locator(':focus')).toContainText('Kartınız reddedildi');
  expect((await onScreen(page)).inView).toBe(true);
});
