import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath, pageRoutes, type PageRoute, type Principal } from '../setup/routes.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';
import { populatedShop, type World } from '../setup/world.ts';

/**
 * Every page route with an action, posted bodies a form never sends (JSON, text, XML, broken
 * multipart, none at all) as each kind of caller: a 4xx with a message, never a 5xx. And
 * redirect targets with control or non-Latin-1 characters: no 5xx, and never off the site.
 */
let t: TestShop;
let world: World;
let routes: PageRoute[];
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  world = await populatedShop(t);
  routes = pageRoutes(t.build!).filter((r) => r.hasAction);
});
afterAll(() => t.close());

const BODIES: [string, Record<string, string>, string | undefined][] = [
  [
    'JSON',
    { 'content-type': 'application/json' },
    JSON.stringify({ intent: 'profile', email: 'x@example.com', quantity: 1 }),
  ],
  ['text', { 'content-type': 'text/plain' }, 'intent=clear'],
  ['XML', { 'content-type': 'application/xml' }, '<?xml version="1.0"?><intent>clear</intent>'],
  ['multipart garbage', { 'content-type': 'multipart/form-data; boundary=xyz' }, '--abc\r\nnot a part\r\n--'],
  ['multipart without boundary', { 'content-type': 'multipart/form-data' }, 'intent=clear'],
  ['no content type', {}, 'intent=clear'],
  ['no body', {}, undefined],
];

describe('page actions and bodies that are no form', () => {
  it('answer 4xx with a message, never 5xx, for every caller', async () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/contact',
        '/login',
        '/register',
        '/newsletter',
        '/cart',
        '/checkout',
        '/account',
        '/admin/orders/:number',
      ]),
    );
    for (const route of routes) {
      const url = fillPath(route.path === '/*' ? '/no/such/page' : route.path, world.samples);
      for (const principal of ['anonymous', 'shopper', 'admin'] as Principal[]) {
        for (const [kind, headers, body] of BODIES) {
          for (const target of [url, `${url}.data`]) {
            const res = await t.request(target, {
              method: 'POST',
              headers: { ...headers, cookie: world.cookies[principal]() },
              body,
              redirect: 'manual',
            });
            const what = `${principal} POST ${target} with ${kind} (${res.status})`;
            expect(res.status, what).toBeGreaterThanOrEqual(400);
            expect(res.status, what).toBeLessThan(500);
            expect((await res.json()).message, what).toEqual(expect.any(String));
          }
        }
      }
    }
  });

  it('the language switcher takes forms only, too', async () => {
    const res = await t.request('/language', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"lang":"tr"}',
    });
    expect(res.status).toBe(415);
  });
});

describe('redirect targets', () => {
  const tricks = [
    '/%09/evil.example',
    '/\t/evil.example',
    '/\\evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '/\u0130stanbul',
    '/\u2028x',
    'https://evil.example/',
    '/%0d%0aSet-Cookie:%20x=1',
  ];

  it('a signed-in visitor on /login?redirectTo=… goes to a path on this site or /account', async () => {
    for (const trick of tricks) {
      const res = await t.request(`/login?redirectTo=${encodeURIComponent(trick)}`, {
        headers: { cookie: world.cookies.shopper() },
        redirect: 'manual',
      });
      expect(res.status, trick).toBe(302);
      expect(res.headers.get('location'), trick).toBe('/account');
    }
    const fine = await t.request(`/login?redirectTo=${encodeURIComponent('/orders?page=2')}`, {
      headers: { cookie: world.cookies.shopper() },
      redirect: 'manual',
    });
    expect(fine.headers.get('location')).toBe('/orders?page=2');
  });

  it('the sign-in form and the language switcher fall back to a safe path', async () => {
    const form = (url: string, fields: Record<string, string>) =>
      t.request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    for (const trick of tricks) {
      const lang = await form('/language', { lang: 'tr', redirectTo: trick });
      expect(lang.status, trick).toBe(303);
      expect(lang.headers.get('location'), trick).toBe('/');
      const login = await form('/login', {
        email: 'admin@guardline.test',
        password: 'admin-password-for-tests',
        redirectTo: trick,
      });
      expect(login.status, trick).toBe(302);
      expect(login.headers.get('location'), trick).toBe('/account');
    }
  });
});
