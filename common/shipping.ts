/**
 * The one shipping rule (docs/product.md §11), used by the checkout page, the server's
 * checkout, orders, invoices, the API and the /shipping page:
 * - standard delivery is free on every order (the spec's checkout $0.00, so "free shipping over
 *   $100" stays true);
 * - express delivery is a paid choice, priced from the spec's express column by what is paid for
 *   the goods: the subtotal after any discount code, before tax (common/money-rules.ts totalsOf);
 * - when an order leaves the warehouse: express the same business day (the next business day
 *   when placed on a weekend); standard and international within 1-2 business days;
 * - delivery windows, in business days: express 1-2 counted from the day it leaves; standard 3-5
 *   and international 7-14 counted from the order day (so it never arrives before it leaves).
 * The order's stored estimated shipping date, the checkout's dates, /shipping and the FAQ all
 * follow this rule.
 * "International" means a shipping address outside Türkiye (the warehouse's country). Abroad
 * every order travels the international way (7-14 business days, free): express is offered for
 * addresses in Türkiye only, and the server refuses it for any other country.
 */
import type { Lang } from './languages.ts';
import { DEFAULT_COUNTRY } from './countries.ts';
import { formatAmount } from './money.ts';

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];
export const DEFAULT_SHIPPING_METHOD: ShippingMethod = 'standard';

/** The warehouse's country: any other shipping country is international. */
export const HOME_COUNTRY = DEFAULT_COUNTRY;

/** Standard delivery's price: free, whatever the order. */
export const STANDARD_SHIPPING_CENTS = 0;

/** The spec's "free shipping over $100" promise (kept true: standard is always free). */
export const FREE_SHIPPING_OVER_CENTS = 10_000;

/**
 * Express price by subtotal (docs/product.md §11.2): a tier applies from `fromCents` up to
 * the next tier's start. Under $50 $15.99; $50-$99.99 $12.99; $100-$199.99 $9.99; $200+ $7.99.
 */
export const EXPRESS_TIERS: readonly { fromCents: number; expressCents: number }[] = [
  { fromCents: 0, expressCents: 1_599 },
  { fromCents: 5_000, expressCents: 1_299 },
  { fromCents: 10_000, expressCents: 999 },
  { fromCents: 20_000, expressCents: 799 },
];

/** Business days before an order leaves the warehouse (express: 0, the same business day). */
export const SHIPS_WITHIN_DAYS = {
  standard: { min: 1, max: 2 },
  express: { min: 0, max: 0 },
  international: { min: 1, max: 2 },
} as const;

/** Delivery windows in business days (express from the day it leaves, the others from the order day). */
export const DELIVERY_DAYS = {
  standard: { min: 3, max: 5 },
  express: { min: 1, max: 2 },
  international: { min: 7, max: 14 },
} as const;
export type DeliveryKind = keyof typeof DELIVERY_DAYS;

export function isInternational(country: string | null | undefined): boolean {
  return !!country && country !== HOME_COUNTRY;
}

/** Whether a method may be chosen for this shipping country (express: Türkiye only). */
export function methodAvailable(method: ShippingMethod, country: string | null | undefined): boolean {
  return method === 'standard' || !isInternational(country);
}

export function expressCents(subtotalCents: number): number {
  let price = EXPRESS_TIERS[0].expressCents;
  for (const tier of EXPRESS_TIERS) if (subtotalCents >= tier.fromCents) price = tier.expressCents;
  return price;
}

/** What shipping costs for this method and subtotal (after any discount code), in cents. */
export function shippingCents(method: ShippingMethod, subtotalCents: number): number {
  return method === 'express' ? expressCents(subtotalCents) : STANDARD_SHIPPING_CENTS;
}

/**
 * Which delivery applies, by its name and window: the free method is international delivery
 * abroad; express keeps its name (it is offered in Türkiye only, see `methodAvailable`).
 */
export function deliveryKind(method: ShippingMethod, country: string | null | undefined): DeliveryKind {
  return method === 'standard' && isInternational(country) ? 'international' : method;
}

/** Adds business days (Monday to Friday, UTC). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return date;
}

const isBusinessDay = (date: Date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6;

/** The day itself when it is a business day, else the next business day. */
export function firstBusinessDay(from: Date): Date {
  return isBusinessDay(from) ? new Date(from) : addBusinessDays(from, 1);
}

/** The latest day an order placed at `from` leaves the warehouse (the order's estimated shipping date). */
export function estimatedShipping(method: ShippingMethod, country: string | null | undefined, from: Date): Date {
  const days = SHIPS_WITHIN_DAYS[deliveryKind(method, country)].max;
  return days === 0 ? firstBusinessDay(from) : addBusinessDays(from, days);
}

/** The estimated delivery dates (earliest, latest) of an order placed at `from`. */
export function estimatedDelivery(
  method: ShippingMethod,
  country: string | null | undefined,
  from: Date,
): { earliest: Date; latest: Date } {
  const kind = deliveryKind(method, country);
  const days = DELIVERY_DAYS[kind];
  const start = kind === 'express' ? estimatedShipping(method, country, from) : from;
  return { earliest: addBusinessDays(start, days.min), latest: addBusinessDays(start, days.max) };
}

/** The /shipping table's rows, made from the same rule. `toCents` null = and over. */
export function shippingRateRows(): {
  fromCents: number;
  toCents: number | null;
  standardCents: number;
  expressCents: number;
}[] {
  return EXPRESS_TIERS.map((tier, i) => ({
    fromCents: tier.fromCents,
    toCents: i + 1 < EXPRESS_TIERS.length ? EXPRESS_TIERS[i + 1].fromCents - 1 : null,
    standardCents: STANDARD_SHIPPING_CENTS,
    expressCents: tier.expressCents,
  }));
}

const dayRange = (days: { min: number; max: number }) => `${days.min}-${days.max}`;

/**
 * The rule's figures as the texts show them: every shipping text (/shipping, /faq, /about,
 * /terms, the product page, checkout) interpolates these and writes no number of its own.
 * `freeOver` is "$100"; the others are business-day ranges ("3-5"). Standard and international
 * orders leave within the same window (`shipsWithin`).
 */
export function shippingTextValues(
  lang: Lang,
): Record<'freeOver' | 'shipsWithin' | 'standardDays' | 'expressDays' | 'internationalDays', string> {
  return {
    freeOver: formatAmount(FREE_SHIPPING_OVER_CENTS, lang),
    shipsWithin: dayRange(SHIPS_WITHIN_DAYS.standard),
    standardDays: dayRange(DELIVERY_DAYS.standard),
    expressDays: dayRange(DELIVERY_DAYS.express),
    internationalDays: dayRange(DELIVERY_DAYS.international),
  };
}
