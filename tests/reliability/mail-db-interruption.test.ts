import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailWorkerOptions } from '#server/mail/worker.ts';
import { startDbProxy, type DbProxy } from '../setup/db-proxy.ts';
import { startTestSmtp, type TestSmtp } from '../setup/smtp.ts';
import { createFreshDatabase, createTestShop, type TestShop } from '../setup/test-shop.ts';
import { eventually } from './shop-process.ts';

/**
 * The database goes away between a mail's send and its 'sent' mark (cut through a TCP proxy at
 * the moment the SMTP server has the message, before it answers 250): the mail must still
 * arrive exactly once, counted by Message-ID on a real SMTP server. Needs TEST_DATABASE_URL.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

/** Claims outlast a send by far; the tests wait (polling) until one has run out during the outage. */
const MAIL: Partial<MailWorkerOptions> = { pollMs: 20, leaseMs: 3000, backoffMs: 50, maxBackoffMs: 100 };

let smtp: TestSmtp;
let proxy: DbProxy;
let otherProxy: DbProxy;
let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let sql: pg.Client;
const shops: TestShop[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  smtp = await startTestSmtp();
  database = await createFreshDatabase(adminUrl);
  const target = new URL(adminUrl);
  const postgres = { host: target.hostname, port: Number(target.port || 5432) };
  proxy = await startDbProxy(postgres);
  otherProxy = await startDbProxy(postgres);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});
afterEach(async () => {
  smtp?.beforeAccept(null);
  await proxy?.start();
  await otherProxy?.start();
  for (const t of shops.splice(0)) await t.close();
});
afterAll(async () => {
  await sql?.end();
  await proxy?.stop();
  await otherProxy?.stop();
  await database?.drop();
  await smtp?.stop();
});

/** A shop whose database connections all go through `through`. */
async function shopBehindProxy(mail: Partial<MailWorkerOptions> = {}, through = proxy) {
  const t = await createTestShop({
    databaseUrl: through.url(database.url),
    smtpUrl: smtp.url,
    mail: { ...MAIL, ...mail },
    logLevel: 'warn',
  });
  shops.push(t);
  return t;
}

/** Queues a contact receipt straight into the outbox (not through the proxy); its outbox id. */
async function queueMail(recipient: string): Promise<number> {
  const { rows } = await sql.query<{ id: number }>(
    `insert into mail_outbox (kind, recipient, lang, payload)
     values ('contact-received', $1, 'en', jsonb_build_object('id', 1, 'name', 'Reader', 'subject', 'Question', 'message', 'Hello'))
     returning id`,
    [recipient],
  );
  return rows[0].id;
}

type Row = { status: string; attempts: number; locked_by: string | null; expired: boolean; sent_at: Date | null };
async function row(id: number): Promise<Row> {
  const { rows } = await sql.query<Row>(
    'select status, attempts, locked_by, locked_until < now() as expired, sent_at from mail_outbox where id = $1',
    [id],
  );
  return rows[0];
}

/** Cuts the database (proxy stopped) once the SMTP server holds the mail for `recipient`, before it says 250. */
function cutWhenReceived(recipient: string, alsoCut: () => Promise<void> = async () => {}) {
  let cut = false;
  smtp.beforeAccept(async (mail) => {
    if (cut || !mail.to.includes(recipient)) return;
    cut = true;
    await Promise.all([proxy.stop(), alsoCut()]);
  });
}

/** Waits until the shop's mail worker has met the outage (its mark or its next poll failed). */
function outageSeen(t: TestShop, from = 0) {
  return eventually(
    'the worker to find the database away',
    async () => t.logs.slice(from).some((l) => l.includes('[mail] outbox not reachable')) || undefined,
  );
}

const copiesOf = (messageId: string) => smtp.messages.filter((m) => m.messageId === messageId).length;

describe.skipIf(!adminUrl)('a database interruption between a send and its mark', () => {
  it('marks the mail sent once the database is back, after its claim ran out, and never sends it again', async () => {
    const t = await shopBehindProxy();
    const recipient = 'cut-once@customer.example';
    cutWhenReceived(recipient);
    const id = await queueMail(recipient);
    const mail = await smtp.waitFor((m) => m.to.includes(recipient));
    expect(mail.messageId).toBe(`<outbox-${id}@localhost>`);

    await outageSeen(t);
    // The outage outlasts the claim: any worker could take the mail again now.
    const during = await eventually('the claim to run out', async () => {
      const r = await row(id);
      return r.expired ? r : undefined;
    });
    expect(during).toMatchObject({ status: 'sending', attempts: 1, locked_by: t.shop.mailWorker!.id });

    await proxy.start();
    const after = await eventually('the mail to be marked sent', async () => {
      const r = await row(id);
      return r.status === 'sent' ? r : undefined;
    });
    expect(after).toMatchObject({ attempts: 1, locked_by: t.shop.mailWorker!.id });
    expect(after.sent_at).toBeInstanceOf(Date);
    // A later mail goes out after it: the worker is past the mark, and the first came once.
    await queueMail('after-the-cut@customer.example');
    await smtp.waitFor((m) => m.to.includes('after-the-cut@customer.example'));
    expect(copiesOf(mail.messageId)).toBe(1);
    // The log tells what happened.
    expect(t.logs.some((l) => l.includes(`#${id} (contact-received) was sent, but could not be marked sent`))).toBe(
      true,
    );
    expect(t.logs.some((l) => l.includes(`#${id} (contact-received) marked sent now that the database answers`))).toBe(
      true,
    );
  });

  it('another process on the same database does not take the mail over when the database comes back', async () => {
    // Both shops' clocks are moved past the grace period before the outage: without the rule,
    // the other could take the expired claim the moment the database answers it again.
    let offset = 0;
    const now = () => Date.now() + offset;
    const grace = 60_000;
    // The other process reaches the database through a proxy of its own, and looks at the
    // outbox only when nudged: the test says when. Its first look (at start) delivers a mail
    // queued for it, and is over (it makes no other query) once that mail is marked sent.
    const first = await queueMail('first-look@customer.example');
    const other = await shopBehindProxy({ takeoverGraceMs: grace, now, pollMs: 3600_000 }, otherProxy);
    await smtp.waitFor((m) => m.to.includes('first-look@customer.example'));
    await eventually('the first look to end', async () => ((await row(first)).status === 'sent' ? true : undefined));
    const sender = await shopBehindProxy({ takeoverGraceMs: grace, now });
    offset += grace + 1000;

    const recipient = 'cut-two@customer.example';
    cutWhenReceived(recipient, () => otherProxy.stop());
    const id = await queueMail(recipient);
    const mail = await smtp.waitFor((m) => m.to.includes(recipient));
    expect((await row(id)).locked_by).toBe(sender.shop.mailWorker!.id);
    // Both meet the outage, and it outlasts the claim.
    await outageSeen(sender);
    other.shop.mailWorker!.nudge();
    await outageSeen(other);
    await eventually('the claim to run out', async () => ((await row(id)).expired ? true : undefined));

    // The database is back for the other process first: it delivers a new mail, and leaves the
    // one whose sender has not been heard from alone.
    await otherProxy.start();
    const proof = await queueMail('while-the-sender-is-away@customer.example');
    other.shop.mailWorker!.nudge();
    await smtp.waitFor((m) => m.to.includes('while-the-sender-is-away@customer.example'));
    const delivered = await eventually('the new mail to be marked sent', async () => {
      const r = await row(proof);
      return r.status === 'sent' ? r : undefined;
    });
    expect(delivered.locked_by).toBe(other.shop.mailWorker!.id);
    expect(await row(id)).toMatchObject({ status: 'sending', attempts: 1, locked_by: sender.shop.mailWorker!.id });

    // Then for the sender: it records its mark.
    await proxy.start();
    const after = await eventually('the mail to be marked sent', async () => {
      const r = await row(id);
      return r.status === 'sent' ? r : undefined;
    });
    expect(after).toMatchObject({ attempts: 1, locked_by: sender.shop.mailWorker!.id });
    expect(copiesOf(mail.messageId)).toBe(1);
  });

  it('a stopping worker keeps trying to write its pending marks for a while', async () => {
    const t = await shopBehindProxy({ stopMarkMs: 30_000 });
    const recipient = 'cut-at-stop@customer.example';
    cutWhenReceived(recipient);
    const id = await queueMail(recipient);
    await smtp.waitFor((m) => m.to.includes(recipient));
    await outageSeen(t);

    // SIGTERM while the database is away; it comes back while the worker stops.
    shops.splice(shops.indexOf(t), 1);
    const closing = t.close();
    await proxy.start();
    await closing;
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, locked_by: t.shop.mailWorker!.id });
  });
});
