import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MAX, savedAddressSchema } from '#common/schemas/address-book.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { AddressBookService } from './address-book.server.ts';
import { ShopError } from './errors.ts';

let t: TestShop;
let book: AddressBookService;
beforeAll(async () => {
  t = await createTestShop();
  book = t.shop.services.addressBook;
});
afterAll(() => t.close());

let counter = 0;
async function newUser() {
  const email = `book${++counter}@example.com`;
  return t.shop.services.auth.register({ name: 'Anna Schmidt', email, password: 'adres-defteri-2026' }, '127.0.0.1');
}

const berlin = savedAddressSchema.parse({
  firstName: 'Anna',
  lastName: 'Schmidt',
  address: 'Musterstraße 1',
  city: 'Berlin',
  zip: '10119',
  country: 'DE',
});
const istanbul = savedAddressSchema.parse({
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  address: 'Moda Cad. No: 5',
  city: 'İstanbul',
  state: 'Kadıköy',
  zip: '34710',
  country: 'TR',
});

async function caught(promise: Promise<unknown>): Promise<ShopError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the address book', () => {
  it('makes the first address the default, keeps one default, and promotes the oldest when the default goes', async () => {
    const user = await newUser();
    const first = await book.add(user.id, berlin);
    expect(first).toMatchObject({ city: 'Berlin', state: '', isDefault: true });
    const second = await book.add(user.id, istanbul);
    expect(second.isDefault).toBe(false);
    await book.makeDefault(user.id, second.id);
    expect((await book.list(user.id)).map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const third = await book.add(user.id, { ...berlin, address: 'Torstraße 2', makeDefault: true });
    expect((await book.defaultAddress(user.id))?.id).toBe(third.id);
    await book.remove(user.id, third.id);
    expect((await book.defaultAddress(user.id))?.id).toBe(first.id);
    await book.update(user.id, second.id, { ...istanbul, address: 'Bağdat Cad. No: 10' });
    expect((await book.get(user.id, second.id)).address).toBe('Bağdat Cad. No: 10');
  });

  it("never reads or changes another account's address: 404, and the address stays as it was", async () => {
    const owner = await newUser();
    const other = await newUser();
    const mine = await book.add(owner.id, berlin);
    // One at a time: started together, a refusal not yet awaited is an unhandled rejection.
    for (const attempt of [
      () => book.get(other.id, mine.id),
      () => book.update(other.id, mine.id, istanbul),
      () => book.remove(other.id, mine.id),
      () => book.makeDefault(other.id, mine.id),
    ]) {
      const refused = await caught(attempt());
      expect(refused.status).toBe(404);
      expect(refused.messageKey).toBe('addresses.errors.notFound');
    }
    expect(await book.list(other.id)).toEqual([]);
    expect(await book.list(owner.id)).toEqual([{ ...mine }]);
  });

  it(`keeps at most ${ADDRESS_BOOK_MAX} addresses (409); checkout's "save" then saves nothing and says so`, async () => {
    const user = await newUser();
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await book.add(user.id, { ...berlin, address: `Musterstraße ${i}` });
    const refused = await caught(book.add(user.id, istanbul));
    expect(refused.status).toBe(409);
    expect(refused.messageKey).toBe('addresses.errors.tooMany');
    expect(await book.saveFromCheckout(user.id, { ...istanbul, email: '' })).toBeNull();
  });

  it("saves an order's address once, the first as the default", async () => {
    const user = await newUser();
    const saved = await book.saveFromCheckout(user.id, { ...berlin, email: 'anna@example.com' });
    expect(saved?.isDefault).toBe(true);
    expect((await book.saveFromCheckout(user.id, { ...berlin, email: 'anna@example.com' }))?.id).toBe(saved?.id);
    expect(await book.list(user.id)).toHaveLength(1);
  });
});
