import { useId } from 'react';
import type { FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { AddressValues } from '#app/lib/checkout-form.ts';
import { AddressFields } from './address-fields.tsx';
import { CheckoutSection } from './checkout-section.tsx';

/** "Same as billing" (checked at first) and, when unchecked, the shipping address block (empty at first). */
export function ShippingAddress({
  values,
  sameAsBilling,
  onSameChange,
  errors,
  onEdit,
  country,
}: {
  country: string;
  values: AddressValues;
  sameAsBilling: boolean;
  onSameChange: (same: boolean) => void;
  errors: FieldErrors;
  onEdit: (name: string) => void;
}) {
  const { t } = useTranslation();
  const sameId = useId();
  return (
    <CheckoutSection title={t('checkout.shippingTitle')}>
      <div>
        <input
          id={sameId}
          type="checkbox"
          name="shippingSameAsBilling"
          defaultChecked={sameAsBilling}
          className="peer h-4 w-4 rounded border-slate-400 text-brand-600"
          onChange={(e) => onSameChange(e.target.checked)}
        />
        <label htmlFor={sameId} className="ml-2 text-sm font-medium text-slate-800">
          {t('checkout.sameAsBilling')}
        </label>
        {/* Hidden by CSS while the box is checked, so it also works before JavaScript. */}
        <div className="mt-4 peer-checked:hidden" aria-hidden={sameAsBilling || undefined}>
          <AddressFields
            prefix="shippingInfo"
            values={values}
            errors={errors}
            onEdit={onEdit}
            optionalEmail
            country={country}
          />
        </div>
      </div>
    </CheckoutSection>
  );
}
