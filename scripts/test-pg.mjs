// `npm run test:pg`: the suites where the database engine matters (vitest.pg.config.ts) on a real
// PostgreSQL; each test file gets its own database, copied from one migrated, seeded template.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Running the database suites on PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//')}`);
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.pg.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
