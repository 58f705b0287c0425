import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map)$/;
const MIN_BYTES = 1024;

/**
 * Writes a .br and a .gz beside every text file of the client build, once at build time, so the
 * server hands them out as they are (serveStatic's `precompressed`) instead of compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'guardline:precompress',
    apply: 'build',
    writeBundle(options) {
      if (!options.dir || path.basename(options.dir) !== 'client') return;
      for (const file of walk(options.dir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Files under `dir`, less dot-directories (`.vite/`: its manifest is deleted after the build). */
function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}
