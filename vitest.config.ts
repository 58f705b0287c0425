import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,server,common,scripts}/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'tests/multi-process/**', 'node_modules/**', 'build/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: a PGlite per test file is memory- and CPU-heavy, so keep the fan-out small.
    maxWorkers: 2,
  },
});
