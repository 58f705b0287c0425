import { z } from 'zod';
import { validCardNumber, validCvv } from '../cards.ts';
import { countryField } from './country.ts';
import { addressProblems, normalizeLocality } from '../address.ts';
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS, methodAvailable } from '../shipping.ts';
import { quantityInput } from './cart.ts';
import { checkoutDiscountCode } from './discounts.ts';
import { ONE_EMAIL_ADDRESS_PATTERN } from '../patterns.ts';

const text = (max = 200) => z.string().trim().max(max, 'checkout.errors.tooLong');
const required = (key: string, max = 200) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'checkout.errors.tooLong');

/**
 * The fields under the street follow the country (common/address.ts): what it lacks is never
 * asked for and is dropped, what it requires is refused when empty, a postal code must have its
 * country's shape. Each refusal names its field.
 */
type Locality = { city: string; state: string; zip: string; country: string };

const asLocality = (value: unknown): Locality | null => {
  const v = value as Partial<Record<keyof Locality, unknown>> | null;
  return v && ['city', 'state', 'zip', 'country'].every((k) => typeof v[k as keyof Locality] === 'string')
    ? (v as Locality)
    : null;
};

/** Checked beside the other fields' refusals (the form shows every message at once). */
export const countryRule = [
  (value: unknown, ctx: z.RefinementCtx) => {
    const locality = asLocality(value);
    if (!locality) return;
    for (const [field, message] of Object.entries(addressProblems(locality)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  },
  { when: (payload: { value: unknown }) => asLocality(payload.value) !== null },
] as const;

export const byCountry = <T extends Locality>(value: T): T => normalizeLocality(value);

export const addressShape = {
  firstName: required('checkout.errors.firstNameRequired', 80),
  lastName: required('checkout.errors.lastNameRequired', 80),
  email: required('checkout.errors.emailRequired', 254).regex(
    ONE_EMAIL_ADDRESS_PATTERN,
    'checkout.errors.emailInvalid',
  ),
  phone: text(40).default(''),
  address: required('checkout.errors.addressRequired'),
  city: text(100).default(''),
  state: text(100).default(''),
  zip: text(20).default(''),
  // An ISO code or a country's name in English or Turkish ("Turkey", "Almanya"); stored as the code.
  country: countryField('checkout.errors.countryInvalid'),
};

/**
 * Billing address: email is required and one address (the order's mails go to it; a list such as
 * `a@x.example, b@y.example` would be refused by the mailer after the order, docs/product.md §9.3);
 * phone optional.
 */
export const billingSchema = z
  .object(addressShape)
  .superRefine(...countryRule)
  .transform(byCountry);

/** Shipping address when it differs from billing: email and phone optional. */
export const shippingSchema = z
  .object({
    ...addressShape,
    email: text(254)
      .refine((email) => email === '' || ONE_EMAIL_ADDRESS_PATTERN.test(email), 'checkout.errors.emailInvalid')
      .default(''),
  })
  .superRefine(...countryRule)
  .transform(byCountry);

export const paymentSchema = z
  .object({
    cardName: required('checkout.errors.cardNameRequired', 100),
    cardNumber: z
      .string({ error: 'checkout.errors.cardNumberRequired' })
      .trim()
      .min(1, 'checkout.errors.cardNumberRequired')
      .transform((v) => v.replace(/[\s-]+/g, ''))
      .pipe(z.string().refine(validCardNumber, 'checkout.errors.cardNumberInvalid')),
    cardExpiry: z
      .string({ error: 'checkout.errors.expiryRequired' })
      .trim()
      .min(1, 'checkout.errors.expiryRequired')
      .regex(/^\d{2}\/\d{2}$/, 'checkout.errors.expiryFormat'),
    cardCvv: z
      .string({ error: 'checkout.errors.cvvRequired' })
      .trim()
      .min(1, 'checkout.errors.cvvRequired')
      .regex(/^\d{3,4}$/, 'checkout.errors.cvvInvalid'),
  })
  // AMEX's code has 4 digits; checked once the number is known.
  .refine((card) => validCvv(card.cardCvv, card.cardNumber), {
    message: 'checkout.errors.cvvInvalid',
    path: ['cardCvv'],
    when: (p) => p.issues.length === 0,
  });

/** A cart line as the spec's client sends it; only id and quantity count (prices come from the server). */
const cartItem = z.looseObject({
  id: z.string().trim().min(1).max(120),
  quantity: quantityInput(1, 999),
});

/**
 * The checkout contract (docs/product.md §9.2, with its idempotency key): cart, totalAmount, billingInfo,
 * shippingInfo (ignored when same as billing), paymentInfo, shippingMethod, discountCode.
 */
export const checkoutSchema = z
  .object({
    cart: z.array(cartItem).max(100).optional(),
    totalAmount: z.number().nonnegative().optional(),
    billingInfo: billingSchema,
    shippingSameAsBilling: z.boolean().default(true),
    shippingInfo: z.unknown().optional(),
    paymentInfo: paymentSchema,
    /** Standard (free) or express (priced by subtotal; Türkiye only): common/shipping.ts. */
    shippingMethod: z
      .enum(SHIPPING_METHODS, { error: 'checkout.errors.shippingMethodInvalid' })
      .default(DEFAULT_SHIPPING_METHOD),
    /** A discount code (any case; empty = none): the server checks and applies it (docs/product.md §9.13). */
    discountCode: checkoutDiscountCode,
    idempotencyKey: z
      .string()
      .trim()
      .min(8, 'checkout.errors.idempotencyKey')
      .max(100, 'checkout.errors.idempotencyKey')
      .optional(),
  })
  .transform((value, ctx) => {
    let shippingInfo = value.billingInfo;
    if (!value.shippingSameAsBilling) {
      const shipping = shippingSchema.safeParse(value.shippingInfo ?? {});
      if (!shipping.success) {
        for (const issue of shipping.error.issues)
          ctx.addIssue({ code: 'custom', path: ['shippingInfo', ...issue.path], message: issue.message });
        return z.NEVER;
      }
      shippingInfo = shipping.data;
    }
    if (!methodAvailable(value.shippingMethod, shippingInfo.country)) {
      ctx.addIssue({ code: 'custom', path: ['shippingMethod'], message: 'checkout.errors.expressDomesticOnly' });
      return z.NEVER;
    }
    return { ...value, shippingInfo };
  });

export type CheckoutInput = z.output<typeof checkoutSchema>;
export type AddressInput = z.output<typeof billingSchema>;
