/**
 * Lighthouse 12 (its default mobile preset: simulated slow 4G and a 4× slower CPU) against the
 * running shop in Debian's Chromium, `runs` times per page; the median run by performance score
 * is reported, as Lighthouse's own guidance for variance suggests.
 * Standalone: node --import tsx benchmarks/lighthouse-bench.ts <base-url> [page ...]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseRun = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Audits that did not pass (score < 1), for the categories other than performance. */
  failing: string[];
};

export type LighthousePage = { page: string; runs: LighthouseRun[]; median: LighthouseRun };

export async function runLighthouse(base: string, pages: readonly string[], runs = 3): Promise<LighthousePage[]> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const results: LighthousePage[] = [];
    for (const page of pages) {
      const done: LighthouseRun[] = [];
      for (let i = 0; i < runs; i++) {
        const { lhr, artifacts } = await auditOnce(base + page, chrome.port);
        // LH_SAVE_DIR keeps each run's report and trace, to look at the LCP element, the request
        // chains and the main thread's tasks.
        if (process.env.LH_SAVE_DIR) {
          const name = `${page.replace(/[^a-z0-9]+/gi, '_') || '_'}-${i + 1}`;
          writeFileSync(path.join(process.env.LH_SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
          writeFileSync(path.join(process.env.LH_SAVE_DIR, `${name}.trace.json`), JSON.stringify(artifacts.Trace));
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
          lhr.categories[c].auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${c}: ${ref.id}`),
        );
        done.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
          ) as LighthouseRun['scores'],
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
          fcpMs: Math.round(audit('first-contentful-paint')),
          failing,
        });
      }
      const sorted = [...done].sort((a, b) => a.scores.performance - b.scores.performance || b.lcpMs - a.lcpMs);
      results.push({ page, runs: done, median: sorted[Math.floor(sorted.length / 2)] });
    }
    return results;
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** One Lighthouse run; a run whose trace recording failed (NO_NAVSTART and the like) is repeated, at most twice. */
async function auditOnce(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError) return result;
    const { code, message } = result.lhr.runtimeError;
    if (attempt === 3) throw new Error(`lighthouse ${url}: ${code} ${message}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, ...pages] = process.argv.slice(2);
  if (!base) {
    console.error('usage: lighthouse-bench.ts <base-url> [page ...]');
    process.exit(2);
  }
  const results = await runLighthouse(
    base,
    pages.length ? pages : ['/', '/products', '/product/halo-smart-sensor'],
    Number(process.env.LH_RUNS ?? 3),
  );
  console.log(
    JSON.stringify(
      results.map((r) => ({ page: r.page, median: r.median, all: r.runs.map((x) => x.scores.performance) })),
      null,
      2,
    ),
  );
}
