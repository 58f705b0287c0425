import { z } from 'zod';
import { addressShape, byCountry, countryRule } from './checkout.ts';

/** How many addresses one account keeps (docs/product.md §7.7). */
export const ADDRESS_BOOK_MAX = 10;

/** The fields of a saved address, in the order the form shows them (the country's own order between). */
export const SAVED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
] as const;
export type SavedAddressField = (typeof SAVED_ADDRESS_FIELDS)[number];

/**
 * An address of the address book: the checkout's address without the e-mail (the account has
 * one), the same rule by country (common/address.ts) and the same limits.
 */
export const savedAddressSchema = z
  .object({
    firstName: addressShape.firstName,
    lastName: addressShape.lastName,
    phone: addressShape.phone,
    address: addressShape.address,
    city: addressShape.city,
    state: addressShape.state,
    zip: addressShape.zip,
    country: addressShape.country,
    /** Make it the default (the first address is the default whatever this says). */
    makeDefault: z.boolean().default(false),
  })
  .superRefine(...countryRule)
  .transform(byCountry);

export type SavedAddressInput = z.output<typeof savedAddressSchema>;

/** A saved address as the shop shows and sends it. */
export type SavedAddress = Omit<SavedAddressInput, 'makeDefault' | 'country'> & {
  id: number;
  country: string;
  isDefault: boolean;
};
