import type { ServiceResult } from '#app/lib/service-types.ts';
import type { DealField } from '#common/schemas/admin-catalog.ts';

/** /admin/deal: the running deal, the products a deal may be for, and the end time's bounds. */
export type AdminDealData = {
  deal: ServiceResult<'adminDeals', 'currentDeal'>;
  products: ServiceResult<'adminDeals', 'dealChoices'>;
  now: number;
  /** Local date-time texts on the shop's clock (the form's datetime-local field). */
  defaultEnd: string;
  minEnd: string;
};

/** The new-deal form's values, echoed back when it is refused. */
export type DealValues = Record<DealField, string>;
