import { data, useNavigation } from 'react-router';
import { AuthCard, AuthFooterLink, AuthForm, FormProblem, SubmitButton } from '#app/components/account/auth-page.tsx';
import { Alert, TextField, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { postedFields, runAuthForm, type AuthFormResult } from '#app/lib/auth-form.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import { forgotPasswordSchema } from '#common/schemas/auth.ts';
import type { Route } from './+types/forgot-password';

/** "Forgot password?" (docs/product.md §7.11): the same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedFields(request);
  const values = { email: String(form.email ?? '') };
  const refused = await runAuthForm(
    form,
    forgotPasswordSchema,
    () => values,
    (input) => context.services.recovery.requestReset(input, context.lang, context.address),
  );
  return refused ?? data<AuthFormResult<typeof values>>({ done: true });
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'recovery.forgotMetaTitle',
    description: 'recovery.forgotMetaDescription',
    path: '/forgot-password',
    noindex: true,
  });

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  const navigation = useNavigation();
  const { errors, clear, validate } = useFieldErrors(result?.fieldErrors);
  const busy = navigation.state === 'submitting';

  return (
    <AuthCard title={t('recovery.forgotTitle')}>
      {result?.done ? (
        <div className="mt-6 space-y-3">
          <Alert tone="success">{t('recovery.forgotSent')}</Alert>
          <p className="text-sm text-slate-600">{t('recovery.forgotSpamHint')}</p>
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-600">{t('recovery.forgotIntro')}</p>
          <FormProblem error={result?.formError} />
          <AuthForm schema={forgotPasswordSchema} validate={validate}>
            <TextField
              label={t('account.email')}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={result?.values?.email}
              error={errors.email}
              onEdit={clear}
              required
            />
            <SubmitButton busy={busy} label={t('recovery.forgotButton')} busyLabel={t('recovery.forgotSending')} />
          </AuthForm>
        </>
      )}
      <AuthFooterLink to="/login">{t('recovery.backToLogin')}</AuthFooterLink>
    </AuthCard>
  );
}
