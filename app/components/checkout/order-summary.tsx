import type { ReactNode } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { DiscountRow } from '#app/components/orders/order-money.tsx';
import { Price, useMoney } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import type { ProductImage } from '#common/catalog-types.ts';
import type { Totals } from '#common/money-rules.ts';
import { deliveryKind, type ShippingMethod } from '#common/shipping.ts';

export type SummaryLine = {
  id: string;
  title: string;
  image: ProductImage | null;
  quantity: number;
  unitPriceCents: number;
  /** The regular unit price when the line gets the Value of the Day price. */
  dealRegularCents: number | null;
  /** Units left at the deal price when this line is too large for it (charged the regular price). */
  dealLeftShort: number | null;
};

/**
 * The checkout's Order Summary: lines (deal lines say so), the discount code field, subtotal, the
 * code's discount, shipping by method, tax and total — as the server will charge them.
 */
export function OrderSummaryList({
  lines,
  totals,
  method,
  country,
  discountCode = null,
  codeField,
}: {
  lines: SummaryLine[];
  totals: Totals;
  method: ShippingMethod;
  country: string;
  discountCode?: string | null;
  codeField?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3">
            <ProductImg
              image={line.image}
              alt=""
              className="h-12 w-12 flex-none rounded border border-slate-100 object-contain"
            />
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-sm font-medium break-words text-slate-900">{line.title}</p>
              <p className="text-xs text-slate-600">{t('checkout.quantityTimes', { count: line.quantity })}</p>
              {line.dealRegularCents != null ? (
                <p className="text-xs font-semibold text-red-700">
                  {t('checkout.dealLine', { price: money(line.unitPriceCents), regular: money(line.dealRegularCents) })}
                </p>
              ) : line.dealLeftShort != null ? (
                <p className="text-xs text-amber-800">{t('checkout.dealRegular', { count: line.dealLeftShort })}</p>
              ) : null}
            </div>
            <Price cents={line.unitPriceCents * line.quantity} className="text-sm font-semibold" />
          </li>
        ))}
      </ul>
      {codeField}
      <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-2">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>
            <Price cents={totals.subtotalCents} />
          </dd>
        </div>
        {totals.discountCents > 0 ? (
          <DiscountRow code={discountCode} cents={totals.discountCents} testId="summary-discount" />
        ) : null}
        <div className="flex justify-between gap-2">
          <dt>
            {t('checkout.shippingWithMethod', { method: t(`checkout.methods.${deliveryKind(method, country)}`) })}
          </dt>
          <dd data-testid="summary-shipping">
            <Price cents={totals.shippingCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt>{t('checkout.tax')}</dt>
          <dd>
            <Price cents={totals.taxCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-2 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="summary-total">
            <Price cents={totals.totalCents} />
          </dd>
        </div>
      </dl>
    </>
  );
}
