import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
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
      /(?:import|export)[^'"]*from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);

const ALIASES: Record<string, string> = {
  '#app/': 'app/',
  '#server/': 'server/',
  '#common/': 'common/',
  '#tests/': 'tests/',
};

/** The repository file an import names, or null for a package or a generated route type (./+types/...). */
function resolveImport(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  if (!alias && !spec.startsWith('.')) return null;
  if (spec.includes('/+types/')) return null;
  const target = alias ? ALIASES[alias] + spec.slice(alias.length) : path.join(path.dirname(from), spec);
  const found = [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return found ? path.normalize(found) : null;
}

/** Import circles (type-only imports too): each strongly connected group of files, as a sorted list. */
function importCircles(files: string[]): string[][] {
  const edges = new Map(files.map((file) => [file, importsOf(file).flatMap((s) => resolveImport(file, s) ?? [])]));
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)?.includes(file)) circles.push(group.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return circles;
}

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

  it('keeps routes above components: nothing else in app/ imports a route module', () => {
    const offenders = sources('app')
      .filter((file) => !file.startsWith(`app${path.sep}routes${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((s) => s.startsWith('#app/routes/') || /^\.{1,2}\/(.*\/)?routes\//.test(s))
          .map((s) => `${file} imports ${s}`),
      );
    expect(offenders).toEqual([]);
  });

  it('has no import circles, counting type-only imports (which import-x/no-cycle skips)', () => {
    expect(importCircles([...sources('app'), ...sources('common'), ...sources('server')])).toEqual([]);
  });
});
