import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlText } from '#tests/setup/html-text.ts';
import { orderWith, userIdOf } from '#tests/setup/reviews.ts';
import { signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** Reviews on the product page, the shopper's review page and /admin/reviews, as a browser without JavaScript gets them. */
let t: TestShop;
let adminCookie: string;
/** A seed product with reviews in English and in Turkish (its published reviews, as the API gives them). */
const product: { id: string; reviews: { locale: string }[] } = { id: 'halo-smart-sensor', reviews: [] };

const page = async (url: string, cookie = '', headers: Record<string, string> = {}) => {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie, ...headers }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const post = async (url: string, form: Record<string, string>, cookie: string) => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', cookie },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
};

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  adminCookie = (await signedInAdmin(t)).jar.header();
  product.reviews = (await (await t.request(`/api/products/${product.id}`)).json()).reviews;
  expect(new Set(product.reviews.map((r) => r.locale))).toEqual(new Set(['en', 'tr']));
});
afterAll(() => t.close());

describe('product page', () => {
  it('shows the published seed reviews marked imported, each with its language, and who may review', async () => {
    const { status, html } = await page(`/product/${product.id}`);
    expect(status).toBe(200);
    const text = htmlText(html, { scripts: 'drop' });
    expect(text).toContain('Imported review');
    expect(text).toContain(`${product.reviews.length} review`);
    expect(text).toContain('Only shoppers who received this product can review it.');
    expect(html).toContain(`href="/product/${product.id}/review"`);
    expect(html).toMatch(/<li[^>]*lang="tr"/);
    expect(html).toMatch(/<li[^>]*lang="en"/);
    // The schema.org block: the published count and the reviews.
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]);
    expect(ld.aggregateRating.reviewCount).toBe(product.reviews.length);
    expect(ld.review).toHaveLength(product.reviews.length);
  });

  it('is the same shared page for a signed-in shopper (nothing personal about reviews in it)', async () => {
    const shopper = await signedInShopper(t, 'Shared Page');
    const anonymous = htmlText((await page(`/product/${product.id}`)).html, { scripts: 'drop' });
    const signedIn = htmlText((await page(`/product/${product.id}`, shopper.jar.header())).html, { scripts: 'drop' });
    const reviewsPart = (text: string) => text.slice(text.indexOf('Customer Reviews'));
    expect(reviewsPart(signedIn)).toBe(reviewsPart(anonymous));
  });
});

describe('a product with no reviews', () => {
  it('says "No reviews yet" instead of empty stars and 0.0, in both languages', async () => {
    for (const [lang, none, zero] of [
      ['en', 'No reviews yet', /\b0\.0\b/],
      ['tr', 'Henüz yorum yok', /\b0,0\b/],
    ] as const) {
      const { status, html } = await page('/product/hikvision-16-channel-poe-nvr', '', { 'accept-language': lang });
      expect(status).toBe(200);
      const summary = html.slice(html.indexOf('<h1'), html.indexOf('id="reviews"'));
      expect(htmlText(summary)).toContain(none);
      expect(htmlText(summary)).not.toMatch(zero);
      expect(summary).not.toContain('role="img"');
    }
  });
});

describe('review page', () => {
  it('sends an anonymous visitor to sign in and back', async () => {
    const res = await page(`/product/${product.id}/review`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/product/${product.id}/review`)}`,
    );
  });

  it('tells a shopper without a delivered order why, and refuses their post with 403', async () => {
    const shopper = await signedInShopper(t, 'Not Yet');
    await orderWith(t, await userIdOf(t, shopper.email), product.id, 'Processing');
    const res = await page(`/product/${product.id}/review`, shopper.jar.header());
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(htmlText(res.html, { scripts: 'drop' })).toContain('once an order with it has been delivered');
    expect(res.html).not.toContain('name="rating"');
    const posted = await post(
      `/product/${product.id}/review`,
      { rating: '5', text: 'Trying too early.' },
      shopper.jar.header(),
    );
    expect(posted.status).toBe(403);
  });

  it('lets a shopper with a delivered order write a review; the owner publishes it; the product shows it verified', async () => {
    const shopper = await signedInShopper(t, 'Megan Rivers');
    await orderWith(t, await userIdOf(t, shopper.email), product.id, 'Delivered');
    const cookie = shopper.jar.header();
    const form = await page(`/product/${product.id}/review`, cookie);
    expect(form.html).toMatch(/<input[^>]*type="radio"[^>]*name="rating"[^>]*value="5"/);
    expect(htmlText(form.html, { scripts: 'drop' })).toContain('5 stars');

    const invalid = await post(`/product/${product.id}/review`, { rating: '', text: 'short' }, cookie);
    expect(invalid.status).toBe(400);
    expect(htmlText(invalid.html, { scripts: 'drop' })).toContain('Choose a rating from 1 to 5 stars.');

    const saved = await post(`/product/${product.id}/review`, { rating: '5', text: 'Night vision is superb.' }, cookie);
    expect(saved.status).toBe(200);
    expect(htmlText(saved.html, { scripts: 'drop' })).toContain('Your review is waiting for approval.');
    const again = await page(`/product/${product.id}/review`, cookie);
    expect(htmlText(again.html, { scripts: 'drop' })).toContain('Your review: Waiting for approval');
    // Not on the product page until published.
    expect((await page(`/product/${product.id}`)).html).not.toContain('Night vision is superb.');

    const admin = await page('/admin/reviews?status=pending', adminCookie);
    expect(admin.status).toBe(200);
    const adminText = htmlText(admin.html, { scripts: 'drop' });
    expect(adminText).toContain('Night vision is superb.');
    expect(adminText).toContain('Megan R.');
    expect(adminText).toContain('Verified purchase');
    const id = /name="id" value="(\d+)"/.exec(admin.html)![1];
    const published = await post('/admin/reviews?status=pending', { id, status: 'published' }, adminCookie);
    expect(published.status).toBe(200);
    expect(htmlText(published.html, { scripts: 'drop' })).toContain('The review is published.');

    const productPage = await page(`/product/${product.id}`);
    const text = htmlText(productPage.html, { scripts: 'drop' });
    expect(text).toContain('Night vision is superb.');
    expect(text).toContain('Verified purchase');
    expect(text).toContain(`${product.reviews.length + 1} reviews`);
  });

  it('Turkish: the marks and the form in Turkish', async () => {
    const tr = { 'accept-language': 'tr' };
    const text = htmlText((await page(`/product/${product.id}`, 'lang=tr', tr)).html, { scripts: 'drop' });
    expect(text).toContain('Aktarılmış yorum');
    expect(text).toContain('Bu ürünü yalnızca teslim almış müşteriler değerlendirebilir.');
  });

  it('Turkish: the review page names the product by its Turkish title', async () => {
    const shopper = await signedInShopper(t);
    const res = await page('/product/hikvision-4mp-acusense-dome-camera/review', `${shopper.jar.header()}; lang=tr`, {
      'accept-language': 'tr',
    });
    const text = htmlText(res.html, { scripts: 'drop' });
    expect(text).toContain('AcuSense Dome Kamera');
    expect(text).not.toContain('AcuSense Dome Camera');
  });
});

describe('admin reviews page', () => {
  it('is the back office’s: a shopper gets 404', async () => {
    const shopper = await signedInShopper(t);
    expect((await page('/admin/reviews', shopper.jar.header())).status).toBe(404);
  });

  it('lists with status counts, and refuses a bad decision with 400', async () => {
    const res = await page('/admin/reviews', adminCookie);
    const text = htmlText(res.html, { scripts: 'drop' });
    expect(text).toMatch(/All \(\d+\)/);
    expect(text).toMatch(/Published \(\d+\)/);
    expect(text).toContain('Imported review');
    expect(res.html).toContain('href="/admin/reviews"');
    const bad = await post('/admin/reviews', { id: '1', status: 'maybe' }, adminCookie);
    expect(bad.status).toBe(400);
    const unknown = await post('/admin/reviews', { id: '999999', status: 'published' }, adminCookie);
    expect(unknown.status).toBe(404);
  });
});
