import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tr from '#common/i18n/tr/index.ts';
import { seedProductTextsTr } from '#server/db/catalog/products-tr.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * Turkish that reads as translated from English: each phrase a native reader would not write,
 * with what a Turkish shop writes instead. None may come back in any Turkish interface text
 * (pages, mails and the invoice read the same catalogue).
 */
const TRANSLATED: { phrase: string; natural: string }[] = [
  { phrase: 'Birisi, umarız sizsiniz', natural: 'şifre sıfırlama talebi aldık' },
  { phrase: 'planlayıcı kursun', natural: 'Sistemin tamamını planlayıcımız sizin için oluştursun' },
  { phrase: 'Neden Bizden Alışveriş Yapmalısınız', natural: 'Neden bizi tercih etmelisiniz?' },
  { phrase: 'kataloğunu yüklüyor', natural: 'Mağaza açılıyor, ürünler yükleniyor' },
  { phrase: 'kısa bir süre için hizmet veremiyor', natural: 'kısa bir süreliğine hizmet veremiyor' },
  { phrase: 'artık mevcut değil', natural: 'artık satışta değil' },
  { phrase: 'içinde bulunduğu bir sipariş', natural: 'siparişiniz size teslim edildikten sonra' },
  { phrase: 'gönderilmesin mi', natural: '… göndermeyi bırakalım mı?' },
  { phrase: 'Buradaki fiyatlar', natural: 'Bu listedeki fiyatlar' },
  { phrase: 'sunulan bir değer değil', natural: 'Seçtiğiniz filtrelerden biri bu listede yok' },
  { phrase: 'adlı müşteriden yeni sipariş', natural: '{{name}} yeni bir sipariş verdi' },
  { phrase: 'farklılık göstermiyor', natural: 'gösterilen özelliklerde hiçbir fark yok' },
  { phrase: 'Özel...', natural: 'Başka bir adet... (the cart\'s "Custom..." reads as "private")' },
  { phrase: 'için özel adet', natural: '{{title}} için istediğiniz adet' },
];

/** The same in the seed's Turkish product texts ("rated for", "comes in the box" word for word). */
const TRANSLATED_IN_PRODUCTS: { phrase: string; natural: string }[] = [
  { phrase: 'derecelendirilmiş', natural: 'için tasarlanmıştır' },
  { phrase: 'kutudan çıkar', natural: 'Kutuda … da bulunur' },
];

/** Every string of a catalogue, each with its key path. */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => stringsOf(v, at ? `${at}.${key}` : key));
  return [];
}

describe('Turkish that reads as written in Turkish', () => {
  it('no Turkish text carries a phrase that reads as translated from English', () => {
    const found = stringsOf(tr).flatMap(([key, text]) =>
      TRANSLATED.filter(({ phrase }) => text.includes(phrase)).map(
        ({ phrase, natural }) => `${key}: "${phrase}" (write e.g. "${natural}")`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('no seed product text in Turkish carries one either', () => {
    const found = Object.entries(seedProductTextsTr).flatMap(([id, texts]) =>
      stringsOf(texts).flatMap(([key, text]) =>
        TRANSLATED_IN_PRODUCTS.filter(({ phrase }) => text.includes(phrase)).map(
          ({ phrase, natural }) => `${id} ${key}: "${phrase}" (write e.g. "${natural}")`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  describe('on the pages', () => {
    let t: TestShop;
    beforeAll(async () => {
      t = await createTestShop({ withPages: true });
    });
    afterAll(() => t.close());

    it('the home page in Turkish offers the planner as a Turkish shop would', async () => {
      const res = await t.request('/', { headers: { accept: 'text/html', cookie: 'lang=tr' } });
      const text = htmlText(await res.text(), { scripts: 'drop' });
      expect(text).toContain('Sistemin tamamını planlayıcımız sizin için oluştursun.');
      expect(text).not.toContain('kursun');
      expect(text).toContain('Neden Bizi Tercih Etmelisiniz?');
    });
  });
});
