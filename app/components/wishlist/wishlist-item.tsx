import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { Badges } from '#app/components/catalog/product-card.tsx';
import { ProductImg } from '#app/components/catalog/product-img.tsx';
import { CompareButton } from '#app/components/compare/compare-button.tsx';
import { CartIcon, CheckIcon } from '#app/components/ui/icons.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { WishlistActionResult, WishlistMessage } from '#app/lib/wishlist-form.ts';
import type { ProductCard } from '#common/catalog-types.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { brandLabel } from '#common/brand.ts';

/** docs/product.md §2.8.2: the add-to-cart confirmation on a button lasts 2 seconds. */
const ADDED_MS = 2000;

/** One wished product: its card, Add to Cart (quantity 1) and Remove, each a fetcher form that also works without JavaScript. */
export function WishlistItem({
  product,
  announce,
  onRemoving,
}: {
  product: ProductCard;
  announce: (message: WishlistMessage) => void;
  onRemoving: () => void;
}) {
  const { t } = useTranslation();
  const adder = useFetcher<WishlistActionResult>();
  const remover = useFetcher<WishlistActionResult>();
  const [justAdded, setJustAdded] = useState(false);
  const adding = adder.state !== 'idle';
  const removing = remover.state !== 'idle';
  const added = adder.data;

  // announce is recreated every render; the result is what matters.
  const announceAdded = useEffectEvent(() =>
    announce({ text: t('cartPage.wishlist.added', { title: product.title }), viewCart: true }),
  );
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
          <p className="text-xs font-semibold tracking-wide text-slate-600">
            {brandLabel(product.brand, t('products.otherBrand'))}
          </p>
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
                  {justAdded ? (
                    <CheckIcon className="hidden h-4 w-4 shrink-0 min-[400px]:block" />
                  ) : (
                    <CartIcon className="hidden h-4 w-4 shrink-0 min-[400px]:block" />
                  )}
                  {adding
                    ? t('cartPage.wishlist.adding')
                    : justAdded
                      ? t('cartPage.wishlist.addedShort')
                      : t('cartPage.wishlist.addToCart')}
                  <span className="sr-only">: {product.title}</span>
                </button>
              </adder.Form>
            ) : (
              <button type="button" className="btn-primary w-full px-2 sm:px-4" disabled>
                {t('common.outOfStock')}
                <span className="sr-only">: {product.title}</span>
              </button>
            )}
            <CompareButton productId={product.id} title={product.title} className="[&>button]:w-full [&>button]:px-2" />
            <remover.Form
              method="post"
              onSubmit={() => {
                onRemoving();
                announce({ text: t('cartPage.wishlist.removed', { title: product.title }) });
              }}
            >
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="productId" value={product.id} />
              <button
                type="submit"
                className="btn-secondary w-full px-2 text-red-700 sm:px-4"
                disabled={removing}
                aria-label={t('cartPage.wishlist.removeLabel', { title: product.title })}
              >
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
