import { messageKeyOf, type TranslationKey } from '../i18n/ui-texts.ts';

/** A zod issue as far as field errors need it (zod's own issues fit). */
export type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

export type FieldErrorOptions<M> = {
  /** Key by the first path segment (a form's field) rather than the whole dotted path. */
  top?: boolean;
  /** Turns the issue's message (a text key) into what is shown, e.g. translated. */
  message?: (key: TranslationKey) => M;
};

/**
 * One message per field: the first issue of each (e.g. "required" before "too short"), keyed by
 * the issue's path joined with dots; issues of the whole form go under '_'. Every form, page
 * action and API answer builds its field errors with this. Schema messages are text keys
 * (a test checks each exists in every language), so the issue's message becomes a key here.
 */
export function firstIssuePerField(
  issues: readonly IssueLike[],
  options?: { top?: boolean },
): Record<string, TranslationKey>;
export function firstIssuePerField<M>(
  issues: readonly IssueLike[],
  options: FieldErrorOptions<M> & { message: (key: TranslationKey) => M },
): Record<string, M>;
export function firstIssuePerField<M>(
  issues: readonly IssueLike[],
  options: FieldErrorOptions<M> = {},
): Record<string, M | TranslationKey> {
  const out: Record<string, M | TranslationKey> = {};
  for (const issue of issues) {
    const field = (options.top ? issue.path.slice(0, 1) : issue.path).map(String).join('.') || '_';
    if (!(field in out)) {
      const key = messageKeyOf(issue.message);
      out[field] = options.message ? options.message(key) : key;
    }
  }
  return out;
}
