import { useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, useNavigation } from 'react-router';
import { Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { AddressBlock } from '#app/components/orders/address-block.tsx';
import { DealNote, DeliveryMethodNote, OrderTotalsList, invoiceLabel } from '#app/components/orders/order-money.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { ChevronDownIcon } from '#app/components/ui/icons.tsx';
import { useDateFormat } from '#app/lib/dates.ts';
import type { Route } from './+types/orders';
import { pageMeta } from '#app/lib/seo.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) return { signedIn: false as const, orders: [], open: null };
  // `?order=<number>` (the links in order mails) opens that order; else the newest is open.
  const open = new URL(request.url).searchParams.get('order');
  return { signedIn: true as const, orders: await context.services.orders.listForUser(context.user.id), open };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'orders.metaTitle',
    description: 'orders.metaDescription',
    path: '/orders',
    noindex: true,
  });

type Order = Awaited<ReturnType<typeof loader>>['orders'][number];

/** docs/product.md §2.10.3: the shipping line depends on the status. */
function ShippingInfo({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const lines: string[] = [];
  if (order.status === 'Delivered') {
    if (order.deliveredAt) lines.push(t('orders.deliveredOn', { date: date(order.deliveredAt) }));
    if (order.trackingNumber) lines.push(t('orders.tracking', { number: order.trackingNumber }));
  } else if (order.status === 'Shipped') {
    // The window stored with the order is shown once, with the delivery method; an older order
    // without one keeps the single date set when it shipped.
    if (!order.deliveryEstimate && order.estimatedDelivery)
      lines.push(t('orders.estimatedDelivery', { date: date(order.estimatedDelivery) }));
    if (order.trackingNumber) lines.push(t('orders.tracking', { number: order.trackingNumber }));
  } else if (order.status === 'Processing') {
    if (order.estimatedShipping) lines.push(t('orders.estimatedShipping', { date: date(order.estimatedShipping) }));
  } else if (order.status === 'Cancelled' && order.cancelledAt) {
    lines.push(t('orders.cancelledOn', { date: date(order.cancelledAt) }));
  }
  return (
    <ul className="space-y-1 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function OrderCard({ order, initiallyOpen }: { order: Order; initiallyOpen: boolean }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = `order-${order.number}`;
  const items = order.lines.reduce((n, l) => n + l.quantity, 0);
  const cancellable = order.status !== 'Cancelled' && order.status !== 'Delivered';
  return (
    <li className="card overflow-hidden">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="flex w-full flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 text-left hover:bg-slate-50 sm:px-6"
        >
          <span className="font-semibold text-slate-900">{t('orders.order', { number: order.number })}</span>
          <StatusBadge status={order.status} />
          <span className="text-sm text-slate-600">{t('orders.placedOn', { date: date(order.createdAt) })}</span>
          <span className="text-sm text-slate-600">{t('orders.itemCount', { count: items })}</span>
          <Price cents={order.totalCents} className="ml-auto font-bold text-slate-900" />
          <ChevronDownIcon className={`h-5 w-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-200 px-4 py-5 sm:px-6">
        <div className="grid gap-6 md:grid-cols-3">
          <section className="md:col-span-2">
            <h3 className="mb-3 font-semibold text-slate-900">{t('orders.items')}</h3>
            <ul className="divide-y divide-slate-100">
              {order.lines.map((line) => (
                <li key={line.productId} className="flex items-center gap-3 py-3">
                  <ProductImg
                    image={line.imagePath ? { path: line.imagePath, alt: '', width: 800, height: 800 } : null}
                    alt=""
                    className="h-14 w-14 flex-none rounded border border-slate-100 object-contain"
                  />
                  <div className="min-w-0 flex-1">
                    <Link
                      to={`/product/${line.productId}`}
                      className="text-sm font-medium text-slate-900 hover:text-brand-700"
                    >
                      {line.title}
                    </Link>
                    <p className="text-xs text-slate-600">
                      {line.quantity} × <Price cents={line.unitPriceCents} />
                    </p>
                    <DealNote line={line} />
                    {order.status === 'Delivered' ? (
                      <Link
                        to={`/product/${encodeURIComponent(line.productId)}/review`}
                        aria-label={t('orders.writeReviewOf', { title: line.title })}
                        className="text-xs font-semibold text-brand-700 underline"
                      >
                        {t('orders.writeReview')}
                      </Link>
                    ) : null}
                  </div>
                  <Price cents={line.lineTotalCents} className="text-sm font-semibold" />
                </li>
              ))}
            </ul>
          </section>
          <div className="space-y-5">
            <section>
              <h3 className="mb-2 font-semibold text-slate-900">{t('orders.summary')}</h3>
              <OrderTotalsList order={order} />
              <p className="mt-2 text-xs text-slate-600">
                {t('orders.paidWith', { brand: order.cardBrand, last4: order.cardLast4 })}
              </p>
              {order.invoiceNo != null ? (
                <p className="mt-1 text-xs text-slate-600">
                  {t('orders.invoiceNumber', { number: invoiceLabel(order.invoiceNo) })}
                </p>
              ) : null}
            </section>
            <section>
              <h3 className="mb-2 font-semibold text-slate-900">{t('orders.shippingAddress')}</h3>
              <AddressBlock address={order.shipping} />
            </section>
            <section>
              <h3 className="mb-2 font-semibold text-slate-900">{t('orders.shippingInfo')}</h3>
              <DeliveryMethodNote order={order} />
              <ShippingInfo order={order} />
            </section>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap gap-3 border-t border-slate-200 pt-4">
          <a href={`/api/orders/${encodeURIComponent(order.number)}/invoice`} download className="btn-secondary">
            {t('orders.downloadInvoice')}
          </a>
          {cancellable ? (
            <Link to={`/contact?orderId=${encodeURIComponent(order.number)}`} className="btn-secondary">
              {t('orders.requestCancellation')}
            </Link>
          ) : null}
        </div>
      </div>
    </li>
  );
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { signedIn, orders, open } = loaderData;
  const opened = orders.some((order) => order.number === open) ? open : orders[0]?.number;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/orders';

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('orders.title')}</h1>
      {loading ? (
        <p role="status" className="mt-8 flex items-center gap-3 text-slate-600">
          <span
            className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden="true"
          />
          {t('common.loading')}
        </p>
      ) : !signedIn ? (
        <div className="card mt-8 px-6 py-12 text-center">
          <h2 className="text-xl font-semibold text-slate-900">{t('orders.signInTitle')}</h2>
          <p className="mt-2 text-slate-600">{t('orders.signInText')}</p>
          <Link to="/login?redirectTo=%2Forders" className="btn-primary mt-6">
            {t('orders.logIn')}
          </Link>
        </div>
      ) : orders.length === 0 ? (
        <div className="card mt-8 px-6 py-12 text-center">
          <p className="text-lg text-slate-700">{t('orders.empty')}</p>
          <Link to="/products" className="btn-primary mt-6">
            {t('orders.startShopping')}
          </Link>
        </div>
      ) : (
        <ul className="mt-8 space-y-4">
          {orders.map((order) => (
            <OrderCard key={order.number} order={order} initiallyOpen={order.number === opened} />
          ))}
        </ul>
      )}
    </div>
  );
}
