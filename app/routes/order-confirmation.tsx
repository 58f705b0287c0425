import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, data } from 'react-router';
import { Price } from '#app/components/catalog/price.tsx';
import { AddressBlock } from '#app/components/orders/address-block.tsx';
import { DealNote, DeliveryMethodNote, OrderTotalsList, invoiceLabel } from '#app/components/orders/order-money.tsx';
import { CheckIcon } from '#app/components/ui/icons.tsx';
import { useDateFormat } from '#app/lib/dates.ts';
import { signedInUser } from '#app/lib/guard.ts';
import type { Route } from './+types/order-confirmation';
import { pageMeta } from '#app/lib/seo.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const number = new URL(request.url).searchParams.get('order') ?? '';
  const order = number ? await context.services.orders.getForUser(user.id, number) : null;
  // Someone else's order answers like a missing one: 404, nothing about it shown.
  return data({ order }, { status: order ? 200 : 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'checkout.confirmation.metaTitle',
    description: 'checkout.confirmation.metaDescription',
    path: '/order-confirmation',
    noindex: true,
  });

/** After checkout: order number, items, totals, address and a link to /orders. */
export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { order } = loaderData;
  if (!order) {
    return (
      <div className="container-page py-16 text-center">
        <p className="text-lg text-slate-700">{t('checkout.confirmation.notFound')}</p>
        <Link to="/orders" className="btn-primary mt-6">
          {t('checkout.confirmation.viewOrders')}
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-10">
      <div className="text-center">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="h-8 w-8" />
        </span>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('checkout.confirmation.title')}</h1>
        <p className="mt-2 text-slate-600">{t('checkout.confirmation.text')}</p>
      </div>
      <div className="card mt-8 p-6">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">{t('checkout.confirmation.orderNumber')}</dt>
            <dd className="mt-1 text-lg font-bold text-slate-900" data-testid="order-number">
              {order.number}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('checkout.confirmation.placedOn')}</dt>
            <dd className="mt-1 font-medium text-slate-900">{date(order.createdAt, true)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('checkout.confirmation.payment')}</dt>
            <dd className="mt-1 font-medium text-slate-900">
              {t('checkout.confirmation.paidWith', { brand: order.cardBrand, last4: order.cardLast4 })}
            </dd>
          </div>
          {order.invoiceNo != null ? (
            <div>
              <dt className="text-slate-600">{t('checkout.confirmation.invoiceNumber')}</dt>
              <dd className="mt-1 font-medium text-slate-900" data-testid="invoice-number">
                {invoiceLabel(order.invoiceNo)}
              </dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{t('checkout.deliveryTitle')}</dt>
            <dd className="mt-1">
              <DeliveryMethodNote order={order} />
            </dd>
          </div>
        </dl>
        <h2 className="mt-8 font-semibold text-slate-900">{t('checkout.confirmation.items')}</h2>
        <ul className="mt-2 divide-y divide-slate-100">
          {order.lines.map((line) => (
            <li key={line.productId} className="flex justify-between gap-4 py-2 text-sm">
              <span className="min-w-0">
                {line.title} <span className="text-slate-600">× {line.quantity}</span>
                <DealNote line={line} />
              </span>
              <Price cents={line.lineTotalCents} className="font-medium" />
            </li>
          ))}
        </ul>
        <OrderTotalsList
          order={order}
          className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-sm"
          totalClassName="text-base font-bold"
        />
        <h2 className="mt-8 mb-2 font-semibold text-slate-900">{t('checkout.confirmation.shipTo')}</h2>
        <AddressBlock address={order.shipping} />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/orders" className="btn-primary">
          {t('checkout.confirmation.viewOrders')}
        </Link>
        <Link to="/products" className="btn-secondary">
          {t('checkout.confirmation.continueShopping')}
        </Link>
      </div>
    </div>
  );
}
