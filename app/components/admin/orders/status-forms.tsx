import { useId, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Alert, formValues, useFieldErrors, type FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { z } from 'zod';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

export const ORDER_INTENTS = ['ship', 'deliver', 'cancel', 'approve', 'reject'] as const;
export type OrderIntent = (typeof ORDER_INTENTS)[number];

/** What the order page's action answers: done, or why not (message keys), with what was typed. */
export type OrderActionResult =
  | { ok: true; intent: OrderIntent; requestId?: number }
  | {
      ok: false;
      intent: OrderIntent | 'unknown';
      requestId?: number;
      formError?: TranslationKey;
      /** Values for the formError message (raw status names, translated when shown). */
      errorValues?: Record<string, string>;
      fieldErrors: Record<string, TranslationKey>;
      values?: Record<string, string>;
    };

/** Whether an action result belongs to this form (the same intent, and for requests the same request). */
export function resultFor(
  result: OrderActionResult | undefined,
  intent: OrderIntent,
  requestId?: number,
): OrderActionResult | undefined {
  if (!result || result.intent !== intent) return undefined;
  return (result.requestId ?? null) === (requestId ?? null) ? result : undefined;
}

/** A whole-form message in the page's language; status names inside it are translated too. */
export function useResultMessage() {
  const { t } = useTranslation();
  return (result: Extract<OrderActionResult, { ok: false }>) => {
    const values = Object.fromEntries(
      Object.entries(result.errorValues ?? {}).map(([key, value]) => [
        key,
        ['from', 'to', 'status'].includes(key) ? t(`orders.status.${value}`, { defaultValue: value }) : value,
      ]),
    );
    return result.formError ? t(result.formError, { replace: values }) : '';
  };
}

/** The success or refusal of the last action among `intents`, as a banner. */
export function ResultBanner({
  result,
  intents,
}: {
  result: OrderActionResult | undefined;
  intents: readonly OrderActionResult['intent'][];
}) {
  const { t } = useTranslation();
  const message = useResultMessage();
  if (!result || !intents.includes(result.intent)) return null;
  if (result.ok) return <Alert tone="success">{t(`admin.orders.done.${result.intent}`)}</Alert>;
  return result.formError ? <Alert tone="error">{message(result)}</Alert> : null;
}

/**
 * One status change as a plain POST form (works without JavaScript) with an `intent`; with
 * JavaScript the shared schema checks it first and the first invalid field takes the focus.
 */
export function StatusForm({
  intent,
  requestId,
  title,
  submitLabel,
  result,
  schema,
  danger,
  children,
}: {
  intent: OrderIntent;
  requestId?: number;
  title: string;
  submitLabel: string;
  result: OrderActionResult | undefined;
  schema: z.ZodType;
  danger?: boolean;
  children: (field: {
    errors: FieldErrors;
    clear: (name: string) => void;
    values: Record<string, string> | undefined;
  }) => ReactNode;
}) {
  const mine = resultFor(result, intent, requestId);
  const failed = mine && !mine.ok ? mine : undefined;
  const { errors, clear, validate } = useFieldErrors(failed?.fieldErrors);
  const navigation = useNavigation();
  const headingId = useId();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === intent &&
    (requestId === undefined || navigation.formData?.get('requestId') === String(requestId));
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby={headingId}
      className="space-y-3"
      onSubmit={(event) => {
        const form = event.currentTarget;
        if (!validate(schema, formValues(form))) {
          event.preventDefault();
          requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }
      }}
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {title}
      </h3>
      <input type="hidden" name="intent" value={intent} />
      {requestId !== undefined ? <input type="hidden" name="requestId" value={requestId} /> : null}
      {children({ errors, clear, values: failed?.values })}
      <button
        type="submit"
        className={danger ? 'btn-secondary border-red-300 text-red-800 hover:bg-red-50' : 'btn-primary'}
        disabled={busy}
      >
        {submitLabel}
      </button>
    </Form>
  );
}
