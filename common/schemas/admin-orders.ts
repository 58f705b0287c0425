import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from '../statuses.ts';

/**
 * The back office's order inputs (ship, deliver, cancel, answer a cancellation request, list
 * query), shared by the admin pages (client and action) and the admin API. Messages are
 * text keys (admin.orders.errors.*).
 */

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX = { trackingNumber: 64, text: 500, query: 100, page: 100_000 } as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 date and time with seconds optional and a zone (Z or ±hh:mm). */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date the back office typed: a whole day in the shop's time zone, or an exact instant. */
export type ShopDateInput = { kind: 'day'; day: string } | { kind: 'instant'; at: Date };

/** yyyy-mm-dd (a real calendar day) or an ISO date-time with a zone; anything else is null. */
export function parseShopDate(value: string): ShopDateInput | null {
  const trimmed = value.trim();
  const day = DAY_PATTERN.exec(trimmed);
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(Date.UTC(y, m - 1, d));
    if (y < 2000 || y > 2999 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
      return null;
    return { kind: 'day', day: trimmed };
  }
  if (INSTANT_PATTERN.test(trimmed)) {
    const at = new Date(trimmed);
    if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2999) return null;
    // Reject days that Date silently rolls over (2025-02-30T…).
    if (!parseShopDate(trimmed.slice(0, 10))) return null;
    return { kind: 'instant', at };
  }
  return null;
}

/** An empty form field means "not given" (the default applies). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const dateField = (invalidKey: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: invalidKey })
      .trim()
      .max(40, invalidKey)
      .refine((value) => parseShopDate(value) !== null, invalidKey)
      .optional(),
  );

const requiredText = (requiredKey: string, max: number, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).max(max, tooLongKey);

export const shipSchema = z.object({
  trackingNumber: z
    .string({ error: 'admin.orders.errors.trackingRequired' })
    .trim()
    .min(1, 'admin.orders.errors.trackingRequired')
    .max(ADMIN_ORDERS_MAX.trackingNumber, 'admin.orders.errors.trackingTooLong')
    .regex(/^[\p{L}\p{N} ._/-]+$/u, 'admin.orders.errors.trackingInvalid'),
  /** yyyy-mm-dd (a day in the shop's time zone) or an ISO date-time; default: the window promised at checkout. */
  estimatedDelivery: dateField('admin.orders.errors.dateInvalid'),
});

export const deliverSchema = z.object({
  /** yyyy-mm-dd or an ISO date-time; default: now. */
  deliveredAt: dateField('admin.orders.errors.dateInvalid'),
});

export const cancelSchema = z.object({
  reason: requiredText('admin.orders.errors.reasonRequired', ADMIN_ORDERS_MAX.text, 'admin.orders.errors.textTooLong'),
});

export const approveRequestSchema = z.object({
  note: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'admin.orders.errors.textTooLong' })
      .trim()
      .max(ADMIN_ORDERS_MAX.text, 'admin.orders.errors.textTooLong')
      .optional(),
  ),
});

export const rejectRequestSchema = z.object({
  note: requiredText('admin.orders.errors.noteRequired', ADMIN_ORDERS_MAX.text, 'admin.orders.errors.textTooLong'),
});

export const orderListQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(ADMIN_ORDERS_MAX.query, 'admin.orders.errors.queryTooLong').optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_STATUSES, { error: 'admin.orders.errors.statusInvalid' }).optional(),
  ),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'admin.orders.errors.pageInvalid' })
      .int('admin.orders.errors.pageInvalid')
      .min(1, 'admin.orders.errors.pageInvalid')
      .max(ADMIN_ORDERS_MAX.page, 'admin.orders.errors.pageInvalid')
      .default(1),
  ),
});

export type ShipInput = z.output<typeof shipSchema>;
export type DeliverInput = z.output<typeof deliverSchema>;
export type CancelInput = z.output<typeof cancelSchema>;
export type ApproveRequestInput = z.output<typeof approveRequestSchema>;
export type RejectRequestInput = z.output<typeof rejectRequestSchema>;
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/**
 * The list query from a URL, forgiving: a value that does not parse is dropped (a page link
 * never fails), so the page and the API agree on what a good query means.
 */
export function readOrderListQuery(params: URLSearchParams): { q?: string; status?: OrderStatus; page: number } {
  const shape = orderListQuerySchema.shape;
  const q = shape.q.safeParse(params.get('q') ?? undefined);
  const status = shape.status.safeParse(params.get('status') ?? undefined);
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  return {
    ...(q.success && q.data ? { q: q.data } : {}),
    ...(status.success && status.data ? { status: status.data } : {}),
    page: page.success ? page.data : 1,
  };
}
