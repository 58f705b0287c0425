import { test } from '@playwright/test';
import { CASES, prepareVisitors, scanCase } from './accessibility-cases.ts';

// At phone width (project "phone", Pixel 7), the page states whose layout differs there
// (`phone: true`), in Turkish: see accessibility-cases.ts. Only these are declared, so the
// journeys' halves (Playwright shards, split by test count) count only scans that run.
// Layout follows the viewport's CSS width, not its pixel density: the Pixel 7's 412 px width,
// touch and mobile mode are kept, but it renders at 1x, which makes its scans faster.
test.use({ deviceScaleFactor: 1 });
test.beforeAll(async ({ baseURL }) => prepareVisitors(baseURL));

for (const c of CASES.filter((c) => c.phone))
  test(`${c.name} (tr)`, async ({ page, context, baseURL }, testInfo) =>
    scanCase(c, 'tr', { page, context, baseURL }, testInfo));
