import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGS } from '#common/languages.ts';
import { checkoutSchema } from '#common/schemas/checkout.ts';
import { users } from '#server/db/schema.ts';
import { checkoutBody } from '#tests/setup/shoppers.ts';
import { TEST_ADMIN, createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import { MAIL_TEMPLATES } from './templates/index.ts';

/** What the samples may refer to: real rows, as the templates read the database. */
type World = { order: string; shipped: string; delivered: string; cancelled: string; messageId: number };

/**
 * A payload per kind of mail. A new template needs its sample here: the test below fails until
 * it has one, so every registered mail is rendered in every language.
 */
const SAMPLES: Record<string, (w: World) => unknown> = {
  'contact-received': (w) => ({
    id: w.messageId,
    quote: { name: 'Ayşe Yılmaz', subject: 'Kurulum', message: 'Merhaba!' },
  }),
  'order-confirmation': (w) => ({ orderNumber: w.order }),
  'order-received': (w) => ({ orderNumber: w.order }),
  'order-shipped': (w) => ({
    orderNumber: w.shipped,
    trackingNumber: 'TRK 1',
    trackingUrl: 'https://carrier.example/t/TRK%201',
  }),
  'order-delivered': (w) => ({ orderNumber: w.delivered }),
  'order-cancelled': (w) => ({ orderNumber: w.cancelled, reason: 'Out of stock' }),
  'cancellation-request-received': (w) => ({
    id: w.messageId,
    orderNumber: w.order,
    name: 'Ayşe Yılmaz',
    message: 'Please cancel.',
  }),
  'cancellation-request-approved': (w) => ({ orderNumber: w.cancelled, note: 'Done.' }),
  'cancellation-request-rejected': (w) => ({ orderNumber: w.shipped, note: 'It has already shipped.' }),
  'password-reset': () => ({ key: 'k'.repeat(43) }),
  'newsletter-confirm': () => ({ key: 'k'.repeat(43) }),
  'newsletter-welcome': () => ({ code: 'WELCOME-ABC234' }),
  'stock-alert-confirm': () => ({
    key: 'k'.repeat(43),
    productId: 'wall-mount-bracket',
    title: 'Wall Mount Bracket',
  }),
  'back-in-stock': () => ({ productId: 'wall-mount-bracket', title: 'Wall Mount Bracket', priceCents: 1999 }),
};

let t: TestShop;
let world: World;

beforeAll(async () => {
  t = await createTestShop();
  const { services, database } = t.shop;
  const [admin] = await database.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
  const shopper = await services.auth.register(
    { name: 'Ayşe Yılmaz', email: 'templates@customer.example', password: 'a-long-test-password-1' },
    '127.0.0.1',
  );
  const place = async (key: string) => {
    const input = checkoutSchema.parse(checkoutBody([{ id: 'wall-mount-bracket', quantity: 1 }]));
    const outcome = await services.checkout.placeOrder(shopper.id, input, key, 'en');
    if (outcome.status !== 201) throw new Error('checkout failed');
    return outcome.body.order.number;
  };
  const [order, shipped, delivered, cancelled] = [
    await place('a'),
    await place('b'),
    await place('c'),
    await place('d'),
  ];
  await services.adminOrders.ship(shipped, { trackingNumber: 'TRK 1' }, admin.id);
  await services.adminOrders.ship(delivered, { trackingNumber: 'TRK 2' }, admin.id);
  await services.adminOrders.deliver(delivered, {}, admin.id);
  await services.adminOrders.cancel(cancelled, { reason: 'Out of stock' }, admin.id);
  const { id: messageId } = await services.contact.submit(
    {
      name: 'Ayşe Yılmaz',
      email: 'templates@customer.example',
      subject: 'Kurulum',
      message: 'Merhaba, bir sorum var.',
    },
    { userId: null, lang: 'tr' },
  );
  world = { order, shipped, delivered, cancelled, messageId };
});
afterAll(() => t.close());

describe('every registered mail template', () => {
  it('has a sample payload (add one to SAMPLES for a new template)', () => {
    const missing = MAIL_TEMPLATES.map((template) => template.kind).filter((kind) => !SAMPLES[kind]);
    expect(missing).toEqual([]);
  });

  it.each(MAIL_TEMPLATES.map((template) => [template.kind]))(
    '%s renders in every language, as HTML and text, with no text left untranslated',
    async (kind) => {
      const sample = SAMPLES[kind];
      if (!sample) return; // reported by the test above
      const payload = sample(world);
      const subjects = new Set<string>();
      for (const lang of LANGS) {
        const mail = await t.shop.mailRenderer.render({ kind, recipient: 'someone@customer.example', lang, payload });
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
        expect(mail.text.length).toBeGreaterThan(50);
        for (const part of [mail.subject, mail.html, mail.text]) {
          // A missing text shows its key (no fallback language); an unfilled variable its braces.
          expect(part).not.toContain('{{');
          expect(part).not.toMatch(
            /\b(mail|checkout|orders|invoice|common|recovery|subscriptions|discounts|adminMail)\.[a-zA-Z]+\.[a-zA-Z]+/,
          );
        }
        expect(mail.text).toContain(t.shop.store.name);
        subjects.add(mail.subject);
      }
      // Each language has its own subject: nothing written into the template in one language.
      expect(subjects.size).toBe(LANGS.length);
    },
  );
});
