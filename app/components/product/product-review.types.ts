import type { ReviewStatus } from '#common/statuses.ts';

/** /product/:id/review: the product, whether the shopper may review it, their review so far, and the name it shows. */
export type ReviewPageData = {
  product: { id: string; title: string };
  eligible: boolean;
  review: { rating: number; text: string; status: ReviewStatus } | null;
  author: string;
};
