/**
 * The one address rule (docs/product.md §9.2.1): which fields a country's addresses have, which
 * are required and what they are called, and how the country writes an address. The checkout
 * form, the address book, the server's validation and every printed address (pages, mails,
 * invoice, back office) use it.
 *
 * The fields keep the checkout contract's names: `city`, `state` (Türkiye's ilçe, a US state, a
 * Canadian province, a Japanese prefecture…) and `zip` (postal code, postcode, ZIP code).
 */
import type { TranslationKey } from './i18n/ui-texts.ts';
import { HOME_COUNTRY } from './shipping.ts';

export type PostalAddress = { address: string; city: string; state: string; zip: string; country: string };

/** An order's billing or shipping address: who, how to reach them, and where. */
export type OrderAddress = PostalAddress & { firstName: string; lastName: string; email: string; phone: string };

/** The fields under the street that differ by country. */
export type AddressPart = 'city' | 'state' | 'zip';
export type FieldNeed = 'required' | 'optional' | 'absent';
type Locality = Pick<PostalAddress, AddressPart>;

export type CountryAddressRule = {
  /** The fields the country has, in the order its addresses write them (absent ones left out). */
  order: readonly AddressPart[];
  need: Record<AddressPart, FieldNeed>;
  labels: Record<AddressPart, TranslationKey>;
  /** The message when a required field is empty. */
  required: Record<AddressPart, TranslationKey>;
  /** The postal code's shape and the message when it does not fit (spaces and case are forgiven). */
  zip?: { pattern: RegExp; message: TranslationKey; normalize?: (zip: string) => string };
  /** The lines under the street. */
  locality: (a: Locality) => string[];
};

const join = (parts: string[], separator = ' ') => parts.filter(Boolean).join(separator);

const REQUIRED = {
  city: 'checkout.errors.cityRequired',
  state: 'checkout.errors.stateRequired',
  zip: 'checkout.errors.zipRequired',
} as const satisfies Record<AddressPart, TranslationKey>;

const LABELS = { city: 'checkout.city', state: 'checkout.state', zip: 'checkout.zip' } as const satisfies Record<
  AddressPart,
  TranslationKey
>;

const fiveDigits = { pattern: /^\d{5}$/, message: 'addresses.errors.zipFiveDigits' } as const;

/** Postal code and city on one line (most of Europe): "10119 Berlin". */
const zipThenCity = (extra: Partial<CountryAddressRule> = {}): CountryAddressRule => ({
  order: ['zip', 'city'],
  need: { city: 'required', state: 'absent', zip: 'required' },
  labels: LABELS,
  required: REQUIRED,
  zip: fiveDigits,
  locality: (a) => [join([a.zip, a.city])],
  ...extra,
});

const upper = (zip: string) => zip.toUpperCase();

const RULES: Record<string, CountryAddressRule> = {
  // Türkiye: il (city), ilçe (district), 5-digit postcode: "34710 Kadıköy/İstanbul".
  TR: {
    order: ['city', 'state', 'zip'],
    need: { city: 'required', state: 'required', zip: 'required' },
    labels: LABELS,
    required: REQUIRED,
    zip: fiveDigits,
    locality: (a) => [join([a.zip, join([a.state, a.city], '/')])],
  },
  DE: zipThenCity(),
  FR: zipThenCity(),
  // Italy: the province's two letters after the city, when given: "00184 Roma RM".
  IT: zipThenCity({
    order: ['zip', 'city', 'state'],
    need: { city: 'required', state: 'optional', zip: 'required' },
    labels: { ...LABELS, state: 'addresses.labels.province' },
    locality: (a) => [join([a.zip, a.city, a.state])],
  }),
  // United Kingdom: town and postcode on lines of their own, no county.
  GB: {
    order: ['city', 'zip'],
    need: { city: 'required', state: 'absent', zip: 'required' },
    labels: { ...LABELS, city: 'addresses.labels.townCity', zip: 'addresses.labels.postcode' },
    required: { ...REQUIRED, city: 'addresses.errors.townRequired', zip: 'addresses.errors.postcodeRequired' },
    zip: {
      pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
      message: 'addresses.errors.postcodeGb',
      normalize: (zip) => upper(zip).replace(/^(.+?)\s*(\d[A-Z]{2})$/, '$1 $2'),
    },
    locality: (a) => [a.city, a.zip],
  },
  // United States: "New York, NY 10110".
  US: {
    order: ['city', 'state', 'zip'],
    need: { city: 'required', state: 'required', zip: 'required' },
    labels: { ...LABELS, state: 'addresses.labels.state', zip: 'addresses.labels.zipCode' },
    required: { ...REQUIRED, state: 'addresses.errors.stateRequired', zip: 'addresses.errors.zipCodeRequired' },
    zip: { pattern: /^\d{5}(-\d{4})?$/, message: 'addresses.errors.zipUs' },
    locality: (a) => [join([join([a.city, a.state], ', '), a.zip])],
  },
  // Canada: "Toronto ON  M5V 3L9".
  CA: {
    order: ['city', 'state', 'zip'],
    need: { city: 'required', state: 'required', zip: 'required' },
    labels: { ...LABELS, state: 'addresses.labels.province' },
    required: { ...REQUIRED, state: 'addresses.errors.provinceRequired' },
    zip: {
      pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/,
      message: 'addresses.errors.postalCodeCa',
      normalize: (zip) => upper(zip).replace(/^([A-Z]\d[A-Z])\s*(\d[A-Z]\d)$/, '$1 $2'),
    },
    locality: (a) => [join([a.city, a.state, a.zip])],
  },
  // Australia: "Sydney NSW 2000".
  AU: {
    order: ['city', 'state', 'zip'],
    need: { city: 'required', state: 'required', zip: 'required' },
    labels: {
      ...LABELS,
      city: 'addresses.labels.suburb',
      state: 'addresses.labels.state',
      zip: 'addresses.labels.postcode',
    },
    required: {
      city: 'addresses.errors.suburbRequired',
      state: 'addresses.errors.stateRequired',
      zip: 'addresses.errors.postcodeRequired',
    },
    zip: { pattern: /^\d{4}$/, message: 'addresses.errors.postcodeAu' },
    locality: (a) => [join([a.city, a.state, a.zip])],
  },
  // Japan, written in Latin letters: "Chiyoda-ku, Tokyo 100-0001".
  JP: {
    order: ['zip', 'state', 'city'],
    need: { city: 'required', state: 'required', zip: 'required' },
    labels: { ...LABELS, state: 'addresses.labels.prefecture' },
    required: { ...REQUIRED, state: 'addresses.errors.prefectureRequired' },
    zip: {
      pattern: /^\d{3}-\d{4}$/,
      message: 'addresses.errors.postalCodeJp',
      normalize: (zip) => zip.replace(/^(\d{3})\s*-?\s*(\d{4})$/, '$1-$2'),
    },
    locality: (a) => [join([join([a.city, a.state], ', '), a.zip])],
  },
};

/** Any other country: a city, and a region and postal code when it has them. */
const OTHER: CountryAddressRule = {
  order: ['city', 'state', 'zip'],
  need: { city: 'required', state: 'optional', zip: 'optional' },
  labels: { ...LABELS, state: 'addresses.labels.region' },
  required: REQUIRED,
  locality: (a) => [join([join([a.city, a.state], ', '), a.zip])],
};

/** Older orders name Türkiye rather than give its code. */
function codeOf(country: string): string {
  const value = country.trim();
  if (/^(tur|turkey|türkiye|turkiye)$/i.test(value)) return HOME_COUNTRY;
  return value.toUpperCase();
}

/**
 * The browser's autofill name of an address part (HTML autocomplete): Türkiye's il is its first
 * level and ilçe its second; elsewhere the city is the second and the state the first.
 */
export function autocompleteOf(part: AddressPart, country: string): string {
  if (part === 'zip') return 'postal-code';
  const first = country === 'TR' ? 'city' : 'state';
  return part === first ? 'address-level1' : 'address-level2';
}

export function addressRuleFor(country: string): CountryAddressRule {
  return RULES[codeOf(country)] ?? OTHER;
}

/** The fields as the country keeps them: trimmed, a postal code in its usual form, absent fields emptied. */
export function normalizeLocality<T extends Locality & { country: string }>(a: T): T {
  const rule = addressRuleFor(a.country);
  const out = { ...a, city: a.city.trim(), state: a.state.trim(), zip: a.zip.trim().replace(/\s+/g, ' ') };
  if (rule.need.state === 'absent') out.state = '';
  if (rule.need.zip === 'absent') out.zip = '';
  if (out.zip && rule.zip?.normalize) out.zip = rule.zip.normalize(out.zip);
  return out;
}

/**
 * What is wrong with the fields under the street, by field (a text key each); empty when nothing.
 * A field the country does not have is never asked for.
 */
export function addressProblems(a: Locality & { country: string }): Partial<Record<AddressPart, TranslationKey>> {
  const rule = addressRuleFor(a.country);
  const value = normalizeLocality(a);
  const problems: Partial<Record<AddressPart, TranslationKey>> = {};
  for (const part of ['city', 'state', 'zip'] as const) {
    if (rule.need[part] === 'required' && !value[part]) problems[part] = rule.required[part];
  }
  if (!problems.zip && value.zip && rule.zip && !rule.zip.pattern.test(upper(value.zip)))
    problems.zip = rule.zip.message;
  return problems;
}

/** The lines under the street, as the country writes them (absent fields left out). */
export function localityLines(a: PostalAddress): string[] {
  const value = normalizeLocality(a);
  return addressRuleFor(a.country).locality(value).filter(Boolean);
}

/** The lines under the street on one line ("10119 Berlin", "London, SW1A 2AA"). */
export function cityLine(a: PostalAddress): string {
  return localityLines(a).join(', ');
}

/** Street, the country's lines under it and the country's name (empty parts left out). */
export function addressLines(a: PostalAddress, countryName: (code: string) => string): string[] {
  const country = a.country.trim();
  // A country stored as free text (older orders, a name no rule knows) is printed as it was written.
  const code = codeOf(country);
  const named = /^[A-Z]{2}$/.test(code) ? countryName(code) : country;
  return [a.address.trim(), ...localityLines(a), country ? named : ''].filter(Boolean);
}

/** The address on one line: "Musterstraße 1, 10119 Berlin, Germany". */
export function oneLineAddress(a: PostalAddress, countryName: (code: string) => string): string {
  return addressLines(a, countryName).join(', ');
}
