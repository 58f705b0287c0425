import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, TEST_SECRET } from '#tests/setup/test-shop.ts';
import { startShop } from './bootstrap.ts';
import { parseEnv } from './env.ts';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start-up: whoever registered that address first gets neither
 * the back office nor keeps their password; the operator's password works; their sessions end.
 * The same database is started twice (embedded on disk, or one PostgreSQL database).
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bootstrap-'));
let drop = async () => {};
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await drop();
});

async function where() {
  if (!process.env.TEST_DATABASE_URL) return { dataDir };
  const database = await createFreshDatabase(process.env.TEST_DATABASE_URL);
  drop = database.drop;
  return { databaseUrl: database.url };
}

const ADMIN = 'owner@guardline.test';
const OPERATOR_PASSWORD = 'the-operators-password-9';

describe('the back-office account at start-up', () => {
  it("takes ADMIN_PASSWORD and ends the squatter's sessions; a later start keeps the admin signed in", async () => {
    const db = await where();
    // Before the operator configures the back office, someone registers its address.
    let shop = await startShop(parseEnv({ SESSION_SECRET: TEST_SECRET }), db);
    const squatter = await shop.services.auth.register(
      { name: 'Squatter', email: ADMIN, password: 'squatters-own-pass' },
      '203.0.113.1',
    );
    const squatterSession = await shop.services.auth.login(
      { email: ADMIN, password: 'squatters-own-pass' },
      '203.0.113.1',
    );
    await shop.close();

    const env = parseEnv({ SESSION_SECRET: TEST_SECRET, ADMIN_EMAIL: ADMIN, ADMIN_PASSWORD: OPERATOR_PASSWORD });
    shop = await startShop(env, db);
    try {
      const { auth } = shop.services;
      expect(await auth.getSessionUser(squatterSession.token)).toBeNull();
      await expect(auth.login({ email: ADMIN, password: 'squatters-own-pass' }, '203.0.113.1')).rejects.toMatchObject({
        status: 401,
      });
      const admin = await auth.login({ email: ADMIN, password: OPERATOR_PASSWORD }, '192.0.2.1');
      expect(admin.user).toMatchObject({ id: squatter.id, role: 'admin' });
      await shop.close();

      // Restarting with the same settings changes nothing: the admin stays signed in.
      shop = await startShop(env, db);
      expect(await shop.services.auth.getSessionUser(admin.token)).toMatchObject({ role: 'admin' });
    } finally {
      await shop.close();
    }
  }, 120_000);
});
