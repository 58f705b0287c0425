import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startDbProxy } from '#tests/setup/db-proxy.ts';
import { holdConnection } from '#tests/setup/hold-connection.ts';
import { startTestSmtp } from '#tests/setup/smtp.ts';
import { createFreshDatabase, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { ShopFront } from './health.ts';
import { ReadinessProbe } from './readiness.ts';

const shops: TestShop[] = [];
afterEach(async () => {
  for (const t of shops.splice(0)) await t.close();
});

/** A test shop behind the front main.ts puts up, its probe on a clock the test moves. */
async function servedShop(options: Parameters<typeof createTestShop>[0] = {}) {
  const t = await createTestShop(options);
  shops.push(t);
  let now = 1_000_000;
  const probe = new ReadinessProbe(t.shop.database, t.shop.mailWorker, {
    cacheMs: 1000,
    timeoutMs: 1000,
    now: () => now,
  });
  const front = new ShopFront('Guardline');
  front.serve(t.app, probe);
  const readyz = async (method = 'GET') => {
    const res = await front.fetch(new Request('http://shop.example/readyz', { method }));
    return { res, body: method === 'HEAD' ? null : ((await res.json()) as Record<string, unknown>) };
  };
  return { t, readyz, advance: (ms: number) => (now += ms) };
}

describe('/readyz checks the database, its migrations, the catalogue and the mail worker', () => {
  it('is ready when everything is, without a mail worker when SMTP_URL is unset; HEAD too', async () => {
    const { readyz } = await servedShop();
    const { res, body } = await readyz();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', catalogue: 'ok', mail: 'off' },
    });
    const head = await readyz('HEAD');
    expect(head.res.status).toBe(200);
    expect(await head.res.text()).toBe('');
  });

  it('says unavailable when the database is closed, once its last answer (kept a second) is old', async () => {
    const { t, readyz, advance } = await servedShop();
    expect((await readyz()).res.status).toBe(200);
    await t.shop.database.close();
    // Polled every second by every balancer: within the second, the kept answer stands.
    advance(999);
    expect((await readyz()).res.status).toBe(200);
    advance(1);
    const { res, body } = await readyz();
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      status: 'unavailable',
      checks: { database: 'unreachable', migrations: 'unknown', catalogue: 'ok', mail: 'off' },
    });
  });

  it('says unavailable when the latest migration is not recorded in the database', async () => {
    const { t, readyz } = await servedShop();
    await t.shop.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { res, body } = await readyz();
    expect(res.status).toBe(503);
    expect(body).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'missing' } });
  });

  it('says unavailable when the mail worker has stopped', async () => {
    const smtp = await startTestSmtp();
    try {
      const { t, readyz } = await servedShop({ smtpUrl: smtp.url, mail: { pollMs: 20 } });
      const ready = await readyz();
      expect(ready.body).toMatchObject({ status: 'ready', checks: { mail: 'ok' } });
      await t.shop.mailWorker!.stop();
      const { res, body } = await readyz();
      expect(res.status).toBe(503);
      expect(body).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', catalogue: 'ok', mail: 'stopped' },
      });
    } finally {
      await smtp.stop();
    }
  });
});

// The pool and the connection of its own exist on PostgreSQL only (npm run test:pg).
describe.skipIf(!process.env.TEST_DATABASE_URL)('/readyz on PostgreSQL asks over a connection of its own', () => {
  it('says the database is ok while every pool connection is busy', async () => {
    const { t, readyz } = await servedShop({ env: { DATABASE_POOL_MAX: '1', DATABASE_POOL_TIMEOUT_MS: '60000' } });
    const release = await holdConnection(t);
    try {
      const { res, body } = await readyz();
      expect(t.shop.database.pool!()).toMatchObject({ total: 1, idle: 0 });
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
    } finally {
      await release();
    }
  });

  it('says unreachable when the database is really gone, and ready again once it is back', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const database = await createFreshDatabase(adminUrl);
    const target = new URL(adminUrl);
    const proxy = await startDbProxy({ host: target.hostname, port: Number(target.port || 5432) });
    try {
      const { readyz, advance } = await servedShop({ databaseUrl: proxy.url(database.url) });
      expect((await readyz()).res.status).toBe(200);

      await proxy.stop();
      advance(1000);
      const gone = await readyz();
      expect(gone.res.status).toBe(503);
      expect(gone.body).toMatchObject({
        status: 'unavailable',
        checks: { database: 'unreachable', migrations: 'unknown' },
      });

      // The connection it lost is opened again.
      await proxy.start();
      advance(1000);
      const back = await readyz();
      expect(back.res.status).toBe(200);
      expect(back.body).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
    } finally {
      for (const t of shops.splice(0)) await t.close();
      await proxy.stop();
      await database.drop();
    }
  });
});
