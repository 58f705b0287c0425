import type { TranslationKey } from '#common/i18n/ui-texts.ts';
import type { PlannerProduct } from '#common/kit-planner.ts';

/** Adding the planned kit to the cart. */
export type PlannerAddResult =
  { ok: true } | { ok: false; messageKey: TranslationKey; values?: Record<string, string> };

export type PlannerChoices = {
  cameras: PlannerProduct[];
  recorders: { id: string; title: string }[];
  switches: { id: string; title: string }[];
};
export type PlannerFormValues = {
  quantities: Record<string, string>;
  days: string;
  run: string;
  recorder: string;
  switch: string;
};
