import type { CheckoutFailure } from '#app/components/checkout/checkout-problem.tsx';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { Profile } from '#common/schemas/profile.ts';
import type { SavedAddress } from '#common/schemas/address-book.ts';
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

/** A discount code the summary shows applied, and what it takes off the cart's lines. */
export type AppliedCode = { code: string; discountCents: number };
/** Why the code in the field does not apply (its message and what it names). */
export type CodeProblem = { message: TranslationKey; details: Record<string, unknown> };

export type CheckoutResult = {
  fieldErrors?: Record<string, TranslationKey>;
  failure?: CheckoutFailure;
  idempotencyKey: string;
  /** After Apply (or a Complete Order whose code had not been applied): the code now applied, or none. */
  discount?: AppliedCode | null;
  discountError?: CodeProblem;
  /** The order was not placed because the code changed the total: the shopper reviews it first. */
  review?: boolean;
  /** What was typed, for the page rendered again without JavaScript (never the card number or CVV). */
  values?: CheckoutValues;
  /** After "Use this address": the saved address chosen ('new' for a new one). */
  savedAddress?: string;
};

/** The form as typed, echoed back after Apply so a page without JavaScript keeps it. */
export type CheckoutValues = {
  billingInfo: AddressValues;
  shippingInfo: AddressValues;
  shippingSameAsBilling: boolean;
  shippingMethod: string;
  cardName: string;
  cardExpiry: string;
  discountCode: string;
};

export function echoCheckoutForm(form: FormData): CheckoutValues {
  const text = (name: string, max = 200) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, max) : '';
  };
  const block = (prefix: string) =>
    Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(`${prefix}.${f}`)])) as AddressValues;
  return {
    billingInfo: block('billingInfo'),
    shippingInfo: block('shippingInfo'),
    shippingSameAsBilling: form.get('shippingSameAsBilling') === 'on',
    shippingMethod: text('shippingMethod', 20),
    cardName: text('paymentInfo.cardName', 100),
    cardExpiry: text('paymentInfo.cardExpiry', 5),
    discountCode: text('discountCode', 64),
  };
}

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

/** A saved address as the billing block's values (the e-mail is the account's, added by the caller). */
export function addressValuesOf(a: SavedAddress): Omit<AddressValues, 'email'> {
  return {
    firstName: a.firstName,
    lastName: a.lastName,
    phone: a.phone,
    address: a.address,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
}

/** An amount the page showed (`shownSubtotalCents`, `shownDiscountCents`), when it sent one (whole cents, at most 9 digits). */
export function shownCentsOf(form: FormData, name: 'shownSubtotalCents' | 'shownDiscountCents') {
  const shown = form.get(name);
  return typeof shown === 'string' && /^\d{1,9}$/.test(shown) ? Number(shown) : null;
}
