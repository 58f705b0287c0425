import type { TranslationKey } from '#common/i18n/catalogue.ts';
import type { FieldErrors } from '#app/components/ui/form.tsx';
import { PROFILE_FIELDS, type ProfileField } from '#common/schemas/profile.ts';

/** Edit mode lives in the URL (?edit=profile), so the Edit and Cancel links work without JavaScript. */
export const EDIT_PARAM = 'edit';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export type ProfileValues = Record<ProfileField, string>;

export type AccountActionResult =
  | { intent: 'profile'; ok: true }
  | { intent: 'profile'; ok: false; fieldErrors: FieldErrors; formError?: TranslationKey; values: ProfileValues }
  | { intent: 'password'; ok: true }
  | { intent: 'password'; ok: false; fieldErrors: FieldErrors; formError?: TranslationKey };

/** The posted profile fields; a field the form did not send stays undefined (the schema's default applies). */
export function readProfileForm(form: FormData): Record<ProfileField, string | undefined> {
  const input = {} as Record<ProfileField, string | undefined>;
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === 'string' ? value : undefined;
  }
  return input;
}
