import { Form, Link, data, useNavigation } from 'react-router';
import { Alert, TextField, formValues, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { forgotPasswordSchema } from '#common/schemas/auth.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import type { Route } from './+types/forgot-password';

type ForgotResult = {
  sent?: true;
  fieldErrors?: Record<string, TranslationKey>;
  formError?: TranslationKey;
  values?: { email: string };
};

/** "Forgot password?" (docs/product.md §7.11): the same answer whether or not the address has an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const values = { email: String(form.email ?? '') };
  const parsed = forgotPasswordSchema.safeParse(form);
  if (!parsed.success) return data<ForgotResult>({ fieldErrors: firstIssuePerField(parsed.error.issues), values }, 400);
  try {
    await context.services.recovery.requestReset(parsed.data, context.lang, context.address);
  } catch (error) {
    return refusal<ForgotResult>(error, (refused) => ({ formError: refused.messageKey, values }));
  }
  return data<ForgotResult>({ sent: true });
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
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('recovery.forgotTitle')}</h1>
        {result?.sent ? (
          <div className="mt-6 space-y-3">
            <Alert tone="success">{t('recovery.forgotSent')}</Alert>
            <p className="text-sm text-slate-600">{t('recovery.forgotSpamHint')}</p>
          </div>
        ) : (
          <>
            <p className="mt-1 text-slate-600">{t('recovery.forgotIntro')}</p>
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
                if (!validate(forgotPasswordSchema, formValues(event.currentTarget))) event.preventDefault();
              }}
            >
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
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {busy ? t('recovery.forgotSending') : t('recovery.forgotButton')}
              </button>
            </Form>
          </>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t('recovery.backToLogin')}
          </Link>
        </p>
      </div>
    </div>
  );
}
