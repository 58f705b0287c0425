import { z } from 'zod';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../reviews.ts';
import { quantityInput } from './cart.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '../statuses.ts';

const E = 'reviews.errors';

/** An empty form value means "not given". */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A shopper's review (the product page's form and POST /api/products/:id/review): whole stars 1-5 and a text. */
export const reviewBodySchema = z.object({
  // A whole number as JSON or a form's digits: no true, "0x3" or "4e0" a plain conversion lets through.
  rating: quantityInput(1, 5, { invalid: `${E}.ratingInvalid`, tooLarge: `${E}.ratingInvalid` }),
  text: z
    .string({ error: `${E}.textTooShort` })
    .trim()
    .min(REVIEW_TEXT_MIN, `${E}.textTooShort`)
    .max(REVIEW_TEXT_MAX, `${E}.textTooLong`)
    // Counted as the reader sees it: zero-width and other invisible format characters are no text.
    .refine((text) => text.replace(/[\p{Cf}\p{Cc}]/gu, '').trim().length >= REVIEW_TEXT_MIN, `${E}.textTooShort`),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

/** The owner's decision on a review. */
export const reviewDecisionSchema = z.object({
  status: z.enum(['published', 'rejected'], { error: `${E}.decisionInvalid` }),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>['status'];

const PAGE_MAX = 1_000_000;

/** The back office's list query (strict in the API: a bad value is a 400). */
export const reviewListQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(REVIEW_STATUSES, { error: `${E}.statusInvalid` }).optional()),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${E}.pageInvalid` })
      .int(`${E}.pageInvalid`)
      .min(1, `${E}.pageInvalid`)
      .max(PAGE_MAX, `${E}.pageInvalid`)
      .default(1),
  ),
});

export type ReviewListQuery = { status?: ReviewStatus; page: number };

/** The list's state from a page URL, forgiving: a value that does not parse is left out. */
export function readReviewListQuery(params: URLSearchParams): ReviewListQuery {
  const status = REVIEW_STATUSES.find((s) => s === params.get('status'));
  const raw = params.get('page') ?? '';
  return { ...(status ? { status } : {}), page: /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1 };
}
