import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '#server/db/schema.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * Sign-in guesses are counted before the slow password check, so parallel guesses cannot slip
 * past the limit; the limit is per account *and source address* (an attacker elsewhere does not
 * lock the owner out), with per-account and per-address ceilings. Behind one trusted proxy, the
 * address is the right-most X-Forwarded-For entry, whatever the client put to its left.
 */
let t: TestShop;
// A pinned clock: the 15-minute window cannot end in the middle of a test.
const now = new Date('2030-01-01T10:03:00Z');
beforeAll(async () => {
  t = await createTestShop({ throttles: 'production', trustProxy: 1, clock: () => now });
});
afterAll(() => t.close());

let counter = 0;
async function account() {
  const email = `throttled-${++counter}@example.com`;
  const password = 'the-right-password-1';
  expect((await t.json('/api/register', 'POST', { name: 'Owner', email, password })).status).toBe(201);
  return { email, password };
}

const login = (email: string, password: string, from: string) =>
  t.json('/api/login', 'POST', { email, password }, { 'x-forwarded-for': from });

function tally(responses: Response[]) {
  const count = (status: number) => responses.filter((r) => r.status === status).length;
  return {
    ok: count(200),
    wrong: count(401),
    throttled: count(429),
    other: responses.filter((r) => ![200, 401, 429].includes(r.status)).map((r) => r.status),
  };
}

// Each test checks up to a dozen scrypt hashes: room for a busy machine.
describe('sign-in throttle', { timeout: 120_000 }, () => {
  it('30 parallel wrong passwords: at most 10 are checked, the rest 429 with Retry-After', async () => {
    const { email } = await account();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(email, `wrong-guess-${i}`, '203.0.113.7')),
    );
    const counts = tally(responses);
    expect(counts.other).toEqual([]);
    expect(counts.wrong).toBeLessThanOrEqual(10);
    expect(counts.wrong + counts.throttled).toBe(30);
    for (const res of responses.filter((r) => r.status === 429)) {
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      // The limit, or this address already holding its two places in the hash queue.
      expect((await res.json()).message).toMatch(/too many|busy/i);
    }
  });

  it('49 wrong and 1 right in parallel: no more than the allowance is checked', async () => {
    const { email, password } = await account();
    const guesses = Array.from({ length: 50 }, (_, i) => (i === 37 ? password : `wrong-guess-${i}`));
    const counts = tally(await Promise.all(guesses.map((guess) => login(email, guess, '203.0.113.8'))));
    expect(counts.other).toEqual([]);
    expect(counts.ok + counts.wrong).toBeLessThanOrEqual(10);
    expect(counts.throttled).toBeGreaterThanOrEqual(40);
  });

  it('the owner signs in from another address while the attacker is throttled', async () => {
    const { email, password } = await account();
    await Promise.all(Array.from({ length: 12 }, (_, i) => login(email, `wrong-guess-${i}`, '198.51.100.66')));
    expect((await login(email, password, '198.51.100.66')).status).toBe(429);
    expect((await login(email, password, '192.0.2.10')).status).toBe(200);
  });

  it("a client cannot pick its address: entries left of the proxy's own are ignored", async () => {
    const { email } = await account();
    const spoofed = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(email, `wrong-guess-${i}`, `10.9.8.${i}, 198.51.100.77`)),
    );
    expect(tally(spoofed).wrong).toBeLessThanOrEqual(10);
  });

  it('one address flooding the password-hash queue cannot make another address\'s sign-in "busy"', async () => {
    const { email, password } = await account();
    const flood = Array.from({ length: 40 }, (_, i) =>
      login(`nobody-${i}@example.com`, 'wrong-guess-1', '203.0.113.90'),
    );
    const owner = await login(email, password, '192.0.2.90');
    expect(owner.status).toBe(200);
    const counts = tally(await Promise.all(flood));
    expect(counts.other).toEqual([]);
    expect(counts.wrong + counts.throttled).toBe(40);
    expect(counts.throttled).toBeGreaterThan(0);
    // Turned away for holding its share of the queue: each counts against the address, none is given back.
    const [row] = await t.shop.database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, 'loginAddress:203.0.113.90')));
    expect(row.hits).toBe(40);
  });

  it('a successful sign-in is not held against the owner', async () => {
    const { email, password } = await account();
    for (let i = 0; i < 9; i++) expect((await login(email, `typo-${i}`, '192.0.2.20')).status).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login(email, password, '192.0.2.20')).status).toBe(200);
    // Nine failures so far: one more guess is checked, then the door closes.
    expect((await login(email, 'typo-last', '192.0.2.20')).status).toBe(401);
    expect((await login(email, password, '192.0.2.20')).status).toBe(429);
  });
});

describe('per-address ceiling', { timeout: 120_000 }, () => {
  let small: TestShop;
  beforeAll(async () => {
    small = await createTestShop({
      throttles: { loginAddress: { limit: 5, windowMs: 15 * 60_000 } },
      trustProxy: 1,
      clock: () => now,
    });
  });
  afterAll(() => small.close());

  it('counts guesses at many accounts from one address, also in parallel', async () => {
    const guesses = Array.from({ length: 12 }, (_, i) =>
      small.json(
        '/api/login',
        'POST',
        { email: `nobody-${i}@example.com`, password: 'whatever-1' },
        { 'x-forwarded-for': `10.1.1.${i}, 198.51.100.99` },
      ),
    );
    const counts = tally(await Promise.all(guesses));
    expect(counts.wrong).toBe(5);
    expect(counts.throttled).toBe(7);
    // Another address is not affected.
    const elsewhere = await small.json(
      '/api/login',
      'POST',
      { email: 'nobody@example.com', password: 'whatever-1' },
      { 'x-forwarded-for': '198.51.100.100' },
    );
    expect(elsewhere.status).toBe(401);
  });
});

/**
 * OWASP's device cookies: guesses from many addresses can fill an account's ceiling, but a
 * browser the owner signed in with before keeps its own allowance. Smaller limits than in
 * production (20 per account, 3 per device) to spend fewer slow hashes; the rule is the same.
 */
describe('a known device', { timeout: 180_000 }, () => {
  let small: TestShop;
  const window = 15 * 60_000;
  beforeAll(async () => {
    small = await createTestShop({
      throttles: { loginAccount: { limit: 20, windowMs: window }, loginDevice: { limit: 3, windowMs: window } },
      trustProxy: 1,
      clock: () => now,
    });
  });
  afterAll(() => small.close());

  const signIn = (email: string, password: string, from: string, cookie = '') =>
    small.json('/api/login', 'POST', { email, password }, { 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) });
  const deviceCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .find((line) => line.startsWith('device='))
      ?.split(';')[0] ?? '';
  async function owner(name: string) {
    const email = `${name}@example.com`;
    const password = 'the-right-password-1';
    expect((await small.json('/api/register', 'POST', { name, email, password })).status).toBe(201);
    return { email, password };
  }
  /** Ten wrong guesses from each of two addresses: the account's ceiling (20) is full. */
  async function fillCeiling(email: string, tag: number) {
    for (const from of [`203.0.113.${tag}`, `203.0.113.${tag + 1}`]) {
      tally(await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(email, `wrong-guess-${i}`, from))));
    }
  }

  it("signs the owner in after attackers filled the account's ceiling; without the cookie, 429", async () => {
    const { email, password } = await owner('device-owner');
    const first = await signIn(email, password, '192.0.2.40');
    expect(first.status).toBe(200);
    const device = deviceCookie(first);
    expect(device).toMatch(/^device=/);
    expect(first.headers.getSetCookie().find((l) => l.startsWith('device='))).toMatch(/HttpOnly/);
    const other = await owner('device-other');
    const otherDevice = deviceCookie(await signIn(other.email, other.password, '192.0.2.41'));

    await fillCeiling(email, 10);
    expect((await signIn(email, password, '192.0.2.42')).status).toBe(429);
    // Another account's cookie, or a forged one, does not vouch for this account.
    expect((await signIn(email, password, '192.0.2.43', otherDevice)).status).toBe(429);
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await signIn(email, password, '192.0.2.44', forged)).status).toBe(429);
    const again = await signIn(email, password, '192.0.2.45', device);
    expect(again.status).toBe(200);
    expect(deviceCookie(again)).toMatch(/^device=/);
  });

  it('has its own allowance: guesses with a stolen cookie stop at the device limit', async () => {
    const { email, password } = await owner('device-stolen');
    const device = deviceCookie(await signIn(email, password, '192.0.2.50'));
    for (let i = 0; i < 3; i++)
      expect((await signIn(email, `wrong-guess-${i}`, `198.51.100.${150 + i}`, device)).status).toBe(401);
    expect((await signIn(email, password, '198.51.100.160', device)).status).toBe(429);
  });
});
