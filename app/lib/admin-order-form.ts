import { data } from 'react-router';
import type { OrderActionResult, OrderIntent } from '#app/components/admin/orders/status-forms.tsx';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { ADMIN_ORDERS_MAX } from '#common/schemas/admin-orders.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

const FIELDS = ['trackingNumber', 'estimatedDelivery', 'deliveredAt', 'reason', 'note'] as const;

/** Reads an order page post: its intent, the request it is about (digits only) and the typed fields (cut to a bound). */
export function readOrderForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, ADMIN_ORDERS_MAX.text * 2) : '';
  };
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  const rawRequestId = text('requestId');
  const requestId = /^\d{1,10}$/.test(rawRequestId) ? Number(rawRequestId) : undefined;
  return { values, requestId, intent: text('intent') as OrderIntent };
}

/** The action's answers for one post: done, its fields refused (400), or a refusal with its message. */
export function orderReplies({ values, requestId, intent }: ReturnType<typeof readOrderForm>) {
  const done = () => data<OrderActionResult>({ ok: true, intent, ...(requestId !== undefined ? { requestId } : {}) });
  const invalid = (error: { issues: Parameters<typeof firstIssuePerField>[0] }) =>
    data<OrderActionResult>(
      {
        ok: false,
        intent,
        ...(requestId !== undefined ? { requestId } : {}),
        fieldErrors: firstIssuePerField(error.issues),
        values,
      },
      400,
    );
  const refusedBody = (
    formError: TranslationKey,
    errorValues: Record<string, string> = {},
    fieldErrors: Record<string, TranslationKey> = {},
  ): OrderActionResult => ({
    ok: false,
    intent,
    ...(requestId !== undefined ? { requestId } : {}),
    formError,
    errorValues,
    fieldErrors,
    values,
  });
  return { done, invalid, refusedBody };
}
