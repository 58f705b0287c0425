import {
  ResultBanner,
  StatusForm,
  type OrderActionResult,
  type OrderIntent,
} from '#app/components/admin/orders/status-forms.tsx';
import { TextAreaField } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import { ADMIN_ORDERS_MAX, approveRequestSchema, rejectRequestSchema } from '#common/schemas/admin-orders.ts';
import type { AdminOrderDetail as Order } from './admin-orders.types.ts';

export function Requests({ order, result }: { order: Order; result: OrderActionResult | undefined }) {
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
                <h3 className="font-semibold text-slate-900">
                  {t('admin.orders.detail.requests.request', { id: request.id })}
                </h3>
                <RequestStatus status={request.status} />
              </div>
              <p className="mt-1 text-sm break-words text-slate-700">
                {t('admin.orders.detail.requests.from', { name: request.name, email: request.email })}
              </p>
              <p className="text-xs text-slate-600">
                {t('admin.orders.detail.requests.received', { date: date(request.createdAt, true) })}
              </p>
              <p className="mt-2 text-sm font-medium text-slate-900">
                <span className="sr-only">{t('admin.orders.detail.requests.subject')}: </span>
                {request.subject}
              </p>
              <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">
                {request.message}
              </blockquote>
              {request.adminNote ? (
                <p className="mt-2 text-sm text-slate-700">
                  {t('admin.orders.detail.requests.adminNote', { note: request.adminNote })}
                </p>
              ) : null}
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
                    <p className="text-sm text-slate-700">
                      {t('admin.orders.detail.requests.cannotApprove', { status: t(`orders.status.${order.status}`) })}
                    </p>
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
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${REQUEST_STYLES[status] ?? REQUEST_STYLES.closed}`}
    >
      {t(`admin.orders.detail.requests.status.${status}`, { defaultValue: status })}
    </span>
  );
}
