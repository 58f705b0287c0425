import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, data, useFetcher } from 'react-router';
import { productRefSchema } from '#common/schemas/cart.ts';
import { EmptyWishlist } from '#app/components/wishlist/empty-wishlist.tsx';
import { WishlistItem } from '#app/components/wishlist/wishlist-item.tsx';
import { WishlistToast } from '#app/components/wishlist/wishlist-toast.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useToastHold } from '#app/components/ui/toast.tsx';
import type { Route } from './+types/wishlist';
import { pageMeta } from '#app/lib/seo.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import type { WishlistActionResult, WishlistMessage } from '#app/lib/wishlist-form.ts';
import { messageKeyOf } from '#common/i18n/ui-texts.ts';

/** The message toast stays as long as the product page's banner (spec: 3 seconds). */
const TOAST_MS = 3000;

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await context.services.cart.getWishlist(context.owner!, context.lang) };
}

/** Add to cart (quantity 1), remove and clear: plain form posts, so they work without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const owner = context.ensureOwner();
  const { cart, catalog } = context.services;
  const form = await request.formData();
  const intent = form.get('intent');
  const rawId = form.get('productId');
  const productId = typeof rawId === 'string' ? rawId : '';

  if (intent === 'clear') {
    await cart.clearWishlist(owner);
    return data<WishlistActionResult>({ ok: true, intent: 'clear' });
  }
  if (intent === 'add-to-cart' || intent === 'remove') {
    const parsed = productRefSchema.safeParse({ productId });
    if (!parsed.success)
      return data<WishlistActionResult>({ ok: false, messageKey: messageKeyOf(parsed.error.issues[0].message) }, 400);
    const card = catalog.getCard(parsed.data.productId, context.lang);
    if (intent === 'remove') {
      await cart.removeWish(owner, parsed.data.productId);
      return data<WishlistActionResult>({
        ok: true,
        intent,
        productId: parsed.data.productId,
        title: card?.title ?? parsed.data.productId,
      });
    }
    if (!card)
      return data<WishlistActionResult>(
        { ok: false, productId: parsed.data.productId, messageKey: 'errors.productNotFound' },
        404,
      );
    // Spec: the wishlist's Add to Cart puts quantity 1 (add sets the quantity).
    try {
      await cart.addLine(owner, card.id, 1);
    } catch (error) {
      return answerRefusal<WishlistActionResult>(error, (refused) => ({
        ok: false,
        productId: card.id,
        messageKey: refused.messageKey,
      }));
    }
    return data<WishlistActionResult>({ ok: true, intent, productId: card.id, title: card.title });
  }
  return data<WishlistActionResult>({ ok: false, messageKey: 'errors.badRequest' }, 400);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'cartPage.wishlist.metaTitle',
    description: 'cartPage.wishlist.metaDescription',
    path: '/wishlist',
    noindex: true,
  });

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products } = loaderData;
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = actionData;
  const clearer = useFetcher<WishlistActionResult>();
  const [message, setMessage] = useState<WishlistMessage | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  const clearing = clearer.state !== 'idle';
  const shown = clearing ? [] : products;

  useEffect(() => {
    if (clearer.state === 'idle' && clearer.data?.ok) setMessage({ text: t('cartPage.wishlist.cleared') });
  }, [clearer.state, clearer.data, t]);

  // A removed card takes its button with it: keep keyboard focus on the page.
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    headingRef.current?.focus();
  }, [products.length]);

  const documentMessage: WishlistMessage | null = !documentResult?.ok
    ? null
    : documentResult.intent === 'clear'
      ? { text: t('cartPage.wishlist.cleared') }
      : documentResult.intent === 'add-to-cart'
        ? { text: t('cartPage.wishlist.added', { title: documentResult.title }), viewCart: true }
        : { text: t('cartPage.wishlist.removed', { title: documentResult.title }) };
  // Messages go after 3 seconds (a document result without JavaScript stays: nothing runs to hide it).
  const [documentShown, setDocumentShown] = useState(true);
  const { held, props: holdProps } = useToastHold();
  const hasDocumentMessage = documentMessage !== null;
  useEffect(() => {
    if (held || (!message && !hasDocumentMessage)) return;
    const timer = setTimeout(() => {
      setMessage(null);
      setDocumentShown(false);
    }, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, held, hasDocumentMessage]);
  const status = message ?? (documentShown ? documentMessage : null);
  const documentError = documentResult && !documentResult.ok ? documentResult : null;

  return (
    <div className="container-page py-6">
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('cartPage.wishlist.title') }]} />
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none sm:text-3xl">
            {t('cartPage.wishlist.title')}
          </h1>
          {shown.length ? (
            <p className="text-slate-600">{t('cartPage.wishlist.itemCount', { count: shown.length })}</p>
          ) : null}
        </div>
        {shown.length ? (
          <div className="flex w-full flex-wrap items-center justify-between gap-3 sm:w-auto sm:justify-end sm:gap-5">
            <Link to="/products" className="text-sm font-semibold text-brand-700 hover:underline">
              {t('cartPage.wishlist.continueShopping')}
            </Link>
            <clearer.Form method="post">
              <input type="hidden" name="intent" value="clear" />
              <button type="submit" className="btn-secondary px-3 py-2 text-red-700" disabled={clearing}>
                {clearing ? t('cartPage.wishlist.clearing') : t('cartPage.wishlist.clear')}
              </button>
            </clearer.Form>
          </div>
        ) : null}
      </div>

      <WishlistToast status={status} holdProps={holdProps} />
      {documentError ? (
        <div className="mt-4">
          <Alert tone="error">{t(documentError.messageKey)}</Alert>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <EmptyWishlist />
      ) : (
        <section aria-labelledby="wishlist-items-title" className="mt-6">
          <h2 id="wishlist-items-title" className="sr-only">
            {t('cartPage.wishlist.items')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((product) => (
              <WishlistItem
                key={product.id}
                product={product}
                announce={setMessage}
                onRemoving={() => (refocus.current = true)}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
