import {
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { z } from 'zod';
import { messageKeyOf, type TranslationKey } from '#common/i18n/ui-texts.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** Message keys by field; a field the shopper edited has none. */
export type FieldErrors = Partial<Record<string, TranslationKey>>;

/**
 * Field errors of a form: the server's (message keys) until the client validates again; a
 * field's error clears as soon as that field is edited (docs/product.md §2.9.3).
 */
export function useFieldErrors(serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  return {
    errors,
    clear: (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current)),
    /** Validates the form's values with the contract's schema; false (and errors shown) when invalid. */
    validate: (schema: z.ZodType, values: Record<string, unknown>): boolean => {
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return true;
      }
      const next: FieldErrors = {};
      for (const issue of result.error.issues) next[issue.path.join('.') || '_'] ??= messageKeyOf(issue.message);
      setErrors(next);
      setErrors(firstIssuePerField(result.error.issues));
      return false;
    },
    set: setErrors,
  };
}

type FieldProps = {
  label: string;
  name: string;
  error?: TranslationKey;
  hint?: string;
  onEdit?: (name: string) => void;
  children?: ReactNode;
};

type ControlProps = { id: string; name: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The frame every field shares: a visible label, an optional hint and the error tied to the
 * control (aria-invalid, aria-describedby). `control` draws the input, select or text area.
 */
function Field({
  label,
  name,
  error,
  hint,
  className,
  control,
}: Omit<FieldProps, 'onEdit' | 'children'> & { className?: string; control: (props: ControlProps) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      {control({
        id,
        name,
        className: `input ${error ? 'border-red-600' : ''}`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input; its error clears as it is edited (through onEdit). */
export function TextField({
  label,
  name,
  error,
  hint,
  onEdit,
  className,
  ...input
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field
      {...{ label, name, error, hint, className }}
      control={(props) => <input {...props} onInput={() => onEdit?.(name)} {...input} />}
    />
  );
}

export function SelectField({
  label,
  name,
  error,
  hint,
  onEdit,
  children,
  className,
  ...select
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field
      {...{ label, name, error, hint, className }}
      control={(props) => (
        <select {...props} onChange={() => onEdit?.(name)} {...select}>
          {children}
        </select>
      )}
    />
  );
}

export function TextAreaField({
  label,
  name,
  error,
  hint,
  onEdit,
  className,
  ...textarea
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field
      {...{ label, name, error, hint, className }}
      control={(props) => <textarea rows={3} {...props} onInput={() => onEdit?.(name)} {...textarea} />}
    />
  );
}

/** A banner for a whole-form message. */
export function Alert({
  tone,
  children,
  onClose,
  closeLabel,
}: {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
}) {
  const styles = {
    error: 'border-red-300 bg-red-50 text-red-900',
    success: 'border-green-300 bg-green-50 text-green-900',
    info: 'border-brand-100 bg-brand-50 text-brand-800',
  }[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm ${styles}`}
    >
      <div>{children}</div>
      {onClose ? (
        <button
          type="button"
          onClick={onClose}
          className="-m-1 rounded p-1 font-bold hover:bg-black/5"
          aria-label={closeLabel}
        >
          ×
        </button>
      ) : null}
    </div>
  );
}

/** The form's values as a plain object (for client-side validation with the shared schema). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, String(v)]));
}
