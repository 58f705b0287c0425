import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, useFieldErrors, type FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { AccountActionResult } from '#app/lib/account-form.ts';

/** docs/product.md §2.11.3: the success banner disappears after 3 seconds. */
const SUCCESS_MS = 3000;

/** The banners of one form: success for 3 seconds (or until closed), else "Error!" with the reason. */
export function useFormResult<I extends AccountActionResult['intent']>(
  result: AccountActionResult | undefined,
  intent: I,
) {
  const mine = result?.intent === intent ? (result as Extract<AccountActionResult, { intent: I }>) : undefined;
  const failed = mine && !mine.ok ? (result as Extract<AccountActionResult, { intent: I; ok: false }>) : undefined;
  const { errors, clear, set } = useFieldErrors(failed?.fieldErrors);
  const [formError, setFormError] = useState(failed?.formError);
  const [hiddenSuccess, setHiddenSuccess] = useState<unknown>(null);
  useEffect(() => setFormError(failed?.formError), [failed]);
  useEffect(() => {
    if (!mine?.ok) return;
    const timer = setTimeout(() => setHiddenSuccess(mine), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [mine]);
  const hasFieldErrors = Object.values(errors).some(Boolean);
  return {
    mine,
    failed,
    errors,
    /** A field's error, and the form's reason, go as soon as the shopper edits. */
    edit: (name: string) => {
      clear(name);
      setFormError(undefined);
    },
    set,
    success: Boolean(mine?.ok) && hiddenSuccess !== mine,
    closeSuccess: () => setHiddenSuccess(mine),
    errorReason: formError ?? (hasFieldErrors ? 'account.errors.fixFields' : undefined),
  };
}

export function ErrorBanner({ reason }: { reason: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error">
      <strong className="font-semibold">{t('account.errorTitle')}</strong> {t(reason)}
    </Alert>
  );
}

export function SuccessBanner({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  // The close button needs JavaScript: not offered before the page is hydrated.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Alert tone="success" onClose={hydrated ? onClose : undefined} closeLabel={t('account.closeMessage')}>
      {children}
    </Alert>
  );
}

/** Moves to the first field in error, after React has rendered its message (so it is read with the field). */
export function focusFirst(form: HTMLFormElement | null, fields: readonly string[], errors: FieldErrors) {
  const first = fields.find((f) => errors[f]);
  const element = first ? form?.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) requestAnimationFrame(() => element.focus());
}
