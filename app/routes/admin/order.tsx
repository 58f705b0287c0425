import { data } from 'react-router';
import {
  BackLink,
  CustomerFacts,
  DeliveryFacts,
  Lines,
  OrderNotFound,
  Section,
} from '#app/components/admin/orders/order-detail.tsx';
import { OrderHeader } from '#app/components/admin/orders/order-header.tsx';
import { History } from '#app/components/admin/orders/order-history.tsx';
import { Requests } from '#app/components/admin/orders/order-requests.tsx';
import { StatusActions } from '#app/components/admin/orders/status-actions.tsx';
import type { OrderActionResult } from '#app/components/admin/orders/status-forms.tsx';
import { AddressBlock } from '#app/components/orders/address-block.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { orderReplies, readOrderForm } from '#app/lib/admin-order-form.ts';
import { signedInUser } from '#app/lib/guard.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import {
  approveRequestSchema,
  cancelSchema,
  deliverSchema,
  rejectRequestSchema,
  shipSchema,
} from '#common/schemas/admin-orders.ts';
import type { Route } from './+types/order';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** /admin/orders/:number — the whole order, its history and cancellation requests, and the status changes it allows. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const order = await context.services.adminOrders.getOrder(params.number ?? '');
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

/** Plain form posts with an `intent`; a refusal comes back with its status and the message to show. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = signedInUser(context);
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
  const { values, requestId, intent } = readOrderForm(form);
  const service = context.services.adminOrders;
  const { done, invalid, refusedBody } = orderReplies({ values, requestId, intent });
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
    return answerRefusal<OrderActionResult>(
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

export default function AdminOrder({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order } = loaderData;

  if (!order) return <OrderNotFound />;

  return (
    <div>
      <BackLink />
      <OrderHeader order={order} result={result} />

      <div className="mt-5 grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5 lg:order-2">
          <StatusActions order={order} result={result} />
          <Section id="delivery" title={t('admin.orders.detail.delivery')}>
            <DeliveryFacts order={order} />
          </Section>
          <Section id="customer" title={t('admin.orders.detail.customer')}>
            <CustomerFacts order={order} />
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
