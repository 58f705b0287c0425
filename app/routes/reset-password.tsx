import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { Alert, TextField, formValues, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { resetPasswordSchema, resetTokenSchema } from '#common/schemas/auth.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import type { Route } from './+types/reset-password';

/** Where a successful reset sends the shopper: the sign-in page shows the notice. */
const RESET_DONE_PATH = '/login?reset=done';

/**
 * The page a reset link opens (docs/product.md §7.11). Its URL holds the token: the page policy
 * answers it with no-store and no referrer. A dead link is refused before anything is typed.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const shape = resetTokenSchema.safeParse(token);
  const refused: TranslationKey | null = shape.success
    ? await context.services.recovery.linkRefusal(token)
    : 'recovery.errors.linkInvalid';
  return refused ? data({ token: '', refused }, 400) : { token, refused };
}

type ResetResult = {
  refused?: TranslationKey;
  fieldErrors?: Record<string, TranslationKey>;
  formError?: TranslationKey;
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = resetPasswordSchema.safeParse({ ...form, confirmPassword: String(form.confirmPassword ?? '') });
  if (!parsed.success) {
    const fieldErrors = firstIssuePerField(parsed.error.issues);
    return data<ResetResult>(fieldErrors.token ? { refused: fieldErrors.token } : { fieldErrors }, 400);
  }
  try {
    await context.services.recovery.resetPassword(parsed.data, context.address);
  } catch (error) {
    // 400: the link itself is refused (unknown, expired, used); otherwise a throttle or a busy server.
    return refusal<ResetResult>(error, (refused) =>
      refused.status === 400 ? { refused: refused.messageKey } : { formError: refused.messageKey },
    );
  }
  throw redirect(RESET_DONE_PATH);
}

/** A throttled post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, {
    title: 'recovery.resetMetaTitle',
    description: 'recovery.resetMetaDescription',
    path: '/reset-password',
    noindex: true,
  }),
  // The header says the same (common/page-policy.ts); this covers a copy saved without it.
  { name: 'referrer', content: 'no-referrer' },
];

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { errors, clear, validate } = useFieldErrors(actionData?.fieldErrors);
  const busy = navigation.state === 'submitting';
  // A throttled or busy post says so, even when the page's own URL names no working link.
  const refused = actionData?.refused ?? (actionData?.formError ? null : loaderData.refused);

  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t('recovery.resetTitle')}</h1>
        {refused ? (
          <div className="mt-6 space-y-4">
            <Alert tone="error">{t(refused)}</Alert>
            <Link to="/forgot-password" className="btn-primary w-full">
              {t('recovery.askAgain')}
            </Link>
          </div>
        ) : (
          <>
            <p className="mt-1 text-slate-600">{t('recovery.resetIntro')}</p>
            {actionData?.formError ? (
              <div className="mt-4">
                <Alert tone="error">{t(actionData.formError)}</Alert>
              </div>
            ) : null}
            <Form
              method="post"
              noValidate
              className="mt-6 space-y-4"
              onSubmit={(event) => {
                if (!validate(resetPasswordSchema, formValues(event.currentTarget))) event.preventDefault();
              }}
            >
              <input type="hidden" name="token" value={loaderData.token} />
              <TextField
                label={t('account.newPassword')}
                name="password"
                type="password"
                autoComplete="new-password"
                hint={t('account.passwordHint')}
                error={errors.password}
                onEdit={clear}
                required
              />
              <TextField
                label={t('account.confirmNewPassword')}
                name="confirmPassword"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword}
                onEdit={clear}
                required
              />
              <button type="submit" className="btn-primary w-full" disabled={busy}>
                {busy ? t('recovery.resetSaving') : t('recovery.resetButton')}
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
