// `npm audit --omit=dev --audit-level=high` for CI, readable either way:
//   exit 1 when the registry reports high or critical vulnerabilities in the production dependencies;
//   when the audit endpoint cannot be asked (offline, blocked: some registries answer 405), a loud
//   "npm audit BLOCKED: <reason>" line and exit 0, unless AUDIT_REQUIRED=1 (then exit 1).
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const BLOCKING = ['high', 'critical'];

/**
 * What an `npm audit --json` run means: { outcome: 'clean' | 'vulnerable' | 'blocked', lines }.
 * stdout is npm's JSON (a report, or an error object when the endpoint failed).
 */
export function judge({ status, stdout, stderr, error }) {
  if (error) return blocked(`could not run npm audit: ${error.message ?? error}`);
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return blocked(lastError(stderr) ?? `npm audit exited ${status} without a JSON report`);
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts || typeof counts !== 'object') {
    const reason =
      report?.error?.summary || report?.message || lastError(stderr) || `npm audit exited ${status} without a report`;
    return blocked(reason);
  }
  const found = Object.values(report.vulnerabilities ?? {}).filter((v) => BLOCKING.includes(v.severity));
  const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  const summary = ['critical', 'high', 'moderate', 'low', 'info']
    .map((level) => `${counts[level] ?? 0} ${level}`)
    .join(', ');
  if (blocking > 0) {
    return {
      outcome: 'vulnerable',
      lines: [
        `npm audit: ${blocking} high or critical vulnerabilities in production dependencies (${summary})`,
        ...found.map(
          (v) =>
            `  ${v.severity.padEnd(8)} ${v.name}${v.range ? ` ${v.range}` : ''}${v.fixAvailable ? ' (fix available: npm audit fix)' : ''}`,
        ),
      ],
    };
  }
  return {
    outcome: 'clean',
    lines: [`npm audit: no high or critical vulnerabilities in production dependencies (${summary})`],
  };
}

function blocked(reason) {
  return { outcome: 'blocked', lines: [`npm audit BLOCKED: ${String(reason).replace(/\s+/g, ' ').trim()}`] };
}

function lastError(stderr) {
  const lines = String(stderr ?? '')
    .split('\n')
    .filter((l) => /npm (error|ERR!)/.test(l) && !/A complete log/.test(l));
  return lines.length ? lines.map((l) => l.replace(/^npm (error|ERR!)\s*/, '')).join(' ') : undefined;
}

/** The exit code for an outcome. */
export function exitCode(outcome, env = process.env) {
  if (outcome === 'vulnerable') return 1;
  if (outcome === 'blocked') return env.AUDIT_REQUIRED === '1' ? 1 : 0;
  return 0;
}

function main() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const verdict = judge({ status: run.status, stdout: run.stdout, stderr: run.stderr, error: run.error });
  const print = verdict.outcome === 'clean' ? console.log : console.error;
  for (const line of verdict.lines) print(line);
  if (verdict.outcome === 'blocked') {
    console.error(
      process.env.AUDIT_REQUIRED === '1'
        ? 'AUDIT_REQUIRED=1: failing.'
        : 'Not failing the build (set AUDIT_REQUIRED=1 to fail when the audit cannot run).',
    );
  }
  process.exit(exitCode(verdict.outcome));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
