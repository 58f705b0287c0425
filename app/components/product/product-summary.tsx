import { ProductDealNote } from '#app/components/catalog/deal-note.tsx';
import { OldPrice, Price } from '#app/components/catalog/price.tsx';
import { Stars } from '#app/components/product/stars.tsx';
import { usePageLang, useTranslation } from '#app/i18n/use-translation.ts';
import { formatRating } from '#common/ratings.ts';
import type { ProductDetail } from '#common/catalog-types.ts';
import { brandLabel } from '#common/brand.ts';

/** Brand, title, rating and stock, the price (with the old one and the discount) and the deal note. */
export function ProductSummary({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-slate-600">
        {brandLabel(product.brand, t('products.otherBrand'))}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{product.title}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {/* No stars and no "0.0" for a product nobody has reviewed: the count says "No reviews yet". */}
        {product.reviewCount > 0 ? (
          <>
            <Stars rating={product.rating} />
            <span>{formatRating(product.rating, lang)}</span>
          </>
        ) : null}
        <a href="#reviews" className="underline">
          {t('reviews.summary', { count: product.reviewCount })}
        </a>
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
    </>
  );
}
