import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { settings } from '../db/schema.ts';

/**
 * The signing secret: SESSION_SECRET when configured, else one generated on first start and
 * kept in the database, so every process on the same database agrees and restarts keep carts.
 */
export async function loadSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  await db.insert(settings).values({ key: 'session_secret', value: fresh }).onConflictDoNothing();
  const rows = await db.select().from(settings);
  return rows.find((r) => r.key === 'session_secret')!.value;
}

/** Signs and checks values carried in cookies (`value.signature`). */
export class Signer {
  constructor(private secret: string) {}

  sign(value: string): string {
    return `${value}.${this.mac(value)}`;
  }

  unsign(signed: string | undefined | null): string | null {
    if (!signed) return null;
    const dot = signed.lastIndexOf('.');
    if (dot <= 0) return null;
    const value = signed.slice(0, dot);
    const given = Buffer.from(signed.slice(dot + 1));
    const expected = Buffer.from(this.mac(value));
    return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
  }

  /** The signature alone, for values a cookie does not carry whole (see knownDeviceToken). */
  mac(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

export function newVisitorId(): string {
  return randomBytes(18).toString('base64url');
}

/** A known-device cookie lives this long; each sign-in with it issues a fresh one. */
export const KNOWN_DEVICE_MAX_AGE_S = 180 * 24 * 3600;

/**
 * OWASP's device cookies: after a successful sign-in the browser gets `id.issuedAt.mac`, where
 * the mac covers the lower-cased e-mail, so the cookie names one account without showing it. An
 * attempt at that account with it is let past the per-account ceiling (see AuthService.login).
 */
export function knownDeviceToken(signer: Signer, email: string, now = new Date()): string {
  const id = randomBytes(12).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  return `${id}.${issuedAt}.${signer.mac(deviceClaim(email, id, issuedAt))}`;
}

/** The device's id when `token` is a known-device cookie for this e-mail, still in date; else null. */
export function knownDeviceFor(
  signer: Signer,
  token: string | undefined,
  email: string,
  now = new Date(),
): string | null {
  const match = /^([A-Za-z0-9_-]{16})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const [, id, issued, given] = match;
  const age = now.getTime() / 1000 - Number(issued);
  if (age < -60 || age > KNOWN_DEVICE_MAX_AGE_S) return null;
  const expected = Buffer.from(signer.mac(deviceClaim(email, id, Number(issued))));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
}

function deviceClaim(email: string, id: string, issuedAt: number): string {
  return `known-device|${email.trim().toLowerCase()}|${id}|${issuedAt}`;
}
