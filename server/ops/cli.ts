import { parseArgs } from 'node:util';
import path from 'node:path';
import { DataDirLockedError } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import {
  backupDataDir,
  backupPostgres,
  BackupError,
  defaultBackupFile,
  restoreDataDir,
  restorePostgres,
  type Counts,
} from './backup.ts';
import { backupThroughShop, controlSocketPath } from './control.ts';

/** `npm run backup [FILE]` and `npm run restore FILE [--data-dir DIR]` (scripts/backup.ts, scripts/restore.ts). */

type Out = { info: (line: string) => void; error: (line: string) => void };
const CONSOLE: Out = { info: (l) => console.log(l), error: (l) => console.error(l) };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const describeCounts = (c: Counts) =>
  `${plural(c.products, 'product')}, ${plural(c.orders, 'order')}, ${plural(c.accounts, 'account')}`;
const describeSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;

/** Exit code 0 on success; an expected failure prints its message (no stack) and gives 1. */
async function guarded(out: Out, work: () => Promise<void>): Promise<number> {
  try {
    await work();
    return 0;
  } catch (error) {
    const expected =
      error instanceof BackupError ||
      error instanceof DataDirLockedError ||
      (error instanceof Error && (error.message.startsWith('Invalid configuration') || 'code' in error));
    out.error(expected ? (error as Error).message : String((error as Error).stack ?? error));
    return 1;
  }
}

function args(argv: string[], usage: string, options: { 'data-dir'?: { type: 'string' } } = {}) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

export function backupCli(
  argv: string[],
  source: NodeJS.ProcessEnv = process.env,
  out: Out = CONSOLE,
): Promise<number> {
  return guarded(out, async () => {
    const usage = 'npm run backup [FILE]';
    const { positionals } = args(argv, usage);
    if (positionals.length > 1) throw new BackupError(`One file at most.\nUsage: ${usage}`);
    const env = parseEnv(source);
    const file = positionals[0] ?? defaultBackupFile(env.DATABASE_URL ? 'postgres' : 'pglite');
    if (env.DATABASE_URL) {
      const { size, counts } = await backupPostgres(env.DATABASE_URL, file);
      out.info(
        `Backup written: ${path.resolve(file)} (${describeSize(size)}, pg_dump custom format): ${describeCounts(counts)}`,
      );
      return;
    }
    let from = 'from the running shop';
    let result = await backupThroughShop(env.DATA_DIR, file);
    if (!result) {
      from = 'from the data directory, no shop was running';
      try {
        result = await backupDataDir(env.DATA_DIR, file);
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
        throw new BackupError(
          `${error.message.split(' Stop it first')[0]} It does not answer on its control socket ` +
            `(${controlSocketPath(env.DATA_DIR)}): it may be an older version of the shop or still opening the database. ` +
            'Try again once it serves, or stop it and run npm run backup again.',
        );
      }
    }
    out.info(
      `Backup written: ${path.resolve(file)} (${describeSize(result.size)}, ${from}): ${describeCounts(result.counts)}`,
    );
  });
}

export function restoreCli(
  argv: string[],
  source: NodeJS.ProcessEnv = process.env,
  out: Out = CONSOLE,
): Promise<number> {
  return guarded(out, async () => {
    const usage = 'npm run restore FILE [--data-dir DIR]';
    const { positionals, values } = args(argv, usage, { 'data-dir': { type: 'string' } });
    if (positionals.length !== 1) throw new BackupError(`Name one backup file.\nUsage: ${usage}`);
    const [file] = positionals;
    const given = values['data-dir'];
    const env = parseEnv(source);
    if (env.DATABASE_URL && typeof given !== 'string') {
      const counts = await restorePostgres(file, env.DATABASE_URL);
      out.info(`Restored ${file} into the database of DATABASE_URL: ${describeCounts(counts)}`);
      return;
    }
    const dataDir = typeof given === 'string' ? given : env.DATA_DIR;
    const counts = await restoreDataDir(file, dataDir);
    out.info(
      `Restored ${file} into ${path.resolve(dataDir)}: ${describeCounts(counts)}. Start the shop with DATA_DIR=${dataDir}.`,
    );
  });
}
