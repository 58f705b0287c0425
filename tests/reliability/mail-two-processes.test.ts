import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestSmtp } from '../setup/smtp.ts';
import { createFreshDatabase } from '../setup/test-shop.ts';
import { assertBuilt, eventually, freePort, killAllStarted, startShopProcess } from './shop-process.ts';

/**
 * Two real server processes (server/main.ts) on one PostgreSQL database, both with a mail worker
 * on the same SMTP server: every mail of the outbox arrives exactly once. Needs TEST_DATABASE_URL
 * (npm run test:pg, CI); PGlite is one process per data directory by design.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  killAllStarted();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const MAILS = 300;

describe('two app processes delivering one outbox', () => {
  it(`${MAILS} queued mails: each arrives once, both processes send, every row sent`, async ({ skip }) => {
    skip(!adminUrl, 'needs PostgreSQL: set TEST_DATABASE_URL (npm run test:pg does)');
    assertBuilt();
    const smtp = await startTestSmtp();
    cleanups.push(smtp.stop);
    const database = await createFreshDatabase(adminUrl!);
    cleanups.push(database.drop);
    const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' };
    const a = startShopProcess(await freePort(), env);
    await a.ready;
    const b = startShopProcess(await freePort(), env);
    await b.ready;
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    cleanups.push(() => sql.end());

    // One statement, so both workers find all of them due at once.
    await sql.query(
      `insert into mail_outbox (kind, recipient, lang, payload)
       select 'contact-received', 'reader-' || n || '@customer.example', case when n % 2 = 0 then 'en' else 'tr' end,
              jsonb_build_object('id', n, 'name', 'Reader ' || n, 'subject', 'Question ' || n, 'message', 'Hello')
       from generate_series(1, $1::int) as n`,
      [MAILS],
    );
    await smtp.waitUntil((all) => all.length >= MAILS, `${MAILS} mails`, 60_000);
    const rows = await eventually('every row to be sent', async () => {
      const { rows } = await sql.query<{ id: number; status: string; locked_by: string; attempts: number }>(
        'select id, status, locked_by, attempts from mail_outbox order by id',
      );
      return rows.every((r) => r.status === 'sent') ? rows : undefined;
    });

    expect(smtp.messages).toHaveLength(MAILS);
    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(MAILS);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => `<outbox-${r.id}@shop.example>`)));
    // Each mail to its own reader, exactly once.
    expect(new Set(smtp.messages.map((m) => m.to.join(','))).size).toBe(MAILS);
    expect(rows.every((r) => r.attempts === 1)).toBe(true);
    // Both processes took part: they really competed for the same rows.
    expect(new Set(rows.map((r) => r.locked_by)).size).toBe(2);

    for (const shop of [a, b]) {
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toEqual({ code: 0, signal: null });
      expect(shop.output()).not.toContain('[mail]');
      expect(shop.output()).not.toContain('[error]');
    }
  }, 180_000);
});
