// Builds the app when there is no build, or when a source file is newer than it (npm start on a fresh clone).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const marker = 'build/server/index.js';
const sources = [
  'app',
  'common',
  'public',
  'vite.config.ts',
  'scripts/precompress-plugin.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newest(path.join(entry, name))), stat.mtimeMs);
}

const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const changed = Math.max(...sources.map(newest));
if (!built || changed > built) {
  console.log(built ? 'Sources changed since the last build: building...' : 'No build yet: building...');
  execSync('npx react-router build', { stdio: 'inherit' });
}
