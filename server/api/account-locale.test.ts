import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { mailOutbox, users } from '#server/db/schema.ts';
import { checkoutBody } from '#tests/setup/shoppers.ts';
import { TEST_ADMIN, cookieJar, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(() => t.close());

const password = 'a-long-test-password-1';

async function localeOf(email: string): Promise<string> {
  const [row] = await t.shop.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
  return row.locale;
}

describe('the account’s language (users.locale): its mails are written in it', () => {
  it('is the language of registration', async () => {
    const tr = await t.json(
      '/api/register',
      'POST',
      { name: 'Ayşe', email: 'tr@customer.example', password },
      {
        cookie: 'lang=tr',
      },
    );
    expect(tr.status).toBe(201);
    expect(await localeOf('tr@customer.example')).toBe('tr');
    const en = await t.json(
      '/api/register',
      'POST',
      { name: 'Sam', email: 'en@customer.example', password },
      {
        'accept-language': 'en-GB,en;q=0.9',
      },
    );
    expect(en.status).toBe(201);
    expect(await localeOf('en@customer.example')).toBe('en');
  });

  it('follows the sign-in and every later request made in another language', async () => {
    const email = 'switcher@customer.example';
    await t.json('/api/register', 'POST', { name: 'Switcher', email, password }, { cookie: 'lang=en' });
    expect(await localeOf(email)).toBe('en');

    const jar = cookieJar();
    const login = await t.json('/api/login', 'POST', { email, password }, { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(login.status).toBe(200);
    jar.store(login);
    expect(await localeOf(email)).toBe('tr');

    const me = (lang: string) => t.request('/api/me', { headers: { cookie: `${jar.header()}; lang=${lang}` } });
    expect((await me('en')).status).toBe(200);
    expect(await localeOf(email)).toBe('en');
    expect((await me('en')).status).toBe(200);
    expect(await localeOf(email)).toBe('en');
    expect((await me('tr')).status).toBe(200);
    expect(await localeOf(email)).toBe('tr');

    // An anonymous request in English changes nobody's language.
    await t.request('/api/me', { headers: { cookie: 'lang=en' } });
    expect(await localeOf(email)).toBe('tr');
  });

  it('an older session used in its language takes the account back after a sign-in elsewhere in another', async () => {
    const email = 'two-devices@customer.example';
    await t.json('/api/register', 'POST', { name: 'Two Devices', email, password }, { cookie: 'lang=en' });
    const laptop = cookieJar();
    laptop.store(await t.json('/api/login', 'POST', { email, password }, { cookie: 'lang=en' }));
    const onLaptop = () => t.request('/api/me', { headers: { cookie: `${laptop.header()}; lang=en` } });
    expect((await onLaptop()).status).toBe(200); // the laptop's session is read (and memoised) in English
    expect(await localeOf(email)).toBe('en');

    const phone = await t.json('/api/login', 'POST', { email, password }, { cookie: 'lang=tr' });
    expect(phone.status).toBe(200);
    expect(await localeOf(email)).toBe('tr');
    expect((await onLaptop()).status).toBe(200);
    expect(await localeOf(email)).toBe('en');
  });

  it('writes a status mail in the language the account uses now, not the checkout’s', async () => {
    const email = 'mover@customer.example';
    await t.json('/api/register', 'POST', { name: 'Mover', email, password }, { cookie: 'lang=en' });
    const [user] = await t.shop.database.db.select().from(users).where(eq(users.email, email));
    const input = checkoutSchema.parse(checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }]));
    const placed = await t.shop.services.checkout.placeOrder(user.id, input, 'locale-1', 'en');
    if (placed.status !== 201) throw new Error('checkout failed');
    const number = placed.body.order.number;

    // The shopper signs in and browses in Turkish before the order ships.
    const login = await t.json('/api/login', 'POST', { email, password }, { cookie: 'lang=tr' });
    expect(login.status).toBe(200);
    const [admin] = await t.shop.database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    await t.shop.services.adminOrders.ship(number, { trackingNumber: 'TRK-LOCALE' }, admin.id);

    const rows = await t.shop.database.db
      .select({ kind: mailOutbox.kind, lang: mailOutbox.lang })
      .from(mailOutbox)
      .where(and(sql`${mailOutbox.payload}->>'orderNumber' = ${number}`, eq(mailOutbox.recipient, 'ayse@example.com')));
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'order-confirmation', lang: 'en' },
      { kind: 'order-shipped', lang: 'tr' },
    ]);
  });
});
