import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { z } from 'zod';
import { Alert, TextField, formValues, type FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/*
 * The pieces the sign-in pages share (sign in, register, forgotten and reset password) and, for
 * its new-password fields, the account's password change.
 */

/** A sign-in page: one card in the middle of the page, its heading first. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The form's own problem (a wrong password, too many tries), above it. */
export function FormProblem({ error }: { error: TranslationKey | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <div className="mt-4">
      <Alert tone="error">{t(error)}</Alert>
    </div>
  ) : null;
}

/**
 * A sign-in page's form: a plain post, so it works without JavaScript; with it, the page's schema
 * checks the fields before anything is sent.
 */
export function AuthForm({
  schema,
  validate,
  children,
}: {
  schema: z.ZodType;
  validate: (schema: z.ZodType, values: Record<string, unknown>) => boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      noValidate
      className="mt-6 space-y-4"
      onSubmit={(event) => {
        if (!validate(schema, formValues(event.currentTarget))) event.preventDefault();
      }}
    >
      {children}
    </Form>
  );
}

/** The form's button, saying what it does while it does it. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'btn-primary w-full',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The line under the card's form: a sentence and its link ("No account? Register"). */
export function AuthFooterLink({ lead, to, children }: { lead?: string; to: string; children: ReactNode }) {
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {lead ? <>{lead} </> : null}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** A new password and its repetition, with the password rules as the first one's hint. */
export function NewPasswordFields({
  name,
  label,
  confirmLabel,
  errors,
  onEdit,
}: {
  /** The new password's field (`confirmPassword` repeats it). */
  name: 'password' | 'newPassword';
  label: string;
  confirmLabel: string;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        hint={t('account.passwordHint')}
        error={errors[name]}
        onEdit={onEdit}
        required
      />
      <TextField
        label={confirmLabel}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        onEdit={onEdit}
        required
      />
    </>
  );
}
