/**
 * Review rules shared by the seed, the review service and the pages (docs/product.md §22).
 */

/** Shortest and longest review text (after trimming). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** Reviews a back-office page lists. */
export const REVIEWS_PAGE_SIZE = 25;

const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;

/**
 * The language a review is written in, as migration 0005 decides it: a text with a Turkish
 * letter is Turkish, any other English. The page marks each review with it (lang=).
 */
export function reviewLocaleOf(text: string): 'en' | 'tr' {
  return TURKISH_LETTERS.test(text) ? 'tr' : 'en';
}

/**
 * The name a shopper's review is signed with: the account's first name and the initial of its
 * last, "Megan Rivers" → "Megan R." (one name stays whole); never the full name or the address.
 */
export function reviewAuthorOf(accountName: string): string {
  const words = accountName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = [...words[0]].slice(0, 40).join('');
  if (words.length === 1) return first;
  const initial = [...words[words.length - 1]][0];
  return `${first} ${initial}.`;
}

/** A product's rating from its published reviews' ratings: their average to one decimal, 0 without any. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  return Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
}
