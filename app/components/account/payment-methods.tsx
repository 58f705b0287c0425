import { LockIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';

/** The shop keeps no cards; the section says so. */
export function PaymentMethods() {
  const { t } = useTranslation();
  return (
    <section id="payment-methods" aria-labelledby="payment-methods-title" className="card scroll-mt-4 p-6">
      <h2 id="payment-methods-title" className="text-xl font-semibold text-slate-900">
        {t('account.paymentMethods')}
      </h2>
      <p className="mt-3 flex items-start gap-3 text-slate-700">
        <LockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
        <span>{t('account.paymentMethodsText')}</span>
      </p>
    </section>
  );
}
