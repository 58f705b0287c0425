import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, TEST_SECRET, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { startShop } from '../bootstrap.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { AuthService } from './auth.server.ts';
import { hashPassword } from './passwords.server.ts';
import { Throttle } from './throttle.server.ts';

/**
 * The back-office account from ADMIN_EMAIL under concurrency: processes that start together each
 * run ensureAdmin, and a promotion can meet a sign-in of the account it takes over.
 */
const postgres = process.env.TEST_DATABASE_URL;
const ADMIN_PASSWORD = 'the-operators-password-9';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

let counter = 0;
const address = () => `owner${++counter}-${Date.now()}@guardline.test`;

async function accountsWith(email: string) {
  return t.shop.database.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email));
}

async function sessionsOf(userId: number) {
  return t.shop.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

describe('ensureAdmin run concurrently', () => {
  it('several calls at once all succeed and leave one admin that signs in with ADMIN_PASSWORD', async () => {
    const email = address();
    const { auth } = t.shop.services;
    const results = await Promise.allSettled([1, 2, 3].map(() => auth.ensureAdmin(email, ADMIN_PASSWORD)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const rows = await accountsWith(email);
    expect(rows).toHaveLength(1);
    expect(rows[0].role).toBe('admin');
    const signedIn = await auth.login({ email, password: ADMIN_PASSWORD }, '192.0.2.10');
    expect(signedIn.user).toMatchObject({ id: rows[0].id, role: 'admin' });
  });

  it('promoting a registered account from several calls at once: one admin, its old sessions gone', async () => {
    const email = address();
    const { auth } = t.shop.services;
    const squatter = await auth.register({ name: 'Squatter', email, password: 'squatters-own-pass' }, '192.0.2.11');
    const before = await auth.login({ email, password: 'squatters-own-pass' }, '192.0.2.11');
    const results = await Promise.allSettled([1, 2, 3].map(() => auth.ensureAdmin(email, ADMIN_PASSWORD)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    expect(await auth.getSessionUser(before.token)).toBeNull();
    expect((await auth.login({ email, password: ADMIN_PASSWORD }, '192.0.2.11')).user).toMatchObject({
      id: squatter.id,
      role: 'admin',
    });
  });

  it.runIf(postgres)(
    'from several connections on one PostgreSQL database at once',
    async () => {
      const email = address();
      const handles: DatabaseHandle[] = [];
      try {
        for (let i = 0; i < 3; i++) handles.push(await openDatabase({ databaseUrl: t.databaseUrl! }));
        const services = handles.map((h) => new AuthService(h.db, new Throttle(h.db)));
        const results = await Promise.allSettled(services.map((auth) => auth.ensureAdmin(email, ADMIN_PASSWORD)));
        expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        expect(await accountsWith(email)).toEqual([{ id: expect.any(Number), role: 'admin' }]);
        await expect(
          t.shop.services.auth.login({ email, password: ADMIN_PASSWORD }, '192.0.2.12'),
        ).resolves.toMatchObject({ user: { role: 'admin' } });
      } finally {
        for (const h of handles) await h.close();
      }
    },
    60_000,
  );

  it.runIf(postgres)(
    'three shops started at once on an empty PostgreSQL database all start, with one admin',
    async () => {
      const database = await createFreshDatabase(postgres!);
      const env = parseEnv({ SESSION_SECRET: TEST_SECRET, ADMIN_EMAIL: 'boss@guardline.test', ADMIN_PASSWORD });
      const started = await Promise.allSettled([1, 2, 3].map(() => startShop(env, { databaseUrl: database.url })));
      try {
        expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : s.status))).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const shop = (started[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof startShop>>>).value;
        const admins = await shop.database.db
          .select({ role: users.role })
          .from(users)
          .where(eq(users.email, 'boss@guardline.test'));
        expect(admins).toEqual([{ role: 'admin' }]);
        await expect(
          shop.services.auth.login({ email: 'boss@guardline.test', password: ADMIN_PASSWORD }, '192.0.2.13'),
        ).resolves.toMatchObject({ user: { role: 'admin' } });
      } finally {
        for (const s of started) if (s.status === 'fulfilled') await s.value.close();
        await database.drop();
      }
    },
    120_000,
  );
});

describe('a sign-in meeting the promotion of its account', () => {
  it('opens no session once the credentials it checked have changed', async () => {
    const email = address();
    const { auth } = t.shop.services;
    const squatter = await auth.register({ name: 'Squatter', email, password: 'squatters-own-pass' }, '192.0.2.20');
    // What a sign-in read and checked, before the promotion commits.
    const [checked] = await t.shop.database.db
      .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
      .from(users)
      .where(eq(users.id, squatter.id));
    await auth.ensureAdmin(email, ADMIN_PASSWORD);
    expect(await auth.openSession(checked)).toBeNull();
    expect(await sessionsOf(squatter.id)).toEqual([]);
    // The credentials as they stand now do open one.
    const [now] = await t.shop.database.db
      .select({ id: users.id, passwordHash: users.passwordHash, role: users.role })
      .from(users)
      .where(eq(users.id, squatter.id));
    expect(await auth.openSession(now)).toEqual(expect.any(String));
  });

  it('a sign-in before the promotion: the promotion ends its session', async () => {
    const email = address();
    const { auth } = t.shop.services;
    const squatter = await auth.register({ name: 'Squatter', email, password: 'squatters-own-pass' }, '192.0.2.21');
    const signedIn = await auth.login({ email, password: 'squatters-own-pass' }, '192.0.2.21');
    await auth.ensureAdmin(email, ADMIN_PASSWORD);
    expect(await auth.getSessionUser(signedIn.token)).toBeNull();
    expect(await sessionsOf(squatter.id)).toEqual([]);
  });

  describe.runIf(postgres)('on PostgreSQL, with the promotion held open on another connection', () => {
    let promoter: pg.Client;
    beforeAll(async () => {
      promoter = new pg.Client({ connectionString: t.databaseUrl });
      await promoter.connect();
    });
    afterAll(() => promoter.end());

    /** A statement of this database waits for a row lock (the sign-in behind the promotion). */
    async function someoneWaitsForALock(): Promise<boolean> {
      const { rows } = await promoter.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      return rows[0].n > 0;
    }

    /** As ensureAdmin does it in another process: role, new hash, sessions ended; not committed yet. */
    async function beginPromotion(userId: number) {
      const passwordHash = await hashPassword(ADMIN_PASSWORD);
      await promoter.query('begin');
      await promoter.query(`update users set role = 'admin', password_hash = $1, updated_at = now() where id = $2`, [
        passwordHash,
        userId,
      ]);
      await promoter.query('delete from sessions where user_id = $1', [userId]);
    }

    it('the sign-in that checked the old password before the promotion committed gets 401 and no session', async () => {
      const email = address();
      const { auth } = t.shop.services;
      const squatter = await auth.register({ name: 'Squatter', email, password: 'squatters-own-pass' }, '192.0.2.22');
      await beginPromotion(squatter.id);
      const signIn = auth.login({ email, password: 'squatters-own-pass' }, '192.0.2.22').then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      let settled = false;
      void signIn.then(() => (settled = true));
      // Until the sign-in is done or stands waiting for the promotion's row lock.
      while (!settled && !(await someoneWaitsForALock())) await new Promise((r) => setTimeout(r, 10));
      await promoter.query('commit');

      const outcome = await signIn;
      expect(outcome.ok ? 'signed in' : (outcome.error as { status?: number }).status).toBe(401);
      expect(await sessionsOf(squatter.id)).toEqual([]);
      const [row] = await accountsWith(email);
      expect(row.role).toBe('admin');
    });

    it('a sign-in after the promotion committed needs the new password', async () => {
      const email = address();
      const { auth } = t.shop.services;
      const squatter = await auth.register({ name: 'Squatter', email, password: 'squatters-own-pass' }, '192.0.2.23');
      const before = await auth.login({ email, password: 'squatters-own-pass' }, '192.0.2.23');
      await beginPromotion(squatter.id);
      await promoter.query('commit');
      expect(await auth.getSessionUser(before.token)).toBeNull();
      await expect(auth.login({ email, password: 'squatters-own-pass' }, '192.0.2.23')).rejects.toMatchObject({
        status: 401,
      });
      expect(await sessionsOf(squatter.id)).toEqual([]);
      await expect(auth.login({ email, password: ADMIN_PASSWORD }, '192.0.2.23')).resolves.toMatchObject({
        user: { role: 'admin' },
      });
    });
  });
});
