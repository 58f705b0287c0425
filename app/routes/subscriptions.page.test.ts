import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot } from '#tests/setup/database.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { setStock, signedInAdmin, signedInShopper } from '#tests/setup/shoppers.ts';
import { expireNewsletterLink, mailLink, stockAlertOf, subscriberOf } from '#tests/setup/subscriptions.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/**
 * The pages a mail's link opens (confirm a subscription or an alert, unsubscribe), the product
 * page's "Notify me" form and the back office's subscriber statuses, as a browser without
 * JavaScript gets them. A link's GET only shows; its button's POST acts.
 */
let t: TestShop;
const SOLD_OUT = 'aiphone-jos-video-intercom-kit';

beforeAll(async () => {
  t = await createTestShop({ withPages: true });
  await setStock(t, SOLD_OUT, 0);
});
afterAll(() => t.close());

let counter = 0;
const address = (name = 'page') => `${name}-${++counter}@customer.example`;

const get = async (url: string, cookie = '') => {
  const res = await t.request(url, { headers: { accept: 'text/html', cookie }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const post = async (url: string, body: string, headers: Record<string, string> = {}) => {
  const res = await t.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body,
    redirect: 'manual',
  });
  return { status: res.status, html: await res.text() };
};

/** The link the newest confirmation mail to `to` holds (path and query). */
const confirmLink = (to: string) => mailLink(t, 'newsletter-confirm', to, '/newsletter/confirm');
const tokenOf = (link: string) => new URL(link, 'http://localhost').searchParams.get('token')!;
const status = async (email: string) => (await subscriberOf(t, email))?.status;

describe('/newsletter without JavaScript', () => {
  it('says the first mail is a confirmation and the code follows it, in both languages', async () => {
    for (const [lang, says] of [
      ['en', 'First confirm your address with the link we e-mail you; your code follows once you confirm.'],
      ['tr', 'Önce e-postayla gönderdiğimiz bağlantıyla adresinizi onaylayın; kodunuz onayınızın ardından gelir.'],
    ] as const) {
      const email = address();
      const answer = await post('/newsletter', new URLSearchParams({ email }).toString(), { cookie: `lang=${lang}` });
      expect(answer.status).toBe(200);
      expect(htmlText(answer.html), lang).toContain(says);
      expect((await mailLink(t, 'newsletter-confirm', email, '/newsletter/confirm')).length).toBeGreaterThan(0);
    }
  });
});

describe('/newsletter/confirm', () => {
  it('the link shows a confirm button and changes nothing; the button confirms', async () => {
    const email = address();
    expect((await post('/newsletter', new URLSearchParams({ email }).toString())).status).toBe(200);
    const link = await confirmLink(email);
    const before = await snapshot(t);
    const shown = await get(link);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toMatch(/no-store/);
    expect(htmlText(shown.html)).toContain('One click and you are on our newsletter list.');
    expect(shown.html).toMatch(
      /<form[^>]* method="post"><input type="hidden" name="token" value="[^"]+"\/><button type="submit"[^>]*>Confirm my subscription</,
    );
    // Reading it again, and its data URL, change nothing either.
    await get(link.replace('/newsletter/confirm', '/newsletter/confirm.data'));
    expect(await snapshot(t)).toEqual(before);
    expect(await status(email)).toBe('pending');

    const done = await post(link, new URLSearchParams({ token: tokenOf(link) }).toString());
    expect(done.status).toBe(200);
    expect(htmlText(done.html)).toContain('Thank you! Your address is confirmed. Your 10% discount code is on its way');
    expect(await status(email)).toBe('confirmed');
    expect(htmlText((await get(link)).html)).toContain('already confirmed');
  });

  it('a broken, unknown or expired link: a 4xx page that says so, in Turkish too', async () => {
    const missing = await get('/newsletter/confirm');
    expect(missing.status).toBe(404);
    expect(htmlText(missing.html)).toContain('This confirmation link is not valid.');
    expect(missing.html).toContain('role="alert"');
    expect((await get(`/newsletter/confirm?token=${'q'.repeat(43)}`)).status).toBe(404);
    const email = address();
    await t.json('/api/newsletter', 'POST', { email });
    await expireNewsletterLink(t, email);
    const link = await confirmLink(email);
    const expired = await get(link, 'lang=tr');
    expect(expired.status).toBe(410);
    expect(htmlText(expired.html)).toContain('Bu onay bağlantısının süresi dolmuş.');
    const posted = await post(`/newsletter/confirm`, new URLSearchParams({ token: tokenOf(link) }).toString());
    expect(posted.status).toBe(410);
    expect(await status(email)).toBe('pending');
  });
});

describe('/unsubscribe', () => {
  const subscribed = async () => {
    const email = address('ayse');
    await t.json('/api/newsletter', 'POST', { email });
    await t.json('/api/newsletter/confirm', 'POST', { token: tokenOf(await confirmLink(email)) });
    // The link in the welcome mail's footer.
    const link = await mailLink(t, 'newsletter-welcome', email, '/unsubscribe');
    return { email, link, query: link.slice('/unsubscribe?'.length) };
  };

  it('the link shows the address masked and a button, and changes nothing', async () => {
    const { email, query } = await subscribed();
    const before = await snapshot(t);
    const shown = await get(`/unsubscribe?${query}`);
    expect(shown.status).toBe(200);
    const text = htmlText(shown.html);
    expect(text).toContain('Stop our newsletter and back-in-stock e-mails to a••••@customer.example?');
    expect(shown.html).not.toContain(email);
    expect(shown.html).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(await snapshot(t)).toEqual(before);
  });

  it('a forged or broken link: 404 with a message, and nothing changes', async () => {
    const { email, query: own } = await subscribed();
    const other = new URLSearchParams((await subscribed()).query);
    const mine = new URLSearchParams(own);
    // Another address's signature on this address, and this one's on another.
    const forged = [`e=${mine.get('e')}&t=${other.get('t')}`, `e=${other.get('e')}&t=${mine.get('t')}`];
    for (const query of [...forged, '', 'e=&t=', `e=${mine.get('e')}`]) {
      const shown = await get(`/unsubscribe?${query}`);
      expect(shown.status, query).toBe(404);
      expect(htmlText(shown.html)).toContain('This unsubscribe link is not valid.');
      const posted = await post(`/unsubscribe?${query}`, 'List-Unsubscribe=One-Click');
      expect(posted.status, query).toBe(404);
    }
    expect(await status(email)).toBe('confirmed');
  });

  it('the page’s button unsubscribes without signing in', async () => {
    const { email, query } = await subscribed();
    const done = await post(`/unsubscribe?${query}`, 'List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(htmlText(done.html)).toContain('You are unsubscribed. a••••@customer.example will receive no more');
    expect(await status(email)).toBe('unsubscribed');
  });

  it('RFC 8058 one-click: a mail provider’s POST (no cookies, no Origin) unsubscribes, form-encoded or multipart', async () => {
    const plain = await subscribed();
    const res = await t.request(`/unsubscribe?${plain.query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await status(plain.email)).toBe('unsubscribed');

    const multipart = await subscribed();
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const res2 = await t.request(`/unsubscribe?${multipart.query}`, { method: 'POST', body: form });
    expect(res2.status).toBe(200);
    expect(await status(multipart.email)).toBe('unsubscribed');
  });

  it('a POST from another site’s page is still refused (403): providers send no Origin, browsers do', async () => {
    const { email, query } = await subscribed();
    const res = await post(`/unsubscribe?${query}`, 'List-Unsubscribe=One-Click', { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await status(email)).toBe('confirmed');
  });
});

describe('"Notify me when available" on the product page', () => {
  it('shows the form on a sold-out product only, filled in for a signed-in shopper', async () => {
    const soldOut = await get(`/product/${SOLD_OUT}`);
    expect(htmlText(soldOut.html)).toContain('Notify me when available');
    expect(soldOut.html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Email address<\/label>\s*<div[^>]*><input id="\1"/);
    expect(soldOut.html).toContain('name="intent" value="notify"');
    expect(htmlText((await get('/product/halo-smart-sensor')).html)).not.toContain('Notify me when available');
    const shopper = await signedInShopper(t);
    const mine = await get(`/product/${SOLD_OUT}`, shopper.jar.header());
    expect(mine.html).toContain(`value="${shopper.email}"`);
    expect(mine.headers.get('cache-control')).not.toMatch(/public/);
    // Turkish.
    expect(htmlText((await get(`/product/${SOLD_OUT}`, 'lang=tr')).html)).toContain('Stoğa girince haber ver');
  });

  it('posts without JavaScript: a pending alert and the answer on the page; a bad address is refused with the reason', async () => {
    const email = address('notify');
    const done = await post(`/product/${SOLD_OUT}`, new URLSearchParams({ intent: 'notify', email }).toString());
    expect(done.status).toBe(200);
    expect(htmlText(done.html)).toContain('Almost done: confirm the link we sent to your e-mail');
    expect(await stockAlertOf(t, email)).toMatchObject({ productId: SOLD_OUT, status: 'pending' });

    const bad = await post(`/product/${SOLD_OUT}`, 'intent=notify&email=nope');
    expect(bad.status).toBe(400);
    expect(bad.html).toMatch(/role="alert"[^>]*>Please enter a valid email address</);
  });

  it('the alert’s link page shows the product; its button confirms', async () => {
    const email = address('alert');
    await t.json(`/api/products/${SOLD_OUT}/stock-alerts`, 'POST', { email });
    const link = await mailLink(t, 'stock-alert-confirm', email, '/stock-alerts/confirm');
    const before = await snapshot(t);
    const shown = await get(link);
    expect(shown.status).toBe(200);
    expect(htmlText(shown.html)).toMatch(/Confirm, and we will e-mail you once when .+ is available again\./);
    expect(shown.html).toContain(`href="/product/${SOLD_OUT}"`);
    expect(await snapshot(t)).toEqual(before);
    const done = await post(link, new URLSearchParams({ token: tokenOf(link) }).toString());
    expect(done.status).toBe(200);
    expect(htmlText(done.html)).toMatch(/Done! We will e-mail you once when .+ is back in stock\./);
    expect((await stockAlertOf(t, email)).status).toBe('confirmed');
    expect((await get(`/stock-alerts/confirm?token=${'w'.repeat(43)}`)).status).toBe(404);
  });
});

describe('back office subscribers', () => {
  it('shows each address’s status and filters by it, in both languages', async () => {
    const admin = (await signedInAdmin(t)).jar.header();
    const [waiting, confirmed] = [address('waiting'), address('confirmed')];
    await t.json('/api/newsletter', 'POST', { email: waiting });
    await t.json('/api/newsletter', 'POST', { email: confirmed });
    await t.json('/api/newsletter/confirm', 'POST', { token: tokenOf(await confirmLink(confirmed)) });
    const all = htmlText((await get('/admin/subscribers', admin)).html);
    expect(all).toMatch(new RegExp(`${waiting} Awaiting confirmation`));
    expect(all).toMatch(new RegExp(`${confirmed} Confirmed`));
    const only = await get('/admin/subscribers?status=confirmed', admin);
    expect(htmlText(only.html)).toContain(confirmed);
    expect(htmlText(only.html)).not.toContain(waiting);
    expect(only.html).toContain('href="/api/admin/subscribers.csv?status=confirmed"');
    expect(only.html).toMatch(/<option value="confirmed" selected="">Confirmed<\/option>/);
    const tr = htmlText((await get('/admin/subscribers?status=pending', `${admin}; lang=tr`)).html);
    expect(tr).toMatch(new RegExp(`${waiting} Onay bekliyor`));
    expect(htmlText((await get('/admin/subscribers?status=unsubscribed&q=zzz', admin)).html)).toContain(
      'No subscribers match these filters.',
    );
  });
});
