import { useEffect, useState } from 'react';
import { ProductDealNote } from '#app/components/catalog/deal-note.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { Link, data, useActionData, useFetcher, useLoaderData, type MetaFunction } from 'react-router';
import { addToCartSchema, productRefSchema } from '#common/schemas/cart.ts';
import { Gallery } from '#app/components/catalog/gallery.tsx';
import { Badges } from '#app/components/catalog/product-card.tsx';
import { OldPrice, Price, useAmount } from '#app/components/catalog/price.tsx';
import { FREE_SHIPPING_OVER_CENTS } from '#common/shipping.ts';
import { QuantityStepper, normalizeDetailQuantity } from '#app/components/catalog/quantity-stepper.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { CheckIcon, HeartIcon, RefreshIcon, ShieldIcon, StarIcon, TruckIcon } from '#app/components/ui/icons.tsx';
import { Tabs, type Tab } from '#app/components/ui/tabs.tsx';
import { Toast, useToastHold } from '#app/components/ui/toast.tsx';
import { pageMeta, rootDataOf } from '#app/lib/seo.ts';
import { getI18n } from '#app/i18n/instance.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { LoaderArgs, ActionArgs } from '#app/lib/route-args.ts';
import { refusal } from '#app/lib/action-result.ts';

/** Spec: the "added to cart" banner stays 3 seconds. */
const BANNER_MS = 3000;

export async function loader({ params, context }: LoaderArgs) {
  const product = await context.services.catalog.getProduct(params.id ?? '');
  if (!product) return data({ product: null, wished: false }, { status: 404 });
  const wished = context.owner ? await context.services.cart.isWished(context.owner, product.id) : false;
  return { product, wished };
}

export type ProductActionResult = { intent: 'add'; ok: true; quantity: number } | { intent: 'wish'; ok: true; wished: boolean } | { ok: false; messageKey: string };

/** Add to cart (sets the quantity) and the wishlist toggle; plain form posts, so they work without JavaScript. */
export async function action({ request, params, context }: ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = params.id ?? '';
  const { cart } = context.services;
  if (intent === 'add') {
    const parsed = addToCartSchema.safeParse({ productId, quantity: normalizeDetailQuantity(form.get('quantity')) });
    if (!parsed.success) return data<ProductActionResult>({ ok: false, messageKey: parsed.error.issues[0].message }, 400);
    if (!context.services.catalog.getCard(productId)) return data<ProductActionResult>({ ok: false, messageKey: 'errors.productNotFound' }, 404);
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

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches, params }) => {
  const product = loaded?.product;
  if (!product) {
    const t = getI18n(rootDataOf(matches)?.lang ?? 'en').t;
    return pageMeta(matches, { title: t('product.notFoundTitle'), description: t('product.notFoundText'), path: `/product/${params.id}`, translate: false, noindex: true });
  }
  return pageMeta(matches, { title: product.title, description: product.description.slice(0, 160), path: `/product/${product.id}`, translate: false });
};

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('product.notFoundTitle')}</h1>
      <p className="mt-4 text-slate-600">{t('product.notFoundText')}</p>
      <Link to="/" className="btn-primary mt-8">
        {t('product.backHome')}
      </Link>
    </section>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-0.5 text-amber-500" role="img" aria-label={t('common.rating', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} filled={n <= Math.round(rating)} />
      ))}
    </span>
  );
}

function jsonLd(product: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['product']>, origin: string) {
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    sku: product.id,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map((i) => origin + i.path),
    aggregateRating: product.reviews.length ? { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviews.length } : undefined,
    offers: {
      '@type': 'Offer',
      url: `${origin}/product/${product.id}`,
      priceCurrency: 'USD',
      price: product.priceCents != null ? (product.priceCents / 100).toFixed(2) : undefined,
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  // Keep "</script>" out of the data block.
  return JSON.stringify(ld).replace(/</g, '\\u003c');
}

export default function ProductPage() {
  const { t } = useTranslation();
  const amount = useAmount();
  const { product, wished } = useLoaderData<typeof loader>();
  const { origin } = useRootData();
  // Without JavaScript the forms post as documents: their result arrives as action data.
  const documentResult = useActionData<ProductActionResult>();
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

  if (!product) return <NotFound />;

  // Optimistic: the toggle shows its new state while the request runs.
  const pendingWish = wishFetcher.formData ? !wished : null;
  const isWished = pendingWish ?? (wishFetcher.data && wishFetcher.data.ok && 'wished' in wishFetcher.data ? wishFetcher.data.wished : wished);
  const cartResult = cartFetcher.data ?? documentResult;
  const cartError = cartResult && !cartResult.ok ? t(cartResult.messageKey) : null;

  const tabs: Tab[] = [];
  if (product.description || product.includedItems.length || product.useCases.length) {
    tabs.push({
      id: 'description',
      label: t('product.tabDescription'),
      content: (
        <div className="max-w-3xl space-y-6 text-slate-700">
          {product.description ? <p className="leading-relaxed">{product.description}</p> : null}
          {product.useCases.length ? (
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">{t('product.useCases')}</h3>
              <ul className="list-disc space-y-1 pl-6">
                {product.useCases.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {product.includedItems.length ? (
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">{t('product.packageContents')}</h3>
              <ul className="list-disc space-y-1 pl-6">
                {product.includedItems.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ),
    });
  }
  if (product.features.length) {
    tabs.push({
      id: 'features',
      label: t('product.tabFeatures'),
      content: (
        <dl className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {product.features.map((f) => (
            <div key={f.name} className="card p-4">
              <dt className="font-semibold text-slate-900">{f.name}</dt>
              <dd className="mt-1 text-sm text-slate-700">{f.value}</dd>
            </div>
          ))}
        </dl>
      ),
    });
  }
  if (product.specifications.length) {
    tabs.push({
      id: 'specifications',
      label: t('product.tabSpecifications'),
      content: (
        <div className="max-w-3xl space-y-6">
          {product.specifications.map((group) => (
            <table key={group.group} className="w-full overflow-hidden rounded-lg border border-slate-200 text-sm">
              <caption className="bg-slate-100 px-4 py-2 text-left font-semibold text-slate-900">{group.group}</caption>
              <tbody>
                {group.items.map((item) => (
                  <tr key={item.name} className="border-t border-slate-200">
                    <th scope="row" className="w-1/3 bg-slate-50 px-4 py-2 text-left font-medium text-slate-700">
                      {item.name}
                    </th>
                    <td className="px-4 py-2 text-slate-900">{item.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      ),
    });
  }

  return (
    <div className="container-page py-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(product, origin) }} />
      <Breadcrumb items={[{ label: t('common.home'), to: '/' }, { label: t('product.products'), to: '/products' }, { label: product.title }]} />

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
            <span className={product.stock > 0 ? 'text-green-800' : 'text-red-700'}>{product.stock > 0 ? t('common.inStock') : t('common.outOfStock')}</span>
          </div>
          <div className="mt-4 flex flex-wrap items-baseline gap-3">
            <Price cents={product.priceCents} className="text-3xl font-extrabold text-slate-900" />
            {product.discount > 0 ? (
              <>
                <OldPrice cents={product.oldPriceCents} className="text-lg text-slate-500" />
                <span className="rounded bg-red-700 px-2 py-0.5 text-sm font-bold text-white">{t('common.off', { percent: product.discount })}</span>
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
              <button type="submit" className="btn-primary h-10 px-6" aria-disabled={cartFetcher.state !== 'idle' || undefined}>
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

          <ul className="mt-6 space-y-2 border-t border-slate-200 pt-6 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <TruckIcon className="h-5 w-5 text-brand-700" /> {t('product.freeShipping', { freeOver: amount(FREE_SHIPPING_OVER_CENTS) })}
            </li>
            <li className="flex items-center gap-2">
              <CheckIcon className="h-5 w-5 text-brand-700" /> {t('product.shipsIn')}
            </li>
            <li className="flex items-center gap-2">
              <ShieldIcon className="h-5 w-5 text-brand-700" /> {t('product.warranty')}
            </li>
            <li className="flex items-center gap-2">
              <RefreshIcon className="h-5 w-5 text-brand-700" /> {t('product.returns')}
            </li>
          </ul>
        </div>
      </div>

      {tabs.length ? (
        <section aria-labelledby="product-details-title" className="mt-12">
          {/* Names the tabs' section and keeps the heading levels in order (h1, h2, then the panels' h3). */}
          <h2 id="product-details-title" className="sr-only">
            {t('product.details')}
          </h2>
          <Tabs label={product.title} tabs={tabs} />
        </section>
      ) : null}

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

      {product.reviews.length ? (
        <section aria-labelledby="reviews-title" className="mt-12 max-w-3xl">
          <h2 id="reviews-title" className="section-title">
            {t('product.reviews')}
          </h2>
          <ul className="mt-4 space-y-4">
            {product.reviews.map((review, i) => (
              <li key={i} className="card p-4">
                <div className="flex items-center gap-3">
                  <Stars rating={review.rating} />
                  <span className="text-sm text-slate-600">{t('product.reviewBy', { author: review.author })}</span>
                </div>
                <p className="mt-2 text-slate-700">{review.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
