import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startDbProxy, type DbProxy } from '../setup/db-proxy.ts';
import { holdConnection } from '../setup/hold-connection.ts';
import { signedInShopper } from '../setup/shoppers.ts';
import { createFreshDatabase, createTestShop, type TestShop } from '../setup/test-shop.ts';
import { eventually } from './shop-process.ts';

/**
 * When the database cannot serve a request — the process's pool has no connection free in
 * time or too many waiting, PostgreSQL has too many clients or does not take connections yet —
 * the shopper gets 503 with Retry-After and a message (JSON or a page), never a 500.
 * Needs TEST_DATABASE_URL (the embedded database has no pool).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const BUSY = 'We are busy right now. Please try again in a few seconds.';
const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a few seconds.';

async function shop(env: Record<string, string>, databaseUrl?: string): Promise<TestShop> {
  const t = await createTestShop({ withPages: true, databaseUrl, env, logLevel: 'warn' });
  cleanups.push(() => t.close());
  return t;
}

const page = { accept: 'text/html,application/xhtml+xml' };

async function expect503(res: Response, message: string, kind: 'json' | 'page') {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('cache-control')).toMatch(/\bno-store\b/);
  if (kind === 'json') {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message });
  } else {
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain(`<p>${message}</p>`);
  }
}

describe.skipIf(!adminUrl)('a database that cannot serve a request: 503 with Retry-After, never 500', () => {
  it('no pool connection free within DATABASE_POOL_TIMEOUT_MS: the API, a page and a page loader', async () => {
    const t = await shop({ DATABASE_POOL_MAX: '1', DATABASE_POOL_TIMEOUT_MS: '300' });
    const shopper = await signedInShopper(t);
    const release = await holdConnection(t);
    try {
      // The session is read in the middleware; the newsletter link in the page's loader.
      await expect503(await shopper.call('/api/orders'), BUSY, 'json');
      await expect503(await shopper.call('/orders', 'GET', undefined, page), BUSY, 'page');
      await expect503(await t.request(`/newsletter/confirm?token=${'a'.repeat(32)}`, { headers: page }), BUSY, 'page');
    } finally {
      await release();
    }
    expect((await shopper.call('/api/orders')).status).toBe(200);
    expect(t.logs.join('\n')).not.toContain('request failed');
    expect(t.logs.join('\n')).not.toContain('page failed');
    expect(t.logs.some((l) => l.includes('database busy'))).toBe(true);
  });

  it('DATABASE_POOL_QUEUE_MAX requests waiting already: the next one gets 503 at once', async () => {
    const t = await shop({ DATABASE_POOL_MAX: '1', DATABASE_POOL_TIMEOUT_MS: '60000', DATABASE_POOL_QUEUE_MAX: '1' });
    const shopper = await signedInShopper(t);
    // Nothing else of the shop may take the one place in the queue meanwhile.
    await t.shop.services.catalog.stop();
    const release = await holdConnection(t);
    let waiting: Promise<Response>;
    try {
      waiting = shopper.call('/api/orders');
      await eventually(
        'a request to wait for the connection',
        async () => t.shop.database.pool!().waiting === 1 || undefined,
      );
      await expect503(await shopper.call('/api/orders'), BUSY, 'json');
    } finally {
      await release();
    }
    expect((await waiting).status).toBe(200);
  });

  it('PostgreSQL refuses the connection: too many clients (53300)', async () => {
    // Connection limits do not bind a superuser: the shop connects as a role of its own.
    const role = `shop_limited_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query(`create role ${role} login`);
    cleanups.push(() => admin.query(`drop role if exists ${role}`));
    const database = await createFreshDatabase(adminUrl!);
    cleanups.push(database.drop);
    await admin.query(`alter database ${new URL(database.url).pathname.slice(1)} owner to ${role}`);
    const url = new URL(database.url);
    url.username = role;

    const t = await shop({ DATABASE_POOL_MAX: '2' }, url.toString());
    const shopper = await signedInShopper(t);
    await admin.query(`alter role ${role} connection limit 0`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where usename = $1', [role]);
    await eventually(
      'the pool to drop its closed connections',
      async () => t.shop.database.pool!().total === 0 || undefined,
    );

    await expect503(await shopper.call('/api/orders'), BUSY, 'json');
    await expect503(await shopper.call('/orders', 'GET', undefined, page), BUSY, 'page');
    expect(t.logs.some((l) => l.includes('too many connections for role'))).toBe(true);
  });

  it('PostgreSQL does not take connections yet: cannot connect now (57P03)', async () => {
    const database = await createFreshDatabase(adminUrl!);
    cleanups.push(database.drop);
    const target = new URL(adminUrl!);
    const proxy: DbProxy = await startDbProxy({ host: target.hostname, port: Number(target.port || 5432) });
    cleanups.push(() => proxy.stop());
    const t = await shop({}, proxy.url(database.url));
    const shopper = await signedInShopper(t);

    // A restart: the connections drop, and the server answers new ones that it is starting up.
    await proxy.stop();
    proxy.refuseWith({ sqlstate: '57P03', message: 'the database system is starting up' });
    await proxy.start();
    await eventually(
      'the pool to drop its closed connections',
      async () => t.shop.database.pool!().total === 0 || undefined,
    );

    await expect503(await shopper.call('/api/orders'), UNAVAILABLE, 'json');
    await expect503(await shopper.call('/orders', 'GET', undefined, page), UNAVAILABLE, 'page');
    expect(t.logs.some((l) => l.includes('the database system is starting up'))).toBe(true);

    proxy.refuseWith(null);
    expect((await shopper.call('/api/orders')).status).toBe(200);
  });
});
