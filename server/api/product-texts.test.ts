import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductDetail } from '#common/catalog-types.ts';
import { productSchema } from '#common/schemas/admin-catalog.ts';
import { mailOutbox, products } from '#server/db/schema.ts';
import { checkoutBody, setStock, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { ENGLISH, TRANSLATED_ID, TURKISH, addTranslatedProduct, textsOf } from '#tests/setup/translated-product.ts';

/**
 * A product's texts in the visitor's language (docs/product.md 18.4, #common/product-texts): the API picks
 * the language as the pages do (the `lang` cookie, then Accept-Language); a Turkish answer
 * carries the Turkish texts and an English one none of them.
 */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
  await addTranslatedProduct(t);
});
afterAll(() => t.close());

const TR = { cookie: 'lang=tr' };
const TR_HEADER = { 'accept-language': 'tr-TR,tr;q=0.9' };

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.request(url, { headers });
  expect(res.status, url).toBe(200);
  return (await res.json()) as T;
}

function expectNone(body: unknown, texts: string[]) {
  const json = JSON.stringify(body);
  for (const text of texts) expect(json, text).not.toContain(text);
}

describe('a product in the visitor language', () => {
  it('GET /api/products/:id: the Turkish texts for Turkish, field by field; none of them for English', async () => {
    for (const headers of [TR, TR_HEADER]) {
      const tr = await get<ProductDetail>(`/api/products/${TRANSLATED_ID}`, headers);
      expect(tr.title).toBe(TURKISH.title);
      expect(tr.description).toBe(TURKISH.description);
      expect(tr.specifications).toEqual(TURKISH.specifications);
      expect(tr.features).toEqual(TURKISH.features);
      expect(tr.useCases).toEqual(TURKISH.useCases);
      expect(tr.includedItems).toEqual(TURKISH.includedItems);
      expect(tr.images.map((i) => i.alt)).toEqual(TURKISH.imageAlts);
      expect(tr.image?.alt).toBe(TURKISH.imageAlts[0]);
      expectNone(tr, textsOf(ENGLISH));
    }
    const en = await get<ProductDetail>(`/api/products/${TRANSLATED_ID}`);
    expect(en.title).toBe(ENGLISH.title);
    expect(en.images.map((i) => i.alt)).toEqual(ENGLISH.imageAlts);
    expect(en.subcategory).toBe('cameras');
    expect(en.attributes).toMatchObject({ resolutionMp: 4, lensMm: 2.8 });
    expectNone(en, textsOf(TURKISH));
  });

  it('GET /api/products: cards in the visitor language; search finds the product by Turkish and English title words', async () => {
    type List = { products: ProductCard[] };
    const cardOf = (list: List) => list.products.find((p) => p.id === TRANSLATED_ID);
    const tr = cardOf(await get<List>('/api/products?category=security', TR));
    expect(tr?.title).toBe(TURKISH.title);
    expect(tr?.image?.alt).toBe(TURKISH.imageAlts[0]);
    const en = cardOf(await get<List>('/api/products?category=security'));
    expect(en?.title).toBe(ENGLISH.title);
    expect(en?.image?.alt).toBe(ENGLISH.imageAlts[0]);
    // "Yıldız" is in the Turkish title only, "Starlight" in the English one: each finds it in either language.
    for (const search of ['yıldız', 'YILDIZ', 'starlight'])
      for (const headers of [{}, TR]) {
        const found = cardOf(await get<List>(`/api/products?search=${encodeURIComponent(search)}`, headers));
        expect(found?.title, `${search} ${JSON.stringify(headers)}`).toBe(
          'cookie' in headers ? TURKISH.title : ENGLISH.title,
        );
      }
    const suggested = await get<{ results: { id: string; title: string }[] }>(
      `/api/search/suggestions?q=${encodeURIComponent('yıldız ışığı')}`,
      TR,
    );
    expect(suggested.results[0]).toMatchObject({ id: TRANSLATED_ID, title: TURKISH.title });
  });

  it('the read model makes each card once per revision and language; without texts in a language, the English card', async () => {
    const { catalog } = t.shop.services;
    // A product with no texts but English (whatever the seed gives it).
    await t.shop.database.db
      .update(products)
      .set({ translations: {}, revision: sql`nextval('product_revision_seq')` })
      .where(eq(products.id, 'tp-link-8-port-poe-switch'));
    await catalog.refresh();
    const tr = catalog.getCard(TRANSLATED_ID, 'tr');
    expect(tr?.title).toBe(TURKISH.title);
    expect(catalog.getCard(TRANSLATED_ID, 'tr')).toBe(tr);
    expect(catalog.getCard(TRANSLATED_ID, 'en')?.title).toBe(ENGLISH.title);
    expect(catalog.getCard('tp-link-8-port-poe-switch', 'tr')).toBe(catalog.getCard('tp-link-8-port-poe-switch', 'en'));
  });

  it('cart and wishlist lines, and a new order line, carry the title in the shopper language', async () => {
    await setStock(t, TRANSLATED_ID, 25);
    const shopper = await signedInShopper(t);
    const trHeaders = { ...TR_HEADER };
    const added = await shopper.call('/api/cart/lines', 'POST', { productId: TRANSLATED_ID, quantity: 1 }, trHeaders);
    expect(added.status).toBe(200);
    const cart = (await added.json()) as { lines: { product: ProductCard }[] };
    expect(cart.lines.map((l) => l.product.title)).toEqual([TURKISH.title]);
    const englishCart = (await (await shopper.call('/api/cart', 'GET')).json()) as typeof cart;
    expect(englishCart.lines.map((l) => l.product.title)).toEqual([ENGLISH.title]);
    const wished = await shopper.call('/api/wishlist/toggle', 'POST', { productId: TRANSLATED_ID }, trHeaders);
    expect(((await wished.json()) as { items: ProductCard[] }).items.map((p) => p.title)).toEqual([TURKISH.title]);

    const placed = await shopper.call(
      '/api/checkout',
      'POST',
      checkoutBody([{ id: TRANSLATED_ID, quantity: 1 }]),
      trHeaders,
    );
    expect(placed.status).toBe(201);
    const order = (await placed.json()).order as { lines: { title: string }[] };
    expect(order.lines.map((l) => l.title)).toEqual([TURKISH.title]);
  });

  it('stock alert mails and their link page name the product in the alert language', async () => {
    const { db } = t.shop.database;
    const alerts = t.shop.services.stockAlerts;
    await setStock(t, TRANSLATED_ID, 0);
    const email = 'translated-waiter@customer.example';
    await alerts.request(TRANSLATED_ID, email, 'tr');
    const sent = async (kind: string) =>
      (
        await db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.recipient, email)))
          .orderBy(asc(mailOutbox.id))
      ).map((m) => (m.payload as { title: string }).title);
    expect(await sent('stock-alert-confirm')).toEqual([TURKISH.title]);
    const [confirmMail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'stock-alert-confirm'), eq(mailOutbox.recipient, email)));
    const { text } = await t.shop.mailRenderer.render(confirmMail);
    const token = /\/stock-alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
    expect((await alerts.linkState(token, undefined, 'tr')).product?.title).toBe(TURKISH.title);
    expect((await alerts.linkState(token, undefined, 'en')).product?.title).toBe(ENGLISH.title);
    await alerts.confirm(token, undefined, 'tr');

    // Back in stock through the back office's form: the mail names it in Turkish.
    const p = (await t.shop.services.adminCatalog.getProduct(TRANSLATED_ID))!;
    await t.shop.services.adminCatalog.updateProduct(
      TRANSLATED_ID,
      productSchema.parse({
        title: p.title,
        description: p.description,
        price: String((p.priceCents ?? 0) / 100),
        oldPrice: '',
        stock: 5,
        category: p.category,
        brand: p.brand,
        isNew: p.isNew,
        isFeatured: p.isFeatured,
        hidden: p.hidden,
      }),
    );
    expect(await sent('back-in-stock')).toEqual([TURKISH.title]);
  });
});
