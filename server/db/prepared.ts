import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { queryRows, type Database } from './client.ts';

const dialect = new PgDialect();
const { serialize } = protocol;

/** Per connection (PGlite instance), the names of the statements prepared on it, by their text. */
const preparedOn = new WeakMap<PGlite, Map<string, string>>();

/**
 * Rows of a statement that runs often with the same text (only its values change), as a named
 * prepared statement: the database parses, analyses and plans it once per connection instead of
 * at every call, which for a large statement (the order's, a dozen CTEs) is most of its cost.
 * `db` must be the database itself; a transaction's statements run as plain queries.
 */
export async function preparedRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (isPGlite(client)) return pgliteRows<T>(client, text, params.map(asText));
  if (isPool(client)) {
    const name = `prepared_${statementKey(text)}`;
    return (await client.query({ name, text, values: params.map(asText) })).rows as T[];
  }
  return queryRows<T>(db, query);
}

async function pgliteRows<T>(client: PGlite, text: string, values: (string | null)[]): Promise<T[]> {
  let names = preparedOn.get(client);
  if (!names) preparedOn.set(client, (names = new Map()));
  const known = names;
  // As client.query does: after any open transaction (its statements must not interleave with
  // ours), then alone on the connection.
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let name = known.get(text);
      if (!name) {
        name = `prepared_${known.size + 1}`;
        await client.execProtocolStream(concat(serialize.parse({ name, text }), serialize.sync()), {
          syncToFs: false,
        });
        known.set(text, name);
      }
      const messages = await client.execProtocolStream(
        concat(
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ),
        { syncToFs: false },
      );
      await client.syncToFs();
      return parse.parseResults(messages, client.parsers)[0].rows as T[];
    }),
  );
}

/** A value in PostgreSQL's text format (every parameter of these statements carries its own cast). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** node-postgres prepares a named statement once per pooled connection; the name stands for the text. */
const keys = new Map<string, string>();
function statementKey(text: string): string {
  let key = keys.get(text);
  if (!key) keys.set(text, (key = String(keys.size + 1)));
  return key;
}

function isPGlite(client: unknown): client is PGlite {
  return typeof (client as PGlite | undefined)?.execProtocolStream === 'function';
}

function isPool(client: unknown): client is Pool {
  return typeof (client as Pool | undefined)?.query === 'function' && 'totalCount' in (client as object);
}
