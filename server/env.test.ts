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

  it.each([
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
