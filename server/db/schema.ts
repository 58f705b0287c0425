import { sql } from 'drizzle-orm';
import { CONTACT_STATUSES, MAIL_STATUSES, ORDER_STATUSES, SUBSCRIBER_STATUSES } from '#common/statuses.ts';
import { DISCOUNT_KINDS } from '#common/discounts.ts';
import {
  bigint,
  customType,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ProductImage, SpecGroup, NameValue, ProductTranslations, Review } from '#common/catalog-types.ts';
import type { ProductAttributes } from '#common/attributes.ts';
import { REVIEW_STATUSES } from '#common/statuses.ts';
import type { OrderAddress } from '#common/address.ts';

/** Binary column (PostgreSQL bytea) as a Node Buffer. */
const customBytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A product's revision: taken from this sequence by the `products_changed` trigger on every
 * write, after the row's lock, so a later write of one product always has a higher revision.
 */
export const productRevisionSeq = pgSequence('product_revision_seq');
export const nextProductRevision = sql`nextval('product_revision_seq')`;

/** PostgreSQL's 64-bit transaction id (xid8), sent and read as text. */
const xid8 = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
  fromDriver: (value) => String(value),
});

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Money is integer cents everywhere. Null price shows as "price unavailable". */
    priceCents: integer('price_cents'),
    oldPriceCents: integer('old_price_cents'),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    /** Finer grouping inside a category (e.g. security → cameras, recorders, sensors); the menu links filter on it. */
    subcategory: text('subcategory'),
    rating: real('rating').notNull().default(0),
    stock: integer('stock').notNull().default(10),
    isNew: boolean('is_new').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<SpecGroup[]>().notNull().default([]),
    features: jsonb('features').$type<NameValue[]>().notNull().default([]),
    useCases: jsonb('use_cases').$type<string[]>().notNull().default([]),
    includedItems: jsonb('included_items').$type<string[]>().notNull().default([]),
    /** The seed's reviews as it brought them; product_reviews holds them since migration 0005 (read from there). */
    reviews: jsonb('reviews').$type<Review[]>().notNull().default([]),
    /** Typed data by the product's subcategory (#common/attributes): filters, comparison, kit planner. */
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    /**
     * The product's texts in languages other than English (the columns above): per language code,
     * the texts that language has; a text missing there shows in English.
     */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Published reviews: their count (the rating above is their average), kept by the review service. */
    reviewCount: integer('review_count').notNull().default(0),
    /** Catalogue order: the "Default" sort and the stable tie-break. */
    position: integer('position').notNull().default(0),
    revision: bigint('revision', { mode: 'number' }).notNull().default(nextProductRevision),
    /**
     * The transaction that wrote the row last (set by the `products_changed` trigger): the
     * catalogue's change feed reads every row written by a transaction a previous read could not
     * see (server/db/catalog/slices.ts, docs/decisions/015).
     */
    changedXid: xid8('changed_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_revision_idx').on(t.revision),
    index('products_changed_idx').on(t.changedXid, t.id),
    index('products_category_idx').on(t.category),
    index('products_subcategory_idx').on(t.category, t.subcategory),
  ],
);

/** Named, ordered product id lists (the header's Cameras, Walkie-Talkies, NVR Devices, Switches links). */
export const productLists = pgTable('product_lists', {
  slug: text('slug').primaryKey(),
  productIds: jsonb('product_ids').$type<string[]>().notNull(),
});

/** Value of the Day: one deal at a time is current (the newest that has not ended). */
export const deals = pgTable('deals', {
  id: serial('id').primaryKey(),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  dealPriceCents: integer('deal_price_cents').notNull(),
  oldPriceCents: integer('old_price_cents').notNull(),
  stockCap: integer('stock_cap').notNull(),
  /** Units sold at the deal price; taken atomically with the stock (sold + n <= stock_cap). */
  soldCount: integer('sold_count').notNull().default(0),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cart lines and wishlist items belong to an owner key: `v:<visitor id>` for an anonymous
 * visitor (signed cookie) or `u:<user id>` for an account.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    owner: text('owner').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.productId] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    owner: text('owner').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.productId] })],
);

export { SUBSCRIBER_STATUSES };

/**
 * Newsletter addresses. An address is `pending` until its owner follows the confirmation link
 * (double opt-in: only then is the welcome code sent), and `unsubscribed` keeps the refusal.
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  source: text('source').notNull(),
  status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('pending'),
  /** SHA-256 of the confirmation link's token (the token itself is only in the mail). */
  confirmTokenHash: text('confirm_token_hash').unique(),
  confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gap-free counters taken inside a transaction (row lock until commit), e.g. 'invoice'. */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * Fixed-window hit counters for throttles (sign-in, registration, contact, newsletter …):
 * one row per bucket and window, incremented atomically with an upsert so parallel requests and
 * several processes on one PostgreSQL count every attempt.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    bucket: text('bucket').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('rate_limit_hits_window_idx').on(t.windowStart)],
);

/** Small key/value store for values every process must share (e.g. a generated session secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// ── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  /** Stored lower-cased: one account per address whatever its case. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['customer', 'admin'] })
    .notNull()
    .default('customer'),
  phone: text('phone').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull().default('TR'),
  /** The language the account last used the shop in: mails about later events are written in it. */
  locale: text('locale').notNull().default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, for throttling by account and by address. */
export const failedLogins = pgTable(
  'failed_logins',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('failed_logins_email_idx').on(t.email, t.at), index('failed_logins_ip_idx').on(t.ip, t.at)],
);

/**
 * An account's address book (docs/product.md §7.7): several addresses, at most one the default
 * (the one /account shows and checkout starts from). Fields as the checkout's, by country
 * (common/address.ts).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

// ── Orders ──────────────────────────────────────────────────────────────────

export type Address = OrderAddress;

export { ORDER_STATUSES, type OrderStatus } from '#common/statuses.ts';

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Shown to shoppers, e.g. GL-100042. */
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('Processing'),
    email: text('email').notNull(),
    billing: jsonb('billing').$type<Address>().notNull(),
    shipping: jsonb('shipping').$type<Address>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** 'standard' (free) or 'express' (priced by order value); see common/money-rules.ts. */
    shippingMethod: text('shipping_method').notNull().default('standard'),
    /** Gap-free invoice sequence number, assigned in the order's own transaction (counters.invoice). */
    invoiceNo: integer('invoice_no').unique(),
    /** Only brand, last 4 and expiry of the card are ever kept. */
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    cardExpiry: text('card_expiry').notNull(),
    paymentReference: text('payment_reference').notNull(),
    trackingNumber: text('tracking_number'),
    estimatedShipping: timestamp('estimated_shipping', { withTimezone: true }),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    /**
     * The delivery promise (common/shipping.ts deliveryPromise), days of the shop's calendar,
     * stored when the order is placed: leaves the warehouse by, arrives between. Null for orders
     * from before it was stored. The owner may change the window on purpose when shipping; then
     * `deliveryRevisedAt` says when (the shopper is told).
     */
    dispatchBy: date('dispatch_by', { mode: 'string' }),
    deliveryEarliest: date('delivery_earliest', { mode: 'string' }),
    deliveryLatest: date('delivery_latest', { mode: 'string' }),
    deliveryRevisedAt: timestamp('delivery_revised_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The discount code applied (as typed by the owner) and what it took off the lines, before tax. */
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The shop's language at checkout: the confirmation mail is written in it. */
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt), index('orders_status_idx').on(t.status, t.createdAt)],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    imagePath: text('image_path'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** Set when the line was charged at a Value of the Day price: the deal and the regular unit price. */
    dealId: integer('deal_id').references(() => deals.id),
    regularPriceCents: integer('regular_price_cents'),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/** Every status change: when, what, who (null = the shopper or the system). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** The first result of a checkout, replayed for a retry with the same key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** The process whose request holds the key (server/db/process-session.ts): a dead one's key is taken over. */
    claimedBy: integer('claimed_by'),
    /** The holding request's own token: the order is written only while the key is still its own. */
    claimToken: text('claim_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// ── Contact ─────────────────────────────────────────────────────────────────

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    phone: text('phone').notNull().default(''),
    message: text('message').notNull(),
    /** Set when the message is about one of the sender's orders (a cancellation request). */
    orderId: integer('order_id').references(() => orders.id),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('open'),
    adminNote: text('admin_note'),
    locale: text('locale').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_order_idx').on(t.orderId)],
);

// ── Uploads ─────────────────────────────────────────────────────────────────

/** Product images uploaded in the back office; in the database so every app process serves them. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: customBytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ── Mail ────────────────────────────────────────────────────────────────────

export { MAIL_STATUSES, type MailStatus } from '#common/statuses.ts';

/**
 * The transactional outbox: a mail is written here in the same transaction as the event that
 * causes it, and delivered later by a worker (server/mail/). `kind` names its template and
 * `payload` holds what the template needs; it is rendered when sent or previewed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    lang: text('lang').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: until then no other process takes the mail (a crashed worker's claim runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /** The claiming worker's process (server/db/process-session.ts): a dead one's claim is taken over before its lease ends. */
    lockedByProcess: integer('locked_by_process'),
    lastError: text('last_error'),
    /** Set when the same event must never queue the mail twice (e.g. one back-in-stock mail per restock). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_created_idx').on(t.createdAt)],
);

// ── Account recovery ────────────────────────────────────────────────────────

/** Password-reset links: only the SHA-256 of the token is kept; single use, short expiry. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

// ── Discount codes ──────────────────────────────────────────────────────────

export { DISCOUNT_KINDS } from '#common/discounts.ts';

/** Codes the owner manages (and the newsletter's personal welcome codes). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; a shopper may type it in any case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: DISCOUNT_KINDS }).notNull(),
    /** Percent (1–100) for `percent`, integer cents for `fixed`. */
    value: integer('value').notNull(),
    minOrderCents: integer('min_order_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null = unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Uses taken by orders (given back when an order is cancelled); changed only with the order. */
    usedCount: integer('used_count').notNull().default(0),
    /** Optional scope: the code discounts only these products and/or categories' lines. */
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** 'admin' for codes made in the back office, 'newsletter' for a subscriber's welcome code. */
    source: text('source').notNull().default('admin'),
    /**
     * For a personal code: the address it was made for. Only the account with that address (the
     * same mailbox, common/mailbox.ts) may use it.
     */
    issuedTo: text('issued_to'),
    /**
     * For a newsletter welcome code: the mailbox (common/mailbox.ts) of `issuedTo`. Unique: one
     * welcome code per mailbox, however many +tags of it subscribe, also when two confirm at once.
     * Null for every other code (and for a mailbox's extra codes made before the rule held).
     */
    welcomeMailbox: text('welcome_mailbox'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('discount_codes_welcome_mailbox_idx').on(t.welcomeMailbox)],
);

/** One use of a code by one order; deleted (and the code's count given back) when the order is cancelled. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discount_redemptions_code_user_idx').on(t.codeId, t.userId)],
);

// ── Back in stock ───────────────────────────────────────────────────────────

export const STOCK_ALERT_STATUSES = ['pending', 'confirmed', 'notified'] as const;

/**
 * "Notify me when available" on a sold-out product: the address is confirmed first (a link in a
 * mail), then gets one mail when the product's stock goes from 0 to more than 0.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: STOCK_ALERT_STATUSES }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_alerts_product_email_idx').on(t.productId, t.email),
    index('stock_alerts_waiting_idx').on(t.productId, t.status),
  ],
);

// ── Reviews ─────────────────────────────────────────────────────────────────

/**
 * Product reviews. A shopper's own (user set) may be written once per product after an order
 * with it was Delivered and edited later; the owner publishes or rejects it. Reviews the seed
 * catalogue brought are `imported` (no user) and published. The product's rating and review
 * count are the published ones' average and count.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    /** The language the review was written in (shown with lang= on the page). */
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    imported: boolean('imported').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_idx').on(t.productId, t.userId),
    index('product_reviews_product_status_idx').on(t.productId, t.status),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
  ],
);
