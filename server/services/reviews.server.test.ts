import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRating } from '#common/reviews.ts';
import { orderWith, userIdOf } from '#tests/setup/reviews.ts';
import { signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { seedProducts } from '../db/catalog/products.ts';
import { productReviews, products, users } from '../db/schema.ts';
import { ShopError } from './errors.ts';
import { recomputeProductRating, type ReviewService } from './reviews.server.ts';

let t: TestShop;
let reviews: ReviewService;

/** A seed product with seed reviews; others whose seed reviews the tests remove first (fresh products). */
const reviewed = seedProducts.find((p) => p.reviews.length >= 2)!;
const [unreviewed, second, third] = seedProducts.filter((p) => p.id !== reviewed.id).slice(-3);

async function shopper(name = 'Megan Rivers') {
  const s = await signedInShopper(t, name);
  return { id: await userIdOf(t, s.email), name };
}

async function figures(productId: string) {
  const [row] = await t.shop.database.db
    .select({ rating: products.rating, reviewCount: products.reviewCount, revision: products.revision })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

async function publishedRatings(productId: string): Promise<number[]> {
  const rows = await t.shop.database.db
    .select({ rating: productReviews.rating })
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.status, 'published')));
  return rows.map((r) => r.rating);
}

async function refusal(promise: Promise<unknown>): Promise<ShopError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShopError);
  return error as ShopError;
}

beforeAll(async () => {
  t = await createTestShop();
  reviews = t.shop.services.reviews;
  const db = t.shop.database.db;
  for (const product of [unreviewed, second, third]) {
    await db.delete(productReviews).where(eq(productReviews.productId, product.id));
    await recomputeProductRating(db, product.id);
  }
  await t.shop.services.catalog.refresh();
});
afterAll(() => t.close());

describe('seed reviews', () => {
  it('are imported, published reviews with their language, and make the rating and count', async () => {
    const rows = await t.shop.database.db
      .select()
      .from(productReviews)
      .where(eq(productReviews.productId, reviewed.id));
    expect(rows).toHaveLength(reviewed.reviews.length);
    for (const row of rows) {
      expect(row).toMatchObject({ imported: true, status: 'published', userId: null });
      expect(row.locale).toBe(/[çğıöşüÇĞİÖŞÜ]/.test(row.text) ? 'tr' : 'en');
    }
    const { rating, reviewCount } = await figures(reviewed.id);
    expect(reviewCount).toBe(reviewed.reviews.length);
    expect(rating).toBeCloseTo(averageRating(reviewed.reviews.map((r) => Math.round(r.rating))), 5);
  });

  it('show on the product page, newest first, marked imported', async () => {
    const detail = (await t.shop.services.catalog.getProduct(reviewed.id))!;
    expect(detail.reviews).toHaveLength(reviewed.reviews.length);
    expect(detail.reviews.every((r) => r.imported)).toBe(true);
    const dates = detail.reviews.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(detail.reviewCount).toBe(reviewed.reviews.length);
  });
});

describe('who may review', () => {
  it.each(['Processing', 'Shipped', 'Cancelled'] as const)('not with an order still %s: 403', async (status) => {
    const user = await shopper();
    await orderWith(t, user.id, unreviewed.id, status);
    expect(await reviews.standing(user.id, unreviewed.id)).toEqual({ eligible: false, review: null });
    const error = await refusal(reviews.saveOwn(user, unreviewed.id, { rating: 5, text: 'Works as promised here.' }));
    expect(error.status).toBe(403);
    expect(error.messageKey).toBe('reviews.errors.notDelivered');
  });

  it('not someone whose delivered order held another product', async () => {
    const user = await shopper();
    await orderWith(t, user.id, reviewed.id, 'Delivered');
    const error = await refusal(reviews.saveOwn(user, unreviewed.id, { rating: 4, text: 'Never had this one.' }));
    expect(error.status).toBe(403);
  });

  it('an unknown product is a 404', async () => {
    const user = await shopper();
    const error = await refusal(reviews.saveOwn(user, 'no-such-product', { rating: 4, text: 'Nothing to say.' }));
    expect(error.status).toBe(404);
  });
});

describe('a shopper with a delivered order', () => {
  it('writes one pending review, signed with a short name; the rating waits for the owner', async () => {
    const user = await shopper('Megan Rivers');
    await orderWith(t, user.id, unreviewed.id, 'Delivered');
    expect((await reviews.standing(user.id, unreviewed.id)).eligible).toBe(true);
    const first = await reviews.saveOwn(user, unreviewed.id, { rating: 4, text: '  Clear picture at night.  ' });
    expect(first).toMatchObject({
      changed: true,
      review: { rating: 4, text: 'Clear picture at night.', status: 'pending' },
    });
    const [row] = await t.shop.database.db.select().from(productReviews).where(eq(productReviews.id, first.review.id));
    expect(row).toMatchObject({ author: 'Megan R.', imported: false, userId: user.id, locale: 'en' });
    expect(await figures(unreviewed.id)).toMatchObject({ reviewCount: 0 });

    // The same product again: still one review, changed in place.
    const second = await reviews.saveOwn(user, unreviewed.id, { rating: 3, text: 'Gece görüntüsü çok net.' });
    expect(second.review.id).toBe(first.review.id);
    const own = await t.shop.database.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.productId, unreviewed.id), eq(productReviews.userId, user.id)));
    expect(own).toHaveLength(1);
    expect(own[0].locale).toBe('tr');
  });

  it('publish and reject move the rating and count; an edit sends a published review back to pending', async () => {
    const product = second;
    const a = await shopper('Ali Veli');
    const b = await shopper('Bora');
    await orderWith(t, a.id, product.id, 'Delivered');
    await orderWith(t, b.id, product.id, 'Delivered');
    const ra = (await reviews.saveOwn(a, product.id, { rating: 5, text: 'Excellent switch, quiet.' })).review;
    const rb = (await reviews.saveOwn(b, product.id, { rating: 2, text: 'Fan is louder than I hoped.' })).review;

    const before = await figures(product.id);
    const published = await reviews.decide(ra.id, 'published');
    expect(published).toMatchObject({ status: 'published', verified: true, imported: false, author: 'Ali V.' });
    const afterOne = await figures(product.id);
    expect(afterOne).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(afterOne.revision).toBeGreaterThan(before.revision);
    // The read model picked the new figures up.
    expect(t.shop.services.catalog.getCard(product.id)?.rating).toBe(5);

    await reviews.decide(rb.id, 'published');
    expect(await figures(product.id)).toMatchObject({ rating: 3.5, reviewCount: 2 });

    // Unchanged text: nothing happens, it stays published.
    const same = await reviews.saveOwn(b, product.id, { rating: 2, text: 'Fan is louder than I hoped.' });
    expect(same).toMatchObject({ changed: false, review: { status: 'published' } });

    // An edit: pending again, out of the rating until published again.
    const edited = await reviews.saveOwn(b, product.id, { rating: 3, text: 'Fan calmed down after a week.' });
    expect(edited.review.status).toBe('pending');
    expect(await figures(product.id)).toMatchObject({ rating: 5, reviewCount: 1 });

    await reviews.decide(ra.id, 'rejected');
    expect(await figures(product.id)).toMatchObject({ rating: 0, reviewCount: 0 });
    expect(t.shop.services.catalog.homeSections().topRated.map((p) => p.id)).not.toContain(product.id);
  });

  it('concurrent publishes give the right count and average', async () => {
    const product = third;
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Accounts written directly: signing up six times (scrypt) is not what this test is about.
      const [row] = await t.shop.database.db
        .insert(users)
        .values({ email: `concurrent-${i}-${Date.now()}@example.com`, name: `Buyer Number${i}`, passwordHash: 'x' })
        .returning({ id: users.id, name: users.name });
      const user = row;
      await orderWith(t, user.id, product.id, 'Delivered');
      ids.push(
        (await reviews.saveOwn(user, product.id, { rating: (i % 5) + 1, text: `Review number ${i} here.` })).review.id,
      );
    }
    await Promise.all(ids.map((id) => reviews.decide(id, 'published')));
    const expected = await publishedRatings(product.id);
    expect(expected).toHaveLength(6);
    expect(await figures(product.id)).toMatchObject({ reviewCount: 6, rating: averageRating(expected) });
    // Publishing twice changes nothing.
    await Promise.all(ids.map((id) => reviews.decide(id, 'published')));
    expect((await figures(product.id)).reviewCount).toBe(6);
  });

  it('an unknown review is a 404 for the owner', async () => {
    expect((await refusal(reviews.decide(999_999, 'published'))).status).toBe(404);
  });
});

describe('back office list', () => {
  it('filters by status, newest first, with counts', async () => {
    const all = await reviews.listForAdmin({});
    const pending = await reviews.listForAdmin({ status: 'pending' });
    expect(pending.items.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.total).toBe(all.counts.pending);
    expect(all.total).toBe(all.counts.pending + all.counts.published + all.counts.rejected);
    const times = all.items.map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(all.items.length).toBeLessThanOrEqual(all.pageSize);
  });
});

describe('Top Rated', () => {
  it('lists only products with published reviews, best first, more reviews first at a tie', () => {
    const top = t.shop.services.catalog.homeSections().topRated;
    expect(top.length).toBeGreaterThan(0);
    const ratings = top.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    for (const card of top) expect(card.rating).toBeGreaterThan(0);
  });
});
