import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Seconds per test file, embedded and on PostgreSQL, from a clean-clone `.ci/run` (2026-11-28,
 * `npm run test:slowest`); files under 4 s are left out. Refresh it when a file grows past these.
 */
const SECONDS: Record<string, [embedded: number, postgres: number]> = {
  'tests/reliability/crash-loop.test.ts': [66, 0],
  'server/db/client.test.ts': [48, 29],
  'server/main.test.ts': [39, 0],
  'server/db/migrations.test.ts': [30, 17],
  'server/bootstrap.test.ts': [30, 8],
  'server/api/login-throttle.test.ts': [28, 17],
  'tests/properties/api-inputs.test.ts': [26, 0],
  'tests/security/throttles.test.ts': [25, 15],
  'tests/security/headers.test.ts': [17, 0],
  'server/services/recovery.server.test.ts': [16, 13],
  'tests/security/safe-methods.test.ts': [13, 0],
  'server/ops/backup.test.ts': [12, 17],
  'server/mail/worker.test.ts': [11, 10],
  'tests/reliability/mail-two-processes.test.ts': [0, 26],
  'tests/reliability/two-processes.test.ts': [0, 15],
  'server/services/auth.server.test.ts': [3, 10],
  'tests/reliability/mail-db-interruption.test.ts': [0, 8],
  'server/http/readiness.test.ts': [7, 2],
  'server/services/passwords.server.test.ts': [7, 3],
  'server/http/proxy.test.ts': [6, 2],
  'server/http/page-cache.test.ts': [6, 0],
  'server/api/checkout-money.test.ts': [5, 4],
  'tests/i18n/third-language.test.ts': [5, 0],
  'server/db/seed.test.ts': [5, 2],
  'tests/security/cross-site.test.ts': [5, 0],
};

/**
 * Runs the slowest test files first. On a clean clone vitest has no timings of its own and
 * starts larger files first, which left the 48 s and 39 s files for last: one worker ran them
 * while the other had nothing to do (`npm test` 379 s, against 263 s of file time per worker).
 * Longest first, each file to the worker that frees first, keeps both busy to the end. Files not
 * listed keep vitest's order after the listed ones.
 */
export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const column = process.env.TEST_DATABASE_URL ? 1 : 0;
    const seconds = (file: TestSpecification) =>
      SECONDS[relative(this.ctx.config.root, file.moduleId).replaceAll('\\', '/')]?.[column] ?? 0;
    const ordered = await super.sort(files);
    return ordered
      .map((file, index) => ({ file, index, seconds: seconds(file) }))
      .sort((a, b) => b.seconds - a.seconds || a.index - b.index)
      .map(({ file }) => file);
  }
}
