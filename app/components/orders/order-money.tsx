import { useTranslation } from '#app/i18n/use-translation.ts';
import { Price, useMoney } from '#app/components/catalog/price.tsx';
import { useDateFormat } from '#app/lib/dates.ts';
import { dealSaves, formatInvoiceNumber, type OrderMoney } from '#common/money-rules.ts';
import { deliveryKind } from '#common/shipping.ts';

type MoneyOrder = OrderMoney & {
  shipping: { country: string };
  deliveryEstimate: { earliest: string; latest: string } | null;
};

/**
 * Subtotal, the discount code's line, shipping with its method, tax and total: the same on
 * /orders, the confirmation and the back office.
 */
export function OrderTotalsList({
  order,
  className,
  totalClassName = 'font-bold',
}: {
  order: MoneyOrder;
  className?: string;
  totalClassName?: string;
}) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-4';
  return (
    <dl className={className ?? 'space-y-1 text-sm'}>
      <div className={row}>
        <dt>{t('checkout.subtotal')}</dt>
        <dd className="tabular-nums">
          <Price cents={order.subtotalCents} />
        </dd>
      </div>
      {order.discountCents > 0 ? <DiscountRow code={order.discountCode} cents={order.discountCents} /> : null}
      <div className={row}>
        <dt>
          {t('checkout.shippingWithMethod', {
            method: t(`checkout.methods.${deliveryKind(order.shippingMethod, order.shipping.country)}`),
          })}
        </dt>
        <dd className="tabular-nums">
          <Price cents={order.shippingCents} />
        </dd>
      </div>
      <div className={row}>
        <dt>{t('checkout.tax')}</dt>
        <dd className="tabular-nums">
          <Price cents={order.taxCents} />
        </dd>
      </div>
      <div className={`${row} border-t border-slate-200 pt-1 ${totalClassName}`}>
        <dt>{t('checkout.total')}</dt>
        <dd className="tabular-nums">
          <Price cents={order.totalCents} />
        </dd>
      </div>
    </dl>
  );
}

/** "Estimated delivery: 1 Dec 2026 – 2 Dec 2026", or one day when the window is one day (the owner's change). */
export function useDeliveryWindowText() {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (estimate: { earliest: string | Date; latest: string | Date }) => {
    const from = date(estimate.earliest);
    const to = date(estimate.latest);
    return from === to ? t('checkout.deliveryOn', { date: to }) : t('checkout.deliveryBetween', { from, to });
  };
}

/**
 * "Express delivery" and the window stored with the order: the one checkout showed, or the
 * owner's later change (noted with its day). An order from before the window was stored shows
 * only its method; its status line keeps the dates it had.
 */
export function DeliveryMethodNote({ order }: { order: MoneyOrder & { deliveryRevisedAt?: string | null } }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const windowText = useDeliveryWindowText();
  const kind = deliveryKind(order.shippingMethod, order.shipping.country);
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">{t(`checkout.methodOption.${kind}`)}</span>
      {order.deliveryEstimate ? (
        <span className="block text-slate-600" data-testid="delivery-window">
          {windowText(order.deliveryEstimate)}
        </span>
      ) : null}
      {order.deliveryEstimate && order.deliveryRevisedAt ? (
        <span className="block text-slate-600">
          {t('orders.deliveryChanged', { date: date(order.deliveryRevisedAt) })}
        </span>
      ) : null}
    </p>
  );
}

/** A line charged at the Value of the Day price says so: "Value of the Day: $49.99 (regular $69.99)". */
export function DealNote({
  line,
}: {
  line: { unitPriceCents: number; dealId: number | null; regularPriceCents: number | null };
}) {
  const { t } = useTranslation();
  const money = useMoney();
  if (line.dealId == null || line.regularPriceCents == null) return null;
  if (!dealSaves({ regularPriceCents: line.regularPriceCents }, line.unitPriceCents)) return null;
  return (
    <span className="block text-xs font-semibold text-red-700">
      {t('checkout.dealLine', { price: money(line.unitPriceCents), regular: money(line.regularPriceCents) })}
    </span>
  );
}

/** The invoice's own number as printed on it (INV-000042); nothing for orders from before it existed. */
export function invoiceLabel(invoiceNo: number | null): string | null {
  return invoiceNo == null ? null : formatInvoiceNumber(invoiceNo);
}

/** "Discount (WELCOME10)  −$12.00": the code's line in every order summary (green, with a minus sign). */
export function DiscountRow({ code, cents, testId }: { code: string | null; cents: number; testId?: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="flex justify-between gap-4 text-green-800">
      <dt>{t('discounts.line', { code: code ?? '' })}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {`−${money(cents)}`}
      </dd>
    </div>
  );
}
