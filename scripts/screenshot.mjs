// Usage: node scripts/screenshot.mjs <url> <out.png> [width] [lang] — a look at a page in the system Chromium.
import { chromium } from '@playwright/test';

const [url, out, width = '1280', lang = 'en'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({
  viewport: { width: Number(width), height: 900 },
  locale: lang === 'tr' ? 'tr-TR' : 'en-US',
});
if (lang) await context.addCookies([{ name: 'lang', value: lang, url }]);
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.error('console:', m.text()));
page.on('pageerror', (e) => console.error('pageerror:', e.message));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.FULL !== '0' });
await browser.close();
