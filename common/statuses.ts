/**
 * The status lists, one home each: the database columns, the zod schemas, the back office's
 * filters and every label map are keyed by these.
 */

/** An order's life: Processing → Shipped → Delivered, or Cancelled before delivery. */
export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A contact message: open until answered; cancellation requests end approved or rejected, others closed. */
export const CONTACT_STATUSES = ['open', 'approved', 'rejected', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
