import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startShop } from '#server/bootstrap.ts';
import { openDatabase } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema.ts';
import { parseEnv } from '#server/env.ts';
import { eventually } from '#tests/reliability/shop-process.ts';
import { signedInAdmin } from '#tests/setup/shoppers.ts';
import { startTestSmtp, type TestSmtp } from '#tests/setup/smtp.ts';
import { createTestShop, TEST_SECRET, type TestShop } from '#tests/setup/test-shop.ts';
import { backoffAfter, MAIL_WORKER_DEFAULTS, mailFrom } from './worker.ts';

let smtp: TestSmtp;
let t: TestShop;
const MAX_ATTEMPTS = 3;
/** The worker's clock for the takeover grace period, moved by the tests. */
let clockOffset = 0;
const TAKEOVER_GRACE_MS = 60_000;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestShop({
    smtpUrl: smtp.url,
    mailFrom: '"Guardline Shop" <orders@shop.example>',
    mail: {
      pollMs: 20,
      backoffMs: 30,
      maxBackoffMs: 60,
      maxAttempts: MAX_ATTEMPTS,
      takeoverGraceMs: TAKEOVER_GRACE_MS,
      now: () => Date.now() + clockOffset,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

let serial = 0;
/** A contact message: ContactService.submit queues its receipt in the message's transaction. */
async function contactReceipt(email: string, lang: 'en' | 'tr' = 'en') {
  const subject = `Question ${++serial}`;
  const { id } = await t.shop.services.contact.submit(
    { name: 'Ayşe Yılmaz', email, subject, message: 'Does the camera work at night?' },
    { userId: null, lang },
  );
  const [row] = await t.shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
  return { messageId: id, subject, outboxId: row.id };
}

function outboxRow(id: number) {
  return t.shop.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .then(([row]) => row);
}

/** Polls the outbox row until `check` holds, with a deadline. */
function rowWhen(id: number, what: string, check: (row: typeof mailOutbox.$inferSelect) => boolean) {
  return eventually(what, async () => {
    const row = await outboxRow(id);
    return check(row) ? row : undefined;
  });
}

describe('the mail worker', () => {
  it('sends a mail to one address only: a list or a named address in its recipient fails at once, unsent', async () => {
    // Such a recipient comes from a field with no format check (the checkout's billing e-mail)
    // or an account made before the rule; nodemailer would split it and mail everyone in it.
    const list = await contactReceipt('one@victim.example, two@victim.example');
    const named = await contactReceipt('Friend <three@victim.example>');
    for (const { outboxId } of [list, named]) {
      const row = await rowWhen(outboxId, 'the row to fail', (r) => r.status === 'failed');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/^Cannot render: the recipient is not one e-mail address/);
    }
    // The worker goes on with the others, and nobody in those lists got anything.
    await contactReceipt('after-the-lists@customer.example');
    await smtp.waitFor((m) => m.to.includes('after-the-lists@customer.example'));
    expect(smtp.messages.filter((m) => m.to.some((to) => to.endsWith('@victim.example')))).toEqual([]);
  });

  it('delivers the contact receipt with its content, From, a stable Message-ID, and marks it sent', async () => {
    const { messageId, outboxId } = await contactReceipt('mert@customer.example', 'tr');
    const mail = await smtp.waitFor((m) => m.to.includes('mert@customer.example'));

    expect(mail.from).toBe('Guardline Shop <orders@shop.example>');
    expect(mail.envelopeFrom).toBe('orders@shop.example');
    // From an anonymous sender: nothing they typed (docs/product.md §15.5).
    expect(mail.subject).toBe('Mesajınızı aldık');
    expect(mail.messageId).toBe(`<outbox-${outboxId}@localhost>`);
    expect(mail.html).toMatch(/<html[^>]* lang="tr"/);
    expect(mail.html).toContain('Merhaba,');
    expect(mail.html).not.toContain('Ayşe');
    expect(mail.text).toContain(`Referans: #${messageId}`);
    expect(mail.text).toContain(t.shop.store.address);
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    const row = await rowWhen(outboxId, 'the row to be sent', (r) => r.status === 'sent');
    expect(row).toMatchObject({ attempts: 1, lastError: null, lockedBy: t.shop.mailWorker!.id, lockedUntil: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Exactly once.
    expect(smtp.messages.filter((m) => m.messageId === mail.messageId)).toHaveLength(1);
  });

  it('keeps a mail waiting while the SMTP server is down and delivers it when it is back', async () => {
    await smtp.stop();
    try {
      const { outboxId } = await contactReceipt('waiting@customer.example');
      const waiting = await rowWhen(outboxId, 'a failed try', (r) => r.attempts >= 1 && r.status === 'pending');
      expect(waiting.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(waiting.lastError).not.toContain('smtp://');
      expect(smtp.messages.some((m) => m.to.includes('waiting@customer.example'))).toBe(false);
    } finally {
      await smtp.start();
    }
    const mail = await smtp.waitFor((m) => m.to.includes('waiting@customer.example'));
    const [row] = await t.shop.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'waiting@customer.example'));
    expect(mail.messageId).toBe(`<outbox-${row.id}@localhost>`);
    expect((await rowWhen(row.id, 'the row to be sent', (r) => r.status === 'sent')).attempts).toBeGreaterThan(1);
  });

  it('marks a refused address failed after its tries, and delivers the others meanwhile', async () => {
    smtp.refuse('nobody@customer.example');
    const refused = await contactReceipt('nobody@customer.example');
    const fine = await contactReceipt('somebody@customer.example');
    await smtp.waitFor((m) => m.to.includes('somebody@customer.example'));

    const row = await rowWhen(refused.outboxId, 'the refused mail to fail', (r) => r.status === 'failed');
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.lastError).toMatch(/550/);
    expect(smtp.refusals.filter((a) => a === 'nobody@customer.example')).toHaveLength(MAX_ATTEMPTS);
    expect(smtp.messages.some((m) => m.to.includes('nobody@customer.example'))).toBe(false);
    expect((await outboxRow(fine.outboxId)).status).toBe('sent');

    // The back office sees it, and "Retry now" sends it once the address is accepted.
    const admin = await signedInAdmin(t);
    const listed = await (await admin.call('/api/admin/mail?status=failed&q=nobody@')).json();
    expect(listed.delivering).toBe(true);
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: refused.outboxId,
        attempts: MAX_ATTEMPTS,
        lastError: expect.stringMatching(/550/),
      }),
    ]);
    smtp.acceptAll();
    expect((await admin.call(`/api/admin/mail/${refused.outboxId}/retry`, 'POST')).status).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('nobody@customer.example'));
    expect(mail.messageId).toBe(`<outbox-${refused.outboxId}@localhost>`);
    expect(await rowWhen(refused.outboxId, 'the retried mail to be sent', (r) => r.status === 'sent')).toMatchObject({
      attempts: 1,
      lastError: null,
    });
  });

  it('fails a mail that cannot render (unknown kind, bad payload) at once, without holding up the rest', async () => {
    const db = t.shop.database.db;
    const [unknown] = await db
      .insert(mailOutbox)
      .values({ kind: 'no-such-kind', recipient: 'a@customer.example', lang: 'en', payload: { orderNumber: 'X' } })
      .returning();
    const [broken] = await db
      .insert(mailOutbox)
      .values({ kind: 'contact-received', recipient: 'b@customer.example', lang: 'en', payload: { id: 'nope' } })
      .returning();
    const after = await contactReceipt('after@customer.example');
    await smtp.waitFor((m) => m.to.includes('after@customer.example'));

    for (const id of [unknown.id, broken.id]) {
      const row = await rowWhen(id, `mail ${id} to fail`, (r) => r.status === 'failed');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/^Cannot render/);
    }
    expect((await outboxRow(unknown.id)).lastError).toContain('no-such-kind');
    expect((await outboxRow(after.outboxId)).status).toBe('sent');
  });

  it('takes over a mail whose claim ran out (a process died mid-send) once it has reached the database for the grace period, keeping its Message-ID', async () => {
    const db = t.shop.database.db;
    const [row] = await db
      .insert(mailOutbox)
      .values({
        kind: 'contact-received',
        recipient: 'orphan@customer.example',
        lang: 'en',
        payload: { id: 7, name: 'Orphan', subject: 'Left behind', message: 'Hello' },
        status: 'sending',
        attempts: 1,
        lockedBy: 'a-process-that-died',
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    // Not before the worker has reached the database for the grace period: the sender may be
    // alive and about to record that it sent the mail. A later mail goes out meanwhile.
    await contactReceipt('before-the-grace@customer.example');
    await smtp.waitFor((m) => m.to.includes('before-the-grace@customer.example'));
    expect(await outboxRow(row.id)).toMatchObject({ status: 'sending', lockedBy: 'a-process-that-died' });
    clockOffset += TAKEOVER_GRACE_MS;
    const mail = await smtp.waitFor((m) => m.to.includes('orphan@customer.example'));
    expect(mail.messageId).toBe(`<outbox-${row.id}@localhost>`);
    expect(await rowWhen(row.id, 'the orphan to be sent', (r) => r.status === 'sent')).toMatchObject({ attempts: 2 });
  });

  it('leaves a mail another process holds alone while its claim lasts', async () => {
    const db = t.shop.database.db;
    const [held] = await db
      .insert(mailOutbox)
      .values({
        kind: 'contact-received',
        recipient: 'held@customer.example',
        lang: 'en',
        payload: { id: 8, name: 'Held', subject: 'Busy', message: 'Hello' },
        status: 'sending',
        attempts: 1,
        lockedBy: 'another-live-process',
        lockedUntil: new Date(Date.now() + 3600_000),
      })
      .returning();
    // A later mail goes out: by then the worker has looked at the held one and passed it by.
    await contactReceipt('later@customer.example');
    await smtp.waitFor((m) => m.to.includes('later@customer.example'));
    expect(await outboxRow(held.id)).toMatchObject({
      status: 'sending',
      attempts: 1,
      lockedBy: 'another-live-process',
    });
    expect(smtp.messages.some((m) => m.to.includes('held@customer.example'))).toBe(false);
  });
});

describe('without SMTP_URL', () => {
  it('runs no worker: mails stay pending, untried', async () => {
    const plain = await createTestShop();
    try {
      expect(plain.shop.mailWorker).toBeNull();
      await plain.shop.services.contact.submit(
        { name: 'Kept', email: 'kept@customer.example', subject: 'Hi', message: 'Kept in the outbox.' },
        { userId: null, lang: 'en' },
      );
      const [row] = await plain.shop.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, 'kept@customer.example'));
      expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null, sentAt: null });
    } finally {
      await plain.close();
    }
  });
});

describe('stopping', () => {
  it('finishes the mail being sent before the database closes, and hands back the ones not begun', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mail-stop-'));
    let began!: () => void;
    const sending = new Promise<void>((resolve) => (began = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    // A transport that holds the first send until the test lets it go.
    const transport = {
      sendMail: async (message: { to?: unknown }) => {
        began();
        await released;
        sent.push(String(message.to));
      },
      close: () => {},
    };
    const env = parseEnv({ SESSION_SECRET: TEST_SECRET, SMTP_URL: 'smtp://127.0.0.1:1', LOG_LEVEL: 'silent' });
    try {
      const shop = await startShop(env, { dataDir }, { mailTransport: transport, mail: { pollMs: 20 } });
      const payload = { id: 1, name: 'Stop', subject: 'Stop', message: 'Hello' };
      // One statement: the worker claims both in one batch.
      await shop.database.db.insert(mailOutbox).values(
        ['first', 'second'].map((name) => ({
          kind: 'contact-received',
          recipient: `${name}@customer.example`,
          lang: 'en',
          payload,
        })),
      );
      await sending;
      const closing = shop.close();
      release();
      await closing;
      expect(sent).toEqual(['first@customer.example']);

      const reopened = await openDatabase({ dataDir });
      try {
        const rows = await reopened.db.select().from(mailOutbox).orderBy(mailOutbox.id);
        expect(rows.map((r) => [r.recipient, r.status, r.attempts, r.lockedBy])).toEqual([
          ['first@customer.example', 'sent', 1, shop.mailWorker!.id],
          ['second@customer.example', 'pending', 0, null],
        ]);
      } finally {
        await reopened.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the sender', () => {
  it('is MAIL_FROM when set, else the store’s name and address', () => {
    const store = { name: 'Guardline', email: 'support@shop.example' };
    expect(mailFrom('Shop <noreply@shop.example>', store)).toBe('Shop <noreply@shop.example>');
    expect(mailFrom(undefined, store)).toEqual({ name: 'Guardline', address: 'support@shop.example' });
  });
});

describe('backoff', () => {
  it('doubles from the first wait up to the cap; the defaults spread 8 tries over most of a day', () => {
    const options = { backoffMs: 100, maxBackoffMs: 500 };
    expect([1, 2, 3, 4, 5].map((n) => backoffAfter(n, options))).toEqual([100, 200, 400, 500, 500]);
    const gaps = Array.from({ length: MAIL_WORKER_DEFAULTS.maxAttempts - 1 }, (_, i) =>
      backoffAfter(i + 1, MAIL_WORKER_DEFAULTS),
    );
    const hours = gaps.reduce((a, b) => a + b, 0) / 3600_000;
    expect(hours).toBeGreaterThan(12);
    expect(hours).toBeLessThan(36);
  });
});
