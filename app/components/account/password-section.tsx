import { useEffect, useRef } from 'react';
import { Form, useLocation, useNavigation } from 'react-router';
import { TextField, formValues } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { PASSWORD_FIELDS, type AccountActionResult } from '#app/lib/account-form.ts';
import { changePasswordSchema } from '#common/schemas/auth.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { NewPasswordFields, SubmitButton } from './auth-page.tsx';
import { ErrorBanner, SuccessBanner, focusFirst, useFormResult } from './form-result.tsx';

export function PasswordSection({ email, result }: { email: string; result: AccountActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const state = useFormResult(result, 'password');
  const { errors, failed, mine } = state;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password';

  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);

  useEffect(() => {
    if (failed) focusFirst(formRef.current, PASSWORD_FIELDS, failed.fieldErrors);
  }, [failed]);

  return (
    <section id="change-password" aria-labelledby="change-password-title" className="card scroll-mt-4 p-6">
      <h2 id="change-password-title" className="text-xl font-semibold text-slate-900">
        {t('account.changePassword')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('account.passwordIntro')}</p>
      <div className="mt-4 space-y-3 empty:hidden">
        {state.success ? (
          <SuccessBanner onClose={state.closeSuccess}>{t('account.passwordChanged')}</SuccessBanner>
        ) : null}
        {state.errorReason ? <ErrorBanner reason={state.errorReason} /> : null}
      </div>
      <Form
        ref={formRef}
        method="post"
        // The current URL, so an open profile edit stays open; the hash brings the result into view without JavaScript.
        action={`${location.pathname}${location.search}#change-password`}
        preventScrollReset
        noValidate
        className="mt-4 max-w-md space-y-4"
        onSubmit={(event) => {
          const parsed = changePasswordSchema.safeParse(formValues(event.currentTarget));
          if (parsed.success) return;
          event.preventDefault();
          const next = firstIssuePerField(parsed.error.issues);
          state.set(next);
          focusFirst(event.currentTarget, PASSWORD_FIELDS, next);
        }}
      >
        <input type="hidden" name="intent" value="password" />
        {/* Lets password managers know which account's password changes. */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label={t('account.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword}
          onEdit={state.edit}
          required
        />
        <NewPasswordFields
          name="newPassword"
          label={t('account.newPassword')}
          confirmLabel={t('account.confirmNewPassword')}
          errors={errors}
          onEdit={state.edit}
        />
        <SubmitButton
          busy={busy}
          label={t('account.changePasswordButton')}
          busyLabel={t('account.changingPassword')}
          className="btn-primary"
        />
      </Form>
    </section>
  );
}
