import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '#app/lib/dates.ts';
import { localeOf, type Lang } from '#common/languages.ts';
import { SHOP_TIME_ZONE, addDays, shopDay } from '#common/shop-time.ts';
import { htmlText } from '#tests/setup/html-text.ts';
import { checkoutBody, signedInShopper } from '#tests/setup/shoppers.ts';
import { orderWith, userIdOf } from '#tests/setup/reviews.ts';
import { TEST_ADMIN, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

/** /orders as the order mails link to it: `?order=<number>` opens that order, without JavaScript. */
let t: TestShop;
beforeAll(async () => {
  t = await createTestShop({ withPages: true });
});
afterAll(() => t.close());

describe('/orders?order=', () => {
  it('opens the order the link names, else the newest', async () => {
    const s = await signedInShopper(t);
    const numbers: string[] = [];
    for (const id of ['wall-mount-bracket', 'camera-junction-box']) {
      const res = await s.call('/api/checkout', 'POST', checkoutBody([{ id, quantity: 1 }]));
      expect(res.status).toBe(201);
      numbers.push((await res.json()).order.number);
    }
    const [older, newest] = numbers;
    const openPanels = async (url: string) => {
      const res = await s.call(url, 'GET', undefined, { accept: 'text/html' });
      expect(res.status).toBe(200);
      const html = await res.text();
      return numbers.filter((n) => new RegExp(`<div id="order-${n}"(?![^>]*hidden)`).test(html));
    };
    expect(await openPanels('/orders')).toEqual([newest]);
    expect(await openPanels(`/orders?order=${older}`)).toEqual([older]);
    expect(await openPanels('/orders?order=GL-999999')).toEqual([newest]);
  });

  it('a delivered order links each product to its review form; an order not yet delivered does not', async () => {
    const s = await signedInShopper(t);
    const userId = await userIdOf(t, s.email);
    await orderWith(t, userId, 'wall-mount-bracket', 'Delivered');
    await orderWith(t, userId, 'camera-junction-box', 'Shipped');
    for (const [lang, text] of [
      ['en', 'Write a review'],
      ['tr', 'Yorum yazın'],
    ]) {
      const res = await s.call('/orders', 'GET', undefined, { accept: 'text/html', 'accept-language': lang });
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<a[^>]*href="/product/wall-mount-bracket/review"[^>]*>${text}</a>`));
      expect(html).not.toContain('href="/product/camera-junction-box/review"');
    }
  });
});

/** A day as the mails write it (server/mail/templates/order-parts.tsx formatMailDate; app/ tests import no server code). */
const mailDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

/** The delivery promise: checkout's dates are the order's, on every page and in the mail, until the owner changes them. */
describe('one estimated delivery per order', () => {
  it('checkout, the confirmation, /orders and the mail show the same dates; an owner’s change shows alone, in both languages', async () => {
    const s = await signedInShopper(t);
    const page = async (url: string, lang = 'en') =>
      htmlText(
        await (
          await s.call(url, 'GET', undefined, { accept: 'text/html', cookie: `${s.jar.header()}; lang=${lang}` })
        ).text(),
      );
    expect((await s.call('/api/cart/lines', 'POST', { productId: 'camera-junction-box', quantity: 1 })).status).toBe(
      200,
    );
    const checkout = await page('/checkout');
    const offered = /Express delivery \$\d+\.\d\d 1-2 business days (Estimated delivery: [^–]+ – \w+ \d+, \d{4})/.exec(
      checkout,
    )?.[1];
    expect(offered).toBeDefined();

    const res = await s.call('/api/checkout', 'POST', {
      ...checkoutBody([{ id: 'camera-junction-box', quantity: 1 }]),
      shippingMethod: 'express',
    });
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const window = `Estimated delivery: ${formatDate(order.deliveryEstimate.earliest, 'en')} – ${formatDate(order.deliveryEstimate.latest, 'en')}`;
    expect(window).toBe(offered);
    expect(await page(`/order-confirmation?order=${order.number}`)).toContain(offered);
    const orders = await page(`/orders?order=${order.number}`);
    expect(orders).toContain(offered);
    expect(orders).toContain(`Leaves our warehouse by ${formatDate(order.estimatedShipping, 'en')}`);
    expect(orders.split('Estimated delivery:')).toHaveLength(2); // one estimate, shown once

    const db = t.shop.database.db;
    const confirmation = (
      await t.shop.mailRenderer.render({
        kind: 'order-confirmation',
        recipient: 'someone@customer.example',
        lang: 'en',
        payload: { orderNumber: order.number },
      })
    ).text;
    expect(confirmation).toContain(
      `Estimated delivery: ${mailDate(order.deliveryEstimate.earliest, 'en')} – ${mailDate(order.deliveryEstimate.latest, 'en')}`,
    );
    expect(confirmation).toContain(`It leaves our warehouse by ${mailDate(order.estimatedShipping, 'en')}.`);

    // The owner ships it three days later than promised: the new date replaces the window everywhere.
    const admins = (await db.execute(sql`select id from users where email = ${TEST_ADMIN.email}`)) as unknown as {
      rows: { id: number }[];
    };
    const adminId = admins.rows[0].id;
    const later = addDays(shopDay(new Date(order.deliveryEstimate.latest)), 3);
    const shipped = await t.shop.services.adminOrders.ship(
      order.number,
      { trackingNumber: 'TRK-NEW', estimatedDelivery: later },
      adminId,
    );
    const after = await page(`/orders?order=${order.number}`);
    expect(after).toContain(`Estimated delivery: ${formatDate(shipped.deliveryEstimate!.latest, 'en')}`);
    expect(after).not.toContain(offered);
    expect(after.split('Estimated delivery:')).toHaveLength(2);
    expect(after).toContain(`The delivery date was changed on ${formatDate(shipped.deliveryRevisedAt!, 'en')}.`);
    const turkish = await page(`/orders?order=${order.number}`, 'tr');
    expect(turkish).toContain(`Tahmini teslimat: ${formatDate(shipped.deliveryEstimate!.latest, 'tr')}`);
    expect(turkish).toContain(`Teslimat tarihi ${formatDate(shipped.deliveryRevisedAt!, 'tr')} günü güncellendi.`);
  });
});
