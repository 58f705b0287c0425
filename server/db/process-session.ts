import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';

/** The channel the catalogue's triggers notify at commit (migration 0006). */
export const CATALOG_CHANNEL = 'catalog_changed';

/** The first key of every process's liveness lock (the second is the process's id). */
const LIVENESS_LOCKS = 74_113;

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * A shop process's own session with the database, beside the pool: it holds the process's
 * liveness lock (a session advisory lock keyed by the process's id, released by PostgreSQL the
 * moment the process or its connection dies, so other processes can tell a dead one's pending
 * work from a live one's: `processAlive`) and, on PostgreSQL, listens for other processes'
 * catalogue commits (`onCatalogChange`, called for each notice and after every reconnection,
 * since notices sent while the connection was down are lost; the catalogue's poll remains the
 * safety net; notices only say "look now": what changed is read from the change feed).
 * The embedded database has one connection, this process's: the lock is taken on it.
 */
export type ProcessSession = {
  /** This process's id (1 … 2³¹−1): a claim made by this process names it. */
  readonly id: number;
  close: () => Promise<void>;
};

export async function openProcessSession(
  database: DatabaseHandle,
  options: { databaseUrl?: string; onCatalogChange?: () => void; onError?: (message: string) => void } = {},
): Promise<ProcessSession> {
  const id = randomInt(1, 2 ** 31 - 1);
  if (database.kind === 'pglite' || !options.databaseUrl) {
    await database.db.execute(sql`select pg_advisory_lock(${LIVENESS_LOCKS}::int, ${id}::int)`);
    return { id, close: async () => {} };
  }
  const url = options.databaseUrl;
  const onError = options.onError ?? (() => {});
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | null = null;
  let connectedOnce = false;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };

  const connect = async (): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url, application_name: 'guardline-process' });
    client = next;
    next.on('notification', () => options.onCatalogChange?.());
    next.on('error', (error) => {
      onError(`[db] process session lost: ${error.message}`);
      void next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client === next) client = null;
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query('select pg_advisory_lock($1::int, $2::int)', [LIVENESS_LOCKS, id]);
      if (options.onCatalogChange) await next.query(`LISTEN ${CATALOG_CHANNEL}`);
      retryMs = RECONNECT_MIN_MS;
      if (closed) await next.end();
      // Anything committed while this connection was away is only in the feed: look now.
      else if (connectedOnce) options.onCatalogChange?.();
      connectedOnce = true;
      return true;
    } catch (error) {
      onError(`[db] process session unavailable: ${(error as Error).message}`);
      await next.end().catch(() => {});
      reconnectLater();
      return false;
    }
  };

  // The first connection is made before the shop serves: its claims must be seen alive.
  await connect();
  return {
    id,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * True (in SQL) while the process `claimant` holds its liveness lock: a key or a claim it made
 * is still being worked on. A process that died (or whose session dropped) holds none.
 */
export function processAlive(claimant: SQL | number): SQL {
  return sql`exists (select 1 from pg_locks where locktype = 'advisory' and granted
    and classid = ${LIVENESS_LOCKS}::int::oid and objid = (${claimant})::int::oid and objsubid = 2
    and database = (select oid from pg_database where datname = current_database()))`;
}
