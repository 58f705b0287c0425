import { data } from 'react-router';
import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import { formatDollars } from '#common/money-input.ts';
import {
  discountCodeSchema,
  readDiscountForm,
  type DiscountCodeInput,
  type DiscountFormValues,
} from '#common/schemas/discounts.ts';
import { firstIssuePerField } from '#common/schemas/field-errors.ts';
import { utcToZonedLocal } from '#common/shop-time.ts';
import type { DiscountCodeView } from '#common/views/discounts.ts';
import { answerRefusal } from './action-result.ts';

/** What the code form's action answers: done (with what to say), or why not with what was typed. */
export type CodeFormResult =
  | { ok: true; intent: string; message: TranslationKey }
  | {
      ok: false;
      intent: string;
      formError?: TranslationKey;
      formDetails?: Record<string, unknown>;
      fieldErrors: Record<string, TranslationKey>;
      values?: DiscountFormValues;
    };

/** A new code's form: active, a percentage, everything else open. */
export const EMPTY_CODE_FORM: DiscountFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minOrder: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  productIds: '',
  categories: [],
  active: 'on',
};

type StoredCode = Pick<
  DiscountCodeView,
  | 'code'
  | 'kind'
  | 'value'
  | 'minOrderCents'
  | 'startsAt'
  | 'endsAt'
  | 'maxUses'
  | 'maxUsesPerCustomer'
  | 'productIds'
  | 'categories'
  | 'active'
>;

/** A stored code as its form shows it: dollars, and times on the shop's clock. */
export function formValuesOf(code: StoredCode): DiscountFormValues {
  return {
    code: code.code,
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.value) : formatDollars(code.value),
    minOrder: code.minOrderCents > 0 ? formatDollars(code.minOrderCents) : '',
    startsAt: code.startsAt ? utcToZonedLocal(code.startsAt) : '',
    endsAt: code.endsAt ? utcToZonedLocal(code.endsAt) : '',
    maxUses: code.maxUses == null ? '' : String(code.maxUses),
    maxUsesPerCustomer: code.maxUsesPerCustomer == null ? '' : String(code.maxUsesPerCustomer),
    productIds: code.productIds.join(', '),
    categories: code.categories,
    active: code.active ? 'on' : 'off',
  };
}

/**
 * Reads and checks the code form, then hands the terms to `save`; a refusal (bad fields, a code
 * in use, unknown products) comes back with the form as typed.
 */
export async function saveCodeForm<T>(form: FormData, save: (input: DiscountCodeInput) => Promise<T>) {
  const values = readDiscountForm(form);
  const parsed = discountCodeSchema.safeParse(values);
  if (!parsed.success)
    return {
      refused: data<CodeFormResult>(
        { ok: false, intent: 'save', fieldErrors: firstIssuePerField(parsed.error.issues, { top: true }), values },
        400,
      ),
    };
  try {
    return { saved: await save(parsed.data) };
  } catch (error) {
    return {
      refused: answerRefusal<CodeFormResult>(error, (refused) => {
        const { fieldErrors, ...details } = refused.details;
        return {
          ok: false,
          intent: 'save',
          formError: refused.messageKey,
          formDetails: details,
          fieldErrors: fieldErrors ?? {},
          values,
        };
      }),
    };
  }
}
