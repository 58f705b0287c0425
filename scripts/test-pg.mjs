// Runs the test suite against a real PostgreSQL (each test file gets its own fresh database).
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Running the suite on PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')}`);
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
