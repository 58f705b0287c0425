import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { Alert, TextField, useFieldErrors, type FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ContactActionResult, ContactFormValues } from '#app/lib/contact-form.ts';
import type { ContactData } from './contact.types.ts';
import {
  CONTACT_FIELDS,
  CONTACT_MAX,
  contactSchema,
  readContactForm,
  type ContactField,
} from '#common/schemas/contact.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** The message form: starts from the account (or, for an order, the cancellation subject); checked before it is sent. */
export function ContactForm({
  loaded,
  result,
}: {
  loaded: ContactData;
  result: Exclude<ContactActionResult, { ok: true }> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, clear, set } = useFieldErrors(result?.fieldErrors);
  const messageId = useId();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    navigation.formAction?.split('?')[0] === '/contact';

  // What the form starts with: what was posted (page rendered without JavaScript), else the account's name and e-mail
  // and, for an order, the cancellation subject.
  const orderNumber = result?.values ? result.values.orderNumber : (loaded.orderNumber ?? '');
  const initial: ContactFormValues = result?.values ?? {
    name: loaded.name,
    email: loaded.email,
    subject: loaded.orderNumber ? t('contact.cancellationSubject', { order: loaded.orderNumber }) : '',
    phone: '',
    message: '',
    orderNumber,
  };

  const focusField = (name: ContactField | undefined) => {
    const element = name ? formRef.current?.elements.namedItem(name) : null;
    // After React has rendered the error, so it is read with the field.
    if (element instanceof HTMLElement) requestAnimationFrame(() => element.focus());
  };
  const focusFirstInvalid = (fieldErrors: FieldErrors) =>
    focusField(CONTACT_FIELDS.find((field) => fieldErrors[field]));

  // Errors from the server (with JavaScript): move to the first one.
  const focusServerErrors = useEffectEvent(focusFirstInvalid);
  useEffect(() => {
    if (result?.fieldErrors) focusServerErrors(result.fieldErrors);
  }, [result]);

  // Back from "Send Another Message": start typing right away.
  useEffect(() => {
    if ((location.state as { again?: boolean } | null)?.again) focusField('name');
  }, [location.state]);

  const messageError = errors.message;
  return (
    <>
      <h2 id="contact-form-title" className="text-xl font-semibold text-slate-900">
        {t('contact.formTitle')}
      </h2>
      {result?.formError ? (
        <div className="mt-4">
          <Alert tone="error">{t(result.formError)}</Alert>
        </div>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        noValidate
        className="mt-6 grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => {
          const parsed = contactSchema.safeParse(readContactForm(new FormData(event.currentTarget)));
          if (parsed.success) {
            set({});
            return;
          }
          event.preventDefault();
          const fieldErrors = firstIssuePerField(parsed.error.issues);
          set(fieldErrors);
          focusFirstInvalid(fieldErrors);
        }}
      >
        {orderNumber ? <input type="hidden" name="orderNumber" value={orderNumber} /> : null}
        <TextField
          label={t('contact.fields.name')}
          name="name"
          autoComplete="name"
          defaultValue={initial.name}
          placeholder={t('contact.placeholders.name')}
          error={errors.name}
          onEdit={clear}
          maxLength={CONTACT_MAX.name}
          required
        />
        <TextField
          label={t('contact.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={initial.email}
          placeholder={t('contact.placeholders.email')}
          error={errors.email}
          onEdit={clear}
          maxLength={CONTACT_MAX.email}
          required
        />
        <TextField
          label={t('contact.fields.subject')}
          name="subject"
          defaultValue={initial.subject}
          placeholder={t('contact.placeholders.subject')}
          error={errors.subject}
          onEdit={clear}
          maxLength={CONTACT_MAX.subject}
          required
        />
        <TextField
          label={`${t('contact.fields.phone')} ${t('contact.optional')}`}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={initial.phone}
          placeholder={t('contact.placeholders.phone')}
          error={errors.phone}
          onEdit={clear}
          maxLength={CONTACT_MAX.phone}
        />
        <div className="sm:col-span-2">
          <label htmlFor={messageId} className="label">
            {t('contact.fields.message')}
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={6}
            required
            maxLength={CONTACT_MAX.message}
            defaultValue={initial.message}
            placeholder={t('contact.placeholders.message')}
            className={`input resize-y ${messageError ? 'border-red-600' : ''}`}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${messageId}-error` : undefined}
            onInput={() => clear('message')}
          />
          {messageError ? (
            <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
              {t(messageError)}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary w-full sm:w-auto sm:px-8" disabled={busy}>
            {busy ? t('contact.sending') : t('contact.submit')}
          </button>
        </div>
      </Form>
    </>
  );
}
