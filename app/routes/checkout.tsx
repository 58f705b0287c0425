import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Form, redirect, useNavigation } from 'react-router';
import { DEFAULT_COUNTRY } from '#common/countries.ts';
import { dealSaves, orderTotals } from '#common/money-rules.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHODS, methodAvailable, type ShippingMethod } from '#common/shipping.ts';
import { AddressFields } from '#app/components/checkout/address-fields.tsx';
import { CheckoutProblem } from '#app/components/checkout/checkout-problem.tsx';
import { DiscountField, useDiscountCode } from '#app/components/checkout/discount-field.tsx';
import { CheckoutSection } from '#app/components/checkout/checkout-section.tsx';
import { DeliveryOptions } from '#app/components/checkout/delivery-options.tsx';
import { PaymentFields } from '#app/components/checkout/payment-fields.tsx';
import { ShippingAddress } from '#app/components/checkout/shipping-address.tsx';
import { SummaryPanel } from '#app/components/checkout/summary-panel.tsx';
import { Alert, useFieldErrors } from '#app/components/ui/form.tsx';
import { useCatchUpOnHydration } from '#app/hooks/use-catch-up-on-hydration.ts';
import { useProblemFocus } from '#app/hooks/use-problem-focus.ts';
import { checkoutAction } from '#app/lib/checkout-action.ts';
import { EMPTY_ADDRESS, addressValuesOf, prefillFrom, readCheckoutForm } from '#app/lib/checkout-form.ts';
import { SaveAddressBox, SavedAddresses } from '#app/components/checkout/saved-addresses.tsx';
import { signedInUser } from '#app/lib/guard.ts';
import type { Route } from './+types/checkout';
import { pageMeta } from '#app/lib/seo.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const cart = await context.services.cart.getCart(context.owner!, context.lang);
  // Spec: an empty cart has nothing to check out.
  if (cart.lines.length === 0) throw redirect('/products');
  const profile = await context.services.account.getProfile(user.id);
  const addresses = await context.services.addressBook.list(user.id);
  const preferred = addresses.find((a) => a.isDefault);
  return {
    addresses,
    // Priced as the server charges them (the Value of the Day price when the line gets it).
    lines: cart.lines.map((l) => ({
      id: l.product.id,
      title: l.product.title,
      image: l.product.image,
      unitPriceCents: l.unitPriceCents,
      quantity: l.quantity,
      dealRegularCents:
        l.dealApplied && dealSaves(l.product.deal, l.product.priceCents) ? l.product.deal!.regularPriceCents : null,
      dealLeftShort: !l.dealApplied && dealSaves(l.product.deal, l.product.priceCents) ? l.product.deal!.left : null,
    })),
    // The default address when there is one, else the profile's details.
    prefill: preferred ? { ...addressValuesOf(preferred), email: profile.email } : prefillFrom(profile),
    // A fresh key per visit: a double click or a retry of this submission orders once.
    idempotencyKey: crypto.randomUUID(),
    // The server's clock for the estimated delivery dates (the same text before and after hydration).
    now: Date.now(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  return checkoutAction(context, user.id, await request.formData());
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
  const { lines, prefill, idempotencyKey, now, addresses } = loaderData;
  const result = actionData;
  const navigation = useNavigation();
  const { errors, clear, validate } = useFieldErrors(result?.fieldErrors);
  // After Apply without JavaScript the page comes back with what was typed.
  const typed = result?.values;
  const [sameAsBilling, setSameAsBilling] = useState(typed?.shippingSameAsBilling ?? true);
  const [billingCountry, setBillingCountry] = useState<string>(typed?.billingInfo.country || prefill.country);
  // The saved address chosen (the default at first) and the billing fields it filled.
  const [chosenAddress, setChosenAddress] = useState<string>(
    result?.savedAddress ?? String(addresses.find((a) => a.isDefault)?.id ?? 'new'),
  );
  const [billingValues, setBillingValues] = useState(typed?.billingInfo ?? prefill);
  const chooseAddress = (id: string) => {
    const saved = addresses.find((a) => String(a.id) === id);
    const email = billingValues.email;
    const next = saved ? { ...addressValuesOf(saved), email } : { ...EMPTY_ADDRESS, email };
    setChosenAddress(id);
    setBillingValues(next);
    setBillingCountry(next.country);
  };
  const [shippingCountry, setShippingCountry] = useState<string>(typed?.shippingInfo.country || DEFAULT_COUNTRY);
  const [chosenMethod, setChosenMethod] = useState<ShippingMethod>(
    typed?.shippingMethod === 'express' ? 'express' : DEFAULT_SHIPPING_METHOD,
  );
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // Express is for addresses in Türkiye: another country falls back to the free option.
  const country = sameAsBilling ? billingCountry : shippingCountry;
  const method = methodAvailable(chosenMethod, country) ? chosenMethod : DEFAULT_SHIPPING_METHOD;
  const code = useDiscountCode(result, method);
  const totals = orderTotals(lines, method, code.applied?.discountCents ?? 0);
  const failure = result?.failure;
  const hasFieldErrors = Object.values(errors).some(Boolean);
  const { formRef, problemRef, refused } = useProblemFocus(result);
  // Chosen before the scripts ran (a delivery method, a country, "same as billing"): the totals follow.
  useCatchUpOnHydration(() => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    setSameAsBilling(form.get('shippingSameAsBilling') === 'on');
    setBillingCountry((current) => String(form.get('billingInfo.country') ?? current));
    setShippingCountry((current) => String(form.get('shippingInfo.country') ?? current));
    const picked = SHIPPING_METHODS.find((m) => m === form.get('shippingMethod'));
    if (picked) setChosenMethod(picked);
  });
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
      ) : result?.review ? (
        <div className="mt-6 outline-none" ref={problemRef} tabIndex={-1}>
          <Alert tone="info">{t('discounts.review')}</Alert>
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
        {/* The default button: Enter in a field completes the order (not the discount code's Apply). */}
        <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true" />
        <input type="hidden" name="shownSubtotalCents" value={totals.subtotalCents} />
        <input type="hidden" name="shownDiscountCents" value={totals.discountCents} />
        <input type="hidden" name="appliedDiscountCode" value={code.applied?.code ?? ''} />
        <div className="space-y-6 sm:space-y-8 lg:col-span-2">
          <CheckoutSection title={t('checkout.billingTitle')}>
            <SavedAddresses addresses={addresses} chosen={chosenAddress} onChoose={chooseAddress} />
            <AddressFields
              // A new set of fields for each saved address chosen (they start from its values).
              key={chosenAddress}
              prefix="billingInfo"
              values={billingValues}
              country={billingCountry}
              errors={errors}
              onEdit={clear}
            />
            <SaveAddressBox bookEmpty={addresses.length === 0} />
          </CheckoutSection>

          <ShippingAddress
            values={typed?.shippingInfo ?? EMPTY_ADDRESS}
            country={shippingCountry}
            sameAsBilling={sameAsBilling}
            onSameChange={setSameAsBilling}
            errors={errors}
            onEdit={clear}
          />

          <DeliveryOptions
            // Express is priced by what is paid for the goods: the subtotal after the code's discount.
            subtotalCents={totals.subtotalCents - totals.discountCents}
            method={method}
            country={country}
            now={now}
            error={errors.shippingMethod}
            onChange={setChosenMethod}
          />

          <PaymentFields errors={errors} onEdit={clear} cardName={typed?.cardName} cardExpiry={typed?.cardExpiry} />
        </div>

        <SummaryPanel
          lines={lines}
          totals={totals}
          method={method}
          country={country}
          busy={busy}
          discountCode={code.applied?.code ?? null}
          codeField={<DiscountField code={code} initial={typed?.discountCode ?? ''} />}
        />
      </Form>
    </div>
  );
}
