import { Form, Link, useNavigation } from 'react-router';
import { Alert, TextAreaField, useFieldErrors } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import type { ReviewPageData } from './product-review.types.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '#common/reviews.ts';

export type ReviewActionResult =
  | { ok: true; changed: boolean }
  | {
      ok: false;
      fieldErrors: Record<string, TranslationKey>;
      formError?: TranslationKey;
      values: { rating: string; text: string };
    };

const STATUS_KEY = {
  pending: 'reviews.pending',
  published: 'reviews.admin.statusLabel.published',
  rejected: 'reviews.rejected',
} as const;

/** The shopper's review form (stars as labelled radio buttons, the text) or why they cannot review yet. */
export function ReviewForm({ loaded, result }: { loaded: ReviewPageData; result: ReviewActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const failed = result && !result.ok ? result : undefined;
  const { errors, clear } = useFieldErrors(failed?.fieldErrors);
  const productPath = `/product/${loaded.product.id}`;
  const back = (
    <p className="mt-6">
      <Link to={productPath} className="text-brand-700 underline">
        {t('reviews.form.back')}
      </Link>
    </p>
  );

  if (!loaded.eligible) {
    return (
      <>
        <p className="mt-4 text-slate-700">{t('reviews.form.notEligible')}</p>
        <p className="mt-2">
          <Link to="/orders" className="text-brand-700 underline">
            {t('reviews.form.ordersLink')}
          </Link>
        </p>
        {back}
      </>
    );
  }

  const rating = failed?.values.rating ?? String(loaded.review?.rating ?? '');
  const text = failed?.values.text ?? loaded.review?.text ?? '';
  const ratingError = errors.rating;
  const busy = navigation.state === 'submitting';
  return (
    <>
      <p className="mt-3 text-slate-700">{t('reviews.form.intro')}</p>
      {loaded.review ? (
        <p className="mt-3 text-sm font-medium text-slate-800" data-testid="own-review-status">
          {`${t('reviews.yours')}: ${t(STATUS_KEY[loaded.review.status])}`}
        </p>
      ) : null}
      <div className="mt-4" aria-live="polite">
        {result?.ok ? (
          <Alert tone="success">{t(result.changed ? 'reviews.form.saved' : 'reviews.form.unchanged')}</Alert>
        ) : null}
        {failed?.formError ? <Alert tone="error">{t(failed.formError)}</Alert> : null}
      </div>
      <Form method="post" noValidate className="card mt-4 space-y-5 p-5 sm:p-6">
        <fieldset aria-describedby={ratingError ? 'review-rating-error' : undefined}>
          <legend className="label">{t('reviews.form.rating')}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="flex min-h-11 items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  defaultChecked={rating === String(n)}
                  aria-invalid={ratingError ? true : undefined}
                  onChange={() => clear('rating')}
                  className="h-5 w-5 accent-amber-500"
                />
                {t('reviews.form.stars', { count: n })}
              </label>
            ))}
          </div>
          {ratingError ? (
            <p id="review-rating-error" className="mt-1 text-sm text-red-700">
              {t(ratingError)}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t('reviews.form.text')}
          name="text"
          rows={6}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={text}
          error={errors.text}
          hint={t('reviews.form.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          onEdit={clear}
        />
        <p className="text-sm text-slate-600">{t('reviews.form.signedAs', { author: loaded.author })}</p>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t(loaded.review ? 'reviews.form.update' : 'reviews.form.submit')}
        </button>
      </Form>
      {back}
    </>
  );
}
