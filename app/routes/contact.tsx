import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, data, useLocation, useNavigation, type ClientActionFunctionArgs } from 'react-router';
import { CONTACT_FIELDS, CONTACT_MAX, contactSchema, parseOrderNumber, readContactForm, type ContactField } from '#common/schemas/contact.ts';
import { Alert, TextField, useFieldErrors, type FieldErrors } from '#app/components/ui/form.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { CheckIcon, MailIcon, PhoneIcon, PinIcon } from '#app/components/ui/icons.tsx';
import { refusal } from '#app/lib/action-result.ts';
import type { Route } from './+types/contact';
import { pageMeta } from '#app/lib/seo.ts';
import { ShopErrorLike, retryAfterHeaders } from '#app/lib/shop-error.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** `?orderId=GL-100042` (the orders page's "Request Cancellation" link) makes the message a cancellation request. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderNumber = parseOrderNumber(new URL(request.url).searchParams.get('orderId'));
  return { orderNumber, name: context.user?.name ?? '', email: context.user?.email ?? '' };
}

type FormValues = Record<ContactField | 'orderNumber', string>;

export type ContactActionResult =
  | { ok: true }
  | { ok: false; fieldErrors: FieldErrors; formError?: TranslationKey; values?: FormValues };

const FAILED = 'contact.errors.submitFailed';

/** A plain form post (works without JavaScript): errors re-render the form with its values, success the thank-you state. */
export async function action({ request, context }: Route.ActionArgs) {
  const input = readContactForm(await request.formData());
  // Echoed back so a page rendered without JavaScript keeps what was typed (bounded: never the whole body).
  const values: FormValues = {
    name: input.name.slice(0, CONTACT_MAX.name * 2),
    email: input.email.slice(0, CONTACT_MAX.email * 2),
    subject: input.subject.slice(0, CONTACT_MAX.subject * 2),
    phone: input.phone.slice(0, CONTACT_MAX.phone * 2),
    message: input.message.slice(0, CONTACT_MAX.message * 2),
    orderNumber: input.orderNumber ?? '',
  };
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return data<ContactActionResult>({ ok: false, fieldErrors: firstIssuePerField(parsed.error.issues), values }, 400);
  try {
    await context.services.contact.submit(parsed.data, { userId: context.user?.id ?? null, lang: context.lang, address: context.address });
  } catch (error) {
    // Throttled (too many messages from this address): the reason, on the page.
    if (ShopErrorLike.is(error) && error.status === 429) return refusal<ContactActionResult>(error, (refused) => ({ ok: false, fieldErrors: {}, formError: refused.messageKey, values }));
    console.error(`[error] POST /contact: ${error instanceof Error ? error.stack : String(error)}`);
    return data<ContactActionResult>({ ok: false, fieldErrors: {}, formError: FAILED, values }, 500);
  }
  return data<ContactActionResult>({ ok: true });
}

/** With JavaScript: a request that never reaches the server (offline, network error) shows the spec's failure message. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<ContactActionResult> {
  try {
    return await serverAction<ContactActionResult>();
  } catch {
    return { ok: false, fieldErrors: {}, formError: FAILED };
  }
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'contact.metaTitle', description: 'contact.metaDescription', path: '/contact' });

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  return (
    <div className="container-page py-8">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('contact.title') }]} />
      <div className="mt-6 max-w-3xl">
        <h1 className="text-3xl font-bold text-slate-900">{t('contact.title')}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-700 sm:text-lg">{t('contact.intro')}</p>
      </div>
      <div className="mt-8 grid items-start gap-8 lg:grid-cols-3">
        <section aria-labelledby="contact-form-title" className="card p-6 sm:p-8 lg:col-span-2">
          {result?.ok ? <ThankYou /> : <ContactForm loaded={loaderData} result={result} />}
        </section>
        <ContactCards />
      </div>
    </div>
  );
}

function ContactForm({ loaded, result }: { loaded: Route.ComponentProps['loaderData']; result: Exclude<ContactActionResult, { ok: true }> | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, clear, set } = useFieldErrors(result?.fieldErrors);
  const messageId = useId();
  const busy = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST' && navigation.formAction?.split('?')[0] === '/contact';

  // What the form starts with: what was posted (page rendered without JavaScript), else the account's name and e-mail
  // and, for an order, the cancellation subject.
  const orderNumber = result?.values ? result.values.orderNumber : (loaded.orderNumber ?? '');
  const initial: FormValues = result?.values ?? {
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
  const focusFirstInvalid = (fieldErrors: FieldErrors) => focusField(CONTACT_FIELDS.find((field) => fieldErrors[field]));

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
        <TextField label={t('contact.fields.name')} name="name" autoComplete="name" defaultValue={initial.name} placeholder={t('contact.placeholders.name')} error={errors.name} onEdit={clear} maxLength={CONTACT_MAX.name} required />
        <TextField label={t('contact.fields.email')} name="email" type="email" autoComplete="email" defaultValue={initial.email} placeholder={t('contact.placeholders.email')} error={errors.email} onEdit={clear} maxLength={CONTACT_MAX.email} required />
        <TextField label={t('contact.fields.subject')} name="subject" defaultValue={initial.subject} placeholder={t('contact.placeholders.subject')} error={errors.subject} onEdit={clear} maxLength={CONTACT_MAX.subject} required />
        <TextField label={`${t('contact.fields.phone')} ${t('contact.optional')}`} name="phone" type="tel" autoComplete="tel" defaultValue={initial.phone} placeholder={t('contact.placeholders.phone')} error={errors.phone} onEdit={clear} maxLength={CONTACT_MAX.phone} />
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

function ThankYou() {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form it replaces had the focus: move it to the result, which is then read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="py-8 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckIcon className="h-7 w-7" />
      </span>
      <h2 id="contact-form-title" ref={headingRef} tabIndex={-1} aria-describedby="contact-thanks-text" className="mt-4 text-2xl font-bold text-slate-900 focus:outline-none">
        {t('contact.success.title')}
      </h2>
      <p id="contact-thanks-text" className="mx-auto mt-2 max-w-md text-slate-700">
        {t('contact.success.message')}
      </p>
      {/* A GET back to an empty form: a plain link-like form, so it works without JavaScript too. */}
      <Form method="get" action="/contact" state={{ again: true }} className="mt-6">
        <button type="submit" className="btn-primary">
          {t('contact.success.again')}
        </button>
      </Form>
    </div>
  );
}

function ContactCards() {
  const { t } = useTranslation();
  const { store } = useRootData();
  const cards = [
    {
      icon: <PhoneIcon className="h-5 w-5" />,
      title: t('contact.cards.phone'),
      body: (
        <>
          <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="font-medium text-brand-700 hover:underline">
            {store.phone}
          </a>
          <span className="mt-0.5 block text-slate-600">{t('info.common.hours')}</span>
        </>
      ),
    },
    {
      icon: <MailIcon className="h-5 w-5" />,
      title: t('contact.cards.email'),
      body: (
        <>
          <a href={`mailto:${store.email}`} className="font-medium break-all text-brand-700 hover:underline">
            {store.email}
          </a>
          <span className="mt-0.5 block text-slate-600">{t('contact.cards.emailText')}</span>
        </>
      ),
    },
    {
      icon: <PinIcon className="h-5 w-5" />,
      title: t('contact.cards.location'),
      body: (
        <address className="text-slate-700 not-italic">
          {store.name}
          <br />
          {store.address}
        </address>
      ),
    },
  ];
  return (
    <aside aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className="sr-only">
        {t('contact.cards.title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
        {cards.map((card) => (
          <li key={card.title} className="card flex gap-4 p-5">
            <span className="flex h-10 w-10 flex-none items-center justify-center rounded-full bg-brand-50 text-brand-700">{card.icon}</span>
            <div className="min-w-0 text-sm">
              <h3 className="text-base font-semibold text-slate-900">{card.title}</h3>
              <div className="mt-1">{card.body}</div>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
