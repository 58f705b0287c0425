import type { ProductCard } from './catalog-types.ts';
import { formatMoney, type Lang } from './money.ts';
import { DEFAULT_SHIPPING_METHOD, shippingCents, type ShippingMethod } from './shipping.ts';

/**
 * Checkout constants (docs/product.md §12): tax 8 % of the subtotal. Shipping is not taxed: the tax is
 * computed on the subtotal only, whatever the delivery method (common/shipping.ts).
 */
export const TAX_RATE_PERCENT = 8;

/** Tax per order: round half up of subtotal × 8 %, in integer cents. */
export function taxOf(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PERCENT + 50) / 100);
}

export type Totals = { subtotalCents: number; shippingCents: number; taxCents: number; totalCents: number };

/** Totals from a subtotal. Invariant: total = subtotal + shipping + tax. */
export function totalsOf(subtotalCents: number, method: ShippingMethod = DEFAULT_SHIPPING_METHOD): Totals {
  const shipping = shippingCents(method, subtotalCents);
  const taxCents = taxOf(subtotalCents);
  return { subtotalCents, shippingCents: shipping, taxCents, totalCents: subtotalCents + shipping + taxCents };
}

/** Invariant: total = subtotal + shipping + tax. */
export function orderTotals(
  lines: { unitPriceCents: number; quantity: number }[],
  method: ShippingMethod = DEFAULT_SHIPPING_METHOD,
): Totals {
  return totalsOf(
    lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
    method,
  );
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

/** The invoice number as printed (one format everywhere): INV-000042. */
export function formatInvoiceNumber(invoiceNo: number): string {
  return `INV-${String(invoiceNo).padStart(6, '0')}`;
}

/** A checkout answer's details for its message: a `totalCents` also reads as `total` ("$45.35"). */
export function messageDetails(details: Record<string, unknown>, lang: Lang): Record<string, unknown> {
  return typeof details.totalCents === 'number'
    ? { ...details, total: formatMoney(details.totalCents, lang) }
    : details;
}
