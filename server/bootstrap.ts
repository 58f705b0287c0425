import type { Services } from './context.ts';
import type { StoreInfo } from './store.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './db/client.ts';
import { openProcessSession, type ProcessSession } from './db/process-session.ts';
import { seedCatalog } from './db/seed.ts';
import type { Env } from './env.ts';
import { silentLogger, type Logger } from './http/log.ts';
import { MailRenderer, mailOrigin } from './mail/render.ts';
import { ShopMetrics } from './observability/metrics.ts';
import { MailWorker, mailFrom, smtpTransport, type MailTransport, type MailWorkerOptions } from './mail/worker.ts';
import { AccountService } from './services/account.server.ts';
import { AddressBookService } from './services/address-book.server.ts';
import { AdminMailService } from './services/admin-mail.server.ts';
import { AdminCatalogService } from './services/admin-catalog.server.ts';
import { AdminDealService } from './services/admin-deals.server.ts';
import { AdminMessageService } from './services/admin-messages.server.ts';
import { AdminOrderService } from './services/admin-orders.server.ts';
import { AdminReportService } from './services/admin-reports.server.ts';
import { AuthService, sessionsMemo } from './services/auth.server.ts';
import { CartService } from './services/cart.server.ts';
import { CatalogService, type CatalogOptions } from './services/catalog.server.ts';
import { loadSecret, Signer } from './services/identity.server.ts';
import { NewsletterService } from './services/newsletter.server.ts';
import { StockAlertService } from './services/stock-alerts.server.ts';
import { CheckoutService } from './services/checkout.server.ts';
import { ContactService } from './services/contact.server.ts';
import { DiscountService } from './services/discounts.server.ts';
import { KitPlannerService } from './services/kit-planner.server.ts';
import { OrderService } from './services/orders.server.ts';
import type { HashCost } from './services/passwords.server.ts';
import { RecoveryService } from './services/recovery.server.ts';
import { ReviewService } from './services/reviews.server.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { Throttle, type ThrottleLimits } from './services/throttle.server.ts';
import { startControlServer } from './ops/control.ts';

export type Shop = {
  database: DatabaseHandle;
  services: Services;
  signer: Signer;
  store: StoreInfo;
  /** Renders outbox mails (the worker sends them; the back office previews them). */
  mailRenderer: MailRenderer;
  /** Delivers the outbox; null without SMTP_URL (mails then wait, shown in the back office). */
  mailWorker: MailWorker | null;
  /** This shop's Prometheus metrics (server/observability/metrics.ts). */
  metrics: ShopMetrics;
  close: () => Promise<void>;
};

/** Opens the database (migrated and seeded) and wires the services. Used by the server and the tests. */
type ShopEnv = Pick<
  Env,
  | 'SESSION_SECRET'
  | 'STORE_NAME'
  | 'STORE_EMAIL'
  | 'STORE_PHONE'
  | 'STORE_ADDRESS'
  | 'STORE_LANG'
  | 'ADMIN_EMAIL'
  | 'ADMIN_PASSWORD'
  | 'PUBLIC_URL'
  | 'PORT'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'TRACKING_URL'
  | 'DATABASE_POOL_MAX'
  | 'DATABASE_POOL_TIMEOUT_MS'
  | 'DATABASE_POOL_QUEUE_MAX'
>;

export type StartOptions = {
  payments?: PaymentProvider;
  /** Limits other than THROTTLES (tests: in-process requests all come from one address). */
  throttles?: Partial<ThrottleLimits>;
  /** The throttles' and reset links' clock (tests pin it, so a window cannot end in the middle of one). */
  clock?: () => Date;
  /** Places one address may hold in the password-hash queue (HASHES_PER_CLIENT; tests raise it). */
  hashesPerClient?: number;
  /** scrypt's cost for new password hashes: production's unless a test shop asks for less. */
  hashCost?: HashCost;
  /** The mail worker's pace (tests shorten the waits); production uses MAIL_WORKER_DEFAULTS. */
  mail?: Partial<MailWorkerOptions>;
  /** Replaces the SMTP transport built from SMTP_URL (tests that need a transport of their own). */
  mailTransport?: MailTransport;
  /** Where the mail worker reports failed deliveries (main.ts passes its logger); default: silent. */
  logger?: Logger;
  /**
   * Called with the catalogue before it loads (startShop resolves once it has): main.ts reports
   * its progress on /readyz and stops the load on SIGTERM.
   */
  onCatalog?: (catalog: CatalogService) => void;
  /** The catalogue's read model and load (tests make slices small). */
  catalog?: CatalogOptions;
  /**
   * false: the catalogue copy never looks for other processes' writes (no notices, no poll), so a
   * test can hold it stale and show that what an order charges is the database's word.
   */
  followCatalog?: boolean;
};

/** How often a process on PostgreSQL looks for other processes' catalogue changes without a notice. */
const CATALOG_POLL_MS = 1000;

export async function startShop(env: ShopEnv, db: OpenOptions, options: StartOptions = {}): Promise<Shop> {
  const database = await openDatabase({
    pool: {
      max: env.DATABASE_POOL_MAX,
      timeoutMs: env.DATABASE_POOL_TIMEOUT_MS,
      queueMax: env.DATABASE_POOL_QUEUE_MAX,
    },
    ...db,
  });
  let session: ProcessSession | null = null;
  // `npm run backup` asks this process for the snapshot (nobody else may open the data
  // directory), also while the catalogue loads.
  const control =
    database.kind === 'pglite' && !db.inMemory
      ? await startControlServer(db.dataDir ?? './data', database.db, options.logger ?? silentLogger)
      : null;
  try {
    await seedCatalog(database.db);
    const catalog = new CatalogService(database.db, options.catalog);
    options.onCatalog?.(catalog);
    // Other processes on the same PostgreSQL write too: their commits are announced (NOTIFY) and
    // a poll every second catches what a lost notice would miss.
    const follow = database.kind === 'postgres' && options.followCatalog !== false;
    await catalog.start(follow ? CATALOG_POLL_MS : undefined);
    session = await openProcessSession(database, {
      databaseUrl: db.databaseUrl,
      onCatalogChange: follow ? () => catalog.changed() : undefined,
      onError: (message) => (options.logger ?? silentLogger).warn(message),
    });
    const metrics = new ShopMetrics();
    metrics.watch({ catalog, db: database.db, pool: database.pool });
    const throttle = new Throttle(database.db, options.throttles, options.clock, metrics.throttled);
    const reservedEmails = env.ADMIN_EMAIL ? [env.ADMIN_EMAIL] : [];
    // The embedded database has one process, this one, as its only writer: the reads every
    // personal page repeats are memoised there (server/services/reads-memo.ts), never on PostgreSQL.
    const soleWriter = database.kind === 'pglite';
    const sessions = soleWriter ? sessionsMemo() : null;
    const auth = new AuthService(database.db, throttle, {
      reservedEmails,
      hashesPerClient: options.hashesPerClient,
      hashCost: options.hashCost,
      memo: sessions,
    });
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await auth.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    await auth.prune();
    const signer = new Signer(await loadSecret(database.db, env.SESSION_SECRET));
    const store = { name: env.STORE_NAME, email: env.STORE_EMAIL, phone: env.STORE_PHONE, address: env.STORE_ADDRESS };
    const mailRenderer = new MailRenderer({
      db: database.db,
      store,
      origin: mailOrigin(env.PUBLIC_URL, env.PORT),
      signer,
    });
    const recovery = new RecoveryService(database.db, throttle, signer, {
      clock: options.clock,
      hashesPerClient: options.hashesPerClient,
      hashCost: options.hashCost,
      sessions,
    });
    await recovery.prune();
    const mailWorker = env.SMTP_URL
      ? new MailWorker(
          database.db,
          mailRenderer,
          options.mailTransport ?? smtpTransport(env.SMTP_URL),
          mailFrom(env.MAIL_FROM, store),
          options.logger ?? silentLogger,
          options.mail,
          metrics.mailFailed,
          session.id,
        )
      : null;
    const cart = new CartService(database.db, catalog, { memoReads: soleWriter });
    const orders = new OrderService(database.db);
    const discounts = new DiscountService(database.db, catalog, cart, throttle);
    // The built-in test provider (docs/product.md §9.7): no setting chooses another one yet
    // (docs/operations.md, "Payments"); tests may pass their own.
    const payments = options.payments ?? new TestPaymentProvider();
    const services: Services = {
      account: new AccountService(database.db, reservedEmails, sessions),
      addressBook: new AddressBookService(database.db),
      auth,
      recovery,
      catalog,
      cart,
      newsletter: new NewsletterService(database.db, throttle, signer),
      stockAlerts: new StockAlertService(database.db, throttle, signer),
      orders,
      checkout: new CheckoutService(
        database.db,
        catalog,
        cart,
        payments,
        {
          address: env.STORE_EMAIL,
          lang: env.STORE_LANG,
        },
        discounts,
        session.id,
        metrics.checkedOut,
      ),
      contact: new ContactService(database.db, throttle),
      adminOrders: new AdminOrderService(database.db, catalog, orders, payments, { trackingUrl: env.TRACKING_URL }),
      adminReports: new AdminReportService(database.db),
      adminCatalog: new AdminCatalogService(database.db, catalog),
      adminDeals: new AdminDealService(database.db, catalog),
      adminMessages: new AdminMessageService(database.db),
      adminMail: new AdminMailService(database.db, mailRenderer, {
        delivering: mailWorker !== null,
        nudge: () => mailWorker?.nudge(),
      }),
      discounts,
      reviews: new ReviewService(database.db, catalog),
      planner: new KitPlannerService(catalog, cart),
    };
    mailWorker?.start();
    return {
      database,
      services,
      signer,
      store,
      mailRenderer,
      mailWorker,
      metrics,
      close: async () => {
        // First the worker: it finishes the mail it is sending while the database is still open.
        await mailWorker?.stop();
        await control?.close();
        await session?.close();
        await catalog.stop();
        await database.close();
      },
    };
  } catch (error) {
    await control?.close();
    await session?.close();
    await database.close();
    throw error;
  }
}
