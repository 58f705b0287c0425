import { describe, expect, it } from 'vitest';
import { databaseUnavailable, PoolQueueFullError } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('which errors mean the database cannot serve (503), and which do not (500 or 400)', () => {
  it('knows the pool’s own failures, PostgreSQL’s refusals and a database out of reach', () => {
    expect(databaseUnavailable(new PoolQueueFullError(1000))).toBe('busy');
    expect(databaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe('busy');
    expect(databaseUnavailable(withCode('sorry, too many clients already', '53300'))).toBe('busy');
    expect(databaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe('away');
    expect(databaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe('away');
    expect(databaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('away');
    expect(databaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe('away');
  });

  it('looks through the error Drizzle wraps a failed query in', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('too many clients', '53300') });
    expect(databaseUnavailable(wrapped)).toBe('busy');
  });

  it('leaves every other error alone: a bug, a constraint, a request body that broke off', () => {
    expect(databaseUnavailable(new Error('boom'))).toBeNull();
    expect(databaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull();
    expect(databaseUnavailable(withCode('aborted', 'ECONNRESET'))).toBeNull();
    expect(databaseUnavailable('not an error')).toBeNull();
  });
});
