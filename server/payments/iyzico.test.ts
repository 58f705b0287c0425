import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Iyzipay from 'iyzipay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/http/log.ts';
import { startIyzicoContract, type IyzicoContract, type Recorded } from '#tests/setup/iyzico-contract.ts';
import { basketItems, IyzicoProvider, toDecimal, type IyzicoData, type IyzicoSettings } from './iyzico.ts';
import type { ActionRequired, Authorized, ProviderData, StartPayment } from './payment-provider.ts';

/**
 * The iyzico adapter through the real `iyzipay` client against a local contract server that
 * checks every request as iyzico documents it (tests/setup/iyzico-contract.ts): the whole
 * payment lifecycle in both card entries, declines, outages, idempotent retries, instalments.
 */
let contract: IyzicoContract;
beforeAll(async () => {
  contract = await startIyzicoContract();
});
afterAll(() => contract.close());

const RETURN_URL = 'https://shop.example/checkout/payment-return';
const GOOD_CARD = '5528790000000008';

function provider(settings: Partial<IyzicoSettings> = {}, server = contract): IyzicoProvider {
  return new IyzicoProvider({ apiKey: server.apiKey, secretKey: server.secretKey, baseUrl: server.url, ...settings });
}

/** 125.50 TRY: two product lines (80.00 + 30.00) and 15.50 of delivery and tax the lines do not carry. */
function order(overrides: Partial<StartPayment> = {}): StartPayment {
  return {
    orderReference: `GL-${randomUUID().slice(0, 8)}`,
    amountCents: 12_550,
    currency: 'TRY',
    buyer: {
      id: 'account-17',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@shop.example',
      phone: '+905350000000',
      identityNumber: '74300864791',
      ip: '203.0.113.7',
      registeredAt: new Date('2024-03-01T10:00:00Z'),
    },
    billing: {
      name: 'Ayşe Yılmaz',
      line: 'Bora Sok. No:1',
      district: 'Kadıköy',
      city: 'İstanbul',
      postalCode: '34732',
      country: 'TR',
    },
    shipping: { name: 'Ayşe Yılmaz', line: 'Bora Sok. No:1', city: 'İstanbul', postalCode: '34732', country: 'TR' },
    lines: [
      { id: 'camera-junction-box', name: 'Camera junction box', category: 'Cameras', amountCents: 8_000 },
      { id: 'cable-10m', name: 'Cable 10 m', category: 'Accessories', amountCents: 3_000 },
    ],
    returnUrl: RETURN_URL,
    locale: 'tr-TR',
    ...overrides,
  };
}

const lastTo = (path: string): Recorded => {
  const found = contract.requests.filter((request) => request.path === path).at(-1);
  if (!found) throw new Error(`no request to ${path}`);
  return found;
};
const countTo = (path: string) => contract.requests.filter((request) => request.path === path).length;

/** The auto-submitting form a page holds: where it posts and what. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form in ${html}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1]] = match[2];
  return { action: action.replace(/&amp;/g, '&'), fields };
}

async function post(url: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(fields) });
  expect(response.status).toBe(200);
  return response.text();
}

/** The shopper pays on iyzico's hosted page; returns what the browser posts back to the shop. */
async function payOnHostedPage(started: ActionRequired, cardNumber = GOOD_CARD): Promise<Record<string, string>> {
  if (started.action.type !== 'redirect') throw new Error('expected a redirect');
  const back = formOf(await post(started.action.url, { cardNumber }));
  expect(back.action).toBe(RETURN_URL);
  return back.fields;
}

/** The shopper's browser runs iyzico's 3-D Secure page and the bank posts back to the shop. */
async function passBankPage(started: ActionRequired): Promise<Record<string, string>> {
  if (started.action.type !== 'html') throw new Error('expected a 3-D Secure page');
  const bank = formOf(started.action.html);
  const back = formOf(await post(bank.action, bank.fields));
  expect(back.action).toBe(RETURN_URL);
  return back.fields;
}

async function authorizeHosted(adapter: IyzicoProvider, request = order()): Promise<Authorized> {
  const started = await adapter.start(request);
  expect(started.kind).toBe('action');
  const returned = await payOnHostedPage(started as ActionRequired);
  const completed = await adapter.complete({
    reference: (started as ActionRequired).reference,
    returned,
    data: started.kind === 'action' ? started.data : undefined,
  });
  expect(completed).toMatchObject({ kind: 'authorized' });
  return completed as Authorized;
}

const kept = (data: ProviderData | undefined) => data as IyzicoData;

describe('amounts and basket', () => {
  it('writes minor units as iyzico decimals', () => {
    expect([0, 100, 1250, 1205, 12_550, 99].map(toDecimal)).toEqual(['0.0', '1.0', '12.5', '12.05', '125.5', '0.99']);
    expect(() => toDecimal(12.5)).toThrow(RangeError);
  });

  it('makes basket items that add up to the amount exactly, each above zero', () => {
    const lines = [
      { id: 'a', name: 'A', category: 'X', amountCents: 3_333 },
      { id: 'b', name: 'B', category: 'X', amountCents: 3_333 },
      { id: 'c', name: 'C', category: 'X', amountCents: 3_334 },
      { id: 'gift', name: 'Gift', category: 'X', amountCents: 0 },
    ];
    for (const amount of [10_000, 12_345, 9_001, 1, 3]) {
      const items = basketItems(lines, amount);
      expect(items.reduce((sum, item) => sum + item.cents, 0)).toBe(amount);
      expect(items.every((item) => item.cents > 0)).toBe(true);
      expect(items.some((item) => item.id === 'gift')).toBe(false);
    }
    // What the lines do not cover (delivery, tax) is one more item.
    expect(basketItems(lines, 10_500).at(-1)).toMatchObject({ id: 'order-extras', cents: 500, itemType: 'VIRTUAL' });
    // An order-level discount scales the lines down.
    expect(basketItems(lines, 9_000).map((item) => item.cents)).toEqual([3_000, 3_000, 3_000]);
  });
});

describe('hosted checkout form (the card never reaches the shop)', () => {
  it('runs start → hosted page → complete → capture → two partial refunds → the rest', async () => {
    const adapter = provider();
    expect(adapter.cardEntry).toBe('hosted');
    const request = order();
    const started = await adapter.start(request);
    expect(started).toMatchObject({ kind: 'action', action: { type: 'redirect' } });
    const action = started as ActionRequired;
    expect(action.action.type === 'redirect' && action.action.url.startsWith(`${contract.url}/hosted/`)).toBe(true);

    // What went to iyzico, field by field.
    const sent = lastTo('/payment/iyzipos/checkoutform/initialize/preauth/ecom').body;
    expect(sent).toMatchObject({
      locale: 'tr',
      conversationId: request.orderReference,
      basketId: request.orderReference,
      price: '125.5',
      paidPrice: '125.5',
      currency: 'TRY',
      paymentGroup: 'PRODUCT',
      callbackUrl: RETURN_URL,
      buyer: {
        id: 'account-17',
        identityNumber: '74300864791',
        ip: '203.0.113.7',
        city: 'İstanbul',
        registrationDate: '2024-03-01 10:00:00',
      },
      billingAddress: { contactName: 'Ayşe Yılmaz', address: 'Bora Sok. No:1, Kadıköy' },
    });
    expect((sent.basketItems as { price: string }[]).map((item) => item.price)).toEqual(['80.0', '30.0', '15.5']);
    expect(sent).not.toHaveProperty('paymentCard');

    const returned = await payOnHostedPage(action);
    expect(returned).toEqual({ token: action.reference });
    const authorized = await adapter.complete({ reference: action.reference, returned, data: action.data });
    expect(authorized).toMatchObject({ kind: 'authorized', brand: 'Mastercard', last4: '0008', installments: 1 });
    const paymentId = (authorized as Authorized).reference;
    expect(contract.payment(paymentId)?.phase).toBe('PRE_AUTH');
    let data = (authorized as Authorized).data;
    expect(kept(data).items?.map((item) => item.paidCents)).toEqual([8_000, 3_000, 1_550]);

    const capture = { reference: paymentId, amountCents: 12_550, currency: 'TRY', idempotencyKey: `cap-${paymentId}` };
    const captured = await adapter.capture({ ...capture, data });
    expect(captured).toMatchObject({ ok: true, reference: paymentId });
    expect(lastTo('/payment/postauth').body).toMatchObject({
      paymentId,
      paidPrice: '125.5',
      currency: 'TRY',
      conversationId: capture.idempotencyKey,
      ip: '203.0.113.7',
    });
    expect(contract.payment(paymentId)?.phase).toBe('POST_AUTH');
    data = captured.ok ? captured.data : undefined;
    // The same key again: answered from what the shop kept, nothing sent.
    const postAuths = countTo('/payment/postauth');
    expect(await adapter.capture({ ...capture, data })).toMatchObject({ ok: true });
    expect(countTo('/payment/postauth')).toBe(postAuths);

    const refund = (key: string, amountCents: number) =>
      adapter.refund({ reference: paymentId, amountCents, currency: 'TRY', idempotencyKey: key, data });
    const first = await refund('refund-1', 2_000);
    expect(first).toMatchObject({ ok: true });
    expect(lastTo('/v2/payment/refund').body).toMatchObject({
      paymentId,
      price: '20.0',
      currency: 'TRY',
      conversationId: 'refund-1',
    });
    data = first.ok ? first.data : undefined;
    const second = await refund('refund-2', 3_005);
    expect(second).toMatchObject({ ok: true });
    expect(lastTo('/v2/payment/refund').body).toMatchObject({ price: '30.05' });
    data = second.ok ? second.data : undefined;
    expect(kept(data).refundedCents).toBe(5_005);
    // What each item has left, as iyzico's report says after RefundV2 picked the items.
    expect(kept(data).items!.reduce((sum, item) => sum + item.leftCents, 0)).toBe(12_550 - 5_005);
    const rest = await refund('refund-3', 12_550 - 5_005);
    expect(rest).toMatchObject({ ok: true });
    data = rest.ok ? rest.data : undefined;
    expect(kept(data).refundedCents).toBe(12_550);
    expect(kept(data).refunds).toEqual({ 'refund-1': 2_000, 'refund-2': 3_005, 'refund-3': 7_545 });

    const refundedAtIyzico = contract
      .payment(paymentId)!
      .items.flatMap((item) => item.refunds)
      .reduce((sum, entry) => sum + entry.cents, 0);
    expect(refundedAtIyzico).toBe(12_550);
    // Nothing is left: a fourth refund is refused before it reaches iyzico.
    const v2Refunds = countTo('/v2/payment/refund');
    expect(await refund('refund-4', 1)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(countTo('/v2/payment/refund')).toBe(v2Refunds);
  });

  it('refunds per basket item, largest first, and keeps what each item has left', async () => {
    const adapter = provider({ refundBy: 'item' });
    const authorized = await authorizeHosted(adapter);
    const paymentId = authorized.reference;
    const captured = await adapter.capture({
      reference: paymentId,
      amountCents: 12_550,
      currency: 'TRY',
      idempotencyKey: 'cap',
      data: authorized.data,
    });
    const data = captured.ok ? captured.data : undefined;
    const refunded = await adapter.refund({
      reference: paymentId,
      amountCents: 9_000,
      currency: 'TRY',
      idempotencyKey: 'r-items',
      data,
    });
    expect(refunded).toMatchObject({ ok: true });
    const items = kept(refunded.ok ? refunded.data : undefined).items!;
    expect(items.map((item) => item.leftCents)).toEqual([0, 2_000, 1_550]);
    const sentToIyzico = contract.requests.filter(
      (request) => request.path === '/payment/refund' && request.body.conversationId === 'r-items',
    );
    expect(sentToIyzico.map((request) => request.body.price)).toEqual(['80.0', '10.0']);
    expect(
      contract.payment(paymentId)!.items.map((item) => item.refunds.reduce((sum, entry) => sum + entry.cents, 0)),
    ).toEqual([8_000, 1_000, 0]);
  });

  it('voids an authorisation that is not captured', async () => {
    const adapter = provider();
    const authorized = await authorizeHosted(adapter);
    const request = {
      reference: authorized.reference,
      idempotencyKey: `void-${authorized.reference}`,
      data: authorized.data,
    };
    const voided = await adapter.void(request);
    expect(voided).toMatchObject({ ok: true, reference: authorized.reference });
    expect(lastTo('/payment/cancel').body).toMatchObject({
      paymentId: authorized.reference,
      conversationId: request.idempotencyKey,
      ip: '203.0.113.7',
      locale: 'tr',
    });
    expect(contract.payment(authorized.reference)?.cancels).toHaveLength(1);
    const cancels = countTo('/payment/cancel');
    expect(await adapter.void({ ...request, data: voided.ok ? voided.data : undefined })).toMatchObject({ ok: true });
    expect(countTo('/payment/cancel')).toBe(cancels);
    // A released authorisation cannot be captured.
    const capture = await adapter.capture({
      reference: authorized.reference,
      amountCents: 12_550,
      currency: 'TRY',
      idempotencyKey: 'late',
      data: voided.ok ? voided.data : undefined,
    });
    expect(capture).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('tells a refusal on the hosted page by its reason', async () => {
    const adapter = provider();
    const started = (await adapter.start(order())) as ActionRequired;
    const returned = await payOnHostedPage(started, '4111111111111129');
    expect(await adapter.complete({ reference: started.reference, returned, data: started.data })).toMatchObject({
      kind: 'declined',
      reason: 'insufficientFunds',
    });
  });

  it('refuses a token that the shop did not give this order', async () => {
    const adapter = provider();
    const first = (await adapter.start(order())) as ActionRequired;
    const second = (await adapter.start(order())) as ActionRequired;
    const returned = await payOnHostedPage(second);
    expect(await adapter.complete({ reference: first.reference, returned, data: first.data })).toMatchObject({
      kind: 'declined',
    });
  });
});

describe('card from the shop’s form (3-D Secure)', () => {
  const card = (number: string) => ({ number, expiry: '12/30', cvv: '739', name: 'AYSE YILMAZ' });

  it('runs start → bank page → callback fields → complete, then captures', async () => {
    const adapter = provider({ cardEntry: 'shop-form' });
    const request = order({ card: card(GOOD_CARD), locale: 'en', installments: 1 });
    const started = await adapter.start(request);
    expect(started).toMatchObject({ kind: 'action', action: { type: 'html' } });
    expect(lastTo('/payment/3dsecure/initialize/preauth').body).toMatchObject({
      locale: 'en',
      installment: '1',
      paymentChannel: 'WEB',
      paymentCard: { cardNumber: GOOD_CARD, expireMonth: '12', expireYear: '2030', cvc: '739', registerCard: '0' },
    });
    const returned = await passBankPage(started as ActionRequired);
    expect(returned).toMatchObject({ status: 'success', mdStatus: '1', conversationId: request.orderReference });
    const completed = await adapter.complete({
      reference: (started as ActionRequired).reference,
      returned,
      data: (started as ActionRequired).data,
    });
    expect(completed).toMatchObject({ kind: 'authorized', brand: 'Mastercard', last4: '0008' });
    expect(lastTo('/payment/3dsecure/auth').body).toMatchObject({
      paymentId: returned.paymentId,
      conversationData: returned.conversationData,
    });
    const captured = await adapter.capture({
      reference: (completed as Authorized).reference,
      amountCents: 10_000,
      currency: 'TRY',
      idempotencyKey: 'partial-capture',
      data: (completed as Authorized).data,
    });
    expect(captured).toMatchObject({ ok: true });
    expect(lastTo('/payment/postauth').body).toMatchObject({ paidPrice: '100.0' });
  });

  it('stays authorised when the bank’s callback is posted twice', async () => {
    const adapter = provider({ cardEntry: 'shop-form' });
    const started = (await adapter.start(order({ card: card(GOOD_CARD) }))) as ActionRequired;
    const returned = await passBankPage(started);
    const first = await adapter.complete({ reference: started.reference, returned, data: started.data });
    expect(first).toMatchObject({ kind: 'authorized' });
    const again = await adapter.complete({ reference: started.reference, returned, data: started.data });
    expect(again).toMatchObject({ kind: 'authorized', reference: (first as Authorized).reference, last4: '0008' });
    // iyzico refused the second auth; the report told the adapter the first went through.
    expect(lastTo('/payment/3dsecure/auth').answer).toMatchObject({ status: 'failure' });
    expect(kept((again as Authorized).data).items).toEqual(kept((first as Authorized).data).items);
  });

  it('tells the shopper when the bank did not authenticate them (mdStatus other than 1)', async () => {
    const adapter = provider({ cardEntry: 'shop-form' });
    for (const [number, mdStatus] of [
      ['4131111111111117', '0'],
      ['4141111111111115', '4'],
    ]) {
      const started = (await adapter.start(order({ card: card(number) }))) as ActionRequired;
      const returned = await passBankPage(started);
      expect(returned).toMatchObject({ status: 'failure', mdStatus });
      const auths = countTo('/payment/3dsecure/auth');
      const completed = await adapter.complete({ reference: started.reference, returned, data: started.data });
      expect(completed).toMatchObject({ kind: 'declined', reason: 'authenticationFailed' });
      expect((completed as { message: string }).message).not.toBe('');
      expect(countTo('/payment/3dsecure/auth')).toBe(auths);
    }
  });

  it('maps iyzico’s error codes to the shop’s decline reasons', async () => {
    const adapter = provider({ cardEntry: 'shop-form' });
    contract.scriptCard('4603450000000000', {
      decline: { errorCode: '10999', errorMessage: 'Bankanın bilinmeyen cevabı' },
    });
    const cases: [string, string, string?][] = [
      ['4111111111111129', 'insufficientFunds'],
      ['4125111111111115', 'expired'],
      ['4124111111111116', 'invalid'],
      ['4129111111111111', 'declined'],
      ['4121111111111119', 'declined'],
      ['4603450000000000', 'declined', 'Bankanın bilinmeyen cevabı'],
    ];
    for (const [number, reason, message] of cases) {
      const started = (await adapter.start(order({ card: card(number) }))) as ActionRequired;
      const returned = await passBankPage(started);
      const completed = await adapter.complete({ reference: started.reference, returned, data: started.data });
      expect(completed, number).toMatchObject({ kind: 'declined', reason, ...(message ? { message } : {}) });
    }
    // Refused at the start: a number that fails the check digit, a card past its expiry.
    expect(await adapter.start(order({ card: card('4111111111111112') }))).toMatchObject({
      kind: 'declined',
      reason: 'invalid',
    });
    expect(await adapter.start(order({ card: { ...card(GOOD_CARD), expiry: '01/20' } }))).toMatchObject({
      kind: 'declined',
      reason: 'expired',
    });
  });
});

describe('outages and retries', () => {
  it('is unavailable when iyzico answers 500, does not answer, or cannot be reached', async () => {
    contract.outage('/payment/iyzipos/checkoutform/initialize/preauth/ecom', 'error500');
    expect(await provider().start(order())).toMatchObject({ kind: 'unavailable' });
    contract.outage('/payment/iyzipos/checkoutform/initialize/preauth/ecom', 'timeout');
    expect(await provider({ timeoutMs: 300 }).start(order())).toMatchObject({ kind: 'unavailable' });
    const closed = await startIyzicoContract();
    await closed.close();
    expect(await provider({}, closed).start(order())).toMatchObject({ kind: 'unavailable' });
    // iyzico answers again afterwards.
    expect(await provider().start(order())).toMatchObject({ kind: 'action' });
  });

  it('refunds once when a refund whose answer was lost is retried with the same key', async () => {
    const adapter = provider({ timeoutMs: 300 });
    const authorized = await authorizeHosted(adapter);
    const paymentId = authorized.reference;
    const captured = await adapter.capture({
      reference: paymentId,
      amountCents: 12_550,
      currency: 'TRY',
      idempotencyKey: 'cap',
      data: authorized.data,
    });
    const data = captured.ok ? captured.data : undefined;
    const request = { reference: paymentId, amountCents: 4_000, currency: 'TRY', idempotencyKey: 'refund-lost', data };

    contract.outage('/v2/payment/refund', 'answer-lost');
    expect(await adapter.refund(request)).toMatchObject({ ok: false, reason: 'unavailable' });
    // The shop kept the data it had before (a failed call returns none) and tries again.
    const before = countTo('/v2/payment/refund');
    const retried = await adapter.refund(request);
    expect(retried).toMatchObject({ ok: true });
    expect(countTo('/v2/payment/refund')).toBe(before);
    expect(kept(retried.ok ? retried.data : undefined).refunds).toEqual({ 'refund-lost': 4_000 });
    const refunds = contract.payment(paymentId)!.items.flatMap((item) => item.refunds);
    expect(refunds.map((entry) => entry.cents).reduce((a, b) => a + b, 0)).toBe(4_000);
  });

  it('reports a capture whose answer was lost as done, once iyzico’s report shows it', async () => {
    const adapter = provider({ timeoutMs: 300 });
    const authorized = await authorizeHosted(adapter);
    contract.outage('/payment/postauth', 'answer-lost');
    const captured = await adapter.capture({
      reference: authorized.reference,
      amountCents: 12_550,
      currency: 'TRY',
      idempotencyKey: 'cap-lost',
      data: authorized.data,
    });
    expect(captured).toMatchObject({ ok: true });
    expect(kept(captured.ok ? captured.data : undefined).capture).toEqual({ key: 'cap-lost', cents: 12_550 });
    expect(contract.payment(authorized.reference)?.phase).toBe('POST_AUTH');
  });
});

describe('instalments', () => {
  it('maps iyzico’s instalment table for an amount, and for a card’s BIN', async () => {
    const adapter = provider();
    const all = await adapter.installments({ amountCents: 10_000, currency: 'TRY' });
    expect(all.map((option) => option.cardFamily)).toEqual(['Bonus', 'World']);
    expect(all[0]).toEqual({
      cardFamily: 'Bonus',
      bankName: 'Denizbank',
      options: [
        { count: 1, totalCents: 10_000, perInstallmentCents: 10_000 },
        { count: 2, totalCents: 10_300, perInstallmentCents: 5_150 },
        { count: 3, totalCents: 10_500, perInstallmentCents: 3_500 },
        { count: 6, totalCents: 10_800, perInstallmentCents: 1_800 },
        { count: 9, totalCents: 11_200, perInstallmentCents: 1_244 },
      ],
    });
    expect(lastTo('/payment/iyzipos/installment').body).toMatchObject({ price: '100.0', currency: 'TRY' });
    expect(await adapter.installments({ amountCents: 10_000, currency: 'TRY', bin: '55287900' })).toHaveLength(1);
    expect(lastTo('/payment/iyzipos/installment').body).toMatchObject({ binNumber: '55287900' });
    const sent = countTo('/payment/iyzipos/installment');
    expect(await adapter.installments({ amountCents: 10_000, currency: 'TRY', bin: '5528-79' })).toEqual([]);
    expect(countTo('/payment/iyzipos/installment')).toBe(sent);
  });
});

describe('the contract server checks what iyzico checks', () => {
  it('refuses a wrong secret key (the signature) and an unknown API key', async () => {
    expect(await provider({ secretKey: 'not-the-secret' }).start(order())).toMatchObject({ kind: 'unavailable' });
    expect(lastTo('/payment/iyzipos/checkoutform/initialize/preauth/ecom').answer).toMatchObject({
      status: 'failure',
      errorCode: '1000',
    });
    expect(await provider({ apiKey: 'not-the-key' }).start(order())).toMatchObject({ kind: 'unavailable' });
    expect(lastTo('/payment/iyzipos/checkoutform/initialize/preauth/ecom').answer).toMatchObject({
      status: 'failure',
      errorCode: '1001',
    });
  });

  it('refuses requests that lack what iyzico requires', async () => {
    const client = new Iyzipay({ apiKey: contract.apiKey, secretKey: contract.secretKey, uri: contract.url });
    const base = lastTo('/payment/iyzipos/checkoutform/initialize/preauth/ecom').body;
    const send = (body: Record<string, unknown>) =>
      new Promise<Record<string, unknown>>((resolve, reject) =>
        client.checkoutFormInitializePreAuth.create(body, (error, result) =>
          error ? reject(error) : resolve(result as Record<string, unknown>),
        ),
      );
    expect(await send(base)).toMatchObject({ status: 'success' });
    const buyer = base.buyer as Record<string, unknown>;
    const items = base.basketItems as Record<string, unknown>[];
    const refusals: [Record<string, unknown>, string, RegExp?][] = [
      [{ ...base, buyer: { ...buyer, identityNumber: undefined } }, '8'],
      [{ ...base, buyer: { ...buyer, email: undefined } }, '3'],
      [{ ...base, callbackUrl: undefined }, '23'],
      [{ ...base, locale: undefined }, '11', /locale/],
      [{ ...base, basketItems: items.slice(1) }, '11', /total of basketItems/],
      [{ ...base, basketItems: [{ ...items[0], category1: undefined }, ...items.slice(1)] }, '11', /category1/],
      [{ ...base, paidPrice: 'yüz' }, '11', /paidPrice/],
      [{ ...base, shippingAddress: undefined }, '11', /shippingAddress/],
      [{ ...base, buyer: { ...buyer, ip: undefined } }, '11', /buyer\.ip/],
    ];
    for (const [body, errorCode, message] of refusals) {
      const answer = await send(body);
      expect(answer, errorCode).toMatchObject({
        status: 'failure',
        errorCode,
        locale: expect.any(String),
        systemTime: expect.any(Number),
      });
      if (message) expect(String(answer.errorMessage)).toMatch(message);
    }
  });

  it('has the adapter refuse an answer whose signature is not iyzico’s', async () => {
    const forged = await startIyzicoContract({ answerSecretKey: 'someone-else' });
    try {
      expect(await provider({}, forged).start(order())).toMatchObject({
        kind: 'unavailable',
        message: expect.stringMatching(/signature/),
      });
    } finally {
      await forged.close();
    }
  });
});

describe('card data', () => {
  it('never logs a card number or CVV, nor keeps one in the data it returns', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const logger = createLogger({ level: 'trace', destination });
    const adapter = provider({ cardEntry: 'shop-form', logger });
    const number = '4603450000000000';
    contract.scriptCard(number, { mdStatus: '1' });
    const cvv = '8417';
    const cardOrder = order({ card: { number, expiry: '11/31', cvv, name: 'AYSE YILMAZ' } });
    const started = (await adapter.start(cardOrder)) as ActionRequired;
    const completed = await adapter.complete({
      reference: started.reference,
      returned: await passBankPage(started),
      data: started.data,
    });
    expect(completed).toMatchObject({ kind: 'authorized', last4: '0000' });
    const declined = await adapter.start(
      order({ card: { number: '4111111111111112', expiry: '11/31', cvv, name: 'X' } }),
    );
    expect(declined.kind).toBe('declined');
    const captured = await adapter.capture({
      reference: (completed as Authorized).reference,
      amountCents: 12_550,
      currency: 'TRY',
      idempotencyKey: 'c',
      data: (completed as Authorized).data,
    });

    expect(lines.length).toBeGreaterThan(3);
    const everything = [
      ...lines,
      JSON.stringify(started),
      JSON.stringify(completed),
      JSON.stringify(declined),
      JSON.stringify(captured),
    ];
    for (const text of everything) {
      expect(text).not.toContain(number);
      expect(text).not.toContain('4111111111111112');
      expect(text).not.toMatch(/"(cvc|cvv|cardNumber)"/);
    }
    // The CVV as a value anywhere in the logged or kept objects.
    const values = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(values) : [value];
    for (const text of [...lines, JSON.stringify(started.data), JSON.stringify((completed as Authorized).data)])
      expect(values(JSON.parse(text))).not.toContain(cvv);
  });
});
