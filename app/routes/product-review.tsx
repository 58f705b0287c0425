import { data } from 'react-router';
import { ReviewForm, type ReviewActionResult } from '#app/components/product/review-form.tsx';
import { Breadcrumb } from '#app/components/ui/breadcrumb.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { signedInUser } from '#app/lib/guard.ts';
import { pageMeta } from '#app/lib/seo.ts';
import { getI18n } from '#common/i18n/instance.ts';
import { DEFAULT_LANG } from '#common/languages.ts';
import { reviewAuthorOf } from '#common/reviews.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { reviewBodySchema } from '#common/schemas/reviews.ts';
import { rootDataOf } from '#app/lib/seo.ts';
import type { Route } from './+types/product-review';

/**
 * A shopper's review of a product (docs/product.md §22): the form once an order with it was
 * Delivered, their review so far with its status. A page of its own, so the product page stays
 * one shared, cached page for everyone.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const card = context.services.catalog.getCard(params.id ?? '', context.lang);
  if (!card) throw data('Not Found', { status: 404, statusText: 'Not Found' });
  const { eligible, review } = await context.services.reviews.standing(user.id, card.id);
  return {
    product: { id: card.id, title: card.title },
    eligible,
    review: review && { rating: review.rating, text: review.text, status: review.status },
    author: reviewAuthorOf(user.name),
  };
}

/** A plain form post (works without JavaScript): errors come back with the values, success says it waits for approval. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = signedInUser(context);
  const form = await request.formData();
  const values = { rating: String(form.get('rating') ?? ''), text: String(form.get('text') ?? '') };
  const parsed = reviewBodySchema.safeParse(values);
  if (!parsed.success)
    return data<ReviewActionResult>({ ok: false, fieldErrors: firstIssuePerField(parsed.error.issues), values }, 400);
  try {
    const { changed } = await context.services.reviews.saveOwn(user, params.id ?? '', parsed.data);
    return data<ReviewActionResult>({ ok: true, changed });
  } catch (error) {
    return answerRefusal<ReviewActionResult>(error, (refused) => ({
      ok: false,
      fieldErrors: {},
      formError: refused.messageKey,
      values,
    }));
  }
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const t = getI18n(rootDataOf(matches)?.lang ?? DEFAULT_LANG).t;
  const product = loaded?.product;
  return pageMeta(matches, {
    title: t('reviews.form.metaTitle', { product: product?.title ?? '' }),
    description: t('reviews.form.intro'),
    path: `/product/${product?.id ?? ''}/review`,
    translate: false,
    noindex: true,
  });
};

export default function ProductReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product } = loaderData;
  return (
    <div className="container-page py-8">
      <Breadcrumb
        items={[
          { label: t('common.home'), to: '/' },
          { label: t('product.products'), to: '/products' },
          // The last crumb shortens to fit a narrow phone; the form's own link leads back to the product.
          { label: product.title },
        ]}
      />
      <div className="mt-6 max-w-2xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('reviews.form.title', { product: product.title })}
        </h1>
        <ReviewForm loaded={loaderData} result={actionData} />
      </div>
    </div>
  );
}
