import { data, redirect, type AppLoadContext } from 'react-router';
import type { CheckoutFailure } from '#app/components/checkout/checkout-problem.tsx';
import { normalizeCode } from '#common/discounts.ts';
import { messageDetails, totalsOf } from '#common/money-rules.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { ShopErrorLike } from './shop-error.ts';
import {
  EMPTY_ADDRESS,
  addressValuesOf,
  echoCheckoutForm,
  readCheckoutForm,
  shownCentsOf,
  type CheckoutResult,
  type CheckoutValues,
} from './checkout-form.ts';

/**
 * The checkout page's action (docs/product.md §2.9, §9.13): Apply or Remove a discount code (the
 * page comes back with the summary's new totals and everything typed kept), fix a sold-out
 * line, or place the order. Without JavaScript, Complete Order with a code that was typed but not
 * applied applies it first instead of ordering, so nobody pays a total they have not seen.
 */
export async function checkoutAction(context: AppLoadContext, userId: number, form: FormData) {
  const intent = form.get('intent');
  if (intent === 'fixCart') return fixCart(context, form);
  const key = String(form.get('idempotencyKey') ?? '');
  const values = echoCheckoutForm(form);
  if (intent === 'useAddress') return fillFromSavedAddress(context, userId, form, values, key);
  if (intent === 'removeDiscount')
    return data<CheckoutResult>({ discount: null, values: { ...values, discountCode: '' }, idempotencyKey: key });
  const typed = normalizeCode(values.discountCode);
  if (intent === 'applyDiscount') return applyCode(context, userId, values, typed, key, false);
  const applied = normalizeCode(String(form.get('appliedDiscountCode') ?? ''));
  if (typed !== applied) return applyCode(context, userId, values, typed, key, true);
  return placeOrder(context, userId, form, key, applied);
}

async function applyCode(
  context: AppLoadContext,
  userId: number,
  values: CheckoutValues,
  code: string,
  key: string,
  review: boolean,
) {
  const idempotencyKey = key || crypto.randomUUID();
  if (!code) {
    if (review) return data<CheckoutResult>({ discount: null, review, values, idempotencyKey });
    return data<CheckoutResult>(
      {
        discount: null,
        discountError: { message: 'discounts.errors.codeRequired', details: {} },
        values,
        idempotencyKey,
      },
      400,
    );
  }
  try {
    const method = values.shippingMethod === 'express' ? 'express' : 'standard';
    const result = await context.services.discounts.preview(userId, { code, shippingMethod: method }, context.address);
    if (result.ok)
      return data<CheckoutResult>({
        discount: { code: result.code, discountCents: result.discountCents },
        review,
        values,
        idempotencyKey,
      });
    const { messageKey, details } = result.refused;
    return data<CheckoutResult>(
      {
        discount: null,
        discountError: { message: messageKey, details: messageDetails(details, context.lang) },
        values,
        idempotencyKey,
      },
      400,
    );
  } catch (error) {
    if (!ShopErrorLike.is(error)) throw error;
    if (error.messageKey === 'checkout.errors.cartEmpty') throw redirect('/products');
    return data<CheckoutResult>(
      { discount: null, discountError: { message: error.messageKey, details: {} }, values, idempotencyKey },
      error.status,
    );
  }
}

async function placeOrder(context: AppLoadContext, userId: number, form: FormData, key: string, code: string) {
  const parsed = checkoutSchema.safeParse(readCheckoutForm(form));
  if (!parsed.success)
    return data<CheckoutResult>({ fieldErrors: firstIssuePerField(parsed.error.issues), idempotencyKey: key }, 400);
  // The total this page showed (its subtotal, less the code's discount, with the chosen delivery):
  // the server refuses to charge anything else (409 with the new total) — e.g. when the deal sold out meanwhile.
  const shownSubtotal = shownCentsOf(form, 'shownSubtotalCents');
  const shownDiscount = code ? (shownCentsOf(form, 'shownDiscountCents') ?? 0) : 0;
  const input = {
    ...parsed.data,
    discountCode: code || undefined,
    ...(shownSubtotal != null
      ? { totalAmount: totalsOf(shownSubtotal, parsed.data.shippingMethod, shownDiscount).totalCents / 100 }
      : {}),
  };
  let outcome;
  try {
    if (code) await context.services.discounts.countLookup(context.address);
    outcome = await context.services.checkout.placeOrder(userId, input, key || null, context.lang);
  } catch (error) {
    if (ShopErrorLike.is(error)) {
      const failure: CheckoutFailure = { kind: 'order', message: error.messageKey, details: {} };
      return data<CheckoutResult>({ failure, idempotencyKey: crypto.randomUUID() }, error.status);
    }
    // A real service fault: the spec's banner, and the form stays as it was.
    context.logError(error);
    return data<CheckoutResult>(
      {
        failure: { kind: 'service', message: 'checkout.serviceError', details: {} },
        idempotencyKey: crypto.randomUUID(),
      },
      503,
    );
  }
  if (outcome.status === 201 && form.get('saveAddress') === 'on') {
    // "Save to my address book", under the billing address. A full book keeps what it has.
    try {
      await context.services.addressBook.saveFromCheckout(userId, parsed.data.billingInfo);
    } catch (error) {
      context.logError(error);
    }
  }
  if (outcome.status === 201)
    throw redirect(`/order-confirmation?order=${encodeURIComponent(outcome.body.order.number)}`);
  const { messageKey, ...details } = outcome.body;
  const failure: CheckoutFailure = {
    kind: outcome.status === 402 ? 'payment' : 'order',
    message: messageKey,
    details: messageDetails(details, context.lang),
  };
  // After a failure the next attempt is a new request: it gets a new key.
  return data<CheckoutResult>({ failure, idempotencyKey: crypto.randomUUID() }, outcome.status);
}

/**
 * "Use this address" without JavaScript: the billing fields come back filled from the saved
 * address chosen (the shopper's own only; the e-mail typed stays).
 */
async function fillFromSavedAddress(
  context: AppLoadContext,
  userId: number,
  form: FormData,
  values: CheckoutValues,
  key: string,
) {
  const chosen = String(form.get('savedAddress') ?? '');
  const idempotencyKey = key || crypto.randomUUID();
  if (!/^[0-9]{1,9}$/.test(chosen)) {
    const cleared = { ...EMPTY_ADDRESS, email: values.billingInfo.email };
    return data<CheckoutResult>({ values: { ...values, billingInfo: cleared }, savedAddress: 'new', idempotencyKey });
  }
  try {
    const saved = await context.services.addressBook.get(userId, Number(chosen));
    const billingInfo = { ...values.billingInfo, ...addressValuesOf(saved) };
    return data<CheckoutResult>({ values: { ...values, billingInfo }, savedAddress: String(saved.id), idempotencyKey });
  } catch (error) {
    if (!ShopErrorLike.is(error)) throw error;
    const failure: CheckoutFailure = { kind: 'order', message: error.messageKey, details: {} };
    return data<CheckoutResult>({ failure, values, idempotencyKey }, error.status);
  }
}

/** "Update my cart": the sold-out line set to what is left (0 removes it), then back to checkout. */
async function fixCart(context: AppLoadContext, form: FormData) {
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
