import {
  chmodSync,
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PGliteOptions } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { boundedPool, POOL_DEFAULTS, ProbeConnection, type PoolSettings } from './pool.ts';
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Flush and close; safe to call twice. */
  close: () => Promise<void>;
  /** The PostgreSQL pool's connections (metrics); the embedded database has no pool. */
  pool?: () => PoolStats;
  /**
   * For the readiness probe (server/http/readiness.ts): on PostgreSQL a connection of its own,
   * outside the pool, so a busy pool never makes the database look unreachable; `reset` drops
   * it after a query that got no answer. The embedded database answers on its one connection.
   */
  probe: { rows: <T>(text: string) => Promise<T[]>; reset: () => void };
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export class DataDirLockedError extends Error {}

/**
 * One process owns a PGlite data directory. The lock file names the owner: its pid and, where
 * the system tells (Linux /proc), when that process started. A stale lock (its process is gone,
 * e.g. after kill -9, or the pid now belongs to another process, as after a container restart)
 * is taken over.
 *
 * The directory and everything in it are made the owner's alone (directories 0700, files 0600),
 * as PostgreSQL insists for its own: the files hold password hashes, sessions, the signing
 * secret and waiting reset mails, and PGlite creates them readable and writable by everyone
 * (the server sets umask 077 to keep new ones closed: server/main.ts).
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const lockPath = path.join(dataDir, 'shop.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, lockOwner(process.pid));
      closeSync(fd);
      const unlock = () => rmSync(lockPath, { force: true });
      try {
        ownerOnly(dataDir);
      } catch (error) {
        unlock();
        throw error;
      }
      return unlock;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readFileSync(lockPath, 'utf8');
      if (ownerAlive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dataDir)} is in use by another shop process (pid ${owner.trim().split(/\s+/)[0]}). ` +
            'Stop it first, or set DATA_DIR to another directory, or use DATABASE_URL for several processes.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
}

/**
 * Makes `root` and everything under it the owner's alone: directories 0700, files 0600 (a
 * socket or link is left as it is). Fixes what an older version, a copy or a restore left open.
 */
export function ownerOnly(root: string): void {
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && (lstatSync(full).mode & 0o777) !== 0o600) chmodSync(full, 0o600);
    }
  };
  walk(root);
}

/** "pid" or "pid start", as written in the lock file. */
function lockOwner(pid: number): string {
  const start = processStart(pid);
  return start ? `${pid} ${start}` : String(pid);
}

function ownerAlive(lock: string): boolean {
  const [pidText, start] = lock.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  const current = processStart(pid);
  if (current === undefined) return isAlive(pid); // no /proc here: the pid is all there is
  if (current === null) return false;
  return start === undefined || start === current;
}

/**
 * When the process started (boot id and start time), from /proc: null when it is gone or has
 * exited but not been reaped yet (a zombie still answers signal 0); undefined without /proc.
 */
function processStart(pid: number): string | null | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return existsSync('/proc/self/stat') ? null : undefined;
  }
  // Fields after the command name (which may hold spaces): state is the 3rd field, start time the 22nd.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return null;
  return `${bootId()}:${fields[19]}`;
}

let cachedBootId: string | undefined;
function bootId(): string {
  if (cachedBootId === undefined) {
    try {
      cachedBootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    } catch {
      cachedBootId = '';
    }
  }
  return cachedBootId;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type EmbeddedImage = Pick<PGliteOptions, 'loadDataDir' | 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>;

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /**
   * An in-memory database started from a data directory image (PGlite's dumpDataDir) with
   * precompiled engine modules, instead of an empty one: test shops start from a migrated,
   * seeded image made once per test run (tests/setup/shop-image.ts). Migrations still run.
   */
  image?: EmbeddedImage;
  /** PostgreSQL's pool (DATABASE_POOL_*); POOL_DEFAULTS for what is not given. */
  pool?: Partial<PoolSettings>;
};

/** How long the readiness probe's own connection may take to open. */
const PROBE_CONNECT_TIMEOUT_MS = 1000;

/** The advisory lock migrations run under on PostgreSQL (a number no other lock of the shop uses). */
const MIGRATION_LOCK = 7_411_300;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite; applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const settings = { ...POOL_DEFAULTS, ...options.pool };
    const pool = await boundedPool(options.databaseUrl, settings);
    // An idle connection dropped by the server (restart, failover, admin) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (error) => console.error(`[db] idle connection lost: ${error.message}`));
    const db = drizzle(pool, { schema });
    // Processes starting together on one database migrate one after the other: each waits for
    // the session lock, and the later ones find nothing left to apply.
    const session = await pool.connect();
    try {
      await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(session, { schema }), { migrationsFolder });
    } finally {
      await session.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      session.release();
    }
    const probe = new ProbeConnection(options.databaseUrl, PROBE_CONNECT_TIMEOUT_MS);
    let closed = false;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: settings.max }),
      probe: {
        rows: (text) => (closed ? Promise.reject(new Error('the database is closed')) : probe.rows(text)),
        reset: () => probe.reset(),
      },
      close: async () => {
        if (closed) return;
        closed = true;
        await probe.close();
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
      ? await PGlite.create({ ...options.image })
      : await PGlite.create({ dataDir: path.join(options.dataDir ?? './data', 'pglite') });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    // The files PGlite made while opening, under whatever umask this process has.
    if (!options.inMemory) ownerOnly(options.dataDir ?? './data');
    let closed = false;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      probe: { rows: async <T>(text: string) => (await client.query<T>(text)).rows, reset: () => {} },
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
