import type { FieldErrors } from '#app/components/ui/form.tsx';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { CONTACT_MAX, type ContactField, type readContactForm } from '#common/schemas/contact.ts';

export type ContactFormValues = Record<ContactField | 'orderNumber', string>;

export type ContactActionResult =
  { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: TranslationKey; values?: ContactFormValues };

/** What was posted, echoed back so a page rendered without JavaScript keeps what was typed (bounded: never the whole body). */
export function echoedValues(input: ReturnType<typeof readContactForm>): ContactFormValues {
  return {
    name: input.name.slice(0, CONTACT_MAX.name * 2),
    email: input.email.slice(0, CONTACT_MAX.email * 2),
    subject: input.subject.slice(0, CONTACT_MAX.subject * 2),
    phone: input.phone.slice(0, CONTACT_MAX.phone * 2),
    message: input.message.slice(0, CONTACT_MAX.message * 2),
    orderNumber: input.orderNumber ?? '',
  };
}
