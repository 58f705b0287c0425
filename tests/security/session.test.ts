import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { databaseDump } from '../setup/database.ts';
import { checkoutBody, signedInShopper } from '../setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '../setup/test-shop.ts';

/** The session cookie and the server-side session: flags, a new id at sign-in, and its end. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true, trustProxy: 1 });
});
afterAll(() => t.close());

type Cookie = { name: string; value: string; attrs: Map<string, string> };
function parseCookie(line: string): Cookie {
  const [pair, ...rest] = line.split(';').map((s) => s.trim());
  const at = pair.indexOf('=');
  const attrs = new Map(
    rest.map((a) => [a.split('=')[0].toLowerCase(), a.includes('=') ? a.slice(a.indexOf('=') + 1) : '']),
  );
  return { name: pair.slice(0, at), value: pair.slice(at + 1), attrs };
}
const cookiesOf = (res: Response) => res.headers.getSetCookie().map(parseCookie);
/** The one cookie of that name the response sets (two for one name would leave the outcome to the client). */
const cookieNamed = (res: Response, name: string) => {
  const found = cookiesOf(res).filter((c) => c.name === name);
  expect(found.length, `one ${name} cookie in ${res.headers.getSetCookie().join(' | ')}`).toBe(1);
  return found[0];
};

const form = (url: string, body: Record<string, string>, cookie = '', headers: Record<string, string> = {}) =>
  t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie, ...headers },
    body: new URLSearchParams(body).toString(),
    redirect: 'manual',
  });
const api = (url: string, cookie: string, init: RequestInit = {}) =>
  t.request(url, { ...init, headers: { cookie, ...(init.headers as Record<string, string>) } });
const me = async (cookie: string) => (await (await api('/api/me', cookie)).json()).user as { email: string } | null;

let accounts = 0;
async function account() {
  const email = `session${++accounts}@example.com`;
  const password = 'session-test-passphrase';
  expect((await t.json('/api/register', 'POST', { name: 'Session Tester', email, password })).status).toBe(201);
  return { email, password };
}

/** Everything a stolen or left-behind session cookie could reach, refused. */
async function expectRefused(cookie: string, what: string) {
  const who = await api('/api/me', cookie);
  expect((await who.json()).user, what).toBeNull();
  // The browser is told to drop the dead cookie.
  expect(cookieNamed(who, 'sid').attrs.get('max-age'), what).toBe('0');
  for (const url of ['/api/orders', '/api/account/profile'])
    expect((await api(url, cookie)).status, `${what}: ${url}`).toBe(401);
  expect(
    (
      await api('/api/checkout', cookie, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(checkoutBody([{ id: 'camera-junction-box', quantity: 1 }])),
      })
    ).status,
    what,
  ).toBe(401);
  const page = await t.request('/account', { headers: { accept: 'text/html', cookie }, redirect: 'manual' });
  expect(page.status, `${what}: /account`).toBe(302);
  expect(page.headers.get('location'), what).toBe('/login?redirectTo=%2Faccount');
}

describe('cookie flags', () => {
  it.each([
    ['HTTP', {}, false],
    ['HTTPS behind a proxy', { 'x-forwarded-proto': 'https' }, true],
  ] as const)(
    'over %s: HttpOnly, SameSite=Lax, Path=/, Secure only over HTTPS, for every cookie the shop sets',
    async (_, headers, secure) => {
      const { email, password } = await account();
      const set: Cookie[] = [];
      // The session, from the API and from the sign-in form.
      const apiLogin = await t.json('/api/login', 'POST', { email, password }, headers);
      expect(apiLogin.status).toBe(200);
      set.push(cookieNamed(apiLogin, 'sid'));
      const pageLogin = await form('/login', { email, password }, '', headers);
      expect(pageLogin.status).toBe(302);
      set.push(cookieNamed(pageLogin, 'sid'));
      // Sign-out clears it with the same flags; so does a dead session.
      set.push(cookieNamed(await form('/logout', {}, `sid=${cookieNamed(pageLogin, 'sid').value}`, headers), 'sid'));
      set.push(cookieNamed(await api('/api/me', 'sid=no-such-session', { headers }), 'sid'));
      // The anonymous visitor's cart cookie.
      set.push(
        cookieNamed(
          await t.json('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 }, headers),
          'vid',
        ),
      );
      for (const c of set) {
        const what = `${c.name}=${c.value.slice(0, 12)}…`;
        expect(c.attrs.has('httponly'), what).toBe(true);
        expect(c.attrs.get('samesite'), what).toBe('Lax');
        expect(c.attrs.get('path'), what).toBe('/');
        expect(c.attrs.has('secure'), what).toBe(secure);
        expect(c.attrs.has('domain'), `${what}: host-only`).toBe(false);
      }
      // The language choice is not secret (no HttpOnly needed) but follows the rest.
      const lang = cookieNamed(await form('/language', { lang: 'tr' }, '', headers), 'lang');
      expect([lang.attrs.get('samesite'), lang.attrs.get('path'), lang.attrs.has('secure')]).toEqual([
        'Lax',
        '/',
        secure,
      ]);
    },
  );
});

describe('a new session id at sign-in', () => {
  it('an anonymous visitor gets a fresh session id, never one it brought along (fixation)', async () => {
    const { email, password } = await account();
    const browser = cookieJar();
    browser.store(await t.json('/api/cart/lines', 'POST', { productId: 'halo-smart-sensor', quantity: 1 }));
    const visitor = /vid=([^;]+)/.exec(browser.header())![1];
    // An attacker planted a session id of their choosing.
    const planted = 'attacker-chosen-session-id-0123456789abcdef';
    const probe = await api('/api/me', `${browser.header()}; sid=${planted}`);
    expect((await probe.json()).user).toBeNull();
    const login = await t.json(
      '/api/login',
      'POST',
      { email, password },
      { cookie: `${browser.header()}; sid=${planted}` },
    );
    expect(login.status).toBe(200);
    const sid = cookieNamed(login, 'sid').value;
    expect(sid).not.toBe(planted);
    expect(sid).not.toBe(visitor);
    expect(sid).not.toContain(visitor.split('.')[0]);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43,}$/); // 256 random bits
    expect(await me(`sid=${planted}`)).toBeNull();
    expect((await me(`sid=${sid}`))?.email).toBe(email);
  });

  it("a sign-in in a browser that already holds a session replaces it and ends the old one; other devices' sessions stay", async () => {
    const { email, password } = await account();
    const otherDevice = cookieNamed(await t.json('/api/login', 'POST', { email, password }), 'sid').value;
    // The browser holds a session (perhaps someone else's, planted): signing in ends it.
    const first = cookieNamed(await t.json('/api/login', 'POST', { email, password }), 'sid').value;
    const second = cookieNamed(await form('/login', { email, password }, `sid=${first}`), 'sid').value;
    const third = cookieNamed(
      await t.json('/api/login', 'POST', { email, password }, { cookie: `sid=${second}` }),
      'sid',
    ).value;
    expect(new Set([otherDevice, first, second, third]).size).toBe(4);
    await expectRefused(`sid=${first}`, 'replaced by the page sign-in');
    await expectRefused(`sid=${second}`, 'replaced by the API sign-in');
    expect((await me(`sid=${third}`))?.email).toBe(email);
    expect((await me(`sid=${otherDevice}`))?.email).toBe(email);
  });

  it('keeps only a hash of the session id in the database', async () => {
    const { email, password } = await account();
    const sid = cookieNamed(await t.json('/api/login', 'POST', { email, password }), 'sid').value;
    expect(await databaseDump(t)).not.toContain(sid);
  });
});

describe('the end of a session', () => {
  it.each([
    ['the API', (cookie: string) => api('/api/logout', cookie, { method: 'POST' })],
    ['the sign-out form', (cookie: string) => form('/logout', {}, cookie)],
  ])('after sign-out through %s, the old cookie is refused everywhere', async (_, signOut) => {
    const shopper = await signedInShopper(t);
    const cookie = shopper.jar.header();
    expect(
      (await shopper.call('/api/checkout', 'POST', checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]))).status,
    ).toBe(201);
    const out = await signOut(cookie);
    expect(out.status).toBeLessThan(400);
    expect(cookieNamed(out, 'sid').attrs.get('max-age')).toBe('0');
    await expectRefused(cookie, 'signed out');
    const orders = await t.request('/orders', { headers: { accept: 'text/html', cookie } });
    expect(await orders.text()).not.toMatch(/GL-\d{6}/);
  });

  it.each([
    ['the API', 'api'],
    ['the profile form', 'page'],
  ] as const)('a password change through %s ends every other session; this one stays', async (_, via) => {
    const { email, password } = await account();
    const login = async () =>
      `sid=${cookieNamed(await t.json('/api/login', 'POST', { email, password }), 'sid').value}`;
    const [here, phone, laptop] = [await login(), await login(), await login()];
    const newPassword = 'a-brand-new-passphrase';
    const changed =
      via === 'api'
        ? await api('/api/account/password', here, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ currentPassword: password, newPassword, confirmPassword: newPassword }),
          })
        : await form(
            '/profile',
            { intent: 'password', currentPassword: password, newPassword, confirmPassword: newPassword },
            here,
          );
    expect(changed.status).toBe(200);
    await expectRefused(phone, 'phone after the password change');
    await expectRefused(laptop, 'laptop after the password change');
    // The refused session cannot add to the account's cart either (it is just a visitor now).
    await api('/api/cart/lines', laptop, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 'halo-smart-sensor', quantity: 3 }),
    });
    expect((await (await api('/api/cart', here)).json()).itemCount).toBe(0);
    expect((await me(here))?.email).toBe(email);
    const [user] = await t.shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.shop.database.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
  });

  it('ends after 7 days without a request and 30 days after sign-in; a request refreshes last-seen at most every 5 minutes', async () => {
    const { email, password } = await account();
    const db = t.shop.database.db;
    const open = async () => {
      const sid = cookieNamed(await t.json('/api/login', 'POST', { email, password }), 'sid').value;
      const [row] = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .orderBy(sql`${sessions.createdAt} desc`)
        .limit(1);
      return { cookie: `sid=${sid}`, where: eq(sessions.tokenHash, row.tokenHash) };
    };
    const lastSeen = async (where: ReturnType<typeof eq>) =>
      (await db.select({ at: sessions.lastSeenAt }).from(sessions).where(where))[0]?.at;

    const idle = await open();
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '7 days 1 minute'` })
      .where(idle.where);
    await expectRefused(idle.cookie, 'idle for 7 days');
    expect(await lastSeen(idle.where)).toBeUndefined();

    const old = await open();
    await db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '30 days'`, expiresAt: sql`now() - interval '1 second'` })
      .where(old.where);
    await expectRefused(old.cookie, '30 days after sign-in');

    const active = await open();
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '6 days'` })
      .where(active.where);
    expect((await me(active.cookie))?.email).toBe(email);
    const touched = await lastSeen(active.where);
    expect(Date.now() - touched!.getTime()).toBeLessThan(60_000);
    // Within 5 minutes, reading does not write.
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '4 minutes'` })
      .where(active.where);
    const before = await lastSeen(active.where);
    expect((await me(active.cookie))?.email).toBe(email);
    expect((await lastSeen(active.where))!.getTime()).toBe(before!.getTime());
  });

  it('a cached page that clears a dead session cookie is not shareable (a shared cache would hand the cookie on)', async () => {
    const res = await t.request('/products', { headers: { cookie: 'sid=no-such-session', accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(cookieNamed(res, 'sid').attrs.get('max-age')).toBe('0');
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public|s-maxage/);
    // The same page without the cookie is the shared one.
    const shared = await t.request('/products', { headers: { accept: 'text/html' } });
    expect(shared.headers.getSetCookie()).toEqual([]);
    expect(shared.headers.get('cache-control')).toMatch(/public/);
  });
});
