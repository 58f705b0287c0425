/** A zod issue as far as field errors need it (zod's own issues fit). */
export type IssueLike = { readonly path: readonly PropertyKey[]; readonly message: string };

export type FieldErrorOptions = {
  /** Key by the first path segment (a form's field) rather than the whole dotted path. */
  top?: boolean;
  /** Turns the issue's message (a catalogue key) into what is shown, e.g. translated. */
  message?: (message: string) => string;
};

/**
 * One message per field: the first issue of each (e.g. "required" before "too short"), keyed by
 * the issue's path joined with dots; issues of the whole form go under '_'. Every form, page
 * action and API answer builds its field errors with this.
 */
export function firstIssuePerField(issues: readonly IssueLike[], options: FieldErrorOptions = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const field = (options.top ? issue.path.slice(0, 1) : issue.path).map(String).join('.') || '_';
    if (!(field in out)) out[field] = options.message ? options.message(issue.message) : issue.message;
  }
  return out;
}
