import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { entriesUnder, openToOthers } from '#tests/setup/file-modes.ts';
import { DataDirLockedError, openDatabase } from './client.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database ownership', () => {
  it("closes the data directory to everyone but the shop's user, new or already there", async () => {
    const made = path.join(tempDir(), 'new-data');
    const handle = await openDatabase({ dataDir: made });
    expect(statSync(made).mode & 0o777).toBe(0o700);
    await handle.close();
    const open = tempDir();
    chmodSync(open, 0o777);
    const again = await openDatabase({ dataDir: open });
    expect(statSync(open).mode & 0o777).toBe(0o700);
    await again.close();
  });

  it('makes every file and directory under it the owner’s alone at open, also those an older version left open', async () => {
    const dir = path.join(tempDir(), 'data');
    const first = await openDatabase({ dataDir: dir });
    expect(openToOthers(dir)).toEqual([]);
    await first.close();
    // As PGlite made them before: files readable and writable by everyone, directories open.
    const loosen = (at: string) => {
      for (const entry of readdirSync(at, { withFileTypes: true })) {
        const full = path.join(at, entry.name);
        if (entry.isDirectory()) {
          chmodSync(full, 0o777);
          loosen(full);
        } else chmodSync(full, 0o666);
      }
    };
    loosen(dir);
    expect(openToOthers(dir).length).toBeGreaterThan(100);

    const again = await openDatabase({ dataDir: dir });
    try {
      expect(entriesUnder(dir)).toBeGreaterThan(100);
      expect(openToOthers(dir)).toEqual([]);
      expect(statSync(path.join(dir, 'shop.lock')).mode & 0o777).toBe(0o600);
    } finally {
      await again.close();
    }
  });

  it('refuses a data directory that a live process holds, with a clear message', async () => {
    const dir = tempDir();
    // The parent process (the test runner) is alive: it stands for another shop process.
    writeFileSync(path.join(dir, 'shop.lock'), String(process.ppid));
    const opening = openDatabase({ dataDir: dir });
    await expect(opening).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another shop process/);
  });

  it('takes over a stale lock left by a killed process and releases it on close', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'shop.lock'), '999999');
    const handle = await openDatabase({ dataDir: dir });
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(true);
    await handle.close();
    expect(existsSync(path.join(dir, 'shop.lock'))).toBe(false);
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process (started at another time)',
    async () => {
      const dir = tempDir();
      // As after a container restart: the pid in the lock is alive again, but it is someone else.
      writeFileSync(path.join(dir, 'shop.lock'), `${process.ppid} not-when-that-process-started`);
      const handle = await openDatabase({ dataDir: dir });
      expect(readFileSync(path.join(dir, 'shop.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\S+$`));
      await handle.close();
    },
  );

  it('keeps data across a close and reopen', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute("insert into settings (key, value) values ('probe', 'kept')");
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db.query.settings.findMany();
    expect(rows.find((r) => r.key === 'probe')?.value).toBe('kept');
    await second.close();
  });
});
