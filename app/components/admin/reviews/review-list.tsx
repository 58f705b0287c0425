import { Form, Link, useLocation } from 'react-router';
import { Stars } from '#app/components/product/stars.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { useDateFormat } from '#app/lib/dates.ts';
import type { AdminReviewItem as Item } from './admin-reviews.types.ts';

/** The reviews, each with its product, author, rating, text, date, origin and the Publish / Reject buttons. */
export function ReviewList({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="mt-6 text-slate-700">{t('reviews.admin.empty')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {items.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
    </ul>
  );
}

function ReviewItem({ review }: { review: Item }) {
  const { t } = useTranslation();
  const date = useDateFormat();
  const location = useLocation();
  const headingId = `review-${review.id}`;
  return (
    <li className="card p-4" data-testid="admin-review">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          <Link to={`/product/${review.productId}`} className="underline">
            {review.productTitle}
          </Link>
        </h2>
        <span className="text-sm font-semibold text-slate-700">{t(`reviews.admin.statusLabel.${review.status}`)}</span>
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt className="font-medium">{t('reviews.admin.author')}:</dt>
          <dd>{review.author}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="font-medium">{t('reviews.admin.rating')}:</dt>
          <dd className="flex items-center gap-1">
            <Stars rating={review.rating} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">{t('reviews.admin.date')}:</dt>
          <dd>
            <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs font-semibold text-slate-600">
        {t(review.imported ? 'reviews.imported' : 'reviews.verified')}
      </p>
      <p className="mt-2 break-words whitespace-pre-line text-slate-800" lang={review.locale}>
        {review.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {review.status !== 'published' ? (
          <Form method="post" action={`/admin/reviews${location.search}`}>
            <input type="hidden" name="id" value={review.id} />
            <input type="hidden" name="status" value="published" />
            <button type="submit" className="btn-primary" aria-describedby={headingId}>
              {t('reviews.admin.publish')}
            </button>
          </Form>
        ) : null}
        {review.status !== 'rejected' ? (
          <Form method="post" action={`/admin/reviews${location.search}`}>
            <input type="hidden" name="id" value={review.id} />
            <input type="hidden" name="status" value="rejected" />
            <button type="submit" className="btn-secondary" aria-describedby={headingId}>
              {t('reviews.admin.reject')}
            </button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}
