import { useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { SelectField, TextField, formValues, type FieldErrors } from '#app/components/ui/form.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { ADDRESS_PARAM, DONE_PARAM, type AccountActionResult, type AddressFormValues } from '#app/lib/account-form.ts';
import { addressLines, addressRuleFor, autocompleteOf, oneLineAddress } from '#common/address.ts';
import { COUNTRIES, DEFAULT_COUNTRY, countryName } from '#common/countries.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { ADDRESS_BOOK_MAX, savedAddressSchema, type SavedAddress } from '#common/schemas/address-book.ts';
import { Alert } from '#app/components/ui/form.tsx';
import { SuccessBanner, focusFirst, useFormResult } from './form-result.tsx';

/** "Error!" and the reason, with the figures a reason states. */
function ErrorBanner({ reason }: { reason: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <strong className="font-semibold">{t('account.errorTitle')}</strong> {t(reason, { max: ADDRESS_BOOK_MAX })}
    </Alert>
  );
}

const DONE_TEXTS: Record<string, TranslationKey> = {
  added: 'addresses.book.added',
  updated: 'addresses.book.updated',
  deleted: 'addresses.book.deleted',
  default: 'addresses.book.defaultChanged',
};

const FORM_FIELDS = ['firstName', 'lastName', 'phone', 'address', 'city', 'state', 'zip', 'country'] as const;

/**
 * The address book (docs/product.md §7.7): the saved addresses, the default first, each with
 * Edit, Delete and Make Default; and a form to add one. Every button is a plain post and the
 * form's open state lives in the URL (?address=new, ?address=<id>), so it all works without
 * JavaScript; with it, the fields follow the chosen country as the shopper changes it.
 */
export function AddressBook({
  addresses,
  base,
  result,
}: {
  addresses: SavedAddress[];
  base: string;
  result: AccountActionResult | undefined;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const [params] = useSearchParams();
  const state = useFormResult(result, 'address');
  const failed = state.failed;
  const open = failed ? String(failed.id ?? 'new') : params.get(ADDRESS_PARAM);
  const editing = open && open !== 'new' ? addresses.find((a) => String(a.id) === open) : undefined;
  const formOpen = open === 'new' || Boolean(editing);
  const done = params.get(DONE_PARAM);
  // Own keys only: a hand-made ?addresses=toString must not reach an inherited method.
  const doneText = done && Object.hasOwn(DONE_TEXTS, done) ? DONE_TEXTS[done] : null;
  const [doneShown, setDoneShown] = useState(true);
  const full = addresses.length >= ADDRESS_BOOK_MAX;
  const country = (code: string) => countryName(code, lang);

  return (
    <section id="addresses" aria-labelledby="addresses-title" className="card scroll-mt-4 p-6">
      <h2 id="addresses-title" className="text-xl font-semibold text-slate-900">
        {t('addresses.book.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('addresses.book.intro')}</p>

      <div className="mt-4 space-y-3 empty:hidden" aria-live="polite">
        {doneText && doneShown && !failed ? (
          <SuccessBanner onClose={() => setDoneShown(false)}>{t(doneText)}</SuccessBanner>
        ) : null}
        {failed && !formOpen && state.errorReason ? <ErrorBanner reason={state.errorReason} /> : null}
      </div>

      {addresses.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('addresses.book.empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {addresses.map((a) => {
            const named = oneLineAddress(a, country);
            return (
              <li key={a.id} className="min-w-0 rounded-lg border border-slate-200 p-4">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  <span className="break-words">
                    {a.firstName} {a.lastName}
                  </span>
                  {a.isDefault ? (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      {t('addresses.book.defaultBadge')}
                    </span>
                  ) : null}
                </p>
                <address className="mt-1 text-sm leading-relaxed break-words text-slate-700 not-italic">
                  {addressLines(a, country).map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
                  {a.phone ? <span className="block">{a.phone}</span> : null}
                </address>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Link
                    to={`${base}?${ADDRESS_PARAM}=${a.id}#address-form`}
                    preventScrollReset
                    className="btn-secondary"
                    aria-label={t('addresses.book.editLabel', { address: named })}
                  >
                    {t('addresses.book.edit')}
                  </Link>
                  <Form method="post" action={`${base}#addresses`} preventScrollReset>
                    <input type="hidden" name="intent" value="addressDelete" />
                    <input type="hidden" name="id" value={a.id} />
                    <button
                      type="submit"
                      className="btn-secondary"
                      aria-label={t('addresses.book.deleteLabel', { address: named })}
                    >
                      {t('addresses.book.delete')}
                    </button>
                  </Form>
                  {a.isDefault ? null : (
                    <Form method="post" action={`${base}#addresses`} preventScrollReset>
                      <input type="hidden" name="intent" value="addressDefault" />
                      <input type="hidden" name="id" value={a.id} />
                      <button
                        type="submit"
                        className="btn-secondary"
                        aria-label={t('addresses.book.makeDefaultLabel', { address: named })}
                      >
                        {t('addresses.book.makeDefault')}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {formOpen ? (
        <AddressForm
          key={open}
          base={base}
          address={editing}
          values={failed?.values}
          errors={state.errors}
          errorReason={failed ? state.errorReason : undefined}
          onEdit={state.edit}
          onInvalid={state.set}
        />
      ) : full ? (
        <p className="mt-4 text-sm text-slate-600">{t('addresses.book.limit', { max: ADDRESS_BOOK_MAX })}</p>
      ) : (
        <Link
          to={`${base}?${ADDRESS_PARAM}=new#address-form`}
          preventScrollReset
          className="btn-primary mt-4 inline-flex"
        >
          {t('addresses.book.add')}
        </Link>
      )}
    </section>
  );
}

function AddressForm({
  base,
  address,
  values,
  errors,
  errorReason,
  onEdit,
  onInvalid,
}: {
  base: string;
  address: SavedAddress | undefined;
  values: AddressFormValues | undefined;
  errors: FieldErrors;
  errorReason: TranslationKey | undefined;
  onEdit: (name: string) => void;
  onInvalid: (errors: FieldErrors) => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const start: AddressFormValues = values ?? {
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    phone: address?.phone ?? '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
    country: address?.country ?? DEFAULT_COUNTRY,
  };
  const [country, setCountry] = useState(start.country);
  const rule = addressRuleFor(country);
  const busy = navigation.state === 'submitting' && String(navigation.formData?.get('intent')).startsWith('address');
  const optional = ` ${t('checkout.optional')}`;

  useEffect(() => {
    if (errorReason) focusFirst(formRef.current, FORM_FIELDS, errors);
    // Only when a refusal arrives, not as each field's error clears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorReason]);

  const field = (name: 'firstName' | 'lastName' | 'phone' | 'address', label: string, extra = {}) => (
    <TextField label={label} name={name} defaultValue={start[name]} error={errors[name]} onEdit={onEdit} {...extra} />
  );

  return (
    <Form
      ref={formRef}
      id="address-form"
      method="post"
      action={`${base}#address-form`}
      preventScrollReset
      noValidate
      aria-labelledby="address-form-title"
      className="mt-6 scroll-mt-4 border-t border-slate-100 pt-6"
      onSubmit={(event) => {
        const form = formValues(event.currentTarget);
        const parsed = savedAddressSchema.safeParse({ ...form, makeDefault: form.makeDefault === 'on' });
        if (parsed.success) return;
        event.preventDefault();
        const next = firstIssuePerField(parsed.error.issues);
        onInvalid(next);
        focusFirst(event.currentTarget, FORM_FIELDS, next);
      }}
    >
      <h3 id="address-form-title" className="text-lg font-semibold text-slate-900">
        {t(address ? 'addresses.book.editTitle' : 'addresses.book.addTitle')}
      </h3>
      {errorReason ? (
        <div className="mt-3">
          <ErrorBanner reason={errorReason} />
        </div>
      ) : null}
      <input type="hidden" name="intent" value={address ? 'addressUpdate' : 'addressAdd'} />
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field('firstName', t('checkout.firstName'), { autoComplete: 'given-name', maxLength: 80 })}
        {field('lastName', t('checkout.lastName'), { autoComplete: 'family-name', maxLength: 80 })}
        <SelectField
          label={t('checkout.country')}
          name="country"
          defaultValue={start.country}
          error={errors.country}
          onEdit={onEdit}
          onChangeCapture={(event) => setCountry(event.currentTarget.value)}
          autoComplete="country"
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(code, lang)}
            </option>
          ))}
        </SelectField>
        {field('phone', t('checkout.phone') + optional, { type: 'tel', autoComplete: 'tel', maxLength: 40 })}
        {field('address', t('checkout.address'), {
          className: 'sm:col-span-2',
          autoComplete: 'street-address',
          maxLength: 200,
        })}
        {rule.order.map((part) => (
          <TextField
            key={part}
            label={t(rule.labels[part]) + (rule.need[part] === 'optional' ? optional : '')}
            name={part}
            defaultValue={start[part]}
            error={errors[part]}
            onEdit={onEdit}
            maxLength={part === 'zip' ? 20 : 100}
            autoComplete={autocompleteOf(part, country)}
          />
        ))}
      </div>
      {address?.isDefault ? null : (
        <div className="mt-4 flex items-center gap-2">
          <input
            id="address-make-default"
            type="checkbox"
            name="makeDefault"
            className="h-4 w-4 rounded border-slate-400 text-brand-600"
          />
          <label htmlFor="address-make-default" className="text-sm font-medium text-slate-800">
            {t('addresses.book.makeDefaultField')}
          </label>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary min-w-28" disabled={busy}>
          {busy ? t('addresses.book.saving') : t('addresses.book.save')}
        </button>
        <Link to={`${base}#addresses`} replace preventScrollReset className="btn-secondary min-w-28">
          {t('addresses.book.cancel')}
        </Link>
      </div>
    </Form>
  );
}
