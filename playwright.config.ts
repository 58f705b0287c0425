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
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
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
      testMatch: /(phone|accessibility)\.spec\.ts/,
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
