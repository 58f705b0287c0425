import { data } from 'react-router';
import type { AdminReviewItem } from '#app/components/admin/reviews/admin-reviews.types.ts';
import { ReviewList } from '#app/components/admin/reviews/review-list.tsx';
import { ReviewFilter, ReviewPager } from '#app/components/admin/reviews/review-filter.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { answerRefusal } from '#app/lib/action-result.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { readReviewListQuery, reviewDecisionSchema } from '#common/schemas/reviews.ts';
import type { Route } from './+types/reviews';

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readReviewListQuery(new URL(request.url).searchParams);
  const result = await context.services.reviews.listForAdmin(query);
  return {
    query,
    ...result,
    items: result.items.map((r): AdminReviewItem => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

type DecideResult = { ok: true; id: number; status: 'published' | 'rejected' } | { ok: false; error: TranslationKey };

/** Publish or reject (plain form posts, so they work without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(form.get('id'));
  const parsed = reviewDecisionSchema.safeParse({ status: form.get('status') });
  if (!parsed.success) return data<DecideResult>({ ok: false, error: 'reviews.errors.decisionInvalid' }, 400);
  try {
    const review = await context.services.reviews.decide(id, parsed.data.status);
    return data<DecideResult>({ ok: true, id: review.id, status: parsed.data.status });
  } catch (error) {
    return answerRefusal<DecideResult>(error, (refused) => ({ ok: false, error: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'reviews.admin.metaTitle',
    description: 'reviews.admin.metaTitle',
    path: '/admin/reviews',
    noindex: true,
  });

export default function AdminReviews({ loaderData, actionData: result }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('reviews.admin.title')}</h1>
      <ReviewFilter query={loaderData.query} counts={loaderData.counts} />
      <div aria-live="polite" className="mt-4">
        {result ? (
          <Alert tone={result.ok ? 'success' : 'error'}>
            {result.ok
              ? t(result.status === 'published' ? 'reviews.admin.published' : 'reviews.admin.rejectedDone')
              : t(result.error)}
          </Alert>
        ) : null}
      </div>
      <ReviewList items={loaderData.items} />
      <ReviewPager query={loaderData.query} pageCount={loaderData.pageCount} />
    </div>
  );
}
