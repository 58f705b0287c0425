import AxeBuilder from '@axe-core/playwright';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '#server/db/client.ts';
import { seedCatalog } from '#server/db/seed.ts';
import { products } from '#server/db/schema.ts';
import { FACET_BRAND, FACET_PRODUCTS } from '#tests/setup/facet-products.ts';
import { E2E_PORT } from './ports.ts';

/**
 * The /products filters in a browser: tick "4 MP", see the counts and the URL follow, the back
 * button restores the list; in English and Turkish, at desktop width and on a 390 px phone; axe
 * on the filtered page. The shop runs on its own database here, seeded and then given cameras
 * with typed data (tests/setup/facet-products.ts), next to the shared e2e server.
 */
const PORT = E2E_PORT + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const OURS = `/products?category=security&subcategory=cameras&brand=${FACET_BRAND}`;

let server: ChildProcess | null = null;
let dataDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-filters-'));
  const handle = await openDatabase({ dataDir });
  await seedCatalog(handle.db);
  await handle.db.insert(products).values(
    FACET_PRODUCTS.map((p, i) => ({
      id: p.id,
      title: `${p.brand ?? FACET_BRAND} ${p.id.replace(/-/g, ' ')}`,
      brand: p.brand ?? FACET_BRAND,
      category: p.category ?? 'security',
      subcategory: p.subcategory ?? 'cameras',
      priceCents: p.priceCents,
      stock: p.stock,
      attributes: p.attributes,
      position: 10_000 + i,
    })),
  );
  await handle.close();
  // Its own process group: npx, tsx and node stop together.
  server = spawn('npx', ['tsx', 'server/main.ts'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SESSION_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL: 'admin@guardline.test',
      ADMIN_PASSWORD: 'admin-password-for-e2e',
      PUBLIC_URL: BASE,
      SMTP_URL: '',
    },
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${BASE}/api/products?subcategory=cameras&brand=${FACET_BRAND}`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const TEXTS = {
  en: { resolution: 'Resolution', matches: (n: number) => `${n} products match`, show: 'Show Filters' },
  tr: { resolution: 'Çözünürlük', matches: (n: number) => `${n} ürün eşleşiyor`, show: 'Filtreleri Göster' },
} as const;

async function open(page: Page, lang: 'en' | 'tr', url: string) {
  await page.context().addCookies([{ name: 'lang', value: lang, url: BASE }]);
  await page.goto(`${BASE}${url}`);
}

async function showFiltersOnPhone(page: Page, lang: 'en' | 'tr') {
  const toggle = page.getByRole('button', { name: TEXTS[lang].show });
  if (await toggle.isVisible()) await toggle.click();
}

for (const width of [1366, 390] as const) {
  for (const lang of ['en', 'tr'] as const) {
    test(`ticking 4 MP narrows the list and the URL; back restores it (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await open(page, lang, OURS);
      const texts = TEXTS[lang];
      await expect(page.getByText(texts.matches(6))).toBeVisible();
      await showFiltersOnPhone(page, lang);
      const resolution = page.getByRole('group', { name: texts.resolution });
      await expect(resolution).toBeVisible();
      const fourMp = resolution.getByRole('checkbox', { name: '4 MP (3)' });
      await fourMp.check();
      await expect(page).toHaveURL(/resolutionMp=4/);
      await expect(page.getByText(texts.matches(3))).toBeVisible();
      await showFiltersOnPhone(page, lang);
      await expect(
        page.getByRole('group', { name: texts.resolution }).getByRole('checkbox', { name: '4 MP (3)' }),
      ).toBeChecked();
      // Other facets now apply 4 MP: one dome among ours.
      await expect(page.getByRole('checkbox', { name: 'Dome (1)' })).toBeAttached();

      await page.goBack();
      await expect(page).not.toHaveURL(/resolutionMp/);
      await expect(page.getByText(texts.matches(6))).toBeVisible();
      await showFiltersOnPhone(page, lang);
      await expect(page.getByRole('checkbox', { name: '4 MP (3)' })).not.toBeChecked();
    });
  }
}

test('the filtered list passes axe, in both languages, at desktop and phone width', async ({ page }) => {
  for (const width of [1366, 390]) {
    for (const lang of ['en', 'tr'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, lang, `${OURS}&resolutionMp=4&inStock=1`);
      await showFiltersOnPhone(page, lang);
      await expect(page.getByRole('group', { name: TEXTS[lang].resolution })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .setLegacyMode(true)
        .analyze();
      expect(
        results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
        `${lang} ${width}`,
      ).toEqual([]);
      // Nothing of the filters wider than the screen (the breadcrumb is the layout's).
      const wide = await page.evaluate(
        (w) =>
          [...document.querySelectorAll('#product-filters *, [data-testid=filter-total] ~ * *')]
            .filter((e) => e.getBoundingClientRect().right > w + 1)
            .slice(0, 5)
            .map((e) => `${e.tagName}.${e.className}`),
        width,
      );
      expect(wide, `${lang} ${width}`).toEqual([]);
    }
  }
});
