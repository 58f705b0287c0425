/** Checkout constants (spec §9): tax 8 % of the subtotal, shipping $0.00. */
export const TAX_RATE_PERCENT = 8;
export const SHIPPING_CENTS = 0;

/** Tax per order: round half up of subtotal × 8 %, in integer cents. */
export function taxOf(subtotalCents: number): number {
  return Math.floor((subtotalCents * TAX_RATE_PERCENT + 50) / 100);
}

export type Totals = { subtotalCents: number; shippingCents: number; taxCents: number; totalCents: number };

/** Invariant: total = subtotal + shipping + tax. */
export function orderTotals(lines: { unitPriceCents: number; quantity: number }[]): Totals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const taxCents = taxOf(subtotalCents);
  return { subtotalCents, shippingCents: SHIPPING_CENTS, taxCents, totalCents: subtotalCents + SHIPPING_CENTS + taxCents };
}
