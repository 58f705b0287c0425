// Starts the shop for the browser journeys on a fresh, throwaway embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3150';
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
const child = spawn('npx', ['tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SESSION_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL: 'admin@guardline.test',
    ADMIN_PASSWORD: 'admin-password-for-e2e',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
