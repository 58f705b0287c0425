import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  ADMIN_ORDERS_MAX,
  parseShopDate,
  type ApproveRequestInput,
  type CancelInput,
  type DeliverInput,
  type RejectRequestInput,
  type ShipInput,
} from '#common/schemas/admin-orders.ts';
import { deliveryPromise } from '#common/shipping.ts';
import { addDays, dayAtMidday, shopDay, shopDayStart } from '#common/shop-time.ts';
import type { Database } from '../db/client.ts';
import {
  contactMessages,
  deals,
  orderEvents,
  orderLines,
  orders,
  products,
  users,
  type OrderStatus,
} from '../db/schema.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { CatalogService } from './catalog.server.ts';
import { giveBackUse } from './discounts.server.ts';
import { ShopError } from './errors.ts';
import { isAvailable, queueBackInStock, type StockChange } from './stock-alerts.server.ts';
import { asMethod, type OrderService, type OrderView } from './orders.server.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { cancellationRequestApproved } from '../mail/templates/cancellation-request-approved.tsx';
import { cancellationRequestRejected } from '../mail/templates/cancellation-request-rejected.tsx';
import { orderCancelled } from '../mail/templates/order-cancelled.tsx';
import { orderDelivered } from '../mail/templates/order-delivered.tsx';
import { orderShipped } from '../mail/templates/order-shipped.tsx';
import { queueOrderMail, trackingLink } from './order-mails.server.ts';
import { requestSelection, toRequest, type CancellationRequest } from './admin-order-requests.ts';

export type { CancellationRequest } from './admin-order-requests.ts';

/**
 * Which status may follow which. Anything not listed here is refused (409): Delivered and
 * Cancelled are final.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

export const canTransition = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** A delivery time a little ahead of the server clock (another machine's clock) is still "now". */
const CLOCK_SKEW_MS = 5 * 60_000;
/** Date-only inputs mean midday in the shop's time zone: the same day wherever it is shown. */
const MIDDAY = 12;

export type AdminOrderSummary = {
  number: string;
  createdAt: string;
  status: OrderStatus;
  customerName: string;
  email: string;
  totalCents: number;
  itemCount: number;
};
export type AdminOrderList = {
  orders: AdminOrderSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

export type AdminOrderEvent = {
  status: OrderStatus;
  note: string | null;
  at: string;
  actorUserId: number | null;
  actorName: string | null;
};
export type AdminOrderDetail = Omit<OrderView, 'events'> & {
  customer: { userId: number; name: string | null; email: string | null };
  cancelReason: string | null;
  updatedAt: string;
  events: AdminOrderEvent[];
  requests: CancellationRequest[];
  /** The statuses this order may move to now. */
  next: OrderStatus[];
  /**
   * What the status forms suggest (yyyy-mm-dd in the shop's time zone): the ship form's
   * estimated delivery is the last day of the window the shopper was promised (unchanged unless
   * the owner picks another day); an order from before the promise was stored gets the rule's
   * window from today.
   */
  defaults: { estimatedDelivery: string; deliveredAt: string };
};

export type ListOrdersInput = { q?: string; status?: OrderStatus; page?: number };

/** TRACKING_URL: the carrier's tracking page, `{tracking}` standing for the number (shipped mails link to it). */
export type AdminOrderOptions = { trackingUrl?: string };

type OrderRow = typeof orders.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const notFound = () => new ShopError(404, 'admin.orders.errors.notFound');
const refused = (from: OrderStatus, to: OrderStatus) =>
  new ShopError(409, 'admin.orders.errors.transition', { from, to });
const badDate = (field: string, key: TranslationKey) => new ShopError(400, key, { fieldErrors: { [field]: key } });
/** The delivery window stored with the order (yyyy-mm-dd days); null for an order from before it was stored. */
const promisedWindow = (row: OrderRow) =>
  row.deliveryEarliest && row.deliveryLatest ? { earliest: row.deliveryEarliest, latest: row.deliveryLatest } : null;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Back office: orders, their transitions and cancellation requests (the dashboard's figures: ./admin-reports.server.ts). */
export class AdminOrderService {
  constructor(
    protected db: Database,
    protected catalog: CatalogService,
    protected orders: OrderService,
    protected payments: PaymentProvider,
    protected options: AdminOrderOptions = {},
  ) {}

  // ── Reading ───────────────────────────────────────────────────────────────

  /** Newest first, 20 a page; `q` finds an order number, e-mail or the billing name. */
  async listOrders(input: ListOrdersInput = {}): Promise<AdminOrderList> {
    const conditions: SQL[] = [];
    const q = input.q?.trim().slice(0, ADMIN_ORDERS_MAX.query);
    if (q) {
      const pattern = likePattern(q);
      const fullName = sql`(${orders.billing}->>'firstName') || ' ' || (${orders.billing}->>'lastName')`;
      conditions.push(
        or(
          ilike(orders.number, pattern),
          ilike(orders.email, pattern),
          sql`${fullName} ilike ${pattern}`,
          sql`(${orders.billing}->>'lastName') ilike ${pattern}`,
        )!,
      );
    }
    if (input.status) conditions.push(eq(orders.status, input.status));
    const where = conditions.length ? and(...conditions) : undefined;
    const [{ total }] = await this.db.select({ total: count() }).from(orders).where(where);
    const pageCount = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
    const page = Math.min(Math.max(1, Math.trunc(input.page ?? 1) || 1), pageCount);
    const rows = await this.db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        billing: orders.billing,
        email: orders.email,
        totalCents: orders.totalCents,
        itemCount: sql<number>`(select coalesce(sum(${orderLines.quantity}), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset((page - 1) * ADMIN_ORDERS_PAGE_SIZE);
    return {
      orders: rows.map((row) => ({
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        customerName: `${row.billing.firstName} ${row.billing.lastName}`.trim(),
        email: row.email,
        totalCents: row.totalCents,
        itemCount: Number(row.itemCount),
      })),
      total: Number(total),
      page,
      pageSize: ADMIN_ORDERS_PAGE_SIZE,
      pageCount,
    };
  }

  /** One order with its history (who did what) and the cancellation requests about it; null when unknown. */
  async getOrder(number: string): Promise<AdminOrderDetail | null> {
    const row = await this.findRow(number);
    return row ? this.detail(row) : null;
  }

  // ── Transitions ───────────────────────────────────────────────────────────

  /**
   * Processing → Shipped, with a tracking number and an estimated delivery: by default the window
   * the shopper was promised at checkout, kept as it is. Another day is the owner's deliberate
   * change: the order's window becomes that day, the change is dated, and the shipped mail tells
   * the shopper the new date and the one it replaces.
   */
  async ship(number: string, input: ShipInput, adminId: number): Promise<AdminOrderDetail> {
    const now = new Date();
    const chosen = this.estimatedDelivery(input.estimatedDelivery, now);
    const trackingNumber = input.trackingNumber.trim();
    if (!trackingNumber)
      throw new ShopError(400, 'admin.orders.errors.trackingRequired', {
        fieldErrors: { trackingNumber: 'admin.orders.errors.trackingRequired' },
      });
    const row = await this.expect(number, 'Shipped');
    const promised = promisedWindow(row);
    const window = promised ?? this.ruleWindow(row, now);
    const changes: Partial<typeof orders.$inferInsert> = { trackingNumber, shippedAt: now };
    let previousDelivery: { earliest: string; latest: string } | null = null;
    if (!chosen || chosen.day === window.latest) {
      Object.assign(changes, {
        deliveryEarliest: window.earliest,
        deliveryLatest: window.latest,
        estimatedDelivery: chosen?.at ?? dayAtMidday(window.latest),
      });
    } else {
      Object.assign(changes, {
        deliveryEarliest: chosen.day,
        deliveryLatest: chosen.day,
        estimatedDelivery: chosen.at,
        // Only a promise the shopper was given can change; an older order gets its first date.
        deliveryRevisedAt: promised ? now : null,
      });
      previousDelivery = promised;
    }
    await this.db.transaction(async (tx) => {
      await this.move(tx, row, 'Shipped', adminId, now, changes, null);
      const trackingUrl = trackingLink(this.options.trackingUrl, trackingNumber);
      await queueOrderMail(tx, row, orderShipped, {
        orderNumber: row.number,
        trackingNumber,
        trackingUrl,
        ...(previousDelivery ? { previousDelivery } : {}),
      });
    });
    return this.detailOf(number);
  }

  /** The rule's window from today, for an order from before the promise was stored. */
  private ruleWindow(row: OrderRow, now: Date): { earliest: string; latest: string } {
    const { earliest, latest } = deliveryPromise(asMethod(row.shippingMethod), row.shipping.country, now);
    return { earliest, latest };
  }

  /** Shipped → Delivered, at the given time (default: now). */
  async deliver(number: string, input: DeliverInput, adminId: number): Promise<AdminOrderDetail> {
    const now = new Date();
    const row = await this.expect(number, 'Delivered');
    const deliveredAt = this.deliveredAt(input.deliveredAt, row, now);
    await this.db.transaction(async (tx) => {
      await this.move(tx, row, 'Delivered', adminId, now, { deliveredAt }, null);
      await queueOrderMail(tx, row, orderDelivered, { orderNumber: row.number });
    });
    return this.detailOf(number);
  }

  /** Processing or Shipped → Cancelled: stock goes back, the payment authorisation is released. */
  async cancel(number: string, input: CancelInput, adminId: number): Promise<AdminOrderDetail> {
    const reason = input.reason.trim();
    if (!reason)
      throw new ShopError(400, 'admin.orders.errors.reasonRequired', {
        fieldErrors: { reason: 'admin.orders.errors.reasonRequired' },
      });
    const row = await this.expect(number, 'Cancelled');
    await this.db.transaction(async (tx) => {
      await this.cancelIn(tx, row, reason, adminId, new Date());
      await queueOrderMail(tx, row, orderCancelled, { orderNumber: row.number, reason });
    });
    await this.afterCancel(row);
    return this.detailOf(number);
  }

  /** Approves an open cancellation request: the order is cancelled (as `cancel`) and the message marked approved. */
  async approveRequest(messageId: number, input: ApproveRequestInput, adminId: number): Promise<AdminOrderDetail> {
    const request = await this.findRequest(messageId);
    if (request.status !== 'open')
      throw new ShopError(409, 'admin.orders.errors.requestAnswered', { status: request.status });
    const row = await this.findRow(request.orderNumber);
    if (!row) throw notFound();
    if (!canTransition(row.status, 'Cancelled')) throw refused(row.status, 'Cancelled');
    const note = input.note?.trim() || null;
    // The admin's note, else what the shopper wrote: that is the reason for cancelling.
    const reason = (note ?? request.message).slice(0, ADMIN_ORDERS_MAX.text);
    await this.db.transaction(async (tx) => {
      await this.answer(tx, messageId, 'approved', note);
      await this.cancelIn(tx, row, reason, adminId, new Date());
      // One mail to whoever asked: the approval, which also says what happens to the money.
      await queueOrderMail(tx, row, cancellationRequestApproved, { orderNumber: row.number, note }, request.email);
    });
    await this.afterCancel(row);
    return this.detailOf(row.number);
  }

  /** Rejects an open cancellation request with a note (required); the order stays as it is. */
  async rejectRequest(messageId: number, input: RejectRequestInput, adminId: number): Promise<AdminOrderDetail> {
    const note = input.note?.trim();
    if (!note)
      throw new ShopError(400, 'admin.orders.errors.noteRequired', {
        fieldErrors: { note: 'admin.orders.errors.noteRequired' },
      });
    const request = await this.findRequest(messageId);
    if (request.status !== 'open')
      throw new ShopError(409, 'admin.orders.errors.requestAnswered', { status: request.status });
    void adminId; // contact_messages has no column for who answered; the order's history is unchanged.
    const row = await this.findRow(request.orderNumber);
    if (!row) throw notFound();
    await this.db.transaction(async (tx) => {
      await this.answer(tx, messageId, 'rejected', note);
      await queueOrderMail(tx, row, cancellationRequestRejected, { orderNumber: row.number, note }, request.email);
    });
    return this.detailOf(request.orderNumber);
  }

  // ── Internals ─────────────────────────────────────────────────────────────

  private async findRow(number: string): Promise<OrderRow | null> {
    if (typeof number !== 'string' || number.length === 0 || number.length > 40) return null;
    const [row] = await this.db.select().from(orders).where(eq(orders.number, number)).limit(1);
    return row ?? null;
  }

  /** The order, when it may move to `to` now; else 404 or 409. */
  private async expect(number: string, to: OrderStatus): Promise<OrderRow> {
    const row = await this.findRow(number);
    if (!row) throw notFound();
    if (!canTransition(row.status, to)) throw refused(row.status, to);
    return row;
  }

  /**
   * The status change itself: a conditional update on the status the decision was made on (so
   * two admins cannot both move the order), and its history entry, in the caller's transaction.
   */
  private async move(
    tx: Tx,
    row: OrderRow,
    to: OrderStatus,
    adminId: number,
    now: Date,
    changes: Partial<typeof orders.$inferInsert>,
    note: string | null,
  ) {
    const updated = await tx
      .update(orders)
      .set({ ...changes, status: to, updatedAt: now })
      .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
      .returning({ id: orders.id });
    if (updated.length === 0) {
      const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, row.id));
      throw refused(current?.status ?? row.status, to);
    }
    await tx.insert(orderEvents).values({ orderId: row.id, status: to, note, actorUserId: adminId, at: now });
  }

  /**
   * Cancels in the caller's transaction and gives back what the order took, locking rows in the
   * checkout's order (the code, the deal, products by id) so the two cannot deadlock: the code's
   * use (docs/product.md §9.13), the deal-priced units, the stock.
   */
  private async cancelIn(tx: Tx, row: OrderRow, reason: string, adminId: number, now: Date) {
    await this.move(tx, row, 'Cancelled', adminId, now, { cancelledAt: now, cancelReason: reason }, reason);
    await giveBackUse(tx, row.id);
    const lines = await tx
      .select({ productId: orderLines.productId, quantity: orderLines.quantity, dealId: orderLines.dealId })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.productId));
    // Units bought at a Value of the Day price go back under the deal's cap, like stock.
    for (const line of lines) {
      if (line.dealId == null) continue;
      await tx
        .update(deals)
        .set({ soldCount: sql`greatest(${deals.soldCount} - ${line.quantity}, 0)` })
        .where(eq(deals.id, line.dealId));
    }
    // Rows locked in one order (by product id), so concurrent cancellations cannot deadlock each other.
    const restocked: StockChange[] = [];
    for (const line of lines) {
      const [product] = await tx
        .update(products)
        .set({
          stock: sql`${products.stock} + ${line.quantity}`,
          revision: sql`nextval('product_revision_seq')`,
          updatedAt: now,
        })
        .where(eq(products.id, line.productId))
        .returning({ stock: products.stock, hidden: products.hidden });
      if (product)
        restocked.push({
          productId: line.productId,
          wasAvailable: isAvailable({ ...product, stock: product.stock - line.quantity }),
        });
    }
    // A sold-out product back in stock: its waiting alerts' mails, with the cancellation.
    await queueBackInStock(tx, restocked, now);
  }

  /** After the cancellation is committed: the catalogue sees the stock, the provider releases the money. */
  private async afterCancel(row: OrderRow) {
    await this.catalog.refresh();
    try {
      await this.payments.void(row.paymentReference);
    } catch (error) {
      // The order is cancelled either way; the payment is then released by hand at the provider.
      console.error(
        `[error] voiding the payment of ${row.number} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async findRequest(messageId: number): Promise<CancellationRequest> {
    if (!Number.isSafeInteger(messageId) || messageId < 1 || messageId > 2_147_483_647) throw notFound();
    const [row] = await this.db
      .select(requestSelection)
      .from(contactMessages)
      .innerJoin(orders, eq(orders.id, contactMessages.orderId))
      .where(eq(contactMessages.id, messageId));
    if (!row) throw new ShopError(404, 'admin.orders.errors.requestNotFound');
    return toRequest(row);
  }

  /** Marks an open request answered; another admin's answer first makes this a 409. */
  private async answer(tx: Tx, messageId: number, status: 'approved' | 'rejected', note: string | null) {
    const answered = await tx
      .update(contactMessages)
      .set({ status, adminNote: note })
      .where(and(eq(contactMessages.id, messageId), eq(contactMessages.status, 'open')))
      .returning({ id: contactMessages.id });
    if (answered.length === 0) throw new ShopError(409, 'admin.orders.errors.requestAnswered');
  }

  /** The day (and instant) the owner typed for the estimated delivery; undefined when left to the default. */
  private estimatedDelivery(value: string | undefined, now: Date): { day: string; at: Date } | undefined {
    if (value === undefined) return undefined;
    const parsed = parseShopDate(value);
    if (!parsed) throw badDate('estimatedDelivery', 'admin.orders.errors.dateInvalid');
    const today = shopDay(now);
    const day = parsed.kind === 'day' ? parsed.day : shopDay(parsed.at);
    if (day < today) throw badDate('estimatedDelivery', 'admin.orders.errors.estimatedPast');
    if (day > addDays(today, 366)) throw badDate('estimatedDelivery', 'admin.orders.errors.dateTooFar');
    return { day, at: parsed.kind === 'day' ? shopDayStart(parsed.day, MIDDAY) : parsed.at };
  }

  private deliveredAt(value: string | undefined, row: OrderRow, now: Date): Date {
    const shippedAt = row.shippedAt ?? row.createdAt;
    if (value === undefined) return now;
    const parsed = parseShopDate(value);
    if (!parsed) throw badDate('deliveredAt', 'admin.orders.errors.dateInvalid');
    if (parsed.kind === 'instant') {
      if (parsed.at.getTime() > now.getTime() + CLOCK_SKEW_MS)
        throw badDate('deliveredAt', 'admin.orders.errors.deliveredFuture');
      if (parsed.at < shippedAt) throw badDate('deliveredAt', 'admin.orders.errors.deliveredBeforeShipped');
      return parsed.at;
    }
    if (parsed.day > shopDay(now)) throw badDate('deliveredAt', 'admin.orders.errors.deliveredFuture');
    if (parsed.day < shopDay(shippedAt)) throw badDate('deliveredAt', 'admin.orders.errors.deliveredBeforeShipped');
    // A day: today means now; an earlier day its midday, but never before the parcel left.
    if (parsed.day === shopDay(now)) return now;
    const midday = shopDayStart(parsed.day, MIDDAY);
    return midday < shippedAt ? shippedAt : midday;
  }

  private async detailOf(number: string): Promise<AdminOrderDetail> {
    const detail = await this.getOrder(number);
    if (!detail) throw notFound();
    return detail;
  }

  private async detail(row: OrderRow, now = new Date()): Promise<AdminOrderDetail> {
    const [[view], events, requests, [customer]] = await Promise.all([
      this.orders.withDetails([row]),
      this.db
        .select({
          status: orderEvents.status,
          note: orderEvents.note,
          at: orderEvents.at,
          actorUserId: orderEvents.actorUserId,
          actorName: users.name,
        })
        .from(orderEvents)
        .leftJoin(users, eq(users.id, orderEvents.actorUserId))
        .where(eq(orderEvents.orderId, row.id))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      this.db
        .select(requestSelection)
        .from(contactMessages)
        .innerJoin(orders, eq(orders.id, contactMessages.orderId))
        .where(eq(contactMessages.orderId, row.id))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
      this.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.userId)),
    ]);
    const { events: _plain, ...rest } = view;
    return {
      ...rest,
      customer: { userId: row.userId, name: customer?.name ?? null, email: customer?.email ?? null },
      cancelReason: row.cancelReason,
      updatedAt: row.updatedAt.toISOString(),
      events: events.map((e) => ({ ...e, at: e.at.toISOString() })),
      requests: requests.map(toRequest),
      next: [...ORDER_TRANSITIONS[row.status]],
      defaults: {
        estimatedDelivery: (promisedWindow(row) ?? this.ruleWindow(row, now)).latest,
        deliveredAt: shopDay(now),
      },
    };
  }
}
