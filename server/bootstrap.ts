import type { Services, StoreInfo } from './context.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './db/client.ts';
import { seedCatalog } from './db/seed.ts';
import type { Env } from './env.ts';
import { AccountService } from './services/account.server.ts';
import { AdminCatalogService } from './services/admin-catalog.server.ts';
import { AdminMessageService } from './services/admin-messages.server.ts';
import { AdminOrderService } from './services/admin-orders.server.ts';
import { AuthService } from './services/auth.server.ts';
import { CartService } from './services/cart.server.ts';
import { CatalogService } from './services/catalog.server.ts';
import { loadSecret, Signer } from './services/identity.server.ts';
import { NewsletterService } from './services/newsletter.server.ts';
import { CheckoutService } from './services/checkout.server.ts';
import { ContactService } from './services/contact.server.ts';
import { OrderService } from './services/orders.server.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { TestPaymentProvider } from './payments/test-provider.ts';
import { Throttle, type ThrottleLimits } from './services/throttle.server.ts';

export type Shop = {
  database: DatabaseHandle;
  services: Services;
  signer: Signer;
  store: StoreInfo;
  close: () => Promise<void>;
};

/** Opens the database (migrated and seeded) and wires the services. Used by the server and the tests. */
type ShopEnv = Pick<
  Env,
  'SESSION_SECRET' | 'STORE_NAME' | 'STORE_EMAIL' | 'STORE_PHONE' | 'STORE_ADDRESS' | 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'
>;

export type StartOptions = {
  payments?: PaymentProvider;
  /** Limits other than THROTTLES (tests: in-process requests all come from one address). */
  throttles?: Partial<ThrottleLimits>;
  /** The throttles' clock (tests pin it, so a window cannot end in the middle of one). */
  clock?: () => Date;
  /** Places one address may hold in the password-hash queue (HASHES_PER_CLIENT; tests raise it). */
  hashesPerClient?: number;
};

export async function startShop(env: ShopEnv, db: OpenOptions, options: StartOptions = {}): Promise<Shop> {
  const database = await openDatabase(db);
  try {
    await seedCatalog(database.db);
    const catalog = new CatalogService(database.db);
    // Other processes on the same PostgreSQL write too: pick up their catalogue changes.
    await catalog.start(database.kind === 'postgres' ? 2000 : undefined);
    const throttle = new Throttle(database.db, options.throttles, options.clock);
    const reservedEmails = env.ADMIN_EMAIL ? [env.ADMIN_EMAIL] : [];
    const auth = new AuthService(database.db, throttle, { reservedEmails, hashesPerClient: options.hashesPerClient });
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) await auth.ensureAdmin(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    await auth.prune();
    const cart = new CartService(database.db, catalog);
    const orders = new OrderService(database.db);
    // The built-in test provider until a real one is configured (docs/product.md §9.7).
    const payments = options.payments ?? new TestPaymentProvider();
    const services: Services = {
      account: new AccountService(database.db, reservedEmails),
      auth,
      catalog,
      cart,
      newsletter: new NewsletterService(database.db, throttle),
      orders,
      checkout: new CheckoutService(database.db, catalog, cart, payments),
      contact: new ContactService(database.db, throttle),
      adminOrders: new AdminOrderService(database.db, catalog, orders, payments),
      adminCatalog: new AdminCatalogService(database.db, catalog),
      adminMessages: new AdminMessageService(database.db),
    };
    const signer = new Signer(await loadSecret(database.db, env.SESSION_SECRET));
    const store = { name: env.STORE_NAME, email: env.STORE_EMAIL, phone: env.STORE_PHONE, address: env.STORE_ADDRESS };
    return {
      database,
      services,
      signer,
      store,
      close: async () => {
        await catalog.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
