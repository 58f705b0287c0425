import { data } from 'react-router';
import type { z } from 'zod';
import type { FieldErrors } from '#app/components/ui/form.tsx';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { answerRefusal } from './action-result.ts';

/**
 * What a sign-in page's form answers: `done` (registered, reset mail sent), or why not — a
 * field's problem or the service's — with what was typed (`values`, never a password).
 */
export type AuthFormResult<V> = { done?: true; fieldErrors?: FieldErrors; formError?: TranslationKey; values?: V };

/** The posted fields by name (the sign-in forms have no files). */
export async function postedFields(request: Request): Promise<Record<string, FormDataEntryValue>> {
  return Object.fromEntries(await request.formData());
}

/**
 * A sign-in page's post (sign-in, registration, a forgotten password): the fields checked against
 * the page's schema, then handed to the service. Null when it went through; else the refusal to
 * answer — the first problem per field (400), or the service's with its status — with `values`,
 * the fields to fill in again (given the parsed input once it passed the schema).
 */
export async function runAuthForm<T, V>(
  input: unknown,
  schema: z.ZodType<T>,
  values: (parsed?: T) => V,
  run: (parsed: T) => Promise<unknown>,
) {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    return data<AuthFormResult<V>>({ fieldErrors: firstIssuePerField(parsed.error.issues), values: values() }, 400);
  try {
    await run(parsed.data);
  } catch (error) {
    return answerRefusal<AuthFormResult<V>>(error, (refused) => ({
      formError: refused.messageKey,
      values: values(parsed.data),
    }));
  }
  return null;
}
