import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Price } from '#app/components/catalog/price.tsx';
import { DealNote, DeliveryMethodNote, OrderTotalsList, invoiceLabel } from '#app/components/orders/order-money.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminOrderDetail as Order } from './admin-orders.types.ts';

export function Section({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`card p-4 sm:p-5 ${className}`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> {t('admin.orders.detail.back')}
    </Link>
  );
}

export function Lines({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      {/* The padding (taken back by the margin) leaves room for the links' focus rings, which the scroll box would clip. */}
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('admin.orders.detail.product')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('admin.orders.detail.unitPrice')}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                {t('admin.orders.detail.quantity')}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {t('admin.orders.detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <td className="py-2 pr-3">
                  <Link
                    to={`/admin/products/${encodeURIComponent(line.productId)}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {line.title}
                  </Link>
                  <span className="block text-xs text-slate-600">{line.productId}</span>
                  <DealNote line={line} />
                </td>
                <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">
                  <Price cents={line.unitPriceCents} />
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                  <Price cents={line.lineTotalCents} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <OrderTotalsList
        order={order}
        className="mt-3 ml-auto max-w-xs space-y-1 border-t border-slate-200 pt-3 text-sm"
        totalClassName="font-bold text-slate-900"
      />
      <div className="mt-3 ml-auto max-w-xs">
        <DeliveryMethodNote order={order} />
        {order.invoiceNo != null ? (
          <p className="mt-1 text-sm text-slate-600">
            {t('orders.invoiceNumber', { number: invoiceLabel(order.invoiceNo) })}
          </p>
        ) : null}
      </div>
    </>
  );
}

export function DeliveryFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  // The window stored with the order (what the shopper was told); an older order: the date set on shipping.
  const window = order.deliveryEstimate
    ? [date(order.deliveryEstimate.earliest), date(order.deliveryEstimate.latest)]
    : null;
  const estimate = window
    ? window[0] === window[1]
      ? window[1]
      : `${window[0]} – ${window[1]}`
    : date(order.estimatedDelivery);
  const facts: [string, string | null][] = [
    [t('admin.orders.detail.tracking'), order.trackingNumber],
    [t('admin.orders.detail.estimatedShipping'), order.status === 'Processing' ? date(order.estimatedShipping) : null],
    [t('admin.orders.detail.shippedAt'), date(order.shippedAt, true)],
    [
      t('admin.orders.detail.estimatedDelivery'),
      order.status === 'Processing' || order.status === 'Shipped' ? estimate : null,
    ],
    [t('admin.orders.detail.deliveredAt'), date(order.deliveredAt, true)],
    [t('admin.orders.detail.cancelledAt'), date(order.cancelledAt, true)],
    [t('admin.orders.detail.cancelReason'), order.cancelReason],
  ];
  const shown = facts.filter(([, value]) => value);
  if (shown.length === 0) return <p className="text-sm text-slate-600">—</p>;
  return (
    <dl className="space-y-2 text-sm">
      {shown.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <div>
      <BackLink />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('admin.orders.errors.notFound')}</h1>
      <p className="mt-2 text-slate-700">{t('admin.orders.detail.notFound')}</p>
    </div>
  );
}

export function CustomerFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="text-sm font-medium text-slate-900">{order.customer.name}</p>
      <p className="text-sm break-all text-slate-700">{order.customer.email}</p>
      <p className="mt-1 text-xs text-slate-600">
        {t('admin.orders.detail.account')} #{order.customer.userId}
      </p>
    </>
  );
}
