/** Helpers for benchmarks/run.ts: child processes, free ports, load runs, first-load JS size. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon, { type Result } from 'autocannon';

export const HOST = '127.0.0.1';

/** First port in [from, to] that 127.0.0.1 can bind right now (and that is not in `taken`). */
export async function freePort(from: number, to: number, taken: Set<number> = new Set()): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue;
    const ok = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, HOST, () => probe.close(() => resolve(true)));
    });
    if (ok) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

export type Child = {
  proc: ChildProcess;
  /** stdout lines after the ready line, and every stderr line (bounded). */
  output: string[];
  stop: () => Promise<void>;
};

/**
 * Spawns `node [nodeArgs] --import tsx <script> [args]` and resolves once it prints a line
 * starting with `ready`. Its stdin stays open: the child exits when we do.
 */
export function startChild(
  script: string,
  args: string[],
  options: { timeoutMs: number; nodeArgs?: string[] },
): Promise<Child> {
  const proc = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const output: string[] = [];
  const keep = (line: string) => {
    if (line && output.length < 200) output.push(line);
  };
  let exited = false;
  const exit = new Promise<void>((resolve) => proc.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (exited) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000);
    await exit;
    clearTimeout(timer);
  };
  proc.stderr!.setEncoding('utf8');
  proc.stderr!.on('data', (chunk: string) => chunk.split('\n').forEach(keep));
  return new Promise((resolve, reject) => {
    let ready = false;
    let buffer = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} was not ready within ${options.timeoutMs} ms:\n${output.join('\n')}`));
    }, options.timeoutMs);
    proc.stdout!.setEncoding('utf8');
    proc.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 1);
        if (!ready && line.startsWith('ready')) {
          ready = true;
          clearTimeout(timer);
          resolve({ proc, output, stop });
        } else keep(line);
      }
    });
    proc.once('exit', (code) => {
      if (ready) return;
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${output.join('\n')}`));
    });
  });
}

/** Runs a child to completion and returns the JSON it prints on a `RESULT ` line; killed after timeoutMs. */
export function runChildForResult<T>(
  script: string,
  args: string[],
  options: { timeoutMs: number; nodeArgs?: string[]; onLine?: (line: string) => void },
): Promise<T> {
  const proc = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  let stdout = '';
  const stderr: string[] = [];
  proc.stdout!.setEncoding('utf8');
  proc.stdout!.on('data', (chunk: string) => (stdout += chunk));
  proc.stderr!.setEncoding('utf8');
  proc.stderr!.on('data', (chunk: string) => {
    for (const line of chunk.split('\n')) {
      if (!line) continue;
      if (stderr.length < 200) stderr.push(line);
      options.onLine?.(line);
    }
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`${script} did not finish within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      const line = stdout.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)) as T);
      else reject(new Error(`${script} failed (${code}):\n${stderr.slice(-30).join('\n')}`));
    });
  });
}

/**
 * GET with the given headers, keeping the body exactly as sent (fetch would decompress it): the
 * bytes a browser receives, their Content-Type and Content-Encoding ('identity' when none).
 */
export function fetchEncoded(
  url: string,
  headers: Record<string, string>,
): Promise<{ body: Buffer; type: string; encoding: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        if (response.statusCode !== 200)
          return reject(new Error(`GET ${url}: ${response.statusCode} ${body.toString('utf8').slice(0, 200)}`));
        resolve({
          body,
          type: String(response.headers['content-type'] ?? 'application/octet-stream'),
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
        });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: timed out`)));
    request.on('error', reject);
  });
}

export type LoadFigures = {
  reqPerSec: number;
  latencyMs: { avg: number; p50: number; p90: number; p99: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  throughputMBps: number;
};

function figures(result: Result): LoadFigures {
  const r2 = (n: number) => Math.round(n * 100) / 100;
  return {
    reqPerSec: r2(result.requests.average),
    latencyMs: {
      avg: r2(result.latency.average),
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    throughputMBps: r2(result.throughput.average / 1024 / 1024),
  };
}

/** A warm-up run (discarded), then the measured run. */
export async function load(
  url: string,
  opts: { connections: number; durationS: number; warmupS: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const common = { url, connections: opts.connections, timeout: 10, headers: opts.headers };
  if (opts.warmupS > 0) await autocannon({ ...common, duration: opts.warmupS });
  return figures(await autocannon({ ...common, duration: opts.durationS }));
}

export type FirstLoad = {
  files: { path: string; bytes: number; gzipBytes: number }[];
  missing: string[];
  jsBytes: number;
  jsGzipBytes: number;
  jsGzipKB: number;
  cssGzipKB: number;
};

/**
 * JavaScript a page loads before it is interactive: every <script src>, <link rel="modulepreload">,
 * the modules the inline bootstrap script imports, and the static imports of all of those
 * (closure). Lazy `import()`s inside chunks are not counted. Sizes are gzip level 9.
 */
export function firstLoad(html: string, clientDir: string): FirstLoad {
  const urls = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) urls.add(href);
    else if (/\brel="stylesheet"/.test(tag)) css.add(href);
  }
  for (const m of html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.js)["']/g)) urls.add(i[1]);
  }
  const local = (url: string) => /^\/(?!\/)/.test(url);
  const queue = [...urls].filter(local).map((u) => u.split(/[?#]/)[0]);
  const seen = new Set<string>();
  const missing: string[] = [];
  const files: FirstLoad['files'] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    if (!existsSync(file)) {
      missing.push(url);
      continue;
    }
    const bytes = readFileSync(file);
    files.push({ path: url, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length });
    const code = bytes.toString('utf8');
    // Static imports only: `from"./x.js"` and bare `import"./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+?\.js)["']/g)) {
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(url), m[1])));
    }
  }
  let cssGzip = 0;
  for (const url of css) {
    const file = path.join(clientDir, url.split(/[?#]/)[0]);
    if (local(url) && existsSync(file)) cssGzip += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  const jsGzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  return {
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    missing,
    jsBytes: files.reduce((s, f) => s + f.bytes, 0),
    jsGzipBytes,
    jsGzipKB: Math.round((jsGzipBytes / 1024) * 10) / 10,
    cssGzipKB: Math.round((cssGzip / 1024) * 10) / 10,
  };
}
