import { TextField, type FieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { CheckoutSection } from './checkout-section.tsx';

/** The card fields (never prefilled), with the note on how the card is handled and the test cards. */
export function PaymentFields({ errors, onEdit }: { errors: FieldErrors; onEdit: (name: string) => void }) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.paymentTitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          className="sm:col-span-2"
          label={t('checkout.cardName')}
          name="paymentInfo.cardName"
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
