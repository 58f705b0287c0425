import { describe, expect, it } from 'vitest';
import { BuiltInPaymentProvider, TEST_CARDS } from './built-in-provider.ts';
import type { StartPayment } from './payment-provider.ts';

const address = { name: 'Ayşe Yılmaz', line: 'Büyükdere Cad. 1', city: 'İstanbul', country: 'TR' };
function payment(number: string, amountCents = 10_000): StartPayment {
  return {
    orderReference: 'GL-1',
    amountCents,
    currency: 'USD',
    card: { number, expiry: '12/40', cvv: '123', name: 'Ayşe Yılmaz' },
    buyer: { id: '1', firstName: 'Ayşe', lastName: 'Yılmaz', email: 'ayse@customer.example', ip: '127.0.0.1' },
    billing: address,
    shipping: address,
    lines: [{ id: 'p', name: 'Camera', category: 'security', amountCents }],
    returnUrl: '/checkout/payment/abc/return',
    locale: 'en',
  };
}

describe('the built-in test provider', () => {
  it('authorises, captures, refunds in parts up to the captured amount, each key once', async () => {
    const provider = new BuiltInPaymentProvider();
    const started = await provider.start(payment(TEST_CARDS.success));
    expect(started).toMatchObject({ kind: 'authorized', brand: 'Visa', last4: '4242' });
    const reference = (started as { reference: string }).reference;
    expect((await provider.capture({ reference, amountCents: 10_000, idempotencyKey: 'c1' })).ok).toBe(true);
    const first = await provider.refund({ reference, amountCents: 3_000, idempotencyKey: 'r1' });
    // The same key again is the same refund, not a second one.
    expect(await provider.refund({ reference, amountCents: 3_000, idempotencyKey: 'r1' })).toEqual(first);
    expect(provider.ledger.get(reference)!.refundedCents).toBe(3_000);
    expect((await provider.refund({ reference, amountCents: 7_001, idempotencyKey: 'r2' })).ok).toBe(false);
    expect((await provider.refund({ reference, amountCents: 7_000, idempotencyKey: 'r3' })).ok).toBe(true);
  });

  it('asks for a challenge; a signed pass authorises (twice the same), a forged or failed one does not', async () => {
    const provider = new BuiltInPaymentProvider();
    const started = await provider.start(payment(TEST_CARDS.challenge));
    expect(started).toMatchObject({ kind: 'action', action: { type: 'redirect' } });
    const reference = (started as { reference: string }).reference;
    expect(provider.challenge(reference)).toEqual({ amountCents: 10_000, currency: 'USD', last4: '3184' });
    const forged = { reference, outcome: 'pass', signature: 'made-up' };
    expect(await provider.complete({ reference, returned: forged })).toMatchObject({ kind: 'declined' });
    const { fields } = provider.answerChallenge(reference, 'pass')!;
    expect(await provider.complete({ reference, returned: fields })).toMatchObject({ kind: 'authorized' });
    expect(await provider.complete({ reference, returned: fields })).toMatchObject({ kind: 'authorized' });

    const other = (await provider.start(payment(TEST_CARDS.challenge))) as { reference: string };
    const failed = provider.answerChallenge(other.reference, 'fail')!.fields;
    expect(await provider.complete({ reference: other.reference, returned: failed })).toMatchObject({
      kind: 'declined',
      reason: 'authenticationFailed',
    });
  });

  it('declines after a passed challenge for the decline card, and is unavailable in an outage', async () => {
    const provider = new BuiltInPaymentProvider();
    const started = (await provider.start(payment(TEST_CARDS.challengeThenDeclined))) as { reference: string };
    const { fields } = provider.answerChallenge(started.reference, 'pass')!;
    expect(await provider.complete({ reference: started.reference, returned: fields })).toMatchObject({
      kind: 'declined',
      reason: 'insufficientFunds',
    });
    expect(await provider.start(payment(TEST_CARDS.outage))).toMatchObject({ kind: 'unavailable' });
    const ok = (await provider.start(payment(TEST_CARDS.success))) as { reference: string };
    provider.outage = true;
    expect(await provider.capture({ reference: ok.reference, amountCents: 1, idempotencyKey: 'k' })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    });
    provider.outage = false;
    expect((await provider.capture({ reference: ok.reference, amountCents: 1, idempotencyKey: 'k' })).ok).toBe(true);
  });

  it('voids an authorisation once; a captured payment cannot be voided', async () => {
    const provider = new BuiltInPaymentProvider();
    const a = (await provider.start(payment(TEST_CARDS.success))) as { reference: string };
    expect((await provider.void({ reference: a.reference, idempotencyKey: 'v1' })).ok).toBe(true);
    expect(provider.voided.has(a.reference)).toBe(true);
    const b = (await provider.start(payment(TEST_CARDS.success))) as { reference: string };
    await provider.capture({ reference: b.reference, amountCents: 10_000, idempotencyKey: 'c' });
    expect((await provider.void({ reference: b.reference, idempotencyKey: 'v2' })).ok).toBe(false);
  });
});
