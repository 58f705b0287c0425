import { expect, test } from '@playwright/test';
import { unsubscribeLink } from './helpers.ts';

/** "Notify me" and the unsubscribe page on phones: within 320 px, usable, in both languages. */
test('the notify form and the unsubscribe page fit a 320 px screen in English and Turkish', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  const address = 'phone-reader@customer.example';
  expect((await page.request.post('/api/newsletter', { data: { email: address } })).status()).toBe(201);
  const fits = async (what: string) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(320);
  for (const lang of ['en', 'tr'] as const) {
    await page.context().addCookies([{ name: 'lang', value: lang, url: 'http://127.0.0.1' }]);
    await page.goto('/product/aiphone-jos-video-intercom-kit');
    const notify = page.getByRole('region', {
      name: lang === 'en' ? 'Notify me when available' : 'Stoğa girince haber ver',
    });
    await notify.scrollIntoViewIfNeeded();
    const button = notify.getByRole('button', { name: lang === 'en' ? 'Notify me' : 'Haber ver' });
    const box = await button.boundingBox();
    expect(box!.x + box!.width, `${lang}: the button on screen`).toBeLessThanOrEqual(320);
    await fits(`${lang} product page`);
    await notify.getByRole('textbox').fill(`phone-${lang}@customer.example`);
    await button.tap();
    await expect(notify.getByRole('status')).not.toBeEmpty();
    await fits(`${lang} product page after the answer`);

    await page.goto(await unsubscribeLink(address));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(`${lang} unsubscribe page`);
  }
  await page.getByRole('button', { name: 'Abonelikten çık' }).tap();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^Aboneliğiniz sona erdi\./);
});
