import { pino, stdSerializers, type DestinationStream, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

/** LOG_LEVEL: pino's levels, most to least severe; `silent` writes nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Logger = PinoLogger;

/**
 * Fields that hold secrets or personal data, at the top of a logged object or under `body` or
 * `headers`: pino writes `[redacted]` instead. The request line never carries bodies, query
 * strings or cookies in the first place (request-log.ts); this is the net under the other lines.
 * No `*.field` wildcards: measured here, they tripled the cost of every line.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'resetToken',
  'csrf',
  'cookie',
  'authorization',
  'cardNumber',
  'cardCvv',
  'cvv',
  'email',
];
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `body.${field}`),
  'headers.cookie',
  'headers.authorization',
  'req.headers.cookie',
  'req.headers.authorization',
];

/** E-mail addresses (kept: the domain) and card-like runs of 13-19 digits, spaced or not. */
const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const CARD_LIKE = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/**
 * The longest text kept in a line: a failed insert quotes every value it was given (the whole
 * seed catalogue once made a 371 KB line, which log collectors split or drop).
 */
export const MAX_LOGGED_TEXT = 4000;

/** Free text (an error's message, an SMTP server's answer) with addresses and card numbers masked, cut to MAX_LOGGED_TEXT. */
export function scrubText(text: string): string {
  const scrubbed = text.replace(EMAIL, '[email]@$1').replace(CARD_LIKE, '[number]');
  return scrubbed.length <= MAX_LOGGED_TEXT
    ? scrubbed
    : `${scrubbed.slice(0, MAX_LOGGED_TEXT)}… [${scrubbed.length - MAX_LOGGED_TEXT} more characters]`;
}

function scrubStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubStrings(v, depth + 1)]));
}

export type LoggerOptions = {
  level: LogLevel;
  /** Where lines go; default stdout (a write per turn of the event loop). Tests pass a memory stream. */
  destination?: DestinationStream;
  /** Human-readable lines; default: when stdout is a terminal and no destination is given. */
  pretty?: boolean;
};

/**
 * The process's logger: one JSON object per line (pino), or readable lines in a terminal.
 * Errors (`err`) and the message of warnings and errors are scrubbed of e-mail addresses and card
 * numbers: database and SMTP errors quote the values they choke on.
 */
export function createLogger(options: LoggerOptions): Logger {
  const readable = options.pretty ?? (!options.destination && process.stdout.isTTY === true);
  const destination =
    options.destination ??
    (readable
      ? pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', messageFormat })
      : stdoutLines());
  return pino(
    {
      level: options.level,
      // `time` in epoch milliseconds (pino's default): an ISO string cost a third more per line.
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: (error: Error) => scrubStrings(stdSerializers.err(error)) as ReturnType<typeof stdSerializers.err>,
      },
      hooks: {
        // Only warnings and worse: their text is rare and may quote what a failure choked on.
        logMethod(args, method, level) {
          if (level >= 40)
            for (let i = 0; i < args.length; i++) {
              const arg: unknown = args[i];
              if (typeof arg === 'string') args[i] = scrubText(arg);
            }
          return method.apply(this, args as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/**
 * Where a destination's lines go in one write per turn of the event loop: every line written
 * while the process handles one batch of events leaves together, right after it (setImmediate),
 * so a line is never held back longer than that turn. Measured under the catalogue JSON load
 * (ten connections), a write per line cost the process more than answering the request did.
 * `flushSync` writes what is pending at once (at exit).
 */
export class TurnBatchedLines implements DestinationStream {
  private pending = '';
  private scheduled = false;

  constructor(private readonly inner: { write(chunk: string): unknown; flushSync?: () => void }) {}

  write(line: string): void {
    this.pending += line;
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(this.flush);
    }
  }

  private flush = (): void => {
    this.scheduled = false;
    if (!this.pending) return;
    const lines = this.pending;
    this.pending = '';
    this.inner.write(lines);
  };

  flushSync(): void {
    this.flush();
    this.inner.flushSync?.();
  }
}

let processLines: TurnBatchedLines | null = null;

/**
 * The process's stdout as a log destination: batched per turn, one synchronous write per batch
 * (pino's own default), flushed at exit. One per process. An asynchronous write handed every
 * batch to libuv's thread pool (a thread woken and a result posted back): under the catalogue
 * JSON load that cost ~9 of the ~47 µs of CPU a request took (docs/decisions/009, addendum).
 */
function stdoutLines(): TurnBatchedLines {
  if (!processLines) {
    const lines = new TurnBatchedLines(pino.destination({ dest: 1, sync: true }));
    process.once('exit', () => lines.flushSync());
    processLines = lines;
  }
  return processLines;
}

/** A logger that writes nothing (tests, and where no logger was given). */
export const silentLogger: Logger = pino({ level: 'silent' });

/** A request line reads as `GET /product/:id 200 1.2 ms`; other lines as their message. */
function messageFormat(log: Record<string, unknown>, messageKey: string): string {
  if (typeof log.route === 'string' && typeof log.status === 'number')
    return `${String(log.method)} ${log.route} ${log.status} ${String(log.ms)} ms`;
  return String(log[messageKey] ?? '');
}
