import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { idempotencyKeys, users } from '#server/db/schema.ts';
import type { PaymentProvider } from '#server/payments/provider.ts';
import { TestPaymentProvider } from '#server/payments/test-provider.ts';
import { checkoutBody, setStock, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

// An idempotency key names the process and the request that hold it. A key left pending by a
// process that died (its liveness lock gone) is taken over by the shopper's retry at once, not
// after minutes; a key held by a live process is not; and a request whose key was taken over
// writes nothing.
const PRODUCT = 'tp-link-poe-injector';

/** The test provider, with a hook run inside `authorize` (between claiming the key and writing the order). */
class HookedProvider extends TestPaymentProvider implements PaymentProvider {
  duringAuthorize: (() => Promise<void>) | null = null;
  override async authorize(request: Parameters<PaymentProvider['authorize']>[0]) {
    const answer = await super.authorize(request);
    const hook = this.duringAuthorize;
    this.duringAuthorize = null;
    await hook?.();
    return answer;
  }
}

let t: TestShop;
const payments = new HookedProvider();
beforeAll(async () => {
  t = await createTestShop({ payments });
  await setStock(t, PRODUCT, 1000);
});
afterAll(() => t.close());

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.shop.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** A pending key as a request left it, held by process `claimedBy`. */
async function pendingKey(userId: number, key: string, claimedBy: number | null) {
  await t.shop.database.db.insert(idempotencyKeys).values({
    userId,
    key,
    requestHash: 'an-earlier-request',
    claimedBy,
    claimToken: 'an-earlier-token',
  });
}

/** The liveness lock's id of this shop's process (pg_locks is the whole server's: this database's only). */
async function thisProcess(): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    t.shop.database.db,
    sql`select objid::int as id from pg_locks
        where locktype = 'advisory' and classid = 74113 and granted
          and database = (select oid from pg_database where datname = current_database())`,
  );
  expect(rows).toHaveLength(1);
  return rows[0].id;
}

describe('idempotency keys across processes', () => {
  it('takes over at once a pending key whose process died', async () => {
    const s = await signedInShopper(t);
    const userId = await userIdOf(s.email);
    await pendingKey(userId, 'key-dead-process-1', 1234567);
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 1 }]), {
      'idempotency-key': 'key-dead-process-1',
    });
    expect(res.status).toBe(201);
  });

  it('keeps refusing (409, still being processed) a retry while the live process still works on the key', async () => {
    const s = await signedInShopper(t);
    const body = checkoutBody([{ id: PRODUCT, quantity: 1 }]);
    const headers = { 'idempotency-key': 'key-live-process-1' };
    let retry: Response | null = null;
    // The retry arrives while the first request is at the payment provider.
    payments.duringAuthorize = async () => {
      retry = await s.call('/api/checkout', 'POST', body, headers);
    };
    const first = await s.call('/api/checkout', 'POST', body, headers);
    expect(first.status).toBe(201);
    expect(retry!.status).toBe(409);
    expect((await retry!.json()).message).toBe('This order is already being processed. Please wait a moment.');
    // And the key held by this live process is its own.
    const [row] = await t.shop.database.db
      .select({ claimedBy: idempotencyKeys.claimedBy })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-live-process-1'));
    expect(row.claimedBy).toBe(await thisProcess());
  });

  it('writes no order for a request whose key was taken over meanwhile, and releases its payment', async () => {
    const s = await signedInShopper(t);
    const userId = await userIdOf(s.email);
    const ordersBefore = (await (await s.call('/api/orders')).json()).orders.length;
    // While the card is being authorised, another process takes the key over (a new token).
    payments.duringAuthorize = async () => {
      await t.shop.database.db
        .update(idempotencyKeys)
        .set({ claimToken: 'another-request', claimedBy: 7654321 })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'key-taken-over-1')));
    };
    const authorizedBefore = payments.authorized.size;
    const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id: PRODUCT, quantity: 1 }]), {
      'idempotency-key': 'key-taken-over-1',
    });
    expect(res.status).toBe(409);
    expect(payments.authorized.size).toBe(authorizedBefore);
    expect((await (await s.call('/api/orders')).json()).orders.length).toBe(ordersBefore);
    // The key stays the other request's: this one neither finished nor released it.
    const [row] = await t.shop.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'key-taken-over-1')));
    expect(row).toMatchObject({ state: 'pending', claimToken: 'another-request' });
  });
});
