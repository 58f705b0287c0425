import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { Database } from '../db/client.ts';
import { discountCodes, mailOutbox, newsletterSubscribers, stockAlerts } from '../db/schema.ts';
import { unsubscribeParams } from '../mail/unsubscribe.ts';
import { CONFIRM_LINK_MS, hashLinkToken } from './link-tokens.server.ts';
import { maskEmail, newWelcomeCode, type NewsletterService } from './newsletter.server.ts';

/**
 * The newsletter's double opt-in (docs/product.md §16): nothing but a pending row and a
 * confirmation mail until the owner of the address follows the link; then one personal code,
 * once per address ever; unsubscribing by a signed link.
 */
let t: TestShop;
let db: Database;
let newsletter: NewsletterService;
// The throttles' clock, pinned: a window cannot end in the middle of a test.
const NOW = new Date('2030-03-04T10:15:00Z');

beforeAll(async () => {
  t = await createTestShop({ clock: () => NOW });
  db = t.shop.database.db;
  newsletter = t.shop.services.newsletter;
});
afterAll(() => t.close());

let counter = 0;
const address = (name = 'reader') => `${name}-${++counter}@customer.example`;

async function mails(to: string, kind?: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.recipient, to))
    .orderBy(desc(mailOutbox.id));
  return rows;
}

/** The token of the newest confirmation link mailed to `to`: only the mail as it is sent has it. */
async function linkToken(to: string): Promise<string> {
  const [mail] = await mails(to, 'newsletter-confirm');
  const { text } = await t.shop.mailRenderer.render(mail);
  return /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
}

async function subscriber(email: string) {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

async function codesFor(email: string) {
  return db.select().from(discountCodes).where(eq(discountCodes.issuedTo, email));
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; messageKey: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { status: number; messageKey: string },
  );
  expect(error, 'refused').not.toBeNull();
  return { status: error!.status, messageKey: error!.messageKey };
}

describe('subscribing', () => {
  it('stores the address pending with only a hash of an expiring link, queues the confirmation mail, and makes no code', async () => {
    const email = address('ayse');
    const before = Date.now();
    await newsletter.subscribe(`  ${email.toUpperCase()} `, 'tr', 'home');
    const row = await subscriber(email);
    expect(row).toMatchObject({ status: 'pending', locale: 'tr', source: 'home', confirmedAt: null });
    const token = await linkToken(email);
    expect(row.confirmTokenHash).toBe(hashLinkToken(token));
    expect(row.confirmTokenHash).not.toContain(token);
    expect(row.confirmExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + CONFIRM_LINK_MS);
    expect(row.confirmExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + CONFIRM_LINK_MS);
    expect(await mails(email)).toHaveLength(1);
    expect(await codesFor(email)).toEqual([]);

    const [queued] = await mails(email);
    const mail = await t.shop.mailRenderer.render(queued);
    expect(mail.subject).toBe(`${t.shop.store.name} bülten aboneliğinizi onaylayın`);
    expect(mail.html).toContain(`/newsletter/confirm?token=${token}`);
    // The code comes after confirming, and the mail says so.
    expect(mail.text).toContain('hemen ardından size özel %10 indirim kodunuzu gönderelim');
    expect(mail.text).toContain('Bağlantı 7 gün geçerlidir.');
    // A confirmation is no marketing mail.
    expect(mail.headers['List-Unsubscribe']).toBeUndefined();
  });

  it('sends a new link when asked again while pending (the old one stops working), at most 3 mails an hour per address', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    const first = await linkToken(email);
    await newsletter.subscribe(email, 'en', 'home');
    const second = await linkToken(email);
    expect(second).not.toBe(first);
    expect(await newsletter.linkState(first)).toBe('invalid');
    expect(await newsletter.linkState(second)).toBe('ready');
    // The first form it came from stays.
    expect((await subscriber(email)).source).toBe('footer');

    await newsletter.subscribe(email, 'en', 'footer');
    const third = await linkToken(email);
    // Over the limit: no mail, no new link, no error (the answer never tells).
    await expect(newsletter.subscribe(email, 'en', 'footer')).resolves.toBeUndefined();
    expect(await mails(email, 'newsletter-confirm')).toHaveLength(3);
    expect(await newsletter.linkState(third)).toBe('ready');
  });

  it('keeps no working link in the outbox: the mail sent derives it with the shop secret, the back office preview leaves it out', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    const [queued] = await mails(email, 'newsletter-confirm');
    const { confirmTokenHash } = await subscriber(email);
    // Nothing the outbox row holds is the link's token.
    const held = JSON.stringify(queued.payload).match(/[A-Za-z0-9_-]{20,}/g) ?? [];
    expect(held.map(hashLinkToken)).not.toContain(confirmTokenHash);
    const token = await linkToken(email);
    expect(hashLinkToken(token)).toBe(confirmTokenHash);
    // Reading the back office's Mail page confirms nobody: the link is left out, the rest is shown.
    const detail = await t.shop.services.adminMail.get(queued.id);
    const shown = JSON.stringify(detail);
    expect(shown).not.toContain('/newsletter/confirm');
    expect(shown).not.toContain(token);
    expect(detail?.subject).toBe(`Confirm your subscription to the ${t.shop.store.name} newsletter`);
    expect(detail?.text).toContain('left out of the back office');
  });

  it('does nothing for a confirmed address, and answers the same', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    await newsletter.confirm(await linkToken(email));
    const before = await mails(email);
    await expect(newsletter.subscribe(email, 'tr', 'home')).resolves.toBeUndefined();
    expect(await mails(email)).toEqual(before);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', locale: 'en' });
    expect(await codesFor(email)).toHaveLength(1);
  });
});

describe('confirming', () => {
  it('reading the link changes nothing; confirming makes a personal single-use 10% code and queues the welcome mail with it', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    const token = await linkToken(email);
    expect(await newsletter.linkState(token)).toBe('ready');
    expect(await newsletter.linkState(token)).toBe('ready');
    expect((await subscriber(email)).status).toBe('pending');
    expect(await mails(email, 'newsletter-welcome')).toEqual([]);

    const { already, code } = await newsletter.confirm(token);
    expect(already).toBe(false);
    expect(code).toMatch(/^WELCOME-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(Date) });
    expect(await codesFor(email)).toEqual([
      expect.objectContaining({
        code,
        kind: 'percent',
        value: 10,
        maxUses: 1,
        maxUsesPerCustomer: 1,
        usedCount: 0,
        active: true,
        source: 'newsletter',
        issuedTo: email,
      }),
    ]);
    const [welcome] = await mails(email, 'newsletter-welcome');
    expect(welcome.payload).toEqual({ code });
    const mail = await t.shop.mailRenderer.render(welcome);
    expect(mail.subject).toBe(`Welcome to ${t.shop.store.name}: your 10% discount code`);
    expect(mail.text).toContain(code);
    // Marketing: the unsubscribe link in the footer and the one-click headers.
    const { e, t: mac } = unsubscribeParams(t.shop.signer, email);
    expect(mail.headers['List-Unsubscribe']).toBe(`<${t.shop.mailRenderer.origin}/unsubscribe?e=${e}&t=${mac}>`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.html).toContain(`/unsubscribe?e=${e}&amp;t=${mac}`);
  });

  it('a used link says so; an expired one is 410, an unknown one 404, and neither changes anything', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    const token = await linkToken(email);
    await newsletter.confirm(token);
    expect(await newsletter.linkState(token)).toBe('done');
    expect(await newsletter.confirm(token)).toEqual({ already: true, code: null });
    expect(await codesFor(email)).toHaveLength(1);
    expect(await mails(email, 'newsletter-welcome')).toHaveLength(1);

    const late = address();
    await newsletter.subscribe(late, 'en', 'footer');
    const lateToken = await linkToken(late);
    await db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, late));
    expect(await newsletter.linkState(lateToken)).toBe('expired');
    expect(await refusal(newsletter.confirm(lateToken))).toEqual({
      status: 410,
      messageKey: 'subscriptions.confirm.expired',
    });
    expect(await refusal(newsletter.confirm('x'.repeat(43)))).toEqual({
      status: 404,
      messageKey: 'subscriptions.confirm.invalid',
    });
    expect((await subscriber(late)).status).toBe('pending');
    expect(await codesFor(late)).toEqual([]);
    // Subscribing again gives a working link.
    await newsletter.subscribe(late, 'en', 'footer');
    expect((await newsletter.confirm(await linkToken(late))).code).toMatch(/^WELCOME-/);
  });

  it('two confirmations at once make one code and one welcome mail', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    const token = await linkToken(email);
    const results = await Promise.all([
      newsletter.confirm(token),
      newsletter.confirm(token),
      newsletter.confirm(token),
    ]);
    expect(results.filter((r) => !r.already)).toHaveLength(1);
    expect(await codesFor(email)).toHaveLength(1);
    expect(await mails(email, 'newsletter-welcome')).toHaveLength(1);
  });
});

describe('one welcome code per mailbox, ever', () => {
  it('an address that unsubscribed and comes back confirms again and is welcomed without a second code', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    const { code } = await newsletter.confirm(await linkToken(email));
    const { e, t: mac } = unsubscribeParams(t.shop.signer, email);
    await newsletter.unsubscribe(e, mac);

    await newsletter.subscribe(email, 'tr', 'home');
    expect(await subscriber(email)).toMatchObject({ status: 'pending', locale: 'tr' });
    expect(await mails(email, 'newsletter-confirm')).toHaveLength(2);
    expect(await newsletter.confirm(await linkToken(email))).toEqual({ already: false, code: null });
    expect((await codesFor(email)).map((c) => c.code)).toEqual([code]);
    const [again] = await mails(email, 'newsletter-welcome');
    expect(again.payload).toEqual({ code: null });
    const mail = await t.shop.mailRenderer.render(again);
    expect(mail.subject).toBe(`${t.shop.store.name} bültenine yeniden hoş geldiniz`);
    expect(mail.text).not.toMatch(/WELCOME-/);
  });

  it('the +tags of one mailbox (any case) share one code: the others are welcomed without one', async () => {
    const mailbox = `farmer-${++counter}`;
    const tags = [`${mailbox}+1@x.example`, `${mailbox}+2@x.example`, `${mailbox.toUpperCase()}@X.example`];
    const made: (string | null)[] = [];
    for (const email of tags) {
      await newsletter.subscribe(email, 'en', 'footer');
      made.push((await newsletter.confirm(await linkToken(email.toLowerCase()))).code);
    }
    expect(made[0]).toMatch(/^WELCOME-/);
    expect(made.slice(1)).toEqual([null, null]);
    const codes = await db
      .select({ code: discountCodes.code, mailbox: discountCodes.welcomeMailbox })
      .from(discountCodes)
      .where(eq(discountCodes.source, 'newsletter'));
    expect(codes.filter((c) => c.mailbox === `${mailbox}@x.example`)).toEqual([
      { code: made[0], mailbox: `${mailbox}@x.example` },
    ]);
    for (const email of tags.slice(1)) expect(await codesFor(email.toLowerCase())).toEqual([]);
  });

  it('+tags of one mailbox confirming at once: one code between them', async () => {
    const mailbox = `racer-${++counter}`;
    const tags = [1, 2, 3, 4].map((n) => `${mailbox}+${n}@x.example`);
    const tokens: string[] = [];
    for (const email of tags) {
      await newsletter.subscribe(email, 'en', 'footer');
      tokens.push(await linkToken(email));
    }
    const results = await Promise.all(tokens.map((token) => newsletter.confirm(token)));
    expect(results.every((r) => !r.already)).toBe(true);
    expect(results.filter((r) => r.code !== null)).toHaveLength(1);
    const codes = await db
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.welcomeMailbox, `${mailbox}@x.example`));
    expect(codes).toHaveLength(1);
    // Every address was confirmed and welcomed, once.
    for (const email of tags) {
      expect((await subscriber(email)).status).toBe('confirmed');
      expect(await mails(email, 'newsletter-welcome')).toHaveLength(1);
    }
  });

  it('draws codes from an alphabet without look-alike characters', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newWelcomeCode()));
    for (const code of codes) expect(code).toMatch(/^WELCOME-[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/);
    expect(codes.size).toBeGreaterThan(195);
  });
});

describe('unsubscribing', () => {
  it('refuses a forged or altered link (404) and changes nothing', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    await newsletter.confirm(await linkToken(email));
    const other = unsubscribeParams(t.shop.signer, 'someone-else@customer.example');
    const own = unsubscribeParams(t.shop.signer, email);
    const forged = [
      { e: own.e, t: other.t },
      { e: Buffer.from(email).toString('base64url'), t: 'A'.repeat(43) },
      { e: own.e, t: `${own.t.slice(0, -1)}${own.t.endsWith('A') ? 'B' : 'A'}` },
      { e: 'bm90LWFuLWFkZHJlc3M', t: own.t },
    ];
    for (const link of forged) {
      expect(newsletter.unsubscribeTarget(link.e, link.t)).toBeNull();
      expect(await refusal(newsletter.unsubscribe(link.e, link.t))).toEqual({
        status: 404,
        messageKey: 'subscriptions.unsubscribe.invalid',
      });
    }
    expect((await subscriber(email)).status).toBe('confirmed');
  });

  it('unsubscribes by the signed link (twice is fine) and stops the address’s waiting stock alerts', async () => {
    const email = address();
    await newsletter.subscribe(email, 'en', 'footer');
    await newsletter.confirm(await linkToken(email));
    await db.insert(stockAlerts).values([
      { productId: 'aiphone-jos-video-intercom-kit', email, locale: 'en', status: 'confirmed' },
      { productId: 'camera-junction-box', email, locale: 'en', status: 'pending' },
      { productId: 'wall-mount-bracket', email, locale: 'en', status: 'notified' },
      { productId: 'aiphone-jos-video-intercom-kit', email: address(), locale: 'en', status: 'confirmed' },
    ]);
    const { e, t: mac } = unsubscribeParams(t.shop.signer, email);
    expect(newsletter.unsubscribeTarget(e, mac)).toBe(maskEmail(email));
    expect(await newsletter.unsubscribe(e, mac)).toBe(maskEmail(email));
    const row = await subscriber(email);
    expect(row).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date), confirmTokenHash: null });
    const left = await db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(left.map((a) => a.status)).toEqual(['notified']);
    expect(await db.select().from(stockAlerts).where(eq(stockAlerts.status, 'confirmed'))).not.toEqual([]);
    await newsletter.unsubscribe(e, mac);
    expect((await subscriber(email)).unsubscribedAt).toEqual(row.unsubscribedAt);
  });

  it('masks the address for the page', () => {
    expect(maskEmail('ayse.yilmaz@customer.example')).toBe('a••••@customer.example');
    expect(maskEmail('x@shop.example')).toBe('x••••@shop.example');
  });
});
