import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT as PORT, E2E_SMTP_PORT } from './tests/e2e/ports.ts';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Browser journeys against a real shop on a fresh embedded database, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // CI runs two halves at once on two cores: room for a busy machine (a passing check waits no longer).
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run test:slowest` (the CI budget).
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  // scripts/e2e.mjs runs two halves at once: each keeps its failure traces apart.
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // Recording a trace for every journey costs a fifth of the run's time; CI's output is the error
    // text and its page snapshot (error-context.md), so CI records none. Locally a failure keeps one.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /phone\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: /phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT} ${E2E_SMTP_PORT}`,
    url: `http://127.0.0.1:${PORT}/api/deal`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
