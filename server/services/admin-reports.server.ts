import { and, asc, count, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { LOW_STOCK } from '#common/schemas/admin-catalog.ts';
import { SHOP_TIME_ZONE, addDays, shopDay, shopDayStart } from '#common/shop-time.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, orders, products } from '../db/schema.ts';
import { requestSelection, toRequest, type CancellationRequest } from './admin-order-requests.ts';

const DASHBOARD_DAYS = 30;
const DASHBOARD_LIST_MAX = 50;

export type DashboardDay = { day: string; orders: number; revenueCents: number };
export type LowStockProduct = { id: string; title: string; stock: number };
export type Dashboard = {
  /** The shop's day (yyyy-mm-dd, Europe/Istanbul) the figures were made for. */
  today: string;
  timeZone: string;
  todayOrders: number;
  todayRevenueCents: number;
  periodDays: number;
  periodOrders: number;
  periodRevenueCents: number;
  /** Oldest first, one entry per day (days without orders too). Revenue excludes Cancelled orders. */
  daily: DashboardDay[];
  lowStock: LowStockProduct[];
  lowStockThreshold: number;
  openRequests: CancellationRequest[];
  openRequestCount: number;
};

/** The zone as an SQL literal (a constant, not a parameter: GROUP BY must repeat the select's expression exactly). */
const ZONE_LITERAL = sql.raw(`'${SHOP_TIME_ZONE.replace(/[^A-Za-z_/+-]/g, '')}'`);

/** Back office reports: the dashboard's figures. */
export class AdminReportService {
  constructor(protected db: Database) {}

  /** Today and the last 30 days (today included) in the shop's time zone, stock running low, open cancellation requests. */
  async dashboard(now: Date = new Date()): Promise<Dashboard> {
    const today = shopDay(now);
    const firstDay = addDays(today, -(DASHBOARD_DAYS - 1));
    const from = shopDayStart(firstDay);
    const dayOf = sql<string>`to_char(${orders.createdAt} at time zone ${ZONE_LITERAL}, 'YYYY-MM-DD')`;
    const [perDay, lowStock, requests, [{ openRequestCount }]] = await Promise.all([
      this.db
        .select({
          day: dayOf,
          orders: sql<number>`count(*)::int`,
          revenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} <> 'Cancelled'), 0)::int`,
        })
        .from(orders)
        .where(and(gte(orders.createdAt, from), lte(orders.createdAt, now)))
        .groupBy(dayOf),
      this.db
        .select({ id: products.id, title: products.title, stock: products.stock })
        .from(products)
        .where(and(lte(products.stock, LOW_STOCK), eq(products.hidden, false)))
        .orderBy(asc(products.stock), asc(products.title))
        .limit(DASHBOARD_LIST_MAX),
      this.db
        .select(requestSelection)
        .from(contactMessages)
        .innerJoin(orders, eq(orders.id, contactMessages.orderId))
        .where(eq(contactMessages.status, 'open'))
        .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
        .limit(DASHBOARD_LIST_MAX),
      this.db
        .select({ openRequestCount: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.status, 'open'), isNotNull(contactMessages.orderId))),
    ]);
    const byDay = new Map(perDay.map((row) => [row.day, row]));
    const daily: DashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = addDays(firstDay, i);
      const row = byDay.get(day);
      return { day, orders: Number(row?.orders ?? 0), revenueCents: Number(row?.revenueCents ?? 0) };
    });
    const todayRow = daily[daily.length - 1];
    return {
      today,
      timeZone: SHOP_TIME_ZONE,
      todayOrders: todayRow.orders,
      todayRevenueCents: todayRow.revenueCents,
      periodDays: DASHBOARD_DAYS,
      periodOrders: daily.reduce((n, d) => n + d.orders, 0),
      periodRevenueCents: daily.reduce((n, d) => n + d.revenueCents, 0),
      daily,
      lowStock,
      lowStockThreshold: LOW_STOCK,
      openRequests: requests.map(toRequest),
      openRequestCount: Number(openRequestCount),
    };
  }
}
