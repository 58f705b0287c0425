import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, data, useFetcher } from 'react-router';
import { productRefSchema } from '#common/schemas/cart.ts';
import type { ProductCard as Card } from '#common/catalog-types.ts';
import { Badges } from '#app/components/catalog/product-card.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { CartIcon, CheckIcon, HeartIcon } from '#app/components/ui/icons.tsx';
import { Toast, useToastHold } from '#app/components/ui/toast.tsx';
import { requireUser } from '#app/lib/guard.ts';
import type { Route } from './+types/wishlist';
import { pageMeta } from '#app/lib/seo.ts';
import { refusal } from '#app/lib/action-result.ts';
import { messageKeyOf, type TranslationKey } from '#common/i18n/catalogue.ts';

/** docs/product.md §2.8.2: the add-to-cart confirmation on a button lasts 2 seconds. */
const ADDED_MS = 2000;
/** The message toast stays as long as the product page's banner (spec: 3 seconds). */
const TOAST_MS = 3000;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request);
  return { products: await context.services.cart.getWishlist(context.owner!) };
}

export type WishlistActionResult =
  | { ok: true; intent: 'add-to-cart' | 'remove'; productId: string; title: string }
  | { ok: true; intent: 'clear' }
  | { ok: false; productId?: string; messageKey: TranslationKey };

/** Add to cart (quantity 1), remove and clear: plain form posts, so they work without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  requireUser(context, request);
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
    if (!parsed.success) return data<WishlistActionResult>({ ok: false, messageKey: messageKeyOf(parsed.error.issues[0].message) }, 400);
    const card = catalog.getCard(parsed.data.productId);
    if (intent === 'remove') {
      await cart.removeWish(owner, parsed.data.productId);
      return data<WishlistActionResult>({ ok: true, intent, productId: parsed.data.productId, title: card?.title ?? parsed.data.productId });
    }
    if (!card) return data<WishlistActionResult>({ ok: false, productId: parsed.data.productId, messageKey: 'errors.productNotFound' }, 404);
    // Spec: the wishlist's Add to Cart puts quantity 1 (add sets the quantity).
    try {
      await cart.addLine(owner, card.id, 1);
    } catch (error) {
      return refusal<WishlistActionResult>(error, (refused) => ({ ok: false, productId: card.id, messageKey: refused.messageKey }));
    }
    return data<WishlistActionResult>({ ok: true, intent, productId: card.id, title: card.title });
  }
  return data<WishlistActionResult>({ ok: false, messageKey: 'errors.badRequest' }, 400);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'cartPage.wishlist.metaTitle', description: 'cartPage.wishlist.metaDescription', path: '/wishlist', noindex: true });

type Message = { text: string; viewCart?: boolean };

function WishlistItem({ product, announce, onRemoving }: { product: Card; announce: (message: Message) => void; onRemoving: () => void }) {
  const { t } = useTranslation();
  const adder = useFetcher<WishlistActionResult>();
  const remover = useFetcher<WishlistActionResult>();
  const [justAdded, setJustAdded] = useState(false);
  const adding = adder.state !== 'idle';
  const removing = remover.state !== 'idle';
  const added = adder.data;

  // announce is recreated every render; the result is what matters.
  const announceAdded = useEffectEvent(() => announce({ text: t('cartPage.wishlist.added', { title: product.title }), viewCart: true }));
  useEffect(() => {
    if (adder.state !== 'idle' || !added) return;
    if (!added.ok) return;
    announceAdded();
    setJustAdded(true);
    const timer = setTimeout(() => setJustAdded(false), ADDED_MS);
    return () => clearTimeout(timer);
  }, [added, adder.state]);

  const error = [adder.data, remover.data].find((d) => d && !d.ok) as { messageKey: TranslationKey } | undefined;

  return (
    <li className={`transition-opacity ${removing ? 'opacity-50' : ''}`} aria-busy={removing || undefined}>
      <article className="card relative flex h-full flex-col overflow-hidden">
        <div className="relative aspect-square bg-white p-2 sm:p-4">
          <ProductImg image={product.image} className="h-full w-full object-contain" />
          <Badges product={product} />
        </div>
        <div className="flex flex-1 flex-col gap-1 border-t border-slate-100 p-3 sm:p-4">
          <p className="text-xs font-semibold tracking-wide text-slate-600">{product.brand}</p>
          <h3 className="focus-ring-within text-sm font-semibold break-words text-slate-900">
            <Link to={`/product/${product.id}`} className="hover:text-brand-700 hover:underline" prefetch="intent">
              {product.title}
            </Link>
          </h3>
          <div className="flex flex-wrap items-baseline gap-x-2">
            <Price cents={product.priceCents} className="text-lg font-bold text-slate-900" />
            {product.discount > 0 ? <OldPrice cents={product.oldPriceCents} /> : null}
          </div>
          <p className={`text-xs font-medium ${product.stock > 0 ? 'text-green-800' : 'text-red-700'}`}>
            {product.stock > 0 ? t('cartPage.wishlist.inStock') : t('cartPage.wishlist.outOfStock')}
          </p>
          <div className="mt-auto flex flex-col gap-2 pt-3">
            {product.stock > 0 ? (
              <adder.Form method="post">
                <input type="hidden" name="intent" value="add-to-cart" />
                <input type="hidden" name="productId" value={product.id} />
                {/* The accessible name starts with the visible text (WCAG 2.5.3); the title follows, unseen. */}
                <button type="submit" className="btn-primary w-full px-2 sm:px-4" disabled={adding}>
                  {justAdded ? <CheckIcon className="hidden h-4 w-4 shrink-0 min-[400px]:block" /> : <CartIcon className="hidden h-4 w-4 shrink-0 min-[400px]:block" />}
                  {adding ? t('cartPage.wishlist.adding') : justAdded ? t('cartPage.wishlist.addedShort') : t('cartPage.wishlist.addToCart')}
                  <span className="sr-only">: {product.title}</span>
                </button>
              </adder.Form>
            ) : (
              <button type="button" className="btn-primary w-full px-2 sm:px-4" disabled>
                {t('common.outOfStock')}
                <span className="sr-only">: {product.title}</span>
              </button>
            )}
            <remover.Form
              method="post"
              onSubmit={() => {
                onRemoving();
                announce({ text: t('cartPage.wishlist.removed', { title: product.title }) });
              }}
            >
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="productId" value={product.id} />
              <button type="submit" className="btn-secondary w-full px-2 text-red-700 sm:px-4" disabled={removing} aria-label={t('cartPage.wishlist.removeLabel', { title: product.title })}>
                {t('cartPage.wishlist.remove')}
              </button>
            </remover.Form>
          </div>
          {error ? (
            <p role="alert" className="text-sm text-red-700">
              {t(error.messageKey)}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  );
}

export default function WishlistPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { products } = loaderData;
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = actionData;
  const clearer = useFetcher<WishlistActionResult>();
  const [message, setMessage] = useState<Message | null>(null);
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

  const documentMessage: Message | null = !documentResult?.ok
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
          {shown.length ? <p className="text-slate-600">{t('cartPage.wishlist.itemCount', { count: shown.length })}</p> : null}
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

      <Toast {...holdProps}>
        {status ? (
          <>
            <span className="flex items-center gap-2 font-medium">
              <CheckIcon className="h-4 w-4 shrink-0" /> {status.text}
            </span>
            {status.viewCart ? (
              <Link to="/cart" className="font-semibold text-brand-700 underline hover:text-brand-800">
                {t('cartPage.wishlist.viewCart')}
              </Link>
            ) : null}
          </>
        ) : null}
      </Toast>
      {documentError ? (
        <div className="mt-4">
          <Alert tone="error">{t(documentError.messageKey)}</Alert>
        </div>
      ) : null}

      {shown.length === 0 ? (
        <div className="card mx-auto mt-6 flex max-w-xl flex-col items-center px-6 py-12 text-center">
          <HeartIcon className="h-14 w-14 text-slate-400" />
          <h2 className="mt-4 text-xl font-bold text-slate-900">{t('cartPage.wishlist.empty')}</h2>
          <p className="mt-2 text-slate-600">{t('cartPage.wishlist.emptyText')}</p>
          <Link to="/products" className="btn-primary mt-6">
            {t('cartPage.wishlist.continueShopping')}
          </Link>
        </div>
      ) : (
        <section aria-labelledby="wishlist-items-title" className="mt-6">
          <h2 id="wishlist-items-title" className="sr-only">
            {t('cartPage.wishlist.items')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {shown.map((product) => (
              <WishlistItem key={product.id} product={product} announce={setMessage} onRemoving={() => (refocus.current = true)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
