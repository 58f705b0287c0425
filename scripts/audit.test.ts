import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * scripts/audit.mjs, run for real against a stand-in `npm` first on PATH that answers like the
 * registry would: a clean report, high or critical findings, or the audit endpoint refusing.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'fake-npm-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fakeNpm = path.join(dir, 'npm');
writeFileSync(
  fakeNpm,
  `#!/usr/bin/env node
const fs = require('node:fs');
fs.writeFileSync(process.env.FAKE_ARGS_FILE, JSON.stringify(process.argv.slice(2)));
process.stdout.write(process.env.FAKE_STDOUT ?? '');
process.stderr.write(process.env.FAKE_STDERR ?? '');
process.exit(Number(process.env.FAKE_STATUS ?? 0));
`,
);
chmodSync(fakeNpm, 0o755);

function audit(fake: { stdout?: string; stderr?: string; status: number }, env: Record<string, string> = {}) {
  const argsFile = path.join(dir, `args-${Math.random()}`);
  const run = spawnSync(process.execPath, ['scripts/audit.mjs'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${dir}${path.delimiter}${process.env.PATH}`,
      FAKE_STDOUT: fake.stdout ?? '',
      FAKE_STDERR: fake.stderr ?? '',
      FAKE_STATUS: String(fake.status),
      FAKE_ARGS_FILE: argsFile,
      AUDIT_REQUIRED: '',
      ...env,
    },
  });
  return {
    status: run.status,
    output: run.stdout + run.stderr,
    args: JSON.parse(readFileSync(argsFile, 'utf8')) as string[],
  };
}

const report = (
  counts: Partial<Record<'info' | 'low' | 'moderate' | 'high' | 'critical', number>>,
  vulnerabilities: Record<string, unknown> = {},
) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: {
        info: 0,
        low: 0,
        moderate: 0,
        high: 0,
        critical: 0,
        ...counts,
        total: Object.values(counts).reduce((a, b) => a + (b ?? 0), 0),
      },
      dependencies: { prod: 40, dev: 0, total: 40 },
    },
  });
/** What npm 11 prints with --json when the bulk advisory endpoint answers 405 (as on this project's CI machine). */
const BLOCKED_405 = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.example/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
});

describe('scripts/audit.mjs', () => {
  it('asks for production dependencies at level high, as JSON', () => {
    expect(audit({ stdout: report({}), status: 0 }).args).toEqual([
      'audit',
      '--omit=dev',
      '--audit-level=high',
      '--json',
    ]);
  });

  it('passes a clean report, and one with only moderate and low findings', () => {
    for (const counts of [{}, { moderate: 2, low: 3 }]) {
      const run = audit({ stdout: report(counts), status: 0 });
      expect(run.status).toBe(0);
      expect(run.output).toMatch(/npm audit: no high or critical vulnerabilities/);
    }
  });

  it('fails on high or critical findings and names the packages', () => {
    const high = audit({
      stdout: report(
        { high: 1 },
        { lodash: { name: 'lodash', severity: 'high', range: '<4.17.21', fixAvailable: true } },
      ),
      status: 1,
    });
    expect(high.status).toBe(1);
    expect(high.output).toMatch(/1 high or critical vulnerabilities/);
    expect(high.output).toMatch(/high\s+lodash <4\.17\.21 \(fix available/);
    const critical = audit({
      stdout: report(
        { critical: 2 },
        { a: { name: 'a', severity: 'critical' }, b: { name: 'b', severity: 'critical' } },
      ),
      status: 1,
    });
    expect(critical.status).toBe(1);
    // Even with AUDIT_REQUIRED unset and whatever npm's own exit code says, findings fail.
    expect(audit({ stdout: report({ high: 1 }), status: 0 }).status).toBe(1);
  });

  it('says BLOCKED loudly and passes when the endpoint refuses (405) or cannot be reached', () => {
    const refused = audit({ stdout: BLOCKED_405, stderr: 'npm error audit endpoint returned an error\n', status: 1 });
    expect(refused.status).toBe(0);
    expect(refused.output).toMatch(/^npm audit BLOCKED: 405 Method Not Allowed - POST https:\/\/registry\.example/m);
    const offline = audit({
      stdout: '',
      stderr: 'npm error code ENOTFOUND\nnpm error network request to https://registry.example failed\n',
      status: 1,
    });
    expect(offline.status).toBe(0);
    expect(offline.output).toMatch(
      /^npm audit BLOCKED: code ENOTFOUND network request to https:\/\/registry\.example failed/m,
    );
  });

  it('fails when blocked if AUDIT_REQUIRED=1', () => {
    const run = audit({ stdout: BLOCKED_405, status: 1 }, { AUDIT_REQUIRED: '1' });
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/npm audit BLOCKED: 405/);
    expect(audit({ stdout: report({}), status: 0 }, { AUDIT_REQUIRED: '1' }).status).toBe(0);
  });
});
