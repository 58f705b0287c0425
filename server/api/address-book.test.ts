import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX } from '#common/schemas/address-book.ts';
import { signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** The address book over the JSON API (docs/product.md §10.5): the same rules as the /account forms. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const BERLIN = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  address: 'Musterstraße 1',
  city: 'Berlin',
  zip: '10119',
  country: 'DE',
};
const ISTANBUL = {
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '+90 532 123 45 67',
  address: 'Moda Cad. No: 5',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
};

type Saved = { id: number; city: string; state: string; isDefault: boolean };
const book = async (shopper: Awaited<ReturnType<typeof signedInShopper>>) =>
  ((await (await shopper.call('/api/account/addresses')).json()) as { addresses: Saved[] }).addresses;

describe('/api/account/addresses', () => {
  it('adds, lists (default first), replaces, makes default and deletes, as its country writes an address', async () => {
    const shopper = await signedInShopper(t);
    expect(await book(shopper)).toEqual([]);

    const added = await shopper.call('/api/account/addresses', 'POST', BERLIN);
    expect(added.status).toBe(201);
    const berlin = (await added.json()) as Saved;
    // Germany has no district: none is asked for, none is kept.
    expect(berlin).toMatchObject({ city: 'Berlin', state: '', zip: '10119', country: 'DE', isDefault: true });

    const istanbul = (await (await shopper.call('/api/account/addresses', 'POST', ISTANBUL)).json()) as Saved;
    expect(istanbul.isDefault).toBe(false);

    const moved = await shopper.call(`/api/account/addresses/${istanbul.id}`, 'PUT', {
      ...ISTANBUL,
      state: 'Beşiktaş',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: istanbul.id, state: 'Beşiktaş', isDefault: false });

    const made = await shopper.call(`/api/account/addresses/${istanbul.id}/default`, 'POST');
    expect(made.status).toBe(200);
    expect((await book(shopper)).map((a) => [a.id, a.isDefault])).toEqual([
      [istanbul.id, true],
      [berlin.id, false],
    ]);

    const deleted = await shopper.call(`/api/account/addresses/${istanbul.id}`, 'DELETE');
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: 'Address deleted.' });
    // The default went: the oldest one left is the default.
    expect((await book(shopper)).map((a) => [a.id, a.isDefault])).toEqual([[berlin.id, true]]);
  });

  it('refuses what the country rules refuse with a message per field, in the shopper’s language', async () => {
    const shopper = await signedInShopper(t);
    const noDistrict = await shopper.call('/api/account/addresses', 'POST', { ...ISTANBUL, state: '' });
    expect(noDistrict.status).toBe(400);
    expect(((await noDistrict.json()) as { fieldErrors: Record<string, string> }).fieldErrors).toHaveProperty('state');
    const badZip = await shopper.call(
      '/api/account/addresses',
      'POST',
      { ...ISTANBUL, zip: '347' },
      { 'accept-language': 'tr' },
    );
    expect(badZip.status).toBe(400);
    expect(((await badZip.json()) as { fieldErrors: Record<string, string> }).fieldErrors.zip).toBe(
      'Posta kodu 5 haneli olmalıdır',
    );
    expect(await book(shopper)).toEqual([]);
  });

  it('never shows or changes another account’s address: 404 as for one that does not exist', async () => {
    const owner = await signedInShopper(t);
    const other = await signedInShopper(t);
    const { id } = (await (await owner.call('/api/account/addresses', 'POST', ISTANBUL)).json()) as Saved;
    for (const [url, method, body] of [
      [`/api/account/addresses/${id}`, 'PUT', BERLIN],
      [`/api/account/addresses/${id}/default`, 'POST', undefined],
      [`/api/account/addresses/${id}`, 'DELETE', undefined],
      [`/api/account/addresses/999999`, 'DELETE', undefined],
    ] as const) {
      const res = await other.call(url, method, body);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(await res.json()).toEqual({ message: 'That address is not in your address book.' });
    }
    expect(await book(other)).toEqual([]);
    expect((await book(owner)).map((a) => a.city)).toEqual(['İstanbul']);
    // An id that is no id is a 400, not a lookup.
    expect((await other.call('/api/account/addresses/1e3', 'DELETE')).status).toBe(400);
  });

  it('asks an anonymous caller to sign in', async () => {
    for (const [url, method] of [
      ['/api/account/addresses', 'GET'],
      ['/api/account/addresses', 'POST'],
      ['/api/account/addresses/1', 'DELETE'],
    ] as const) {
      const res = await t.app.request(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? JSON.stringify(BERLIN) : undefined,
      });
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses and one default, also when the requests come at once`, async () => {
    const shopper = await signedInShopper(t);
    const answers = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 4 }, (_, i) =>
        shopper.call('/api/account/addresses', 'POST', { ...BERLIN, address: `Musterstraße ${i + 1}` }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    const refused = answers.find((a) => a.status === 409)!;
    expect(await refused.json()).toMatchObject({
      message: `Your address book holds up to ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`,
    });
    const saved = await book(shopper);
    expect(saved).toHaveLength(ADDRESS_BOOK_MAX);

    const defaults = await Promise.all(
      saved.map((a) => shopper.call(`/api/account/addresses/${a.id}/default`, 'POST')),
    );
    expect(defaults.map((d) => d.status)).toEqual(saved.map(() => 200));
    expect((await book(shopper)).filter((a) => a.isDefault)).toHaveLength(1);
  });
});
