import { z } from 'zod';
import { DEFAULT_LANG, LANGS, type Lang } from '#common/languages.ts';
import { POOL_DEFAULTS } from './db/pool.ts';
import { LOG_LEVELS } from './http/log.ts';

/** Configuration, parsed once from the environment. A wrong value stops the start with a message naming it. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** PostgreSQL connections per process (each process has its own pool; mind max_connections). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(POOL_DEFAULTS.max),
  /** How long a request waits for a free connection before it gets 503 with Retry-After. */
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(POOL_DEFAULTS.timeoutMs),
  /** Requests that may wait for a connection at once; beyond, 503 at once. */
  DATABASE_POOL_QUEUE_MAX: z.coerce.number().int().min(0).max(1_000_000).default(POOL_DEFAULTS.queueMax),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  STORE_NAME: z.string().min(1).max(60).default('Guardline'),
  STORE_EMAIL: z.email().default('support@guardline.shop'),
  STORE_PHONE: z.string().min(5).max(40).default('+90 212 555 01 42'),
  STORE_ADDRESS: z.string().min(5).max(200).default('Büyükdere Cad. No: 120, Şişli, 34394 İstanbul, Türkiye'),
  PUBLIC_URL: z.url().optional(),
  /** Mail delivery: smtp://user:pass@host:587 or smtps://…:465. Unset: mails wait in the outbox (back office → Mail). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The From of every mail, e.g. `Guardline <shop@example.com>`; default: STORE_NAME <STORE_EMAIL>. */
  MAIL_FROM: z.string().min(3).max(200).optional(),
  /**
   * The carrier's tracking page for shipped mails, `{tracking}` standing for the tracking number
   * (e.g. https://carrier.example/t/{tracking}). Unset: the mail links to the order in the shop.
   */
  TRACKING_URL: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .refine((v) => v.includes('{tracking}'), 'must contain {tracking} where the tracking number goes')
    .optional(),
  /** The language of the mails to the shop's own address (new orders). */
  STORE_LANG: z.enum(LANGS as [Lang, ...Lang[]]).default(DEFAULT_LANG),
  /**
   * Behind reverse proxies: how many of them to trust (`true` = 1, `false` = 0). Only then do
   * X-Forwarded-For (the entry that many hops from the right), -Proto and -Host count.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be true, false or a number of proxy hops (0-99)')
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  /** Sign-ups one address may make per hour (an office or a school behind one address may need more). */
  REGISTER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** pino's levels (server/http/log.ts): fatal, error, warn, info, debug, trace, or silent. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Lets `/metrics` on the shop's port answer a scrape with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 32`)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it is sent in an HTTP header)')
    .optional(),
  /** A second port, bound to HOST, serving only `/metrics` without a token: keep it private. */
  METRICS_PORT: z.coerce
    .number({ error: 'must be a port number (1-65535)' })
    .int('must be a port number (1-65535)')
    .min(1, 'must be a port number (1-65535)')
    .max(65535, 'must be a port number (1-65535)')
    .optional(),
});

/** Settings that must agree with each other. */
const checkedEnvSchema = envSchema.refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
  path: ['METRICS_PORT'],
  message: 'must differ from PORT (the metrics port is kept private, the shop port is public)',
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as "not set", as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
