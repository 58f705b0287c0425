import { useEffect, useState } from 'react';
import { data, useFetcher } from 'react-router';
import { Gallery } from '#app/components/catalog/gallery.tsx';
import { Badges } from '#app/components/catalog/product-card.tsx';
import { normalizeDetailQuantity } from '#app/components/catalog/quantity-stepper.tsx';
import { ProductNotFound } from '#app/components/product/not-found.tsx';
import { AlertEmailInput, NotifyForm } from '#app/components/product/notify-form.tsx';
import {
  AddToCart,
  AddedNote,
  ProductCompareButton,
  WishButton,
  WishToggle,
} from '#app/components/product/product-buttons.tsx';
import { ProductPerks } from '#app/components/product/product-perks.tsx';
import { ProductReviews } from '#app/components/product/product-reviews.tsx';
import { ProductSummary } from '#app/components/product/product-summary.tsx';
import { ProductTabs } from '#app/components/product/product-tabs.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { Toast, useToastHold } from '#app/components/ui/toast.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { notifyAction } from '#app/lib/stock-alert-form.ts';
import type { ProductActionResult } from '#app/lib/product-form.ts';
import { productJsonLd } from '#app/lib/product-json-ld.ts';
import { usePersonal } from '#app/lib/personal.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { SlotRenderers } from '#common/personal.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import { retryAfterHeaders } from '#app/lib/shop-error.ts';
import { addToCartSchema, productRefSchema } from '#common/schemas/cart.ts';
import type { Route } from './+types/product';
import { DEFAULT_LANG } from '#common/languages.ts';
import { messageKeyOf } from '#common/i18n/ui-texts.ts';

/** Spec: the "added to cart" banner stays 3 seconds. */
const BANNER_MS = 3000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.id ?? '', context.lang);
  if (!product) return data({ product: null, wished: false, alertEmail: '' }, { status: 404 });
  // A shared render reads no wishlist or session: the server fills the slots (common/personal.ts).
  if (context.shared) return { product, wished: null, alertEmail: null };
  const wished = context.owner ? await context.services.cart.isWished(context.owner, product.id) : false;
  // Sold out: the "Notify me" form, filled in for a signed-in shopper.
  return { product, wished, alertEmail: product.stock > 0 ? '' : (context.user?.email ?? '') };
}

/** The page's slots, as the server fills them for a visitor (the same components the page renders). */
export const slots: SlotRenderers = {
  wish: (wished) => <WishToggle wished={wished} />,
  'alert-email': (email) => <AlertEmailInput email={email} invalid={false} />,
};

/** Add to cart (sets the quantity), the wishlist toggle and "Notify me"; plain form posts, so they work without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = params.id ?? '';
  const { cart } = context.services;
  if (intent === 'add') {
    const parsed = addToCartSchema.safeParse({ productId, quantity: normalizeDetailQuantity(form.get('quantity')) });
    if (!parsed.success)
      return data<ProductActionResult>({ ok: false, messageKey: messageKeyOf(parsed.error.issues[0].message) }, 400);
    if (!context.services.catalog.getCard(productId))
      return data<ProductActionResult>({ ok: false, messageKey: 'errors.productNotFound' }, 404);
    try {
      await cart.addLine(context.ensureOwner(), productId, parsed.data.quantity);
    } catch (error) {
      // Out of stock (409): the page says so instead of failing.
      return answerRefusal<ProductActionResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
    }
    return data<ProductActionResult>({ intent: 'add', ok: true, quantity: parsed.data.quantity });
  }
  if (intent === 'wish') {
    if (!productRefSchema.safeParse({ productId }).success || !context.services.catalog.getCard(productId)) {
      return data<ProductActionResult>({ ok: false, messageKey: 'errors.productNotFound' }, 404);
    }
    const wished = await cart.toggleWish(context.ensureOwner(), productId);
    return data<ProductActionResult>({ intent: 'wish', ok: true, wished });
  }
  if (intent === 'notify') return notifyAction(form, productId, context);
  return data<ProductActionResult>({ ok: false, messageKey: 'errors.badRequest' }, 400);
}

/** A throttled "Notify me" post says when to try again. */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = ({ data: loaded, matches, params }) => {
  const product = loaded?.product;
  if (!product) {
    const t = getI18n(rootDataOf(matches)?.lang ?? DEFAULT_LANG).t;
    return pageMeta(matches, {
      title: t('product.notFoundTitle'),
      description: t('product.notFoundText'),
      path: `/product/${params.id}`,
      translate: false,
      noindex: true,
    });
  }
  return pageMeta(matches, {
    title: product.title,
    description: product.description.slice(0, 160),
    path: `/product/${product.id}`,
    translate: false,
  });
};

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product } = loaderData;
  const { origin } = useRootData();
  const personal = usePersonal();
  // Null from a shared render: then the state the server filled the page with.
  const wished = loaderData.wished ?? (product ? personal.wished.includes(product.id) : false);
  const alertEmail = loaderData.alertEmail ?? personal.alertEmail;
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = actionData;
  const cartFetcher = useFetcher<ProductActionResult>();
  const wishFetcher = useFetcher<ProductActionResult>();
  const notifyFetcher = useFetcher<ProductActionResult>();
  const addedByDocument = Boolean(documentResult?.ok && 'quantity' in documentResult);
  const [bannerVisible, setBannerVisible] = useState(addedByDocument);
  const added = cartFetcher.data && cartFetcher.data.ok && 'quantity' in cartFetcher.data;

  const { held: bannerHeld, props: holdProps } = useToastHold();

  useEffect(() => {
    if (!added || cartFetcher.state !== 'idle') return;
    setBannerVisible(true);
    if (bannerHeld) return;
    const timer = setTimeout(() => setBannerVisible(false), BANNER_MS);
    return () => clearTimeout(timer);
  }, [added, cartFetcher.data, cartFetcher.state, bannerHeld]);

  if (!product) return <ProductNotFound />;

  // Optimistic: the toggle shows its new state while the request runs.
  const pendingWish = wishFetcher.formData ? !wished : null;
  const isWished =
    pendingWish ??
    (wishFetcher.data && wishFetcher.data.ok && 'wished' in wishFetcher.data ? wishFetcher.data.wished : wished);
  const cartResult = cartFetcher.data ?? (documentResult && 'intent' in documentResult ? undefined : documentResult);
  const cartError = cartResult && !cartResult.ok ? t(cartResult.messageKey) : null;

  return (
    <div className="container-page py-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: productJsonLd(product, origin) }} />
      <Breadcrumb
        items={[
          { label: t('common.home'), to: '/' },
          { label: t('product.products'), to: '/products' },
          { label: product.title },
        ]}
      />

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery images={product.images} title={product.title}>
          <Badges product={product} />
        </Gallery>

        <div>
          <ProductSummary product={product} />
          <p className="mt-4 line-clamp-4 leading-relaxed text-slate-700">{product.description}</p>

          <AddToCart inStock={product.stock > 0} fetcher={cartFetcher} />
          {cartError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {cartError}
            </p>
          ) : null}
          {/* Also after a post that found it back in stock (no JavaScript): its answer says so. */}
          {product.stock > 0 &&
          !(documentResult && 'intent' in documentResult && documentResult.intent === 'notify') ? null : (
            <NotifyForm email={alertEmail} fetcher={notifyFetcher} documentResult={documentResult} />
          )}
          <WishButton productId={product.id} wished={isWished} fetcher={wishFetcher} />
          <ProductCompareButton productId={product.id} title={product.title} />

          <ProductPerks inStock={product.stock > 0} />
        </div>
      </div>

      <ProductTabs product={product} />

      <Toast {...holdProps}>{bannerVisible ? <AddedNote /> : null}</Toast>

      <ProductReviews product={product} />
    </div>
  );
}
