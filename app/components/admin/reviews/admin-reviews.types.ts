import type { ServiceResult } from '#app/lib/service-types.ts';

type ReviewPage = ServiceResult<'reviews', 'listForAdmin'>;

/** A review as /admin/reviews lists it: its times as ISO texts. */
export type AdminReviewItem = Omit<ReviewPage['items'][number], 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};
