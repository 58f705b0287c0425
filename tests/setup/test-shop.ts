import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { createApp } from '#server/app.ts';
import { startShop, type Shop } from '#server/bootstrap.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import type { HashCost } from '#server/services/passwords.server.ts';
import { parseEnv } from '#server/env.ts';
import { embeddedImage, postgresTemplate } from './shop-image.ts';
import { createLogger, type LogLevel } from '#server/http/log.ts';
import type { MailWorkerOptions } from '#server/mail/worker.ts';
import type { ThrottleLimits } from '#server/services/throttle.server.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** Every test shop has this back-office account (created at start-up, as ADMIN_EMAIL does). */
export const TEST_ADMIN = { email: 'admin@guardline.test', password: 'admin-password-for-tests' };

/**
 * scrypt at 1/128 of production's work (N=2^10): a test sign-up hashes in milliseconds instead
 * of most of a second. Hashes carry their cost, so verifying stays exact. Shops with
 * `throttles: 'production'` (the hash-queue and throttle tests) keep production's cost, and
 * server/services/passwords.server.test.ts checks production's parameters.
 */
export const TEST_HASH_COST: HashCost = { N: 2 ** 10, r: 8, p: 1 };

/**
 * In process, every request comes from one address ('unknown'): the per-address limits on
 * sign-ups, messages, subscriptions, stock alerts, password changes and resets and discount code
 * look-ups would stop suites that make many shoppers. Test shops raise those (the per-e-mail
 * reset limit stays); the throttle tests ask for `throttles: 'production'`. Sign-in keeps its
 * limits.
 */
const ROOMY: Partial<ThrottleLimits> = {
  register: { limit: 100_000, windowMs: 3600_000 },
  contact: { limit: 100_000, windowMs: 3600_000 },
  newsletter: { limit: 100_000, windowMs: 3600_000 },
  stockAlert: { limit: 100_000, windowMs: 3600_000 },
  passwordChange: { limit: 100_000, windowMs: 3600_000 },
  passwordForgotAddress: { limit: 100_000, windowMs: 3600_000 },
  passwordReset: { limit: 100_000, windowMs: 3600_000 },
  discountCheck: { limit: 100_000, windowMs: 3600_000 },
};

/**
 * A shop on a fresh database: in-memory PGlite by default; with TEST_DATABASE_URL, a new
 * PostgreSQL database created for this test file and dropped afterwards. `payments` replaces
 * the built-in test provider (e.g. one the test keeps a handle on). `trustProxy`: trusted proxy
 * hops (X-Forwarded-* count only then). `clock`: the throttles' time. `env`: more settings
 * (e.g. TRACKING_URL), parsed like the server's.
 */
export async function createTestShop(
  options: {
    withPages?: boolean;
    payments?: PaymentProvider;
    throttles?: 'production' | Partial<ThrottleLimits>;
    trustProxy?: number;
    publicUrl?: string;
    clock?: () => Date;
    env?: Record<string, string>;
    /** SMTP_URL (e.g. a tests/setup/smtp.ts server): the shop then runs its mail worker. */
    smtpUrl?: string;
    mailFrom?: string;
    /** The mail worker's pace (tests shorten the backoff and the poll). */
    mail?: Partial<MailWorkerOptions>;
    /** An embedded database in this directory (also under TEST_DATABASE_URL), as the server runs it. */
    dataDir?: string;
    /**
     * A PostgreSQL database the test made (createFreshDatabase), e.g. reached through
     * tests/setup/db-proxy.ts; the test drops it.
     */
    databaseUrl?: string;
    /**
     * What the shop logs into `logs` (JSON lines, in memory: tests print nothing). Default
     * `error`: failures only; `info` adds a line per request.
     */
    logLevel?: LogLevel;
    /** scrypt's cost (default TEST_HASH_COST; production's with `throttles: 'production'`). */
    hashCost?: HashCost;
    /** false: the catalogue copy ignores other processes' writes (on PostgreSQL), so a test can hold it stale. */
    followCatalog?: boolean;
  } = {},
) {
  const logs: string[] = [];
  const logger = createLogger({
    level: options.logLevel ?? 'error',
    destination: { write: (line) => logs.push(line) },
  });
  const throttles = options.throttles === 'production' ? {} : { ...ROOMY, ...options.throttles };
  // One address for every in-process request: parallel sign-ups would each be "busy" beyond two.
  const start = {
    payments: options.payments,
    throttles,
    clock: options.clock,
    hashesPerClient: options.throttles === 'production' ? undefined : 1000,
    hashCost: options.hashCost ?? (options.throttles === 'production' ? undefined : TEST_HASH_COST),
    mail: options.mail,
    logger,
    followCatalog: options.followCatalog,
  };
  const env = parseEnv({
    SESSION_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...options.env,
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: options.mailFrom,
  });
  let dropDatabase = async () => {};
  let shop: Shop;
  let databaseUrl: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (options.dataDir) {
    shop = await startShop(env, { dataDir: options.dataDir }, start);
  } else if (options.databaseUrl) {
    shop = await startShop(env, { databaseUrl: options.databaseUrl }, start);
    databaseUrl = options.databaseUrl;
  } else if (adminUrl) {
    const database = await createFreshDatabase(adminUrl, postgresTemplate());
    shop = await startShop(env, { databaseUrl: database.url }, start);
    databaseUrl = database.url;
    dropDatabase = database.drop;
  } else {
    shop = await startShop(env, { inMemory: true, image: await embeddedImage() }, start);
  }

  let build: ServerBuild | undefined;
  if (options.withPages) {
    const file = path.resolve('build/server/index.js');
    if (!existsSync(file)) throw new Error('Page tests need a build: run `npm run build` (npm test does it).');
    build = (await import(file)) as ServerBuild;
  }
  const app = createApp({
    services: shop.services,
    signer: shop.signer,
    store: shop.store,
    build,
    clientDir: 'build/client',
    logger,
    trustProxy: options.trustProxy,
    publicUrl: options.publicUrl,
    metrics: shop.metrics,
    metricsToken: env.METRICS_TOKEN,
  });

  return {
    shop,
    app,
    /** The page build (withPages), e.g. to list every page route. */
    build,
    /** The fresh PostgreSQL database's URL (under TEST_DATABASE_URL). */
    databaseUrl,
    /** Every line the shop logged at `logLevel` or above, as written (JSON). */
    logs,
    request: (url: string, init?: RequestInit) => app.request(url, init),
    json: (url: string, method: string, body: unknown, headers: Record<string, string> = {}) =>
      app.request(url, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    close: async () => {
      await shop.close();
      await dropDatabase();
    },
  };
}

export type TestShop = Awaited<ReturnType<typeof createTestShop>>;

/**
 * A new PostgreSQL database next to the one `adminUrl` names: empty, or a copy of `template`
 * (the run's migrated, seeded image); `drop` removes it.
 */
export async function createFreshDatabase(
  adminUrl: string,
  template?: string | null,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** Keeps the visitor cookie between requests, like a browser. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
  };
}
