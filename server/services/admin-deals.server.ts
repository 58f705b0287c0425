import { desc, eq, gte, sql } from 'drizzle-orm';
import { discountPercent } from '#common/money.ts';
import { dealIsCheaper } from '#common/money-rules.ts';
import type { DealInput } from '#common/schemas/admin-catalog.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { Database } from '../db/client.ts';
import { deals, products } from '../db/schema.ts';
import type { CatalogService } from './catalog.server.ts';
import { ShopError } from './errors.ts';

export type AdminDeal = {
  id: number;
  productId: string;
  productTitle: string;
  /** A hidden product's deal does not show in the shop. */
  productHidden: boolean;
  /**
   * Whether the shop shows it as a deal: the product is visible and the deal price is below its
   * own price (a price the owner lowered to the deal's or below leaves no deal in the shop).
   */
  shownInShop: boolean;
  dealPriceCents: number;
  /** The product's regular price: the one reference the shop's struck price and badge use. */
  regularPriceCents: number;
  /** The deal's discount against the regular price, in percent. */
  discount: number;
  stockCap: number;
  /** Units sold at the deal price so far. */
  soldCount: number;
  /** What the shop shows: units left under the cap, or the product's stock when lower. */
  stock: number;
  endsAt: string;
  createdAt: string;
};

/** A product the deal form offers: visible products only. */
export type DealChoice = {
  id: string;
  title: string;
  priceCents: number | null;
  oldPriceCents: number | null;
  stock: number;
};

/** An ended deal's end: a millisecond before now, since a deal ending exactly now still counts as running. */
const justBefore = (now: Date) => new Date(now.getTime() - 1);

const E = 'admin.catalog.errors';
const fieldError = (status: 400 | 409 | 404, key: TranslationKey, field: string) =>
  new ShopError(status, key, { fieldErrors: { [field]: key } });

/**
 * Back office: the Value of the Day deal (one at a time). Setting or ending one refreshes the
 * catalogue's read model, so the storefront's prices and cached pages change at once.
 */
export class AdminDealService {
  constructor(
    protected db: Database,
    protected catalog: CatalogService,
  ) {}

  /** The running deal (the newest one that has not ended), as the back office sees it. */
  async currentDeal(now = new Date()): Promise<AdminDeal | null> {
    const [row] = await this.db
      .select({
        id: deals.id,
        productId: deals.productId,
        dealPriceCents: deals.dealPriceCents,
        // The deal's stored reference (the price when it was set) if the product lost its price.
        regularPriceCents: sql<number>`coalesce(${products.priceCents}, ${deals.oldPriceCents})`.mapWith(Number),
        stockCap: deals.stockCap,
        soldCount: deals.soldCount,
        endsAt: deals.endsAt,
        createdAt: deals.createdAt,
        productTitle: products.title,
        productHidden: products.hidden,
        productStock: products.stock,
        productPriceCents: products.priceCents,
      })
      .from(deals)
      .innerJoin(products, eq(products.id, deals.productId))
      .where(gte(deals.endsAt, now))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(1);
    if (!row) return null;
    const { productStock, productPriceCents, ...deal } = row;
    return {
      ...deal,
      shownInShop: !row.productHidden && dealIsCheaper(row.dealPriceCents, productPriceCents),
      discount: discountPercent(row.dealPriceCents, row.regularPriceCents),
      stock: Math.max(0, Math.min(row.stockCap - row.soldCount, productStock)),
      endsAt: row.endsAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The products a deal can be for: the visible ones, by title. */
  dealChoices(): DealChoice[] {
    return this.catalog
      .all()
      .map(({ id, title, priceCents, oldPriceCents, stock }) => ({ id, title, priceCents, oldPriceCents, stock }))
      .sort((a, b) => a.title.localeCompare(b.title, 'en'));
  }

  /**
   * A new deal, current at once: the running ones end now (there is one deal at a time). The
   * deal price must be below the product's regular price (what the shopper would otherwise pay),
   * which the shop shows struck through and measures the discount against; the row keeps that
   * regular price as it was when the deal was set.
   */
  async setDeal(input: DealInput): Promise<AdminDeal> {
    const now = new Date();
    const [product] = await this.db.select().from(products).where(eq(products.id, input.productId)).limit(1);
    if (!product || product.hidden) throw fieldError(400, `${E}.dealProductUnknown`, 'productId');
    if (input.endsAt.getTime() <= now.getTime()) throw fieldError(400, `${E}.endsAtPast`, 'endsAt');
    const oldPriceCents = product.priceCents;
    if (oldPriceCents == null || oldPriceCents <= input.dealPrice)
      throw fieldError(400, `${E}.dealPriceNotBelowRegular`, 'dealPrice');
    await this.db.transaction(async (tx) => {
      await tx
        .update(deals)
        .set({ endsAt: justBefore(now) })
        .where(gte(deals.endsAt, now));
      await tx.insert(deals).values({
        productId: product.id,
        dealPriceCents: input.dealPrice,
        oldPriceCents,
        stockCap: input.stockCap,
        endsAt: input.endsAt,
        createdAt: now,
      });
    });
    await this.catalog.refresh(); // cached pages show the deal: move the generation on
    return (await this.currentDeal())!;
  }

  /** Ends the running deal now; the shop shows none until a new one is set. */
  async endDeal(): Promise<void> {
    const now = new Date();
    const ended = await this.db
      .update(deals)
      .set({ endsAt: justBefore(now) })
      .where(gte(deals.endsAt, now))
      .returning({ id: deals.id });
    if (!ended.length) throw new ShopError(404, `${E}.noDeal`);
    await this.catalog.refresh();
  }
}
