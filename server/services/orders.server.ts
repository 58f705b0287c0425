import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderMoney } from '#common/money-rules.ts';
import type { DeliveryPromise, ShippingMethod } from '#common/shipping.ts';
import { dayAtMidday } from '#common/shop-time.ts';
import type { Database } from '../db/client.ts';
import { orderEvents, orderLines, orders, type Address, type OrderStatus } from '../db/schema.ts';

export type OrderLineView = {
  productId: string;
  title: string;
  imagePath: string | null;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** Charged at a Value of the Day price: the deal, and the regular unit price it replaced. */
  dealId: number | null;
  regularPriceCents: number | null;
};
export type OrderEventView = { status: OrderStatus; note: string | null; at: string };

/** An order as the shopper sees it (and the API returns it). Card: brand and last 4 only. */
export type OrderView = OrderMoney & {
  number: string;
  status: OrderStatus;
  createdAt: string;
  email: string;
  billing: Address;
  shipping: Address;
  lines: OrderLineView[];
  /** The invoice's own gap-free number (formatInvoiceNumber prints it); null only for orders from before it existed. */
  invoiceNo: number | null;
  /**
   * The delivery window stored with the order (common/shipping.ts deliveryPromise, or the owner's
   * change when shipping), each day as midday on the shop's clock; null for orders from before
   * it was stored (they show only the dates they had: estimatedShipping, estimatedDelivery).
   */
  deliveryEstimate: { earliest: string; latest: string } | null;
  /** When the owner changed the window on purpose (the shopper was told); null: as promised at checkout. */
  deliveryRevisedAt: string | null;
  cardBrand: string;
  cardLast4: string;
  trackingNumber: string | null;
  /** Leaves the warehouse by: the stored promise's day (older orders: the date they stored). */
  estimatedShipping: string | null;
  /** The single delivery date set when shipping, kept for orders from before the stored window. */
  estimatedDelivery: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  cancelledAt: string | null;
  events: OrderEventView[];
};

type OrderRow = typeof orders.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const midday = (day: string) => dayAtMidday(day).toISOString();

function toView(row: OrderRow, lines: OrderLineView[], events: OrderEventView[]): OrderView {
  return {
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    billing: row.billing,
    shipping: row.shipping,
    lines,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    discountCode: row.discountCode,
    shippingCents: row.shippingCents,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    shippingMethod: asMethod(row.shippingMethod),
    invoiceNo: row.invoiceNo,
    deliveryEstimate:
      row.deliveryEarliest && row.deliveryLatest
        ? { earliest: midday(row.deliveryEarliest), latest: midday(row.deliveryLatest) }
        : null,
    deliveryRevisedAt: iso(row.deliveryRevisedAt),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    trackingNumber: row.trackingNumber,
    estimatedShipping: row.dispatchBy ? midday(row.dispatchBy) : iso(row.estimatedShipping),
    estimatedDelivery: iso(row.estimatedDelivery),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
    events,
  };
}

export const orderNumber = (id: number) => `GL-${100000 + id}`;

export const asMethod = (value: string): ShippingMethod => (value === 'express' ? 'express' : 'standard');

/** A stored promise as the view carries it: each day as midday on the shop's clock. */
export function promiseView(promise: DeliveryPromise): Pick<OrderView, 'deliveryEstimate' | 'estimatedShipping'> {
  return {
    deliveryEstimate: { earliest: midday(promise.earliest), latest: midday(promise.latest) },
    estimatedShipping: midday(promise.dispatchBy),
  };
}

/** Orders as their owner reads them: another shopper's order is simply not found. */
export class OrderService {
  constructor(private db: Database) {}

  async listForUser(userId: number): Promise<OrderView[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return this.withDetails(rows);
  }

  async getForUser(userId: number, number: string): Promise<OrderView | null> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.number, number)))
      .limit(1);
    return (await this.withDetails(rows))[0] ?? null;
  }

  withDetails(rows: OrderRow[]): Promise<OrderView[]> {
    return this.withDetailsIn(this.db, rows);
  }

  /** Lines and history of several orders in two queries (also inside a transaction). */
  async withDetailsIn(db: Pick<Database, 'select'>, rows: OrderRow[]): Promise<OrderView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const lines = await db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.title));
    const events = await db
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    return rows.map((row) =>
      toView(
        row,
        lines
          .filter((l) => l.orderId === row.id)
          .map((l) => ({
            productId: l.productId,
            title: l.title,
            imagePath: l.imagePath,
            unitPriceCents: l.unitPriceCents,
            quantity: l.quantity,
            lineTotalCents: l.lineTotalCents,
            dealId: l.dealId,
            regularPriceCents: l.regularPriceCents,
          })),
        events
          .filter((e) => e.orderId === row.id)
          .map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
      ),
    );
  }
}
