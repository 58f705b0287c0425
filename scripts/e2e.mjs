// `npm run test:e2e`: the browser journeys in two halves at once, each against a shop of its own
// (its own port, SMTP peer and embedded database), so the two cores both work: one browser and
// one shop alone leave one idle most of the time. Each half's output is printed whole when it
// ends; the exit code fails when either fails. E2E_SHARDS=1 runs everything in one Playwright
// process, as before.
//
// The halves are made of whole spec files balanced by their time (SECONDS below, measured on this
// machine; a file not listed counts DEFAULT_SECONDS): Playwright's own --shard splits by test
// count, and the accessibility scans are many short tests, so one half ran 9.2 min and the other
// 6.7. Given file filters of its own (`npm run test:e2e -- tests/e2e/cart.spec.ts`), it splits
// those by --shard instead.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const basePort = Number(process.env.E2E_PORT ?? 3150);
const extra = process.argv.slice(2);

/** Seconds per spec file (both projects), from `npm run test:slowest` of a CI-like run, 2026-11-28. */
const SECONDS = {
  'accessibility.spec.ts': 287,
  'overflow.spec.ts': 66,
  'early-input-forms.spec.ts': 60,
  'checkout.spec.ts': 53,
  'compare.spec.ts': 37,
  'early-input.spec.ts': 29,
  'discount-code.spec.ts': 27,
  'accessibility-phone.spec.ts': 23,
  'address-book.spec.ts': 20,
  'filters.spec.ts': 18,
  'personal-pages.spec.ts': 17,
  'admin-catalog.spec.ts': 17,
  'keyboard-checkout.spec.ts': 16,
  'deal-checkout.spec.ts': 16,
  'admin-orders.spec.ts': 16,
  'admin-specs.spec.ts': 15,
  'back-in-stock.spec.ts': 15,
  'search.spec.ts': 14,
  'checkout-phone.spec.ts': 14,
  'shown-state.spec.ts': 13,
  'password-reset.spec.ts': 13,
  'turkish.spec.ts': 12,
  'browse.spec.ts': 12,
  'planner.spec.ts': 12,
  'phone-layout.spec.ts': 11,
  'cart.spec.ts': 11,
  'reviews.spec.ts': 10,
  'product-language.spec.ts': 6,
  'phone.spec.ts': 3,
  'back-in-stock-phone.spec.ts': 3,
  'open-redirect.spec.ts': 2,
  'no-js.spec.ts': 2,
};
const DEFAULT_SECONDS = 15;

/** Spec files dealt to `count` halves, longest first, each to the half with the least time so far. */
function splitByTime(files, count) {
  const halves = Array.from({ length: count }, () => ({ seconds: 0, files: [] }));
  const weighed = files.map((file) => ({ file, seconds: SECONDS[file] ?? DEFAULT_SECONDS }));
  weighed.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of weighed) {
    const lightest = halves.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    lightest.seconds += seconds;
    lightest.files.push(file);
  }
  return halves.map((half) => half.files);
}

const ownFilters = extra.some((arg) => !arg.startsWith('-'));
const parts =
  shards > 1 && !ownFilters
    ? splitByTime(
        readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts')),
        shards,
      )
    : null;
/** A filter matching exactly one spec file (Playwright reads each argument as a regular expression over the path). */
const exactly = (file) => `/${file.replaceAll('.', '\\.')}$`;

function run(index) {
  // Fewer spec files than halves: nothing for this one (no filter at all would run every file).
  if (parts && parts[index].length === 0) return Promise.resolve(0);
  const port = basePort + 100 * index;
  const split = parts ? parts[index].map(exactly) : shards > 1 ? [`--shard=${index + 1}/${shards}`] : [];
  const args = ['playwright', 'test', ...split, ...extra];
  return new Promise((resolve) => {
    const output = [];
    const child = spawn('npx', args, {
      env: {
        ...process.env,
        E2E_PORT: String(port),
        E2E_REPORT: shards > 1 ? `reports/e2e-${index + 1}.json` : 'reports/e2e.json',
        E2E_OUTPUT: `test-results/shard-${index + 1}`,
      },
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (shards > 1) {
        console.log(`== browser journeys, part ${index + 1} of ${shards} (port ${port}): exit ${code}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, index) => run(index)));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
