import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file and directory under `root` (and `root` itself) that someone other than its owner
 * may read, write or enter, as `relative/path 0644`: empty when the tree is the owner's alone.
 */
export function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (full: string) => {
    const stat = lstatSync(full);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) open.push(`${path.relative(root, full) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(full)) walk(path.join(full, name));
  };
  walk(root);
  return open;
}

/** How many files and directories `root` holds (so an empty list above means something). */
export function entriesUnder(root: string): number {
  let count = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      count++;
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
    }
  };
  walk(root);
  return count;
}
