import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

/**
 * `npm run test:pg`: the suites where the database engine matters, again on a real PostgreSQL
 * (TEST_DATABASE_URL): services, the API, the database layer, operations and the reliability
 * and session suites, where transactions, locks, the pool, connections and other processes
 * behave as PostgreSQL's. Pages, texts, markup, HTTP headers and input parsing run once, in
 * `npm test` (the embedded database is PostgreSQL's own engine, so their SQL is the same).
 * tests/hygiene/test-suites.test.ts keeps every test file in one list or the other
 * (docs/decisions/016-ci-budget.md).
 */
export const POSTGRES_SUITES = [
  'server/api/**/*.test.ts',
  'server/services/**/*.test.ts',
  'server/db/**/*.test.ts',
  'server/ops/**/*.test.ts',
  'server/mail/worker.test.ts',
  'server/mail/order-mails.test.ts',
  'server/http/readiness.test.ts',
  'server/http/proxy.test.ts',
  'server/http/catalog-json.test.ts',
  'server/observability/metrics.test.ts',
  'server/bootstrap.test.ts',
  'tests/reliability/**/*.test.ts',
  'tests/security/session.test.ts',
  'tests/security/throttles.test.ts',
  'tests/security/access.test.ts',
];

/** Suites that open a database but are about what the engine does not change; with the reason. */
export const EMBEDDED_ONLY = {
  'app/**': 'pages: markup, forms and redirects over the services tested on both engines',
  'tests/i18n/**': 'texts in each language',
  'tests/properties/**': 'input parsing and validation before any query',
  'tests/security/{page-bodies,safe-methods,cross-site,headers,log-scrubbing,card-data,input,attack-run}.test.ts':
    'HTTP layer: headers, methods, origins, bodies, logs',
  'server/http/{favicon,page-cache,request-log}.test.ts': 'HTTP layer: caching, icons, request lines',
  'server/mail/{all-templates,render}.test.ts': 'mail rendering',
  'server/main.test.ts': 'the process on its embedded data directory',
  'tests/reliability/crash-loop.test.ts': 'kill -9 on the embedded data directory',
};

export default defineConfig({
  ...base,
  test: { ...base.test, include: POSTGRES_SUITES, exclude: ['tests/reliability/crash-loop.test.ts'] },
});
