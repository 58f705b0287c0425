import { createServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message as the test SMTP server received and parsed it. */
export type ReceivedMail = {
  /** The envelope's recipients (RCPT TO), lower-case. */
  to: string[];
  /** The envelope's sender (MAIL FROM). */
  envelopeFrom: string;
  /** The From header as written, e.g. `"Guardline" <support@shop.example>`. */
  from: string;
  subject: string;
  messageId: string;
  html: string;
  text: string;
  /** Every header, names in lower case, values as text. */
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/**
 * A real SMTP server (the `smtp-server` package) for tests: it keeps every message it accepts,
 * parsed (mailparser). `refuse()` makes it answer 550 to chosen recipients; `stop()` and
 * `start()` take it down and bring it back on the same port, as a mail server that is away for
 * a while. Plain SMTP without TLS; any user name and password are accepted.
 */
export type TestSmtp = {
  port: number;
  /** For SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Recipients that get `550 mailbox unavailable` (compared in lower case). */
  refuse: (...addresses: string[]) => void;
  /** Accepts every recipient again. */
  acceptAll: () => void;
  /** Recipients refused so far, one entry per refusal. */
  refusals: string[];
  /**
   * Runs `hook` for every message once it has arrived whole, before the server accepts it (the
   * `250` the client waits for): a test acts between a send and the sender knowing it succeeded.
   * `null` removes it.
   */
  beforeAccept: (hook: ((mail: ReceivedMail) => void | Promise<void>) | null) => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  running: () => boolean;
  /** The first message `predicate` accepts, polling until it arrives or `timeoutMs` has passed. */
  waitFor: (predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail>;
  /** Polls until `predicate` holds for the list of messages (e.g. a count), else fails after `timeoutMs`. */
  waitUntil: (predicate: (messages: ReceivedMail[]) => boolean, what: string, timeoutMs?: number) => Promise<void>;
};

export async function startTestSmtp(port?: number): Promise<TestSmtp> {
  const chosenPort = port ?? (await freePort());
  const messages: ReceivedMail[] = [];
  const refused = new Set<string>();
  const refusals: string[] = [];
  let server: SMTPServer | null = null;
  let acceptHook: ((mail: ReceivedMail) => void | Promise<void>) | null = null;

  const makeServer = () =>
    new SMTPServer({
      // nodemailer would take an advertised STARTTLS and then refuse the self-signed certificate.
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'test' }),
      onRcptTo: (address: SMTPServerAddress, _session, callback) => {
        const to = address.address.toLowerCase();
        if (refused.has(to)) {
          refusals.push(to);
          const error = new Error(`Mailbox unavailable: ${to}`) as Error & { responseCode: number };
          error.responseCode = 550;
          return callback(error);
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (parsed) => {
            const headers: Record<string, string> = {};
            for (const line of parsed.headerLines) {
              const at = line.line.indexOf(':');
              headers[line.key] = line.line.slice(at + 1).trim();
            }
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              from: headers.from ?? '',
              subject: parsed.subject ?? '',
              messageId: parsed.messageId ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              headers,
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
            };
            messages.push(mail);
            await acceptHook?.(mail);
            callback();
          })
          .catch(callback);
      },
    });

  const peer: TestSmtp = {
    port: chosenPort,
    url: `smtp://127.0.0.1:${chosenPort}`,
    messages,
    refusals,
    refuse: (...addresses) => addresses.forEach((a) => refused.add(a.toLowerCase())),
    acceptAll: () => refused.clear(),
    beforeAccept: (hook) => (acceptHook = hook),
    running: () => server !== null,
    async start() {
      if (server) return;
      const next = makeServer();
      await new Promise<void>((resolve, reject) => {
        next.server.once('error', reject);
        next.listen(chosenPort, '127.0.0.1', () => {
          next.server.off('error', reject);
          resolve();
        });
      });
      server = next;
    },
    async stop() {
      const current = server;
      if (!current) return;
      server = null;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async waitFor(predicate, timeoutMs = 10_000) {
      let found: ReceivedMail | undefined;
      await peer.waitUntil((all) => (found = all.find(predicate)) !== undefined, 'a matching mail', timeoutMs);
      return found!;
    },
    async waitUntil(predicate, what, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (!predicate(messages)) {
        if (Date.now() > until)
          throw new Error(
            `timed out waiting for ${what}; received: ${messages.map((m) => `${m.to.join(',')} "${m.subject}"`).join('; ') || 'nothing'}`,
          );
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
  await peer.start();
  return peer;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
