import type { CheckoutFailure } from '#app/components/checkout/checkout-problem.tsx';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import type { Profile } from '#common/schemas/profile.ts';
import { DEFAULT_COUNTRY } from '#common/countries.ts';
import { DEFAULT_SHIPPING_METHOD } from '#common/shipping.ts';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;

/** The shipping block starts empty, in the shop's country. */
export const EMPTY_ADDRESS = Object.fromEntries(
  ADDRESS_FIELDS.map((f) => [f, f === 'country' ? DEFAULT_COUNTRY : '']),
) as AddressValues;

export type CheckoutResult = {
  fieldErrors?: Record<string, TranslationKey>;
  failure?: CheckoutFailure;
  idempotencyKey: string;
};

/** Reads the flat form (billingInfo.firstName …) into the checkout contract's shape. */
export function readCheckoutForm(form: FormData) {
  const block = (prefix: string) =>
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(form.get(`${prefix}.${f}`) ?? '')]));
  return {
    billingInfo: block('billingInfo'),
    shippingSameAsBilling: form.get('shippingSameAsBilling') === 'on',
    shippingInfo: block('shippingInfo'),
    shippingMethod: String(form.get('shippingMethod') ?? DEFAULT_SHIPPING_METHOD),
    paymentInfo: {
      cardName: String(form.get('paymentInfo.cardName') ?? ''),
      cardNumber: String(form.get('paymentInfo.cardNumber') ?? ''),
      cardExpiry: String(form.get('paymentInfo.cardExpiry') ?? ''),
      cardCvv: String(form.get('paymentInfo.cardCvv') ?? ''),
    },
  };
}

/** The billing block starts from the shopper's profile (its name split at the first space). */
export function prefillFrom(profile: Profile) {
  const [firstName, ...rest] = profile.name.split(' ');
  return {
    firstName: firstName ?? '',
    lastName: rest.join(' '),
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zip: profile.postalCode,
    country: profile.country || DEFAULT_COUNTRY,
  };
}

/** The subtotal the page showed, when it sent one (whole cents, at most 9 digits). */
export function shownSubtotalOf(form: FormData) {
  const shown = form.get('shownSubtotalCents');
  return typeof shown === 'string' && /^\d{1,9}$/.test(shown) ? Number(shown) : null;
}
