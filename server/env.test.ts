import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('configuration', () => {
  it('has working defaults: port 3000, embedded database under ./data', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STORE_NAME).toBe('Guardline');
  });

  it('reads TRUST_PROXY as a number of trusted proxy hops (true = 1)', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes a TRACKING_URL with {tracking} where the number goes', () => {
    expect(parseEnv({}).TRACKING_URL).toBeUndefined();
    const url = 'https://carrier.example/t/{tracking}?lang=tr';
    expect(parseEnv({ TRACKING_URL: url }).TRACKING_URL).toBe(url);
  });

  it.each([
    [{ TRACKING_URL: 'https://carrier.example/track' }, 'TRACKING_URL'],
    [{ TRACKING_URL: 'ftp://carrier.example/{tracking}' }, 'TRACKING_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ ADMIN_EMAIL: 'not-an-email' }, 'ADMIN_EMAIL'],
    [{ STORE_EMAIL: 'nope' }, 'STORE_EMAIL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
  ])('stops on %j with a message naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});

describe('REGISTER_LIMIT_PER_HOUR', () => {
  it('defaults to 20 sign-ups an hour and refuses a limit below one with its name', () => {
    expect(parseEnv({}).REGISTER_LIMIT_PER_HOUR).toBe(20);
    expect(parseEnv({ REGISTER_LIMIT_PER_HOUR: '500' }).REGISTER_LIMIT_PER_HOUR).toBe(500);
    expect(() => parseEnv({ REGISTER_LIMIT_PER_HOUR: '0' })).toThrow(/REGISTER_LIMIT_PER_HOUR/);
  });
});

describe('DATABASE_POOL_*', () => {
  it('defaults to 10 connections, a 5 s wait and 1000 waiting, and refuses values out of range with their names', () => {
    const env = parseEnv({});
    expect([env.DATABASE_POOL_MAX, env.DATABASE_POOL_TIMEOUT_MS, env.DATABASE_POOL_QUEUE_MAX]).toEqual([
      10, 5000, 1000,
    ]);
    const set = parseEnv({ DATABASE_POOL_MAX: '40', DATABASE_POOL_TIMEOUT_MS: '2000', DATABASE_POOL_QUEUE_MAX: '0' });
    expect([set.DATABASE_POOL_MAX, set.DATABASE_POOL_TIMEOUT_MS, set.DATABASE_POOL_QUEUE_MAX]).toEqual([40, 2000, 0]);
    expect(() => parseEnv({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => parseEnv({ DATABASE_POOL_TIMEOUT_MS: 'soon' })).toThrow(/DATABASE_POOL_TIMEOUT_MS/);
    expect(() => parseEnv({ DATABASE_POOL_QUEUE_MAX: '-1' })).toThrow(/DATABASE_POOL_QUEUE_MAX/);
  });
});
