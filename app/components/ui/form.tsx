import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/**
 * Field errors of a form: the server's (message keys) until the client validates again; a
 * field's error clears as soon as that field is edited (spec §5).
 */
export function useFieldErrors(serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  return {
    errors,
    clear: (name: string) => setErrors((current) => (current[name] ? { ...current, [name]: '' } : current)),
    /** Validates the form's values with the contract's schema; false (and errors shown) when invalid. */
    validate: (schema: z.ZodType, values: Record<string, unknown>): boolean => {
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        return true;
      }
      const next: FieldErrors = {};
      for (const issue of result.error.issues) next[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(next);
      return false;
    },
    set: setErrors,
  };
}

type FieldProps = {
  label: string;
  name: string;
  error?: string;
  hint?: string;
  onEdit?: (name: string) => void;
  children?: ReactNode;
};

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, name, error, hint, onEdit, className, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={`input ${error ? 'border-red-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onInput={() => onEdit?.(name)}
        {...input}
      />
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

export function SelectField({ label, name, error, onEdit, children, className, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`input ${error ? 'border-red-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={() => onEdit?.(name)}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text area whose error is tied to it (aria-invalid, aria-describedby). */
export function TextAreaField({
  label,
  name,
  error,
  hint,
  onEdit,
  ...textarea
}: { label: string; name: string; error?: string; hint?: string; onEdit?: (name: string) => void } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={3}
        className={`input ${error ? 'border-red-600' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onInput={() => onEdit?.(name)}
        {...textarea}
      />
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

/** A banner for a whole-form message. */
export function Alert({ tone, children, onClose, closeLabel }: { tone: 'error' | 'success' | 'info'; children: ReactNode; onClose?: () => void; closeLabel?: string }) {
  const styles = { error: 'border-red-300 bg-red-50 text-red-900', success: 'border-green-300 bg-green-50 text-green-900', info: 'border-brand-100 bg-brand-50 text-brand-800' }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex items-start justify-between gap-3 rounded-md border px-4 py-3 text-sm ${styles}`}>
      <div>{children}</div>
      {onClose ? (
        <button type="button" onClick={onClose} className="-m-1 rounded p-1 font-bold hover:bg-black/5" aria-label={closeLabel}>
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
