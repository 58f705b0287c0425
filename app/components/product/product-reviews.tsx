import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ProductDetail } from '#app/routes/product.tsx';
import { Stars } from './stars.tsx';

export function ProductReviews({ reviews }: { reviews: ProductDetail['reviews'] }) {
  const { t } = useTranslation();
  if (!reviews.length) return null;
  return (
    <section aria-labelledby="reviews-title" className="mt-12 max-w-3xl">
      <h2 id="reviews-title" className="section-title">
        {t('product.reviews')}
      </h2>
      <ul className="mt-4 space-y-4">
        {reviews.map((review, i) => (
          <li key={i} className="card p-4">
            <div className="flex items-center gap-3">
              <Stars rating={review.rating} />
              <span className="text-sm text-slate-600">{t('product.reviewBy', { author: review.author })}</span>
            </div>
            {/* Written by a buyer in their own language: shown as written, marked with it. */}
            <p className="mt-2 text-slate-700" lang={review.locale}>
              {review.text}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
