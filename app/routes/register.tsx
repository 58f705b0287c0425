import { useEffect } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, Link, data, redirect, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { registerSchema } from '#common/schemas/auth.ts';
import { Alert, TextField, formValues, useFieldErrors } from '#app/components/ui/form.tsx';
import { refusal } from '#app/lib/action-result.ts';
import type { Route } from './+types/register';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** Spec: after a successful registration, go to /login after 3 seconds. */
const REDIRECT_SECONDS = 3;

export async function loader({ context }: Route.LoaderArgs) {
  if (context.user) throw redirect('/account');
  return null;
}

type RegisterResult = {
  ok?: true;
  fieldErrors?: Record<string, TranslationKey>;
  formError?: TranslationKey;
  values?: { name: string; email: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const values = { name: String(form.name ?? ''), email: String(form.email ?? '') };
  const parsed = registerSchema.safeParse({ ...form, confirmPassword: String(form.confirmPassword ?? '') });
  if (!parsed.success)
    return data<RegisterResult>({ fieldErrors: firstIssuePerField(parsed.error.issues), values }, 400);
  try {
    await context.services.auth.register(parsed.data, context.address, context.lang);
  } catch (error) {
    return refusal<RegisterResult>(error, (refused) => ({ formError: refused.messageKey, values }));
  }
  return data<RegisterResult>({ ok: true });
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
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate(loginHref), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [result, navigate, loginHref]);

  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('account.registerTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('account.registerIntro')}</p>
        {result?.ok ? (
          <div className="mt-6">
            {/* Without JavaScript the browser follows this after the same 3 seconds. */}
            <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${loginHref}`} />
            <Alert tone="success">{t('account.registerSuccess')}</Alert>
          </div>
        ) : (
          <>
            {result?.formError ? (
              <div className="mt-4">
                <Alert tone="error">{t(result.formError)}</Alert>
              </div>
            ) : null}
            <Form
              method="post"
              noValidate
              className="mt-6 space-y-4"
              onSubmit={(event) => {
                if (!validate(registerSchema, formValues(event.currentTarget))) event.preventDefault();
              }}
            >
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
              <TextField
                label={t('account.password')}
                name="password"
                type="password"
                autoComplete="new-password"
                hint={t('account.passwordHint')}
                error={errors.password}
                onEdit={clear}
                required
              />
              <TextField
                label={t('account.confirmPassword')}
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword}
                onEdit={clear}
                required
              />
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {busy ? t('account.registering') : t('account.registerButton')}
              </button>
            </Form>
          </>
        )}
        <p className="mt-6 text-center text-sm text-slate-700">
          {t('account.haveAccount')}{' '}
          <Link to={loginHref} className="font-semibold text-brand-700 hover:underline">
            {t('account.loginLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
