import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '#common/schemas/profile.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { passwordResets, users } from '../db/schema.ts';
import { AccountService } from './account.server.ts';
import { ShopError } from './errors.ts';

let t: TestShop;
let account: AccountService;
beforeAll(async () => {
  t = await createTestShop();
  account = new AccountService(t.shop.database.db);
});
afterAll(() => t.close());

let counter = 0;
async function newUser(name = 'Ayşe Yılmaz') {
  const email = `account${++counter}@example.com`;
  const password = 'kamera-telsiz-2026';
  const user = await t.shop.services.auth.register({ name, email, password }, '127.0.0.1');
  return { ...user, password };
}

const profile = (over: Record<string, unknown> = {}) =>
  profileSchema.parse({
    name: 'Ayşe Yılmaz',
    email: 'ayse.yilmaz@example.com',
    phone: '+90 532 123 45 67',
    address: 'Bağdat Cad. No: 10',
    city: 'İstanbul',
    state: 'Kadıköy',
    postalCode: '34710',
    country: 'TR',
    ...over,
  });

async function caught(promise: Promise<unknown>): Promise<ShopError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ShopError) return error;
    throw error;
  }
  throw new Error('expected a ShopError');
}

describe('AccountService.getProfile', () => {
  it('gives a new account its name and e-mail, empty details and Türkiye', async () => {
    const user = await newUser();
    expect(await account.getProfile(user.id)).toEqual({
      name: 'Ayşe Yılmaz',
      email: user.email,
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: 'TR',
    });
  });

  it('is 404 for an unknown account', async () => {
    expect((await caught(account.getProfile(999_999))).status).toBe(404);
  });

  it('reads a country no longer on the list as the default', async () => {
    const user = await newUser();
    await t.shop.database.db.update(users).set({ country: 'ZZ' }).where(eq(users.id, user.id));
    expect((await account.getProfile(user.id)).country).toBe('TR');
  });
});

describe('AccountService.updateProfile', () => {
  it('stores every field and returns the profile; the next read agrees', async () => {
    const user = await newUser();
    const input = profile({ email: `saved${counter}@example.com`, country: 'DE' });
    const saved = await account.updateProfile(user.id, input);
    expect(saved).toEqual(input);
    expect(await account.getProfile(user.id)).toEqual(input);
  });

  it('stores the e-mail lower-cased, and the new address signs in', async () => {
    const user = await newUser();
    const saved = await account.updateProfile(user.id, profile({ email: `Mixed.Case${counter}@Example.COM` }));
    expect(saved.email).toBe(`mixed.case${counter}@example.com`);
    const login = await t.shop.services.auth.login({ email: saved.email, password: user.password }, '127.0.0.1');
    expect(login.user).toMatchObject({ id: user.id, email: saved.email, name: 'Ayşe Yılmaz' });
  });

  it('renames the account everywhere the session shows it', async () => {
    const user = await newUser('Old Name');
    const { token } = await t.shop.services.auth.login({ email: user.email, password: user.password }, '127.0.0.1');
    await account.updateProfile(user.id, profile({ name: 'New Name', email: user.email }));
    expect((await t.shop.services.auth.getSessionUser(token))?.name).toBe('New Name');
  });

  it('keeps its own e-mail (any case) without a conflict', async () => {
    const user = await newUser();
    const saved = await account.updateProfile(user.id, profile({ email: user.email.toUpperCase() }));
    expect(saved.email).toBe(user.email);
  });

  it("refuses another account's e-mail, whatever its case: 409 emailTaken, nothing changed", async () => {
    const owner = await newUser();
    const other = await newUser('Mehmet Demir');
    const error = await caught(
      account.updateProfile(other.id, profile({ name: 'Changed', email: owner.email.toUpperCase() })),
    );
    expect(error.status).toBe(409);
    expect(error.messageKey).toBe('account.errors.emailTaken');
    expect(error.details.fieldErrors).toEqual({ email: 'account.errors.emailTaken' });
    expect(await account.getProfile(other.id)).toMatchObject({ name: 'Mehmet Demir', email: other.email });
  });

  it('lets exactly one of two accounts take a free address at the same moment', async () => {
    const a = await newUser();
    const b = await newUser();
    const email = `race${counter}@example.com`;
    const results = await Promise.allSettled([
      account.updateProfile(a.id, profile({ email })),
      account.updateProfile(b.id, profile({ email })),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toBeInstanceOf(ShopError);
    expect(failure.reason.status).toBe(409);
  });

  it('is 404 for an unknown account', async () => {
    expect((await caught(account.updateProfile(999_999, profile({ email: 'ghost@example.com' })))).status).toBe(404);
  });
});

describe('AuthService.changePassword (the profile page calls it)', () => {
  it('keeps the current session, ends the others, and the new password works', async () => {
    const { auth } = t.shop.services;
    const user = await newUser();
    const here = await auth.login({ email: user.email, password: user.password }, '127.0.0.1');
    const elsewhere = await auth.login({ email: user.email, password: user.password }, '127.0.0.2');
    await auth.changePassword(user.id, user.password, 'a-brand-new-passphrase', here.token, '127.0.0.1');
    expect(await auth.getSessionUser(here.token)).toMatchObject({ id: user.id });
    expect(await auth.getSessionUser(elsewhere.token)).toBeNull();
    await expect(auth.login({ email: user.email, password: user.password }, '127.0.0.3')).rejects.toMatchObject({
      status: 401,
    });
    expect((await auth.login({ email: user.email, password: 'a-brand-new-passphrase' }, '127.0.0.3')).user.id).toBe(
      user.id,
    );
  });

  it('ends the reset links asked for before the change (a link must not undo it)', async () => {
    const { auth, recovery } = t.shop.services;
    const user = await newUser();
    await recovery.requestReset({ email: user.email }, 'en', '127.0.0.9');
    const pending = () => t.shop.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(await pending()).toHaveLength(1);
    const here = await auth.login({ email: user.email, password: user.password }, '127.0.0.1');
    await auth.changePassword(user.id, user.password, 'a-brand-new-passphrase', here.token, '127.0.0.1');
    expect(await pending()).toHaveLength(0);
  });

  it('refuses a wrong current password (400 with the field error) and changes nothing', async () => {
    const { auth } = t.shop.services;
    const user = await newUser();
    const session = await auth.login({ email: user.email, password: user.password }, '127.0.0.1');
    const error = await caught(
      auth.changePassword(user.id, 'not-my-password', 'a-brand-new-passphrase', session.token, '127.0.0.1'),
    );
    expect(error.status).toBe(400);
    expect(error.details.fieldErrors).toEqual({ currentPassword: 'account.errors.currentWrong' });
    expect(await auth.getSessionUser(session.token)).not.toBeNull();
    expect((await auth.login({ email: user.email, password: user.password }, '127.0.0.1')).user.id).toBe(user.id);
  });
});

describe('the back-office address (ADMIN_EMAIL)', () => {
  it('cannot be taken by a profile change, even after the admin moved away from it', async () => {
    const reserved = 'reserved-admin@example.com';
    const guarded = new AccountService(t.shop.database.db, [reserved]);
    const admin = await t.shop.services.auth.register(
      { name: 'Admin', email: reserved, password: 'kamera-telsiz-2026' },
      '127.0.0.1',
    );
    // Its holder may keep it (any case) …
    await guarded.updateProfile(admin.id, profile({ email: 'RESERVED-admin@example.com' }));
    // … and moves to another address; the configured one is free, but still not for others.
    await guarded.updateProfile(admin.id, profile({ email: 'admin-elsewhere@example.com' }));
    const shopper = await newUser();
    const error = await caught(guarded.updateProfile(shopper.id, profile({ email: 'Reserved-Admin@Example.com' })));
    expect(error.status).toBe(409);
    expect(error.details.fieldErrors).toEqual({ email: 'account.errors.emailTaken' });
    // A shop started with ADMIN_EMAIL refuses it the same way.
    const viaShop = await caught(
      t.shop.services.account.updateProfile(shopper.id, profile({ email: 'admin@guardline.test' })),
    );
    expect(viaShop.status).toBe(409);
  });
});
