import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, Link, data, redirect, useNavigation, useSearchParams } from 'react-router';
import { loginSchema } from '#common/schemas/auth.ts';
import { Alert, TextField, formValues, useFieldErrors } from '#app/components/ui/form.tsx';
import { refusal } from '#app/lib/action-result.ts';
import { safeRedirectPath } from '#app/lib/guard.ts';
import type { Route } from './+types/login';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/account');
  if (context.user) throw redirect(redirectTo);
  return null;
}

type LoginResult = {
  fieldErrors?: Record<string, TranslationKey>;
  formError?: TranslationKey;
  values?: { email: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const redirectTo = safeRedirectPath(form.redirectTo, '/account');
  const parsed = loginSchema.safeParse(form);
  if (!parsed.success)
    return data<LoginResult>(
      { fieldErrors: firstIssuePerField(parsed.error.issues), values: { email: String(form.email ?? '') } },
      400,
    );
  try {
    await context.signIn(parsed.data.email, parsed.data.password);
  } catch (error) {
    return refusal<LoginResult>(error, (refused) => ({
      formError: refused.messageKey,
      values: { email: parsed.data.email },
    }));
  }
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
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('account.loginTitle')}</h1>
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
            if (!validate(loginSchema, formValues(event.currentTarget))) event.preventDefault();
          }}
        >
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
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? t('account.loggingIn') : t('account.loginButton')}
          </button>
        </Form>
        <p className="mt-6 text-center text-sm text-slate-700">
          {t('account.noAccount')}{' '}
          <Link to={registerHref} className="font-semibold text-brand-700 hover:underline">
            {t('account.registerLink')}
          </Link>
        </p>
      </div>
    </div>
  );
}
