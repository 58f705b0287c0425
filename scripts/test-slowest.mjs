// `npm run test:slowest [N]`: the N slowest test files (default 15) of the last runs, from the
// reports every suite writes under reports/ (vitest's and Playwright's JSON), with each suite's
// total, so the CI budget (docs/decisions/016-ci-budget.md) stays visible.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const REPORTS = {
  'npm test (embedded)': 'reports/vitest.json',
  'npm run test:pg (PostgreSQL)': 'reports/vitest-pg.json',
  'npm run test:processes': 'reports/vitest-processes.json',
  'npm run test:e2e (Chromium)': 'reports/e2e.json',
  'npm run test:e2e (Chromium, part 1)': 'reports/e2e-1.json',
  'npm run test:e2e (Chromium, part 2)': 'reports/e2e-2.json',
};

/** [{ file, ms, tests }] of one vitest JSON report. */
export function vitestFiles(report, root = process.cwd()) {
  return report.testResults.map((result) => ({
    file: path.relative(root, result.name),
    ms: Math.max(0, result.endTime - result.startTime),
    tests: result.assertionResults.length,
  }));
}

/** [{ file, ms, tests }] of one Playwright JSON report (a spec file's tests summed over projects). */
export function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const entry = files.get(here) ?? { file: `tests/e2e/${here}`, ms: 0, tests: 0 };
        entry.tests++;
        for (const result of test.results ?? []) entry.ms += result.duration ?? 0;
        files.set(here, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...files.values()];
}

export function slowest(entries, count) {
  return [...entries].sort((a, b) => b.ms - a.ms).slice(0, count);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

function main() {
  const count = Number(process.argv[2]) || 15;
  const all = [];
  let found = 0;
  for (const [suite, file] of Object.entries(REPORTS)) {
    if (!existsSync(file)) continue;
    found++;
    const report = JSON.parse(readFileSync(file, 'utf8'));
    const files = file.includes('e2e') ? playwrightFiles(report) : vitestFiles(report);
    const total = files.reduce((sum, f) => sum + f.ms, 0);
    const tests = files.reduce((sum, f) => sum + f.tests, 0);
    console.log(`${suite}: ${files.length} files, ${tests} tests, ${seconds(total).trim()} of test time`);
    for (const f of files) all.push({ ...f, suite });
  }
  if (!found) {
    console.log('No reports yet: run npm test (or test:pg, test:processes, test:e2e) first.');
    return;
  }
  console.log(`\nThe ${count} slowest test files (time inside the file; workers run files side by side):`);
  for (const f of slowest(all, count)) console.log(`${seconds(f.ms)}  ${f.file}  [${f.suite}]`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
