import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const post = (url: string, body: unknown, cookie = '', headers: Record<string, string> = {}) =>
  t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body: JSON.stringify(body),
  });

const sessionCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('sid='));

describe('POST /api/register', () => {
  it('creates an account (201 {message}); a second one with the same e-mail, any case, is 409', async () => {
    const res = await post('/api/register', {
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      password: 'kirmizi-kamera-42',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: expect.any(String) });
    const again = await post('/api/register', {
      name: 'Other',
      email: 'AYSE@example.com',
      password: 'another-secret-9',
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('An account with this email already exists');
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret-pass' }, 'name', 'Name is required'],
    [{ name: 'X', password: 'secret-pass' }, 'email', 'Email is required'],
    [{ name: 'X', email: 'nope', password: 'secret-pass' }, 'email', 'Invalid email format'],
    // One address the shop can mail: no list, no name, no control character a mailer would drop.
    [{ name: 'X', email: 'a,b@x.example', password: 'secret-pass' }, 'email', 'Invalid email format'],
    [{ name: 'X', email: 'z\u0001z@x.example', password: 'secret-pass' }, 'email', 'Invalid email format'],
    [{ name: 'X', email: 'z4@x.example\u0085', password: 'secret-pass' }, 'email', 'Invalid email format'],
    [{ name: 'X', email: 'x@y.zz' }, 'password', 'Password is required'],
    [{ name: 'X', email: 'x@y.zz', password: 'abc12' }, 'password', 'Password must be at least 6 characters'],
    [
      { name: 'X', email: 'x@y.zz', password: 'password123' },
      'password',
      'This password is too common. Please choose a less guessable one.',
    ],
    [{ name: 'X', email: 'x@y.zz', password: 'x'.repeat(257) }, 'password', 'Password must be at most 256 characters'],
    [
      { name: 'X', email: 'x@y.zz', password: 'secret-pass', confirmPassword: '' },
      'confirmPassword',
      'Please confirm your password',
    ],
    [
      { name: 'X', email: 'x@y.zz', password: 'secret-pass', confirmPassword: 'secret-pasS' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('refuses %j (400, %s: %s)', async (body, field, message) => {
    const res = await post('/api/register', body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fieldErrors[field]).toBe(message);
    expect(json.message).toEqual(expect.any(String));
  });

  it('answers in Turkish for a Turkish visitor', async () => {
    const res = await post('/api/register', { name: 'X', email: 'x@y.zz', password: '123' }, 'lang=tr');
    expect((await res.json()).fieldErrors.password).toBe('Şifre en az 6 karakter olmalıdır');
  });
});

describe('POST /api/login and /api/logout', () => {
  beforeAll(async () => {
    await post('/api/register', {
      name: 'Mehmet Demir',
      email: 'mehmet@example.com',
      password: 'uzun bir parola 2026 ✓',
    });
  });

  it('signs in with an httpOnly, SameSite=Lax session cookie, and a long password works unchanged', async () => {
    const res = await post('/api/login', { email: 'Mehmet@Example.com', password: 'uzun bir parola 2026 ✓' });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      name: 'Mehmet Demir',
      email: 'mehmet@example.com',
      role: 'customer',
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await t.app.request('/api/me', { headers: { cookie: cookie.split(';')[0] } });
    expect((await me.json()).user.email).toBe('mehmet@example.com');
  });

  it('says "Invalid credentials" for a wrong password and for an unknown e-mail alike', async () => {
    const wrong = await post('/api/login', { email: 'mehmet@example.com', password: 'not it' });
    const unknown = await post('/api/login', { email: 'nobody@example.com', password: 'not it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid credentials' });
    expect(await unknown.json()).toEqual({ message: 'Invalid credentials' });
  });

  it('validates the login body', async () => {
    const res = await post('/api/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fieldErrors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('throttles after 10 failures on one account: 429 with Retry-After, even for the right password', async () => {
    await post('/api/register', { name: 'Target', email: 'target@example.com', password: 'correct horse 1' });
    for (let i = 0; i < 10; i++)
      expect((await post('/api/login', { email: 'target@example.com', password: `wrong-${i}` })).status).toBe(401);
    const blocked = await post('/api/login', { email: 'target@example.com', password: 'correct horse 1' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).message).toMatch(/Too many failed sign-in attempts/);
  });
});

describe('cart merge at sign-in', () => {
  it('moves the anonymous cart and wishlist into the account; the anonymous quantity wins', async () => {
    await post('/api/register', { name: 'Merge', email: 'merge@example.com', password: 'merge-me-please' });
    // The account already has 5 of the sensor.
    const account = cookieJar();
    const login1 = await post('/api/login', { email: 'merge@example.com', password: 'merge-me-please' });
    account.store(login1);
    await post('/api/cart/lines', { productId: 'halo-smart-sensor', quantity: 5 }, account.header());
    await post('/api/cart/lines', { productId: 'tp-link-poe-injector', quantity: 1 }, account.header());

    // Another device, anonymous: 2 of the sensor, a card, a wish.
    const device = cookieJar();
    device.store(await post('/api/cart/lines', { productId: 'halo-smart-sensor', quantity: 2 }));
    device.store(
      await post('/api/cart/lines', { productId: 'sandisk-high-endurance-256gb', quantity: 3 }, device.header()),
    );
    device.store(await post('/api/wishlist/toggle', { productId: 'milo-action-communicator' }, device.header()));
    device.store(
      await post('/api/login', { email: 'merge@example.com', password: 'merge-me-please' }, device.header()),
    );

    const cart = await (await t.app.request('/api/cart', { headers: { cookie: device.header() } })).json();
    const quantities = Object.fromEntries(
      cart.lines.map((l: { product: { id: string }; quantity: number }) => [l.product.id, l.quantity]),
    );
    expect(quantities).toEqual({
      'halo-smart-sensor': 2,
      'tp-link-poe-injector': 1,
      'sandisk-high-endurance-256gb': 3,
    });
    const wishlist = await (await t.app.request('/api/wishlist', { headers: { cookie: device.header() } })).json();
    expect(wishlist.items.map((p: { id: string }) => p.id)).toEqual(['milo-action-communicator']);
    // It follows the account to the first device too.
    const elsewhere = await (await t.app.request('/api/cart', { headers: { cookie: account.header() } })).json();
    expect(elsewhere.itemCount).toBe(6);
  });
});
