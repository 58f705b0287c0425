import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '#server/db/client.ts';
import { eventually } from '#tests/reliability/shop-process.ts';
import { entriesUnder, openToOthers } from '#tests/setup/file-modes.ts';
import { checkoutBody, signedInShopper } from '#tests/setup/shoppers.ts';
import { createFreshDatabase, createTestShop } from '#tests/setup/test-shop.ts';
import { controlSocketPath } from './control.ts';
import { backupCli, restoreCli } from './cli.ts';

const root = mkdtempSync(path.join(tmpdir(), 'backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// A new data directory takes seconds to create and seed: made once, each test works on a copy.
const seeded = path.join(root, 'seeded');
beforeAll(async () => {
  const t = await createTestShop({ dataDir: seeded });
  await t.close();
});
function dataDirCopy(name: string): string {
  const dir = path.join(root, name);
  cpSync(seeded, dir, { recursive: true });
  return dir;
}

/** The CLI's exit code and what it printed. */
async function cli(run: typeof backupCli, argv: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const out = { info: (l: string) => lines.push(l), error: (l: string) => lines.push(l) };
  const code = await run(argv, env, out);
  return { code, output: lines.join('\n') };
}

/** Every order with its lines and totals, every account and product: what a restore must bring back. */
async function contents(db: Database) {
  const orders = await queryRows<{ number: string; email: string; sum: number; total: number; lines: string | null }>(
    db,
    sql`select o.number, o.email, o.subtotal_cents + o.shipping_cents + o.tax_cents - o.discount_cents as sum,
          o.total_cents as total,
          (select string_agg(l.product_id || ' x' || l.quantity || ' @' || l.unit_price_cents, ', ' order by l.product_id)
             from order_lines l where l.order_id = o.id) as lines
        from orders o order by o.number`,
  );
  const accounts = await queryRows<{ email: string; password_hash: string }>(
    db,
    sql`select email, password_hash from users order by email`,
  );
  const products = await queryRows<{ id: string; stock: number }>(db, sql`select id, stock from products order by id`);
  return { orders, accounts, products };
}

describe('backup and restore of the embedded database', () => {
  it('backs up a serving shop while it takes orders, and restores every order, account and product', async () => {
    const dataDir = dataDirCopy('live');
    const file = path.join(root, 'out', 'live.tar.gz');
    const t = await createTestShop({ dataDir });
    let closed = false;
    try {
      expect((statSync(controlSocketPath(dataDir)).mode & 0o777).toString(8)).toBe('600');
      const [first, second] = await queryRows<{ id: string }>(
        t.shop.database.db,
        sql`select id from products where stock >= 20 order by id limit 2`,
      );
      const shoppers = [await signedInShopper(t), await signedInShopper(t), await signedInShopper(t)];
      for (const [i, shopper] of shoppers.entries()) {
        const cart = [
          { id: first.id, quantity: i + 1 },
          { id: second.id, quantity: 1 },
        ];
        expect((await shopper.call('/api/checkout', 'POST', checkoutBody(cart))).status).toBe(201);
      }
      const before = await contents(t.shop.database.db);
      expect(before.orders).toHaveLength(3);

      // The backup runs while shoppers keep ordering and browsing: every request succeeds.
      const during = await signedInShopper(t);
      const backup = cli(backupCli, [file], { DATA_DIR: dataDir });
      const requests = await Promise.all([
        during.call('/api/checkout', 'POST', checkoutBody([{ id: first.id, quantity: 1 }])),
        ...Array.from({ length: 5 }, () => t.request('/api/products?limit=5')),
        shoppers[0].call('/api/orders'),
      ]);
      const result = await backup;
      expect(requests.map((r) => r.status)).toEqual([201, 200, 200, 200, 200, 200, 200]);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('from the running shop');
      expect(readdirSync(path.dirname(file))).toEqual(['live.tar.gz']); // no temporary file left behind
      expect((await t.request('/api/products?limit=1')).status).toBe(200);
      // A target it cannot write ends the command with its reason (it once kept the connection,
      // and itself, open for ever), and the shop serves on.
      for (const target of [file, path.dirname(file)]) {
        const refused = await cli(backupCli, [target], { DATA_DIR: dataDir });
        expect(refused.code, target).toBe(1);
      }
      expect((await t.request('/api/products?limit=1')).status).toBe(200);
      const after = await contents(t.shop.database.db);

      await t.close();
      closed = true;
      expect(existsSync(controlSocketPath(dataDir))).toBe(false);

      const restoredDir = path.join(root, 'restored');
      const restored = await cli(restoreCli, [file, '--data-dir', restoredDir], {});
      expect(restored.code, restored.output).toBe(0);
      // The restored directory and every file in it are the shop user's alone, like the ones it came from.
      expect(statSync(restoredDir).mode & 0o777).toBe(0o700);
      expect(entriesUnder(restoredDir)).toBeGreaterThan(100);
      expect(openToOthers(restoredDir)).toEqual([]);
      const reopened = await openDatabase({ dataDir: restoredDir });
      try {
        const back = await contents(reopened.db);
        // The order placed during the backup is in the snapshot whole, or not at all.
        expect([before.orders, after.orders]).toContainEqual(back.orders);
        expect(back.orders.every((o) => o.lines !== null && o.total === o.sum)).toBe(true);
        expect(back.accounts).toEqual(after.accounts); // the shoppers signed up before the backup began
        if (back.orders.length === before.orders.length) expect(back.products).toEqual(before.products);
        else expect(back.products).toEqual(after.products);
        const counts = `${back.products.length} products, ${back.orders.length} orders, ${back.accounts.length} accounts`;
        expect(result.output).toContain(counts);
        expect(restored.output).toContain(counts);
      } finally {
        await reopened.close();
      }
    } finally {
      if (!closed) await t.close();
    }
  }, 120_000);

  it('backs up a data directory no shop runs on, and refuses one held by a process that does not answer', async () => {
    const dataDir = dataDirCopy('stopped');
    const t = await createTestShop({ dataDir });
    await signedInShopper(t);
    await t.close();

    const file = path.join(root, 'stopped.tar.gz');
    const offline = await cli(backupCli, [file], { DATA_DIR: dataDir });
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toMatch(/no shop was running\): \d+ products, 0 orders, 2 accounts/);
    const again = await cli(backupCli, [file], { DATA_DIR: dataDir });
    expect(again).toEqual({ code: 1, output: `${file} already exists: choose another file name.` });

    // A live process holds the lock but has no control socket (e.g. an older shop).
    const holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dataDir, 'shop.lock'), String(holder.pid));
      const locked = await cli(backupCli, [path.join(root, 'locked.tar.gz')], { DATA_DIR: dataDir });
      expect(locked.code).toBe(1);
      expect(locked.output).toContain(`in use by another shop process (pid ${holder.pid})`);
      expect(locked.output).toContain('does not answer on its control socket');
      expect(existsSync(path.join(root, 'locked.tar.gz'))).toBe(false);
    } finally {
      holder.kill('SIGKILL');
      rmSync(path.join(dataDir, 'shop.lock'), { force: true });
    }
  }, 60_000);

  it('restore refuses a directory that is not empty and a file that is no backup, and leaves nothing behind', async () => {
    const full = dataDirCopy('full');
    const file = path.join(root, 'for-refusal.tar.gz');
    expect((await cli(backupCli, [file], { DATA_DIR: full })).code).toBe(0);

    const intoFull = await cli(restoreCli, [file], { DATA_DIR: full });
    expect(intoFull.code).toBe(1);
    expect(intoFull.output).toMatch(/full is not empty: restore into an empty or new directory/);

    const garbage = path.join(root, 'garbage.tar.gz');
    writeFileSync(garbage, 'this is not a backup');
    const empty = path.join(root, 'empty');
    const fromGarbage = await cli(restoreCli, [garbage, '--data-dir', empty], {});
    expect(fromGarbage).toEqual({
      code: 1,
      output: `${garbage} is not a backup of the shop: it is not gzip-compressed (expected a .tar.gz made by npm run backup).`,
    });
    const missing = await cli(restoreCli, [path.join(root, 'nowhere.tar.gz'), '--data-dir', empty], {});
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/^Cannot read .*nowhere\.tar\.gz: ENOENT/);
    expect(existsSync(empty) ? readdirSync(empty) : []).toEqual([]);

    const usage = await cli(restoreCli, [], {});
    expect(usage).toEqual({ code: 1, output: 'Name one backup file.\nUsage: npm run restore FILE [--data-dir DIR]' });
  }, 60_000);
});

// Under `npm run test:pg` only: the round trip through pg_dump and pg_restore.
describe.skipIf(!process.env.TEST_DATABASE_URL)('backup and restore on PostgreSQL', () => {
  it('dumps a serving shop with pg_dump and restores every order, account and product into an empty database', async () => {
    const t = await createTestShop();
    const target = await createFreshDatabase(process.env.TEST_DATABASE_URL!);
    try {
      const databaseUrl = t.databaseUrl!;
      const [product] = await queryRows<{ id: string }>(
        t.shop.database.db,
        sql`select id from products where stock >= 20 order by id limit 1`,
      );
      for (const quantity of [1, 2]) {
        const shopper = await signedInShopper(t);
        expect((await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: product.id, quantity }]))).status).toBe(
          201,
        );
      }
      const before = await contents(t.shop.database.db);

      const file = path.join(root, 'pg', 'shop.dump');
      const during = await signedInShopper(t);
      const backup = cli(backupCli, [file], { DATABASE_URL: databaseUrl });
      const requests = await Promise.all([
        during.call('/api/checkout', 'POST', checkoutBody([{ id: product.id, quantity: 1 }])),
        t.request('/api/products?limit=5'),
      ]);
      const result = await backup;
      expect(requests.map((r) => r.status)).toEqual([201, 200]);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain('pg_dump custom format');
      expect(readdirSync(path.dirname(file))).toEqual(['shop.dump']);
      const after = await contents(t.shop.database.db);

      const restored = await cli(restoreCli, [file], { DATABASE_URL: target.url });
      expect(restored.code, restored.output).toBe(0);
      const reopened = await openDatabase({ databaseUrl: target.url });
      try {
        const back = await contents(reopened.db);
        expect([before.orders, after.orders]).toContainEqual(back.orders);
        expect(back.orders.every((o) => o.lines !== null && o.total === o.sum)).toBe(true);
        expect(back.accounts).toEqual(after.accounts);
        expect(back.products).toEqual(back.orders.length === before.orders.length ? before.products : after.products);
        expect(restored.output).toContain(
          `${back.products.length} products, ${back.orders.length} orders, ${back.accounts.length} accounts`,
        );
      } finally {
        await reopened.close();
      }

      // The database has tables now: a second restore would mix two shops.
      const again = await cli(restoreCli, [file], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.output).toMatch(/^The database of DATABASE_URL is not empty \(\d+ tables\)/);
      const garbage = path.join(root, 'pg', 'garbage.dump');
      writeFileSync(garbage, 'not a dump');
      expect(await cli(restoreCli, [garbage], { DATABASE_URL: target.url })).toEqual({
        code: 1,
        output: `${garbage} is not a PostgreSQL backup of the shop (expected pg_dump's custom format, made by npm run backup).`,
      });
    } finally {
      await t.close();
      await target.drop();
    }
  }, 120_000);

  it('prints the counts of the dump itself: what a restore brings back, while rows are written all along', async () => {
    const t = await createTestShop();
    const target = await createFreshDatabase(process.env.TEST_DATABASE_URL!);
    const writer = new pg.Client({ connectionString: t.databaseUrl });
    await writer.connect();
    let writing = true;
    let written = 0;
    const writes = (async () => {
      while (writing) {
        await writer.query("insert into users (email, name, password_hash) values ($1, 'Writer', 'not-a-hash')", [
          `writer-${written + 1}@customer.example`,
        ]);
        written++;
      }
    })();
    const countsIn = (output: string) => {
      const [, products, orders, accounts] = /(\d+) products?, (\d+) orders?, (\d+) accounts?/.exec(output) ?? [];
      return { products: Number(products), orders: Number(orders), accounts: Number(accounts) };
    };
    try {
      // Accounts are being added before the backup starts, while it runs, and after it ends.
      await eventually('the writer to be under way', async () => written > 0 || undefined);
      const file = path.join(root, 'pg', 'while-writing.dump');
      const result = await cli(backupCli, [file], { DATABASE_URL: t.databaseUrl! });
      expect(result.code, result.output).toBe(0);
      const writtenByThen = written;
      await eventually('more rows after the backup', async () => written > writtenByThen || undefined);
      writing = false;
      await writes;

      const restored = await cli(restoreCli, [file], { DATABASE_URL: target.url });
      expect(restored.code, restored.output).toBe(0);
      expect(countsIn(result.output)).toEqual(countsIn(restored.output));
      // The live database moved on: counting it after pg_dump would have said more.
      const [live] = await queryRows<{ accounts: number }>(
        t.shop.database.db,
        sql`select count(*)::int as accounts from users`,
      );
      expect(countsIn(result.output).accounts).toBeLessThan(live.accounts);
    } finally {
      writing = false;
      await writes.catch(() => {});
      await writer.end();
      await t.close();
      await target.drop();
    }
  }, 120_000);
});
