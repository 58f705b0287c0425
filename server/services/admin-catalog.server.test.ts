import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dealSchema,
  newProductSchema,
  parseDealEnd,
  productSchema,
  readProductForm,
  type NewProductInput,
} from '#common/schemas/admin-catalog.ts';
import { utcToZonedLocal } from '#common/shop-time.ts';
import { deals, productLists, products, uploads } from '#server/db/schema.ts';
import { checkoutBody, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { AdminCatalogService } from './admin-catalog.server.ts';
import type { AdminDealService } from './admin-deals.server.ts';
import { png } from '#tests/setup/images.ts';

let t: TestShop;
let service: AdminCatalogService;
let dealService: AdminDealService;
beforeAll(async () => {
  t = await createTestShop();
  service = t.shop.services.adminCatalog;
  dealService = t.shop.services.adminDeals;
});
afterAll(() => t.close());

const file = (bytes: Uint8Array = png(), name = 'image.png') =>
  new File([Buffer.from(bytes)], name, { type: 'image/png' });

let counter = 0;
function input(over: Partial<NewProductInput> = {}): NewProductInput {
  return {
    id: `service-test-${++counter}`,
    title: `Service Test Product ${counter}`,
    description: '',
    price: 1000,
    oldPrice: null,
    stock: 5,
    category: 'accessories',
    brand: 'motorola solutions',
    isNew: false,
    isFeatured: false,
    hidden: false,
    ...over,
  };
}

const edit = (p: {
  title: string;
  description: string;
  priceCents: number | null;
  oldPriceCents: number | null;
  stock: number;
  category: string;
  brand: string;
  isNew: boolean;
  isFeatured: boolean;
  hidden: boolean;
}) =>
  productSchema.parse({
    title: p.title,
    description: p.description,
    price: String((p.priceCents ?? 0) / 100),
    oldPrice: p.oldPriceCents == null ? '' : String(p.oldPriceCents / 100),
    stock: p.stock,
    category: p.category,
    brand: p.brand,
    isNew: p.isNew,
    isFeatured: p.isFeatured,
    hidden: p.hidden,
  });

describe('product list', () => {
  it('pages by 50 and clamps a page beyond the last', async () => {
    const list = await service.listProducts({ page: 99 });
    expect(list.page).toBe(1);
    expect(list.pages).toBe(1);
    expect(list.products.length).toBe(list.total);
  });

  it('matches a brand whatever its case', async () => {
    const list = await service.listProducts({ brand: 'HIKVISION' });
    expect(list.total).toBeGreaterThan(3);
    expect(list.products.every((p) => p.brand === 'Hikvision')).toBe(true);
  });

  it('out of stock: stock 0 only', async () => {
    const list = await service.listProducts({ stock: 'out' });
    expect(list.products.map((p) => p.id)).toEqual(['aiphone-jos-video-intercom-kit']);
  });
});

describe('saving a product', () => {
  it('bumps its revision, so the read model has it at once; the brand is normalised', async () => {
    const before = (await service.getProduct('retevis-heavy-duty-headset'))!;
    const [{ revision: oldRevision }] = await t.shop.database.db
      .select({ revision: products.revision })
      .from(products)
      .where(eq(products.id, before.id));
    const saved = await service.updateProduct(before.id, { ...edit(before), price: 1234, brand: '  apple inc ' });
    expect(saved).toMatchObject({ priceCents: 1234, brand: 'Apple' });
    const [{ revision }] = await t.shop.database.db
      .select({ revision: products.revision })
      .from(products)
      .where(eq(products.id, before.id));
    expect(revision).toBeGreaterThan(oldRevision);
    expect(t.shop.services.catalog.getCard(before.id)).toMatchObject({ priceCents: 1234, brand: 'Apple' });
  });

  it('an empty brand is "Other" (shown in the page language)', async () => {
    const p = (await service.getProduct('wall-mount-bracket'))!;
    expect((await service.updateProduct(p.id, { ...edit(p), brand: '' })).brand).toBe('Other');
  });

  it('hiding takes it out of the read model (and the deal), showing brings it back', async () => {
    expect(await t.shop.services.catalog.getDeal()).toMatchObject({ product: { id: 'halo-smart-sensor' } });
    await service.hideProduct('halo-smart-sensor', true);
    expect(t.shop.services.catalog.getCard('halo-smart-sensor')).toBeNull();
    expect(await t.shop.services.catalog.getDeal()).toBeNull();
    expect(await dealService.currentDeal()).toMatchObject({ productId: 'halo-smart-sensor', productHidden: true });
    await service.hideProduct('halo-smart-sensor', false);
    expect(t.shop.services.catalog.getCard('halo-smart-sensor')).not.toBeNull();
    expect(await t.shop.services.catalog.getDeal()).not.toBeNull();
  });
});

describe('adding a product', () => {
  it('goes to the end of the catalogue with its uploads stored', async () => {
    const [{ max }] = await t.shop.database.db.select({ max: sql<number>`max(${products.position})` }).from(products);
    const created = await service.createProduct(input(), [file(png(7, 3)), file(png(1, 1))]);
    expect(created.position).toBe(max + 1);
    expect(created.brand).toBe('Motorola');
    expect(created.images.map((i) => [i.width, i.height])).toEqual([
      [7, 3],
      [1, 1],
    ]);
    const upload = await service.getUpload(created.images[0].path.slice('/uploads/'.length));
    expect(upload?.contentType).toBe('image/png');
    expect(upload?.bytes.equals(png(7, 3))).toBe(true);
    expect(t.shop.services.catalog.all().at(-1)?.id).toBe(created.id);
  });

  it('refuses a taken id (409), no image (400) and more than 5 images (400), storing nothing', async () => {
    await expect(service.createProduct(input({ id: 'halo-smart-sensor' }), [file()])).rejects.toMatchObject({
      status: 409,
      details: { fieldErrors: { id: 'admin.catalog.errors.idTaken' } },
    });
    await expect(service.createProduct(input(), [])).rejects.toMatchObject({
      status: 400,
      messageKey: 'admin.catalog.errors.imagesRequired',
    });
    const [{ before }] = await t.shop.database.db.select({ before: sql<number>`count(*)::int` }).from(uploads);
    await expect(
      service.createProduct(
        input(),
        Array.from({ length: 6 }, () => file()),
      ),
    ).rejects.toMatchObject({ status: 400, messageKey: 'admin.catalog.errors.tooManyImages' });
    const [{ after }] = await t.shop.database.db.select({ after: sql<number>`count(*)::int` }).from(uploads);
    expect(after).toBe(before);
  });

  it('two adds with the same id: one wins, the other gets 409', async () => {
    const same = input();
    const results = await Promise.allSettled([
      service.createProduct(same, [file()]),
      service.createProduct(same, [file()]),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
  });

  it('refuses a sixth image', async () => {
    const created = await service.createProduct(
      input(),
      Array.from({ length: 5 }, () => file()),
    );
    await expect(service.addImages(created.id, [file()])).rejects.toMatchObject({
      status: 400,
      messageKey: 'admin.catalog.errors.tooManyImages',
    });
  });
});

describe('deleting a product', () => {
  it('removes it with its cart lines, wishlist entries, deals, list entries and uploads; the read model drops it', async () => {
    const created = await service.createProduct(input(), [file()]);
    const shopper = await signedInShopper(t);
    await shopper.call('/api/cart/lines', 'POST', { productId: created.id, quantity: 1 });
    await shopper.call('/api/wishlist/toggle', 'POST', { productId: created.id });
    await t.shop.database.db.insert(deals).values({
      productId: created.id,
      dealPriceCents: 500,
      oldPriceCents: 900,
      stockCap: 1,
      endsAt: new Date(Date.now() - 1000),
    });
    await t.shop.database.db
      .update(productLists)
      .set({ productIds: sql`${productLists.productIds} || ${JSON.stringify([created.id])}::jsonb` })
      .where(eq(productLists.slug, 'cameras'));
    await t.shop.services.catalog.refresh();
    expect(t.shop.services.catalog.listIds('cameras')).toContain(created.id);

    await service.deleteProduct(created.id);
    expect(await service.getProduct(created.id)).toBeNull();
    expect(t.shop.services.catalog.getCard(created.id)).toBeNull();
    expect(t.shop.services.catalog.all().map((p) => p.id)).not.toContain(created.id);
    expect(t.shop.services.catalog.listIds('cameras')).not.toContain(created.id);
    expect(t.shop.services.catalog.listIds('cameras').length).toBeGreaterThan(0);
    expect(await service.getUpload(created.images[0].path.slice('/uploads/'.length))).toBeNull();
    const [{ left }] = await t.shop.database.db
      .select({ left: sql<number>`count(*)::int` })
      .from(deals)
      .where(eq(deals.productId, created.id));
    expect(left).toBe(0);
  });

  it('refuses an ordered product (409) and leaves it as it was; an upload an order shows is kept when the image is removed', async () => {
    const created = await service.createProduct(input({ title: 'Ordered Service Product' }), [file(png(3, 3))]);
    const shopper = await signedInShopper(t);
    await shopper.call('/api/cart/lines', 'POST', { productId: created.id, quantity: 1 });
    expect((await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: created.id, quantity: 1 }]))).status).toBe(
      201,
    );

    await expect(service.deleteProduct(created.id)).rejects.toMatchObject({
      status: 409,
      messageKey: 'admin.catalog.errors.ordered',
    });
    expect(await service.getProduct(created.id)).toMatchObject({ hidden: false, ordered: true });
    expect(t.shop.services.catalog.getCard(created.id)).not.toBeNull();

    const first = created.images[0].path;
    await service.addImages(created.id, [file()]);
    const after = await service.removeImage(created.id, first);
    expect(after.images.map((i) => i.path)).not.toContain(first);
    expect(await service.getUpload(first.slice('/uploads/'.length))).not.toBeNull();
  });

  it('404 for an unknown product', async () => {
    await expect(service.deleteProduct('no-such-product')).rejects.toMatchObject({ status: 404 });
  });
});

describe('Value of the Day', () => {
  it('a new deal ends the running one; "end now" leaves none', async () => {
    const endsAt = new Date(Date.now() + 2 * 3_600_000);
    const deal = await dealService.setDeal({ productId: 'kenwood-tk-3701d', dealPrice: 15000, stockCap: 50, endsAt });
    expect(deal).toMatchObject({
      productId: 'kenwood-tk-3701d',
      dealPriceCents: 15000,
      regularPriceCents: 18999,
      discount: 21,
      stockCap: 50,
      stock: 14,
      endsAt: endsAt.toISOString(),
    });
    const running = await t.shop.database.db
      .select()
      .from(deals)
      .where(sql`${deals.endsAt} > now()`);
    expect(running.map((d) => d.productId)).toEqual(['kenwood-tk-3701d']);
    expect(await t.shop.services.catalog.getDeal()).toMatchObject({
      product: { id: 'kenwood-tk-3701d' },
      dealPriceCents: 15000,
      stock: 14,
    });

    await dealService.endDeal();
    expect(await dealService.currentDeal()).toBeNull();
    expect(await t.shop.services.catalog.getDeal()).toBeNull();
    await expect(dealService.endDeal()).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an end in the past even when the schema was skipped', async () => {
    await expect(
      dealService.setDeal({
        productId: 'kenwood-tk-3701d',
        dealPrice: 100,
        stockCap: 1,
        endsAt: new Date(Date.now() - 1000),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('offers only visible products, by title', () => {
    const choices = dealService.dealChoices();
    expect(choices.map((c) => c.title)).toEqual(
      [...choices.map((c) => c.title)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(choices.length).toBe(t.shop.services.catalog.all().length);
  });
});

describe('uploads', () => {
  it('null for an id that is not an upload id', async () => {
    expect(await service.getUpload("'; drop table uploads; --")).toBeNull();
    expect(await service.getUpload(crypto.randomUUID())).toBeNull();
  });
});

describe('schemas', () => {
  it('takes ISO times with an offset as they are', () => {
    expect(parseDealEnd('2026-05-01T18:00:00Z')?.toISOString()).toBe('2026-05-01T18:00:00.000Z');
    expect(parseDealEnd('2026-05-01T18:00:00+01:00')?.toISOString()).toBe('2026-05-01T17:00:00.000Z');
    expect(parseDealEnd('2026-05-01T18:00')?.toISOString()).toBe('2026-05-01T15:00:00.000Z');
  });

  it('reads the product form: checkboxes, money as cents, repeated image fields', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: 'new-one',
      title: ' A title ',
      price: '189.99',
      oldPrice: '',
      stock: '0',
      category: 'cables',
      brand: 'x',
      isFeatured: 'on',
    }))
      form.append(k, v);
    form.append('imagePath', '/a.png');
    form.append('imageAlt', 'First');
    form.append('imagePath', '/b.png');
    form.append('imageAlt', 'Second');
    const parsed = newProductSchema.parse(readProductForm(form));
    expect(parsed).toMatchObject({
      id: 'new-one',
      title: 'A title',
      price: 18999,
      oldPrice: null,
      stock: 0,
      isNew: false,
      isFeatured: true,
      hidden: false,
    });
    expect(parsed.images).toEqual([
      { path: '/a.png', alt: 'First' },
      { path: '/b.png', alt: 'Second' },
    ]);
  });

  it('the deal form: a deal price and a stock cap of at least 1 (no old price: the regular price is the reference)', () => {
    const base = { productId: 'x', dealPrice: '10', stockCap: '1', endsAt: utcToZonedLocal(Date.now() + 3_600_000) };
    expect(dealSchema.safeParse(base).success).toBe(true);
    expect(dealSchema.parse({ ...base, oldPrice: '9.99' })).not.toHaveProperty('oldPrice');
    expect(dealSchema.safeParse({ ...base, stockCap: '0' }).error?.issues[0]).toMatchObject({ path: ['stockCap'] });
    expect(dealSchema.safeParse({ ...base, stockCap: '1.5' }).error?.issues[0]).toMatchObject({ path: ['stockCap'] });
  });
});
