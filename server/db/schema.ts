import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
} from 'drizzle-orm/pg-core';
import type { ProductImage, SpecGroup, NameValue, Review } from '#common/catalog-types.ts';

/** Bumped on every product write; the in-memory search/read model catches up by revision. */
export const productRevisionSeq = pgSequence('product_revision_seq');
export const nextProductRevision = sql`nextval('product_revision_seq')`;

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
    reviews: jsonb('reviews').$type<Review[]>().notNull().default([]),
    /** Catalogue order: the "Default" sort and the stable tie-break. */
    position: integer('position').notNull().default(0),
    revision: bigint('revision', { mode: 'number' }).notNull().default(nextProductRevision),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_revision_idx').on(t.revision), index('products_category_idx').on(t.category)],
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

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small key/value store for values every process must share (e.g. a generated session secret). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
