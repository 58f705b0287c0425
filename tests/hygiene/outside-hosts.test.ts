import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No real outside host in the repository (code, tests, docs, scripts, package.json): examples
 * use placeholders (`shop.example`, `registry.example`). XML and JSON-LD namespaces are names, not
 * hosts the shop talks to. The lockfile's resolved URLs are npm's business and are not read.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SKIP_DIRS = new Set(['node_modules', 'build', '.react-router', '.git', 'test-results', 'playwright-report']);
const SKIP_FILES = new Set(['package-lock.json']);
const TEXT = /\.(ts|tsx|mjs|js|cjs|json|md|css|html|svg|yml|yaml|sh|txt)$|^[^.]+$/;

/** Reserved for documentation and tests (RFC 2606, RFC 6761) or this machine. */
const PLACEHOLDER =
  /(^|\.)(example|test|invalid|local|localhost)$|^localhost$|^127\.\d+\.\d+\.\d+$|^0\.0\.0\.0$|^\[::1\]$/;
/** Namespaces written into documents: SVG/XHTML, the sitemap protocol, schema.org's vocabulary. */
const NAMESPACES = new Set(['www.w3.org', 'www.sitemaps.org', 'schema.org']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIP_DIRS.has(name) ? [] : files(full);
    return SKIP_FILES.has(name) || !TEXT.test(name) ? [] : [full];
  });
}

describe('outside hosts', () => {
  it('every URL in the repository names a placeholder host or a namespace', () => {
    const offenders: string[] = [];
    let seen = 0;
    for (const file of files(ROOT)) {
      const text = readFileSync(file, 'utf8');
      // A host is letters, digits, dots and dashes (or a bracketed IPv6 address); `https://${host}` and `https://…` name none.
      for (const match of text.matchAll(/\bhttps?:\/\/([a-z0-9.-]+|\[[0-9a-f:]+\])/gi)) {
        const host = match[1].toLowerCase();
        seen++;
        if (!PLACEHOLDER.test(host) && !NAMESPACES.has(host))
          offenders.push(`${path.relative(ROOT, file)}: ${match[0]}`);
      }
    }
    expect(seen, 'URLs found (the scan reads the tree)').toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
