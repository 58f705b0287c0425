import { test } from '@playwright/test';
import { CASES, LANGS, prepareVisitors, scanCase } from './accessibility-cases.ts';

// Every page state of accessibility-cases.ts at desktop width, in English and Turkish.
test.beforeAll(async ({ baseURL }) => prepareVisitors(baseURL));

for (const lang of LANGS)
  for (const c of CASES)
    test(`${c.name} (${lang})`, async ({ page, context, baseURL }, testInfo) =>
      scanCase(c, lang, { page, context, baseURL }, testInfo));
