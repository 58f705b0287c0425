import { useEffect, useState } from 'react';
import { Link, data, useFetcher } from 'react-router';
import { Gallery } from '#app/components/catalog/gallery.tsx';
import { ProductDealNote } from '#app/components/catalog/deal-note.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { Badges } from '#app/components/catalog/product-card.tsx';
import { QuantityStepper, normalizeDetailQuantity } from '#app/components/catalog/quantity-stepper.tsx';
import { ProductNotFound } from '#app/components/product/not-found.tsx';
import { ProductPerks } from '#app/components/product/product-perks.tsx';
import { ProductReviews } from '#app/components/product/product-reviews.tsx';
import { ProductTabs } from '#app/components/product/product-tabs.tsx';
import { Stars } from '#app/components/product/stars.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { CheckIcon, HeartIcon } from '#app/components/ui/icons.tsx';
import { Toast, useToastHold } from '#app/components/ui/toast.tsx';
import { getI18n } from '#common/i18n/instance.ts';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { productJsonLd } from '#app/lib/product-json-ld.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import { addToCartSchema, productRefSchema } from '#common/schemas/cart.ts';
import type { Route } from './+types/product';
import { DEFAULT_LANG } from '#common/languages.ts';
import { messageKeyOf, type TranslationKey } from '#common/i18n/catalogue.ts';

/** Spec: the "added to cart" banner stays 3 seconds. */
const BANNER_MS = 3000;

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.id ?? '');
  if (!product) return data({ product: null, wished: false }, { status: 404 });
  const wished = context.owner ? await context.services.cart.isWished(context.owner, product.id) : false;
  return { product, wished };
}

export type ProductActionResult =
  | { intent: 'add'; ok: true; quantity: number }
  | { intent: 'wish'; ok: true; wished: boolean }
  | { ok: false; messageKey: TranslationKey };

/** Add to cart (sets the quantity) and the wishlist toggle; plain form posts, so they work without JavaScript. */
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
      return refusal<ProductActionResult>(error, (refused) => ({ ok: false, messageKey: refused.messageKey }));
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
  return data<ProductActionResult>({ ok: false, messageKey: 'errors.badRequest' }, 400);
}

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

/** The product the page shows (the loader answers `product: null` with a 404 for an unknown id). */
export type ProductDetail = NonNullable<Route.ComponentProps['loaderData']['product']>;

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, wished } = loaderData;
  const { origin } = useRootData();
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = actionData;
  const cartFetcher = useFetcher<ProductActionResult>();
  const wishFetcher = useFetcher<ProductActionResult>();
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
  const cartResult = cartFetcher.data ?? documentResult;
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
          <p className="text-sm font-semibold tracking-wide text-slate-600">{product.brand}</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{product.title}</h1>
          <div className="mt-2 flex items-center gap-3 text-sm text-slate-600">
            <Stars rating={product.rating} />
            <span>{product.rating.toFixed(1)}</span>
            <span aria-hidden="true">·</span>
            <span className={product.stock > 0 ? 'text-green-800' : 'text-red-700'}>
              {product.stock > 0 ? t('common.inStock') : t('common.outOfStock')}
            </span>
          </div>
          <div className="mt-4 flex flex-wrap items-baseline gap-3">
            <Price cents={product.priceCents} className="text-3xl font-extrabold text-slate-900" />
            {product.discount > 0 ? (
              <>
                <OldPrice cents={product.oldPriceCents} className="text-lg text-slate-500" />
                <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-bold text-white">
                  {t('common.off', { percent: product.discount })}
                </span>
              </>
            ) : null}
          </div>
          <ProductDealNote deal={product.deal} />
          <p className="mt-4 line-clamp-4 leading-relaxed text-slate-700">{product.description}</p>

          {product.stock > 0 ? (
            // While adding, the button says so but stays enabled: disabling it would drop the keyboard focus.
            <cartFetcher.Form
              method="post"
              className="mt-6 flex flex-wrap items-end gap-4"
              onSubmit={(event) => {
                if (cartFetcher.state !== 'idle') event.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="add" />
              <QuantityStepper />
              <button
                type="submit"
                className="btn-primary h-10 px-6"
                aria-disabled={cartFetcher.state !== 'idle' || undefined}
              >
                {cartFetcher.state !== 'idle' ? t('product.adding') : t('product.addToCart')}
              </button>
            </cartFetcher.Form>
          ) : (
            // Nothing to add: the spec's availability text in place of the button.
            <div className="mt-6">
              <button type="button" className="btn-primary h-10 px-6" disabled>
                {t('common.outOfStock')}
              </button>
            </div>
          )}
          {cartError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {cartError}
            </p>
          ) : null}
          <wishFetcher.Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="wish" />
            <button type="submit" aria-pressed={isWished} className="btn-secondary">
              <HeartIcon filled={isWished} className={`h-5 w-5 ${isWished ? 'text-red-600' : ''}`} />
              {isWished ? t('product.inWishlist') : t('product.addToWishlist')}
            </button>
          </wishFetcher.Form>

          <ProductPerks />
        </div>
      </div>

      <ProductTabs product={product} />

      <Toast {...holdProps}>
        {bannerVisible ? (
          <>
            <span className="flex items-center gap-2 font-semibold">
              <CheckIcon /> {t('product.added')}
            </span>
            <Link to="/cart" className="btn-primary">
              {t('product.viewCart')}
            </Link>
          </>
        ) : null}
      </Toast>

      <ProductReviews reviews={product.reviews} />
    </div>
  );
}
