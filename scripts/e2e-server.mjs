// Starts the shop for the browser journeys on a fresh, throwaway embedded database. The second
// argument: the port of the SMTP peer the mail journeys start (tests/e2e/ports.ts); mails go there.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3150';
const smtpPort = process.argv[3];
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const child = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    // A line per request would bury the journeys' own output; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SESSION_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL: 'admin@guardline.test',
    ADMIN_PASSWORD: 'admin-password-for-e2e',
    // Links in mails name the address the browser uses.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every journey signs up from 127.0.0.1: more than one person's hourly allowance.
    REGISTER_LIMIT_PER_HOUR: '1000',
    SMTP_URL: smtpPort ? `smtp://127.0.0.1:${smtpPort}` : '',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
