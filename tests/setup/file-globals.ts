import { beforeAll } from 'vitest';

/**
 * Run before every test file (vitest.config.ts `setupFiles`). Files share a worker's modules
 * (isolate: false), and @hono/node-server's `serve` replaces the global Request and Response with
 * its lighter ones the first time a file starts a real server: each file starts again from the
 * runtime's own, as it would in a worker of its own.
 */
type FetchGlobals = { Request: typeof Request; Response: typeof Response };
const KEY = Symbol.for('shop-tests.fetch-globals');
const store = globalThis as unknown as Record<symbol, FetchGlobals | undefined>;
const originals = (store[KEY] ??= { Request: globalThis.Request, Response: globalThis.Response });

beforeAll(() => {
  globalThis.Request = originals.Request;
  globalThis.Response = originals.Response;
});
