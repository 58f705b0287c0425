import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDump } from '#tests/setup/database.ts';
import { createTestShop, type TestShop } from '#tests/setup/test-shop.ts';
import type { Database } from '../db/client.ts';
import { mailOutbox, passwordResets, rateLimitHits, sessions, users } from '../db/schema.ts';
import { ShopError } from './errors.ts';
import { verifyPassword } from './passwords.server.ts';
import type { RecoveryService } from './recovery.server.ts';

/**
 * Account recovery with the production throttles and a clock the tests move: the link's token
 * is stored only as its SHA-256 (and nowhere in the database in clear), it works for 30
 * minutes and once (also under parallel use), a reset ends every session and the account's
 * other links, and the throttles hold under parallel bursts.
 */
let t: TestShop;
let db: Database;
let recovery: RecoveryService;
let now = new Date('2031-03-01T09:00:00Z');
let clients = 0;
/** A fresh client address per use, so only the bucket under test fills. */
const client = () => `192.0.2.${++clients}`;
let accounts = 0;

beforeAll(async () => {
  t = await createTestShop({ throttles: 'production', clock: () => now });
  db = t.shop.database.db;
  recovery = t.shop.services.recovery;
});
afterAll(() => t.close());

/** An account made directly (registration's slow hash is not what is tested here). */
async function account(password = 'the-old-password-1') {
  const email = `owner${++accounts}@example.com`;
  const user = await t.shop.services.auth.register({ name: 'Owner', email, password }, client());
  return { id: user.id, email, password };
}

const outboxFor = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const resetsOf = (userId: number) => db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Asks for a link and reads it from the mail as the recipient gets it. */
async function linkFor(email: string, lang: 'en' | 'tr' = 'en') {
  await recovery.requestReset({ email }, lang, client());
  const mails = await outboxFor(email);
  const mail = mails.at(-1)!;
  const rendered = await t.shop.mailRenderer.render(mail);
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(rendered.text)?.[1];
  expect(token, rendered.text).toBeTruthy();
  return { token: token!, rendered, mail };
}

async function refusal(promise: Promise<unknown>): Promise<ShopError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ShopError);
  return error as ShopError;
}

describe('asking for a link', () => {
  it('stores only the SHA-256 of a 32-byte token, expiring in 30 minutes, and queues the mail with it', async () => {
    const owner = await account();
    const { token, rendered, mail } = await linkFor(owner.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await resetsOf(owner.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(row.usedAt).toBeNull();
    expect(row.expiresAt.getTime() - now.getTime()).toBe(30 * 60_000);
    // Neither the token nor anything that gives it without the secret is in any table.
    expect(await databaseDump(t)).not.toContain(token);
    expect(JSON.stringify(mail.payload)).not.toContain(token);
    expect(mail).toMatchObject({ kind: 'password-reset', recipient: owner.email, lang: 'en', status: 'pending' });
    expect(rendered.to).toBe(owner.email);
    expect(rendered.subject).toBe('Reset your Guardline password');
    expect(rendered.html).toContain(`href="${t.shop.mailRenderer.origin}/reset-password?token=${token}"`);
    expect(rendered.text).toContain('valid for 30 minutes');
    expect(rendered.text).toContain('If you did not ask for this, you can ignore this mail');
  });

  it('the back office previews the reset mail without its link (the outbox must not let anyone act as a customer)', async () => {
    const owner = await account();
    await recovery.requestReset({ email: owner.email }, 'en', client());
    const [mail] = await outboxFor(owner.email);
    const detail = await t.shop.services.adminMail.get(mail.id);
    expect(detail?.subject).toContain('Reset your');
    const shown = JSON.stringify(detail);
    expect(shown).not.toContain('reset-password?token=');
    expect(shown).toContain('left out of the back office');
    // The mail that is sent keeps its link.
    expect((await t.shop.mailRenderer.render(mail)).text).toContain('reset-password?token=');
  });

  it('finds the account whatever the case and spaces, and writes the mail in the language asked in', async () => {
    const owner = await account();
    await recovery.requestReset({ email: `  ${owner.email.toUpperCase()} ` }, 'tr', client());
    const [mail] = await outboxFor(owner.email);
    expect(mail.lang).toBe('tr');
    const rendered = await t.shop.mailRenderer.render(mail);
    expect(rendered.subject).toBe('Guardline hesabınızın şifresini sıfırlayın');
    expect(rendered.text).toContain('şifre sıfırlama talebi aldık');
    expect(rendered.text).not.toContain('umarız');
    expect(rendered.text).toContain('30 dakika geçerlidir');
    expect(rendered.text).toContain('Bu isteği siz yapmadıysanız');
    expect(await resetsOf(owner.id)).toHaveLength(1);
  });

  it('for an address without an account: no link, no mail, and no error (the caller answers the same)', async () => {
    const resetsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(passwordResets);
    const mailsBefore = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    await expect(recovery.requestReset({ email: 'nobody-here@example.com' }, 'en', client())).resolves.toBeUndefined();
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(passwordResets)).toEqual(resetsBefore);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox)).toEqual(mailsBefore);
  });
});

describe('using a link', () => {
  it('sets the new password, ends every session of the account and kills its other links', async () => {
    const owner = await account();
    const first = await linkFor(owner.email);
    const second = await linkFor(owner.email);
    const signIn = async (who: { email: string; password: string }) =>
      (await t.shop.services.auth.login(who, client())).token;
    const sessionA = await signIn(owner);
    await signIn(owner);
    const bystander = await account();
    const theirs = await signIn(bystander);
    expect(await recovery.linkRefusal(second.token)).toBeNull();

    await recovery.resetPassword({ token: second.token, password: 'a-brand-new-password-7' }, client());

    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    expect(await verifyPassword('a-brand-new-password-7', row.hash)).toBe(true);
    expect(await verifyPassword(owner.password, row.hash)).toBe(false);
    expect(await db.select().from(sessions).where(eq(sessions.userId, owner.id))).toEqual([]);
    expect(await t.shop.services.auth.getSessionUser(sessionA)).toBeNull();
    // Someone else's session is untouched.
    expect((await t.shop.services.auth.getSessionUser(theirs))?.id).toBe(bystander.id);
    // Used once; the older link died with it.
    for (const link of [second, first]) {
      expect(await recovery.linkRefusal(link.token)).toBe('recovery.errors.linkUsed');
      const again = await refusal(
        recovery.resetPassword({ token: link.token, password: 'yet-another-pass-8' }, client()),
      );
      expect([again.status, again.messageKey]).toEqual([400, 'recovery.errors.linkUsed']);
    }
    const [after] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    expect(after.hash).toBe(row.hash);
  });

  it('mailed to an old address, no longer opens the account once its e-mail has changed; keeping the same e-mail keeps the link', async () => {
    const owner = await account();
    const kept = await linkFor(owner.email);
    const profile = await t.shop.services.account.getProfile(owner.id);
    await t.shop.services.account.updateProfile(owner.id, {
      ...profile,
      name: 'Owner Renamed',
      email: owner.email.toUpperCase(),
    });
    expect(await recovery.linkRefusal(kept.token)).toBeNull();

    await t.shop.services.account.updateProfile(owner.id, { ...profile, email: `moved-${owner.email}` });
    expect(await resetsOf(owner.id)).toEqual([]);
    expect(await recovery.linkRefusal(kept.token)).not.toBeNull();
    const refused = await refusal(
      recovery.resetPassword({ token: kept.token, password: 'taken-over-pass-9' }, client()),
    );
    expect(refused.status).toBe(400);
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    expect(await verifyPassword(owner.password, row.hash)).toBe(true);
  });

  it('works until 30 minutes have passed, then is refused as expired, leaving the password as it was', async () => {
    const owner = await account();
    const { token } = await linkFor(owner.email);
    const start = now;
    try {
      now = new Date(start.getTime() + 30 * 60_000 - 1);
      expect(await recovery.linkRefusal(token)).toBeNull();
      now = new Date(start.getTime() + 30 * 60_000);
      expect(await recovery.linkRefusal(token)).toBe('recovery.errors.linkExpired');
      const refused = await refusal(recovery.resetPassword({ token, password: 'too-late-password-3' }, client()));
      expect([refused.status, refused.messageKey]).toEqual([400, 'recovery.errors.linkExpired']);
    } finally {
      now = start;
    }
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    expect(await verifyPassword(owner.password, row.hash)).toBe(true);
  });

  it('refuses a token no link carried', async () => {
    expect(await recovery.linkRefusal('made-up-token')).toBe('recovery.errors.linkInvalid');
    const refused = await refusal(
      recovery.resetPassword({ token: 'made-up-token', password: 'whatever-pass-4' }, client()),
    );
    expect([refused.status, refused.messageKey]).toEqual([400, 'recovery.errors.linkInvalid']);
  });

  it('of parallel uses of one link exactly one succeeds, and its password is the one kept', async () => {
    const owner = await account();
    const { token } = await linkFor(owner.email);
    const passwords = ['parallel-password-a1', 'parallel-password-b2', 'parallel-password-c3'];
    const results = await Promise.allSettled(
      passwords.map((password) => recovery.resetPassword({ token, password }, client())),
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [passwords[i]] : []));
    expect(won).toHaveLength(1);
    for (const lost of results.filter((r) => r.status === 'rejected')) {
      expect((lost as PromiseRejectedResult).reason).toMatchObject({
        status: 400,
        messageKey: 'recovery.errors.linkUsed',
      });
    }
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, owner.id));
    expect(await verifyPassword(won[0], row.hash)).toBe(true);
  });
});

describe('throttles (production limits)', () => {
  const refusedCount = (results: PromiseSettledResult<unknown>[]) =>
    results.filter((r) => r.status === 'rejected' && (r.reason as ShopError).status === 429).length;

  it('per e-mail: 3 mails an hour, from any address, account or not; a parallel burst gets no more through', async () => {
    const owner = await account();
    const burst = await Promise.allSettled(
      Array.from({ length: 12 }, () => recovery.requestReset({ email: owner.email }, 'en', client())),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refusedCount(burst)).toBe(9);
    expect(await outboxFor(owner.email)).toHaveLength(3);
    expect(await resetsOf(owner.id)).toHaveLength(3);
    const refused = burst.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ messageKey: 'recovery.errors.tooManyRequests' });
    expect(refused.reason.details.retryAfter).toBeGreaterThan(0);
    // An address without an account is limited alike (the answers must not differ).
    const stranger = await Promise.allSettled(
      Array.from({ length: 6 }, () => recovery.requestReset({ email: 'stranger@example.com' }, 'en', client())),
    );
    expect(stranger.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refusedCount(stranger)).toBe(3);
  });

  it('per address: 10 requests in 15 minutes whatever the e-mail, under a parallel burst too', async () => {
    const from = client();
    const burst = await Promise.allSettled(
      Array.from({ length: 25 }, (_, i) => recovery.requestReset({ email: `many-${i}@example.com` }, 'en', from)),
    );
    expect(burst.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(refusedCount(burst)).toBe(15);
    // The refused ones were given back to the per-e-mail buckets: those addresses can still ask.
    const [bucket] = await db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.bucket, `passwordForgotAddress:${from}`));
    expect(bucket.hits).toBe(10);
    await expect(recovery.requestReset({ email: 'many-24@example.com' }, 'en', client())).resolves.toBeUndefined();
  });

  it('resets per address: 10 tries in 15 minutes, then 429', async () => {
    const from = client();
    for (let i = 0; i < 10; i++) {
      const refused = await refusal(recovery.resetPassword({ token: `guess-${i}`, password: 'guessing-pass-1' }, from));
      expect(refused.status).toBe(400);
    }
    const limited = await refusal(recovery.resetPassword({ token: 'guess-10', password: 'guessing-pass-1' }, from));
    expect(limited.status).toBe(429);
    expect(limited.details.retryAfter).toBeGreaterThan(0);
  });
});
