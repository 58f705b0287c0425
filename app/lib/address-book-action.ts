import { data, redirect, type AppLoadContext } from 'react-router';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { SAVED_ADDRESS_FIELDS, savedAddressSchema } from '#common/schemas/address-book.ts';
import { answerRefusal } from './action-result.ts';
import { DONE_PARAM, type AccountActionResult, type AddressFormValues } from './account-form.ts';

/** The intents of the address book's forms on /account. */
export const ADDRESS_INTENTS = ['addressAdd', 'addressUpdate', 'addressDelete', 'addressDefault'] as const;
type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export const isAddressIntent = (intent: unknown): intent is AddressIntent =>
  (ADDRESS_INTENTS as readonly unknown[]).includes(intent);

const DONE: Record<AddressIntent, string> = {
  addressAdd: 'added',
  addressUpdate: 'updated',
  addressDelete: 'deleted',
  addressDefault: 'default',
};

/**
 * Add, edit, delete or make default (docs/product.md §7.7). Done, the page is loaded again
 * (post, redirect, get) with what was done in the URL; refused, it comes back with what was
 * typed and a message per field.
 */
export async function addressBookAction(
  context: AppLoadContext,
  userId: number,
  intent: AddressIntent,
  form: FormData,
  base: string,
) {
  const book = context.services.addressBook;
  const rawId = String(form.get('id') ?? '');
  const id = /^[0-9]{1,9}$/.test(rawId) ? Number(rawId) : null;
  const values = Object.fromEntries(
    SAVED_ADDRESS_FIELDS.map((f) => [f, String(form.get(f) ?? '').slice(0, 400)]),
  ) as AddressFormValues;
  const refuse = (answer: Omit<Extract<AccountActionResult, { ok: false; intent: 'address' }>, 'intent' | 'ok'>) => ({
    intent: 'address' as const,
    ok: false as const,
    ...answer,
  });
  // A file where text belongs is a hand-made request: refused, not saved as "[object File]".
  if ([...SAVED_ADDRESS_FIELDS, 'id'].some((f) => form.has(f) && typeof form.get(f) !== 'string'))
    return data<AccountActionResult>(refuse({ fieldErrors: {}, formError: 'errors.badRequest' }), 400);
  if (intent !== 'addressAdd' && id === null)
    return data<AccountActionResult>(refuse({ fieldErrors: {}, formError: 'addresses.errors.notFound' }), 404);
  try {
    if (intent === 'addressDelete') await book.remove(userId, id!);
    else if (intent === 'addressDefault') await book.makeDefault(userId, id!);
    else {
      const parsed = savedAddressSchema.safeParse({ ...values, makeDefault: form.get('makeDefault') === 'on' });
      if (!parsed.success)
        return data<AccountActionResult>(
          refuse({ fieldErrors: firstIssuePerField(parsed.error.issues), values, id: id ?? undefined }),
          400,
        );
      if (intent === 'addressAdd') await book.add(userId, parsed.data);
      else await book.update(userId, id!, parsed.data);
    }
  } catch (error) {
    return answerRefusal<AccountActionResult>(error, (refused) =>
      refuse({
        fieldErrors: {},
        formError: refused.messageKey,
        ...(intent === 'addressAdd' || intent === 'addressUpdate' ? { values, id: id ?? undefined } : {}),
      }),
    );
  }
  throw redirect(`${base}?${DONE_PARAM}=${DONE[intent]}#addresses`);
}
