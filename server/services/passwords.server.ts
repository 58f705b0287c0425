import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ShopError } from './errors.ts';

/** scrypt's cost: N (work and memory), r (block size), p (parallel lanes). */
export type HashCost = { N: number; r: number; p: number };

/**
 * OWASP's scrypt parameters: N=2^17, r=8, p=1 (128 MiB of memory per hash). What the shop hashes
 * new passwords with; only a test shop asks for less, explicitly (tests/setup/test-shop.ts).
 */
export const PRODUCTION_HASH_COST: HashCost = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's small thread pool (4 threads), which gzip and file reads share: a burst
 * of sign-ups would hold every page behind it. At most HASHES_AT_ONCE hashes run at a time (the
 * other threads stay free); a few wait their turn; beyond that the request is refused at once
 * (429, "busy, try again shortly") instead of queueing without end. Per process.
 *
 * The queue is shared, so it is also fair: one client address holds at most `perClient` places
 * (running or waiting, HASHES_PER_CLIENT in production). Its next hash is refused with
 * `ClientBusyError`, which throttles keep counting (no refund): a flood from one address cannot
 * fill the queue and make everyone else's sign-in "busy".
 */
export const HASHES_AT_ONCE = 2;
export const HASHES_WAITING = 16;
export const HASHES_PER_CLIENT = 2;
const BUSY_RETRY_AFTER_S = 5;

/** The client address a hash is for, and how many places in the queue it may hold. */
export type HashClient = { address: string; perClient: number };

/** "Busy" because this client already holds its share of the queue: its own doing, so it counts. */
export class ClientBusyError extends ShopError {
  constructor() {
    super(429, 'errors.busy', { retryAfter: BUSY_RETRY_AFTER_S });
  }
}

let running = 0;
const waiting: (() => void)[] = [];
const heldByClient = new Map<string, number>();

async function inHashSlot<T>(work: () => Promise<T>, client?: HashClient): Promise<T> {
  if (!client) return inSharedSlot(work);
  const held = heldByClient.get(client.address) ?? 0;
  if (held >= client.perClient) throw new ClientBusyError();
  heldByClient.set(client.address, held + 1);
  try {
    return await inSharedSlot(work);
  } finally {
    const left = (heldByClient.get(client.address) ?? 1) - 1;
    if (left > 0) heldByClient.set(client.address, left);
    else heldByClient.delete(client.address);
  }
}

async function inSharedSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running++;
  else if (waiting.length >= HASHES_WAITING)
    throw new ShopError(429, 'errors.busy', { retryAfter: BUSY_RETRY_AFTER_S });
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next in line (the running count stays), or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  client?: HashClient,
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return inHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    client,
  );
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(
  password: string,
  client?: HashClient,
  cost: HashCost = PRODUCTION_HASH_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, client);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, client?: HashClient): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    client,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at `cost`: verifying against it costs the same as a real one
 * (unknown e-mails).
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: HashCost = PRODUCTION_HASH_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString('hex'), undefined, cost).catch((error) => {
      decoys.delete(key); // refused while busy: make it next time
      throw error;
    });
    decoys.set(key, decoy);
  }
  return decoy;
}
