import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useMoney } from '#app/components/catalog/price.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import type { AppliedCode, CheckoutResult, CodeProblem } from '#app/lib/checkout-form.ts';
import { DISCOUNT_REFUSALS } from '#common/discounts.ts';
import { messageDetails } from '#common/money-rules.ts';
import type { ShippingMethod } from '#common/shipping.ts';

export type DiscountCode = ReturnType<typeof useDiscountCode>;

/**
 * The code the summary shows applied, and why the one typed does not apply. Without JavaScript
 * both come from the page's action (Apply posts the whole form); with it, Apply asks
 * `POST /api/discounts/check` and the page stays as it is.
 */
export function useDiscountCode(result: CheckoutResult | undefined, method: ShippingMethod) {
  const lang = usePageLang();
  const [applied, setApplied] = useState<AppliedCode | null>(result?.discount ?? null);
  const [problem, setProblem] = useState<CodeProblem | null>(result?.discountError ?? null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!result || !('discount' in result)) return;
    setApplied(result.discount ?? null);
    setProblem(result.discountError ?? null);
  }, [result]);

  const apply = async (typed: string) => {
    if (!typed.trim()) return setProblem({ message: 'discounts.errors.codeRequired', details: {} });
    setBusy(true);
    try {
      const response = await fetch('/api/discounts/check', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: typed, shippingMethod: method }),
      });
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (response.ok) {
        setApplied({ code: String(body.code), discountCents: Number(body.discountCents) });
        setProblem(null);
        return;
      }
      const reason = DISCOUNT_REFUSALS.find((r) => r === body.reason);
      if (reason) setApplied(null);
      setProblem(
        reason
          ? { message: `discounts.errors.${reason}`, details: messageDetails(body, lang) }
          : { message: response.status === 429 ? 'errors.tooManyRequests' : 'checkout.serviceError', details: {} },
      );
    } catch {
      setProblem({ message: 'checkout.serviceError', details: {} });
    } finally {
      setBusy(false);
    }
  };
  const remove = () => {
    setApplied(null);
    setProblem(null);
  };
  return { applied, problem, busy, apply, remove };
}

/**
 * "Discount code" with Apply, in the order summary. Its message line keeps its room, so an
 * error (role=alert, tied to the field) or the applied note never moves the summary; Remove
 * takes the code off. Both buttons post the form when JavaScript is off.
 */
export function DiscountField({ code, initial }: { code: DiscountCode; initial: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { applied, problem, busy } = code;
  const apply = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!busy) void code.apply(input.current?.value ?? '');
  };
  const remove = (event: MouseEvent) => {
    event.preventDefault();
    if (input.current) input.current.value = '';
    code.remove();
    input.current?.focus();
  };
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <label htmlFor={id} className="label">
        {t('discounts.label')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          name="discountCode"
          defaultValue={initial}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className={`input min-w-0 flex-1 uppercase ${problem ? 'border-red-600' : ''}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-message`}
          // Enter here applies the code (elsewhere in the form it completes the order).
          onKeyDown={(event) => (event.key === 'Enter' ? apply(event) : undefined)}
        />
        <button
          type="submit"
          name="intent"
          value="applyDiscount"
          className="btn-secondary flex-none"
          aria-busy={busy || undefined}
          onClick={apply}
        >
          {busy ? t('discounts.applying') : t('discounts.apply')}
        </button>
      </div>
      <div id={`${id}-message`} className="mt-1 min-h-10 text-sm">
        {problem ? (
          <p role="alert" className="text-red-700">
            {t(problem.message, problem.details)}
          </p>
        ) : applied ? (
          <p className="text-green-800" role="status">
            {t('discounts.applied', { code: applied.code, amount: money(applied.discountCents) })}{' '}
            <button
              type="submit"
              name="intent"
              value="removeDiscount"
              className="font-medium text-brand-700 underline"
              onClick={remove}
            >
              {t('discounts.remove')}
            </button>
          </p>
        ) : null}
      </div>
    </div>
  );
}
