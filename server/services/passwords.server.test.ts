import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { TEST_HASH_COST, createTestShop } from '#tests/setup/test-shop.ts';
import { hashPassword, PRODUCTION_HASH_COST, verifyPassword } from './passwords.server.ts';

describe('password hashing', () => {
  it("hashes with OWASP's scrypt parameters by default (N=2^17, r=8, p=1)", async () => {
    expect(PRODUCTION_HASH_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('a-long-password-1');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash, 'base64')).toHaveLength(32);
    expect(await verifyPassword('a-long-password-1', stored)).toBe(true);
    expect(await verifyPassword('a-long-password-2', stored)).toBe(false);
  });

  it('verifies a hash by the cost written in it, so a cheaper or older hash still checks exactly', async () => {
    const cheap = await hashPassword('a-long-password-1', undefined, TEST_HASH_COST);
    expect(cheap.split('$').slice(1, 4)).toEqual(['1024', '8', '1']);
    expect(await verifyPassword('a-long-password-1', cheap)).toBe(true);
    expect(await verifyPassword('a-long-password-1x', cheap)).toBe(false);
  });

  it("a shop started without a test cost stores production's parameters for its accounts", async () => {
    const t = await createTestShop({ throttles: 'production' });
    try {
      const res = await t.json('/api/register', 'POST', {
        name: 'Ayşe',
        email: 'ayse@example.com',
        password: 'a-long-password-1',
      });
      expect(res.status).toBe(201);
      const rows = await queryRows<{ hash: string }>(
        t.shop.database.db,
        sql`select password_hash as hash from users where email = 'ayse@example.com'`,
      );
      expect(rows[0].hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    } finally {
      await t.close();
    }
  });
});
