import { Form } from 'react-router';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Alert } from '#app/components/ui/form.tsx';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** Why the last attempt failed, as the checkout action returns it. */
export type CheckoutFailure = {
  /** payment: the card was refused (402); order: the order could not be placed as shown (409 …); service: a fault (5xx). */
  kind: 'payment' | 'order' | 'service';
  message: TranslationKey;
  details: Record<string, unknown>;
};

/**
 * The banner above the checkout form. A refused card says so and why; an order that cannot be
 * placed as shown says what changed (an item sold out: a button sets the cart line to what is
 * left, or removes it, and comes back here); the spec's service-error text is kept for faults.
 */
export function CheckoutProblem({ failure }: { failure: CheckoutFailure }) {
  const { t } = useTranslation();
  const { kind, message, details } = failure;
  if (kind === 'service') {
    return (
      <Alert tone="error">
        <p className="font-semibold">{t('checkout.serviceError')}</p>
      </Alert>
    );
  }
  const productId = typeof details.productId === 'string' ? details.productId : null;
  const available = typeof details.available === 'number' ? details.available : null;
  return (
    <Alert tone="error">
      <p className="font-semibold">{t(kind === 'payment' ? 'checkout.paymentFailed' : 'checkout.orderNotPlaced')}</p>
      <p className="mt-1">{t(message, details)}</p>
      {message === 'checkout.errors.outOfStock' && productId && available != null ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="fixCart" />
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="quantity" value={available} />
          <button type="submit" className="btn-secondary text-sm">
            {available > 0 ? t('checkout.setCartTo', { count: available }) : t('checkout.removeFromCart')}
          </button>
        </Form>
      ) : null}
    </Alert>
  );
}
