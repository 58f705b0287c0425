import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { data, useFetcher } from 'react-router';
import { productRefSchema, updateCartLineSchema } from '#common/schemas/cart.ts';
import { CartLineItem } from '#app/components/cart/cart-line-item.tsx';
import { CartSummary, EmptyCart } from '#app/components/cart/cart-summary.tsx';
import { ProductGrid } from '#app/components/catalog/product-card.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { CUSTOM, startModeFor, type CartActionResult } from '#app/lib/cart-form.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { Route } from './+types/cart';
import { messageKeyOf, type TranslationKey } from '#common/i18n/ui-texts.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const owner = context.owner!;
  const { lang } = context;
  const cart = await context.services.cart.getCart(owner, lang);
  const ids = cart.lines.map((l) => l.product.id);
  return { cart, recommendations: context.services.catalog.recommendFor(ids, undefined, lang) };
}

/** Quantity change, remove and clear: plain form posts, so they work without JavaScript too. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = context.ensureOwner();
  const { cart, catalog } = context.services;
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = typeof form.get('productId') === 'string' ? String(form.get('productId')) : '';
  const fail = (messageKey: TranslationKey, status = 400) =>
    data<CartActionResult>({ ok: false, productId: productId || undefined, messageKey }, status);

  if (intent === 'clear') {
    await cart.clearCart(owner);
    return data<CartActionResult>({ ok: true, intent: 'clear' });
  }
  if (intent === 'update') {
    const raw = form.get('quantity');
    if (productRefSchema.safeParse({ productId }).success) {
      if (form.get('mode') === 'list') return data<CartActionResult>({ ok: true, intent: 'list', productId });
      if (raw === CUSTOM) return data<CartActionResult>({ ok: true, intent: 'custom', productId });
    }
    // The page only sets quantities: whole numbers from 1 (removing is its own button).
    const text = typeof raw === 'string' ? raw.trim() : '';
    const parsed = updateCartLineSchema.safeParse({ productId, quantity: /^\d+$/.test(text) ? text : Number.NaN });
    const invalid = (messageKey: TranslationKey) =>
      data<CartActionResult>(
        {
          ok: false,
          productId: productId || undefined,
          messageKey,
          custom: form.get('field') === CUSTOM ? { value: text.slice(0, 20) } : undefined,
        },
        400,
      );
    if (!parsed.success) {
      const key = messageKeyOf(parsed.error.issues[0].message);
      return key === 'errors.invalidQuantity'
        ? invalid('cartPage.customInvalid')
        : key === 'errors.quantityTooLarge'
          ? invalid(key)
          : fail(key);
    }
    if (parsed.data.quantity < 1) return invalid('cartPage.customInvalid');
    const card = catalog.getCard(parsed.data.productId, context.lang);
    if (!card) return fail('errors.productNotFound', 404);
    await cart.setLine(owner, card.id, parsed.data.quantity);
    return data<CartActionResult>({
      ok: true,
      intent: 'update',
      productId: card.id,
      title: card.title,
      quantity: parsed.data.quantity,
    });
  }
  if (intent === 'remove') {
    const parsed = productRefSchema.safeParse({ productId });
    if (!parsed.success) return fail(messageKeyOf(parsed.error.issues[0].message));
    await cart.removeLine(owner, parsed.data.productId);
    const title = catalog.getCard(parsed.data.productId, context.lang)?.title ?? parsed.data.productId;
    return data<CartActionResult>({ ok: true, intent: 'remove', productId: parsed.data.productId, title });
  }
  return fail('errors.badRequest');
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'cartPage.metaTitle',
    description: 'cartPage.metaDescription',
    path: '/cart',
    noindex: true,
  });

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cart, recommendations } = loaderData;
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = actionData;
  const clearer = useFetcher<CartActionResult>();
  const [message, setMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);

  const documentMessage = !documentResult?.ok
    ? null
    : documentResult.intent === 'update'
      ? t('cartPage.updated', { title: documentResult.title, quantity: documentResult.quantity })
      : documentResult.intent === 'remove'
        ? t('cartPage.removed', { title: documentResult.title })
        : documentResult.intent === 'clear'
          ? t('cartPage.cleared')
          : null;
  const status = message ?? documentMessage;
  const documentError = documentResult && !documentResult.ok ? documentResult : null;
  const clearing = clearer.state !== 'idle';
  const lines = clearing ? [] : cart.lines;

  useEffect(() => {
    if (clearer.state === 'idle' && clearer.data?.ok) setMessage(t('cartPage.cleared'));
  }, [clearer.state, clearer.data, t]);

  // A removed line takes its button with it: keep keyboard focus on the page.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    headingRef.current?.focus();
  }, [cart.lines.length]);

  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('cartPage.title') }]} />
      <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
          {t('cartPage.title')}
        </h1>
        {lines.length ? <p className="text-slate-600">{t('cartPage.itemCount', { count: cart.itemCount })}</p> : null}
      </div>

      <div role="status" className="mt-4 empty:hidden">
        {status ? (
          <p className="rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900">{status}</p>
        ) : null}
      </div>
      {documentError && !documentError.productId ? (
        <div className="mt-4">
          <Alert tone="error">{t(documentError.messageKey)}</Alert>
        </div>
      ) : null}

      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <div className="mt-6 grid gap-8 lg:grid-cols-3">
            <section aria-labelledby="cart-lines-title" className="lg:col-span-2">
              <h2 id="cart-lines-title" className="sr-only">
                {t('cartPage.lines')}
              </h2>
              <ul className="space-y-4">
                {lines.map((line) => (
                  <CartLineItem
                    key={line.product.id}
                    line={line}
                    startMode={startModeFor(documentResult, line.product.id)}
                    startValue={documentError?.productId === line.product.id ? documentError.custom?.value : undefined}
                    serverError={documentError?.productId === line.product.id ? documentError.messageKey : undefined}
                    announce={setMessage}
                    onRemoving={() => (refocus.current = true)}
                  />
                ))}
              </ul>
            </section>

            <CartSummary cart={cart} lines={lines} clearer={clearer} />
          </div>

          {recommendations.length ? (
            <section aria-labelledby="also-like-title" className="mt-12">
              <h2 id="also-like-title" className="section-title">
                {t('cartPage.alsoLike')}
              </h2>
              <ProductGrid
                products={recommendations}
                className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
