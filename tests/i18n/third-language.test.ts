import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import en from '#common/i18n/en/index.ts';
import type { UiTexts } from '#common/i18n/ui-texts.ts';
import { loadLanguage } from '#common/i18n/instance.ts';
import { addLanguage, isLang, LANGS, localeOf, type Lang } from '#common/languages.ts';
import { fillPath, pageRoutes, type PageRoute, type Principal } from '../setup/routes.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { PRODUCT, populatedShop, type World } from '../setup/world.ts';

/**
 * A third language is one table row and one catalogue: a throwaway language whose catalogue is
 * the English one with every text marked, added through the table's own API, renders every page
 * with no missing text (no fallback: `fallbackLng` is false, so a missing key would show as is).
 * Products take texts in it too: the back office edits them and the shop shows and finds them.
 */
const MARK = '‹xx›';
/** Every text marked; {{placeholders}} stay as they are, so interpolation still works. */
function marked<T>(value: T): T {
  if (typeof value === 'string') return `${MARK}${value}` as T;
  if (Array.isArray(value)) return value.map(marked) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, marked(v)])) as T;
  return value;
}

// The test's row: its code is no built-in Lang, which is what `isLang` admits after `addLanguage`.
const XX = 'xx' as Lang;
const missing: string[] = [];
let i18n: I18n;
let t: TestShop;
let world: World;
let pages: PageRoute[];

beforeAll(async () => {
  const catalogue: UiTexts = marked(en);
  addLanguage({ code: XX, locale: 'en-GB', name: 'Xx', load: async () => ({ default: catalogue }) });
  i18n = await loadLanguage(XX);
  // i18next reports a text it had to make up (the key, or a default value) only when asked to.
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_lngs, _ns, key) => missing.push(key);
  t = await createTestShop({ withPages: true });
  world = await populatedShop(t);
  pages = pageRoutes(t.build!).filter((route) => route.hasPage);
});
afterAll(() => t?.close());

function pageUrl(route: PageRoute): string {
  if (route.path === '/*') return '/no/such/page';
  const url = fillPath(route.path, world.samples);
  return url === '/order-confirmation' ? `${url}?order=${world.orderNumber}` : url;
}

describe('a third language', () => {
  it('is known everywhere once its row is added', () => {
    expect(isLang('xx')).toBe(true);
    expect(LANGS).toContain('xx');
    expect(localeOf(XX)).toBe('en-GB');
    // The hook works: a key nobody wrote is reported.
    i18n.t('no.such.key' as never);
    expect(missing.splice(0)).toEqual(['no.such.key']);
  });

  it('renders every page in it, with no missing text', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(30);
    const rendered = new Set<string>();
    for (const route of pages) {
      const url = pageUrl(route);
      for (const principal of ['anonymous', 'shopper', 'admin'] satisfies Principal[]) {
        const cookie = [world.cookies[principal](), 'lang=xx'].filter(Boolean).join('; ');
        const res = await t.request(url, { headers: { accept: 'text/html', cookie }, redirect: 'manual' });
        const what = `${principal} ${url} (${res.status})`;
        expect(res.status, what).toBeLessThan(500);
        const html = await res.text();
        // 400: a page that refuses what its URL names (a reset link without a working token) and says why.
        if (![200, 400, 404].includes(res.status)) continue;
        expect(html, what).toMatch(/<html lang="xx"/);
        // The page's own content, not only the header and footer, is in the new language.
        const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
        expect(main, what).toContain(MARK);
        // Every {{value}} a text names was given (e.g. the shipping rule's figures).
        expect(main.match(/\{\{\s*\w+\s*\}\}/g) ?? [], `${what}: texts with a value not given`).toEqual([]);
        rendered.add(route.path);
      }
    }
    expect(missing, 'texts i18next did not find in the new catalogue').toEqual([]);
    expect([...rendered].sort()).toEqual([...new Set(pages.map((route) => route.path))].sort());
  });

  it('offers it in the language switcher and takes it from Accept-Language', async () => {
    const res = await t.request('/about', { headers: { accept: 'text/html', 'accept-language': 'xx, en;q=0.5' } });
    const html = await res.text();
    expect(html).toMatch(/<html lang="xx"/);
    expect(html).toContain('name="lang" value="xx"');
    expect(html).toContain('>Xx</span>');
  });

  it("takes a product's texts in it from the back office and shows them on the product page in it", async () => {
    const url = `/api/admin/products/${PRODUCT}`;
    const before = await (await world.admin.call(url)).json();
    expect(before.missingTranslations.xx).toContain('title');
    const search = async () =>
      ((await (await t.request('/api/products?search=vexillograph')).json()).products as { id: string }[]).map(
        (p) => p.id,
      );
    expect(await search()).not.toContain(PRODUCT);
    const xx = {
      title: 'Xx Halo Smart Sensor',
      description: 'Xx: a sensor for quiet rooms, with the word vexillograph in it.',
      features: [{ name: 'Xx feature', value: 'Xx value' }],
    };
    const res = await world.admin.call(url, 'PUT', {
      title: before.title,
      description: before.description,
      price: (before.priceCents / 100).toFixed(2),
      oldPrice: before.oldPriceCents == null ? '' : (before.oldPriceCents / 100).toFixed(2),
      stock: before.stock,
      category: before.category,
      subcategory: before.subcategory ?? '',
      brand: before.brand,
      isNew: before.isNew,
      isFeatured: before.isFeatured,
      hidden: before.hidden,
      translations: { ...before.translations, xx },
    });
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved.translations.xx).toEqual(xx);
    // The other languages' texts are kept as they were.
    expect(saved.translations.tr).toEqual(before.translations.tr);
    expect(saved.missingTranslations.xx).not.toContain('title');
    expect(saved.missingTranslations.xx).toContain('specifications');

    const page = async (lang: string) => {
      const res = await t.request(`/product/${PRODUCT}`, { headers: { accept: 'text/html', cookie: `lang=${lang}` } });
      expect(res.status).toBe(200);
      return /<main[^>]*>([\s\S]*)<\/main>/.exec(await res.text())?.[1] ?? '';
    };
    const inXx = await page('xx');
    expect(inXx).toMatch(/<h1[^>]*>Xx Halo Smart Sensor<\/h1>/);
    expect(inXx).toContain('with the word vexillograph in it');
    expect(inXx).toContain('Xx feature');
    // A text it lacks shows the English one: the specifications.
    expect(inXx).toContain(before.specifications[0].group);
    // English and Turkish pages show none of it.
    for (const lang of ['en', 'tr']) expect(await page(lang)).not.toContain('Xx Halo Smart Sensor');

    // Search finds the product by its description in the new language.
    expect(await search()).toContain(PRODUCT);

    // The back office's product form has a block for it, filled in.
    const form = await t.request(`/admin/products/${PRODUCT}`, {
      headers: { accept: 'text/html', cookie: `${world.cookies.admin()}; lang=en` },
    });
    const html = await form.text();
    expect(html).toMatch(
      /<input[^>]*name="translations.xx.title"[^>]*value="Xx Halo Smart Sensor"|<input[^>]*value="Xx Halo Smart Sensor"[^>]*name="translations.xx.title"/,
    );
    expect(html).toContain('name="translations.tr.title"');
  });
});
