import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../../tests/setup/test-shop.ts';

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

const login = (email: string, password: string, from: string) => t.json('/api/login', 'POST', { email, password }, { 'x-forwarded-for': from });

function tally(responses: Response[]) {
  const count = (status: number) => responses.filter((r) => r.status === status).length;
  return { ok: count(200), wrong: count(401), throttled: count(429), other: responses.filter((r) => ![200, 401, 429].includes(r.status)).map((r) => r.status) };
}

// Each test checks up to a dozen scrypt hashes: room for a busy machine.
describe('sign-in throttle', { timeout: 120_000 }, () => {
  it('30 parallel wrong passwords: at most 10 are checked, the rest 429 with Retry-After', async () => {
    const { email } = await account();
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(email, `wrong-guess-${i}`, '203.0.113.7')));
    const counts = tally(responses);
    expect(counts.other).toEqual([]);
    expect(counts.wrong).toBeLessThanOrEqual(10);
    expect(counts.wrong + counts.throttled).toBe(30);
    for (const res of responses.filter((r) => r.status === 429)) {
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect((await res.json()).message).toMatch(/too many/i);
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

  it('a client cannot pick its address: entries left of the proxy\'s own are ignored', async () => {
    const { email } = await account();
    const spoofed = await Promise.all(Array.from({ length: 15 }, (_, i) => login(email, `wrong-guess-${i}`, `10.9.8.${i}, 198.51.100.77`)));
    expect(tally(spoofed).wrong).toBeLessThanOrEqual(10);
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
    small = await createTestShop({ throttles: { loginAddress: { limit: 5, windowMs: 15 * 60_000 } }, trustProxy: 1, clock: () => now });
  });
  afterAll(() => small.close());

  it('counts guesses at many accounts from one address, also in parallel', async () => {
    const guesses = Array.from({ length: 12 }, (_, i) =>
      small.json('/api/login', 'POST', { email: `nobody-${i}@example.com`, password: 'whatever-1' }, { 'x-forwarded-for': `10.1.1.${i}, 198.51.100.99` }),
    );
    const counts = tally(await Promise.all(guesses));
    expect(counts.wrong).toBe(5);
    expect(counts.throttled).toBe(7);
    // Another address is not affected.
    const elsewhere = await small.json('/api/login', 'POST', { email: 'nobody@example.com', password: 'whatever-1' }, { 'x-forwarded-for': '198.51.100.100' });
    expect(elsewhere.status).toBe(401);
  });
});
