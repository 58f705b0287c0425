import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInShopper } from '#tests/setup/shoppers.ts';
import { cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const full = {
  name: 'Ayşe Yılmaz',
  email: 'ayse.profile@example.com',
  phone: '+90 532 123 45 67',
  address: 'Bağdat Cad. No: 10',
  city: 'İstanbul',
  state: 'Kadıköy',
  postalCode: '34710',
  country: 'DE',
};

describe('anonymous callers', () => {
  it.each([
    ['GET', '/api/account/profile', undefined],
    ['PUT', '/api/account/profile', full],
    ['PUT', '/api/account/profile', { name: '' }],
    ['POST', '/api/account/password', { currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' }],
  ])('%s %s is 401 {message}, before any body check', async (method, url, body) => {
    const res = await t.app.request(url, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please log in to continue.' });
  });
});

describe('GET and PUT /api/account/profile', () => {
  it('gives a new account its name and e-mail with empty details and Türkiye', async () => {
    const shopper = await signedInShopper(t, 'Mehmet Demir');
    const res = await shopper.call('/api/account/profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      name: 'Mehmet Demir',
      email: shopper.email,
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: 'TR',
    });
  });

  it('saves the whole profile (e-mail lower-cased) and reads it back; the session follows the new name', async () => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call('/api/account/profile', 'PUT', { ...full, email: 'Ayse.Profile@Example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(full);
    expect(await (await shopper.call('/api/account/profile')).json()).toEqual(full);
    expect((await (await shopper.call('/api/me')).json()).user).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse.profile@example.com',
    });
  });

  it('empties the optional fields that are left out and defaults the country', async () => {
    const shopper = await signedInShopper(t);
    await shopper.call('/api/account/profile', 'PUT', { ...full, email: shopper.email });
    const res = await shopper.call('/api/account/profile', 'PUT', { name: 'Only Name', email: shopper.email });
    expect(await res.json()).toEqual({
      name: 'Only Name',
      email: shopper.email,
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: 'TR',
    });
  });

  it("refuses another account's e-mail: 409 with the field error", async () => {
    const first = await signedInShopper(t);
    const second = await signedInShopper(t);
    const res = await second.call('/api/account/profile', 'PUT', { ...full, email: first.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: 'An account with this email already exists',
      fieldErrors: { email: 'An account with this email already exists' },
    });
    expect((await (await second.call('/api/account/profile')).json()).email).toBe(second.email);
  });

  it.each([
    ['empty name', { ...full, name: '' }, 'name', 'Name is required'],
    ['name of 101 characters', { ...full, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
    ['empty e-mail', { ...full, email: '' }, 'email', 'Email is required'],
    ['e-mail without @', { ...full, email: 'not-an-email' }, 'email', 'Invalid email format'],
    ['phone 12-34', { ...full, phone: '12-34' }, 'phone', 'Please enter a valid phone number'],
    ['address of 201 characters', { ...full, address: 'x'.repeat(201) }, 'address', 'This field is too long'],
    ['city of 101 characters', { ...full, city: 'x'.repeat(101) }, 'city', 'This field is too long'],
    ['district of 101 characters', { ...full, state: 'x'.repeat(101) }, 'state', 'This field is too long'],
    ['postal code of 21 characters', { ...full, postalCode: 'x'.repeat(21) }, 'postalCode', 'This field is too long'],
    ['country US', { ...full, country: 'US' }, 'country', 'Please choose a country from the list'],
    ['city as an array', { ...full, city: ['İstanbul'] }, 'city', 'This field is not valid'],
  ])('refuses %s (400, %s: %s)', async (_label, body, field, message) => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call('/api/account/profile', 'PUT', body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.fieldErrors[field]).toBe(message);
    expect(json.message).toEqual(expect.any(String));
  });

  it('answers bad JSON with 400, never 500', async () => {
    const shopper = await signedInShopper(t);
    const res = await t.app.request('/api/account/profile', {
      method: 'PUT',
      headers: { cookie: shopper.jar.header(), 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('answers in Turkish for a Turkish visitor', async () => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call(
      '/api/account/profile',
      'PUT',
      { ...full, email: shopper.email, phone: '123' },
      { cookie: `${shopper.jar.header()}; lang=tr` },
    );
    expect((await res.json()).fieldErrors.phone).toBe('Lütfen geçerli bir telefon numarası girin');
  });
});

describe('POST /api/account/password', () => {
  it('changes the password: 200 {message}; this session stays, the other ends; the new password signs in', async () => {
    const shopper = await signedInShopper(t);
    const other = cookieJar();
    other.store(await t.json('/api/login', 'POST', { email: shopper.email, password: shopper.password }));
    const res = await shopper.call('/api/account/password', 'POST', {
      currentPassword: shopper.password,
      newPassword: 'fresh-passphrase-42',
      confirmPassword: 'fresh-passphrase-42',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      message: 'Your password has been changed. Other sessions have been signed out.',
    });
    expect((await (await shopper.call('/api/me')).json()).user).not.toBeNull();
    expect((await (await t.app.request('/api/me', { headers: { cookie: other.header() } })).json()).user).toBeNull();
    expect((await t.json('/api/login', 'POST', { email: shopper.email, password: shopper.password })).status).toBe(401);
    expect((await t.json('/api/login', 'POST', { email: shopper.email, password: 'fresh-passphrase-42' })).status).toBe(
      200,
    );
  });

  it('refuses a wrong current password: 400 with the field error, nothing changed', async () => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call('/api/account/password', 'POST', {
      currentPassword: 'not-the-password',
      newPassword: 'fresh-passphrase-42',
      confirmPassword: 'fresh-passphrase-42',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Your current password is not correct',
      fieldErrors: { currentPassword: 'Your current password is not correct' },
    });
    expect((await t.json('/api/login', 'POST', { email: shopper.email, password: shopper.password })).status).toBe(200);
  });

  it.each([
    [
      { newPassword: 'fresh-passphrase-42', confirmPassword: 'fresh-passphrase-42' },
      'currentPassword',
      'You must enter your current password',
    ],
    [{ currentPassword: 'x', newPassword: '', confirmPassword: '' }, 'newPassword', 'You must enter your new password'],
    [
      { currentPassword: 'x', newPassword: 'abc12', confirmPassword: 'abc12' },
      'newPassword',
      'Password must be at least 6 characters',
    ],
    [
      { currentPassword: 'x', newPassword: 'fresh-passphrase-42', confirmPassword: '' },
      'confirmPassword',
      'You must enter your password again',
    ],
    [
      { currentPassword: 'x', newPassword: 'fresh-passphrase-42', confirmPassword: 'fresh-passphrase-43' },
      'confirmPassword',
      'Passwords do not match',
    ],
  ])('refuses %j (400, %s: %s)', async (body, field, message) => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call('/api/account/password', 'POST', body);
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors[field]).toBe(message);
  });

  it('gives the Turkish messages of the spec', async () => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call(
      '/api/account/password',
      'POST',
      { currentPassword: '', newPassword: '', confirmPassword: '' },
      { cookie: `${shopper.jar.header()}; lang=tr` },
    );
    expect((await res.json()).fieldErrors).toEqual({
      currentPassword: 'Mevcut şifrenizi girmelisiniz',
      newPassword: 'Yeni şifrenizi girmelisiniz',
      confirmPassword: 'Şifrenizi tekrar girmelisiniz',
    });
  });
});
