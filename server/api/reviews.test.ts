import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProducts } from '#server/db/catalog/products.ts';
import { orderWith, userIdOf } from '#tests/setup/reviews.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** POST/GET /api/products/:id/review and the back office's /api/admin/reviews (docs/product.md §22). */
let t: TestShop;
const product = seedProducts[3];

beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

async function deliveredShopper(name = 'Deniz Kaya') {
  const shopper = await signedInShopper(t, name);
  await orderWith(t, await userIdOf(t, shopper.email), product.id, 'Delivered');
  return shopper;
}

describe('a shopper’s review', () => {
  it('needs a signed-in shopper: 401', async () => {
    const res = await t.json(`/api/products/${product.id}/review`, 'POST', { rating: 5, text: 'Very good camera.' });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
    expect((await t.request(`/api/products/${product.id}/review`)).status).toBe(401);
  });

  it('refuses bad ratings and texts with 400 and a message', async () => {
    const shopper = await deliveredShopper();
    for (const body of [
      { rating: 0, text: 'Long enough text.' },
      { rating: 6, text: 'Long enough text.' },
      { rating: 4.5, text: 'Long enough text.' },
      { rating: 'five', text: 'Long enough text.' },
      { rating: 4, text: 'short' },
      { rating: 4, text: 'x'.repeat(2001) },
      { rating: 4 },
      // What a plain number conversion would take for a rating.
      { rating: true, text: 'Long enough text.' },
      { rating: [4], text: 'Long enough text.' },
      { rating: '0x3', text: 'Long enough text.' },
      { rating: '4e0', text: 'Long enough text.' },
      // Ten zero-width spaces (and a byte order mark) are no text a reader sees.
      { rating: 4, text: '\u200b'.repeat(10) },
      { rating: 4, text: `ok${'\u200b'.repeat(8)}\ufeff` },
    ]) {
      const res = await shopper.call(`/api/products/${product.id}/review`, 'POST', body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
  });

  it('before delivery: 403 with the reason', async () => {
    const shopper = await signedInShopper(t, 'Early Bird');
    await orderWith(t, await userIdOf(t, shopper.email), product.id, 'Shipped');
    const res = await shopper.call(`/api/products/${product.id}/review`, 'POST', { rating: 5, text: 'Not here yet.' });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toMatch(/delivered/i);
    const standing = await (await shopper.call(`/api/products/${product.id}/review`)).json();
    expect(standing).toEqual({ eligible: false, review: null });
  });

  it('an unknown product: 404', async () => {
    const shopper = await signedInShopper(t);
    const res = await shopper.call('/api/products/no-such-thing/review', 'POST', {
      rating: 5,
      text: 'Nothing at all.',
    });
    expect(res.status).toBe(404);
  });

  it('after delivery: stored pending; the same shopper edits their own only', async () => {
    const megan = await deliveredShopper('Megan Rivers');
    const saved = await megan.call(`/api/products/${product.id}/review`, 'POST', { rating: 4, text: 'Sharp image.' });
    expect(saved.status).toBe(200);
    const review = await saved.json();
    expect(review).toMatchObject({ rating: 4, text: 'Sharp image.', status: 'pending', changed: true });

    // Another shopper's post touches only their own review.
    const other = await deliveredShopper('Other Buyer');
    const theirs = await (
      await other.call(`/api/products/${product.id}/review`, 'POST', { rating: 1, text: 'Did not like it.' })
    ).json();
    expect(theirs.id).not.toBe(review.id);
    const mine = await (await megan.call(`/api/products/${product.id}/review`)).json();
    expect(mine).toMatchObject({ eligible: true, review: { id: review.id, rating: 4, text: 'Sharp image.' } });
  });
});

describe('moderation', () => {
  it('is for the back office only: 401 anonymous, 404 for a shopper (as every admin route)', async () => {
    expect((await t.request('/api/admin/reviews')).status).toBe(401);
    const shopper = await signedInShopper(t);
    expect((await shopper.call('/api/admin/reviews')).status).toBe(404);
    expect((await shopper.call('/api/admin/reviews/1', 'POST', { status: 'published' })).status).toBe(404);
  });

  it('lists, publishes and rejects; the product shows the new count', async () => {
    const admin = await signedInAdmin(t);
    const shopper = await deliveredShopper('Selin Yıldız');
    const own = await (
      await shopper.call(`/api/products/${product.id}/review`, 'POST', { rating: 5, text: 'Gece görüşü harika.' })
    ).json();
    const list = await (await admin.call('/api/admin/reviews?status=pending')).json();
    expect(list.items.map((r: { id: number }) => r.id)).toContain(own.id);
    expect(list.counts.pending).toBe(list.total);

    const before = await (await t.request(`/api/products/${product.id}`)).json();
    const published = await admin.call(`/api/admin/reviews/${own.id}`, 'POST', { status: 'published' });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({
      status: 'published',
      verified: true,
      author: 'Selin Y.',
      locale: 'tr',
    });
    const after = await (await t.request(`/api/products/${product.id}`)).json();
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviews[0]).toMatchObject({ id: own.id, imported: false, locale: 'tr' });

    const rejected = await admin.call(`/api/admin/reviews/${own.id}`, 'POST', { status: 'rejected' });
    expect((await rejected.json()).status).toBe('rejected');
    expect((await (await t.request(`/api/products/${product.id}`)).json()).reviewCount).toBe(before.reviewCount);
  });

  it('refuses bad input with 400 and unknown reviews with 404', async () => {
    const admin = await signedInAdmin(t);
    expect((await admin.call('/api/admin/reviews?status=lost')).status).toBe(400);
    expect((await admin.call('/api/admin/reviews?page=0')).status).toBe(400);
    expect((await admin.call('/api/admin/reviews/1', 'POST', { status: 'pending' })).status).toBe(400);
    expect((await admin.call('/api/admin/reviews/abc', 'POST', { status: 'published' })).status).toBe(400);
    expect((await admin.call('/api/admin/reviews/999999', 'POST', { status: 'published' })).status).toBe(404);
  });
});
