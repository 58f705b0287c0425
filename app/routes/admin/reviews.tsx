import { data } from 'react-router';
import { ReviewList } from '#app/components/admin/reviews/review-list.tsx';
import { ReviewFilter, ReviewPager } from '#app/components/admin/reviews/review-filter.tsx';
import { Alert } from '#app/components/ui/form.tsx';
import { useTranslation } from '#app/i18n/use-translation.ts';
import { refusal } from '#app/lib/action-result.ts';
import { requireAdmin } from '#app/lib/guard.ts';
import { pageMeta } from '#app/lib/seo.ts';
import type { TranslationKey } from '#common/i18n/catalogue.ts';
import { readReviewListQuery, reviewDecisionSchema } from '#common/schemas/reviews.ts';
import type { Route } from './+types/reviews';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  const query = readReviewListQuery(new URL(request.url).searchParams);
  const result = await context.services.reviews.listForAdmin(query);
  return {
    query,
    ...result,
    items: result.items.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

export type DecideResult =
  { ok: true; id: number; status: 'published' | 'rejected' } | { ok: false; error: TranslationKey };

/** Publish or reject (plain form posts, so they work without JavaScript). */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context, request);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const parsed = reviewDecisionSchema.safeParse({ status: form.get('status') });
  if (!parsed.success) return data<DecideResult>({ ok: false, error: 'reviews.errors.decisionInvalid' }, 400);
  try {
    const review = await context.services.reviews.decide(id, parsed.data.status);
    return data<DecideResult>({ ok: true, id: review.id, status: parsed.data.status });
  } catch (error) {
    return refusal<DecideResult>(error, (refused) => ({ ok: false, error: refused.messageKey }));
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: 'reviews.admin.metaTitle',
    description: 'reviews.admin.metaTitle',
    path: '/admin/reviews',
    noindex: true,
  });

export type AdminReviewsData = Route.ComponentProps['loaderData'];

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
