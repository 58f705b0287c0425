import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, redirect, useNavigation, useSearchParams } from 'react-router';
import { loginSchema } from '#common/schemas/auth.ts';
import { AuthCard, AuthFooterLink, AuthForm, FormProblem, SubmitButton } from '#app/components/account/auth-page.tsx';
import { Alert, TextField, useFieldErrors } from '#app/components/ui/form.tsx';
import { postedFields, runAuthForm } from '#app/lib/auth-form.ts';
import { safeRedirectPath } from '#app/lib/guard.ts';
import type { Route } from './+types/login';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/account');
  if (context.user) throw redirect(redirectTo);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedFields(request);
  const redirectTo = safeRedirectPath(form.redirectTo, '/account');
  const refused = await runAuthForm(
    form,
    loginSchema,
    (parsed) => ({ email: parsed?.email ?? String(form.email ?? '') }),
    (input) => context.signIn(input.email, input.password),
  );
  if (refused) return refused;
  throw redirect(redirectTo);
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'account.loginMetaTitle',
    description: 'account.loginMetaDescription',
    path: '/login',
    noindex: true,
  });

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { errors, clear, validate } = useFieldErrors(result?.fieldErrors);
  const busy = navigation.state === 'submitting';
  const redirectTo = params.get('redirectTo') ?? '';
  const registerHref = redirectTo ? `/register?redirectTo=${encodeURIComponent(redirectTo)}` : '/register';

  return (
    <AuthCard title={t('account.loginTitle')}>
      <p className="mt-1 text-slate-600">{t('account.loginIntro')}</p>
      {/* After a password reset (/reset-password sends the shopper here). */}
      {params.get('reset') === 'done' && !result ? (
        <div className="mt-4">
          <Alert tone="success">{t('recovery.resetDone')}</Alert>
        </div>
      ) : null}
      {redirectTo && !result ? (
        <div className="mt-4">
          <Alert tone="info">{t('account.errors.signInRequired')}</Alert>
        </div>
      ) : null}
      <FormProblem error={result?.formError} />
      <AuthForm schema={loginSchema} validate={validate}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
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
        <TextField
          label={t('account.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          onEdit={clear}
          required
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            {t('recovery.forgotLink')}
          </Link>
        </p>
        <SubmitButton busy={busy} label={t('account.loginButton')} busyLabel={t('account.loggingIn')} />
      </AuthForm>
      <AuthFooterLink lead={t('account.noAccount')} to={registerHref}>
        {t('account.registerLink')}
      </AuthFooterLink>
    </AuthCard>
  );
}
