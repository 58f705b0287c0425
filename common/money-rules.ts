import type { ProductCard } from './catalog-types.ts';
import { formatAmount, formatMoney, type Lang } from './money.ts';
import { DEFAULT_SHIPPING_METHOD, shippingCents, type ShippingMethod } from './shipping.ts';

/**
 * Checkout constants (docs/product.md §12): tax 8 % of the subtotal after any discount code.
 * Shipping is not taxed: the tax is computed on the goods only, whatever the delivery method
 * (common/shipping.ts).
 */
export const TAX_RATE_PERCENT = 8;

/** Tax per order: round half up of the discounted subtotal × 8 %, in integer cents. */
export function taxOf(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PERCENT + 50) / 100);
}

export type Totals = {
  /** The lines' amount, before any discount. */
  subtotalCents: number;
  /** What a discount code takes off the lines (common/discounts.ts); 0 without one. */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * An order's money as stored and shown (the shopper's pages, the API, the back office):
 * total = subtotal − discount + shipping + tax.
 */
export type OrderMoney = Totals & {
  /** The discount code applied, as stored (upper-case); null without one. */
  discountCode: string | null;
  shippingMethod: ShippingMethod;
};

/**
 * Totals from the lines' amount and a discount (docs/product.md §12). What the shopper pays for
 * the goods — subtotal − discount — is what tax is taken on and what prices express delivery
 * (its tiers, like the "free over $100" promise, look at the discounted amount).
 * Invariant: total = subtotal − discount + shipping + tax. A discount is never below zero nor
 * above the subtotal.
 */
export function totalsOf(
  subtotalCents: number,
  method: ShippingMethod = DEFAULT_SHIPPING_METHOD,
  discountCents = 0,
): Totals {
  const discount = Math.min(Math.max(0, discountCents), subtotalCents);
  const goods = subtotalCents - discount;
  const shipping = shippingCents(method, goods);
  const taxCents = taxOf(goods);
  return {
    subtotalCents,
    discountCents: discount,
    shippingCents: shipping,
    taxCents,
    totalCents: goods + shipping + taxCents,
  };
}

/** Invariant: total = sum of the lines − discount + shipping + tax. */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number }[],
  method: ShippingMethod = DEFAULT_SHIPPING_METHOD,
  discountCents = 0,
): Totals {
  return totalsOf(
    lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
    method,
    discountCents,
  );
}

/**
 * Whether a deal is a deal: its price below the product's own price, what the shopper pays once it
 * is over (docs/product.md §5.6). A deal at that price or above saves nothing, so the shop shows and
 * charges the product as it is: no countdown, no "left at this price", no struck price of the deal's.
 * The catalogue's cards, the database's pricing of an order and the back office all ask this.
 */
export function dealIsCheaper(dealPriceCents: number, priceCents: number | null): boolean {
  return priceCents != null && dealPriceCents < priceCents;
}

export type ChargedPrice = { unitPriceCents: number; dealId: number | null; regularPriceCents: number | null };

/**
 * The unit price a cart line is charged (cart, checkout page and server alike). A product in the
 * running Value of the Day deal carries the deal price as its price; a line gets it when all
 * its units fit in what is left of the deal's cap, otherwise the whole line is charged the
 * regular price (a line has one unit price).
 */
export function chargedPrice(card: Pick<ProductCard, 'priceCents' | 'deal'>, quantity: number): ChargedPrice {
  const deal = card.deal;
  if (deal && quantity <= deal.left)
    return { unitPriceCents: card.priceCents ?? 0, dealId: deal.id, regularPriceCents: deal.regularPriceCents };
  return {
    unitPriceCents: deal ? deal.regularPriceCents : (card.priceCents ?? 0),
    dealId: null,
    regularPriceCents: null,
  };
}

/**
 * Whether a line names the Value of the Day (its price against the regular one, or that the cap
 * put the line at the regular price): only when the deal is cheaper than the product's own price.
 * A deal at the product's own price saves nothing, so "regular $1,700" beside "$1,700" would only
 * mislead.
 */
export function dealSaves(
  deal: { regularPriceCents: number } | null | undefined,
  dealPriceCents: number | null,
): boolean {
  return deal != null && dealPriceCents != null && deal.regularPriceCents > dealPriceCents;
}

/** The invoice number as printed (one format everywhere): INV-000042. */
export function formatInvoiceNumber(invoiceNo: number): string {
  return `INV-${String(invoiceNo).padStart(6, '0')}`;
}

/**
 * A checkout answer's details for its message: a `totalCents` also reads as `total` ("$45.35"),
 * a discount code's `minOrderCents` as `minimum` ("$50": whole dollars drop their cents in a sentence).
 */
export function messageDetails(details: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  const out = { ...details };
  if (typeof details.totalCents === 'number') out.total = formatMoney(details.totalCents, lang);
  if (typeof details.minOrderCents === 'number') out.minimum = formatAmount(details.minOrderCents, lang);
  return out;
}
