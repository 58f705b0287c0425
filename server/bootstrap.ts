import type { Services, StoreInfo } from './context.ts';
import { openDatabase, type DatabaseHandle, type OpenOptions } from './db/client.ts';
import { seedCatalog } from './db/seed.ts';
import type { Env } from './env.ts';
import { CartService } from './services/cart.server.ts';
import { CatalogService } from './services/catalog.server.ts';
import { loadSecret, Signer } from './services/identity.server.ts';
import { NewsletterService } from './services/newsletter.server.ts';

export type Shop = {
  database: DatabaseHandle;
  services: Services;
  signer: Signer;
  store: StoreInfo;
  close: () => Promise<void>;
};

/** Opens the database (migrated and seeded) and wires the services. Used by the server and the tests. */
export async function startShop(env: Pick<Env, 'SESSION_SECRET' | 'STORE_NAME' | 'STORE_EMAIL' | 'STORE_PHONE' | 'STORE_ADDRESS'>, db: OpenOptions): Promise<Shop> {
  const database = await openDatabase(db);
  try {
    await seedCatalog(database.db);
    const catalog = new CatalogService(database.db);
    // Other processes on the same PostgreSQL write too: pick up their catalogue changes.
    await catalog.start(database.kind === 'postgres' ? 2000 : undefined);
    const services: Services = {
      catalog,
      cart: new CartService(database.db, catalog),
      newsletter: new NewsletterService(database.db),
    };
    const signer = new Signer(await loadSecret(database.db, env.SESSION_SECRET));
    const store = { name: env.STORE_NAME, email: env.STORE_EMAIL, phone: env.STORE_PHONE, address: env.STORE_ADDRESS };
    return {
      database,
      services,
      signer,
      store,
      close: async () => {
        catalog.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
