import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EMBEDDED_ONLY, POSTGRES_SUITES } from '../../vitest.pg.config.ts';

/** `**`, `*` and `{a,b}` of the patterns in vitest.pg.config.ts, as a regular expression. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('**/', i)) {
      source += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '{') source += '(?:';
    else if (c === '}') source += ')';
    else if (c === ',') source += '|';
    else source += c.replace(/[.+^$()|[\]\\?]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const matchesAny = (file: string, globs: string[]) => globs.some((glob) => globToRegExp(glob).test(file));

/** What a test file does when it opens a database (a test shop, the database layer, a server process). */
const OPENS_A_DATABASE =
  /createTestShop|openDatabase|startShop|createFreshDatabase|TEST_DATABASE_URL|#tests\/setup\/(world|shoppers)/;

describe('the PostgreSQL pass (npm run test:pg)', () => {
  const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { encoding: 'utf8' })
    .split('\n')
    .filter(
      (file) =>
        file &&
        !file.startsWith('tests/e2e/') &&
        !file.startsWith('tests/multi-process/') &&
        file !== 'tests/hygiene/test-suites.test.ts',
    );

  it('names every test file that opens a database: run again on PostgreSQL, or why not', () => {
    const unnamed = files.filter(
      (file) =>
        OPENS_A_DATABASE.test(readFileSync(file, 'utf8')) &&
        !matchesAny(file, POSTGRES_SUITES) &&
        !matchesAny(file, Object.keys(EMBEDDED_ONLY)),
    );
    expect(unnamed, 'add each to POSTGRES_SUITES or EMBEDDED_ONLY in vitest.pg.config.ts').toEqual([]);
  });

  it('runs the suites about transactions, locks, the pool and other processes', () => {
    for (const file of [
      'server/api/checkout.test.ts',
      'server/db/catalog/change-feed.test.ts',
      'tests/reliability/checkout-concurrency.test.ts',
      'tests/reliability/two-processes.test.ts',
      'tests/security/session.test.ts',
    ])
      expect(matchesAny(file, POSTGRES_SUITES), file).toBe(true);
    expect(matchesAny('app/routes/cart.test.ts', POSTGRES_SUITES)).toBe(false);
    expect(globToRegExp('tests/security/{a,b}.test.ts').test('tests/security/b.test.ts')).toBe(true);
  });
});

describe('test files share a worker (isolate: false in vitest.config.ts)', () => {
  it('none mocks a module, fakes timers or changes the environment, which would leak into the next file', () => {
    const files = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !file.startsWith('tests/e2e/'));
    const leaky =
      /\bvi\.(mock|doMock|useFakeTimers|stubEnv|stubGlobal)\(|process\.env\.\w+\s*=(?!=)|delete process\.env/;
    const offenders = files.filter(
      (file) => file !== 'tests/hygiene/test-suites.test.ts' && leaky.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
