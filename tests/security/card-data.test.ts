import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseDump } from '../setup/database.ts';
import { address, checkoutBody, setStock, signedInShopper } from '../setup/shoppers.ts';
import { createTestShop, type TestShop } from '../setup/test-shop.ts';

/**
 * 100 checkouts by four shoppers, through the API and the checkout form, with many cards in
 * many spellings (successful, declined, invalid, expired, refused by validation, replayed):
 * afterwards no card number, in any spelling, nor any CVV is in the database (every column of
 * every table), in the shop's logs or on the console, nor in any answer. Only brand, last 4
 * and expiry are kept.
 *
 * CVVs here are 4 digits the shop's data never contains, so they can be searched for as whole
 * numbers (3-digit ones would also match the milliseconds of any timestamp).
 */
let t: TestShop;
const console$: string[] = [];

const PRODUCTS = ['camera-junction-box', 'wall-mount-bracket', 'halo-smart-sensor'];
/** Luhn-valid numbers the test provider accepts, written the ways people type them. */
const GOOD = [
  { number: '4242424242424242', typed: '4242 4242 4242 4242', brand: 'Visa' },
  { number: '5555555555554444', typed: '5555555555554444', brand: 'Mastercard' },
  { number: '5105105105105100', typed: ' 5105 1051 0510 5100 ', brand: 'Mastercard' },
  { number: '4012888888881881', typed: '4012\t8888 8888\t1881', brand: 'Visa' },
  { number: '4000056655665556', typed: '4000  0566  5566  5556', brand: 'Visa' },
  { number: '6011111111111117', typed: '6011 1111 1111 1117', brand: 'Discover' },
  { number: '3566002020360505', typed: '3566002020360505', brand: 'Card' },
  { number: '5200828282828210', typed: '5200 8282 8282 8210', brand: 'Mastercard' },
];
const DECLINED = { number: '4000000000000002', typed: '4000 0000 0000 0002' };
const NOT_LUHN = { number: '4242424242424241', typed: '4242 4242 4242 4241' };
const CVVS = ['7319', '6842', '5917', '8264', '3795', '9137', '2684', '4173'];
const ALL_NUMBERS = [...GOOD.map((c) => c.number), DECLINED.number, NOT_LUHN.number];

/** A card number in any spelling: its digits with up to two other characters between them. */
const spelled = (digits: string) => new RegExp(digits.split('').join('\\D{0,2}'));
/** A CVV as a whole number. */
const standalone = (digits: string) => new RegExp(`(?<!\\d)${digits}(?!\\d)`);

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  for (const product of PRODUCTS) await setStock(t, product, 1000);
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      console$.push(args.map(String).join(' '));
    });
  }
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('card data', () => {
  it('after 100 checkouts no card number or CVV is in the database, the logs or any answer; brand and last 4 are', async () => {
    const baseline = await databaseDump(t);
    for (const cvv of CVVS)
      expect(standalone(cvv).test(baseline), `the shop's data already holds ${cvv}: pick another CVV`).toBe(false);

    const shoppers = await Promise.all([1, 2, 3, 4].map((i) => signedInShopper(t, `Card Shopper ${i}`)));
    const answers: string[] = [];
    const statuses: Record<string, number[]> = {};
    const record = async (kind: string, res: Response) => {
      (statuses[kind] ??= []).push(res.status);
      answers.push(`${res.status} ${JSON.stringify([...res.headers])} ${await res.text()}`);
    };
    let n = 0;
    const next = () => {
      const i = n++;
      return {
        shopper: shoppers[i % shoppers.length],
        product: PRODUCTS[i % PRODUCTS.length],
        cvv: CVVS[i % CVVS.length],
        good: GOOD[i % GOOD.length],
      };
    };
    const card = (typed: string, cvv: string, cardExpiry = '11/31') => ({
      cardName: 'CARD HOLDER',
      cardNumber: typed,
      cardExpiry,
      cardCvv: cvv,
    });
    const api = (
      s: (typeof shoppers)[number],
      product: string,
      payment: ReturnType<typeof card>,
      headers: Record<string, string> = {},
    ) => s.call('/api/checkout', 'POST', checkoutBody([{ id: product, quantity: 1 }], payment), headers);

    // 60 successful through the API.
    for (let i = 0; i < 60; i++) {
      const { shopper, product, cvv, good } = next();
      await record('api ok', await api(shopper, product, card(good.typed, cvv)));
    }
    // 10 declined, 5 failing the Luhn check, 5 expired.
    for (let i = 0; i < 10; i++) {
      const { shopper, product, cvv } = next();
      await record('declined', await api(shopper, product, card(DECLINED.typed, cvv)));
    }
    for (let i = 0; i < 5; i++) {
      const { shopper, product, cvv } = next();
      await record('not luhn', await api(shopper, product, card(NOT_LUHN.typed, cvv)));
    }
    for (let i = 0; i < 5; i++) {
      const { shopper, product, cvv, good } = next();
      await record('expired', await api(shopper, product, card(good.typed, cvv, '01/21')));
    }
    // 5 refused by validation (a field missing, the card itself fine): the errors must not echo it.
    for (let i = 0; i < 5; i++) {
      const { shopper, product, cvv, good } = next();
      const body = {
        ...checkoutBody([{ id: product, quantity: 1 }], card(good.typed, cvv)),
        billingInfo: { ...address, firstName: '' },
      };
      await record('invalid', await shopper.call('/api/checkout', 'POST', body));
    }
    // 5 with an idempotency key, each sent twice (the replay answers from what was stored).
    for (let i = 0; i < 5; i++) {
      const { shopper, product, cvv, good } = next();
      const key = `card-data-key-${i}-${Date.now()}`;
      await record('keyed', await api(shopper, product, card(good.typed, cvv), { 'idempotency-key': key }));
      await record('replayed', await api(shopper, product, card(good.typed, cvv), { 'idempotency-key': key }));
    }
    // 10 through the checkout form without JavaScript (the server cart, a plain post), 2 of them declined.
    for (let i = 0; i < 10; i++) {
      const { shopper, product, cvv, good } = next();
      await shopper.call('/api/cart/lines', 'POST', { productId: product, quantity: 1 });
      const typed = i < 2 ? DECLINED.typed : good.typed;
      const fields = {
        ...Object.fromEntries(Object.entries(address).map(([k, v]) => [`billingInfo.${k}`, v])),
        shippingSameAsBilling: 'on',
        'paymentInfo.cardName': 'CARD HOLDER',
        'paymentInfo.cardNumber': typed,
        'paymentInfo.cardExpiry': '11/31',
        'paymentInfo.cardCvv': cvv,
        idempotencyKey: `form-key-${i}-${Date.now()}`,
      };
      const res = await t.request('/checkout', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'text/html',
          cookie: shopper.jar.header(),
        },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
      await record(i < 2 ? 'form declined' : 'form ok', res);
    }
    expect(n).toBe(100);
    // Each kind ended as it should: the checkouts really ran.
    expect(statuses['api ok'].every((s) => s === 201)).toBe(true);
    expect(new Set(statuses.declined)).toEqual(new Set([402]));
    expect(
      new Set(statuses['not luhn']).size === 1 && statuses['not luhn'][0] >= 400 && statuses['not luhn'][0] < 500,
    ).toBe(true);
    expect(statuses.expired.every((s) => s >= 400 && s < 500)).toBe(true);
    expect(new Set(statuses.invalid)).toEqual(new Set([400]));
    expect(new Set([...statuses.keyed, ...statuses.replayed])).toEqual(new Set([201]));
    expect(new Set(statuses['form ok'])).toEqual(new Set([302]));
    expect(new Set(statuses['form declined'])).toEqual(new Set([402]));

    const dump = await databaseDump(t);
    // Request ids are random UUIDs in every answer and log line, and a logged stack names
    // line:column: either may hold "9137" between non-digits by chance, which is no CVV.
    const withoutIds = (text: string) =>
      text
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>')
        .replace(/:\d+:\d+/g, ':<line>:<column>');
    const logs = withoutIds([...t.logs, ...console$].join('\n'));
    // The checkout page's own hint names the two test cards to everyone; that is not an echo.
    const replies = withoutIds(answers.join('\n').replace(/Test mode: [^<]*/g, ''));
    expect(answers.join('\n')).toContain('Test mode: 4242 4242 4242 4242');
    for (const number of ALL_NUMBERS) {
      for (const [where, text] of [
        ['the database', dump],
        ['the logs', logs],
        ['the answers', replies],
      ] as const) {
        const found = spelled(number).exec(text);
        expect(
          found?.[0],
          `${number} in ${where}: …${found ? text.slice(Math.max(0, found.index - 200), found.index + 60) : ''}`,
        ).toBeUndefined();
        // Not even the first 12 digits (what remains is the last 4, which is kept).
        expect(spelled(number.slice(0, 12)).test(text), `${number.slice(0, 12)}… in ${where}`).toBe(false);
      }
    }
    for (const cvv of CVVS) {
      expect(standalone(cvv).test(dump), `CVV ${cvv} in the database`).toBe(false);
      expect(standalone(cvv).test(logs), `CVV ${cvv} in the logs`).toBe(false);
      expect(standalone(cvv).test(replies), `CVV ${cvv} in the answers`).toBe(false);
    }
    // No column or stored JSON field is named for the card number or its code. Only names are
    // looked for: three letters such as "cvc" turn up by chance inside random base64 values
    // (password hashes, message ids), and the values themselves are checked digit by digit above.
    expect(dump).not.toMatch(/\\?"(card_?number|cvv|cvc|security_?code)\\?"\s*:/i);
    // What is kept: brand, last 4 and expiry of each card that paid.
    for (const good of GOOD) {
      expect(dump, good.brand).toContain(`"card_last4": "${good.number.slice(-4)}"`);
    }
    expect(dump).toContain('"card_brand": "Discover"');
    expect(dump).toContain('"card_expiry": "11/31"');
  });
});
