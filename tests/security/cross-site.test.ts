import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '../setup/database.ts';
import { apiOperations, fillPath, MUTATING, pageRoutes, type ApiOperation, type PageRoute } from '../setup/routes.ts';
import { apiBodies, pageForms, populatedShop, uploadForm, type World } from '../setup/world.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * Every state-changing request (every mutating operation of the OpenAPI document, every page
 * form action of the build, the language switch) is refused when another site sends it, and
 * nothing changes. The same requests from the shop's own origin go through.
 */
let t: TestShop;
let world: World;
let operations: ApiOperation[];
let pages: PageRoute[];

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  world = await populatedShop(t);
  operations = (await apiOperations(t)).filter((op) => MUTATING.has(op.method));
  pages = pageRoutes(t.build!).filter((p) => p.hasAction);
});
afterAll(() => t.close());

type Attempt = { what: string; url: string; init: RequestInit; cookie: () => string };

/** Every state-changing request, with the cookies of someone allowed to make it. */
function attempts(): Attempt[] {
  const list: Attempt[] = [];
  const bodies = apiBodies();
  const forms = pageForms();
  for (const op of operations) {
    const url = fillPath(op.template, world.samples);
    const cookie = world.cookies[op.principal === 'admin' ? 'admin' : 'shopper'];
    const multipart = op.body && Object.keys(op.body.content).some((type) => type.startsWith('multipart/'));
    const init = multipart
      ? { method: op.method, body: uploadForm() }
      : {
          method: op.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(bodies[`${op.method} ${op.template}`] ?? {}),
        };
    list.push({ what: `${op.method} ${op.template}`, url, init, cookie });
  }
  for (const page of pages) {
    const url = fillPath(page.path, world.samples);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(forms[page.path] ?? {}).toString(),
    };
    const cookie = world.cookies[page.path.startsWith('/admin') ? 'admin' : 'shopper'];
    list.push({ what: `POST ${page.path}`, url, init, cookie });
    // Client-side form submissions post to the page's data URL.
    list.push({ what: `POST ${page.path}.data`, url: `${url}.data`, init, cookie });
  }
  list.push({
    what: 'POST /language',
    url: '/language',
    init: {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'lang=tr&redirectTo=/',
    },
    cookie: world.cookies.shopper,
  });
  return list;
}

const FOREIGN: Record<string, Record<string, string>> = {
  'another site': { origin: 'https://evil.example' },
  'a look-alike host': { origin: 'http://localhost.evil.example' },
  'another port': { origin: 'http://localhost:8080' },
  'another scheme': { origin: 'https://localhost' },
  'an opaque origin (sandboxed frame, data: URL)': { origin: 'null' },
  'no Origin, but Fetch Metadata says cross-site': { 'sec-fetch-site': 'cross-site' },
};

describe('cross-site requests', () => {
  it('cover every mutating API operation and every page action', () => {
    const all = attempts().map((a) => a.what);
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(all).toEqual(
      expect.arrayContaining([
        'POST /api/checkout',
        'PUT /api/account/profile',
        'POST /api/admin/products',
        'DELETE /api/cart',
        'POST /checkout',
        'POST /logout',
        'POST /admin/deal',
        'POST /language',
      ]),
    );
    // Every page action has a form body here, so the refusal is what stops a real change.
    for (const page of pages) expect(pageForms()[page.path], `a form for ${page.path}`).toBeDefined();
  });

  it.each(Object.keys(FOREIGN))('from %s: 403 {message} for every one, and nothing changes', async (from) => {
    const before = await snapshot(t);
    for (const attempt of attempts()) {
      const res = await t.request(attempt.url, {
        ...attempt.init,
        headers: {
          ...(attempt.init.headers as Record<string, string> | undefined),
          cookie: attempt.cookie(),
          ...FOREIGN[from],
        },
        redirect: 'manual',
      });
      expect(res.status, `${attempt.what} from ${from}`).toBe(403);
      expect(await res.json(), attempt.what).toEqual({ message: 'Cross-site requests are not allowed.' });
      expect(res.headers.getSetCookie(), `${attempt.what}: no cookie set`).toEqual([]);
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('the same requests from the shop itself (or a client that sends no Origin) go through and change things', async () => {
    const before = await snapshot(t);
    const own: Record<string, string>[] = [{ origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }, {}];
    // Sign-outs last, so the others run signed in.
    const ordered = attempts().sort((a, b) => Number(/logout/.test(a.what)) - Number(/logout/.test(b.what)));
    for (const [i, attempt] of ordered.entries()) {
      const headers = own[i % own.length];
      const res = await t.request(attempt.url, {
        ...attempt.init,
        headers: {
          ...(attempt.init.headers as Record<string, string> | undefined),
          cookie: attempt.cookie(),
          ...headers,
        },
        redirect: 'manual',
      });
      expect(res.status, `${attempt.what} with ${JSON.stringify(headers)}`).not.toBe(403);
      expect(res.status, attempt.what).toBeLessThan(500);
    }
    const after = await snapshot(t);
    // Tables that only grow or change here (carts and wishlists may end as they began: toggled, cleared).
    for (const table of [
      'orders',
      'contact_messages',
      'newsletter_subscribers',
      'users',
      'deals',
      'products',
      'uploads',
      'sessions',
    ]) {
      expect(after[table], `${table} changed`).not.toEqual(before[table]);
    }
  });
});
