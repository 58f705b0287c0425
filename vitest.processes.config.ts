import { defineConfig } from 'vitest/config';

// The multi-process suite (npm run test:processes): real shop processes on a PostgreSQL server of
// the suite's own, stopped, paused and killed. Not part of `npm test`: it needs the PostgreSQL
// server binaries and takes minutes.
export default defineConfig({
  test: {
    include: ['tests/multi-process/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest-processes.json' },
  },
});
