import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../context.ts';
import type { Database } from '../db/client.ts';
import { failedLogins, sessions, users } from '../db/schema.ts';
import { ShopError } from './errors.ts';
import { decoyHash, hashPassword, verifyPassword } from './passwords.server.ts';

/** A session ends after 7 days without a request, and 30 days after sign-in in any case. */
export const SESSION_IDLE_MS = 7 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600_000;
/** lastSeenAt is refreshed at most this often, so browsing does not write on every request. */
const TOUCH_EVERY_MS = 5 * 60_000;

/** Throttling of failed sign-ins (per account and per address, over a sliding window). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 100;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

function toSessionUser(row: { id: number; name: string; email: string; role: 'customer' | 'admin' }): SessionUser {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export class AuthService {
  constructor(private db: Database) {}

  async register(input: { name: string; email: string; password: string }, role: 'customer' | 'admin' = 'customer'): Promise<SessionUser> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const [row] = await this.db
      .insert(users)
      .values({ name: input.name.trim(), email, passwordHash, role })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw new ShopError(409, 'account.errors.emailTaken');
    return toSessionUser(row);
  }

  /**
   * Checks the password and opens a new session (a fresh token every sign-in). Unknown e-mail
   * and wrong password look the same, in answer and in time.
   */
  async login(input: { email: string; password: string }, ip: string, now = new Date()): Promise<{ user: SessionUser; token: string }> {
    const email = input.email.trim().toLowerCase();
    await this.checkThrottle(email, ip, now);
    const [row] = await this.db.select().from(users).where(eq(users.email, email)).limit(1);
    const ok = await verifyPassword(input.password, row?.passwordHash ?? (await decoyHash()));
    if (!row || !ok) {
      await this.db.insert(failedLogins).values({ email, ip, at: now });
      throw new ShopError(401, 'account.errors.invalidCredentials');
    }
    await this.db.delete(failedLogins).where(eq(failedLogins.email, email));
    const token = await this.createSession(row.id, now);
    return { user: toSessionUser(row), token };
  }

  private async checkThrottle(email: string, ip: string, now: Date): Promise<void> {
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const [counts] = await this.db
      .select({
        account: sql<number>`count(*) filter (where ${failedLogins.email} = ${email})::int`,
        address: sql<number>`count(*) filter (where ${failedLogins.ip} = ${ip})::int`,
        oldest: sql<string | null>`min(${failedLogins.at}) filter (where ${failedLogins.email} = ${email} or ${failedLogins.ip} = ${ip})`,
      })
      .from(failedLogins)
      .where(and(gt(failedLogins.at, since), sql`(${failedLogins.email} = ${email} or ${failedLogins.ip} = ${ip})`));
    if (counts.account >= MAX_FAILURES_PER_ACCOUNT || counts.address >= MAX_FAILURES_PER_IP) {
      const oldest = counts.oldest ? new Date(counts.oldest).getTime() : now.getTime();
      const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now.getTime()) / 1000));
      throw new ShopError(429, 'account.errors.tooManyAttempts', { retryAfter });
    }
  }

  async createSession(userId: number, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return token;
  }

  /** The session's user, or null when the token is unknown, idle too long or past its end. */
  async getSessionUser(token: string, now = new Date()): Promise<SessionUser | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email, role: users.role, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    if (!row) return null;
    if (row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
      await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    }
    return toSessionUser(row);
  }

  async logout(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** Needs the current password; every other session of the account ends. */
  async changePassword(userId: number, currentPassword: string, newPassword: string, keepToken: string | null): Promise<void> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
      throw new ShopError(400, 'account.errors.currentWrong', { fieldErrors: { currentPassword: 'account.errors.currentWrong' } });
    }
    await this.db.update(users).set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() }).where(eq(users.id, userId));
    const others = keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))) : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(others);
  }

  /** Creates the first admin from the configuration, or makes the existing account an admin. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    const normalized = email.trim().toLowerCase();
    const [existing] = await this.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, normalized)).limit(1);
    if (!existing) {
      await this.register({ name: 'Administrator', email: normalized, password }, 'admin');
    } else if (existing.role !== 'admin') {
      await this.db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    }
  }

  /** Housekeeping: drops ended sessions and old failure records. */
  async prune(now = new Date()): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, now));
    await this.db.delete(failedLogins).where(lt(failedLogins.at, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  }
}
