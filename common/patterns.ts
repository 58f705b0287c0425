/**
 * Plain patterns (no zod) for code that ships on every page, where the schema library would
 * weigh more than the check.
 */

/**
 * One e-mail address as mail is sent to it: text, @, text, a dot, text, without spaces, without
 * the characters that turn an address line into a list or a named address (`, ; : < > ( ) [ ] " \`
 * and a second @) and without control characters (C0, DEL, C1 such as NEL), which mail libraries
 * drop. Mail libraries split or clean such a line, so one sign-up would mail several people, or one
 * person under endless spellings past a per-address limit. Every address the shop mails is checked
 * with it: accounts, checkout, contact, newsletter and back-in-stock.
 */
export const ONE_EMAIL_ADDRESS_PATTERN =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
  /^[^\s@,;:<>()[\]"\\\x00-\x1f\x7f-\x9f]+@[^\s@,;:<>()[\]"\\\x00-\x1f\x7f-\x9f]+\.[^\s@,;:<>()[\]"\\\x00-\x1f\x7f-\x9f]+$/;

/** docs/product.md §16.1 newsletter (and "Notify me"): non-space text, @, non-space text, dot, non-space text; one address. */
export const NEWSLETTER_EMAIL_PATTERN = ONE_EMAIL_ADDRESS_PATTERN;
