/**
 * The one shipping rule (docs/product.md §11), used by the checkout page, the server's
 * checkout, orders, invoices, the API and the /shipping page:
 * - standard delivery is free on every order (the spec's checkout $0.00, so "free shipping over
 *   $100" stays true);
 * - express delivery is a paid choice, priced from the spec's express column by what is paid for
 *   the goods: the subtotal after any discount code, before tax (common/money-rules.ts totalsOf);
 * - when an order leaves the warehouse, on the shop's clock (common/shop-time.ts SHOP_CLOCK: its
 *   zone, business days, 15:00 cut-off): express the day it is received (an order after the
 *   cut-off or on a weekend is received the next business day); standard and international
 *   within 1-2 business days of it;
 * - delivery windows, in business days: express 1-2 counted from the day it leaves; standard 3-5
 *   and international 7-14 counted from the day received (so it never arrives before it leaves).
 * `deliveryPromise` is stored with the order when it is placed; the checkout's dates, /shipping
 * and the FAQ follow the same rule.
 * "International" means a shipping address outside Türkiye (the warehouse's country). Abroad
 * every order travels the international way (7-14 business days, free): express is offered for
 * addresses in Türkiye only, and the server refuses it for any other country.
 */
import type { Lang } from './languages.ts';
import { DEFAULT_COUNTRY } from './countries.ts';
import { formatAmount } from './money.ts';
import { SHOP_CLOCK, addBusinessDays, receivedDay, type ShopClock } from './shop-time.ts';

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

/**
 * The order's delivery promise, as yyyy-mm-dd days of the shop's calendar: the day it leaves the
 * warehouse at the latest (`dispatchBy`) and the days it arrives between. Counted from the day
 * the order is received on the shop's clock (`receivedDay`: after the dispatch cut-off or on a
 * day the warehouse does not work, the next business day): express leaves that day and arrives
 * 1-2 business days after leaving; standard and international leave within 1-2 business days and
 * arrive 3-5 (7-14) business days after the day received. Computed once, when the order is
 * placed, and stored with it; checkout shows the same function's answer for "now".
 */
export function deliveryPromise(
  method: ShippingMethod,
  country: string | null | undefined,
  now: Date,
  clock: ShopClock = SHOP_CLOCK,
): DeliveryPromise {
  const kind = deliveryKind(method, country);
  const received = receivedDay(now, clock);
  const dispatchBy = addBusinessDays(received, SHIPS_WITHIN_DAYS[kind].max, clock);
  const from = kind === 'express' ? dispatchBy : received;
  const days = DELIVERY_DAYS[kind];
  return {
    dispatchBy,
    earliest: addBusinessDays(from, days.min, clock),
    latest: addBusinessDays(from, days.max, clock),
  };
}

/** Days of the shop's calendar (yyyy-mm-dd): leaves the warehouse by, arrives between. */
export type DeliveryPromise = { dispatchBy: string; earliest: string; latest: string };

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
 * `freeOver` is "$100"; `cutoff` the dispatch cut-off on the shop's clock ("15:00"); the others
 * are business-day ranges ("3-5"). Standard and international orders leave within the same window
 * (`shipsWithin`).
 */
export function shippingTextValues(
  lang: Lang,
): Record<'freeOver' | 'shipsWithin' | 'standardDays' | 'expressDays' | 'internationalDays' | 'cutoff', string> {
  return {
    freeOver: formatAmount(FREE_SHIPPING_OVER_CENTS, lang),
    shipsWithin: dayRange(SHIPS_WITHIN_DAYS.standard),
    standardDays: dayRange(DELIVERY_DAYS.standard),
    expressDays: dayRange(DELIVERY_DAYS.express),
    internationalDays: dayRange(DELIVERY_DAYS.international),
    cutoff: SHOP_CLOCK.dispatchCutoff,
  };
}
