import type { AppLoadContext, ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withPagePolicy } from './page-access.ts';

/**
 * The page policy's access check in front of the build's loaders and actions. The pages
 * themselves are walked over HTTP by tests/security/access.test.ts; here, its rules one by one.
 */

type Route = ServerBuild['routes'][string];
const answered = (name: string) => () => `${name} ran`;
const route = (id: string, path: string | undefined, parentId: string | undefined, module: object): Route =>
  ({ id, path, parentId, module }) as unknown as Route;

function build(routes: Route[]): ServerBuild {
  return { routes: Object.fromEntries(routes.map((r) => [r!.id, r])) } as unknown as ServerBuild;
}

const shop = build([
  route('root', '', undefined, { loader: answered('root') }),
  route('home', undefined, 'root', { loader: answered('home') }),
  route('cart', 'cart', 'root', { loader: answered('cart'), action: answered('cart post') }),
  route('profile', 'profile', 'root', { loader: answered('profile'), action: answered('profile post') }),
  route('orders', 'orders', 'root', { loader: answered('orders') }),
  route('admin', 'admin', 'root', { loader: answered('admin frame') }),
  route('admin-order', 'orders/:number', 'admin', { loader: answered('admin order'), action: answered('admin post') }),
]);

const shopper = { id: 1, name: 'Ada', email: 'ada@example.com', role: 'customer' as const };
const admin = { ...shopper, id: 2, role: 'admin' as const };
const args = (url: string, user: typeof shopper | typeof admin | null) => ({
  request: new Request(`http://shop.example${url}`),
  url: new URL(`http://shop.example${url}`),
  pattern: url,
  context: { user } as AppLoadContext,
  params: {},
});

async function outcome(run: () => unknown): Promise<string> {
  try {
    return String(await run());
  } catch (thrown) {
    if (thrown instanceof Response) return `${thrown.status} ${thrown.headers.get('Location') ?? ''}`.trim();
    const init = (thrown as { init?: ResponseInit }).init;
    return `${init?.status} ${(thrown as { data?: unknown }).data}`;
  }
}

describe('the page policy in front of the loaders and actions', () => {
  const guarded = withPagePolicy(shop);
  const loader = (id: string) => guarded.routes[id]!.module.loader!;
  const action = (id: string) => guarded.routes[id]!.module.action!;

  it('leaves public and private pages, and the root, as they are', async () => {
    for (const id of ['root', 'home', 'orders']) expect(guarded.routes[id]).toBe(shop.routes[id]);
    expect(await outcome(() => loader('orders')(args('/orders', null)))).toBe('orders ran');
  });

  it('sends an anonymous visitor of a signed-in page to sign in and back, its posts too', async () => {
    expect(await outcome(() => loader('cart')(args('/cart?x=1', null)))).toBe('302 /login?redirectTo=%2Fcart%3Fx%3D1');
    expect(await outcome(() => action('cart')(args('/cart', null)))).toBe('302 /login?redirectTo=%2Fcart');
    expect(await outcome(() => loader('cart')(args('/cart', shopper)))).toBe('cart ran');
    expect(await outcome(() => action('cart')(args('/cart', shopper)))).toBe('cart post ran');
  });

  it('shows a sign-in panel page to an anonymous visitor, but not its posts', async () => {
    expect(await outcome(() => loader('profile')(args('/profile', null)))).toBe('profile ran');
    expect(await outcome(() => action('profile')(args('/profile', null)))).toBe('302 /login?redirectTo=%2Fprofile');
  });

  it('asks an anonymous visitor of the back office to sign in, answers a shopper 404 and lets the admin in', async () => {
    for (const id of ['admin', 'admin-order']) {
      const url = id === 'admin' ? '/admin' : '/admin/orders/GL-1';
      expect(await outcome(() => loader(id)(args(url, null)))).toBe(`302 /login?redirectTo=${encodeURIComponent(url)}`);
      expect(await outcome(() => loader(id)(args(url, shopper)))).toBe('404 Not Found');
      expect(await outcome(() => loader(id)(args(url, admin)))).not.toMatch(/^\d{3} /);
    }
    expect(await outcome(() => action('admin-order')(args('/admin/orders/GL-1', shopper)))).toBe('404 Not Found');
    expect(await outcome(() => action('admin-order')(args('/admin/orders/GL-1', admin)))).toBe('admin post ran');
  });

  it('refuses to start with a page the table does not know, or a guarded page without a loader', () => {
    expect(() => withPagePolicy(build([route('x', 'no-such-page', undefined, {})]))).toThrow(/no policy/);
    expect(() => withPagePolicy(build([route('w', 'wishlist', undefined, { action: answered('w') })]))).toThrow(
      /no loader/,
    );
  });
});
