import { defineConfig } from 'vitest/config';
import SlowestFirst from './tests/setup/slowest-first.ts';

export default defineConfig({
  test: {
    include: ['{app,server,common,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/multi-process/**', 'node_modules/**', 'build/**'],
    environment: 'node',
    // One migrated, seeded database image per run, copied by every test shop.
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/file-globals.ts'],
    // Each file's duration for `npm run test:slowest` (the CI budget, docs/decisions/016-ci-budget.md).
    reporters: ['default', 'json'],
    outputFile: { json: process.env.TEST_DATABASE_URL ? 'reports/vitest-pg.json' : 'reports/vitest.json' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: a PGlite per test file is memory- and CPU-heavy, so keep the fan-out small.
    maxWorkers: 2,
    // A worker imports the shop's modules once for all its files instead of once per file (that
    // import was ~40 % of the suite's time). Test files share no state through modules: no
    // module mocks, fake timers or changed environment variables (docs/decisions/016-ci-budget.md).
    isolate: false,
    // The slowest files first, so neither worker idles at the end (a clean clone has no timings).
    sequence: { sequencer: SlowestFirst },
  },
});
