import { z } from 'zod';
import { ONE_EMAIL_ADDRESS_PATTERN } from '../patterns.ts';

/** The contact form's rules (docs/product.md §15.1), shared by the page (client and action) and the API. Messages are text keys. */

/** The spec's simple e-mail check (something@something.something, no spaces), as one address: the receipt is mailed to it. */
export const CONTACT_EMAIL_PATTERN = ONE_EMAIL_ADDRESS_PATTERN;
/** docs/product.md §15.1: the message needs at least 10 characters once trimmed. */
export const MESSAGE_MIN_LENGTH = 10;
/** docs/product.md §15.1: after removing spaces and dashes, an optional plus and 10 to 15 digits. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;
/** Upper bounds that only stop absurd input. */
export const CONTACT_MAX = { name: 100, email: 254, subject: 200, phone: 30, message: 5000, orderNumber: 40 } as const;
/** Order numbers as shown to shoppers, e.g. GL-100042. */
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'phone', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const normalizePhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** Phone is optional; when given it must match PHONE_PATTERN after removing spaces and dashes. */
export const isValidPhone = (phone: string) => phone.trim() === '' || PHONE_PATTERN.test(normalizePhone(phone));

/** A valid order number from a query string or form field, else null (never an error: it only links a message). */
export function parseOrderNumber(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length <= CONTACT_MAX.orderNumber && ORDER_NUMBER_PATTERN.test(trimmed) ? trimmed : null;
}

const requiredText = (requiredKey: string, max: number, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, tooLongKey);

export const contactSchema = z.object({
  name: requiredText('contact.errors.nameRequired', CONTACT_MAX.name, 'contact.errors.nameTooLong'),
  email: z
    .string({ error: 'contact.errors.emailRequired' })
    .trim()
    .min(1, 'contact.errors.emailRequired')
    .max(CONTACT_MAX.email, 'contact.errors.emailInvalid')
    .regex(CONTACT_EMAIL_PATTERN, 'contact.errors.emailInvalid'),
  subject: requiredText('contact.errors.subjectRequired', CONTACT_MAX.subject, 'contact.errors.subjectTooLong'),
  phone: z
    .string({ error: 'contact.errors.phoneInvalid' })
    .trim()
    .max(CONTACT_MAX.phone, 'contact.errors.phoneInvalid')
    .refine(isValidPhone, 'contact.errors.phoneInvalid')
    .nullish(),
  message: z
    .string({ error: 'contact.errors.messageRequired' })
    .trim()
    .min(1, 'contact.errors.messageRequired')
    .min(MESSAGE_MIN_LENGTH, 'contact.errors.messageTooShort')
    .max(CONTACT_MAX.message, 'contact.errors.messageTooLong'),
  /** The order the message is about (e.g. a cancellation request); linked only when the sender owns it. */
  orderNumber: z
    .string({ error: 'contact.errors.orderNumberInvalid' })
    .trim()
    .max(CONTACT_MAX.orderNumber, 'contact.errors.orderNumberInvalid')
    .regex(ORDER_NUMBER_PATTERN, 'contact.errors.orderNumberInvalid')
    .nullish(),
});

export type ContactInput = z.output<typeof contactSchema>;

/** Reads the form fields as strings (missing ones as ''); an empty order number becomes undefined. */
export function readContactForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const orderNumber = parseOrderNumber(form.get('orderNumber'));
  return {
    name: text('name'),
    email: text('email'),
    subject: text('subject'),
    phone: text('phone'),
    message: text('message'),
    ...(orderNumber ? { orderNumber } : {}),
  };
}
