/**
 * Plain patterns (no zod) for code that ships on every page, where the schema library would
 * weigh more than the check.
 */

/**
 * One e-mail address as mail is sent to it: text, @, text, a dot, text, without spaces and
 * without the characters that turn an address line into a list or a named address
 * (`, ; : < > ( ) [ ] " \` and a second @). Mail libraries split such a line, so one sign-up
 * would mail several people, or one person under endless spellings past a per-address limit.
 */
export const ONE_EMAIL_ADDRESS_PATTERN = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;

/** docs/product.md §16.1 newsletter (and "Notify me"): non-space text, @, non-space text, dot, non-space text; one address. */
export const NEWSLETTER_EMAIL_PATTERN = ONE_EMAIL_ADDRESS_PATTERN;
