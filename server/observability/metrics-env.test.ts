import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';

describe('METRICS_TOKEN and METRICS_PORT', () => {
  it('are unset by default (/metrics then answers 404)', () => {
    const env = parseEnv({});
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
  });

  it('take a long printable token and a port', () => {
    const env = parseEnv({ METRICS_TOKEN: 'a3f9c0d4e5b6a7c8d9e0f1a2', METRICS_PORT: '9464' });
    expect(env.METRICS_TOKEN).toBe('a3f9c0d4e5b6a7c8d9e0f1a2');
    expect(env.METRICS_PORT).toBe(9464);
  });

  it.each([
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN: must be at least 16 characters/],
    [{ METRICS_TOKEN: 'has a space in the middle of it' }, /METRICS_TOKEN: must be printable ASCII without spaces/],
    [{ METRICS_TOKEN: 'jeton-çok-gizli-0123456789' }, /METRICS_TOKEN: must be printable ASCII/],
    [{ METRICS_PORT: 'ninety' }, /METRICS_PORT: must be a port number \(1-65535\)/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT: must be a port number \(1-65535\)/],
    [{ METRICS_PORT: '94.64' }, /METRICS_PORT: must be a port number \(1-65535\)/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT: must differ from PORT/],
    [{ PORT: '8080', METRICS_PORT: '8080' }, /METRICS_PORT: must differ from PORT/],
  ])('refuse %o with a message naming the variable', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });
});
