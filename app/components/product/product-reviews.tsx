import { Link } from 'react-router';
import { useTranslation, usePageLang } from '#app/i18n/use-translation.ts';
import { formatDate } from '#app/lib/dates.ts';
import type { ProductDetail } from '#common/catalog-types.ts';
import { formatRating } from '#common/ratings.ts';
import { Stars } from './stars.tsx';

/**
 * The product's published reviews, newest first (docs/product.md §22), each in its own language
 * (lang=) and marked imported (brought by the catalogue) or a verified purchase; then who may
 * review and the way to the review form. The same for every visitor: the page is shared and
 * cached, so the shopper's own part (the form, a review waiting for approval) is on its own page.
 */
export function ProductReviews({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = usePageLang();
  const { reviews } = product;
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mt-12 max-w-3xl scroll-mt-24">
      <h2 id="reviews-title" className="section-title">
        {t('product.reviews')}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        {product.reviewCount > 0 ? (
          <>
            <Stars rating={product.rating} />
            <span className="font-semibold">{formatRating(product.rating, lang)}</span>
          </>
        ) : null}
        <span>{t('reviews.summary', { count: product.reviewCount })}</span>
      </div>
      {reviews.length ? (
        <ul className="mt-4 space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="card p-4" lang={review.locale}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Stars rating={review.rating} />
                <span className="text-sm text-slate-700">{t('product.reviewBy', { author: review.author })}</span>
                <time dateTime={review.date} className="text-sm text-slate-600">
                  {formatDate(review.date, lang)}
                </time>
                <span
                  lang={lang}
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${
                    review.imported ? 'bg-slate-100 text-slate-700' : 'bg-green-50 text-green-800'
                  }`}
                >
                  {t(review.imported ? 'reviews.imported' : 'reviews.verified')}
                </span>
              </div>
              <p className="mt-2 break-words text-slate-700">{review.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-6 rounded-lg border border-slate-200 p-4 text-sm text-slate-700">
        <p>{t('reviews.whoCanReview')}</p>
        <p className="mt-2">
          <Link to={`/product/${product.id}/review`} rel="nofollow" className="font-semibold text-brand-700 underline">
            {t('reviews.writeLink')}
          </Link>
        </p>
      </div>
    </section>
  );
}
