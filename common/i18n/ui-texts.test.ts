import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.ts';
import type { UiTexts } from './ui-texts.ts';
import en from './en/index.ts';
import { getI18n, loadAllLanguages } from './instance.ts';
import tr from './tr/index.ts';

/** Every key path with its value, e.g. "home.heroTitle". */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

describe('interface texts', () => {
  const english = leaves(en);
  const turkish = leaves(tr);

  it('have the same keys in English and Turkish', () => {
    const missingInTr = [...english.keys()].filter((k) => !turkish.has(k));
    const missingInEn = [...turkish.keys()].filter((k) => !english.has(k));
    expect({ missingInTr, missingInEn }).toEqual({ missingInTr: [], missingInEn: [] });
  });

  it('have no empty texts', () => {
    const empty = [...english, ...turkish].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('keep the spec texts exactly', () => {
    expect(en.search.placeholder).toBe('Search for products, brands or categories...');
    expect(en.search.noResults).toBe('No results found for "{{query}}".');
    expect(en.product.added).toBe('Product added to cart!');
    expect(en.newsletter.success).toBe('Success! Check your email for your 10% discount code.');
    expect(en.newsletter.invalidEmail).toBe('Please enter a valid email address');
    expect(en.errors.unexpected).toBe('Unexpected Application Error!');
    expect(tr.common.loading).toBe('Yükleniyor...');
    expect(tr.search.searching).toBe('Aranıyor...');
    expect(tr.product.notFoundTitle).toBe('Ürün bulunamadı');
    expect(tr.product.backHome).toBe('Ana Sayfaya Dön');
    expect(tr.common.priceUnavailable).toBe('Fiyat Yok');
    expect(tr.errors.somethingWrong).toBe('Bir şeyler yanlış gitti');
    expect(tr.errors.reload).toBe('Sayfayı Yenile');
    expect(tr.errors.appFailed).toBe(
      'Üzgünüz, uygulamamızda bir hata oluştu. Lütfen sayfayı yenileyip tekrar deneyin.',
    );
  });

  it('use the same interpolation variables in both languages', () => {
    const vars = (s: unknown) => [...String(s).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const differing = [...english]
      .filter(([k, v]) => JSON.stringify(vars(v)) !== JSON.stringify(vars(turkish.get(k))))
      .map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it('type every key: a misspelt key or texts of another shape do not compile', async () => {
    await loadAllLanguages();
    const { t } = getI18n('en');
    // @ts-expect-error: no such key (npm run typecheck fails when this line compiles)
    expect(t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error: texts with some missing are no UiTexts
    const partial: UiTexts = { ...en, common: { home: 'Home' } };
    expect(partial.common.home).toBe('Home');
  });

  it('hold every message key the schemas use, in every language', async () => {
    await loadAllLanguages();
    const dir = path.join(import.meta.dirname, '../schemas');
    const keys = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      // Keys are written whole ('account.errors.nameRequired') or under a prefix constant (`${E}.altTooLong`).
      const prefix = /const E = '([^']+)'/.exec(source)?.[1];
      for (const m of source.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+)'/g)) if (m[1] !== prefix) keys.add(m[1]);
      if (prefix) for (const m of source.matchAll(/`\$\{E\}\.([A-Za-z0-9_]+)`/g)) keys.add(`${prefix}.${m[1]}`);
    }
    expect(keys.size).toBeGreaterThan(60);
    const missing = LANGS.flatMap((code) =>
      [...keys].filter((key) => !getI18n(code).exists(key)).map((key) => `${code}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
