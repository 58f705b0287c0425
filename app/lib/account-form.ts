import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { FieldErrors } from '#app/components/ui/form.tsx';
import { PROFILE_FIELDS, type ProfileField } from '#common/schemas/profile.ts';
import type { SavedAddressField } from '#common/schemas/address-book.ts';

/** Edit mode lives in the URL (?edit=profile), so the Edit and Cancel links work without JavaScript. */
export const EDIT_PARAM = 'edit';

/** The address book's form in the URL: ?address=new to add one, ?address=<id> to edit it. */
export const ADDRESS_PARAM = 'address';
/** What the address book just did (added, updated, deleted, default), after its redirect. */
export const DONE_PARAM = 'addresses';

export type AddressFormValues = Record<SavedAddressField, string>;

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export type ProfileValues = Record<ProfileField, string>;

export type AccountActionResult =
  | { intent: 'profile'; ok: true }
  | { intent: 'profile'; ok: false; fieldErrors: FieldErrors; formError?: TranslationKey; values: ProfileValues }
  | { intent: 'password'; ok: true }
  | { intent: 'password'; ok: false; fieldErrors: FieldErrors; formError?: TranslationKey }
  | { intent: 'address'; ok: true }
  | {
      intent: 'address';
      ok: false;
      fieldErrors: FieldErrors;
      formError?: TranslationKey;
      /** What was typed (a refused add or edit), and which address was being edited. */
      values?: AddressFormValues;
      id?: number;
    };

/** The posted profile fields; a field the form did not send stays undefined (the schema's default applies). */
export function readProfileForm(form: FormData): Record<ProfileField, string | undefined> {
  const input = {} as Record<ProfileField, string | undefined>;
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    input[field] = typeof value === 'string' ? value : undefined;
  }
  return input;
}
