import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, type Snapshot } from '../setup/database.ts';
import { apiOperations, fillPath, pageRoutes, type Principal } from '../setup/routes.ts';
import { signedInAdmin } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { populatedShop, PRODUCT, type World } from '../setup/world.ts';

/**
 * No GET (or HEAD) changes anything: every documented GET operation, every page and its data
 * URL, for every kind of visitor, and every post form of those pages sent as a GET instead.
 *
 * One column is left out of the comparison, honestly: `sessions.last_seen_at`. Any request of a
 * signed-in visitor, GETs included, moves it forward (at most once every 5 minutes) so that a
 * session ends after 7 days *without a request*; session-test.ts checks that rule. Rows of
 * `sessions` (a session created or ended by a GET) are still compared.
 */
let t: TestShop;
let world: World;

const IGNORE = { sessions: ['last_seen_at'] };

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  world = await populatedShop(t);
});
afterAll(() => t.close());

const PRINCIPALS: Principal[] = ['anonymous', 'shopper', 'admin'];

async function read(url: string, principal: Principal, method = 'GET') {
  const res = await t.request(url, {
    method,
    headers: { accept: 'text/html', cookie: world.cookies[principal]() },
    redirect: 'manual',
  });
  expect(res.status, `${principal} ${method} ${url}`).toBeLessThan(500);
  return { status: res.status, body: await res.text() };
}

async function expectUnchanged(before: Snapshot, what: string) {
  const after = await snapshot(t, IGNORE);
  for (const table of Object.keys(before)) expect(after[table], `${table} after ${what}`).toEqual(before[table]);
  // The visitors are still signed in (no GET signed anyone out).
  for (const principal of ['shopper', 'admin'] as const) {
    const me = await t.request('/api/me', { headers: { cookie: world.cookies[principal]() } });
    expect((await me.json()).user, `${principal} still signed in after ${what}`).not.toBeNull();
  }
}

/** The post forms of a page: action and the fields a browser would send. */
function postForms(html: string, pageUrl: string): { action: string; fields: [string, string][] }[] {
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const attr = (tag: string, name: string) => {
    const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
    return m ? decode(m[1]) : undefined;
  };
  const forms: { action: string; fields: [string, string][] }[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, open, inner] = match;
    if ((attr(open, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const fields: [string, string][] = [];
    for (const tag of inner.match(/<(input|button|textarea|select)\b[^>]*>/g) ?? []) {
      const name = attr(tag, 'name');
      if (!name || /type="file"/.test(tag)) continue;
      fields.push([name, attr(tag, 'value') ?? (/^<select/.test(tag) ? '' : 'x')]);
    }
    forms.push({ action: attr(open, 'action') ?? pageUrl, fields });
  }
  return forms;
}

describe('GET and HEAD change nothing', () => {
  it('every documented GET operation, for each kind of visitor', async () => {
    const gets = (await apiOperations(t)).filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(20);
    const before = await snapshot(t, IGNORE);
    for (const op of gets) {
      const url = fillPath(op.template, world.samples);
      for (const principal of PRINCIPALS) {
        await read(url, principal);
        await read(url, principal, 'HEAD');
      }
    }
    await expectUnchanged(before, 'the API reads');
  });

  it.each(PRINCIPALS)(
    'every page and its data URL, and every post form of those pages sent as a GET, for the %s visitor',
    async (principal) => {
      const pages = pageRoutes(t.build!);
      const before = await snapshot(t, IGNORE);
      // Header and footer forms repeat on every page: each distinct GET once.
      const sent = new Set<string>();
      for (const route of pages) {
        const path = route.path === '/*' ? '/no/such/page' : fillPath(route.path, world.samples);
        const url = path === '/order-confirmation' ? `${path}?order=${world.orderNumber}` : path;
        const page = await read(url, principal);
        await read(
          url.replace(/^([^?]*)/, (p) => (p === '/' ? '/_root.data' : `${p}.data`)),
          principal,
        );
        for (const form of postForms(page.body, url)) {
          const target = new URL(form.action, 'http://localhost');
          for (const [k, v] of form.fields) target.searchParams.append(k, v);
          const key = target.pathname + target.search;
          if (sent.has(key)) continue;
          sent.add(key);
          await read(key, principal);
        }
      }
      // The sign-out target read directly, and HEAD requests.
      await read('/logout', principal);
      for (const url of ['/', '/cart', '/checkout', '/admin/deal']) await read(url, principal, 'HEAD');
      await expectUnchanged(before, `the page reads of the ${principal} visitor`);
      // The forms were found (the header's and footer's, the page's own).
      const targets = new Set([...sent].map((k) => k.split('?')[0]));
      const expected = {
        anonymous: ['/language', '/newsletter', `/product/${PRODUCT}`],
        shopper: ['/cart', '/wishlist', '/logout', '/checkout'],
        admin: [
          '/admin/deal',
          `/admin/orders/${world.orderNumber}`,
          `/admin/products/${PRODUCT}`,
          '/admin/products/new',
        ],
      }[principal];
      expect([...targets]).toEqual(expect.arrayContaining(expected));
    },
  );

  it('the comparison sees changes (a control): a cart change and a sign-in show up', async () => {
    const before = await snapshot(t, IGNORE);
    await t.request('/api/cart/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: world.cookies.shopper() },
      body: JSON.stringify({ productId: PRODUCT, quantity: 7 }),
    });
    const after = await snapshot(t, IGNORE);
    expect(after.cart_lines).not.toEqual(before.cart_lines);
    expect(after.sessions).toEqual(before.sessions);
    await signedInAdmin(t);
    expect((await snapshot(t, IGNORE)).sessions.rows).toBe(before.sessions.rows + 1);
  });
});
