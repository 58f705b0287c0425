import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { useMoney } from '#app/components/catalog/price.tsx';
import { useDeliveryWindowText } from '#app/components/orders/order-money.tsx';
import { dayAtMidday } from '#common/shop-time.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import {
  DELIVERY_DAYS,
  SHIPPING_METHODS,
  deliveryKind,
  deliveryPromise,
  isInternational,
  methodAvailable,
  shippingCents,
  shippingTextValues,
  type ShippingMethod,
} from '#common/shipping.ts';

/**
 * The delivery choice at checkout (a radio group): each option with its price for this subtotal,
 * its window in business days and its estimated dates, all from common/shipping.ts. Express is
 * offered for addresses in Türkiye only; abroad, the free option is international delivery.
 */
export function DeliveryOptions({
  subtotalCents,
  method,
  country,
  now,
  error,
  onChange,
}: {
  subtotalCents: number;
  method: ShippingMethod;
  country: string;
  now: number;
  error?: TranslationKey;
  onChange: (method: ShippingMethod) => void;
}) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const money = useMoney();
  const windowText = useDeliveryWindowText();
  const abroad = isInternational(country);
  return (
    <fieldset className="card p-4 sm:p-6" aria-describedby={error ? 'shipping-method-error' : undefined}>
      <legend className="sr-only">{t('checkout.deliveryTitle')}</legend>
      <h2 aria-hidden="true" className="mb-4 text-lg font-semibold text-slate-900">
        {t('checkout.deliveryTitle')}
      </h2>
      <div className="space-y-3">
        {SHIPPING_METHODS.map((option) => {
          const kind = deliveryKind(option, country);
          const days = DELIVERY_DAYS[kind];
          // The rule the order stores when it is placed (common/shipping.ts deliveryPromise).
          const promise = deliveryPromise(option, country, new Date(now));
          const available = methodAvailable(option, country);
          const cents = shippingCents(option, subtotalCents);
          return (
            <label
              key={option}
              className={`flex items-start gap-3 rounded-lg border p-3 ${available ? 'cursor-pointer border-slate-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50' : 'border-slate-200 text-slate-500'}`}
            >
              <input
                type="radio"
                name="shippingMethod"
                value={option}
                checked={method === option}
                disabled={!available}
                onChange={() => onChange(option)}
                className="mt-1 h-4 w-4 flex-none text-brand-600"
              />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-slate-900">{t(`checkout.methodOption.${kind}`)}</span>
                  <span className="font-semibold text-slate-900">
                    {cents === 0 ? t('checkout.free') : money(cents)}
                  </span>
                </span>
                <span className="block text-sm text-slate-700">
                  {t('checkout.businessDays', { min: days.min, max: days.max })}
                </span>
                {available ? (
                  <span className="block text-sm text-slate-600">
                    {windowText({ earliest: dayAtMidday(promise.earliest), latest: dayAtMidday(promise.latest) })}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {abroad ? (
        <p className="mt-3 text-sm text-slate-700">{t('checkout.expressHomeOnly', shippingTextValues(lang))}</p>
      ) : null}
      {error ? (
        <p id="shipping-method-error" className="mt-2 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
