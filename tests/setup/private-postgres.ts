import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './smtp.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (Debian's binaries, a new cluster in a temporary
 * directory, its own port), so a test can stop, start, pause and resume the database under the
 * shop's processes without touching the machine's server. Run as root (CI), the cluster belongs
 * to the `postgres` user, as PostgreSQL insists.
 */
export type PrivatePostgres = {
  /** Connection URL of the `postgres` database (trust authentication). */
  url: string;
  /** The URL of another database on this server. */
  urlOf: (database: string) => string;
  /** A fast shutdown: running transactions are rolled back, connections closed. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** SIGSTOP to the server and every backend: connections stay open and nothing answers. */
  pause: () => void;
  resume: () => void;
  destroy: () => Promise<void>;
};

/** The newest installed PostgreSQL's binaries (Debian's layout), or null when there are none. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync('/tmp/guardline-pg-');
  const data = path.join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  };
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  };
  const processes = (): number[] => {
    const postmaster = Number(readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return [postmaster, ...childrenOf(postmaster)];
  };
  const signal = (name: NodeJS.Signals) => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that ended meanwhile.
      }
    }
  };
  await start();
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    url: urlOf('postgres'),
    urlOf,
    stop,
    start,
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    destroy: async () => {
      signal('SIGCONT');
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('no postgres user to own the test cluster');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** The pids whose parent is `parent` (Linux /proc). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}
