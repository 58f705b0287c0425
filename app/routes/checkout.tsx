import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, data, redirect, useNavigation } from 'react-router';
import { DEFAULT_COUNTRY } from '#common/countries.ts';
import { messageDetails, orderTotals, totalsOf } from '#common/money-rules.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { DEFAULT_SHIPPING_METHOD, methodAvailable, type ShippingMethod } from '#common/shipping.ts';
import { AddressFields } from '#app/components/checkout/address-fields.tsx';
import { CheckoutProblem, type CheckoutFailure } from '#app/components/checkout/checkout-problem.tsx';
import { CheckoutSection } from '#app/components/checkout/checkout-section.tsx';
import { DeliveryOptions } from '#app/components/checkout/delivery-options.tsx';
import { PaymentFields } from '#app/components/checkout/payment-fields.tsx';
import { ShippingAddress } from '#app/components/checkout/shipping-address.tsx';
import { SummaryPanel } from '#app/components/checkout/summary-panel.tsx';
import { Alert, useFieldErrors } from '#app/components/ui/form.tsx';
import { useProblemFocus } from '#app/hooks/use-problem-focus.ts';
import { prefillFrom, readCheckoutForm, shownSubtotalOf, type CheckoutResult } from '#app/lib/checkout-form.ts';
import { requireUser } from '#app/lib/guard.ts';
import type { Route } from './+types/checkout';
import { pageMeta } from '#app/lib/seo.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const cart = await context.services.cart.getCart(context.owner!);
  // Spec: an empty cart has nothing to check out.
  if (cart.lines.length === 0) throw redirect('/products');
  const profile = await context.services.account.getProfile(user.id);
  return {
    // Priced as the server charges them (the Value of the Day price when the line gets it).
    lines: cart.lines.map((l) => ({
      id: l.product.id,
      title: l.product.title,
      image: l.product.image,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      dealRegularCents: l.dealApplied ? (l.product.deal?.regularPriceCents ?? null) : null,
      dealLeftShort: !l.dealApplied && l.product.deal ? l.product.deal.left : null,
    })),
    prefill: prefillFrom(profile),
    // A fresh key per visit: a double click or a retry of this submission orders once.
    idempotencyKey: crypto.randomUUID(),
    // The server's clock for the estimated delivery dates (the same text before and after hydration).
    now: Date.now(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'fixCart') return fixCart(context, form);
  const key = String(form.get('idempotencyKey') ?? '');
  const parsed = checkoutSchema.safeParse(readCheckoutForm(form));
  if (!parsed.success)
    return data<CheckoutResult>({ fieldErrors: firstIssuePerField(parsed.error.issues), idempotencyKey: key }, 400);
  // The total this page showed (its subtotal with the chosen delivery): the server refuses to
  // charge anything else (409 with the new total) — e.g. when the deal sold out meanwhile.
  const shownSubtotal = shownSubtotalOf(form);
  const input =
    shownSubtotal != null
      ? { ...parsed.data, totalAmount: totalsOf(shownSubtotal, parsed.data.shippingMethod).totalCents / 100 }
      : parsed.data;
  let outcome;
  try {
    outcome = await context.services.checkout.placeOrder(user.id, input, key || null);
  } catch (error) {
    // A real service fault: the spec's banner, and the form stays as it was.
    console.error(error);
    return data<CheckoutResult>(
      {
        failure: { kind: 'service', message: 'checkout.serviceError', details: {} },
        idempotencyKey: crypto.randomUUID(),
      },
      503,
    );
  }
  if (outcome.status === 201)
    throw redirect(`/order-confirmation?order=${encodeURIComponent(outcome.body.order.number)}`);
  const { messageKey, ...details } = outcome.body;
  const lang = context.lang;
  const failure: CheckoutFailure = {
    kind: outcome.status === 402 ? 'payment' : 'order',
    message: messageKey,
    details: messageDetails(details, lang),
  };
  // After a failure the next attempt is a new request: it gets a new key.
  return data<CheckoutResult>({ failure, idempotencyKey: crypto.randomUUID() }, outcome.status);
}

/** "Update my cart": the sold-out line set to what is left (0 removes it), then back to checkout. */
async function fixCart(context: Route.ActionArgs['context'], form: FormData) {
  const productId = String(form.get('productId') ?? '');
  const quantity = Number(form.get('quantity'));
  if (!productId || productId.length > 120 || !Number.isInteger(quantity) || quantity < 0 || quantity > 999) {
    return data<CheckoutResult>(
      { failure: { kind: 'order', message: 'errors.badRequest', details: {} }, idempotencyKey: crypto.randomUUID() },
      400,
    );
  }
  await context.services.cart.setLine(context.owner!, productId, quantity);
  throw redirect('/checkout');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'checkout.metaTitle',
    description: 'checkout.metaDescription',
    path: '/checkout',
    noindex: true,
  });

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { lines, prefill, idempotencyKey, now } = loaderData;
  const result = actionData;
  const navigation = useNavigation();
  const { errors, clear, validate } = useFieldErrors(result?.fieldErrors);
  const [sameAsBilling, setSameAsBilling] = useState(true);
  const [billingCountry, setBillingCountry] = useState<string>(prefill.country);
  const [shippingCountry, setShippingCountry] = useState<string>(DEFAULT_COUNTRY);
  const [chosenMethod, setChosenMethod] = useState<ShippingMethod>(DEFAULT_SHIPPING_METHOD);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // Express is for addresses in Türkiye: another country falls back to the free option.
  const country = sameAsBilling ? billingCountry : shippingCountry;
  const method = methodAvailable(chosenMethod, country) ? chosenMethod : DEFAULT_SHIPPING_METHOD;
  const totals = orderTotals(lines, method);
  const failure = result?.failure;
  const hasFieldErrors = Object.values(errors).some(Boolean);
  const { formRef, problemRef, refused } = useProblemFocus(result);
  const trackCountry = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'billingInfo.country') setBillingCountry(target.value);
    if (target.name === 'shippingInfo.country') setShippingCountry(target.value);
  };

  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('checkout.title')}</h1>
      {failure ? (
        <div className="mt-6 outline-none" ref={problemRef} tabIndex={-1}>
          <CheckoutProblem failure={failure} />
        </div>
      ) : hasFieldErrors ? (
        <div className="mt-6 outline-none" ref={problemRef} tabIndex={-1}>
          <Alert tone="error">{t('checkout.fixErrors')}</Alert>
        </div>
      ) : null}

      <Form
        ref={formRef}
        method="post"
        noValidate
        // min-w-0 on the grid's items: a long input or select never widens the page on a phone.
        className="mt-6 grid gap-6 sm:gap-8 lg:grid-cols-3 [&>*]:min-w-0"
        onChange={trackCountry}
        onSubmit={(event) => {
          if (busy) {
            event.preventDefault();
            return;
          }
          if (!validate(checkoutSchema, readCheckoutForm(new FormData(event.currentTarget)))) {
            event.preventDefault();
            refused();
          }
        }}
      >
        <input type="hidden" name="idempotencyKey" value={result?.idempotencyKey ?? idempotencyKey} />
        <input type="hidden" name="shownSubtotalCents" value={totals.subtotalCents} />
        <div className="space-y-6 sm:space-y-8 lg:col-span-2">
          <CheckoutSection title={t('checkout.billingTitle')}>
            <AddressFields prefix="billingInfo" values={prefill} errors={errors} onEdit={clear} />
          </CheckoutSection>

          <ShippingAddress
            sameAsBilling={sameAsBilling}
            onSameChange={setSameAsBilling}
            errors={errors}
            onEdit={clear}
          />

          <DeliveryOptions
            subtotalCents={totals.subtotalCents}
            method={method}
            country={country}
            now={now}
            error={errors.shippingMethod}
            onChange={setChosenMethod}
          />

          <PaymentFields errors={errors} onEdit={clear} />
        </div>

        <SummaryPanel lines={lines} totals={totals} method={method} country={country} busy={busy} />
      </Form>
    </div>
  );
}
