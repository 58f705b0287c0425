import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder, type DatabaseHandle } from '../db/client.ts';

/**
 * The live checks behind /readyz (server/http/health.ts) once the shop serves: the database
 * answers, it has every committed migration, and the mail worker runs. /readyz may be polled
 * every second by each load balancer: the database's answer is kept for `cacheMs`, and
 * concurrent polls share one query. On PostgreSQL the queries go over a connection of their
 * own, outside the pool (DatabaseHandle.probe): a pool busy with checkouts is no reason to take
 * the process out of the balancer, and "unreachable" means the database cannot be reached.
 */

export type DatabaseChecks = {
  database: 'ok' | 'unreachable';
  /** `unknown` when the database does not answer. */
  migrations: 'ok' | 'missing' | 'unknown';
};
export type MailCheck = 'ok' | 'stopped' | 'off';
export type LiveChecks = DatabaseChecks & { mail: MailCheck };

/** Drizzle records each applied migration with its journal entry's `when` (drizzle-orm's pg migrator). */
function latestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const LATEST_MIGRATION = latestMigration();

class Timeout extends Error {}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Timeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class ReadinessProbe {
  private cached: { at: number; result: Promise<DatabaseChecks> } | null = null;

  constructor(
    private database: Pick<DatabaseHandle, 'probe'>,
    /** The shop's mail worker; null without SMTP_URL (mails wait in the outbox: nothing to check). */
    private mail: { alive(): boolean } | null,
    private options: { cacheMs: number; timeoutMs: number; now: () => number } = {
      cacheMs: 1000,
      timeoutMs: 1000,
      now: Date.now,
    },
  ) {}

  async check(): Promise<LiveChecks> {
    const now = this.options.now();
    if (!this.cached || now - this.cached.at >= this.options.cacheMs) {
      this.cached = { at: now, result: this.checkDatabase() };
    }
    return { ...(await this.cached.result), mail: !this.mail ? 'off' : this.mail.alive() ? 'ok' : 'stopped' };
  }

  private async checkDatabase(): Promise<DatabaseChecks> {
    const { probe } = this.database;
    const { timeoutMs } = this.options;
    const rows = <T>(text: string) =>
      withTimeout(probe.rows<T>(text), timeoutMs).catch((error: unknown) => {
        // A connection that hangs is dropped: the next check opens a new one.
        if (error instanceof Timeout) probe.reset();
        throw error;
      });
    try {
      await rows('select 1');
    } catch {
      return { database: 'unreachable', migrations: 'unknown' };
    }
    try {
      const [row] = await rows<{ latest: string | null }>(
        'select max(created_at)::text as latest from drizzle.__drizzle_migrations',
      );
      return { database: 'ok', migrations: Number(row.latest ?? 0) >= LATEST_MIGRATION ? 'ok' : 'missing' };
    } catch (error) {
      if (error instanceof Timeout) return { database: 'unreachable', migrations: 'unknown' };
      return { database: 'ok', migrations: 'missing' }; // no migrations table at all
    }
  }
}
