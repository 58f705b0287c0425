import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { counters } from './schema.ts';
import { preparedRows } from './prepared.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const db = () => t.shop.database.db;
const bump = (name: string, by: number) =>
  preparedRows<{ name: string; value: number }>(
    db(),
    sql`insert into counters (name, value) values (${name}::text, ${by}::int)
        on conflict (name) do update set value = counters.value + excluded.value
        returning name, value`,
  );
const valueOf = async (name: string) =>
  (await db().select({ value: counters.value }).from(counters).where(eq(counters.name, name)))[0]?.value ?? null;

describe('preparedRows', () => {
  it('answers rows like a plain query, call after call with new values', async () => {
    expect(await bump('prepared-a', 2)).toEqual([{ name: 'prepared-a', value: 2 }]);
    expect(await bump('prepared-a', 3)).toEqual([{ name: 'prepared-a', value: 5 }]);
    expect(await bump('prepared-b', 1)).toEqual([{ name: 'prepared-b', value: 1 }]);
    const [row] = await preparedRows<{ n: number | null; s: string | null; b: boolean }>(
      db(),
      sql`select ${null}::int as n, ${"it's"}::text as s, ${true}::boolean as b`,
    );
    expect(row).toEqual({ n: null, s: "it's", b: true });
  });

  it('fails like a plain query and leaves the connection usable', async () => {
    const insertTwice = () =>
      preparedRows(db(), sql`insert into counters (name, value) values (${'prepared-unique'}::text, 1) returning name`);
    await insertTwice();
    await expect(insertTwice()).rejects.toThrow(/duplicate key|unique/i);
    expect(await bump('prepared-after-error', 4)).toEqual([{ name: 'prepared-after-error', value: 4 }]);
  });

  it('never runs inside another request’s open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const rolledBack = db()
      .transaction(async (tx) => {
        await tx.insert(counters).values({ name: 'prepared-in-tx', value: 1 });
        inside();
        await held;
        throw new Error('roll back');
      })
      .catch((error: Error) => error.message);
    await opened;
    const outside = bump('prepared-outside', 7);
    release();
    expect(await rolledBack).toBe('roll back');
    expect(await outside).toEqual([{ name: 'prepared-outside', value: 7 }]);
    // Had it run inside the transaction, the rollback would have taken it too.
    expect(await valueOf('prepared-outside')).toBe(7);
    expect(await valueOf('prepared-in-tx')).toBeNull();
  });
});
