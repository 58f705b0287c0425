import { data } from 'react-router';
import { answerRefusal } from '#app/lib/action-result.ts';
import { MAX_UPLOAD_REQUEST_BYTES } from './image-upload-field.tsx';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';

/** What a back-office catalogue action answers: ok, or why not (message keys) with the form's values. */
export type ActionResult<I extends string, V = undefined> =
  | { intent: I; ok: true }
  | { intent: I; ok: false; formError?: TranslationKey; fieldErrors: Record<string, TranslationKey>; values?: V };

/** The posted form; a body larger than any valid upload is refused (413) before it is read, a broken one with 400. */
export async function readForm(request: Request): Promise<FormData | ReturnType<typeof unreadable>> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_UPLOAD_REQUEST_BYTES) return unreadable(413, 'admin.catalog.errors.requestTooLarge');
  try {
    return await request.formData();
  } catch {
    return unreadable(400, 'errors.badRequest');
  }
}

const unreadable = (status: 400 | 413, formError: TranslationKey) =>
  data<ActionResult<'unknown'>>(
    {
      intent: 'unknown',
      ok: false,
      formError,
      fieldErrors: status === 413 ? { images: 'admin.catalog.errors.imageTooLarge' } : {},
    },
    status,
  );

/** A service's expected failure (ShopError) as the action's answer; anything else is rethrown. */
export function failed<I extends string, V>(intent: I, error: unknown, values?: V) {
  return answerRefusal<ActionResult<I, V>>(error, (refused) => ({
    intent,
    ok: false,
    formError: refused.messageKey,
    fieldErrors: refused.details.fieldErrors ?? {},
    values,
  }));
}
