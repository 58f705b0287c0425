import { sql } from 'drizzle-orm';
import type { TestShop } from './test-shop.ts';

/**
 * Takes one of the shop's own pool connections and keeps it, in an open transaction, until the
 * returned function is called (it resolves once the connection is back in the pool). With
 * DATABASE_POOL_MAX=1 nothing else of the shop gets a connection meanwhile.
 */
export async function holdConnection(t: TestShop): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const done = t.shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    holding();
    await released;
  });
  await Promise.race([held, done]);
  return async () => {
    release();
    await done;
  };
}
