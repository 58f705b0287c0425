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

/** An outbox mail: pending (waiting, or between tries) → sending (claimed by a worker) → sent, or failed for good. */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** A newsletter address: pending until its owner confirms (double opt-in), then confirmed, or unsubscribed. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** A shopper's review: pending until the owner publishes or rejects it (an edit makes it pending again). */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
