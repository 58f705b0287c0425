import type { ReactNode } from 'react';
import { Link, data, useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { ResultBanner, StatusForm, type OrderActionResult, type OrderIntent } from '#app/components/admin/orders/status-forms.tsx';
import { TextAreaField } from '#app/components/ui/form.tsx';
import { Price } from '#app/components/catalog/price.tsx';
import { AddressBlock } from '#app/components/orders/address-block.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { TextField } from '#app/components/ui/form.tsx';
import { getI18n } from '#app/i18n/instance.ts';
import { DealNote, DeliveryMethodNote, OrderTotalsList, invoiceLabel } from '#app/components/orders/order-money.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import type { ActionArgs, LoaderArgs } from '#app/lib/route-args.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import { refusal } from '#app/lib/action-result.ts';
import {
  ADMIN_ORDERS_MAX,
  adminFieldErrors,
  approveRequestSchema,
  cancelSchema,
  deliverSchema,
  rejectRequestSchema,
  shipSchema,
} from '#common/schemas/admin-orders.ts';

/** /admin/orders/:number — the whole order, its history and cancellation requests, and the status changes it allows. */
export async function loader({ context, request, params }: LoaderArgs) {
  requireAdmin(context, request);
  const order = await context.services.adminOrders.getOrder(params.number ?? '');
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

const FIELDS = ['trackingNumber', 'estimatedDelivery', 'deliveredAt', 'reason', 'note'] as const;

/** Plain form posts with an `intent`; a refusal comes back with its status and the message to show. */
export async function action({ context, request, params }: ActionArgs) {
  const admin = requireAdmin(context, request);
  const number = params.number ?? '';
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<OrderActionResult>({ ok: false, intent: 'unknown', formError: 'errors.badRequest', fieldErrors: {} }, 400);
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, ADMIN_ORDERS_MAX.text * 2) : '';
  };
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(name)]));
  const rawRequestId = text('requestId');
  const requestId = /^\d{1,10}$/.test(rawRequestId) ? Number(rawRequestId) : undefined;
  const intent = text('intent') as OrderIntent;
  const service = context.services.adminOrders;
  const done = () => data<OrderActionResult>({ ok: true, intent, ...(requestId !== undefined ? { requestId } : {}) });
  const invalid = (issues: Parameters<typeof adminFieldErrors>[0]) =>
    data<OrderActionResult>({ ok: false, intent, ...(requestId !== undefined ? { requestId } : {}), fieldErrors: adminFieldErrors(issues), values }, 400);
  const refusedBody = (formError: string, errorValues: Record<string, string> = {}, fieldErrors: Record<string, string> = {}): OrderActionResult =>
    ({ ok: false, intent, ...(requestId !== undefined ? { requestId } : {}), formError, errorValues, fieldErrors, values });
  const refused = (status: number, formError: string) => data<OrderActionResult>(refusedBody(formError), status);

  try {
    switch (intent) {
      case 'ship': {
        const parsed = shipSchema.safeParse(values);
        if (!parsed.success) return invalid(parsed.error);
        await service.ship(number, parsed.data, admin.id);
        return done();
      }
      case 'deliver': {
        const parsed = deliverSchema.safeParse(values);
        if (!parsed.success) return invalid(parsed.error);
        await service.deliver(number, parsed.data, admin.id);
        return done();
      }
      case 'cancel': {
        const parsed = cancelSchema.safeParse(values);
        if (!parsed.success) return invalid(parsed.error);
        await service.cancel(number, parsed.data, admin.id);
        return done();
      }
      case 'approve':
      case 'reject': {
        // Only a request about the order on this page.
        const order = await service.getOrder(number);
        if (!order) return refused(404, 'admin.orders.errors.notFound');
        if (requestId === undefined || !order.requests.some((r) => r.id === requestId)) return refused(404, 'admin.orders.errors.requestNotFound');
        if (intent === 'approve') {
          const parsed = approveRequestSchema.safeParse(values);
          if (!parsed.success) return invalid(parsed.error);
          await service.approveRequest(requestId, parsed.data, admin.id);
        } else {
          const parsed = rejectRequestSchema.safeParse(values);
          if (!parsed.success) return invalid(parsed.error);
          await service.rejectRequest(requestId, parsed.data, admin.id);
        }
        return done();
      }
      default:
        return data<OrderActionResult>({ ok: false, intent: 'unknown', formError: 'admin.orders.errors.unknownAction', fieldErrors: {} }, 400);
    }
  } catch (error) {
    return refusal<OrderActionResult>(error, ({ messageKey, details: { fieldErrors, retryAfter: _retry, ...details } }) => {
      const errorValues = Object.fromEntries(Object.entries(details).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
      return refusedBody(messageKey, errorValues, fieldErrors ?? {});
    });
  }
}

export const meta: MetaFunction = ({ matches, params }) => {
  const t = getI18n(rootDataOf(matches)?.lang ?? 'en').t;
  const number = params.number ?? '';
  return pageMeta(matches, {
    title: t('admin.orders.detail.title', { number }),
    description: t('admin.shell.metaDescription'),
    path: `/admin/orders/${encodeURIComponent(number)}`,
    translate: false,
    noindex: true,
  });
};

type Order = NonNullable<Awaited<ReturnType<typeof loader>> extends infer R ? (R extends { order: infer O } ? O : never) : never>;

function Section({ id, title, children, className = '' }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`card p-4 sm:p-5 ${className}`}>
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AdminOrder() {
  const { t } = useTranslation();
  const date = useDateFormat();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const order = loaded.order as Order | null;

  if (!order) {
    return (
      <div>
        <BackLink />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('admin.orders.errors.notFound')}</h1>
        <p className="mt-2 text-slate-700">{t('admin.orders.detail.notFound')}</p>
      </div>
    );
  }

  const openRequests = order.requests.filter((r) => r.status === 'open');
  return (
    <div>
      <BackLink />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('admin.orders.detail.title', { number: order.number })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('admin.orders.detail.placedOn', { date: date(order.createdAt, true) })} · {t('admin.orders.detail.lastChange', { date: date(order.updatedAt, true) })}
      </p>
      <div className="mt-3 empty:hidden">
        <ResultBanner result={result} intents={['unknown']} />
      </div>
      {openRequests.length > 0 ? (
        <p className="mt-3">
          <a href="#requests" className="inline-flex items-center gap-2 rounded-md bg-yellow-100 px-3 py-1.5 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-600/30 hover:bg-yellow-200">
            {t('admin.orders.dashboard.requests')}: {openRequests.length}
          </a>
        </p>
      ) : null}

      <div className="mt-5 grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5 lg:order-2">
          <StatusActions order={order} result={result} />
          <Section id="delivery" title={t('admin.orders.detail.delivery')}>
            <DeliveryFacts order={order} />
          </Section>
          <Section id="customer" title={t('admin.orders.detail.customer')}>
            <p className="text-sm font-medium text-slate-900">{order.customer.name}</p>
            <p className="text-sm break-all text-slate-700">{order.customer.email}</p>
            <p className="mt-1 text-xs text-slate-600">
              {t('admin.orders.detail.account')} #{order.customer.userId}
            </p>
          </Section>
          <Section id="payment" title={t('admin.orders.detail.payment')}>
            <p className="text-sm text-slate-700">{t('orders.paidWith', { brand: order.cardBrand, last4: order.cardLast4 })}</p>
          </Section>
        </div>

        <div className="min-w-0 space-y-5 lg:order-1">
          <Section id="items" title={t('admin.orders.detail.items')}>
            <Lines order={order} />
          </Section>
          <div className="grid gap-5 sm:grid-cols-2">
            <Section id="billing" title={t('admin.orders.detail.billing')}>
              <AddressBlock address={order.billing} />
              {order.billing.email ? <p className="mt-1 text-sm break-all text-slate-700">{order.billing.email}</p> : null}
            </Section>
            <Section id="shipping" title={t('admin.orders.detail.shipping')}>
              <AddressBlock address={order.shipping} />
            </Section>
          </div>
          <Section id="requests" title={t('admin.orders.detail.requests.title')}>
            <Requests order={order} result={result} />
          </Section>
          <Section id="history" title={t('admin.orders.detail.history')}>
            <History order={order} />
          </Section>
        </div>
      </div>
    </div>
  );
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin/orders" className="text-sm font-medium text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> {t('admin.orders.detail.back')}
    </Link>
  );
}

function Lines({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      {/* The padding (taken back by the margin) leaves room for the links' focus rings, which the scroll box would clip. */}
      <div className="-mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[30rem] text-left text-sm">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">{t('admin.orders.detail.product')}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t('admin.orders.detail.unitPrice')}</th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">{t('admin.orders.detail.quantity')}</th>
              <th scope="col" className="py-2 text-right font-medium">{t('admin.orders.detail.lineTotal')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {order.lines.map((line) => (
              <tr key={line.productId}>
                <td className="py-2 pr-3">
                  <Link to={`/admin/products/${encodeURIComponent(line.productId)}`} className="font-medium text-brand-700 hover:underline">
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
      <OrderTotalsList order={order} className="mt-3 ml-auto max-w-xs space-y-1 border-t border-slate-200 pt-3 text-sm" totalClassName="font-bold text-slate-900" />
      <div className="mt-3 ml-auto max-w-xs">
        <DeliveryMethodNote order={order} />
        {order.invoiceNo != null ? <p className="mt-1 text-sm text-slate-600">{t('orders.invoiceNumber', { number: invoiceLabel(order.invoiceNo) })}</p> : null}
      </div>
    </>
  );
}

function DeliveryFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const facts: [string, string | null][] = [
    [t('admin.orders.detail.tracking'), order.trackingNumber],
    [t('admin.orders.detail.estimatedShipping'), order.status === 'Processing' ? date(order.estimatedShipping) : null],
    [t('admin.orders.detail.shippedAt'), date(order.shippedAt, true)],
    [t('admin.orders.detail.estimatedDelivery'), order.status === 'Shipped' ? date(order.estimatedDelivery) : null],
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

function StatusActions({ order, result }: { order: Order; result: OrderActionResult | undefined }) {
  const { t } = useTranslation();
  const can = (status: string) => (order.next as string[]).includes(status);
  const ORDER_ACTIONS: readonly OrderIntent[] = ['ship', 'deliver', 'cancel'];
  return (
    <Section id="actions" title={t('admin.orders.detail.actions')}>
      <div className="space-y-4">
        <ResultBanner result={result} intents={ORDER_ACTIONS} />
        {order.next.length === 0 ? <p className="text-sm text-slate-700">{t('admin.orders.detail.final', { status: t(`orders.status.${order.status}`) })}</p> : null}
        {can('Shipped') ? (
          <StatusForm intent="ship" title={t('admin.orders.detail.ship.title')} submitLabel={t('admin.orders.detail.ship.submit')} result={result} schema={shipSchema}>
            {({ errors, clear, values }) => (
              <>
                <TextField
                  label={t('admin.orders.detail.ship.tracking')}
                  name="trackingNumber"
                  defaultValue={values?.trackingNumber ?? ''}
                  maxLength={ADMIN_ORDERS_MAX.trackingNumber}
                  autoComplete="off"
                  required
                  error={errors.trackingNumber}
                  onEdit={clear}
                />
                <TextField
                  label={t('admin.orders.detail.ship.estimated')}
                  name="estimatedDelivery"
                  type="date"
                  min={order.defaults.deliveredAt}
                  defaultValue={values?.estimatedDelivery || order.defaults.estimatedDelivery}
                  hint={t('admin.orders.detail.ship.estimatedHint')}
                  error={errors.estimatedDelivery}
                  onEdit={clear}
                />
              </>
            )}
          </StatusForm>
        ) : null}
        {can('Delivered') ? (
          <StatusForm intent="deliver" title={t('admin.orders.detail.deliver.title')} submitLabel={t('admin.orders.detail.deliver.submit')} result={result} schema={deliverSchema}>
            {({ errors, clear, values }) => (
              <TextField
                label={t('admin.orders.detail.deliver.date')}
                name="deliveredAt"
                type="date"
                max={order.defaults.deliveredAt}
                defaultValue={values?.deliveredAt || order.defaults.deliveredAt}
                error={errors.deliveredAt}
                onEdit={clear}
              />
            )}
          </StatusForm>
        ) : null}
        {can('Cancelled') ? (
          <div className="border-t border-slate-200 pt-4">
            <StatusForm intent="cancel" title={t('admin.orders.detail.cancel.title')} submitLabel={t('admin.orders.detail.cancel.submit')} result={result} schema={cancelSchema} danger>
              {({ errors, clear, values }) => (
                <TextAreaField
                  label={t('admin.orders.detail.cancel.reason')}
                  name="reason"
                  defaultValue={values?.reason ?? ''}
                  maxLength={ADMIN_ORDERS_MAX.text}
                  required
                  hint={t('admin.orders.detail.cancel.hint')}
                  error={errors.reason}
                  onEdit={clear}
                />
              )}
            </StatusForm>
          </div>
        ) : null}
      </div>
    </Section>
  );
}

function Requests({ order, result }: { order: Order; result: OrderActionResult | undefined }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const cancellable = (order.next as string[]).includes('Cancelled');
  const REQUEST_ACTIONS: readonly OrderIntent[] = ['approve', 'reject'];
  return (
    <div className="space-y-4">
      <ResultBanner result={result} intents={REQUEST_ACTIONS} />
      {order.requests.length === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.orders.detail.requests.none')}</p>
      ) : (
        <ul className="space-y-4">
          {order.requests.map((request) => (
            <li key={request.id} className="rounded-md border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{t('admin.orders.detail.requests.request', { id: request.id })}</h3>
                <RequestStatus status={request.status} />
              </div>
              <p className="mt-1 text-sm break-words text-slate-700">{t('admin.orders.detail.requests.from', { name: request.name, email: request.email })}</p>
              <p className="text-xs text-slate-600">{t('admin.orders.detail.requests.received', { date: date(request.createdAt, true) })}</p>
              <p className="mt-2 text-sm font-medium text-slate-900">
                <span className="sr-only">{t('admin.orders.detail.requests.subject')}: </span>
                {request.subject}
              </p>
              <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">{request.message}</blockquote>
              {request.adminNote ? <p className="mt-2 text-sm text-slate-700">{t('admin.orders.detail.requests.adminNote', { note: request.adminNote })}</p> : null}
              {request.status === 'open' ? (
                <div className="mt-4 grid gap-4 border-t border-slate-200 pt-4 md:grid-cols-2">
                  {cancellable ? (
                    <StatusForm
                      intent="approve"
                      requestId={request.id}
                      title={t('admin.orders.detail.requests.approve')}
                      submitLabel={t('admin.orders.detail.requests.approve')}
                      result={result}
                      schema={approveRequestSchema}
                    >
                      {({ errors, clear, values }) => (
                        <TextAreaField
                          label={t('admin.orders.detail.requests.approveNote')}
                          name="note"
                          defaultValue={values?.note ?? ''}
                          maxLength={ADMIN_ORDERS_MAX.text}
                          hint={t('admin.orders.detail.cancel.hint')}
                          error={errors.note}
                          onEdit={clear}
                        />
                      )}
                    </StatusForm>
                  ) : (
                    <p className="text-sm text-slate-700">{t('admin.orders.detail.requests.cannotApprove', { status: t(`orders.status.${order.status}`) })}</p>
                  )}
                  <StatusForm
                    intent="reject"
                    requestId={request.id}
                    title={t('admin.orders.detail.requests.reject')}
                    submitLabel={t('admin.orders.detail.requests.reject')}
                    result={result}
                    schema={rejectRequestSchema}
                    danger
                  >
                    {({ errors, clear, values }) => (
                      <TextAreaField
                        label={t('admin.orders.detail.requests.rejectNote')}
                        name="note"
                        defaultValue={values?.note ?? ''}
                        maxLength={ADMIN_ORDERS_MAX.text}
                        required
                        error={errors.note}
                        onEdit={clear}
                      />
                    )}
                  </StatusForm>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const REQUEST_STYLES: Record<string, string> = {
  open: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  approved: 'bg-green-100 text-green-900 ring-green-600/30',
  rejected: 'bg-red-100 text-red-900 ring-red-600/30',
  closed: 'bg-slate-100 text-slate-800 ring-slate-500/30',
};

function RequestStatus({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${REQUEST_STYLES[status] ?? REQUEST_STYLES.closed}`}>
      {t(`admin.orders.detail.requests.status.${status}`, { defaultValue: status })}
    </span>
  );
}

function History({ order }: { order: Order }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  return (
    <ol className="space-y-3">
      {order.events.map((event, index) => {
        const who = event.actorName ?? (event.status === 'Processing' ? t('admin.orders.detail.customerActor') : t('admin.orders.detail.systemActor'));
        return (
          <li key={`${event.at}-${index}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-l-2 border-slate-200 pl-3 text-sm">
            <time dateTime={event.at} className="font-medium whitespace-nowrap text-slate-900">
              {date(event.at, true)}
            </time>
            <StatusBadge status={event.status} />
            <span className="text-slate-700">{t('admin.orders.detail.by', { name: who })}</span>
            {event.note ? <p className="w-full break-words text-slate-700">{event.note}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
