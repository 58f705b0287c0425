import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';

/**
 * Adds `count` products in one SQL statement (seconds for tens of thousands, where inserts from
 * JavaScript take minutes on PGlite). Written to make the catalogue load do real work:
 * - positions run against insertion (revision) order, two products per position (ties by id);
 * - every 997th product is hidden, every 10th has no image, every 7th no subcategory.
 * Ids are `bulk-00001`… (zero-padded: id order is number order).
 */
export async function insertBulkProducts(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    insert into products (id, title, description, price_cents, old_price_cents, brand, category, subcategory,
      rating, stock, is_new, is_featured, hidden, images, position)
    select
      'bulk-' || lpad(i::text, 5, '0'),
      'Bulk Dome Camera ' || i,
      'Night vision dome camera number ' || i || ' with motion detection',
      1000 + i,
      case when i % 4 = 0 then 1500 + i end,
      case when i % 2 = 0 then 'Hikvision' else 'Dahua' end,
      'security',
      case when i % 7 <> 0 then 'cameras' end,
      (i % 50) / 10.0,
      i % 30,
      i % 11 = 0,
      i % 13 = 0,
      i % 997 = 0,
      case when i % 10 = 0 then '[]'::jsonb
        else jsonb_build_array(jsonb_build_object('path', '/images/bulk/' || i || '.svg', 'alt', 'Camera ' || i,
          'width', 800, 'height', 800)) end,
      1000 + (${count}::int - i) / 2
    from generate_series(1, ${count}::int) as i
  `);
}
