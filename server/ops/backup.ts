import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir, ownerOnly } from '../db/client.ts';

/**
 * Backups and restores (docs/operations.md, "Backups and restores"; decision 013). The embedded database is a
 * PGlite data directory: its snapshot is PGlite's own tarball (`dumpDataDir`), taken between
 * two queries and outside any transaction, so it is consistent. PostgreSQL is pg_dump's custom
 * format. Every failure an operator can cause is a BackupError with a message that says what to do.
 */

export class BackupError extends Error {}

/** What a snapshot holds, printed after a backup and a restore. */
export type Counts = { products: number; orders: number; accounts: number };

export const COUNTS_SQL =
  'select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders, ' +
  '(select count(*) from users)::int as accounts';

/** Drizzle records each applied migration here (server/db/client.ts runs them at start). */
const MIGRATIONS_TABLE_SQL = "select to_regclass('drizzle.__drizzle_migrations') is not null as present";

/** `backups/guardline-20250101T120000Z.tar.gz` (or `.dump` for PostgreSQL), relative to the working directory. */
export function defaultBackupFile(kind: 'pglite' | 'postgres', now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join('backups', `guardline-${stamp}${kind === 'pglite' ? '.tar.gz' : '.dump'}`);
}

/** Refuses to overwrite a backup, and makes the folder it goes to. */
export function prepareTarget(file: string): void {
  if (existsSync(file)) throw new BackupError(`${file} already exists: choose another file name.`);
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
}

/** A temporary name next to `file`: renamed over it once complete, so a half-written backup never has its name. */
export function temporaryName(file: string): string {
  return `${file}.${randomBytes(4).toString('hex')}.tmp`;
}

/** Flushes `tmp` to disk and gives it its final name. */
export async function publish(tmp: string, file: string): Promise<void> {
  const handle = await open(tmp, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}

/** One statement on a PGlite connection whose query lock the caller already holds. */
async function rowsHeld<T>(client: PGlite, text: string): Promise<T[]> {
  const messages = await client.execProtocolStream(protocol.serialize.query(text), { syncToFs: false });
  return parse.parseResults(messages, client.parsers)[0]?.rows as T[];
}

/**
 * The snapshot of a running embedded database: a gzipped tarball of its data directory and
 * what it holds. It waits for the running transaction or query to end (every query and
 * transaction of the shop goes through PGlite's transaction lock, server/db/prepared.ts too)
 * and holds the lock until the tarball is made, so the shop's requests wait for it and go on.
 */
export async function snapshotPglite(client: PGlite): Promise<{ data: Uint8Array; counts: Counts }> {
  return client._runExclusiveTransaction(async () => {
    const counts = await client.runExclusive(async () => {
      // Written-out pages: the copy starts without replaying write-ahead log.
      await rowsHeld(client, 'CHECKPOINT');
      return (await rowsHeld<Counts>(client, COUNTS_SQL))[0];
    });
    const tarball = await client.dumpDataDir('gzip');
    return { data: new Uint8Array(await tarball.arrayBuffer()), counts };
  });
}

/**
 * Backs up a data directory no shop is running on: takes its lock (DataDirLockedError when a
 * process holds it), opens it without migrating, writes the snapshot to `file` atomically.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<{ size: number; counts: Counts }> {
  if (!existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))) {
    throw new BackupError(
      `${path.resolve(dataDir)} holds no shop database (set DATA_DIR to the shop's data directory).`,
    );
  }
  const unlock = lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const [{ present }] = (await client.query<{ present: boolean }>(MIGRATIONS_TABLE_SQL)).rows;
      if (!present)
        throw new BackupError(`${path.resolve(dataDir)} holds a database, but not the shop's (no migrations table).`);
      const { data, counts } = await snapshotPglite(client);
      await writeAtomically(file, data);
      return { size: data.length, counts };
    } finally {
      await client.close();
    }
  } finally {
    // What PGlite wrote while it had the directory open, under this command's umask.
    ownerOnly(dataDir);
    unlock();
  }
}

export async function writeAtomically(file: string, data: Uint8Array): Promise<void> {
  prepareTarget(file);
  const tmp = temporaryName(file);
  try {
    const handle = await open(tmp, 'wx', 0o600);
    try {
      await handle.writeFile(data);
    } finally {
      await handle.close();
    }
    await publish(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

/** The names in a tar archive (ustar headers), or null when `data` is no tar archive. */
function tarNames(data: Uint8Array): string[] | null {
  const names: string[] = [];
  const text = (from: number, length: number) =>
    Buffer.from(data.subarray(from, from + length))
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= data.length;) {
    if (data.subarray(at, at + 512).every((b) => b === 0)) return names; // the end-of-archive blocks
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) return null;
    const prefix = text(at + 345, 155);
    names.push((prefix ? `${prefix}/` : '') + text(at, 100));
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return names.length > 0 ? names : null;
}

/** Reads and checks an embedded backup: a gzipped tarball of a PostgreSQL data directory. */
export async function readEmbeddedBackup(file: string): Promise<Uint8Array> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (error) {
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  let tar: Buffer;
  try {
    tar = gunzipSync(data);
  } catch {
    throw new BackupError(
      `${file} is not a backup of the shop: it is not gzip-compressed (expected a .tar.gz made by npm run backup).`,
    );
  }
  const names = tarNames(tar);
  if (!names?.some((name) => name.replace(/^\.?\/+/, '') === 'PG_VERSION')) {
    throw new BackupError(`${file} is not a backup of the shop: it holds no database directory (no PG_VERSION).`);
  }
  return data;
}

/** True when `dir` does not exist or holds nothing. */
async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    if (!(await stat(dir)).isDirectory()) return false;
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Restores an embedded backup into an empty data directory, then opens it and checks it is the
 * shop's: its migrations table is there. Refuses a directory with anything in it (it would mix
 * two databases) and a file that is no backup; on a failure it leaves the directory empty again.
 * The restored files are the owner's alone (0600, directories 0700), whatever the archive says.
 */
export async function restoreDataDir(file: string, dataDir: string): Promise<Counts> {
  if (!(await isEmptyDir(dataDir))) {
    throw new BackupError(
      `${path.resolve(dataDir)} is not empty: restore into an empty or new directory (set DATA_DIR or pass --data-dir), then point the shop at it.`,
    );
  }
  const data = await readEmbeddedBackup(file);
  const unlock = lockDataDir(dataDir);
  let restored = false;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    let client: PGlite;
    try {
      client = await PGlite.create({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([data as Uint8Array<ArrayBuffer>]),
      });
    } catch (error) {
      throw new BackupError(`${file} could not be opened as a database: ${(error as Error).message}`);
    }
    try {
      const [{ present }] = (await client.query<{ present: boolean }>(MIGRATIONS_TABLE_SQL)).rows;
      if (!present) throw new BackupError(`${file} holds a database, but not the shop's (no migrations table).`);
      const [counts] = (await client.query<Counts>(COUNTS_SQL)).rows;
      await client.query('CHECKPOINT');
      restored = true;
      return counts;
    } finally {
      await client.close();
    }
  } finally {
    if (restored) ownerOnly(dataDir);
    unlock();
    if (!restored) await rm(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  }
}

// --- PostgreSQL: pg_dump and pg_restore -------------------------------------------------------

/**
 * The URL without its password and the environment that carries it instead, so the password
 * never shows in the process list.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; a clear error when it is not installed or fails. */
function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found: install the PostgreSQL client tools (the same major version as the server or newer) and put them on PATH.`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}):\n${stderr.trim()}`)),
    );
  });
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump's custom format of the database, written to `file` atomically, and what the dump
 * holds. The counts come from the dumped state itself: a REPEATABLE READ transaction exports its
 * snapshot, counts in it, and pg_dump reads that same snapshot (`--snapshot`) while the
 * transaction stays open. So the printed counts are what a restore brings back, however much the
 * shop writes meanwhile.
 */
export async function backupPostgres(databaseUrl: string, file: string): Promise<{ size: number; counts: Counts }> {
  prepareTarget(file);
  const tmp = temporaryName(file);
  const { url, env } = connection(databaseUrl);
  let counts: Counts;
  try {
    counts = await withClient(databaseUrl, async (client) => {
      await client.query('begin isolation level repeatable read read only');
      try {
        const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot'))
          .rows;
        const [inSnapshot] = (await client.query<Counts>(COUNTS_SQL)).rows;
        await run(
          'pg_dump',
          ['--format=custom', '--no-owner', `--snapshot=${snapshot}`, `--file=${tmp}`, `--dbname=${url}`],
          env,
        );
        return inSnapshot;
      } finally {
        await client.query('rollback').catch(() => {});
      }
    });
    await publish(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return { size: (await stat(file)).size, counts };
}

/** Restores a pg_dump custom-format file into an empty database, in one transaction. */
export async function restorePostgres(file: string, databaseUrl: string): Promise<Counts> {
  const head = await readFile(file).catch((error: Error) => {
    throw new BackupError(`Cannot read ${file}: ${error.message}`);
  });
  if (head.subarray(0, 5).toString('latin1') !== 'PGDMP') {
    throw new BackupError(
      `${file} is not a PostgreSQL backup of the shop (expected pg_dump's custom format, made by npm run backup).`,
    );
  }
  const tables = await withClient(databaseUrl, async (client) => {
    const result = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0].n;
  });
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables): restore into a new, empty database (createdb), then point the shop at it.`,
    );
  }
  const { url, env } = connection(databaseUrl);
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], env);
  return withClient(databaseUrl, async (client) => {
    const [{ present }] = (await client.query<{ present: boolean }>(MIGRATIONS_TABLE_SQL)).rows;
    if (!present) throw new BackupError(`${file} restored, but it is not the shop's database (no migrations table).`);
    return (await client.query<Counts>(COUNTS_SQL)).rows[0];
  });
}
