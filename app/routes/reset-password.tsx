import { Link, data, redirect, useNavigation } from 'react-router';
import {
  AuthCard,
  AuthFooterLink,
  AuthForm,
  FormProblem,
  NewPasswordFields,
  SubmitButton,
} from '#app/components/account/auth-page.tsx';
import { Alert, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { postedFields } from '#app/lib/auth-form.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
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
  const form = await postedFields(request);
  const parsed = resetPasswordSchema.safeParse({ ...form, confirmPassword: String(form.confirmPassword ?? '') });
  if (!parsed.success) {
    const fieldErrors = firstIssuePerField(parsed.error.issues);
    return data<ResetResult>(fieldErrors.token ? { refused: fieldErrors.token } : { fieldErrors }, 400);
  }
  try {
    await context.services.recovery.resetPassword(parsed.data, context.address);
  } catch (error) {
    // 400: the link itself is refused (unknown, expired, used); otherwise a throttle or a busy server.
    return answerRefusal<ResetResult>(error, (refused) =>
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
    <AuthCard title={t('recovery.resetTitle')}>
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
          <FormProblem error={actionData?.formError} />
          <AuthForm schema={resetPasswordSchema} validate={validate}>
            <input type="hidden" name="token" value={loaderData.token} />
            <NewPasswordFields
              name="password"
              label={t('account.newPassword')}
              confirmLabel={t('account.confirmNewPassword')}
              errors={errors}
              onEdit={clear}
            />
            <SubmitButton busy={busy} label={t('recovery.resetButton')} busyLabel={t('recovery.resetSaving')} />
          </AuthForm>
        </>
      )}
      <AuthFooterLink to="/login">{t('recovery.backToLogin')}</AuthFooterLink>
    </AuthCard>
  );
}
