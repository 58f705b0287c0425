import { z } from 'zod';
import type { Country } from '../countries.ts';
import { countryField } from './country.ts';
import { ONE_EMAIL_ADDRESS_PATTERN } from '../patterns.ts';

/** The profile form's rules (docs/product.md §7.6), shared by the page (client and action) and the API. Messages are text keys. */

/** docs/product.md §7.6 (phone): after removing spaces and dashes, an optional plus and 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;

export const PROFILE_MAX = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  city: 100,
  state: 100,
  postalCode: 20,
} as const;

export const PROFILE_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'state', 'postalCode', 'country'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type Profile = {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  country: Country;
};

/** An empty phone is fine; any other must match PHONE_PATTERN once spaces and dashes are gone. */
export const isValidPhone = (phone: string) => phone === '' || PHONE_PATTERN.test(phone.replace(/[\s-]/g, ''));

/** Optional texts: missing or null is empty. */
const optionalText = (max: number, tooLongKey = 'account.errors.fieldTooLong') =>
  z
    .string({ error: 'account.errors.fieldInvalid' })
    .trim()
    .max(max, tooLongKey)
    .nullish()
    .transform((value) => value ?? '');

export const profileSchema = z.object({
  name: z
    .string({ error: 'account.errors.nameRequired' })
    .trim()
    .min(1, 'account.errors.nameRequired')
    .max(PROFILE_MAX.name, 'account.errors.nameTooLong'),
  email: z
    .string({ error: 'account.errors.emailRequired' })
    .trim()
    .min(1, 'account.errors.emailRequired')
    .max(PROFILE_MAX.email, 'account.errors.emailInvalid')
    .regex(ONE_EMAIL_ADDRESS_PATTERN, 'account.errors.emailInvalid'),
  phone: optionalText(PROFILE_MAX.phone, 'account.errors.phoneInvalid').refine(
    isValidPhone,
    'account.errors.phoneInvalid',
  ),
  address: optionalText(PROFILE_MAX.address),
  city: optionalText(PROFILE_MAX.city),
  state: optionalText(PROFILE_MAX.state),
  postalCode: optionalText(PROFILE_MAX.postalCode),
  // An ISO code or a country's name in English or Turkish ("England", "İtalya"); stored as the code.
  country: countryField('account.errors.countryInvalid'),
});

export type ProfileInput = z.output<typeof profileSchema>;
