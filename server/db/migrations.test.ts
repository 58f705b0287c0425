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
