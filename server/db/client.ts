import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Flush and close; safe to call twice. */
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {}

/**
 * One process owns a PGlite data directory. The lock file holds the owner's pid; a stale lock
 * (its process is gone, e.g. after kill -9) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8').trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another shop process (pid ${owner}). ` +
            'Stop it first, or set DATA_DIR to another directory, or use DATABASE_URL for several processes.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type OpenOptions = { databaseUrl?: string; dataDir?: string; inMemory?: boolean };

/** Opens PostgreSQL when a URL is given, else the embedded PGlite; applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pg = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.default.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const unlock = options.inMemory ? () => {} : lockDataDir(options.dataDir ?? './data');
  try {
    const client = options.inMemory
      ? await PGlite.create()
      : await PGlite.create({ dataDir: path.join(options.dataDir ?? './data', 'pglite') });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    let closed = false;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          if (!options.inMemory) await client.query('CHECKPOINT');
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Rows of a raw SQL query; node-postgres and PGlite both answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
