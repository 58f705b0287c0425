import { and, desc, gte } from 'drizzle-orm';
import type { ProductCard, ProductDeal } from '#common/catalog-types.ts';
import { discountPercent } from '#common/money.ts';
import { dealIsCheaper } from '#common/money-rules.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';
import type { Database } from '../db/client.ts';
import { deals } from '../db/schema.ts';
import { cardInLanguage } from './catalog-cards.ts';
import type { CatalogReadModel, IndexedProduct } from './catalog-index.ts';

/**
 * Deal pricing in the catalogue: the running Value of the Day deal as the read model last saw it,
 * and the cards the shop shows and charges (the deal's product at the deal price while units
 * are left). What an order is charged is decided by the database (./stored-prices.server.ts).
 */

/**
 * The one reference a deal is measured against: the product's regular price (what the shopper
 * would otherwise pay; the cart, checkout, orders and invoice name it too). Only asked of a deal
 * that is cheaper than it (#common/money-rules dealIsCheaper); any other is no deal at all.
 */
export function dealReference(
  dealPriceCents: number,
  regularPriceCents: number,
): { oldPriceCents: number; discount: number } {
  return { oldPriceCents: regularPriceCents, discount: discountPercent(dealPriceCents, regularPriceCents) };
}

export type Deal = {
  id: number;
  product: ProductCard;
  dealPriceCents: number;
  /** The struck-through price: the product's regular price (the same reference as `discount`). */
  oldPriceCents: number | null;
  /** The product's own price, charged once the deal is over. */
  regularPriceCents: number | null;
  discount: number;
  /** Units still sold at the deal price: the cap less what was sold, at most the stock. */
  stock: number;
  /** The cap is sold (or the product is out of stock): the regular price applies. */
  soldOut: boolean;
  endsAt: string;
};

type DealRow = typeof deals.$inferSelect;

export class RunningDeal {
  /** The newest deal that had not ended at the last refresh (its sold count as of then). */
  private deal: DealRow | null = null;
  /** The deal product's card at the deal price per language, remade when its base card or the deal changes. */
  private dealCards = new Map<Lang, { base: ProductCard; stamp: string; card: ProductCard }>();

  constructor(private index: CatalogReadModel) {}

  /** Reads the running deal again (each pull of the catalogue). */
  async reload(db: Database): Promise<void> {
    const [deal] = await db
      .select()
      .from(deals)
      .where(gte(deals.endsAt, new Date()))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(1);
    this.deal = deal ?? null;
  }

  /**
   * Changes when the deal starts, sells (units left), sells out or ends (by the clock), and when
   * its row is changed in place (price, reference price, cap, product): cached answers are keyed
   * by it, and a deal repriced without a new row must not keep the old price on show.
   */
  stamp(now = Date.now()): string {
    const deal = this.deal;
    if (!deal) return '';
    return `${deal.id}@${deal.endsAt.getTime()}:${deal.productId}:${deal.dealPriceCents}:${deal.oldPriceCents}:${deal.stockCap}:${deal.soldCount}:${this.left(now)}`;
  }

  /** Units left at the deal price now: 0 when there is no deal, it ended, or its cap is sold. */
  private left(now = Date.now()): number {
    const deal = this.deal;
    if (!deal || deal.endsAt.getTime() < now) return 0;
    const product = this.index.get(deal.productId);
    if (!product) return 0;
    return Math.max(0, Math.min(deal.stockCap - deal.soldCount, product.stock));
  }

  /**
   * A card as the shop shows and charges it: the running deal's product carries the deal price
   * while units are left, struck against the product's regular price (its own price: what the
   * shopper would otherwise pay, the one reference everywhere); other cards, and the deal's product
   * when the deal is not below its price (the owner lowered it), are returned as they are.
   */
  atDealPrice<T extends ProductCard>(card: T): T {
    const deal = this.deal;
    if (!deal || deal.productId !== card.id) return card;
    const left = this.left();
    if (left <= 0 || card.priceCents == null || !dealIsCheaper(deal.dealPriceCents, card.priceCents)) return card;
    const reference = dealReference(deal.dealPriceCents, card.priceCents);
    const extra: { deal: ProductDeal } & Pick<ProductCard, 'priceCents' | 'oldPriceCents' | 'discount'> = {
      priceCents: deal.dealPriceCents,
      ...reference,
      deal: { id: deal.id, regularPriceCents: card.priceCents, left, endsAt: deal.endsAt.toISOString() },
    };
    return { ...card, ...extra };
  }

  /**
   * The card the shop shows and charges for an indexed product in a language: `atDealPrice` of
   * the read model's shared card, made once per card and deal state.
   */
  shownCard(product: IndexedProduct, lang: Lang = DEFAULT_LANG): ProductCard {
    const base = cardInLanguage(product, lang);
    if (this.deal?.productId !== base.id) return base;
    const stamp = this.stamp();
    let made = this.dealCards.get(lang);
    if (made?.base !== base || made.stamp !== stamp)
      this.dealCards.set(lang, (made = { base, stamp, card: this.atDealPrice(base) }));
    return made.card;
  }

  /**
   * The current deal: the newest one that has not ended, for a product still on sale. Read from
   * the database (its sold count may be newer than the read model's); `soldOut` when its cap or
   * the product's stock is gone, and the product is then charged its regular price. None when the
   * deal is not below the product's own price: a deal that saves nothing is not shown as one.
   */
  async current(db: Database, now = new Date(), lang: Lang = DEFAULT_LANG): Promise<Deal | null> {
    const [row] = await db
      .select()
      .from(deals)
      .where(and(gte(deals.endsAt, now)))
      .orderBy(desc(deals.createdAt), desc(deals.id))
      .limit(1);
    if (!row) return null;
    const indexed = this.index.get(row.productId);
    if (!indexed) return null;
    const base = cardInLanguage(indexed);
    if (base.priceCents == null || !dealIsCheaper(row.dealPriceCents, base.priceCents)) return null;
    const left = Math.max(0, Math.min(row.stockCap - row.soldCount, base.stock));
    return {
      id: row.id,
      product: this.shownCard(indexed, lang),
      dealPriceCents: row.dealPriceCents,
      ...dealReference(row.dealPriceCents, base.priceCents),
      regularPriceCents: base.priceCents,
      stock: left,
      soldOut: left === 0,
      endsAt: row.endsAt.toISOString(),
    };
  }
}
