/**
 * Plain patterns (no zod) for code that ships on every page, where the schema library would
 * weigh more than the check.
 */

/** docs/product.md §16.1 newsletter: non-space text, @, non-space text, dot, non-space text. */
export const NEWSLETTER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
