import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type EmbeddedImage } from '#server/db/client.ts';
import { seedCatalog } from '#server/db/seed.ts';

/**
 * A migrated, seeded database made once per test run, which every test shop copies instead of
 * running the migrations and the seed again (docs/decisions/016-ci-budget.md):
 * - embedded: PGlite's data directory dumped to a file; a shop loads it with the engine's
 *   modules compiled once per test file (starting a shop fell from ~2.7 s to ~0.4 s);
 * - PostgreSQL (TEST_DATABASE_URL): a template database, copied by `CREATE DATABASE … TEMPLATE`.
 * The shop still migrates and seeds on start: both find the work done, as on a restart.
 * A test that is about migrations or the seed opens an empty database itself.
 */
export type ShopImages = { embeddedFile: string; postgresTemplate: string | null };

declare module 'vitest' {
  export interface ProvidedContext {
    shopImages: ShopImages;
  }
}

/** Made by the run's global setup (vitest.config.ts); removed by `dropShopImages`. */
export async function makeShopImages(adminUrl: string | undefined): Promise<ShopImages> {
  const embeddedFile = path.join(tmpdir(), `shop-image-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { migrationsFolder } = await import('#server/db/client.ts');
  const client = await PGlite.create();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder });
    await seedCatalog(db as never);
    const image = await client.dumpDataDir('none');
    writeFileSync(embeddedFile, Buffer.from(await image.arrayBuffer()), { mode: 0o600 });
  } finally {
    await client.close();
  }

  let postgresTemplate: string | null = null;
  if (adminUrl) {
    postgresTemplate = `shop_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    try {
      await seedCatalog(handle.db);
    } finally {
      await handle.close();
    }
  }
  return { embeddedFile, postgresTemplate };
}

export async function dropShopImages(images: ShopImages, adminUrl: string | undefined): Promise<void> {
  rmSync(images.embeddedFile, { force: true });
  if (adminUrl && images.postgresTemplate) {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${images.postgresTemplate} WITH (FORCE)`);
  }
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The run's images, or null outside a vitest run with the global setup (a shop then starts empty). */
function provided(): ShopImages | null {
  try {
    return inject('shopImages') ?? null;
  } catch {
    return null;
  }
}

let embedded: EmbeddedImage | null = null;

/** What an in-memory test shop starts from: the image and the engine's compiled modules. */
export async function embeddedImage(): Promise<EmbeddedImage | undefined> {
  const images = provided();
  if (!images) return undefined;
  if (!embedded) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    embedded = {
      pgliteWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'pglite.wasm'))),
      initdbWasmModule: await WebAssembly.compile(readFileSync(path.join(dist, 'initdb.wasm'))),
      fsBundle: new Blob([readFileSync(path.join(dist, 'pglite.data'))]),
    };
  }
  // A Blob is read once per load: a new one each time (the bytes are read from the file once).
  return { ...embedded, loadDataDir: new Blob([imageBytes(images.embeddedFile)]) };
}

let bytes: { file: string; data: Uint8Array<ArrayBuffer> } | null = null;
function imageBytes(file: string): Uint8Array<ArrayBuffer> {
  if (bytes?.file !== file) bytes = { file, data: new Uint8Array(readFileSync(file)) };
  return bytes.data;
}

/** The PostgreSQL template database to copy, or null (then a test shop's database starts empty). */
export function postgresTemplate(): string | null {
  return provided()?.postgresTemplate ?? null;
}
