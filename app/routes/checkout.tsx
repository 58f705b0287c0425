import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { Form, Link, data, redirect, useNavigation } from 'react-router';
import { COUNTRIES, DEFAULT_COUNTRY, countryName } from '#common/countries.ts';
import { messageDetails, orderTotals, totalsOf } from '#common/money-rules.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { DEFAULT_SHIPPING_METHOD, methodAvailable, type ShippingMethod } from '#common/shipping.ts';
import { CheckoutProblem, type CheckoutFailure } from '#app/components/checkout/checkout-problem.tsx';
import { DeliveryOptions } from '#app/components/checkout/delivery-options.tsx';
import { OrderSummaryList } from '#app/components/checkout/order-summary.tsx';
import { Alert, SelectField, TextField, useFieldErrors, type FieldErrors } from '#app/components/ui/form.tsx';
import { requireUser } from '#app/lib/guard.ts';
import type { Route } from './+types/checkout';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';

const ADDRESS_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'state', 'zip', 'country'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const cart = await context.services.cart.getCart(context.owner!);
  // Spec: an empty cart has nothing to check out.
  if (cart.lines.length === 0) throw redirect('/products');
  const profile = await context.services.account.getProfile(user.id);
  const [firstName, ...rest] = profile.name.split(' ');
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
    prefill: { firstName: firstName ?? '', lastName: rest.join(' '), email: profile.email, phone: profile.phone, address: profile.address, city: profile.city, state: profile.state, zip: profile.postalCode, country: profile.country || DEFAULT_COUNTRY },
    // A fresh key per visit: a double click or a retry of this submission orders once.
    idempotencyKey: crypto.randomUUID(),
    // The server's clock for the estimated delivery dates (the same text before and after hydration).
    now: Date.now(),
  };
}

type CheckoutResult = { fieldErrors?: Record<string, TranslationKey>; failure?: CheckoutFailure; idempotencyKey: string };

/** Reads the flat form (billingInfo.firstName …) into the checkout contract's shape. */
function readForm(form: FormData) {
  const block = (prefix: string) => Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(form.get(`${prefix}.${f}`) ?? '')]));
  return {
    billingInfo: block('billingInfo'),
    shippingSameAsBilling: form.get('shippingSameAsBilling') === 'on',
    shippingInfo: block('shippingInfo'),
    shippingMethod: String(form.get('shippingMethod') ?? DEFAULT_SHIPPING_METHOD),
    paymentInfo: {
      cardName: String(form.get('paymentInfo.cardName') ?? ''),
      cardNumber: String(form.get('paymentInfo.cardNumber') ?? ''),
      cardExpiry: String(form.get('paymentInfo.cardExpiry') ?? ''),
      cardCvv: String(form.get('paymentInfo.cardCvv') ?? ''),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const form = await request.formData();
  if (form.get('intent') === 'fixCart') return fixCart(context, form);
  const key = String(form.get('idempotencyKey') ?? '');
  const parsed = checkoutSchema.safeParse(readForm(form));
  if (!parsed.success) return data<CheckoutResult>({ fieldErrors: firstIssuePerField(parsed.error.issues), idempotencyKey: key }, 400);
  // The total this page showed (its subtotal with the chosen delivery): the server refuses to
  // charge anything else (409 with the new total) — e.g. when the deal sold out meanwhile.
  const shown = form.get('shownSubtotalCents');
  const shownSubtotal = typeof shown === 'string' && /^\d{1,9}$/.test(shown) ? Number(shown) : null;
  const input = shownSubtotal != null ? { ...parsed.data, totalAmount: totalsOf(shownSubtotal, parsed.data.shippingMethod).totalCents / 100 } : parsed.data;
  let outcome;
  try {
    outcome = await context.services.checkout.placeOrder(user.id, input, key || null);
  } catch (error) {
    // A real service fault: the spec's banner, and the form stays as it was.
    console.error(error);
    return data<CheckoutResult>({ failure: { kind: 'service', message: 'checkout.serviceError', details: {} }, idempotencyKey: crypto.randomUUID() }, 503);
  }
  if (outcome.status === 201) throw redirect(`/order-confirmation?order=${encodeURIComponent(outcome.body.order.number)}`);
  const { messageKey, ...details } = outcome.body;
  const lang = context.lang;
  const failure: CheckoutFailure = { kind: outcome.status === 402 ? 'payment' : 'order', message: messageKey, details: messageDetails(details, lang) };
  // After a failure the next attempt is a new request: it gets a new key.
  return data<CheckoutResult>({ failure, idempotencyKey: crypto.randomUUID() }, outcome.status);
}

/** "Update my cart": the sold-out line set to what is left (0 removes it), then back to checkout. */
async function fixCart(context: Route.ActionArgs['context'], form: FormData) {
  const productId = String(form.get('productId') ?? '');
  const quantity = Number(form.get('quantity'));
  if (!productId || productId.length > 120 || !Number.isInteger(quantity) || quantity < 0 || quantity > 999) {
    return data<CheckoutResult>({ failure: { kind: 'order', message: 'errors.badRequest', details: {} }, idempotencyKey: crypto.randomUUID() }, 400);
  }
  await context.services.cart.setLine(context.owner!, productId, quantity);
  throw redirect('/checkout');
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: 'checkout.metaTitle', description: 'checkout.metaDescription', path: '/checkout', noindex: true });

function AddressFields({ prefix, values, errors, onEdit, optionalEmail }: { prefix: 'billingInfo' | 'shippingInfo'; values: Record<AddressField, string>; errors: FieldErrors; onEdit: (name: string) => void; optionalEmail?: boolean }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const name = (f: AddressField) => `${prefix}.${f}`;
  const optional = ` ${t('checkout.optional')}`;
  const autocomplete = prefix === 'billingInfo' ? 'billing' : 'shipping';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('checkout.firstName')} name={name('firstName')} defaultValue={values.firstName} error={errors[name('firstName')]} onEdit={onEdit} autoComplete={`${autocomplete} given-name`} />
      <TextField label={t('checkout.lastName')} name={name('lastName')} defaultValue={values.lastName} error={errors[name('lastName')]} onEdit={onEdit} autoComplete={`${autocomplete} family-name`} />
      <TextField label={t('checkout.email') + (optionalEmail ? optional : '')} name={name('email')} type="email" defaultValue={values.email} error={errors[name('email')]} onEdit={onEdit} autoComplete={`${autocomplete} email`} />
      <TextField label={t('checkout.phone') + optional} name={name('phone')} type="tel" defaultValue={values.phone} error={errors[name('phone')]} onEdit={onEdit} autoComplete={`${autocomplete} tel`} />
      <TextField className="sm:col-span-2" label={t('checkout.address')} name={name('address')} defaultValue={values.address} error={errors[name('address')]} onEdit={onEdit} autoComplete={`${autocomplete} street-address`} />
      <TextField label={t('checkout.city')} name={name('city')} defaultValue={values.city} error={errors[name('city')]} onEdit={onEdit} autoComplete={`${autocomplete} address-level1`} />
      <TextField label={t('checkout.state')} name={name('state')} defaultValue={values.state} error={errors[name('state')]} onEdit={onEdit} autoComplete={`${autocomplete} address-level2`} />
      <TextField label={t('checkout.zip')} name={name('zip')} defaultValue={values.zip} error={errors[name('zip')]} onEdit={onEdit} autoComplete={`${autocomplete} postal-code`} />
      <SelectField label={t('checkout.country')} name={name('country')} defaultValue={values.country} error={errors[name('country')]} onEdit={onEdit} autoComplete={`${autocomplete} country`}>
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, lang)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

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
  const sameId = useId();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // Express is for addresses in Türkiye: another country falls back to the free option.
  const country = sameAsBilling ? billingCountry : shippingCountry;
  const method = methodAvailable(chosenMethod, country) ? chosenMethod : DEFAULT_SHIPPING_METHOD;
  const totals = orderTotals(lines, method);
  const failure = result?.failure;
  const hasFieldErrors = Object.values(errors).some(Boolean);
  const emptyAddress = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, f === 'country' ? DEFAULT_COUNTRY : ''])) as Record<AddressField, string>;
  // After a refused attempt the shopper is taken to what went wrong (on a phone the banner sits
  // far above the submit button): the first invalid field, or else the banner.
  const formRef = useRef<HTMLFormElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (result) setAttempt((n) => n + 1);
  }, [result]);
  useEffect(() => {
    if (attempt === 0) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = field ?? problemRef.current;
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [attempt]);
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
          if (!validate(checkoutSchema, readForm(new FormData(event.currentTarget)))) {
            event.preventDefault();
            setAttempt((n) => n + 1);
          }
        }}
      >
        <input type="hidden" name="idempotencyKey" value={result?.idempotencyKey ?? idempotencyKey} />
        <input type="hidden" name="shownSubtotalCents" value={totals.subtotalCents} />
        <div className="space-y-6 sm:space-y-8 lg:col-span-2">
          <fieldset className="card min-w-0 p-4 sm:p-6">
            <legend className="sr-only">{t('checkout.billingTitle')}</legend>
            <h2 aria-hidden="true" className="mb-4 text-lg font-semibold text-slate-900">
              {t('checkout.billingTitle')}
            </h2>
            <AddressFields prefix="billingInfo" values={prefill} errors={errors} onEdit={clear} />
          </fieldset>

          <fieldset className="card min-w-0 p-4 sm:p-6">
            <legend className="sr-only">{t('checkout.shippingTitle')}</legend>
            <h2 aria-hidden="true" className="mb-4 text-lg font-semibold text-slate-900">
              {t('checkout.shippingTitle')}
            </h2>
            <div>
              <input id={sameId} type="checkbox" name="shippingSameAsBilling" defaultChecked className="peer h-4 w-4 rounded border-slate-400 text-brand-600" onChange={(e) => setSameAsBilling(e.target.checked)} />
              <label htmlFor={sameId} className="ml-2 text-sm font-medium text-slate-800">
                {t('checkout.sameAsBilling')}
              </label>
              {/* Hidden by CSS while the box is checked, so it also works before JavaScript. */}
              <div className="mt-4 peer-checked:hidden" aria-hidden={sameAsBilling || undefined}>
                <AddressFields prefix="shippingInfo" values={emptyAddress} errors={errors} onEdit={clear} optionalEmail />
              </div>
            </div>
          </fieldset>

          <DeliveryOptions subtotalCents={totals.subtotalCents} method={method} country={country} now={now} error={errors.shippingMethod} onChange={setChosenMethod} />

          <fieldset className="card min-w-0 p-4 sm:p-6">
            <legend className="sr-only">{t('checkout.paymentTitle')}</legend>
            <h2 aria-hidden="true" className="mb-4 text-lg font-semibold text-slate-900">
              {t('checkout.paymentTitle')}
            </h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField className="sm:col-span-2" label={t('checkout.cardName')} name="paymentInfo.cardName" error={errors['paymentInfo.cardName']} onEdit={clear} autoComplete="cc-name" />
              <TextField className="sm:col-span-2" label={t('checkout.cardNumber')} name="paymentInfo.cardNumber" inputMode="numeric" autoComplete="cc-number" placeholder="1234 5678 9012 3456" maxLength={23} error={errors['paymentInfo.cardNumber']} onEdit={clear} />
              <TextField label={t('checkout.cardExpiry')} name="paymentInfo.cardExpiry" inputMode="numeric" autoComplete="cc-exp" placeholder={t('checkout.cardExpiryPlaceholder')} maxLength={5} error={errors['paymentInfo.cardExpiry']} onEdit={clear} />
              <TextField label={t('checkout.cardCvv')} name="paymentInfo.cardCvv" inputMode="numeric" autoComplete="cc-csc" maxLength={4} hint={t('checkout.cardCvvHint')} error={errors['paymentInfo.cardCvv']} onEdit={clear} />
            </div>
            <p className="mt-4 text-xs text-slate-600">{t('checkout.cardNote')}</p>
            <p className="mt-1 text-xs text-slate-600">{t('checkout.testCards')}</p>
          </fieldset>
        </div>

        <aside className="lg:col-span-1" aria-labelledby="summary-title">
          <div className="card sticky top-4 p-4 sm:p-6">
            <h2 id="summary-title" className="text-lg font-semibold text-slate-900">
              {t('checkout.summaryTitle')}
            </h2>
            <OrderSummaryList lines={lines} totals={totals} method={method} />
            <button type="submit" className="btn-primary mt-6 w-full py-3 text-base" disabled={busy}>
              {busy ? t('checkout.processing') : t('checkout.completeOrder')}
            </button>
            <Link to="/cart" className="mt-3 block text-center text-sm text-brand-700 hover:underline">
              {t('checkout.editCart')}
            </Link>
          </div>
        </aside>
      </Form>
    </div>
  );
}
