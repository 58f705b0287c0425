import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { insertBulkProducts } from '#tests/setup/bulk-catalogue.ts';
import { createFreshDatabase, TEST_SECRET } from '#tests/setup/test-shop.ts';
import { createApp } from './app.ts';
import { startShop, type Shop } from './bootstrap.ts';
import { openDatabase } from './db/client.ts';
import { products } from './db/schema.ts';
import { seedCatalog } from './db/seed.ts';
import { parseEnv } from './env.ts';
import { ShopFront } from './http/health.ts';
import { ReadinessProbe } from './http/readiness.ts';
import { cardOfRow } from './services/catalog-cards.ts';

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

describe('start-up with a large catalogue', () => {
  it('answers /healthz while the catalogue loads in slices, /readyz 503 then 200, and loads it whole', async () => {
    // 20,000 products (one SQL statement) in a database of their own, loaded in slices of 100.
    const dir = mkdtempSync(path.join(tmpdir(), 'shop-large-'));
    let dropLarge = async () => {};
    let db: { dataDir: string } | { databaseUrl: string } = { dataDir: dir };
    if (process.env.TEST_DATABASE_URL) {
      const database = await createFreshDatabase(process.env.TEST_DATABASE_URL);
      dropLarge = database.drop;
      db = { databaseUrl: database.url };
    }
    const prepare = await openDatabase(db);
    await seedCatalog(prepare.db);
    await insertBulkProducts(prepare.db, 20_000);
    await prepare.close();

    const front = new ShopFront('Guardline');
    const server = serve({ fetch: front.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const starting = startShop(parseEnv({ SESSION_SECRET: TEST_SECRET }), db, {
      catalog: { sliceRows: 100 },
      onCatalog: (catalog) => front.loading(catalog),
    });
    const served = starting.then((shop) => {
      front.serve(
        createApp({ services: shop.services, signer: shop.signer, store: shop.store }),
        new ReadinessProbe(shop.database, shop.mailWorker),
      );
      return shop;
    });
    let shop: Shop | undefined;
    try {
      // Ask until ready: every answer is recorded; the asserts below are about what was said.
      const seen: { ready: number; body: { status: string; loaded?: number }; health: number; api?: number }[] = [];
      for (;;) {
        const ready = await fetch(`${base}/readyz`);
        const health = await fetch(`${base}/healthz`);
        const body = (await ready.json()) as { status: string; loaded?: number };
        await health.body?.cancel();
        const api = seen.length === 0 ? await fetch(`${base}/api/products`) : undefined;
        await api?.body?.cancel();
        seen.push({ ready: ready.status, body, health: health.status, api: api?.status });
        if (ready.status === 200) break;
      }
      shop = await served;
      const { catalog } = shop.services;

      expect(seen.every((s) => s.health === 200)).toBe(true);
      expect(seen[0]).toMatchObject({ ready: 503, body: { status: 'loading' }, api: 503 });
      expect(seen.at(-1)).toMatchObject({ ready: 200, body: { status: 'ready' } });
      // Some answers came in the middle of the load, with part of the catalogue in.
      expect(seen.some((s) => s.ready === 503 && s.body.loaded! > 0 && s.body.loaded! < catalog.productCount)).toBe(
        true,
      );

      // Complete: the visible products, in catalogue order, each as the database has it.
      const rows = await shop.database.db
        .select()
        .from(products)
        .where(eq(products.hidden, false))
        .orderBy(asc(products.position), asc(products.id));
      expect(catalog.productCount).toBe(rows.length);
      expect(catalog.all().map((p) => p.id)).toEqual(rows.map((r) => r.id));
      for (const id of ['bulk-00001', 'bulk-00010', 'bulk-12345', 'bulk-20000'])
        expect(catalog.getCard(id)).toEqual(cardOfRow(rows.find((r) => r.id === id)!));
      expect(catalog.getCard('bulk-00997')).toBeNull(); // hidden
      const list = await (await fetch(`${base}/api/products?search=dome%2012345`)).json();
      expect(list.products[0].id).toBe('bulk-12345');
    } finally {
      server.close();
      await (shop ?? (await starting.catch(() => null)))?.close();
      rmSync(dir, { recursive: true, force: true });
      await dropLarge();
    }
  }, 300_000);
});
