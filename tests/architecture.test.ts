import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]);

describe('code layout', () => {
  it('keeps server code out of app/ and common/ (nothing server-side reaches the browser)', () => {
    const offenders = [...sources('app'), ...sources('common')].flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('#server/') || /(^|\/)server\//.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps common/ free of app/ imports', () => {
    const offenders = sources('common').flatMap((file) =>
      importsOf(file)
        .filter((s) => s.startsWith('#app/') || s.includes('/app/'))
        .map((s) => `${file} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps server/ free of app/ imports (what both need lives in common/)', () => {
    const offenders = sources('server').flatMap((file) =>
      importsOf(file)
        .filter((s) => s.startsWith('#app/') || /(^|\/)app\//.test(s))
        .map((s) => `${file} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });
});
