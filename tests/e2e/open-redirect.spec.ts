import { expect, test } from '@playwright/test';

/** The hash-path script (/#/faq → /faq) follows the shop's one safe-redirect rule. */
test('hash paths stay on the site', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.goto('/#/faq');
  await expect(page).toHaveURL(`${origin}/faq`);
  for (const trick of [
    '/#//evil.example',
    '/#/\\evil.example',
    '/#/%5Cevil.example',
    '/#/%2F/evil.example',
    '/#/%09/evil.example',
  ]) {
    // A request leaving the site would fail (no such host); the page must stay here.
    const left: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== origin) left.push(request.url());
    });
    await page.goto(trick);
    await page.waitForLoadState('load');
    await expect(page).toHaveURL(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`));
    expect(new URL(page.url()).pathname, trick).toBe('/');
    expect(left, trick).toEqual([]);
    page.removeAllListeners('request');
  }
});
