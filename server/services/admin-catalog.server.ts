import { and, asc, count, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { normalizeBrand } from '#common/brand.ts';
import { attributesFittingSubcategory, missingTranslationsByLanguage } from '#common/product-text-forms.ts';
import { categoryOfSubcategory } from '#common/subcategories.ts';
import {
  LOW_STOCK,
  MAX_IMAGES,
  type AdminProductQuery,
  type NewProductInput,
  type ProductInput,
} from '#common/schemas/admin-catalog.ts';
import type { Database } from '../db/client.ts';
import {
  cartLines,
  deals,
  nextProductRevision,
  orderLines,
  productLists,
  products,
  uploads,
  wishlistItems,
} from '../db/schema.ts';
import type { CatalogService } from './catalog.server.ts';
import { ShopError } from './errors.ts';
import { isAvailable, queueBackInStock } from './stock-alerts.server.ts';
import { isUploadId, prepareImages, uploadIdOf, type UploadFile } from './image-upload.server.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import {
  applyImageEdits,
  checkAttributes,
  fitTranslations,
  imagesOf,
  summary,
  type AdminProduct,
  type AdminProductList,
} from './admin-product-fields.ts';

export type { AdminProduct, AdminProductList, AdminProductSummary } from './admin-product-fields.ts';

export const ADMIN_PAGE_SIZE = 50;

const E = 'admin.catalog.errors';
const notFound = () => new ShopError(404, 'errors.productNotFound');
const fieldError = (status: 400 | 409 | 404, key: TranslationKey, field: string) =>
  new ShopError(status, key, { fieldErrors: { [field]: key } });

function hasCode(error: unknown, code: string): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === code) return true;
  }
  return false;
}

/** LIKE pattern for "contains": the user's %, _ and \ match themselves. */
const contains = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Back office: products (edit, add with images, hide, delete when never ordered; the deal is
 * ./admin-deals.server.ts, the form's fields ./admin-product-fields.ts). Every product write bumps the product's revision and refreshes the
 * catalogue's read model, so the storefront and search change at once.
 */
export class AdminCatalogService {
  constructor(
    protected db: Database,
    protected catalog: CatalogService,
  ) {}

  // ── Products ──────────────────────────────────────────────────────────────

  async listProducts(filters: Partial<AdminProductQuery> = {}): Promise<AdminProductList> {
    const where: SQL[] = [];
    for (const word of (filters.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
      where.push(
        or(
          ilike(products.title, contains(word)),
          ilike(products.id, contains(word)),
          ilike(products.brand, contains(word)),
        )!,
      );
    }
    if (filters.category) where.push(eq(products.category, filters.category));
    if (filters.brand) where.push(sql`lower(${products.brand}) = lower(${filters.brand})`);
    if (filters.visibility) where.push(eq(products.hidden, filters.visibility === 'hidden'));
    if (filters.stock === 'low') where.push(lte(products.stock, LOW_STOCK));
    if (filters.stock === 'out') where.push(lte(products.stock, 0));
    const condition = where.length ? and(...where) : undefined;

    const [{ total }] = await this.db.select({ total: count() }).from(products).where(condition);
    const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    const page = Math.min(Math.max(1, filters.page ?? 1), pages);
    const rows = await this.db
      .select({
        id: products.id,
        title: products.title,
        brand: products.brand,
        category: products.category,
        subcategory: products.subcategory,
        priceCents: products.priceCents,
        oldPriceCents: products.oldPriceCents,
        stock: products.stock,
        isNew: products.isNew,
        isFeatured: products.isFeatured,
        hidden: products.hidden,
        images: products.images,
        attributes: products.attributes,
        translations: products.translations,
        description: products.description,
        specifications: products.specifications,
        features: products.features,
        useCases: products.useCases,
        includedItems: products.includedItems,
      })
      .from(products)
      .where(condition)
      .orderBy(asc(products.position), asc(products.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE);
    const brands = await this.db.selectDistinct({ brand: products.brand }).from(products).orderBy(asc(products.brand));
    return {
      products: rows.map(summary),
      total,
      page,
      pageSize: ADMIN_PAGE_SIZE,
      pages,
      brands: brands.map((b) => b.brand),
    };
  }

  /** One product, hidden or not; null when there is none. */
  async getProduct(id: string): Promise<AdminProduct | null> {
    const [row] = await this.db.select().from(products).where(eq(products.id, id)).limit(1);
    if (!row) return null;
    return {
      ...summary(row),
      description: row.description,
      images: row.images,
      rating: row.rating,
      position: row.position,
      ordered: await this.isOrdered(id),
      updatedAt: row.updatedAt.toISOString(),
      attributes: row.attributes,
      specifications: row.specifications,
      features: row.features,
      useCases: row.useCases,
      includedItems: row.includedItems,
      translations: row.translations,
      missingTranslations: missingTranslationsByLanguage(row, row.translations),
    };
  }

  async isOrdered(id: string): Promise<boolean> {
    const [line] = await this.db
      .select({ one: sql<number>`1` })
      .from(orderLines)
      .where(eq(orderLines.productId, id))
      .limit(1);
    return Boolean(line);
  }

  /** Saves the form's fields; the images' alt texts and order too when given. */
  async updateProduct(id: string, input: ProductInput): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({
          images: products.images,
          subcategory: products.subcategory,
          stock: products.stock,
          hidden: products.hidden,
          attributes: products.attributes,
          translations: products.translations,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) throw notFound();
      // Left out of the edit: the product keeps its subcategory while it fits the category.
      const kept =
        row.subcategory && categoryOfSubcategory(row.subcategory) === input.category ? row.subcategory : null;
      const subcategory = input.subcategory === undefined ? kept : input.subcategory;
      // Left out: the typed data stays, as far as the (new) subcategory declares it.
      const attributes =
        input.attributes === undefined
          ? attributesFittingSubcategory(subcategory, row.attributes)
          : checkAttributes(subcategory, input.attributes);
      let images = applyImageEdits(row.images, input.images);
      if (input.imageAlts)
        images = images.map((image, i) =>
          input.imageAlts?.[i] !== undefined ? { ...image, alt: input.imageAlts[i] } : image,
        );
      await tx
        .update(products)
        .set({
          title: input.title,
          description: input.description,
          priceCents: input.price,
          oldPriceCents: input.oldPrice,
          stock: input.stock,
          category: input.category,
          subcategory,
          brand: normalizeBrand(input.brand),
          isNew: input.isNew,
          isFeatured: input.isFeatured,
          hidden: input.hidden,
          images,
          attributes,
          specifications: input.specifications,
          features: input.features,
          useCases: input.useCases,
          includedItems: input.includedItems,
          translations: fitTranslations(input.translations ?? row.translations, images),
          revision: nextProductRevision,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      // Back on sale (stock 0 → more, or shown again with stock): the waiting alerts' mails, with this edit.
      await queueBackInStock(tx, [{ productId: id, wasAvailable: isAvailable(row) }]);
    });
    await this.catalog.refresh();
    return (await this.getProduct(id))!;
  }

  /** A new product at the end of the catalogue, with at least one uploaded image (alt text: its title). */
  async createProduct(input: NewProductInput, files: UploadFile[]): Promise<AdminProduct> {
    if (files.length === 0) throw fieldError(400, `${E}.imagesRequired`, 'images');
    const attributes = checkAttributes(input.subcategory ?? null, input.attributes ?? {});
    const prepared = await prepareImages(files, MAX_IMAGES);
    const taken = () => fieldError(409, `${E}.idTaken`, 'id');
    const [existing] = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, input.id))
      .limit(1);
    if (existing) throw taken();
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .insert(uploads)
          .values(
            prepared.map(({ id, contentType, bytes, width, height }) => ({ id, contentType, bytes, width, height })),
          );
        await tx.insert(products).values({
          id: input.id,
          title: input.title,
          description: input.description,
          priceCents: input.price,
          oldPriceCents: input.oldPrice,
          stock: input.stock,
          category: input.category,
          subcategory: input.subcategory ?? null,
          brand: normalizeBrand(input.brand),
          isNew: input.isNew,
          isFeatured: input.isFeatured,
          hidden: input.hidden,
          images: imagesOf(prepared, input.title),
          attributes,
          specifications: input.specifications ?? [],
          features: input.features ?? [],
          useCases: input.useCases ?? [],
          includedItems: input.includedItems ?? [],
          translations: fitTranslations(input.translations ?? {}, prepared),
          position: sql`(select coalesce(max(${products.position}), -1) + 1 from ${products})`,
        });
      });
    } catch (error) {
      if (hasCode(error, '23505')) throw taken();
      throw error;
    }
    await this.catalog.refresh();
    return (await this.getProduct(input.id))!;
  }

  /** Hidden: gone from the storefront, search, sitemap, carts and wishlists; still in orders and here. */
  async hideProduct(id: string, hidden: boolean): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ stock: products.stock, hidden: products.hidden })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) throw notFound();
      await tx
        .update(products)
        .set({ hidden, revision: nextProductRevision, updatedAt: new Date() })
        .where(eq(products.id, id));
      // Shown again with stock: on sale again, so the waiting alerts' mails go with it.
      await queueBackInStock(tx, [{ productId: id, wasAvailable: isAvailable(row) }]);
    });
    await this.catalog.refresh();
    return (await this.getProduct(id))!;
  }

  /**
   * Deletes a product that was never ordered, with its cart lines, wishlist entries, deals,
   * list entries and uploaded images, in one transaction. An ordered product can only be hidden (409).
   */
  async deleteProduct(id: string): Promise<void> {
    const [row] = await this.db
      .select({ hidden: products.hidden, images: products.images })
      .from(products)
      .where(eq(products.id, id))
      .limit(1);
    if (!row) throw notFound();
    const ordered = () => new ShopError(409, `${E}.ordered`);
    if (await this.isOrdered(id)) throw ordered();
    // The read model learns of changes by revision and a deleted row has none: it leaves the
    // storefront as a hidden product first.
    await this.db.update(products).set({ hidden: true, revision: nextProductRevision }).where(eq(products.id, id));
    await this.catalog.refresh();
    try {
      await this.db.transaction(async (tx) => {
        await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
        const [line] = await tx
          .select({ one: sql<number>`1` })
          .from(orderLines)
          .where(eq(orderLines.productId, id))
          .limit(1);
        if (line) throw ordered();
        await tx.delete(cartLines).where(eq(cartLines.productId, id));
        await tx.delete(wishlistItems).where(eq(wishlistItems.productId, id));
        await tx.delete(deals).where(eq(deals.productId, id));
        await tx
          .update(productLists)
          .set({ productIds: sql`${productLists.productIds} - ${id}::text` })
          .where(sql`${productLists.productIds} ? ${id}::text`);
        await tx.delete(products).where(eq(products.id, id));
        const uploadIds = row.images.map((image) => uploadIdOf(image.path)).filter((v): v is string => Boolean(v));
        if (uploadIds.length) await tx.delete(uploads).where(inArray(uploads.id, uploadIds));
      });
    } catch (error) {
      // Still there (ordered meanwhile): back as it was.
      await this.db
        .update(products)
        .set({ hidden: row.hidden, revision: nextProductRevision })
        .where(eq(products.id, id));
      await this.catalog.refresh();
      if (hasCode(error, '23503')) throw ordered();
      throw error;
    }
    await this.catalog.refresh();
  }

  /** Adds uploaded images after the current ones (at most 5 in all). */
  async addImages(id: string, files: UploadFile[]): Promise<AdminProduct> {
    if (files.length === 0) throw fieldError(400, `${E}.imagesRequired`, 'images');
    const [row] = await this.db.select({ images: products.images }).from(products).where(eq(products.id, id)).limit(1);
    if (!row) throw notFound();
    const prepared = await prepareImages(files, Math.max(0, MAX_IMAGES - row.images.length));
    await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ images: products.images, title: products.title })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw notFound();
      if (current.images.length + prepared.length > MAX_IMAGES) throw fieldError(400, `${E}.tooManyImages`, 'images');
      await tx.insert(uploads).values(
        prepared.map(({ id: uploadId, contentType, bytes, width, height }) => ({
          id: uploadId,
          contentType,
          bytes,
          width,
          height,
        })),
      );
      await tx
        .update(products)
        .set({
          images: [...current.images, ...imagesOf(prepared, current.title)],
          revision: nextProductRevision,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
    });
    await this.catalog.refresh();
    return (await this.getProduct(id))!;
  }

  /** Removes one image (never the last); an uploaded file goes too unless an order still shows it. */
  async removeImage(id: string, path: string): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ images: products.images })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!row) throw notFound();
      if (!row.images.some((image) => image.path === path)) throw new ShopError(404, `${E}.imageNotFound`);
      if (row.images.length === 1) throw new ShopError(400, `${E}.lastImage`);
      await tx
        .update(products)
        .set({
          images: row.images.filter((image) => image.path !== path),
          revision: nextProductRevision,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      const uploadId = uploadIdOf(path);
      if (uploadId) {
        const [shown] = await tx
          .select({ one: sql<number>`1` })
          .from(orderLines)
          .where(eq(orderLines.imagePath, path))
          .limit(1);
        const [elsewhere] = await tx
          .select({ one: sql<number>`1` })
          .from(products)
          .where(and(ne(products.id, id), sql`${products.images} @> ${JSON.stringify([{ path }])}::jsonb`))
          .limit(1);
        if (!shown && !elsewhere) await tx.delete(uploads).where(eq(uploads.id, uploadId));
      }
    });
    await this.catalog.refresh();
    return (await this.getProduct(id))!;
  }

  /** An uploaded image for /uploads/:id. */
  async getUpload(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    if (!isUploadId(id)) return null;
    const [row] = await this.db
      .select({ contentType: uploads.contentType, bytes: uploads.bytes })
      .from(uploads)
      .where(eq(uploads.id, id))
      .limit(1);
    return row ?? null;
  }
}
