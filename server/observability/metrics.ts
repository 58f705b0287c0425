import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows, type Database, type PoolStats } from '../db/client.ts';
import type { CheckoutOutcome } from '../services/checkout-outcome.ts';
import { THROTTLES, type ThrottleName } from '../services/throttle.server.ts';

/**
 * The shop's Prometheus metrics (docs/operations.md, "What to watch"). One registry per shop, not
 * prom-client's global one, so several shops in one process (the tests) never collide. Counters
 * are bumped where the shop decides (checkout, throttles, mail worker); gauges that mirror state
 * (outbox, catalogue, database pool) are read when Prometheus scrapes, so they cost nothing in
 * between.
 */

/** Label of every request whose path matches no route (unknown paths): bounded cardinality. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** Seconds; the shop answers in single-digit milliseconds, so the low end is fine-grained. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** How a checkout ended, as counted (a replayed idempotent answer is not counted again). */
export type CheckoutResult = 'placed' | 'payment_declined' | 'out_of_stock' | 'refused';
const CHECKOUT_RESULTS: CheckoutResult[] = ['placed', 'payment_declined', 'out_of_stock', 'refused'];

/** A failed delivery try: `retry` when the mail will be tried again, `failed` when it gave up. */
export type MailFailure = 'retry' | 'failed';

type Child = { observe: (value: number) => void };

/** What the scrape-time gauges read. */
export type MetricSources = {
  catalog: { productCount: number; pulledRevision: number };
  db: Database;
  /** PostgreSQL's pool; absent for the embedded database (one connection, no pool). */
  pool?: () => PoolStats;
};

export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly checkouts: Counter<'result'>;
  private readonly throttles: Counter<'throttle'>;
  private readonly mailFailures: Counter<'outcome'>;
  /** Histogram children by route, then by status × method: no label object per request. */
  private readonly children = new Map<string, Map<number, Child>>();

  constructor() {
    const registers = [this.registry];
    // Process metrics: CPU, memory, GC and event-loop delay (nodejs_eventloop_lag_*).
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (never the raw path), method and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.checkouts = new Counter({
      name: 'shop_checkouts_total',
      help: 'Checkouts by result: placed, payment_declined, out_of_stock, refused (price changed, code, deal ended, bad cart).',
      labelNames: ['result'],
      registers,
    });
    this.throttles = new Counter({
      name: 'shop_throttled_total',
      help: 'Requests refused by a throttle (429), by throttle name (server/services/throttle.server.ts).',
      labelNames: ['throttle'],
      registers,
    });
    this.mailFailures = new Counter({
      name: 'shop_mail_delivery_failures_total',
      help: 'Failed mail delivery tries: retry (tried again later) or failed (gave up; Back office → Mail).',
      labelNames: ['outcome'],
      registers,
    });
    // Every series exists from the start at 0, so rate() and alerts see the first increase.
    for (const result of CHECKOUT_RESULTS) this.checkouts.labels(result).inc(0);
    for (const name of Object.keys(THROTTLES)) this.throttles.labels(name).inc(0);
    for (const outcome of ['retry', 'failed']) this.mailFailures.labels(outcome).inc(0);
  }

  /** One answered request. Called for every request: a map lookup and an observe. */
  observeRequest = (method: string, route: string, status: number, seconds: number): void => {
    let byRoute = this.children.get(route);
    if (!byRoute) this.children.set(route, (byRoute = new Map()));
    const methodIndex = METHODS.indexOf(method);
    const key = status * 8 + (methodIndex === -1 ? 7 : methodIndex);
    let child = byRoute.get(key);
    if (!child) {
      child = this.requests.labels(methodIndex === -1 ? 'OTHER' : method, route, String(status));
      byRoute.set(key, child);
    }
    child.observe(seconds);
  };

  /** A checkout's answer (CheckoutService reports each one it decided). */
  checkedOut = (outcome: Parameters<typeof checkoutResult>[0]): void => {
    const result = checkoutResult(outcome);
    if (result) this.checkouts.labels(result).inc();
  };

  throttled = (name: ThrottleName): void => {
    this.throttles.labels(name).inc();
  };

  mailFailed = (outcome: MailFailure): void => {
    this.mailFailures.labels(outcome).inc();
  };

  /** The gauges read at scrape time: mail outbox, catalogue and database pool. */
  watch(sources: MetricSources): void {
    const registers = [this.registry];
    new Gauge({
      name: 'shop_mail_outbox_mails',
      help: 'Mails in the outbox not sent yet, by status: pending (waiting or between tries), sending, failed (gave up).',
      labelNames: ['status'],
      registers,
      async collect() {
        // Read in one indexed query; a database away leaves the series out rather than failing the scrape.
        const rows = await queryRows<{ status: string; mails: number }>(
          sources.db,
          sql`select status, count(*)::int as mails from mail_outbox where status <> 'sent' group by status`,
        ).catch(() => null);
        this.reset();
        if (!rows) return;
        for (const status of ['pending', 'sending', 'failed']) this.labels(status).set(0);
        for (const row of rows) this.labels(row.status).set(row.mails);
      },
    });
    new Gauge({
      name: 'shop_mail_outbox_oldest_pending_seconds',
      help: 'Age of the oldest mail still pending (0 when none): grows when delivery is stuck.',
      registers,
      async collect() {
        const rows = await queryRows<{ age: number | null }>(
          sources.db,
          sql`select extract(epoch from now() - min(created_at))::float8 as age from mail_outbox where status = 'pending'`,
        ).catch(() => null);
        this.reset();
        if (rows) this.set(Math.max(0, rows[0]?.age ?? 0));
      },
    });
    new Gauge({
      name: 'shop_catalog_products',
      help: 'Visible products in the catalogue read model.',
      registers,
      collect() {
        this.set(sources.catalog.productCount);
      },
    });
    new Gauge({
      name: 'shop_catalog_generation',
      help: 'Newest product revision the catalogue read model has pulled; processes on one PostgreSQL should agree within seconds.',
      registers,
      collect() {
        this.set(sources.catalog.pulledRevision);
      },
    });
    const pool = sources.pool;
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'Database connections by state: total and idle (PostgreSQL pool); the embedded database has one connection, reported as total.',
      labelNames: ['state'],
      registers,
      collect() {
        if (!pool) return void this.labels('total').set(1);
        const stats = pool();
        this.labels('total').set(stats.total);
        this.labels('idle').set(stats.idle);
        this.labels('max').set(stats.max);
      },
    });
    if (pool)
      new Gauge({
        name: 'shop_db_pool_waiting',
        help: 'Queries waiting for a free PostgreSQL connection (the pool is exhausted while this is above 0).',
        registers,
        collect() {
          this.set(pool().waiting);
        },
      });
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text (Prometheus text format 0.0.4). */
  render(): Promise<string> {
    return this.registry.metrics();
  }
}

/** How a checkout's answer is counted; null for answers that are not a checkout's decision. */
export function checkoutResult(outcome: CheckoutOutcome & { replayed?: boolean }): CheckoutResult | null {
  if (outcome.replayed) return null;
  if (outcome.status === 201) return 'placed';
  if (outcome.status === 402) return 'payment_declined';
  if (outcome.body.messageKey === 'checkout.errors.outOfStock') return 'out_of_stock';
  return 'refused';
}
