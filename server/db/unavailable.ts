/**
 * Errors that say the database cannot serve a request right now, rather than that the request
 * or the code is wrong: no pool connection came free in time, the pool's wait queue is full,
 * PostgreSQL refuses new connections (too many clients, starting up or shutting down) or cannot
 * be reached. The HTTP layer answers them 503 with Retry-After (server/app.ts), never 500.
 */

/** The pool's wait queue is at DATABASE_POOL_QUEUE_MAX: waiting longer would only time out. */
export class PoolQueueFullError extends Error {
  readonly code = 'POOL_QUEUE_FULL';
  constructor(waiting: number) {
    super(`database pool queue is full (${waiting} waiting)`);
  }
}

/** `busy`: every connection is taken (ours or the server's); `away`: the server does not take connections. */
export type Unavailable = 'busy' | 'away';

/** SQLSTATEs: 53300 too_many_connections; 57P01-57P03 shutting down, crashed, not accepting yet; class 08 connection failures. */
const BUSY_STATES = new Set(['53300']);
const AWAY_STATES = new Set(['57P01', '57P02', '57P03']);
/**
 * Socket errors of a connection to the database that cannot be made. (Not ECONNRESET: a request
 * body that breaks off carries it too, and a dropped database connection says "Connection
 * terminated" below.)
 */
const AWAY_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);
/** pg-pool's and pg's own messages (they carry no code). */
const BUSY_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];
const AWAY_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error',
];

/**
 * Why the database could not serve, or null for any other error. Looks through `cause`
 * (Drizzle wraps a failed query's error in one).
 */
export function databaseUnavailable(error: unknown): Unavailable | null {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof PoolQueueFullError) return 'busy';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (BUSY_STATES.has(code)) return 'busy';
      if (AWAY_STATES.has(code) || code.startsWith('08') || AWAY_CODES.has(code)) return 'away';
    }
    if (BUSY_MESSAGES.includes(e.message)) return 'busy';
    if (AWAY_MESSAGES.includes(e.message)) return 'away';
  }
  return null;
}

/** Seconds a client should wait before asking again (Retry-After): about one pool wait. */
export const DATABASE_RETRY_AFTER_S = 5;
