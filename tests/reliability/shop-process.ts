import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { address, goodCard } from '../setup/shoppers.ts';
import { TEST_SECRET } from '../setup/test-shop.ts';

/**
 * The real server process, started as production starts it (`server/main.ts`, the built pages),
 * and shoppers that talk to it over HTTP.
 */
export type ShopProcess = {
  child: ChildProcess;
  url: string;
  /** Resolves once the process listens; rejects if it exits first. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
};

const started = new Set<ChildProcess>();

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function assertBuilt() {
  if (!existsSync(path.resolve('build/server/index.js')))
    throw new Error('These tests start the real server: run `npm run build` first (npm test does it).');
}

/** Starts `node --import tsx server/main.ts` with the given settings (PGlite in DATA_DIR unless DATABASE_URL is set). */
export function startShopProcess(port: number, env: Record<string, string>): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SESSION_SECRET: TEST_SECRET,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      started.delete(child);
      resolve({ code, signal });
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('serving on') && resolve());
    child.on('exit', (code, signal) =>
      reject(new Error(`the shop process exited (${signal ?? code}) before serving:\n${output}`)),
    );
  });
  ready.catch(() => {}); // awaited only by callers that expect it to come up
  return { child, url: `http://127.0.0.1:${port}`, ready, exited, output: () => output };
}

/** SIGKILL for every process these helpers started and that still runs (test clean-up). */
export function killAllStarted() {
  for (const child of started) child.kill('SIGKILL');
}

export type CheckoutResult = { status: number; body: Record<string, unknown> | null };

/** A registered, signed-in shopper talking HTTP to `url` (any process of the same shop). */
export async function httpShopper(url: string, label: string) {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'a-long-test-password-1';
  const json = { 'content-type': 'application/json' };
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: label, email, password }),
  });
  if (register.status !== 201) throw new Error(`register failed: ${register.status} ${await register.text()}`);
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const sid = login.headers.getSetCookie().find((c) => c.startsWith('sid='));
  if (login.status !== 200 || !sid) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = sid.split(';')[0];
  return {
    email,
    cookie,
    /** Places an order; status 0 when no answer came back (the process died mid-request). */
    async checkout(
      base: string,
      cart: { id: string; quantity: number }[],
      headers: Record<string, string> = {},
    ): Promise<CheckoutResult> {
      try {
        const res = await fetch(`${base}/api/checkout`, {
          method: 'POST',
          headers: { ...json, cookie, ...headers },
          body: JSON.stringify({ cart, billingInfo: address, shippingSameAsBilling: true, paymentInfo: goodCard }),
        });
        const text = await res.text();
        return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
      } catch {
        return { status: 0, body: null };
      }
    },
    async get(base: string, pathname: string): Promise<Response> {
      return fetch(`${base}${pathname}`, { headers: { cookie } });
    },
  };
}

export type HttpShopper = Awaited<ReturnType<typeof httpShopper>>;

/**
 * `count` shoppers, registered one after another: the process's password-hash queue holds at
 * most two places per client address (every request here comes from 127.0.0.1).
 */
export async function httpShoppers(url: string, label: string, count: number): Promise<HttpShopper[]> {
  const shoppers: HttpShopper[] = [];
  for (let i = 0; i < count; i++) shoppers.push(await httpShopper(url, `${label}-${i}`));
  return shoppers;
}

/** Polls `check` until it returns a value (not undefined), or fails after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
