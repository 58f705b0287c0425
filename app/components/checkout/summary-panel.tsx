import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { Totals } from '#common/money-rules.ts';
import type { ShippingMethod } from '#common/shipping.ts';
import { OrderSummaryList, type SummaryLine } from './order-summary.tsx';

/** The checkout's side panel: the order summary, the submit button and the way back to the cart. */
export function SummaryPanel({
  lines,
  totals,
  method,
  country,
  busy,
  discountCode,
  codeField,
}: {
  lines: SummaryLine[];
  totals: Totals;
  method: ShippingMethod;
  country: string;
  busy: boolean;
  discountCode: string | null;
  /** The discount code field, between the lines and the totals. */
  codeField: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <aside className="lg:col-span-1" aria-labelledby="summary-title">
      <div className="card sticky top-4 p-4 sm:p-6">
        <h2 id="summary-title" className="text-lg font-semibold text-slate-900">
          {t('checkout.summaryTitle')}
        </h2>
        <OrderSummaryList
          lines={lines}
          totals={totals}
          method={method}
          country={country}
          discountCode={discountCode}
          codeField={codeField}
        />
        <button type="submit" className="btn-primary mt-6 w-full py-3 text-base" disabled={busy}>
          {busy ? t('checkout.processing') : t('checkout.completeOrder')}
        </button>
        <Link to="/cart" className="mt-3 block text-center text-sm text-brand-700 hover:underline">
          {t('checkout.editCart')}
        </Link>
      </div>
    </aside>
  );
}
