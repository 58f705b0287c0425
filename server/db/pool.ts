import type { Client, Pool, PoolClient } from 'pg';
import { PoolQueueFullError } from './unavailable.ts';

/** A process's connections to PostgreSQL (DATABASE_POOL_MAX, DATABASE_POOL_TIMEOUT_MS, DATABASE_POOL_QUEUE_MAX). */
export type PoolSettings = {
  /** Connections the pool opens at most. */
  max: number;
  /** How long a query waits for a free connection (or for a new one to open) before it fails. */
  timeoutMs: number;
  /** Queries that may wait for a connection at once; one more fails at once. */
  queueMax: number;
};

export const POOL_DEFAULTS: PoolSettings = { max: 10, timeoutMs: 5000, queueMax: 1000 };

/**
 * A pg pool whose waits are bounded: a query that finds every connection taken waits at most
 * `timeoutMs` (pg-pool's own timeout error), and finds no place at all when `queueMax` already
 * wait (PoolQueueFullError). Both reach the client as 503 (server/db/unavailable.ts).
 */
export async function boundedPool(connectionString: string, settings: PoolSettings): Promise<Pool> {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString, max: settings.max, connectionTimeoutMillis: settings.timeoutMs });
  const connect = pool.connect.bind(pool) as (
    callback?: (err: Error | undefined, client?: PoolClient) => void,
  ) => unknown;
  // pool.query checks out its connection through this.connect too, so this one place sees every wait.
  pool.connect = ((callback?: (err: Error | undefined, client?: PoolClient) => void) => {
    const mustWait = pool.idleCount === 0 && pool.totalCount >= settings.max;
    if (mustWait && pool.waitingCount >= settings.queueMax) {
      const error = new PoolQueueFullError(pool.waitingCount);
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error));
      return undefined;
    }
    return connect(callback);
  }) as Pool['connect'];
  return pool;
}

/**
 * One connection of its own, outside the pool, for the readiness probe: a pool busy with
 * checkouts must not make a healthy database look unreachable. Opened at the first query and
 * again after any failure or `reset()` (a query that hung), so a dropped connection is replaced
 * and "unreachable" means the database cannot be reached.
 */
export class ProbeConnection {
  private client: Promise<Client> | null = null;

  constructor(
    private connectionString: string,
    private connectTimeoutMs: number,
  ) {}

  async rows<T>(text: string): Promise<T[]> {
    const opening = (this.client ??= this.open());
    try {
      const client = await opening;
      return (await client.query(text)).rows as T[];
    } catch (error) {
      if (this.client === opening) this.reset();
      throw error;
    }
  }

  /** Drops the connection (e.g. a query got no answer in time); the next query opens a new one. */
  reset(): void {
    const current = this.client;
    this.client = null;
    void current?.then(destroy, () => {});
  }

  async close(): Promise<void> {
    const current = this.client;
    this.client = null;
    await current?.then(
      (client) => client.end().catch(() => destroy(client)),
      () => {},
    );
  }

  private async open(): Promise<Client> {
    const pg = (await import('pg')).default;
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: this.connectTimeoutMs,
      application_name: 'guardline readiness',
    });
    // A connection the server drops while idle ends (or errs): the next query opens a new one.
    const dropped = () => {
      void this.client?.then(
        (current) => current === client && this.reset(),
        () => {},
      );
    };
    client.on('error', dropped);
    client.on('end', dropped);
    try {
      await client.connect();
    } catch (error) {
      destroy(client);
      throw error;
    }
    return client;
  }
}

/** Closes a connection at once, without waiting for a server that may not answer. */
function destroy(client: Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  client.end().catch(() => {});
}
