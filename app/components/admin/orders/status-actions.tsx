import {
  StatusForm,
  ResultBanner,
  type OrderActionResult,
  type OrderIntent,
} from '#app/components/admin/orders/status-forms.tsx';
import { TextAreaField, TextField } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { ADMIN_ORDERS_MAX, cancelSchema, deliverSchema, shipSchema } from '#common/schemas/admin-orders.ts';
import type { AdminOrderDetail as Order } from './admin-orders.types.ts';
import { Section } from './order-detail.tsx';

export function StatusActions({ order, result }: { order: Order; result: OrderActionResult | undefined }) {
  const { t } = useTranslation();
  const can = (status: string) => (order.next as string[]).includes(status);
  const ORDER_ACTIONS: readonly OrderIntent[] = ['ship', 'deliver', 'cancel'];
  return (
    <Section id="actions" title={t('admin.orders.detail.actions')}>
      <div className="space-y-4">
        <ResultBanner result={result} intents={ORDER_ACTIONS} />
        {order.next.length === 0 ? (
          <p className="text-sm text-slate-700">
            {t('admin.orders.detail.final', { status: t(`orders.status.${order.status}`) })}
          </p>
        ) : null}
        {can('Shipped') ? (
          <StatusForm
            intent="ship"
            title={t('admin.orders.detail.ship.title')}
            submitLabel={t('admin.orders.detail.ship.submit')}
            result={result}
            schema={shipSchema}
          >
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
          <StatusForm
            intent="deliver"
            title={t('admin.orders.detail.deliver.title')}
            submitLabel={t('admin.orders.detail.deliver.submit')}
            result={result}
            schema={deliverSchema}
          >
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
            <StatusForm
              intent="cancel"
              title={t('admin.orders.detail.cancel.title')}
              submitLabel={t('admin.orders.detail.cancel.submit')}
              result={result}
              schema={cancelSchema}
              danger
            >
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
