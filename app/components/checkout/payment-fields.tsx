import { TextField, type FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { CheckoutSection } from './checkout-section.tsx';

/**
 * The card fields, with the note on how the card is handled and the test cards. The number and
 * the security code are never prefilled (nor sent back to the page); the name and expiry come back
 * after the discount code's Apply without JavaScript.
 */
export function PaymentFields({
  errors,
  onEdit,
  cardName,
  cardExpiry,
}: {
  errors: FieldErrors;
  onEdit: (name: string) => void;
  cardName?: string;
  cardExpiry?: string;
}) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.paymentTitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('checkout.cardName')}
          name="paymentInfo.cardName"
          defaultValue={cardName}
          error={errors['paymentInfo.cardName']}
          onEdit={onEdit}
          autoComplete="cc-name"
        />
        <TextField
          className="sm:col-span-2"
          label={t('checkout.cardNumber')}
          name="paymentInfo.cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          maxLength={23}
          error={errors['paymentInfo.cardNumber']}
          onEdit={onEdit}
        />
        <TextField
          label={t('checkout.cardExpiry')}
          name="paymentInfo.cardExpiry"
          defaultValue={cardExpiry}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout.cardExpiryPlaceholder')}
          maxLength={5}
          error={errors['paymentInfo.cardExpiry']}
          onEdit={onEdit}
        />
        <TextField
          label={t('checkout.cardCvv')}
          name="paymentInfo.cardCvv"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          hint={t('checkout.cardCvvHint')}
          error={errors['paymentInfo.cardCvv']}
          onEdit={onEdit}
        />
      </div>
      <p className="mt-4 text-xs text-slate-600">{t('checkout.cardNote')}</p>
      <p className="mt-1 text-xs text-slate-600">{t('checkout.testCards')}</p>
    </CheckoutSection>
  );
}
