import { useEffect } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { data, redirect, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { registerSchema } from '#common/schemas/auth.ts';
import {
  AuthCard,
  AuthFooterLink,
  AuthForm,
  FormProblem,
  NewPasswordFields,
  SubmitButton,
} from '#app/components/account/auth-page.tsx';
import { Alert, TextField, useFieldErrors } from '#app/components/ui/form.tsx';
import { postedFields, runAuthForm, type AuthFormResult } from '#app/lib/auth-form.ts';
import type { Route } from './+types/register';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';

/** Spec: after a successful registration, go to /login after 3 seconds. */
const REDIRECT_SECONDS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect('/account');
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await postedFields(request);
  const values = { name: String(form.name ?? ''), email: String(form.email ?? '') };
  const refused = await runAuthForm(
    { ...form, confirmPassword: String(form.confirmPassword ?? '') },
    registerSchema,
    () => values,
    (input) => context.services.auth.register(input, context.address, context.lang),
  );
  return refused ?? data<AuthFormResult<typeof values>>({ done: true });
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'account.registerMetaTitle',
    description: 'account.registerMetaDescription',
    path: '/register',
    noindex: true,
  });

export default function Register({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { errors, clear, validate } = useFieldErrors(result?.fieldErrors);
  const busy = navigation.state === 'submitting';
  const redirectTo = params.get('redirectTo');
  const loginHref = redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login';

  useEffect(() => {
    if (!result?.done) return;
    const timer = setTimeout(() => navigate(loginHref), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [result, navigate, loginHref]);

  return (
    <AuthCard title={t('account.registerTitle')}>
      <p className="mt-1 text-slate-600">{t('account.registerIntro')}</p>
      {result?.done ? (
        <div className="mt-6">
          {/* Without JavaScript the browser follows this after the same 3 seconds. */}
          <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${loginHref}`} />
          <Alert tone="success">{t('account.registerSuccess')}</Alert>
        </div>
      ) : (
        <>
          <FormProblem error={result?.formError} />
          <AuthForm schema={registerSchema} validate={validate}>
            <TextField
              label={t('account.fullName')}
              name="name"
              autoComplete="name"
              defaultValue={result?.values?.name}
              error={errors.name}
              onEdit={clear}
              required
            />
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
            <NewPasswordFields
              name="password"
              label={t('account.password')}
              confirmLabel={t('account.confirmPassword')}
              errors={errors}
              onEdit={clear}
            />
            <SubmitButton busy={busy} label={t('account.registerButton')} busyLabel={t('account.registering')} />
          </AuthForm>
        </>
      )}
      <AuthFooterLink lead={t('account.haveAccount')} to={loginHref}>
        {t('account.loginLink')}
      </AuthFooterLink>
    </AuthCard>
  );
}
