import { describe, expect, it } from 'vitest';
import { isValidPhone, profileSchema } from './profile.ts';
import { firstIssuePerField } from './field-errors.ts';

const valid = { name: 'Ayşe Yılmaz', email: 'ayse@example.com' };

const errorsOf = (input: unknown) => {
  const result = profileSchema.safeParse(input);
  return result.success ? {} : firstIssuePerField(result.error.issues);
};

describe('profileSchema', () => {
  it('needs only a name and an e-mail; the rest defaults to empty and the country to Türkiye', () => {
    expect(profileSchema.parse(valid)).toEqual({
      ...valid,
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: 'TR',
    });
  });

  it('keeps a full profile, trimmed', () => {
    const full = {
      name: '  Ayşe Yılmaz ',
      email: ' ayse@example.com ',
      phone: ' +90 532-123 45 67 ',
      address: ' Bağdat Cad. No: 10 ',
      city: 'İstanbul',
      state: 'Kadıköy',
      postalCode: '34710',
      country: 'DE',
    };
    expect(profileSchema.parse(full)).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '+90 532-123 45 67',
      address: 'Bağdat Cad. No: 10',
      city: 'İstanbul',
      state: 'Kadıköy',
      postalCode: '34710',
      country: 'DE',
    });
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'account.errors.nameRequired'],
    [{ ...valid, name: '   ' }, 'name', 'account.errors.nameRequired'],
    [{ email: valid.email }, 'name', 'account.errors.nameRequired'],
    [{ ...valid, name: 'x'.repeat(101) }, 'name', 'account.errors.nameTooLong'],
    [{ ...valid, email: '' }, 'email', 'account.errors.emailRequired'],
    [{ name: valid.name }, 'email', 'account.errors.emailRequired'],
    [{ ...valid, email: 'ayse' }, 'email', 'account.errors.emailInvalid'],
    [{ ...valid, email: 'ayse@example' }, 'email', 'account.errors.emailInvalid'],
    [{ ...valid, email: 'ay se@example.com' }, 'email', 'account.errors.emailInvalid'],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, 'email', 'account.errors.emailInvalid'],
    [{ ...valid, phone: '12345' }, 'phone', 'account.errors.phoneInvalid'],
    [{ ...valid, phone: '123456789' }, 'phone', 'account.errors.phoneInvalid'],
    [{ ...valid, phone: '1234567890123456' }, 'phone', 'account.errors.phoneInvalid'],
    [{ ...valid, phone: '0532 ABC 45 67' }, 'phone', 'account.errors.phoneInvalid'],
    [{ ...valid, phone: '++905321234567' }, 'phone', 'account.errors.phoneInvalid'],
    [{ ...valid, phone: '0532 123 45 67'.padEnd(31, ' ') + '1' }, 'phone', 'account.errors.phoneInvalid'],
    [{ ...valid, address: 'x'.repeat(201) }, 'address', 'account.errors.fieldTooLong'],
    [{ ...valid, city: 'x'.repeat(101) }, 'city', 'account.errors.fieldTooLong'],
    [{ ...valid, state: 'x'.repeat(101) }, 'state', 'account.errors.fieldTooLong'],
    [{ ...valid, postalCode: 'x'.repeat(21) }, 'postalCode', 'account.errors.fieldTooLong'],
    [{ ...valid, address: 42 }, 'address', 'account.errors.fieldInvalid'],
    [{ ...valid, country: 'US' }, 'country', 'account.errors.countryInvalid'],
    [{ ...valid, country: '' }, 'country', 'account.errors.countryInvalid'],
    [{ ...valid, country: 'Narnia' }, 'country', 'account.errors.countryInvalid'],
  ])('refuses %j (%s: %s)', (input, field, key) => {
    expect(errorsOf(input)[field]).toBe(key);
  });

  it('accepts the limits exactly', () => {
    const atLimit = {
      name: 'x'.repeat(100),
      email: valid.email,
      address: 'x'.repeat(200),
      city: 'x'.repeat(100),
      state: 'x'.repeat(100),
      postalCode: 'x'.repeat(20),
    };
    expect(profileSchema.safeParse(atLimit).success).toBe(true);
  });

  it('treats null optional fields as empty (API clients)', () => {
    expect(
      profileSchema.parse({ ...valid, phone: null, address: null, city: null, state: null, postalCode: null }),
    ).toMatchObject({ phone: '', address: '', city: '', state: '', postalCode: '' });
  });

  it('reports every field in error at once', () => {
    expect(errorsOf({ name: '', email: 'nope', phone: '1', country: 'XX' })).toEqual({
      name: 'account.errors.nameRequired',
      email: 'account.errors.emailInvalid',
      phone: 'account.errors.phoneInvalid',
      country: 'account.errors.countryInvalid',
    });
  });
});

describe('phone rule (docs/product.md §7.6): spaces and dashes removed, optional +, 10 to 15 digits', () => {
  it.each([
    '',
    '5321234567',
    '+905321234567',
    '0532 123 45 67',
    '0532-123-45-67',
    '+90 532 123-45-67',
    '123456789012345',
    '+123456789012345',
  ])('accepts %j', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['532123456', '1234567890123456', '+90 (532) 123 45 67', '90+5321234567', '0532.123.45.67', 'phone'])(
    'refuses %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});
