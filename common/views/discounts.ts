import type { DiscountKind } from '../discounts.ts';
import type { OrderStatus } from '../statuses.ts';

// Discount codes as the back office sees them: the service makes these, the API and the pages show them.

/** Where a code stands now, for the back office's list. */
export type CodeState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'usedUp';

export type DiscountCodeView = {
  id: number;
  code: string;
  kind: DiscountKind;
  /** Percent (1–100) for `percent`, cents for `fixed`. */
  value: number;
  minOrderCents: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  usedCount: number;
  productIds: string[];
  categories: string[];
  active: boolean;
  source: string;
  issuedTo: string | null;
  state: CodeState;
  createdAt: string;
  updatedAt: string;
};

/** One order that used a code (a cancelled order gives its use back and leaves this list). */
export type RedemptionView = {
  orderNumber: string;
  orderStatus: OrderStatus;
  email: string;
  amountCents: number;
  at: string;
};
export type DiscountCodeDetail = DiscountCodeView & { redemptions: RedemptionView[]; deletable: boolean };
export type DiscountList = {
  items: DiscountCodeView[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};
