import { data } from 'react-router';
import { BackLink, DeliveryFacts, Lines, OrderNotFound, Section } from '#app/components/admin/orders/order-detail.tsx';
import { History } from '#app/components/admin/orders/order-history.tsx';
import { Requests } from '#app/components/admin/orders/order-requests.tsx';
import { StatusActions } from '#app/components/admin/orders/status-actions.tsx';
import { ResultBanner, type OrderActionResult, type OrderIntent } from '#app/components/admin/orders/status-forms.tsx';
import { AddressBlock } from '#app/components/orders/address-block.tsx';
import { StatusBadge } from '#app/components/orders/status-badge.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import {
  ADMIN_ORDERS_MAX,
  approveRequestSchema,
  cancelSchema,
  deliverSchema,
  rejectRequestSchema,
  shipSchema,
} from '#common/schemas/admin-orders.ts';
import type { Route } from './+types/order';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

/** /admin/orders/:number — the whole order, its history and cancellation requests, and the status changes it allows. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const order = await context.services.adminOrders.getOrder(params.number ?? '');
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

const FIELDS = ['trackingNumber', 'estimatedDelivery', 'deliveredAt', 'reason', 'note'] as const;

/** Plain form posts with an `intent`; a refusal comes back with its status and the message to show. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request);
  const number = params.number ?? '';
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<OrderActionResult>(
      { ok: false, intent: 'unknown', formError: 'errors.badRequest', fieldErrors: {} },
      400,
    );
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
  const refused = (status: number, formError: TranslationKey) =>
    data<OrderActionResult>(refusedBody(formError), status);

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
        if (requestId === undefined || !order.requests.some((r) => r.id === requestId))
          return refused(404, 'admin.orders.errors.requestNotFound');
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
        return data<OrderActionResult>(
          { ok: false, intent: 'unknown', formError: 'admin.orders.errors.unknownAction', fieldErrors: {} },
          400,
        );
    }
  } catch (error) {
    return refusal<OrderActionResult>(
      error,
      ({ messageKey, details: { fieldErrors, retryAfter: _retry, ...details } }) => {
        const errorValues = Object.fromEntries(
          Object.entries(details).filter(([, v]) => typeof v === 'string'),
        ) as Record<string, string>;
        return refusedBody(messageKey, errorValues, fieldErrors ?? {});
      },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const t = getI18n(rootDataOf(matches)?.lang ?? DEFAULT_LANG).t;
  const number = params.number ?? '';
  return pageMeta(matches, {
    title: t('admin.orders.detail.title', { number }),
    description: t('admin.shell.metaDescription'),
    path: `/admin/orders/${encodeURIComponent(number)}`,
    translate: false,
    noindex: true,
  });
};

/** The order the page shows (the loader answers `order: null` with a 404 for an unknown number). */
export type AdminOrderDetail = NonNullable<Route.ComponentProps['loaderData']['order']>;

export default function AdminOrder({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const { order } = loaderData;

  if (!order) return <OrderNotFound />;

  const openRequests = order.requests.filter((r) => r.status === 'open');
  return (
    <div>
      <BackLink />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">
          {t('admin.orders.detail.title', { number: order.number })}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('admin.orders.detail.placedOn', { date: date(order.createdAt, true) })} ·{' '}
        {t('admin.orders.detail.lastChange', { date: date(order.updatedAt, true) })}
      </p>
      <div className="mt-3 empty:hidden">
        <ResultBanner result={result} intents={['unknown']} />
      </div>
      {openRequests.length > 0 ? (
        <p className="mt-3">
          <a
            href="#requests"
            className="inline-flex items-center gap-2 rounded-md bg-yellow-100 px-3 py-1.5 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-600/30 hover:bg-yellow-200"
          >
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
            <p className="text-sm text-slate-700">
              {t('orders.paidWith', { brand: order.cardBrand, last4: order.cardLast4 })}
            </p>
          </Section>
        </div>

        <div className="min-w-0 space-y-5 lg:order-1">
          <Section id="items" title={t('admin.orders.detail.items')}>
            <Lines order={order} />
          </Section>
          <div className="grid gap-5 sm:grid-cols-2">
            <Section id="billing" title={t('admin.orders.detail.billing')}>
              <AddressBlock address={order.billing} />
              {order.billing.email ? (
                <p className="mt-1 text-sm break-all text-slate-700">{order.billing.email}</p>
              ) : null}
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
