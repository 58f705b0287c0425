import { and, asc, eq, sql } from 'drizzle-orm';
import type { ProductCard } from '#common/catalog-types.ts';
import { DEFAULT_LANG, type Lang } from '#common/languages.ts';
import { chargedPrice } from '#common/money-rules.ts';
import { queryRows, type Database } from '../db/client.ts';
import { cartLines, wishlistItems } from '../db/schema.ts';
import type { CatalogService } from './catalog.server.ts';
import { ShopError } from './errors.ts';
import { ReadsMemo } from './reads-memo.ts';

/**
 * `unitPriceCents` is what the line is charged per unit: the deal price when the line gets it
 * (`dealApplied`), else the regular price (common/money-rules.ts chargedPrice).
 */
export type CartLine = {
  product: ProductCard;
  quantity: number;
  unitPriceCents: number;
  dealApplied: boolean;
  lineTotalCents: number;
  stockShort: boolean;
};
export type Cart = { lines: CartLine[]; itemCount: number; subtotalCents: number };
export type Counts = { cart: number; wishlist: number };

/**
 * What every page of a visitor with a cart or a wishlist shows of them: the badges and the hearts.
 * Read together and memoised per owner on the embedded database (server/services/reads-memo.ts).
 * `generation`: the catalogue's when read; deleting a product (which takes it out of every cart
 * and wishlist) moves it, so such an entry is read again.
 */
type OwnerFacts = Counts & { wished: ReadonlySet<string>; generation: string };

/** Carts and wishlists, keyed by owner (`v:<visitor>` or `u:<user>`). */
export class CartService {
  private readonly facts: ReadsMemo<string, OwnerFacts> | null;

  /** `memoReads`: only where this process is the database's only writer (the embedded database). */
  constructor(
    private db: Database,
    private catalog: CatalogService,
    options: { memoReads?: boolean } = {},
  ) {
    this.facts = options.memoReads ? new ReadsMemo(20_000, 60_000) : null;
  }

  /** After a write to the owner's cart or wishlist made outside this service (the checkout's statement). */
  forgetOwner(owner: string): void {
    this.facts?.forget(owner);
  }

  private async ownerFacts(facts: ReadsMemo<string, OwnerFacts>, owner: string): Promise<OwnerFacts> {
    const generation = this.catalog.generation;
    const memoised = facts.peek(owner);
    if (memoised?.generation === generation) return memoised;
    if (memoised) facts.forget(owner);
    return facts.get(owner, async () => {
      const [row] = await queryRows<{ cart: number; wished: string[] | null }>(
        this.db,
        sql`
        select
          (select coalesce(sum(quantity), 0)::int from cart_lines where owner = ${owner}) as cart,
          (select array_agg(product_id) from wishlist_items where owner = ${owner}) as wished`,
      );
      const wished = new Set(row?.wished ?? []);
      return { cart: Number(row?.cart ?? 0), wishlist: wished.size, wished, generation };
    });
  }

  private requireProduct(productId: string): void {
    if (!this.catalog.getCard(productId)) throw new ShopError(404, 'errors.productNotFound');
  }

  /** The cart's lines, their products' texts in `lang`. */
  async getCart(owner: string, lang: Lang = DEFAULT_LANG): Promise<Cart> {
    const rows = await this.db
      .select({ productId: cartLines.productId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(eq(cartLines.owner, owner))
      .orderBy(asc(cartLines.updatedAt), asc(cartLines.productId));
    const lines: CartLine[] = [];
    for (const row of rows) {
      const product = this.catalog.getCard(row.productId, lang);
      if (!product) continue; // hidden since it was added
      const price = chargedPrice(product, row.quantity);
      const lineTotalCents = price.unitPriceCents * row.quantity;
      lines.push({
        product,
        quantity: row.quantity,
        unitPriceCents: price.unitPriceCents,
        dealApplied: price.dealId != null,
        lineTotalCents,
        stockShort: row.quantity > product.stock,
      });
    }
    return {
      lines,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      subtotalCents: lines.reduce((n, l) => n + l.lineTotalCents, 0),
    };
  }

  /** Add to cart (product page, wishlist, POST /api/cart/lines): sets the quantity; a product with no stock is refused. */
  async addLine(owner: string, productId: string, quantity: number): Promise<void> {
    if (quantity > 0) {
      this.requireProduct(productId);
      if (this.catalog.getCard(productId)!.stock <= 0) throw new ShopError(409, 'errors.outOfStock');
    }
    await this.setLine(owner, productId, quantity);
  }

  /** Sets the line's quantity (spec: add replaces, never accumulates); 0 or less removes it. */
  async setLine(owner: string, productId: string, quantity: number): Promise<void> {
    if (quantity <= 0) return this.removeLine(owner, productId);
    this.requireProduct(productId);
    // A product with no stock cannot come into the cart; a line already there keeps changing
    // (quantities are not capped by stock: checkout checks it, the cart says "Only N left").
    if (this.catalog.getCard(productId)!.stock <= 0 && !(await this.hasLine(owner, productId)))
      throw new ShopError(409, 'errors.outOfStock');
    // updatedAt stays the time the line was added, so lines keep their place in the cart.
    await this.db
      .insert(cartLines)
      .values({ owner, productId, quantity })
      .onConflictDoUpdate({ target: [cartLines.owner, cartLines.productId], set: { quantity } });
    this.forgetOwner(owner);
  }

  /**
   * Adds several lines in one step, all or nothing (the kit planner's "Add the whole kit"): each
   * line sets its quantity (add never accumulates, docs/product.md §6.2). A line is refused when its
   * product is unknown or has fewer units in stock than asked (a kit is bought whole); then nothing
   * is added and the ShopError 409 lists the refused product ids (`details.refused`) and their
   * titles in the shopper's language (`details.titles`).
   */
  async addLines(
    owner: string,
    lines: { productId: string; quantity: number }[],
    lang: Lang = DEFAULT_LANG,
  ): Promise<void> {
    const refused = lines.filter(({ productId, quantity }) => {
      const card = this.catalog.getCard(productId);
      return !card || card.stock < quantity || quantity <= 0;
    });
    if (refused.length > 0)
      throw new ShopError(409, 'planner.errors.kitNotAdded', {
        refused: refused.map((l) => l.productId),
        titles: refused.map((l) => this.catalog.getCard(l.productId, lang)?.title ?? l.productId).join(', '),
      });
    await this.db.transaction(async (tx) => {
      for (const { productId, quantity } of lines)
        await tx
          .insert(cartLines)
          .values({ owner, productId, quantity })
          .onConflictDoUpdate({ target: [cartLines.owner, cartLines.productId], set: { quantity } });
    });
    this.forgetOwner(owner);
  }

  private async hasLine(owner: string, productId: string): Promise<boolean> {
    const rows = await this.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.owner, owner), eq(cartLines.productId, productId)))
      .limit(1);
    return rows.length > 0;
  }

  async removeLine(owner: string, productId: string): Promise<void> {
    await this.db.delete(cartLines).where(and(eq(cartLines.owner, owner), eq(cartLines.productId, productId)));
    this.forgetOwner(owner);
  }

  async clearCart(owner: string): Promise<void> {
    await this.db.delete(cartLines).where(eq(cartLines.owner, owner));
    this.forgetOwner(owner);
  }

  async getWishlist(owner: string, lang: Lang = DEFAULT_LANG): Promise<ProductCard[]> {
    const rows = await this.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.owner, owner))
      .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.productId));
    return rows.flatMap((r) => this.catalog.getCard(r.productId, lang) ?? []);
  }

  async isWished(owner: string, productId: string): Promise<boolean> {
    if (this.facts) return (await this.ownerFacts(this.facts, owner)).wished.has(productId);
    const rows = await this.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.owner, owner), eq(wishlistItems.productId, productId)))
      .limit(1);
    return rows.length > 0;
  }

  /** Adds when absent, removes when present; returns whether it is now in the wishlist. */
  async toggleWish(owner: string, productId: string): Promise<boolean> {
    this.requireProduct(productId);
    const removed = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.owner, owner), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId });
    if (removed.length > 0) {
      this.forgetOwner(owner);
      return false;
    }
    await this.db.insert(wishlistItems).values({ owner, productId }).onConflictDoNothing();
    this.forgetOwner(owner);
    return true;
  }

  async removeWish(owner: string, productId: string): Promise<void> {
    await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.owner, owner), eq(wishlistItems.productId, productId)));
    this.forgetOwner(owner);
  }

  async clearWishlist(owner: string): Promise<void> {
    await this.db.delete(wishlistItems).where(eq(wishlistItems.owner, owner));
    this.forgetOwner(owner);
  }

  /**
   * Sign-in: the anonymous cart and wishlist join the account's. For a product in both carts
   * the anonymous quantity wins (it is what the shopper just chose).
   */
  async merge(from: string, into: string): Promise<void> {
    if (from === into) return;
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into cart_lines (owner, product_id, quantity, updated_at)
        select ${into}, product_id, quantity, updated_at from cart_lines where owner = ${from}
        on conflict (owner, product_id) do update set quantity = excluded.quantity, updated_at = excluded.updated_at`);
      await tx.delete(cartLines).where(eq(cartLines.owner, from));
      await tx.execute(sql`
        insert into wishlist_items (owner, product_id, added_at)
        select ${into}, product_id, added_at from wishlist_items where owner = ${from}
        on conflict do nothing`);
      await tx.delete(wishlistItems).where(eq(wishlistItems.owner, from));
    });
    this.forgetOwner(from);
    this.forgetOwner(into);
  }

  /** Header badges: items in the cart (sum of quantities) and wishlist entries. */
  async counts(owner: string | null): Promise<Counts> {
    if (!owner) return { cart: 0, wishlist: 0 };
    if (this.facts) {
      const { cart, wishlist } = await this.ownerFacts(this.facts, owner);
      return { cart, wishlist };
    }
    const [row] = await queryRows<{ cart: number; wishlist: number }>(
      this.db,
      sql`
      select
        (select coalesce(sum(quantity), 0)::int from cart_lines where owner = ${owner}) as cart,
        (select count(*)::int from wishlist_items where owner = ${owner}) as wishlist`,
    );
    return { cart: Number(row?.cart ?? 0), wishlist: Number(row?.wishlist ?? 0) };
  }
}
