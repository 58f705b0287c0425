import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { OrderAddress } from '#common/address.ts';
import { ADDRESS_BOOK_MAX, type SavedAddress, type SavedAddressInput } from '#common/schemas/address-book.ts';
import type { Database } from '../db/client.ts';
import { addresses, users } from '../db/schema.ts';
import { ShopError } from './errors.ts';

const columns = {
  id: addresses.id,
  firstName: addresses.firstName,
  lastName: addresses.lastName,
  phone: addresses.phone,
  address: addresses.address,
  city: addresses.city,
  state: addresses.state,
  zip: addresses.zip,
  country: addresses.country,
  isDefault: addresses.isDefault,
};

const POSTAL_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'zip', 'country'] as const;

const notFound = () => new ShopError(404, 'addresses.errors.notFound');
const full = () => new ShopError(409, 'addresses.errors.tooMany', { max: ADDRESS_BOOK_MAX });

/**
 * An account's address book (docs/product.md §7.7): several addresses, one the default. Every
 * read and write is bounded by the account's id, so nobody reaches another account's addresses
 * (an id that is not the caller's is "not found", like one that does not exist).
 */
export class AddressBookService {
  constructor(private db: Database) {}

  /** The default first, then in the order they were added. */
  async list(userId: number): Promise<SavedAddress[]> {
    return this.db
      .select(columns)
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.id));
  }

  async defaultAddress(userId: number): Promise<SavedAddress | null> {
    const [row] = await this.db
      .select(columns)
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
      .limit(1);
    return row ?? null;
  }

  async get(userId: number, id: number): Promise<SavedAddress> {
    const [row] = await this.db
      .select(columns)
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  /** Adds an address (409 when the book is full); the first one, or one asked to be, becomes the default. */
  async add(userId: number, input: Postal & Pick<SavedAddressInput, 'makeDefault'>): Promise<SavedAddress> {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [{ n }] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      if (n >= ADDRESS_BOOK_MAX) throw full();
      const isDefault = n === 0 || input.makeDefault;
      if (isDefault)
        await tx
          .update(addresses)
          .set({ isDefault: false })
          .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...postal(input), isDefault })
        .returning(columns);
      return row!;
    });
  }

  /** Replaces an address's fields; `makeDefault` makes it the default (a default stays one). */
  async update(userId: number, id: number, input: SavedAddressInput): Promise<SavedAddress> {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [row] = await tx
        .update(addresses)
        .set({ ...postal(input), updatedAt: new Date() })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning(columns);
      if (!row) throw notFound();
      if (input.makeDefault && !row.isDefault) return setDefault(tx, userId, id);
      return row;
    });
  }

  /** Deletes an address; when it was the default, the oldest one left becomes the default. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ isDefault: addresses.isDefault });
      if (!gone) throw notFound();
      if (!gone.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
  }

  async makeDefault(userId: number, id: number): Promise<SavedAddress> {
    return this.db.transaction(async (tx) => {
      await lockBook(tx, userId);
      return setDefault(tx, userId, id);
    });
  }

  /**
   * "Save to my address book" at checkout: the order's address is added unless the book already
   * holds it (same fields); the first becomes the default. A full book keeps what it has: the
   * order is placed all the same, and null says nothing was saved.
   */
  async saveFromCheckout(userId: number, address: OrderAddress): Promise<SavedAddress | null> {
    const entry = { ...postal(address), makeDefault: false };
    const known = (await this.list(userId)).find((saved) => POSTAL_FIELDS.every((f) => saved[f] === entry[f]));
    if (known) return known;
    try {
      return await this.add(userId, entry);
    } catch (error) {
      if (error instanceof ShopError && error.messageKey === 'addresses.errors.tooMany') return null;
      throw error;
    }
  }
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every change to a book first locks its account's row, so changes to one book run one after the
 * other: two adds to a book of 9 would both count 9 and make 11, and two "make default" at once
 * would both find the old default, then each set its own (the one-default index refuses the
 * second: a 500 instead of an answer).
 */
async function lockBook(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Two statements, not one: the one-default index is checked row by row. */
async function setDefault(tx: Tx, userId: number, id: number): Promise<SavedAddress> {
  const [own] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .limit(1);
  if (!own) throw notFound();
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  const [row] = await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: new Date() })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning(columns);
  return row!;
}

type Postal = Record<(typeof POSTAL_FIELDS)[number], string>;

function postal(a: Postal): Postal {
  return Object.fromEntries(POSTAL_FIELDS.map((f) => [f, a[f].trim()])) as Postal;
}
