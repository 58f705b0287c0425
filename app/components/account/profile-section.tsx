import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation, useSearchParams } from 'react-router';
import { TextField, formValues } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { EDIT_PARAM, type AccountActionResult, type ProfileValues } from '#app/lib/account-form.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { addressLines } from '#common/address.ts';
import { countryName } from '#common/countries.ts';
import type { SavedAddress } from '#common/schemas/address-book.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import {
  PROFILE_FIELDS,
  PROFILE_MAX,
  profileSchema,
  type Profile,
  type ProfileField,
} from '#common/schemas/profile.ts';
import { ErrorBanner, SuccessBanner, focusFirst, useFormResult } from './form-result.tsx';

export function ProfileSection({
  profile,
  defaultAddress,
  base,
  result,
}: {
  profile: Profile;
  /** The address book's default, shown here as the country writes it. */
  defaultAddress: SavedAddress | null;
  base: string;
  result: AccountActionResult | undefined;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLAnchorElement>(null);
  const focusNext = useRef<'form' | 'edit' | null>(null);
  const state = useFormResult(result, 'profile');
  const { errors, failed } = state;
  // A refused save stays in edit mode with what was typed.
  const editing = params.get(EDIT_PARAM) === 'profile' || Boolean(failed);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile';
  const values: ProfileValues = failed?.values ?? profile;

  useEffect(() => {
    if (focusNext.current === 'form' && editing)
      (formRef.current?.elements.namedItem('name') as HTMLElement | null)?.focus();
    if (focusNext.current === 'edit' && !editing) editRef.current?.focus();
    focusNext.current = null;
  }, [editing]);

  useEffect(() => {
    if (failed) focusFirst(formRef.current, PROFILE_FIELDS, failed.fieldErrors);
  }, [failed]);

  const field = (name: Exclude<ProfileField, 'country'>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      name={name}
      defaultValue={values[name]}
      error={errors[name]}
      onEdit={state.edit}
      maxLength={PROFILE_MAX[name]}
      {...extra}
    />
  );

  const shown: { label: string; value: string }[] = [
    { label: t('account.name'), value: profile.name },
    { label: t('account.email'), value: profile.email },
    { label: t('account.phone'), value: profile.phone },
  ];
  const addressShown = defaultAddress ? addressLines(defaultAddress, (code) => countryName(code, lang)) : [];

  return (
    <section id="profile" aria-labelledby="profile-title" className="card scroll-mt-4 p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="profile-title" className="text-xl font-semibold text-slate-900">
            {t('account.profileInformation')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('account.profileIntro')}</p>
        </div>
        {editing ? null : (
          <Link
            ref={editRef}
            to={`${base}?${EDIT_PARAM}=profile#profile`}
            preventScrollReset
            className="btn-secondary shrink-0"
            onClick={() => {
              focusNext.current = 'form';
            }}
          >
            {t('account.edit')}
          </Link>
        )}
      </div>

      <div className="mt-4 space-y-3 empty:hidden">
        {state.success ? <SuccessBanner onClose={state.closeSuccess}>{t('account.profileSaved')}</SuccessBanner> : null}
        {editing && state.errorReason ? <ErrorBanner reason={state.errorReason} /> : null}
      </div>

      {editing ? (
        <Form
          ref={formRef}
          method="post"
          action={`${base}#profile`}
          preventScrollReset
          noValidate
          className="mt-4"
          onSubmit={(event) => {
            const parsed = profileSchema.safeParse(formValues(event.currentTarget));
            if (parsed.success) return;
            event.preventDefault();
            const next = firstIssuePerField(parsed.error.issues);
            state.set(next);
            focusFirst(event.currentTarget, PROFILE_FIELDS, next);
          }}
        >
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t('account.name'), { autoComplete: 'name', required: true })}
            {field('email', t('account.email'), { type: 'email', autoComplete: 'email', required: true })}
            {field('phone', t('account.phone'), { type: 'tel', autoComplete: 'tel' })}
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" className="btn-primary min-w-28" disabled={busy}>
              {busy ? t('account.saving') : t('account.save')}
            </button>
            {/* Back to the saved values: the form is dropped and the view shows the profile as stored. No hash: after a
                refused save (URL /account#profile) a hash-only link would not reload the page without JavaScript. */}
            <Link
              to={base}
              replace
              preventScrollReset
              className="btn-secondary min-w-28"
              onClick={() => {
                focusNext.current = 'edit';
              }}
            >
              {t('account.cancel')}
            </Link>
          </div>
        </Form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {shown.map(({ label, value }) => (
            <div key={label} className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className={`mt-0.5 break-words ${value ? 'text-slate-900' : 'text-slate-500 italic'}`}>
                {value || t('account.notSet')}
              </dd>
            </div>
          ))}
          <div className="min-w-0 sm:col-span-2">
            <dt className="text-sm font-medium text-slate-600">{t('addresses.book.defaultAddress')}</dt>
            <dd className={`mt-0.5 break-words ${addressShown.length ? 'text-slate-900' : 'text-slate-500 italic'}`}>
              {addressShown.length ? (
                <address className="not-italic">
                  {addressShown.map((line, i) => (
                    <span key={i} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              ) : (
                t('account.notSet')
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
