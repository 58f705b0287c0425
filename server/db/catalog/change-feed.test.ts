import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogService } from '#server/services/catalog.server.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { seedCatalog } from '../seed.ts';
import { createFreshDatabase } from '#tests/setup/test-shop.ts';
import { openProcessSession } from '../process-session.ts';

// The change feed must not skip a commit: a transaction writes a product (taking its revision)
// and commits only after another transaction, with a later revision, has committed and been
// read. Two connections are needed, so this runs on PostgreSQL (`npm run test:pg`).
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the catalogue change feed on PostgreSQL', () => {
  let handle: DatabaseHandle;
  let url: string;
  let drop: () => Promise<void>;
  let other: pg.Client;

  beforeAll(async () => {
    ({ url, drop } = await createFreshDatabase(adminUrl!));
    handle = await openDatabase({ databaseUrl: url });
    await seedCatalog(handle.db);
    other = new pg.Client({ connectionString: url });
    await other.connect();
  }, 120_000);
  afterAll(async () => {
    await other?.end();
    await handle?.close();
    await drop?.();
  });

  const copyOf = (catalog: CatalogService, id: string) => catalog.getCard(id)!;

  it('reads a write that committed after a later one was already read', async () => {
    const catalog = new CatalogService(handle.db);
    await catalog.start();
    // Early writer: takes its revision now, commits last.
    await other.query('begin');
    await other.query(`update products set price_cents = 4321, stock = 77 where id = 'tp-link-poe-injector'`);
    // A later write, committed and pulled while the early one is still open.
    await handle.db.execute(`update products set stock = 12 where id = 'sandisk-high-endurance-256gb'`);
    await catalog.refresh();
    expect(copyOf(catalog, 'sandisk-high-endurance-256gb').stock).toBe(12);
    expect(copyOf(catalog, 'tp-link-poe-injector').priceCents).not.toBe(4321);
    await other.query('commit');
    await catalog.refresh();
    expect(copyOf(catalog, 'tp-link-poe-injector')).toMatchObject({ priceCents: 4321, stock: 77 });
    await catalog.stop();
  });

  it('reads an edit whose commit waited on a lock while an order committed', async () => {
    const catalog = new CatalogService(handle.db);
    await catalog.start();
    const order = new pg.Client({ connectionString: url });
    await order.connect();
    try {
      // An order holds the invoice counter; the back office's restock + price change writes the
      // product (taking its revision), then waits on the counter.
      await order.query('begin');
      await order.query(`update counters set value = value where name = 'invoice'`);
      await other.query('begin');
      await other.query(`update products set stock = 40, price_cents = 9900 where id = 'hikvision-4mp-ptz-camera'`);
      const edit = other.query(`update counters set value = value where name = 'invoice'`);
      await waitFor(async () => (await lockWaiters(handle)) > 0);
      // The order sells another product (a later revision), commits, and is pulled.
      await order.query(`update products set stock = 3 where id = 'tp-link-poe-injector'`);
      await order.query('commit');
      await catalog.refresh();
      expect(copyOf(catalog, 'tp-link-poe-injector').stock).toBe(3);
      await edit;
      await other.query('commit');
      await catalog.refresh();
      expect(copyOf(catalog, 'hikvision-4mp-ptz-camera')).toMatchObject({ stock: 40, priceCents: 9900 });
    } finally {
      await order.end();
      await catalog.stop();
    }
  });

  it('tells a listening process of another connection’s commit', async () => {
    let notices = 0;
    const listener = await openProcessSession(handle, { databaseUrl: url, onCatalogChange: () => notices++ });
    try {
      // The listener connects in the background: a commit made before it listens is not counted.
      await waitFor(async () => {
        await other.query(
          `update product_lists set product_ids = product_ids where slug = (select min(slug) from product_lists)`,
        );
        return notices > 0;
      });
      const before = notices;
      await other.query(`update products set stock = stock + 1 where id = 'tp-link-poe-injector'`);
      await waitFor(async () => notices > before);
    } finally {
      await listener.close();
    }
  });
});

async function lockWaiters(handle: DatabaseHandle): Promise<number> {
  const result = (await handle.db.execute(
    `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
  )) as unknown as { rows: { waiting: number }[] };
  return result.rows[0].waiting;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
