import { sql } from 'drizzle-orm';
import { queryRows } from '#server/db/client.ts';
import type { TestShop } from './test-shop.ts';

/** Every table of the shop's schema. */
export async function tableNames(t: TestShop): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    t.shop.database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/** Every column of every row of every table as JSON text (bytea as hex), one table per line. */
export async function databaseDump(t: TestShop): Promise<string> {
  const parts: string[] = [];
  for (const table of await tableNames(t)) {
    const rows = await queryRows<{ row: string }>(
      t.shop.database.db,
      sql.raw(`select to_jsonb(x)::text as row from "${table}" x`),
    );
    parts.push(`${table}: ${rows.map((r) => r.row).join('\n')}`);
  }
  return parts.join('\n');
}

export type Snapshot = Record<string, { rows: number; hash: string }>;

/**
 * Row count and a hash of the content of every table; `ignore` names columns left out of the
 * hash (e.g. a session's last-seen time, which reading legitimately refreshes).
 */
export async function snapshot(t: TestShop, ignore: Record<string, string[]> = {}): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const table of await tableNames(t)) {
    const drop = (ignore[table] ?? []).map((c) => ` - '${c}'`).join('');
    const [row] = await queryRows<{ rows: number; hash: string }>(
      t.shop.database.db,
      sql.raw(
        `select count(*)::int as rows, md5(coalesce(string_agg(j, E'\\n' order by j), '')) as hash from (select (to_jsonb(x)${drop})::text as j from "${table}" x) s`,
      ),
    );
    out[table] = row;
  }
  return out;
}
