import { and, desc, gte, inArray } from 'drizzle-orm';
import type { ProductCard } from '#common/catalog-types.ts';
import { chargedPrice, dealIsCheaper, type ChargedPrice } from '#common/money-rules.ts';
import type { Database } from '../db/client.ts';
import { deals, products } from '../db/schema.ts';

/**
 * What an order is charged comes from the database, never from a process's catalogue copy
 * (docs/decisions/015). The checkout's statements take stock on the condition that the price is
 * still the one the shopper saw; when it is not, these reads give the shopper the database's
 * price and total (a 409), and nothing is charged.
 */

/** A product's price, stock and visibility as the database holds them now. */
export type StoredProduct = { id: string; priceCents: number | null; stock: number; hidden: boolean };

/** The running Value of the Day deal as the database holds it: the newest that has not ended. */
export type StoredDeal = {
  id: number;
  productId: string;
  dealPriceCents: number;
  stockCap: number;
  soldCount: number;
  endsAt: Date;
};

export async function readStoredProducts(
  db: Pick<Database, 'select'>,
  ids: readonly string[],
): Promise<Map<string, StoredProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, priceCents: products.priceCents, stock: products.stock, hidden: products.hidden })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function readRunningDeal(db: Pick<Database, 'select'>, now: Date): Promise<StoredDeal | null> {
  const [row] = await db
    .select({
      id: deals.id,
      productId: deals.productId,
      dealPriceCents: deals.dealPriceCents,
      stockCap: deals.stockCap,
      soldCount: deals.soldCount,
      endsAt: deals.endsAt,
    })
    .from(deals)
    .where(and(gte(deals.endsAt, now)))
    .orderBy(desc(deals.createdAt), desc(deals.id))
    .limit(1);
  return row ?? null;
}

/**
 * A stored product as the money rules read a card (#common/money-rules chargedPrice): the deal
 * price while the running deal has units left and is below the product's own price, the product's
 * own price otherwise. The same rule
 * as the catalogue's cards (./catalog-deal.ts atDealPrice), from the database's rows.
 */
export function storedCard(product: StoredProduct, deal: StoredDeal | null): Pick<ProductCard, 'priceCents' | 'deal'> {
  const left = deal && deal.productId === product.id ? Math.min(deal.stockCap - deal.soldCount, product.stock) : 0;
  if (!deal || left <= 0 || product.priceCents == null || !dealIsCheaper(deal.dealPriceCents, product.priceCents))
    return { priceCents: product.priceCents };
  return {
    priceCents: deal.dealPriceCents,
    deal: { id: deal.id, regularPriceCents: product.priceCents, left, endsAt: deal.endsAt.toISOString() },
  };
}

/** Lines priced from the database now; `unavailable` names a product that cannot be sold (gone, hidden, no price). */
export async function priceFromDatabase(
  db: Pick<Database, 'select'>,
  lines: readonly { productId: string; quantity: number }[],
  now: Date,
): Promise<{ lines: (ChargedPrice & { productId: string; quantity: number })[] } | { unavailable: string }> {
  const [stored, deal] = await Promise.all([
    readStoredProducts(
      db,
      lines.map((l) => l.productId),
    ),
    readRunningDeal(db, now),
  ]);
  const priced = [];
  for (const line of lines) {
    const product = stored.get(line.productId);
    if (!product || product.hidden || product.priceCents == null) return { unavailable: line.productId };
    priced.push({ ...line, ...chargedPrice(storedCard(product, deal), line.quantity) });
  }
  return { lines: priced };
}
