import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Lang } from '#common/languages.ts';
import { queryRows, type Database } from '../db/client.ts';
import { failedLogins, passwordResets, sessions, users } from '../db/schema.ts';
import { ShopError } from './errors.ts';
import {
  ClientBusyError,
  decoyHash,
  HASHES_PER_CLIENT,
  hashPassword,
  PRODUCTION_HASH_COST,
  verifyPassword,
  type HashClient,
  type HashCost,
} from './passwords.server.ts';
import { ReadsMemo } from './reads-memo.ts';
import type { Throttle } from './throttle.server.ts';

/** A session ends after 7 days without a request, and 30 days after sign-in in any case. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** lastSeenAt is refreshed at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** failed_logins (the throttle before rate_limit_hits) is only emptied now. */
const OLD_FAILURES_MS = 15 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What a session's cookie stands for, as read with it (memoised per token hash on the embedded database). */
type SessionRow = {
  id: number;
  name: string;
  email: string;
  role: 'customer' | 'admin';
  locale: string;
  lastSeenAt: Date;
  expiresAt: Date;
};
export type SessionsMemo = ReadsMemo<string, SessionRow>;

/**
 * Sessions memo for a process that is its database's only writer (server/services/reads-memo.ts).
 * Every change to a session or to the user fields it carries forgets the entries it touches.
 */
export function sessionsMemo(): SessionsMemo {
  return new ReadsMemo<string, SessionRow>(20_000, 60_000);
}

/** After a change to the account (password, role, name, e-mail, sessions ended): read its sessions again. */
export function forgetAccountSessions(memo: SessionsMemo | null | undefined, userId: number): void {
  memo?.forgetWhere((row) => row.id === userId);
}

/** The signed-in account, as every loader sees it. */
export type SessionUser = { id: number; name: string; email: string; role: 'customer' | 'admin' };

function toSessionUser(row: { id: number; name: string; email: string; role: 'customer' | 'admin' }): SessionUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export class AuthService {
  private reservedEmails: string[];
  private hashesPerClient: number;
  private hashCost: HashCost;
  private memo: SessionsMemo | null;

  /**
   * `reservedEmails`: ADMIN_EMAIL, which nobody may register (the next start would promote it),
   * even after the admin moved away. `hashesPerClient`: places one address may hold in the hash
   * queue (HASHES_PER_CLIENT; tests, whose requests all share one address, raise it).
   */
  constructor(
    private db: Database,
    private throttle: Throttle,
    options: {
      reservedEmails?: string[];
      hashesPerClient?: number;
      memo?: SessionsMemo | null;
      /** scrypt's cost for new hashes (production's unless a test shop asks for less). */
      hashCost?: HashCost;
    } = {},
  ) {
    this.reservedEmails = options.reservedEmails ?? [];
    this.hashCost = options.hashCost ?? PRODUCTION_HASH_COST;
    this.hashesPerClient = options.hashesPerClient ?? HASHES_PER_CLIENT;
    this.memo = options.memo ?? null;
  }

  private client(address: string): HashClient {
    return { address, perClient: this.hashesPerClient };
  }

  /**
   * A shopper's sign-up from `address` (throttled per address: each one costs a slow hash), in
   * `lang`: the account's language for mails (users.locale) until it uses the shop in another.
   */
  async register(
    input: { name: string; email: string; password: string },
    address: string,
    lang?: Lang,
  ): Promise<SessionUser> {
    const hits = await this.throttle.hit([['register', address]]);
    const email = input.email.trim().toLowerCase();
    // Answered like any address in use, so it tells nothing more.
    if (this.reservedEmails.some((reserved) => reserved.trim().toLowerCase() === email))
      throw new ShopError(409, 'account.errors.emailTaken');
    try {
      const created = await this.createAccount(input, 'customer', this.client(address), lang);
      if (!created) throw new ShopError(409, 'account.errors.emailTaken');
      return created;
    } catch (error) {
      // Refused before hashing (the shared hash queue was full): nothing was spent, give the try
      // back. Not when this address already held its share of the queue: that one counts.
      if (error instanceof ShopError && error.status === 429 && !(error instanceof ClientBusyError))
        await hits.refund();
      throw error;
    }
  }

  /** The new account, or null when the address has one already (found by the insert itself). */
  private async createAccount(
    input: { name: string; email: string; password: string },
    role: 'customer' | 'admin',
    client?: HashClient,
    lang?: Lang,
  ): Promise<SessionUser | null> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password, client, this.hashCost);
    const [row] = await this.db
      .insert(users)
      .values({ name: input.name.trim(), email, passwordHash, role, ...(lang ? { locale: lang } : {}) })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row ? toSessionUser(row) : null;
  }

  /**
   * Checks the password and opens a new session (a fresh token every sign-in). Unknown e-mail
   * and wrong password look the same, in answer and in time.
   *
   * Every attempt is counted before the slow hash (THROTTLES.login*), so parallel guesses
   * cannot all slip in before the first failure is recorded. A successful sign-in gives its
   * attempt back: the owner is not held to the guesses made before.
   *
   * `knownDevice`: the id of a valid known-device cookie for this account (OWASP's device
   * cookies; see identity.server.ts). Its attempts skip the per-account ceiling that guesses
   * from anywhere can fill, and count in that device's own bucket instead; the per-address
   * limits still apply.
   *
   * `lang`: the language the shopper signs in with; the account's mails follow it (users.locale).
   */
  async login(
    input: { email: string; password: string },
    address: string,
    now = new Date(),
    knownDevice: string | null = null,
    lang?: Lang,
  ): Promise<{ user: SessionUser; token: string }> {
    const email = input.email.trim().toLowerCase();
    const hits = await this.throttle.hit(
      [
        ['loginAccountAddress', `${email}|${address}`],
        knownDevice ? ['loginDevice', `${email}|${knownDevice}`] : ['loginAccount', email],
        ['loginAddress', address],
      ],
      'account.errors.tooManyAttempts',
    );
    let row: typeof users.$inferSelect | undefined;
    let ok = false;
    try {
      [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
      ok = await verifyPassword(
        input.password,
        row?.passwordHash ?? (await decoyHash(this.hashCost)),
        this.client(address),
      );
    } catch (error) {
      // Never checked (the shared hash queue was full): not a guess. This address holding its
      // whole share of the queue is a flood, though: that counts.
      if (!(error instanceof ClientBusyError)) await hits.refund();
      throw error;
    }
    if (!row || !ok) throw new ShopError(401, 'account.errors.invalidCredentials');
    await hits.refund();
    if (lang && row.locale !== lang) await this.setLocale(row.id, lang);
    // The password, or the role, changed since it was read (a promotion, a reset, a password
    // change): what was checked no longer opens the account.
    const token = await this.openSession(row, now);
    if (!token) throw new ShopError(401, 'account.errors.invalidCredentials');
    return { user: toSessionUser(row), token };
  }

  /**
   * A new session for the account, only while its password hash and role are still the ones
   * `checked` read: the session's insert reads the account's row FOR SHARE, so it waits for a
   * change of that row in progress (ensureAdmin's promotion, a reset, a password change, each of
   * which ends the account's sessions in the same transaction) and, once that commits, finds no
   * row and opens nothing. Without this a sign-in that checked the old password could insert its
   * session just after the promotion ended them all, and keep it with the admin role. Null when
   * the credentials changed.
   */
  async openSession(
    checked: { id: number; passwordHash: string; role: 'customer' | 'admin' },
    now = new Date(),
  ): Promise<string | null> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
    const opened = await queryRows<{ user_id: number }>(
      this.db,
      sql`insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
          select ${hashToken(token)}, id, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
                 ${expiresAt.toISOString()}::timestamptz
          from users
          where id = ${checked.id} and password_hash = ${checked.passwordHash} and role = ${checked.role}
          for share
          returning user_id`,
    );
    return opened.length > 0 ? token : null;
  }

  /**
   * The session's user, or null when the token is unknown, idle too long or past its end. With
   * `lang` (the request's language), the account's language follows it: one write when it
   * changed, nothing more when it is the same (the locale comes with the session's row).
   */
  async getSessionUser(token: string, now = new Date(), lang?: Lang): Promise<SessionUser | null> {
    const tokenHash = hashToken(token);
    const row = await this.readSession(tokenHash);
    if (!row) return null;
    if (row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
      await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      this.memo?.forget(tokenHash);
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
      this.memo?.update(tokenHash, (memoised) => ({ ...memoised, lastSeenAt: now }));
    }
    if (lang && row.locale !== lang) await this.setLocale(row.id, lang);
    return toSessionUser(row);
  }

  /** The session row with its user's fields; stored in the memo unless a change raced the read. */
  private async readSession(tokenHash: string): Promise<SessionRow | undefined> {
    const read = async () => {
      const [row] = await this.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          locale: users.locale,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return row;
    };
    // Unknown tokens are not memoised (anyone can send one): only rows found are.
    return this.memo ? this.memo.get(tokenHash, read) : read();
  }

  /** The language the account's mails are written in (docs/product.md §18; server/services/order-mails.server.ts). */
  private async setLocale(userId: number, lang: Lang): Promise<void> {
    await this.db.update(users).set({ locale: lang }).where(eq(users.id, userId));
    // Every session of the account carries the locale: a sign-in in another language changes it for all.
    forgetAccountSessions(this.memo, userId);
  }

  async logout(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    // After the write: a read racing it is then either forgotten here or not stored (reads-memo.ts).
    this.memo?.forget(hashToken(token));
  }

  /** Needs the current password; every other session of the account ends. Throttled per address and per account. */
  async changePassword(
    userId: number,
    currentPassword: string,
    newPassword: string,
    keepToken: string | null,
    address: string,
  ): Promise<void> {
    await this.throttle.hit([
      ['passwordChange', `address:${address}`],
      ['passwordChange', `user:${userId}`],
    ]);
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash, this.client(address)))) {
      throw new ShopError(400, 'account.errors.currentWrong', {
        fieldErrors: { currentPassword: 'account.errors.currentWrong' },
      });
    }
    await this.db
      .update(users)
      .set({
        passwordHash: await hashPassword(newPassword, this.client(address), this.hashCost),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    const others = keepToken
      ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
      : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(others);
    forgetAccountSessions(this.memo, userId);
    // A reset link asked for before the change must not undo it.
    await this.db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  }

  /**
   * The back-office account from ADMIN_EMAIL / ADMIN_PASSWORD, at every start: created when
   * missing; otherwise made an admin whose password is ADMIN_PASSWORD. Whoever registered that
   * address first (or moved their e-mail to it) gets neither the role nor the password: when the
   * role or the password changes here, every session of the account ends.
   *
   * Processes starting together on one database each run it: the one whose insert loses to
   * another's (the e-mail is unique) reads the account again and goes on as for an existing one.
   */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const normalized = email.trim().toLowerCase();
    const read = async () => {
      const [row] = await this.db
        .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.email, normalized))
        .limit(1);
      return row;
    };
    let existing = await read();
    if (!existing) {
      if (await this.createAccount({ name: 'Administrator', email: normalized, password }, 'admin')) return;
      existing = await read();
      if (!existing) throw new Error(`The admin account ${normalized} could be neither created nor found`);
    }
    if (existing.role === 'admin' && (await verifyPassword(password, existing.passwordHash))) return;
    const passwordHash = await hashPassword(password, undefined, this.hashCost);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    });
    forgetAccountSessions(this.memo, existing.id);
  }

  /** Housekeeping: drops ended sessions and old failure records. */
  async prune(now = new Date()): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
    await this.db.delete(failedLogins).where(lt(failedLogins.at, new Date(now.getTime() - OLD_FAILURES_MS)));
  }
}
