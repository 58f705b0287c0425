import { and, eq, ne } from 'drizzle-orm';
import { COUNTRIES, DEFAULT_COUNTRY, type Country } from '#common/countries.ts';
import type { Profile, ProfileInput } from '#common/schemas/profile.ts';
import type { Database } from '../db/client.ts';
import { passwordResets, users } from '../db/schema.ts';
import { forgetAccountSessions, type SessionsMemo } from './auth.server.ts';
import { ShopError } from './errors.ts';

const profileColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  address: users.address,
  city: users.city,
  state: users.state,
  postalCode: users.postalCode,
  country: users.country,
};

type ProfileRow = Omit<Profile, 'country'> & { country: string };

/** A country outside today's list (say, one dropped later) reads as the default rather than breaking the page. */
const toProfile = (row: ProfileRow): Profile => ({
  ...row,
  country: (COUNTRIES as readonly string[]).includes(row.country) ? (row.country as Country) : DEFAULT_COUNTRY,
});

/** PostgreSQL's unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The signed-in shopper's own details (docs/product.md §7.6). Passwords live in AuthService. */
export class AccountService {
  /** `reservedEmails`: ADMIN_EMAIL, which nobody may move their account to (the start would hand it the back office). */
  /** `sessions`: the sessions memo (embedded database), which carries the name and e-mail a profile change updates. */
  constructor(
    private db: Database,
    private reservedEmails: string[] = [],
    private sessions: SessionsMemo | null = null,
  ) {}

  async getProfile(userId: number): Promise<Profile> {
    const [row] = await this.db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw new ShopError(404, 'errors.notFound');
    return toProfile(row);
  }

  /** Replaces the profile; the e-mail is stored lower-cased and must not belong to another account (409). */
  async updateProfile(userId: number, input: ProfileInput): Promise<Profile> {
    const email = input.email.trim().toLowerCase();
    if (this.reservedEmails.some((reserved) => reserved.trim().toLowerCase() === email)) {
      const [own] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      // Refused like any address in use, unless it is already this account's.
      if (own?.email !== email) throw emailTaken();
    }
    const [taken] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), ne(users.id, userId)))
      .limit(1);
    if (taken) throw emailTaken();
    try {
      const row = await this.db.transaction(async (tx) => {
        const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
        const [updated] = await tx
          .update(users)
          .set({
            name: input.name.trim(),
            email,
            phone: input.phone.trim(),
            address: input.address.trim(),
            city: input.city.trim(),
            state: input.state.trim(),
            postalCode: input.postalCode.trim(),
            country: input.country,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning(profileColumns);
        // A reset link mailed to the old address must not open the account that moved away from it.
        if (updated && before && before.email !== email)
          await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        return updated;
      });
      forgetAccountSessions(this.sessions, userId);
      if (!row) throw new ShopError(404, 'errors.notFound');
      return toProfile(row);
    } catch (error) {
      // Two accounts taking the same address at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }
}

const emailTaken = () =>
  new ShopError(409, 'account.errors.emailTaken', { fieldErrors: { email: 'account.errors.emailTaken' } });
