import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migrations folder as it was before `tag`: an install made by an older version of the shop. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0005 (typed data, translations, review table)', () => {
  it("moves an older install's reviews into product_reviews as imported, published ones and derives rating and count", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    const older = migrationsBefore('0005_hardware');
    folders.push(older);
    await migrate(db, { migrationsFolder: older });
    const reviews = [
      { author: 'Megan R.', rating: 5, text: 'Alerts arrive in seconds.', date: '2026-09-14' },
      { author: 'Emre K.', rating: 4, text: 'PoE ile kurulum çok kolaydı.', date: '2026-08-30' },
    ];
    await client.query(
      `INSERT INTO products (id, title, brand, category, rating, reviews) VALUES
        ('with-reviews', 'Sensor', 'HALO', 'security', 4.8, $1::jsonb),
        ('without-reviews', 'Cable', 'Acme', 'cables', 3.9, '[]'::jsonb)`,
      [JSON.stringify(reviews)],
    );

    await migrate(db, { migrationsFolder });

    const moved = await client.query<{
      author: string;
      rating: number;
      locale: string;
      status: string;
      imported: boolean;
      day: string;
    }>(
      `SELECT author, rating, locale, status, imported, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
       FROM product_reviews WHERE product_id = 'with-reviews' ORDER BY author DESC`,
    );
    expect(moved.rows).toEqual([
      { author: 'Megan R.', rating: 5, locale: 'en', status: 'published', imported: true, day: '2026-09-14' },
      { author: 'Emre K.', rating: 4, locale: 'tr', status: 'published', imported: true, day: '2026-08-30' },
    ]);
    const products = await client.query<{ id: string; rating: number; review_count: number; attributes: unknown }>(
      'SELECT id, rating, review_count, attributes FROM products ORDER BY id',
    );
    expect(products.rows).toEqual([
      { id: 'with-reviews', rating: 4.5, review_count: 2, attributes: {} },
      // No published review, no rating: the figure an older seed wrote had nothing behind it.
      { id: 'without-reviews', rating: 0, review_count: 0, attributes: {} },
    ]);
    await client.close();
  });
});

/** An older install's database: PGlite, or a fresh PostgreSQL database under TEST_DATABASE_URL. */
async function olderInstall(older: string) {
  if (!process.env.TEST_DATABASE_URL) {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: older });
    return {
      query: async <T>(text: string) => (await client.query<T>(text)).rows,
      upgrade: () => migrate(db, { migrationsFolder }),
      close: () => client.close(),
    };
  }
  const { createFreshDatabase } = await import('#tests/setup/test-shop.ts');
  const pg = await import('pg');
  const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  const database = await createFreshDatabase(process.env.TEST_DATABASE_URL);
  const client = new pg.default.Client({ connectionString: database.url });
  await client.connect();
  const db = drizzlePg(client);
  await migratePg(db, { migrationsFolder: older });
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    upgrade: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await client.end();
      await database.drop();
    },
  };
}

describe('migration 0007 (one welcome code per mailbox)', () => {
  it("keeps each mailbox's oldest welcome code and switches off the unused extra ones its +tags collected", async () => {
    const older = migrationsBefore('0007_welcome_mailbox');
    folders.push(older);
    const install = await olderInstall(older);
    try {
      await install.query(
        `INSERT INTO discount_codes (code, kind, value, max_uses, max_uses_per_customer, used_count, source, issued_to, created_at) VALUES
          ('WELCOME-AAAAA1', 'percent', 10, 1, 1, 0, 'newsletter', 'farmer+1@x.example', '2026-01-01T00:00:00Z'),
          ('WELCOME-AAAAA2', 'percent', 10, 1, 1, 0, 'newsletter', 'farmer+2@x.example', '2026-01-02T00:00:00Z'),
          ('WELCOME-AAAAA3', 'percent', 10, 1, 1, 1, 'newsletter', 'farmer@x.example', '2026-01-03T00:00:00Z'),
          ('WELCOME-BBBBB1', 'percent', 10, 1, 1, 0, 'newsletter', 'reader@y.example', '2026-01-04T00:00:00Z'),
          ('SUMMER-10', 'percent', 10, NULL, NULL, 0, 'admin', NULL, '2026-01-05T00:00:00Z')`,
      );

      await install.upgrade();

      const rows = await install.query<{ code: string; welcome_mailbox: string | null; active: boolean }>(
        'SELECT code, welcome_mailbox, active FROM discount_codes ORDER BY code',
      );
      expect(rows).toEqual([
        { code: 'SUMMER-10', welcome_mailbox: null, active: true },
        { code: 'WELCOME-AAAAA1', welcome_mailbox: 'farmer@x.example', active: true },
        { code: 'WELCOME-AAAAA2', welcome_mailbox: null, active: false },
        // Used by an order already: kept as it is (the order keeps its code).
        { code: 'WELCOME-AAAAA3', welcome_mailbox: null, active: true },
        { code: 'WELCOME-BBBBB1', welcome_mailbox: 'reader@y.example', active: true },
      ]);
      // The rule holds from now on, in the database itself.
      await expect(
        install.query(
          `INSERT INTO discount_codes (code, kind, value, source, issued_to, welcome_mailbox)
           VALUES ('WELCOME-CCCCC1', 'percent', 10, 'newsletter', 'farmer+3@x.example', 'farmer@x.example')`,
        ),
      ).rejects.toThrow(/discount_codes_welcome_mailbox_idx/);
    } finally {
      await install.close();
    }
  });
});

describe('migration 0012 (a product without a brand stored language-neutral)', () => {
  it('turns the Turkish word an older install stored for "no brand" into "Other" and leaves real brands alone', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    const older = migrationsBefore('0012_brand_other');
    folders.push(older);
    await migrate(db, { migrationsFolder: older });
    await client.query(
      `INSERT INTO products (id, title, brand, category) VALUES
        ('no-brand', 'Junction box', 'Diğer', 'accessories'),
        ('branded', 'Cable', 'Acme', 'cables')`,
    );

    await migrate(db, { migrationsFolder });

    const rows = await client.query<{ id: string; brand: string }>('SELECT id, brand FROM products ORDER BY id');
    expect(rows.rows).toEqual([
      { id: 'branded', brand: 'Acme' },
      { id: 'no-brand', brand: 'Other' },
    ]);
    await client.close();
  });
});

describe('migration 0011 (the seeded Value of the Day saves against the price after it)', () => {
  type Row = { id: string; price_cents: number | null; old_price_cents: number | null };
  const products = `INSERT INTO products (id, title, brand, category, price_cents, old_price_cents) VALUES
    ('halo-smart-sensor', 'HALO Smart Sensor 3C', 'HALO', 'security', 170000, 199900),
    ('other', 'Cable', 'Acme', 'cables', 4999, 5999)`;
  const deal = (price: number, cap: number, ends: string) =>
    `INSERT INTO deals (product_id, deal_price_cents, old_price_cents, stock_cap, ends_at)
     VALUES ('halo-smart-sensor', ${price}, 199900, ${cap}, now() + interval '${ends}')`;

  async function upgraded(setup: string[]): Promise<Row[]> {
    const older = migrationsBefore('0011_seeded_deal_saves');
    folders.push(older);
    const install = await olderInstall(older);
    try {
      for (const statement of setup) await install.query(statement);
      await install.upgrade();
      return await install.query<Row>('SELECT id, price_cents, old_price_cents FROM products ORDER BY id');
    } finally {
      await install.close();
    }
  }

  // Each case is a whole older install migrated twice over: on a busy machine that takes a while.
  it('an install still holding the old seed: HALO costs $1,999 with no struck price, the deal stays at $1,700', async () => {
    expect(await upgraded([products, deal(170000, 10, '2 days')])).toEqual([
      { id: 'halo-smart-sensor', price_cents: 199900, old_price_cents: null },
      { id: 'other', price_cents: 4999, old_price_cents: 5999 },
    ]);
  }, 90_000);

  const changed = products.replace('170000, 199900', '165000, 199900');
  it.each([
    ['the owner changed the price', [changed, deal(170000, 10, '2 days')], 165000],
    ['the owner set another deal', [products, deal(150000, 5, '2 days')], 170000],
    ['the seeded deal has ended', [products, deal(170000, 10, '-1 hour')], 170000],
  ])(
    'leaves HALO as it is when %s',
    async (_label, setup, price) => {
      expect((await upgraded(setup))[0]).toEqual({
        id: 'halo-smart-sensor',
        price_cents: price,
        old_price_cents: 199900,
      });
    },
    90_000,
  );
});
